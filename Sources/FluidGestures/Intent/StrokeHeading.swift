import FluidPhysics

/// The direction a flick was aimed in, read from its stroke: the path's
/// heading at the stroke's middle instant.
///
/// A thumb does not move in a straight line. It turns about its joint as it
/// flicks, so the stroke bends through an arc, and the direction it leaves
/// in — what a velocity tracker reports at release — is bent past the aim
/// by about half the arc. The heading halfway through the stroke's time is
/// not: it is the direction the hand set out to throw in, with the bend
/// before and after it cancelling. Measured on synthetic flicks through the
/// picture-in-picture model (the gestures article has the figures), it
/// recovers the aimed corner where the release direction and the chord
/// from touch-down to lift do not.
///
/// Feed every position of the finger from touch-down (`addPosition(_:at:)`,
/// points and seconds) and ask `heading()` at release. The stroke starts at
/// touch-down or at the last pause — the finger still within `pauseRadius`
/// points for `pauseDuration` seconds — so a flick after the finger stopped
/// (a window caught mid-flight, held, then thrown) is read on its own.
///
/// Storage: at most ``capacity`` samples, inline. When it is full, every
/// other sample is dropped and the spacing between kept samples doubles,
/// so a stroke of any length is kept at about a twelfth of its duration's
/// resolution or better; the newest sample is always the latest. Adding a
/// sample never allocates. Non-finite samples and samples earlier than the
/// newest are ignored.
public struct StrokeHeading: Sendable {
    /// How many samples are kept at most.
    public static let capacity = 24

    /// How far the finger may move and still count as still, points.
    public var pauseRadius: Double
    /// How long the finger must stay still for the stroke to start afresh, seconds.
    public var pauseDuration: Double

    private var xs = InlineArray<24, Double>(repeating: 0)
    private var ys = InlineArray<24, Double>(repeating: 0)
    private var ts = InlineArray<24, Double>(repeating: 0)
    /// How many samples are kept (index 0 is the stroke's start).
    public private(set) var count = 0
    /// The least time between kept samples, seconds (0: every sample is kept).
    private var spacing = 0.0
    /// Where and when the finger last started being still.
    private var stillSince: (x: Double, y: Double, t: Double)?

    /// An empty stroke; the finger counts as paused once it stays within
    /// `pauseRadius` points (default 2) for `pauseDuration` seconds
    /// (default 0.05).
    public init(pauseRadius: Double = 2, pauseDuration: Double = 0.05) {
        self.pauseRadius = pauseRadius
        self.pauseDuration = pauseDuration
    }

    /// Forgets the stroke (a new touch-down).
    public mutating func reset() {
        count = 0
        spacing = 0
        stillSince = nil
    }

    /// The finger is at `position` (points) at `time` (seconds).
    public mutating func addPosition(_ position: Point, at time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if count > 0, time < ts[count - 1] { return }
        // A pause: the stroke so far is over, a new one starts here.
        if let still = stillSince, Swift.abs(position.x - still.x) <= pauseRadius, Swift.abs(position.y - still.y) <= pauseRadius {
            if time - still.t >= pauseDuration, count > 0 {
                count = 0
                spacing = 0
            }
        } else {
            stillSince = (position.x, position.y, time)
        }
        if count > 1, time - ts[count - 2] < spacing {
            // Within the spacing of the last sample before the newest: the
            // newest moves on to this one.
            store(position, time, at: count - 1)
            return
        }
        if count == Self.capacity { halve() }
        store(position, time, at: count)
        count += 1
    }

    /// The unit direction of the stroke at its middle instant: the
    /// displacement over `window` seconds either side of it (at least the
    /// spacing between the kept samples, and within the stroke), positions
    /// interpolated linearly between samples. Nil when the stroke has fewer
    /// than two samples, no duration, or did not move there.
    public func heading(window: Double = 0.02) -> Vector? {
        guard count >= 2 else { return nil }
        let start = ts[0], end = ts[count - 1]
        guard end > start else { return nil }
        let middle = (start + end) / 2
        let half = Swift.max(window.isFinite ? window : 0.02, spacing)
        let a = position(at: Swift.max(start, middle - half)), b = position(at: Swift.min(end, middle + half))
        let d = a.offset(to: b)
        let length = d.length
        guard length > 1e-9, length.isFinite else { return nil }
        return d / length
    }

    private mutating func store(_ p: Point, _ t: Double, at index: Int) {
        xs[index] = p.x
        ys[index] = p.y
        ts[index] = t
    }

    /// Keeps every other sample (the start among them) and doubles the spacing.
    private mutating func halve() {
        var kept = 0
        var index = 0
        while index < count {
            xs[kept] = xs[index]
            ys[kept] = ys[index]
            ts[kept] = ts[index]
            kept += 1
            index += 2
        }
        let span = ts[kept - 1] - ts[0]
        spacing = Swift.max(spacing * 2, span / Double(kept))
        count = kept
    }

    /// The stroke's position at `time` (within its span), interpolated.
    private func position(at time: Double) -> Point {
        var index = 1
        while index < count - 1, ts[index] < time { index += 1 }
        let t0 = ts[index - 1], t1 = ts[index]
        let f = t1 > t0 ? Swift.min(Swift.max((time - t0) / (t1 - t0), 0), 1) : 1
        return Point(x: xs[index - 1] + (xs[index] - xs[index - 1]) * f, y: ys[index - 1] + (ys[index] - ys[index - 1]) * f)
    }
}
