import FluidPhysics

/// Estimates the velocity of a moving point (a finger, a cursor, a dragged
/// view) from timestamped positions, in points per second.
///
/// ```swift
/// var tracker = VelocityTracker()                     // least squares, degree 2
/// tracker.addPosition(Point(x: 10, y: 20), at: 0.016) // seconds
/// tracker.addPosition(Point(x: 14, y: 26), at: 0.024)
/// tracker.addPosition(Point(x: 20, y: 33), at: 0.032)
/// let v: Vector = tracker.velocity(at: 0.040)          // points/s
/// ```
///
/// Each axis is estimated independently with `strategy` (see
/// `VelocityStrategy` for the maths and the sample window). On top of it:
///
/// - **Stopped rule.** Queried more than `assumeStoppedAfter` (40 ms) after
///   the newest sample, the velocity is zero: the finger stopped and then
///   lifted, so there is no phantom fling.
/// - **Clamping.** With a `maximumSpeed`, a faster estimate is scaled down
///   along its direction to that speed.
/// - **Bad samples** are replaced or dropped as `VelocitySampleOutcome`
///   describes; they never make the estimate NaN.
///
/// The tracker keeps at most `maximumSampleCount` samples, so it costs the
/// same after an hour of dragging as after a second.
public struct VelocityTracker: Hashable, Sendable {
    /// The strategies a tracker can use.
    public typealias Strategy = VelocityStrategy

    /// The most samples any strategy reads (and the tracker keeps): 20.
    public static let maximumSampleCount = 20
    /// The oldest a sample may be, relative to the newest, and still count: 0.1 s.
    public static let horizon = 0.100
    /// The largest gap between consecutive samples inside one motion: 0.04 s.
    /// An older sample across a larger gap belongs to an earlier motion.
    public static let maximumGap = 0.040
    /// How long after its newest sample a tracker reports zero velocity: 0.04 s.
    public static let assumeStoppedAfter = 0.040
    /// The impulse strategy's window: samples within 0.04 s of the newest.
    public static let impulseWindow = 0.040

    /// How positions become a velocity.
    public var strategy: Strategy {
        didSet { tracked.reestimate(strategy: strategy) }
    }
    /// The largest speed reported, points/s; nil (the default), zero,
    /// negative, NaN or infinity mean no limit.
    public var maximumSpeed: Double?

    /// The samples, the window the strategy reads and the strategy's
    /// estimate at the newest sample (points/s, before the speed limit),
    /// kept current as samples arrive; reading the velocity costs nothing
    /// (the readers are inlinable, so a caller reads these few fields in
    /// place instead of copying the whole tracker to call them).
    @usableFromInline
    private(set) var tracked = TrackedHistory()

    /// Creates an empty tracker.
    ///
    /// - Parameters:
    ///   - strategy: the estimator, least squares of degree 2 by default.
    ///   - maximumSpeed: an optional cap on the reported speed, points/s.
    public init(strategy: Strategy = .leastSquares, maximumSpeed: Double? = nil) {
        self.strategy = strategy
        self.maximumSpeed = maximumSpeed
    }

    /// Records that the point was at `position` (points) at `time` (seconds).
    ///
    /// - Returns: whether the sample was accepted, replaced the newest one
    ///   (same timestamp), or was dropped and why. Discardable.
    @discardableResult
    public mutating func addPosition(_ position: Point, at time: Double) -> VelocitySampleOutcome {
        let outcome = tracked.add(SIMD2(position.x, position.y), at: time, strategy: strategy)
        assert(checkInvariants())
        return outcome
    }

    /// The velocity at `time` seconds, points per second.
    ///
    /// The estimate is the strategy's velocity at the newest sample. It is
    /// zero with fewer than two samples, when `time` is more than
    /// `assumeStoppedAfter` after the newest sample, or when `time` is NaN
    /// or infinite. A `time` before the newest sample gives the estimate at
    /// the newest sample (the tracker does not rewind).
    @inlinable
    public func velocity(at time: Double) -> Vector {
        guard time.isFinite, let newest = tracked.samples.newestTime else { return .zero }
        guard time - newest <= Self.assumeStoppedAfter + timeTolerance else { return .zero }
        return velocity
    }

    /// The velocity at the newest sample, points per second, ignoring the
    /// stopped rule (use `velocity(at:)` with the current time to apply it).
    @inlinable
    public var velocity: Vector {
        let estimate = tracked.estimate
        return Self.clamped(Vector(dx: estimate.x, dy: estimate.y), to: maximumSpeed)
    }

    /// `v` (points/s) scaled down along its direction to `maximumSpeed`
    /// when faster; unchanged when the limit is nil, zero, negative, NaN or
    /// infinite.
    @usableFromInline
    static func clamped(_ v: Vector, to maximumSpeed: Double?) -> Vector {
        guard let limit = maximumSpeed, limit > 0, limit.isFinite else { return v }
        let speed = v.length
        guard speed > limit else { return v }
        // Scale by the larger component first: the length of a huge
        // estimate can overflow even when its components do not.
        let unit = v / Swift.max(Swift.abs(v.dx), Swift.abs(v.dy))
        return unit * (limit / unit.length)
    }

    /// Forgets every sample (and the rejected-sample count); the strategy
    /// and speed limit stay.
    public mutating func reset() {
        tracked.removeAll()
        assert(checkInvariants())
    }

    /// How many samples are kept (at most `maximumSampleCount`).
    public var sampleCount: Int { tracked.samples.count }
    /// The newest sample's time, seconds, or nil when empty.
    public var newestTime: Double? { tracked.samples.newestTime }
    /// The newest sample's position, or nil when empty.
    public var newestPosition: Point? { tracked.samples.newestValue.map { Point(x: $0.x, y: $0.y) } }
    /// How many samples were dropped since creation or the last `reset()`.
    public var rejectedSampleCount: Int { tracked.samples.rejectedCount }

    // MARK: Invariants

    /// Checks the tracker's samples (debug builds: called as
    /// `assert(checkInvariants())` after every change); returns true.
    ///
    /// The history keeps at most `maximumSampleCount` samples, all finite,
    /// with strictly increasing times (`SampleHistory.checkInvariants()`);
    /// the kept window is the one a walk back from the newest sample finds,
    /// and the kept estimate is the strategy's over it
    /// (`TrackedHistory.checkInvariants(strategy:)`).
    func checkInvariants() -> Bool {
        precondition(tracked.samples.capacity == VelocityTracker.maximumSampleCount, "history capacity \(tracked.samples.capacity)")
        return tracked.checkInvariants(strategy: strategy)
    }
}
