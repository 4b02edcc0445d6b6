import FluidPhysics
import RealModule

/// A flicked value gliding to rest: exponential decay of its velocity.
///
/// From the start of its motion (time t₀, value x₀, velocity v₀) and with
/// the decay constant λ of its `Decay` (1/s):
///
///     v(t) = v₀·e^(−λτ)
///     x(t) = x₀ + v₀·(1 − e^(−λτ))/λ          τ = t − t₀
///
/// It comes to rest at x₀ + v₀/λ — exactly the `Projection` of the flick,
/// so an interface can choose a destination from the projection and know
/// the decay lands there.
///
/// ## Completion
/// - *Settled* when the distance still to travel, |v|/λ, is at most the
///   threshold's value ε and the speed |v| at most its velocity ε_v, that is
///   |v| ≤ min(λ·ε, ε_v). Speed only falls, so this holds from then on, and
///   the value snaps onto the resting value by at most ε. In closed form
///   this happens at τ = ln(|v₀| / min(λε, ε_v)) / λ.
/// - *Logically complete* when 99 % of the distance has been covered,
///   τ = ln(100)/λ (a decay has no perceptual duration; this is where the
///   motion reads as finished: 2.3 s at the normal rate, 0.46 s at the fast one).
/// - Capped at `AnimationLimits.maximumMotionDuration` like every physics
///   animation: settled, and logically complete, by then at the latest.
///
/// ## Hand-offs
/// `DecayAnimation(continuing:at:)` takes over any motion at its current
/// value and velocity (a spring released into a glide);
/// `SpringAnimation(continuing:at:to:)` does the opposite, and
/// `BoundedDecayAnimation` does it automatically at a boundary.
@frozen
public struct DecayAnimation<Value: VectorArithmetic>: ValueAnimation {
    /// The deceleration law.
    public private(set) var decay: Decay
    /// When the motion starts (after any delay), seconds.
    public private(set) var motionStartTime: Double
    /// The value at `motionStartTime`.
    public private(set) var initialValue: Value
    /// The velocity at `motionStartTime`, units per second.
    public private(set) var initialVelocity: Value
    /// When the animation counts as settled.
    public var threshold: RestThreshold

    /// A decay from `from` moving at `initialVelocity` units per second,
    /// starting at `startTime` after `delay` (clamped as in `SpringAnimation`).
    public init(
        decay: Decay = Decay(), from: Value, initialVelocity: Value, startTime: Double,
        delay: Double = 0, threshold: RestThreshold = .points
    ) {
        self.decay = decay
        self.motionStartTime = clampedStart(startTime, delay: delay)
        self.initialValue = from
        self.initialVelocity = initialVelocity
        self.threshold = threshold
    }

    /// Takes over another animation's motion at `time` and lets it glide:
    /// the decay starts with exactly the value and velocity `other` has then.
    public init(continuing other: some ValueAnimation<Value>, at time: Double, decay: Decay = Decay(), threshold: RestThreshold = .points) {
        let t = clampedTime(time)
        let s = other.sample(at: t)
        self.init(decay: decay, from: s.value, initialVelocity: s.velocity, startTime: t, threshold: threshold)
    }

    /// Rebuilds an animation from its stored parts exactly (no clamping):
    /// the runtime keeps them apart and reassembles them.
    init(decay: Decay, motionStartTime: Double, initialValue: Value, initialVelocity: Value, threshold: RestThreshold) {
        self.decay = decay
        self.motionStartTime = motionStartTime
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        self.threshold = threshold
    }

    /// The exact displacement from the initial value and the velocity `tau`
    /// seconds (> 0) after the start, before any rest test, for decay
    /// constant `lambda`: what `sample(at:)` reports while gliding, and what
    /// `AnimationRuntime` steps from.
    @inlinable
    func motionState(after tau: Double, lambda: Double) -> (displacement: Value, velocity: Value) {
        (initialVelocity.scaled(by: -Double.expMinusOne(-lambda * tau) / lambda),
         initialVelocity.scaled(by: Double.exp(-lambda * tau)))
    }

    /// Where the glide ends: x₀ + v₀/λ.
    @inlinable
    public var restingValue: Value { initialValue + decay.totalDistance(initialVelocity: initialVelocity) }

    /// The speed below which the decay is settled: min(λ·ε, ε_v).
    @inlinable
    var restSpeed: Double { Self.restSpeed(lambda: decay.rate.decayConstant, threshold: threshold) }

    @inlinable
    static func restSpeed(lambda: Double, threshold: RestThreshold) -> Double {
        Swift.min(lambda * threshold.value, threshold.velocity)
    }

    /// When 99 % of the distance is covered: t₀ + ln(100)/λ (at most
    /// `AnimationLimits.maximumMotionDuration` after t₀).
    @inlinable
    public var logicalCompletionTime: Double { logicalCompletionTime(lambda: decay.rate.decayConstant) }

    @inlinable
    func logicalCompletionTime(lambda: Double) -> Double {
        finiteSum(motionStartTime, Swift.min(Double.log(100) / lambda, AnimationLimits.maximumMotionDuration))
    }

    /// The exact time the decay settles: t₀ + ln(|v₀| / min(λε, ε_v))/λ,
    /// capped by `AnimationLimits.maximumMotionDuration`.
    @inlinable
    public var settlingTime: Double {
        let lambda = decay.rate.decayConstant
        let speed = initialVelocity.magnitude
        let floor = Self.restSpeed(lambda: lambda, threshold: threshold)
        guard speed > floor else { return motionStartTime }
        let tau = floor > 0 ? Double.log(speed / floor) / lambda : .infinity
        return finiteSum(motionStartTime, Swift.min(tau, AnimationLimits.maximumMotionDuration))
    }

    /// The exact value and velocity at `time`.
    ///
    /// The decay constant λ (a logarithm) is computed once per sample, and
    /// the value and velocity use the same formulas as `Decay`'s
    /// `value(initialVelocity:time:)` and `velocity(initialVelocity:time:)`.
    @inlinable
    public func sample(at time: Double) -> AnimationSample<Value> {
        let lambda = decay.rate.decayConstant
        let tau = time - motionStartTime
        let logical = time >= logicalCompletionTime(lambda: lambda)
        let restSpeed = Self.restSpeed(lambda: lambda, threshold: threshold)
        let resting = initialValue + initialVelocity.scaled(by: 1 / lambda)
        if !(tau > 0) {
            let still = initialVelocity.magnitude <= restSpeed
            return AnimationSample(
                value: still && tau == 0 ? resting : initialValue,
                velocity: tau == 0 && !still ? initialVelocity : .zero,
                isLogicallyComplete: logical, isSettled: still && tau == 0)
        }
        let v = initialVelocity.scaled(by: Double.exp(-lambda * tau))
        if tau >= AnimationLimits.maximumMotionDuration || v.magnitude <= restSpeed {
            return AnimationSample(value: resting, velocity: .zero, isLogicallyComplete: logical, isSettled: true)
        }
        let x = initialValue + initialVelocity.scaled(by: -Double.expMinusOne(-lambda * tau) / lambda)
        return AnimationSample(value: x, velocity: v, isLogicallyComplete: logical, isSettled: false)
    }
}
