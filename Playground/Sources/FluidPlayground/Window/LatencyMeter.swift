/// Touch-to-screen latency: the age of the newest touch when the frame that
/// shows it is presented, seconds.
///
/// The window reports each real touch it gives the interface (its
/// timestamp, host seconds) and each presented frame (the host time just
/// after the present returned); a frame that shows at least one new touch
/// gives one sample: present time − the newest such touch's time. Frames
/// with no new touch give none, so an idle window does not dilute the
/// figure. Samples are kept for the whole run (`--frame-stats`) and the
/// last ``recentCount`` for the HUD.
struct LatencyMeter {
    /// How many recent samples the HUD's median and p99 use.
    static let recentCount = 120

    /// Every sample, seconds, in order.
    private(set) var samples: [Double] = []
    private var newestUnshown: Double?

    /// A touch with timestamp `time` (host seconds) reached the interface.
    mutating func touchDelivered(at time: Double) {
        guard time.isFinite else { return }
        newestUnshown = Swift.max(newestUnshown ?? time, time)
    }

    /// A frame was presented at `time` (host seconds); returns its sample
    /// when it showed a new touch.
    @discardableResult
    mutating func framePresented(at time: Double) -> Double? {
        guard let touch = newestUnshown, time.isFinite else { return nil }
        newestUnshown = nil
        let age = Swift.max(0, time - touch)
        samples.append(age)
        return age
    }

    /// The median and 99th percentile of `values` (nil when empty).
    static func summary(_ values: some Collection<Double>) -> (median: Double, p99: Double)? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return (s[s.count / 2], s[Swift.min(s.count - 1, Int(Double(s.count) * 0.99))])
    }

    /// The summary of the last ``recentCount`` samples.
    var recent: (median: Double, p99: Double)? { Self.summary(samples.suffix(Self.recentCount)) }
}
