import FluidAnimation
import FluidPhysics

/// One property animator as a value (UIViewPropertyAnimator's model for a
/// scrubbable transition): its *fraction* (0 = the start look, 1 = the end
/// look, unitless) is at rest, held by a finger (paused and scrubbed), or
/// moving toward 0 or 1 with a known, exact completion instant, so an owner
/// can schedule the completion as a deadline.
///
/// A track moves with its own `Timing`: a spring on the fraction (a release
/// hands it the finger's velocity, fraction/s, and it completes at the exact
/// last instant it is farther than a given epsilon from its target), or a
/// timing curve over a duration for the whole way, seconds (a partial way
/// takes the matching part of it). Times are seconds on the owner's clock.
public struct AnimatorTrack: Sendable {
    /// How a track moves when it runs on its own.
    public enum Timing: Hashable, Sendable {
        /// A spring on the fraction (0…1); a release hands it the finger's velocity.
        case spring(Spring)
        /// A timing curve that takes `duration` seconds for the whole way
        /// (0 to 1); a partial way takes the matching part of the duration.
        case curve(TimingCurve, duration: Double)
    }

    /// What the fraction does now.
    public enum Motion: Sendable {
        /// At rest at this fraction.
        case rest(Double)
        /// Held (paused) at this fraction by a finger.
        case held(Double)
        /// On a spring that completes at `end`, seconds.
        case spring(SpringAnimation<Double>, end: Double)
        /// On a timing curve.
        case curve(TimingCurveAnimation<Double>)
    }

    /// The track's name (what it drives: "height", "corner", …).
    public let name: String
    /// How the track moves on its own.
    public let timing: Timing
    /// What the fraction does now.
    public var motion: Motion
    /// Whether the owner was at 1 (its end state) when the current run
    /// began, for reporting a completion's position (`.start` / `.end`).
    public var fromOpen = false

    /// A track at rest at fraction 0.
    public init(name: String, timing: Timing) {
        self.name = name
        self.timing = timing
        motion = .rest(0)
    }

    /// The fraction at `time`.
    public func value(at time: Double) -> Double {
        switch motion {
        case .rest(let v), .held(let v): return v
        case .spring(let a, let end): return time >= end ? a.target : a.value(at: time)
        case .curve(let a): return a.value(at: time)
        }
    }

    /// The fraction's velocity at `time`, per second.
    public func velocity(at time: Double) -> Double {
        switch motion {
        case .rest, .held: return 0
        case .spring(let a, let end): return time >= end ? 0 : a.velocity(at: time)
        case .curve(let a): return time >= a.logicalCompletionTime ? 0 : a.velocity(at: time)
        }
    }

    /// The exact instant a moving track completes, seconds, or nil.
    public var completionTime: Double? {
        switch motion {
        case .rest, .held: return nil
        case .spring(_, let end): return end
        case .curve(let a): return a.logicalCompletionTime
        }
    }

    /// Where a moving track is going (nil at rest or held).
    public var target: Double? {
        switch motion {
        case .rest, .held: return nil
        case .spring(let a, _): return a.target
        case .curve(let a): return a.target
        }
    }

    /// Whether the track is running or held.
    public var isActive: Bool {
        if case .rest = motion { return false }
        return true
    }

    /// Whether a finger holds the track.
    public var isHeld: Bool {
        if case .held = motion { return true }
        return false
    }

    /// Completes a moving track: it rests where it was going. Returns that
    /// fraction (0 for a track that was not moving) and the position UIKit
    /// reports: "end" when it reached the side away from where the run
    /// began (`fromOpen`), "start" when it went back.
    public mutating func complete() -> (reached: Double, position: String) {
        let reached = target ?? 0
        motion = .rest(reached)
        return (reached, (reached == 1) != fromOpen ? "end" : "start")
    }

    /// Lets go at `time` from `from` toward `target`: with no distance and no
    /// `velocity` (fraction/s) it completes at once (a zero-length curve),
    /// else it runs (see `run`).
    public mutating func go(from: Double, to target: Double, velocity: Double, at time: Double, epsilon: Double) {
        if from == target, velocity == 0 {
            motion = .curve(TimingCurveAnimation(curve: .linear, from: from, to: target, duration: 0, startTime: time))
        } else {
            run(from: from, to: target, velocity: velocity, at: time, epsilon: epsilon)
        }
    }

    /// Starts moving from `from` (with `velocity`, fraction/s, for a
    /// spring) toward `target` at `time`. A spring completes at the exact
    /// last instant it is farther than `epsilon` from its target (at most
    /// `AnimationLimits.maximumMotionDuration` later).
    public mutating func run(from: Double, to target: Double, velocity: Double, at time: Double, epsilon: Double) {
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

extension Array where Element == AnimatorTrack {
    /// The track that completes first and its completion instant, seconds
    /// (the earliest index on a tie), or nil when none is moving.
    public var nextCompletion: (index: Int, time: Double)? {
        var best: (index: Int, time: Double)?
        for (i, track) in enumerated() {
            if let t = track.completionTime, best == nil || t < best!.time { best = (i, t) }
        }
        return best
    }
}
