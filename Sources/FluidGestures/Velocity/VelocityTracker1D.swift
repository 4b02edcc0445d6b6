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
        didSet { tracked.reestimate(strategy: strategy) }
    }
    /// The largest |velocity| reported, units/s; nil, zero, negative, NaN or
    /// infinity mean no limit.
    public var maximumSpeed: Double?

    /// The samples (second coordinate 0), the window and the strategy's
    /// estimate at the newest sample (units/s in its first coordinate,
    /// before the speed limit), kept as `VelocityTracker` keeps its own.
    @usableFromInline
    private(set) var tracked = TrackedHistory()

    /// Creates an empty tracker (least squares of degree 2 by default).
    public init(strategy: VelocityStrategy = .leastSquares, maximumSpeed: Double? = nil) {
        self.strategy = strategy
        self.maximumSpeed = maximumSpeed
    }

    /// Records that the value was `position` at `time` seconds.
    @discardableResult
    public mutating func addPosition(_ position: Double, at time: Double) -> VelocitySampleOutcome {
        let outcome = tracked.add(SIMD2(position, 0), at: time, strategy: strategy)
        assert(checkInvariants())
        return outcome
    }

    /// The velocity at `time` seconds, units per second; zero when stopped
    /// (more than 40 ms after the newest sample), with fewer than two
    /// samples or for a non-finite `time`. See `VelocityTracker.velocity(at:)`.
    @inlinable
    public func velocity(at time: Double) -> Double {
        guard time.isFinite, let newest = tracked.samples.newestTime else { return 0 }
        guard time - newest <= VelocityTracker.assumeStoppedAfter + timeTolerance else { return 0 }
        return velocity
    }

    /// The velocity at the newest sample, units per second, ignoring the stopped rule.
    @inlinable
    public var velocity: Double {
        let v = tracked.estimate.x
        guard let limit = maximumSpeed, limit > 0, limit.isFinite else { return v }
        return Swift.min(Swift.max(v, -limit), limit)
    }

    /// Forgets every sample and the rejected-sample count.
    public mutating func reset() {
        tracked.removeAll()
        assert(checkInvariants())
    }

    /// How many samples are kept (at most `VelocityTracker.maximumSampleCount`).
    public var sampleCount: Int { tracked.samples.count }
    /// The newest sample's time, seconds, or nil when empty.
    public var newestTime: Double? { tracked.samples.newestTime }
    /// The newest sample's value, or nil when empty.
    public var newestPosition: Double? { tracked.samples.newestValue?.x }
    /// How many samples were dropped since creation or the last `reset()`.
    public var rejectedSampleCount: Int { tracked.samples.rejectedCount }

    // MARK: Invariants

    /// Checks the tracker's samples (debug builds: called as
    /// `assert(checkInvariants())` after every change); returns true.
    ///
    /// The history keeps at most `VelocityTracker.maximumSampleCount`
    /// samples, all finite, with strictly increasing times
    /// (`SampleHistory.checkInvariants()`); the unused second coordinate
    /// of every sample is 0, and so is the estimate's; the kept window and
    /// estimate are the strategy's for the samples
    /// (`TrackedHistory.checkInvariants(strategy:)`).
    func checkInvariants() -> Bool {
        let history = tracked.samples
        precondition(history.capacity == VelocityTracker.maximumSampleCount, "history capacity \(history.capacity)")
        var i = 0
        while i < history.count {
            precondition(history.value(at: i).y == 0, "1-D sample \(i) has a second coordinate")
            i += 1
        }
        precondition(tracked.estimate.y == 0, "1-D estimate has a second coordinate \(tracked.estimate.y)")
        return tracked.checkInvariants(strategy: strategy)
    }
}
