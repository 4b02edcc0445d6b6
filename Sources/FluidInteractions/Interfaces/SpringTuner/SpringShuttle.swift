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
///
/// **Reduced motion** (`setMotionPreference(_:at:)`): the shuttle stops
/// looping — it comes to rest on the end it heads to, on a spring that
/// never overshoots it, and moves again only when sent (`head(to:at:)`, a
/// new spring or new ends); back to full motion, it loops again from where
/// it is.
///
/// **Ends that fit the spring.** Made on a `Track`, the ends lie ± h about
/// its centre with h = `Track.halfTravel(for:)`: as wide as the track
/// allows, narrower for a bouncier spring, so that a run from rest —
/// overshooting its end by the spring's `overshoot` of the distance 2h —
/// stays within the track's room. `refit(spring:at:)` changes the spring
/// and moves the ends with it.
public struct SpringShuttle: Sendable {
    /// Where a shuttle's ends may lie: about `center`, at most `widest`
    /// from it, a run from rest staying within `room` of it (the value's unit).
    public struct Track: Hashable, Sendable {
        /// The point midway between the ends.
        public var center: Double
        /// The largest distance from the centre to an end.
        public var widest: Double
        /// How far from the centre a run from rest may carry the value.
        public var room: Double

        /// A track about `center`, ends at most `widest` from it, runs within `room` of it.
        public init(center: Double, widest: Double, room: Double) {
            self.center = center
            self.widest = widest
            self.room = room
        }

        /// The distance from the centre to either end on `spring`:
        /// h = min(`widest`, `room` / (1 + 2·overshoot)), since a run from
        /// rest from one end to the other reaches h + 2h·overshoot.
        public func halfTravel(for spring: Spring) -> Double {
            Swift.min(widest, room / (1 + 2 * spring.overshoot))
        }
    }

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
    /// The track the ends fit, if the shuttle was made on one.
    public private(set) var track: Track?
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    /// Turnarounds run in the current advance (toward `target`), and the last two instants.
    /// With reduced motion, when the stretch toward the end has settled
    /// within `epsilon` (then it rests exactly on the end); infinity otherwise.
    private var restTime = Double.infinity
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

    /// A shuttle whose ends fit `track` for `spring` (see the type), at
    /// its left end at time 0, starting on `spring` toward the right end.
    public init(spring: Spring, track: Track, epsilon: Double, maximumStretch: Double, burstLimit: Int) {
        let h = track.halfTravel(for: spring)
        self.init(spring: spring, leftEnd: track.center - h, rightEnd: track.center + h, epsilon: epsilon,
                  maximumStretch: maximumStretch, burstLimit: burstLimit)
        self.track = track
    }

    /// The same shuttle made afresh on `spring`: at its left end at time 0,
    /// heading right, its ends fitting its track for `spring` (or where
    /// they are, without a track), with the same limits.
    public func restarted(on spring: Spring) -> SpringShuttle {
        var fresh = track.map {
            SpringShuttle(spring: spring, track: $0, epsilon: epsilon, maximumStretch: maximumStretch, burstLimit: burstLimit)
        } ?? SpringShuttle(spring: spring, leftEnd: leftEnd, rightEnd: rightEnd, epsilon: epsilon, maximumStretch: maximumStretch,
                           burstLimit: burstLimit)
        fresh.setMotionPreference(motionPreference, at: 0)
        return fresh
    }

    /// Takes `preference` at `time`, keeping value and velocity: with
    /// reduced motion the value heads on to its end without overshooting
    /// and rests there (no more turnarounds); with full motion it turns
    /// around again once it settles on its end.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        motion.setMotionPreference(preference, at: time)
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

    /// Moves on `spring` from `time`, keeping value and velocity, its ends
    /// moved to fit its track for `spring` (`Track.halfTravel(for:)`), in
    /// one step when they move (`moveEnds(left:right:spring:at:)`); without
    /// a track, or when the ends stay, `retarget(spring:at:)`.
    public mutating func refit(spring: Spring, at time: Double) {
        guard let track else { return retarget(spring: spring, at: time) }
        let h = track.halfTravel(for: spring)
        if track.center + h != rightEnd {
            moveEnds(left: track.center - h, right: track.center + h, spring: spring, at: time)
        } else {
            retarget(spring: spring, at: time)
        }
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
        nextTurnaround = .infinity
        restTime = .infinity
        guard rightEnd > leftEnd else { return }
        let a = motion
        let d = a.drivingSpring.settlingDuration(target: a.target - a.initialValue, initialVelocity: a.initialVelocity, epsilon: epsilon)
        let stretch = d.isFinite ? Swift.min(Swift.max(d, 0), maximumStretch) : maximumStretch
        if motionPreference == .full { nextTurnaround = a.motionStartTime + stretch } else { restTime = a.motionStartTime + stretch }
    }
}

extension SpringShuttle: InteractionPart {
    /// With reduced motion, rests the value exactly on its end once the
    /// stretch has settled; otherwise nothing (the owner turns it around
    /// when its deadline arrives).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        guard time >= restTime else { return }
        motion.restart(from: motion.target, at: time)
        restTime = .infinity
    }

    /// Never with full motion: the shuttle runs back and forth by design.
    /// With reduced motion, once it rests on its end.
    public func isSettled(at time: Double) -> Bool {
        motionPreference == .reduced && (time >= restTime || motion.isSettled(at: time))
    }

    /// The next turnaround (``nextTurnaround``), or nil when there is none.
    public var nextDeadline: Double? { nextTurnaround.isFinite ? nextTurnaround : nil }
}
