import FluidPhysics

/// Value and velocity charts of springs and decays (`fluid plot`).
public enum SpringPlot {
    /// Colours for successive series: blue, orange, green, pink, purple, yellow.
    public static let palette = ["#0A84FF", "#FF9F0A", "#30D158", "#FF375F", "#BF5AF2", "#FFD60A"]

    /// Two charts for springs moving 0 → `distance` (points) with
    /// `initialVelocity` (points/s): the value with the target line, and the
    /// velocity; each spring's exact settling time is marked. `samples`
    /// points per curve, over the longest settling time (or 10 periods for a
    /// spring that never settles).
    public static func charts(springs: [(label: String, spring: Spring)], distance: Double = 1,
                              initialVelocity: Double = 0, samples: Int = 400) -> [Chart] {
        let reports = springs.map { SpringReport(spring: $0.spring, distance: distance, initialVelocity: initialVelocity) }
        let ends = reports.map { $0.settles ? $0.settlingDuration : 10 * $0.spring.duration }
        let end = Swift.max((ends.max() ?? 1) * 1.1, 1e-6)
        let n = Swift.max(samples, 2)
        var value: [Chart.Series] = [], velocity: [Chart.Series] = []
        var guides: [Chart.Guide] = [Chart.Guide(value: distance, label: "target", horizontal: true)]
        for (i, (entry, report)) in zip(springs, reports).enumerated() {
            let color = palette[i % palette.count]
            let curve = report.unitCurve
            let times = (0..<n).map { end * Double($0) / Double(n - 1) }
            value.append(Chart.Series(name: entry.label, color: color,
                                      points: times.map { Chart.Point2($0, distance * curve.progress(at: $0)) }))
            velocity.append(Chart.Series(name: entry.label, color: color,
                                         points: times.map { Chart.Point2($0, distance * curve.velocity(at: $0)) }))
            if report.settles {
                guides.append(Chart.Guide(value: report.settlingDuration,
                                          label: "settles \(DecimalFormat.fixed(report.settlingDuration, places: 3)) s",
                                          horizontal: false, color: color))
            }
        }
        let unit = distance == 1 ? "progress" : "points"
        return [
            Chart(title: "Value", xLabel: "time (s)", yLabel: "value (\(unit))", series: value, guides: guides),
            Chart(title: "Velocity", xLabel: "time (s)", yLabel: "velocity (\(unit)/s)", series: velocity,
                  guides: [Chart.Guide(value: 0, label: "at rest", horizontal: true)]),
        ]
    }

    /// Two charts of a decay from 0 with `initialVelocity` points/s: position
    /// with the projected resting line, and velocity, until it is slower
    /// than `threshold` points/s.
    public static func charts(decay: Decay, initialVelocity: Double, threshold: Double = 0.5, samples: Int = 400) -> [Chart] {
        let end = Swift.max(decay.duration(initialVelocity: initialVelocity, threshold: threshold) * 1.05, 1e-6)
        let n = Swift.max(samples, 2)
        let times = (0..<n).map { end * Double($0) / Double(n - 1) }
        let rest = decay.totalDistance(initialVelocity: initialVelocity)
        let label = "rate \(DecimalFormat.format(decay.rate.rawValue, significantDigits: 6))"
        return [
            Chart(title: "Position", xLabel: "time (s)", yLabel: "position (points)",
                  series: [Chart.Series(name: label, color: palette[0], points: times.map { Chart.Point2($0, decay.value(initialVelocity: initialVelocity, time: $0)) })],
                  guides: [Chart.Guide(value: rest, label: "projection \(DecimalFormat.fixed(rest, places: 2)) pt", horizontal: true)]),
            Chart(title: "Velocity", xLabel: "time (s)", yLabel: "velocity (points/s)",
                  series: [Chart.Series(name: label, color: palette[1], points: times.map { Chart.Point2($0, decay.velocity(initialVelocity: initialVelocity, time: $0)) })]),
        ]
    }
}
