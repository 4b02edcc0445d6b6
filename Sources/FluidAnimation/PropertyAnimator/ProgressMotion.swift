import FluidPhysics

/// The motion of a `PropertyAnimator`'s progress while it runs: one stretch
/// from a progress P₀ to 0 or 1, along a curve or pulled by a spring.
///
/// Both are the module's own animations over `Double`, so the progress is
/// exact at any time and inherits their continuity: a stretch started while
/// the progress is moving (a reversal, a continue with new timing) starts
/// with that velocity.
enum ProgressMotion: Sendable {
    case curve(TimingCurveAnimation<Double>)
    case spring(SpringAnimation<Double>)

    /// A stretch from `progress` (moving at `velocity`, 1/s) to `target`.
    ///
    /// - Curve: lasts `curveDuration` seconds and matches `velocity` at the start.
    /// - Spring: starts with `velocity` if given, else with the unit curve's
    ///   relative velocity times the distance to go.
    init(timing: AnimatorTiming, from progress: Double, to target: Double, velocity: Double?,
         curveDuration: Double, startTime: Double, threshold: RestThreshold) {
        switch timing {
        case .curve(let curve):
            self = .curve(TimingCurveAnimation(curve: curve, from: progress, to: target, duration: curveDuration,
                                               initialVelocity: velocity, startTime: startTime))
        case .spring(let unit):
            let v = velocity ?? unit.initialVelocity * (target - progress)
            self = .spring(SpringAnimation(spring: unit.spring, from: progress, to: target, initialVelocity: v,
                                           startTime: startTime, threshold: threshold))
        }
    }

    /// The progress, its velocity (1/s) and whether the stretch has ended.
    func sample(at time: Double) -> AnimationSample<Double> {
        switch self {
        case .curve(let a): return a.sample(at: time)
        case .spring(let a): return a.sample(at: time)
        }
    }

    /// When the stretch starts moving (later than now during a delay).
    var startTime: Double {
        switch self {
        case .curve(let a): return a.motionStartTime
        case .spring(let a): return a.motionStartTime
        }
    }

    /// Where the stretch ends: 0 or 1.
    var target: Double {
        switch self {
        case .curve(let a): return a.target
        case .spring(let a): return a.target
        }
    }
}
