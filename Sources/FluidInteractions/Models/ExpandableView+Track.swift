import FluidAnimation
import FluidPhysics

extension ExpandableView {
    /// How one animator moves when it runs on its own.
    public enum TrackTiming: Hashable, Sendable {
        /// A spring on the track's openness (0…1); a release hands it the
        /// finger's velocity.
        case spring(Spring)
        /// A timing curve that takes `duration` seconds for the whole way
        /// (0 to 1); a partial way takes the matching part of the duration.
        case curve(TimingCurve, duration: Double)
    }

    /// One of the view's property animators, as a value: its openness
    /// (0 = closed look, 1 = open look) is at rest, held by a finger
    /// (paused and scrubbed), or moving toward 0 or 1 with a known, exact
    /// completion instant.
    struct Track: Sendable {
        enum Motion: Sendable {
            case rest(Double)
            case held(Double)
            case spring(SpringAnimation<Double>, end: Double)
            case curve(TimingCurveAnimation<Double>)
        }

        let name: String
        let timing: TrackTiming
        var motion: Motion
        /// Whether the view was open when the current run began (for `.start` / `.end`).
        var fromOpen = false

        init(name: String, timing: TrackTiming) {
            self.name = name
            self.timing = timing
            motion = .rest(0)
        }

        /// Openness at `time`.
        func value(at time: Double) -> Double {
            switch motion {
            case .rest(let v), .held(let v): return v
            case .spring(let a, let end): return time >= end ? a.target : a.value(at: time)
            case .curve(let a): return a.value(at: time)
            }
        }

        /// Openness per second at `time`.
        func velocity(at time: Double) -> Double {
            switch motion {
            case .rest, .held: return 0
            case .spring(let a, let end): return time >= end ? 0 : a.velocity(at: time)
            case .curve(let a): return time >= a.logicalCompletionTime ? 0 : a.velocity(at: time)
            }
        }

        /// The exact instant a moving track completes, or nil.
        var completionTime: Double? {
            switch motion {
            case .rest, .held: return nil
            case .spring(_, let end): return end
            case .curve(let a): return a.logicalCompletionTime
            }
        }

        /// Where a moving track is going.
        var target: Double? {
            switch motion {
            case .rest, .held: return nil
            case .spring(let a, _): return a.target
            case .curve(let a): return a.target
            }
        }

        var isActive: Bool {
            if case .rest = motion { return false }
            return true
        }

        var isHeld: Bool {
            if case .held = motion { return true }
            return false
        }

        /// Starts moving from `from` (with `velocity`, openness/s, for a
        /// spring) toward `target` at `time`. The spring's completion is the
        /// exact last instant it is farther than `epsilon` from its target.
        mutating func run(from: Double, to target: Double, velocity: Double, at time: Double, epsilon: Double) {
            switch timing {
            case .spring(let spring):
                let animation = SpringAnimation(spring: spring, from: from, to: target, initialVelocity: velocity,
                                                startTime: time, threshold: RestThreshold(value: epsilon))
                let settle = spring.settlingDuration(target: target - from, initialVelocity: velocity, epsilon: epsilon)
                let end = time + Swift.min(settle.isFinite ? settle : AnimationLimits.maximumMotionDuration, AnimationLimits.maximumMotionDuration)
                motion = .spring(animation, end: end)
            case .curve(let curve, let duration):
                let share = Swift.abs(target - from) * duration
                motion = .curve(TimingCurveAnimation(curve: curve, from: from, to: target, duration: share, startTime: time))
            }
        }
    }
}
