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
@usableFromInline
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
         curveDuration: Double, startTime: Double, tolerance: Double, motionPreference: MotionPreference) {
        switch timing {
        case .curve(let curve):
            var shape = curve
            var v = velocity.map { Self.velocityWithinRange($0, curve: curve, from: progress, to: target, duration: curveDuration) }
            if let wanted = velocity, let fitted = v, fitted != wanted,
               let matched = Self.matchingCurve(curve, velocity: wanted, from: progress, to: target, duration: curveDuration) {
                shape = matched
                v = Self.velocityWithinRange(wanted, curve: matched, from: progress, to: target, duration: curveDuration)
            }
            self = .curve(TimingCurveAnimation(curve: shape, from: progress, to: target, duration: curveDuration,
                                               initialVelocity: v, startTime: startTime))
        case .spring(let unit):
            let v = velocity ?? unit.initialVelocity * (target - progress)
            self.init(spring: unit.spring, from: progress, to: target, velocity: v, startTime: startTime, tolerance: tolerance,
                      motionPreference: motionPreference)
        }
    }

    /// A spring stretch that ends when it has settled to within `tolerance`
    /// (with reduced motion, on a spring that never overshoots `target`).
    init(spring: Spring, from progress: Double, to target: Double, velocity: Double, startTime: Double, tolerance: Double,
         motionPreference: MotionPreference) {
        let a = SpringAnimation(spring: spring, from: progress, to: target, initialVelocity: velocity,
                                startTime: startTime, threshold: Self.exact, motionPreference: motionPreference)
        self = Self.ending(a, tolerance: tolerance)
    }

    /// `a`, ending when its current stretch has settled to within `tolerance`.
    private static func ending(_ a: SpringAnimation<Double>, tolerance: Double) -> ProgressMotion {
        let settle = a.drivingSpring.settlingDuration(target: a.target - a.initialValue, initialVelocity: a.initialVelocity,
                                                      epsilon: tolerance)
        return .spring(a, end: finiteSum(a.motionStartTime, Swift.min(settle, AnimationLimits.maximumMotionDuration)))
    }

    /// The same stretch with as much motion as `preference` wants from
    /// `now` on: a spring goes on from where it is, with its velocity, on
    /// the spring the preference chooses, ending when that settles to
    /// within `tolerance`; a curve never overshoots and is kept.
    func withMotionPreference(_ preference: MotionPreference, at now: Double, tolerance: Double) -> ProgressMotion {
        guard case .spring(var a, let end) = self, now < end, a.motionPreference != preference else { return self }
        a.setMotionPreference(preference, at: now)
        return Self.ending(a, tolerance: tolerance)
    }

    /// Where a curve stretch from `x0` to `target` may go: 0…1 widened to
    /// its start and end and to what the curve's own shape reaches
    /// (`TimingCurve.progressRange`).
    static func range(of curve: TimingCurve, from x0: Double, to target: Double) -> (low: Double, high: Double) {
        let delta = target - x0
        let own = curve.progressRange
        let a = x0 + delta * own.lowerBound, b = x0 + delta * own.upperBound
        // Two-argument min/max: the variadic forms build an array per call,
        // and this runs every frame.
        let low = Swift.min(Swift.min(Swift.min(0, x0), Swift.min(target, a)), b)
        let high = Swift.max(Swift.max(Swift.max(1, x0), Swift.max(target, a)), b)
        return (low, high)
    }

    /// The part of `velocity` a curve stretch can inherit without leaving
    /// 0…1 (widened to include where it starts and ends).
    ///
    /// A curve stretch is x(s) = x₀ + Δ·p(s) + M·s(1 − s)², s the share of
    /// its duration D, with the velocity match M = v·D − Δ·p′(0) (see
    /// `TimingCurveAnimation`). A large v, a long D or little room before an
    /// end (a reversal at 0.99, a continue with durationFactor 20) can push
    /// the bump past 0 or 1, which only a spring's own overshoot may do. So
    /// M is scaled by the largest λ ∈ [0, 1] that keeps x(s) in range (x is
    /// linear in λ at each s: a grid of 256 shares, refined around the
    /// tightest one by golden section); the velocity is then
    /// (λM + Δ·p′(0))/D. When the full velocity fits, λ = 1 and the hand-off
    /// stays C1; otherwise the velocity is cut to what the room allows.
    static func velocityWithinRange(_ velocity: Double, curve: TimingCurve, from x0: Double, to target: Double,
                                    duration: Double) -> Double {
        guard velocity.isFinite, duration >= TimingCurveAnimation<Double>.minimumDuration else { return velocity }
        let delta = target - x0
        let slope0 = curve.derivative(at: 0)
        let m = velocity * duration - delta * slope0
        guard m != 0 else { return velocity }
        // v·D overflows (a duration factor near the largest Double): no
        // share of such a velocity fits, so the stretch starts as the plain curve.
        guard m.isFinite else { return delta * slope0 / duration }
        let (low, high) = Self.range(of: curve, from: x0, to: target)
        // The largest λ allowed by the share s: room / bump where the bump
        // pushes toward an edge it would cross (∞ where it does not).
        func allowed(_ s: Double) -> Double {
            let bump = m * s * (1 - s) * (1 - s)
            let base = x0 + delta * curve.value(at: s)
            if bump > 0 && base + bump > high { return Swift.max(0, (high - base) / bump) }
            if bump < 0 && base + bump < low { return Swift.max(0, (low - base) / bump) }
            return .infinity
        }
        var lambda = 1.0
        var worst = -1
        for i in 1..<256 {
            let a = allowed(Double(i) / 256)
            if a < lambda { lambda = a; worst = i }
        }
        if worst > 0 {
            // Refine the tightest share between its grid neighbours (golden section).
            var lo = Double(worst - 1) / 256, hi = Double(worst + 1) / 256
            let g = 0.6180339887498949
            for _ in 0..<48 {
                let c = hi - g * (hi - lo), d = lo + g * (hi - lo)
                if allowed(c) < allowed(d) { hi = d } else { lo = c }
            }
            lambda = Swift.min(lambda, allowed((lo + hi) / 2))
        }
        // A hair inside, so rounding cannot leave the range.
        if lambda < 1 { lambda *= 1 - 1e-9 }
        return (lambda * m + delta * slope0) / duration
    }

    /// A cubic that starts with exactly `velocity` and never leaves the
    /// range between its start and its target, for a forward velocity (one
    /// toward `target`) that `velocityWithinRange` would have to cut; nil
    /// for a velocity away from the target or none at all.
    ///
    /// The stretch x(s) = x₀ + Δ·p(s) starts with velocity Δ·p′(0)/D, so it
    /// needs p′(0) = k = v·D/Δ > 0. A cubic Bézier's first slope is y₁/x₁,
    /// and with every control point's y in 0…1 the curve stays in 0…1
    /// (convex hull): the first control point is (x₁, k·x₁) with
    /// x₁ = min(1/3, 1/k), the second is the given curve's when its y is in
    /// 0…1 (the ending keeps its character), else (2/3, 1). Where no curve
    /// inside the range can match — a velocity away from the target — the
    /// velocity is kept only as far as the room behind the start allows
    /// (`velocityWithinRange`).
    static func matchingCurve(_ curve: TimingCurve, velocity: Double, from x0: Double, to target: Double,
                              duration: Double) -> TimingCurve? {
        let delta = target - x0
        guard delta != 0, duration > 0 else { return nil }
        let k = velocity * duration / delta
        guard k.isFinite, k > 0, k <= TimingCurve.maximumSlope else { return nil }
        let x1 = Swift.min(1.0 / 3, 1 / k)
        let keepsEnd = curve.y2 >= 0 && curve.y2 <= 1
        return TimingCurve(x1: x1, y1: Swift.min(k * x1, 1), x2: keepsEnd ? curve.x2 : 2.0 / 3, y2: keepsEnd ? curve.y2 : 1)
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
