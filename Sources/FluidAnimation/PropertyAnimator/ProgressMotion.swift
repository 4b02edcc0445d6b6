import FluidPhysics

/// The motion of a progress while a `PropertyAnimator` runs: one stretch
/// toward 0 or 1, along a curve or pulled by a spring. The animator's own
/// progress P moves this way, and so does the progress of each property
/// that joined while the animator was active (see `JoinedProgress`).
///
/// Both are the module's own animations over `Double`, so the progress is
/// exact at any time and inherits their continuity: a stretch started while
/// the progress is moving (a reversal, a continue with new timing) starts
/// with that velocity.
enum ProgressMotion: Sendable {
    case curve(TimingCurveAnimation<Double>)
    /// A spring that ends at `end`: the exact moment after which its
    /// progress stays within the animator's settling tolerance of the target
    /// (`Spring.settlingDuration(target:initialVelocity:epsilon:)`), at most
    /// `AnimationLimits.maximumMotionDuration` after it starts. The spring
    /// itself has a zero rest threshold: nothing else ends it earlier.
    case spring(SpringAnimation<Double>, end: Double)

    /// A stretch from `progress` (moving at `velocity`, 1/s) to `target`.
    ///
    /// - Curve: lasts `curveDuration` seconds and matches `velocity` at the start.
    /// - Spring: starts with `velocity` if given, else with the unit curve's
    ///   relative velocity times the distance to go; ends when it has settled
    ///   to within `tolerance`.
    init(timing: AnimatorTiming, from progress: Double, to target: Double, velocity: Double?,
         curveDuration: Double, startTime: Double, tolerance: Double) {
        switch timing {
        case .curve(let curve):
            self = .curve(TimingCurveAnimation(curve: curve, from: progress, to: target, duration: curveDuration,
                                               initialVelocity: velocity, startTime: startTime))
        case .spring(let unit):
            let v = velocity ?? unit.initialVelocity * (target - progress)
            self.init(spring: unit.spring, from: progress, to: target, velocity: v, startTime: startTime, tolerance: tolerance)
        }
    }

    /// A spring stretch that ends when it has settled to within `tolerance`.
    init(spring: Spring, from progress: Double, to target: Double, velocity: Double, startTime: Double, tolerance: Double) {
        let a = SpringAnimation(spring: spring, from: progress, to: target, initialVelocity: velocity,
                                startTime: startTime, threshold: Self.exact)
        let settle = spring.settlingDuration(target: target - progress, initialVelocity: velocity, epsilon: tolerance)
        self = .spring(a, end: finiteSum(a.motionStartTime, Swift.min(settle, AnimationLimits.maximumMotionDuration)))
    }

    /// A rest threshold met only by exact rest.
    static let exact = RestThreshold(value: 0, velocity: 0)

    /// The progress, its velocity (1/s) and whether the stretch has ended
    /// (then exactly on its target, at rest).
    func sample(at time: Double) -> AnimationSample<Double> {
        switch self {
        case .curve(let a):
            return a.sample(at: time)
        case .spring(let a, let end):
            if time >= end { return AnimationSample(value: a.target, velocity: 0, isLogicallyComplete: true, isSettled: true) }
            return a.sample(at: time)
        }
    }

    /// When the stretch starts moving (later than now during a delay).
    var startTime: Double {
        switch self {
        case .curve(let a): return a.motionStartTime
        case .spring(let a, _): return a.motionStartTime
        }
    }

    /// When the stretch ends.
    var endTime: Double {
        switch self {
        case .curve(let a): return a.logicalCompletionTime
        case .spring(_, let end): return end
        }
    }

    /// Where the stretch ends: 0 or 1 for the animator's progress.
    var target: Double {
        switch self {
        case .curve(let a): return a.target
        case .spring(let a, _): return a.target
        }
    }
}
