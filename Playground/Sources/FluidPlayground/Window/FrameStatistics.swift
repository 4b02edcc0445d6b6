import FluidRenderer

/// Render times gathered for `--frame-stats`, seconds.
struct FrameStatistics {
    /// Time in `SceneRenderer` per frame that drew an interface.
    var scene: [Double] = []
    /// Thread CPU time in `SceneRenderer` per such frame (preemption excluded).
    var sceneCPU: [Double] = []
    /// Cairo time per frame (home, card, HUD), every drawn frame.
    var draw: [Double] = []
    /// Time between consecutive frames.
    var interval: [Double] = []
    /// Touch-to-screen latency samples, seconds (`LatencyMeter`).
    var latency: [Double] = []
    /// Host time of the previous frame recorded.
    private var lastFrameTime: Double?

    /// Adds a frame drawn at host time `now` that took `timing`.
    mutating func record(_ timing: FrameComposer.Timing, at now: Double) {
        if let time = timing.scene { scene.append(time) }
        if let time = timing.sceneCPU { sceneCPU.append(time) }
        draw.append(timing.draw)
        if let last = lastFrameTime { interval.append(now - last) }
        lastFrameTime = now
    }

    private static func line(_ name: String, _ values: [Double], budget: Double? = Self.budget) -> String {
        guard !values.isEmpty else { return "\(name): no frames" }
        let s = values.sorted()
        func ms(_ v: Double) -> String { HUDRenderer.format(v * 1000, decimals: 3) }
        let p99 = s[Swift.min(s.count - 1, Int(Double(s.count) * 0.99))]
        let worstAt = values.firstIndex(of: s[s.count - 1]) ?? 0
        let line = "\(name): \(s.count) frames, median \(ms(s[s.count / 2])) ms, p99 \(ms(p99)) ms, "
            + "worst \(ms(s[s.count - 1])) ms (frame \(worstAt))"
        guard let budget else { return line }
        return line + ", over \(ms(budget)) ms: \(values.count(where: { $0 > budget }))"
    }

    /// The drawing budget the README states, seconds.
    static let budget = 0.004

    /// The report, one line per measure.
    var report: String {
        [Self.line("scene render", scene), Self.line("scene render (thread CPU)", sceneCPU), Self.line("frame draw", draw), Self.line("frame interval", interval),
         Self.line("touch to screen", latency, budget: nil)]
            .joined(separator: "\n")
    }
}
