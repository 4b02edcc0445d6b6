/// Estimates the rate of change of one value (a scroll offset, a drawer
/// position, an angle in radians) from timestamped samples, in units per second.
///
/// The 1-D twin of `VelocityTracker`, with the same strategies, window,
/// stopped rule and bad-sample handling:
///
/// ```swift
/// var tracker = VelocityTracker1D(strategy: .impulse)
/// tracker.addPosition(0, at: 0.000)
/// tracker.addPosition(8, at: 0.008)
/// let v = tracker.velocity(at: 0.010)   // units/s
/// ```
///
/// With `maximumSpeed` the magnitude is clamped, keeping the sign.
public struct VelocityTracker1D: Hashable, Sendable {
    /// How samples become a velocity.
    public var strategy: VelocityStrategy {
        didSet { refreshEstimate() }
    }
    /// The largest |velocity| reported, units/s; nil, zero, negative, NaN or
    /// infinity mean no limit.
    public var maximumSpeed: Double?

    private var history = SampleHistory(capacity: VelocityTracker.maximumSampleCount)

    /// The strategy's estimate at the newest sample, units/s, before the
    /// speed limit; kept as `VelocityTracker` keeps its own.
    private var estimate = 0.0

    /// Creates an empty tracker (least squares of degree 2 by default).
    public init(strategy: VelocityStrategy = .leastSquares, maximumSpeed: Double? = nil) {
        self.strategy = strategy
        self.maximumSpeed = maximumSpeed
    }

    /// Records that the value was `position` at `time` seconds.
    @discardableResult
    public mutating func addPosition(_ position: Double, at time: Double) -> VelocitySampleOutcome {
        let outcome = history.add(SIMD2(position, 0), at: time)
        refreshEstimate()
        assert(checkInvariants())
        return outcome
    }

    /// The velocity at `time` seconds, units per second; zero when stopped
    /// (more than 40 ms after the newest sample), with fewer than two
    /// samples or for a non-finite `time`. See `VelocityTracker.velocity(at:)`.
    public func velocity(at time: Double) -> Double {
        guard time.isFinite, let newest = history.newestTime else { return 0 }
        guard time - newest <= VelocityTracker.assumeStoppedAfter + timeTolerance else { return 0 }
        return velocity
    }

    /// The velocity at the newest sample, units per second, ignoring the stopped rule.
    public var velocity: Double {
        let v = estimate
        guard let limit = maximumSpeed, limit > 0, limit.isFinite else { return v }
        return Swift.min(Swift.max(v, -limit), limit)
    }

    /// Forgets every sample and the rejected-sample count.
    public mutating func reset() {
        history.removeAll()
        refreshEstimate()
        assert(checkInvariants())
    }

    /// Recomputes `estimate` from the samples.
    private mutating func refreshEstimate() {
        estimate = VelocityEstimation.velocity(of: &history, strategy: strategy).x
    }

    /// How many samples are kept (at most `VelocityTracker.maximumSampleCount`).
    public var sampleCount: Int { history.count }
    /// The newest sample's time, seconds, or nil when empty.
    public var newestTime: Double? { history.newestTime }
    /// The newest sample's value, or nil when empty.
    public var newestPosition: Double? { history.newestValue?.x }
    /// How many samples were dropped since creation or the last `reset()`.
    public var rejectedSampleCount: Int { history.rejectedCount }

    // MARK: Invariants

    /// Checks the tracker's samples (debug builds: called as
    /// `assert(checkInvariants())` after every change); returns true.
    ///
    /// The history keeps at most `VelocityTracker.maximumSampleCount`
    /// samples, all finite, with strictly increasing times
    /// (`SampleHistory.checkInvariants()`); the unused second coordinate
    /// of every sample is 0; the kept estimate is the strategy's for them.
    func checkInvariants() -> Bool {
        var samples = history
        precondition(VelocityEstimation.velocity(of: &samples, strategy: strategy).x == estimate, "stale estimate \(estimate)")
        precondition(history.capacity == VelocityTracker.maximumSampleCount, "history capacity \(history.capacity)")
        var i = 0
        while i < history.count {
            precondition(history.value(at: i).y == 0, "1-D sample \(i) has a second coordinate")
            i += 1
        }
        return history.checkInvariants()
    }
}
