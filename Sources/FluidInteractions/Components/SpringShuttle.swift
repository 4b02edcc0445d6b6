import FluidAnimation
import FluidPhysics

/// A value that springs back and forth between two ends for ever: when the
/// spring toward an end *settles* — the exact instant it last leaves the
/// `epsilon` band around that end, from `Spring.settlingDuration(target:
/// initialVelocity:epsilon:)` — it turns around toward the other end at that
/// instant, keeping its value and velocity. What a spring tuner shows.
///
/// The turnarounds are deadlines (`nextTurnaround`, seconds): an owner
/// calls `turnAround(at:before:)` when one arrives, so the motion is the
/// same at any frame rate. A stretch longer than `maximumStretch` seconds
/// turns around at that length; after `burstLimit` turnarounds in one
/// advance, whole back-and-forth cycles up to the advance's end are skipped
/// at once; ends too close to travel (right ≤ left) keep the value still.
/// Values are in the caller's unit (points), velocities per second.
public struct SpringShuttle: Sendable {
    /// The left end (the value at start).
    public private(set) var leftEnd: Double
    /// The right end (where the value heads at start).
    public private(set) var rightEnd: Double
    /// The settling band that decides a turnaround, the value's unit.
    public let epsilon: Double
    /// The longest a stretch runs before turning around, seconds.
    public let maximumStretch: Double
    /// Turnarounds computed one by one in one advance before whole cycles are skipped.
    public let burstLimit: Int
    /// The motion toward the end the value heads to.
    public private(set) var motion: SpringAnimation<Double>
    /// How many times the value has turned around at an end.
    public private(set) var turnarounds = 0
    /// The exact time of the next turnaround, seconds (infinity: none).
    public private(set) var nextTurnaround: Double = .infinity
    /// Turnarounds run in the current advance (toward `target`), and the last two instants.
    private var burst = (target: -Double.infinity, count: 0, earlier: -Double.infinity, previous: -Double.infinity)

    /// A shuttle at `leftEnd` at time 0, starting on `spring` toward
    /// `rightEnd` (when right ≤ left, it stays at `leftEnd`).
    public init(spring: Spring, leftEnd: Double, rightEnd: Double, epsilon: Double, maximumStretch: Double, burstLimit: Int) {
        let left = leftEnd, right = rightEnd > leftEnd ? rightEnd : leftEnd
        self.leftEnd = left
        self.rightEnd = right
        self.epsilon = epsilon
        self.maximumStretch = maximumStretch
        self.burstLimit = burstLimit
        motion = SpringAnimation(spring: spring, from: left, to: right, startTime: 0, threshold: RestThreshold(value: 0, velocity: 0))
        schedule()
    }

    /// The end the value heads to.
    public var target: Double { motion.target }

    /// The value at `time`.
    public func value(at time: Double) -> Double { motion.value(at: time) }

    /// The velocity at `time`, per second.
    public func velocity(at time: Double) -> Double { motion.velocity(at: time) }

    /// Turns toward the other end at `time` (a turnaround that has arrived),
    /// keeping value and velocity, inside an advance heading to `end`
    /// (seconds; see the type for the bursts it skips). Returns the new end.
    public mutating func turnAround(at time: Double, before end: Double) -> Double {
        if burst.target != end { burst = (end, 0, -Double.infinity, -Double.infinity) }
        let other = motion.target == rightEnd ? leftEnd : rightEnd
        head(to: other, at: time)
        turnarounds += 1
        burst.count += 1
        guard nextTurnaround > time else {
            nextTurnaround = .infinity   // no progress possible (a track too short, or times beyond precision)
            return other
        }
        if burst.count >= burstLimit {
            skipCycles(period: time - burst.earlier, before: end)
            burst.count = 0
        }
        burst.earlier = burst.previous
        burst.previous = time
        return other
    }

    /// Heads for `end` at `time`, keeping value and velocity.
    public mutating func head(to end: Double, at time: Double) {
        motion.retarget(to: end, at: time)
        schedule()
    }

    /// Moves the ends at `time` (when right ≤ left, both to `left`): the
    /// value heads for the new position of the end it was heading to,
    /// keeping its value and velocity, and its turnaround is rescheduled.
    public mutating func moveEnds(left: Double, right: Double, at time: Double) {
        moveEnds(left: left, right: right, spring: motion.spring, at: time)
    }

    /// Moves the ends and changes the spring at `time` in one step (one
    /// turnaround to reschedule, not two): see `moveEnds(left:right:at:)`
    /// and `retarget(spring:at:)`.
    public mutating func moveEnds(left: Double, right: Double, spring: Spring, at time: Double) {
        let headingRight = motion.target == rightEnd
        leftEnd = left
        rightEnd = right > left ? right : left
        motion.retarget(to: headingRight ? rightEnd : leftEnd, spring: spring, at: time)
        schedule()
    }

    /// Moves on `spring` from `time`, keeping value, velocity and end.
    public mutating func retarget(spring: Spring, at time: Double) {
        motion.retarget(spring: spring, at: time)
        schedule()
    }

    private mutating func skipCycles(period: Double, before end: Double) {
        guard period > 0, period.isFinite else { return }
        let cycles = ((end - nextTurnaround) / period).rounded(.down)
        guard cycles >= 1, cycles.isFinite else { return }
        let shift = cycles * period
        motion.restart(from: motion.initialValue, velocity: motion.initialVelocity, at: motion.motionStartTime + shift)
        nextTurnaround += shift
        let skipped = 2 * cycles
        turnarounds = skipped < Double(Int.max / 4) ? turnarounds &+ Int(skipped) : turnarounds
    }

    /// Schedules the next turnaround: the exact instant the current stretch
    /// of motion last leaves the settling band around its end.
    private mutating func schedule() {
        guard rightEnd > leftEnd else { nextTurnaround = .infinity; return }
        let a = motion
        let d = a.spring.settlingDuration(target: a.target - a.initialValue, initialVelocity: a.initialVelocity, epsilon: epsilon)
        let stretch = d.isFinite ? Swift.min(Swift.max(d, 0), maximumStretch) : maximumStretch
        nextTurnaround = a.motionStartTime + stretch
    }
}
