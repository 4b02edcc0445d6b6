import FluidPhysics

/// The pause rule of the WWDC18 demo's "acceleration pausing" (the app switcher's
/// swipe-up-and-hold), kept as the baseline that `PauseDetector` is measured
/// against.
///
/// It keeps the last seven velocities of the gesture. After each one:
/// no pause if the speed |v| > `maximumSpeed` (100 points/s) or the offset
/// from the start |d| < `minimumOffset` (50 points); otherwise a pause when
/// the velocity has lost more than `dropRatio` (90 %) of the oldest kept
/// one: |v₀ − v| / |v₀| > 0.9. In 2-D the bars are vector lengths, which is
/// the demo's 1-D rule for motion along one axis. An oldest velocity of zero
/// never signals a pause (0/0 is not a drop). It fires once, then stays
/// quiet until `reset()`.
///
/// Its weak points, measured in the README: it depends on how many events
/// arrive (seven samples span 58 ms at 120 Hz but 117 ms at 60 Hz), and
/// noise in a slow drag easily looks like a 90 % drop.
public struct VelocityDropPauseDetector: Hashable, Sendable {
    /// How many velocities are kept: 7.
    public static let velocityCount = 7
    /// Above this speed there is no pause, points/s (default 100).
    public var maximumSpeed: Double
    /// Below this distance from the start there is no pause, points (default 50).
    public var minimumOffset: Double
    /// The fraction of the oldest kept velocity that must be lost (default 0.9).
    public var dropRatio: Double

    /// Whether the pause has been detected (the detector is one-shot).
    public private(set) var hasPaused = false
    private var velocities: [Vector] = []
    private var tracker = VelocityTracker()
    private var origin: Point?

    /// Creates the detector with the demo's numbers.
    public init(maximumSpeed: Double = 100, minimumOffset: Double = 50, dropRatio: Double = 0.9) {
        self.maximumSpeed = maximumSpeed
        self.minimumOffset = minimumOffset
        self.dropRatio = dropRatio
        velocities.reserveCapacity(Self.velocityCount + 1)
    }

    /// The demo's rule, fed with the gesture's own velocity (points/s) and
    /// offset from its start (points). Returns true the first time a pause
    /// is detected. Non-finite inputs are skipped.
    public mutating func track(velocity: Vector, offset: Vector) -> Bool {
        defer { assert(checkInvariants()) }
        guard !hasPaused, velocity.dx.isFinite, velocity.dy.isFinite, offset.dx.isFinite, offset.dy.isFinite else { return false }
        velocities.append(velocity)
        if velocities.count > Self.velocityCount {
            // Drop the oldest in place (the buffer keeps its capacity).
            var i = 1
            while i < velocities.count {
                velocities[i - 1] = velocities[i]
                i += 1
            }
            velocities.remove(at: velocities.count - 1)
        }
        guard velocity.length <= maximumSpeed, offset.length >= minimumOffset else { return false }
        let first = velocities[0]
        let firstSpeed = first.length
        guard firstSpeed > 0 else { return false }
        if (first - velocity).length / firstSpeed > dropRatio {
            hasPaused = true
            return true
        }
        return false
    }

    /// Feeds a position sample (points, seconds); the velocity comes from a
    /// least-squares `VelocityTracker`, the offset is measured from the
    /// first sample. Returns `.paused` once.
    public mutating func addPosition(_ position: Point, at time: Double) -> PauseEvent? {
        defer { assert(checkInvariants()) }
        guard tracker.addPosition(position, at: time).isAccepted else { return nil }
        if origin == nil { origin = position }
        let offset = origin.map { $0.offset(to: position) } ?? .zero
        guard track(velocity: tracker.velocity(at: time), offset: offset) else { return nil }
        return .paused(location: position, time: time)
    }

    /// Forgets the gesture; ready for the next one.
    public mutating func reset() {
        hasPaused = false
        velocities.removeAll(keepingCapacity: true)
        tracker.reset()
        origin = nil
        assert(checkInvariants())
    }

    // MARK: Invariants

    /// Checks the detector's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `track(velocity:offset:)`, `addPosition(_:at:)` and
    /// `reset()` (debug builds only). Allocates nothing.
    ///
    /// - at most `velocityCount` velocities are kept, all finite;
    /// - the first position is remembered (`origin`) exactly when the
    ///   tracker has seen one, and the tracker is consistent.
    func checkInvariants() -> Bool {
        precondition(velocities.count <= Self.velocityCount, "\(velocities.count) velocities kept of \(Self.velocityCount)")
        var i = 0
        while i < velocities.count {
            precondition(velocities[i].dx.isFinite && velocities[i].dy.isFinite, "velocity \(i): \(velocities[i])")
            i += 1
        }
        precondition((origin == nil) == (tracker.sampleCount == 0), "origin \(origin.describedOrNil), \(tracker.sampleCount) tracked samples")
        _ = tracker.checkInvariants()
        return true
    }
}
