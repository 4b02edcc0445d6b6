import FluidPhysics

/// A value pulled toward a target by a `Spring`, retargetable at any moment
/// with its position and velocity kept.
///
/// The animation keeps the start of its current stretch of motion — the time
/// t₀, value x₀ and velocity v₀ — and evaluates the spring's exact solution
/// from there. With y = x − target and the spring's propagator (a, b, c, d)
/// over τ = t − t₀:
///
///     x(t) = target + a(τ)·(x₀ − target) + b(τ)·v₀
///     v(t) =          c(τ)·(x₀ − target) + d(τ)·v₀
///
/// so the value at any time is exact, whatever the frame rate.
///
/// ## Retargeting
/// `retarget(to:spring:at:)` evaluates (x, v) at the given time and starts a
/// new stretch there with the new target and/or spring. Position and
/// velocity are continuous (C1) by construction: the new stretch starts with
/// exactly the state the old one had. A new target is first passed through
/// `nearestEquivalent(to:)` with the current value, so a `Transform` turns
/// the short way.
///
/// ## Gesture hand-off
/// Start from where the finger let go, with the finger's velocity in points
/// per second: `SpringAnimation(from: position, to: target, initialVelocity:
/// fingerVelocity, startTime: now)`.
///
/// ## Completion
/// - *Logically complete* at t₀ + `spring.duration` (the perceptual
///   duration, SwiftUI's completion criterion), measured from the latest
///   (re)start.
/// - *Settled* once the spring's energy guarantees it stays at rest. The
///   quantity E = ω₀²·|y|² + |v|² never increases for a damped spring
///   (dE/dt = −4ζω₀·|v|² ≤ 0), so when
///
///       ω₀²·|y|² + |v|² ≤ min(ω₀²·ε², ε_v²)
///
///   (ε, ε_v the `threshold`'s value and velocity) the value stays within ε
///   of the target and slower than ε_v **forever** — this is not a frame
///   that merely looks still, and it cannot cut a bounce short. The sample
///   then reports exactly the target and zero velocity.
/// - Every spring counts as settled `AnimationLimits.maximumMotionDuration`
///   after its latest (re)start, so an undamped spring ends too.
///
/// ## Reduced motion
/// With `motionPreference: .reduced` each stretch of motion runs on
/// ``drivingSpring``: the designed ``spring`` damped just enough that no
/// component crosses the target from the stretch's start (x₀, v₀)
/// (``MotionPreference/spring(_:displacement:velocity:)``). It is worked
/// out again at every (re)start and retarget, and
/// `setMotionPreference(_:at:)` changes it mid-flight with position and velocity kept.
///
/// ## Delay
/// With a `delay`, the value holds still at `initialValue` (velocity 0)
/// until `startTime + delay`, then moves as if started there.
@frozen
public struct SpringAnimation<Value: VectorArithmetic>: ValueAnimation {
    /// The spring as designed (and as retargeted).
    public private(set) var spring: Spring
    /// How much motion is wanted: with ``MotionPreference/reduced`` every
    /// stretch runs on ``spring`` damped so that it never overshoots.
    public private(set) var motionPreference: MotionPreference
    /// The spring that moves the current stretch: ``spring`` with full
    /// motion, its non-overshooting version for this stretch's start with
    /// reduced motion.
    public private(set) var drivingSpring: Spring
    /// The value the spring pulls toward.
    public private(set) var target: Value
    /// When the current stretch of motion starts (after any delay), seconds.
    public private(set) var motionStartTime: Double
    /// The value at `motionStartTime`.
    public private(set) var initialValue: Value
    /// The velocity at `motionStartTime`, units per second.
    public private(set) var initialVelocity: Value
    /// When the animation counts as settled.
    public var threshold: RestThreshold

    /// A spring animation from `from` (moving at `initialVelocity` units per
    /// second) to `to`, starting at `startTime` seconds after `delay`, with
    /// as much motion as `motionPreference` wants.
    ///
    /// Non-finite `startTime` is treated as 0; NaN, infinite or negative
    /// `delay` as 0; a sum beyond half the largest finite time as that time
    /// (so that time can still pass after the start).
    public init(
        spring: Spring = .smooth, from: Value, to: Value, initialVelocity: Value = .zero,
        startTime: Double, delay: Double = 0, threshold: RestThreshold = .points, motionPreference: MotionPreference = .full
    ) {
        self.spring = spring
        self.motionPreference = motionPreference
        self.drivingSpring = spring
        self.target = to.nearestEquivalent(to: from)
        self.motionStartTime = clampedStart(startTime, delay: delay)
        self.initialValue = from
        self.initialVelocity = initialVelocity
        self.threshold = threshold
        chooseDrivingSpring()
    }

    /// Hands another animation's motion over to a spring at `time`: the
    /// spring starts with exactly the value and velocity `other` has then.
    ///
    /// This is how a decay becomes a spring mid-flight (a flick caught by a
    /// snap point), or how any motion is redirected.
    public init(
        continuing other: some ValueAnimation<Value>, at time: Double, to target: Value,
        spring: Spring = .smooth, threshold: RestThreshold = .points
    ) {
        let t = clampedTime(time)
        let s = other.sample(at: t)
        self.init(spring: spring, from: s.value, to: target, initialVelocity: s.velocity, startTime: t, threshold: threshold)
    }

    /// The spring's resting value: its target.
    @inlinable
    public var restingValue: Value { target }

    /// `motionStartTime + drivingSpring.duration` (the designed spring's
    /// duration: reduced motion keeps ω₀).
    @inlinable
    public var logicalCompletionTime: Double { finiteSum(motionStartTime, drivingSpring.duration) }

    /// The exact value and velocity at `time` (see the type's documentation).
    @inlinable
    public func sample(at time: Double) -> AnimationSample<Value> {
        let tau = time - motionStartTime
        let logical = time >= logicalCompletionTime
        if !(tau > 0) {
            // Before the start (a delay) the value holds still.
            let settled = initialValue == target && initialVelocity == .zero
            return AnimationSample(
                value: settled ? target : initialValue, velocity: tau == 0 && !settled ? initialVelocity : .zero,
                isLogicallyComplete: logical, isSettled: settled && tau == 0)
        }
        if tau >= AnimationLimits.maximumMotionDuration {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: true, isSettled: true)
        }
        let (y, v) = motionState(after: tau)
        if Self.isAtRest(displacement: y, velocity: v, spring: drivingSpring, threshold: threshold) {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: logical, isSettled: true)
        }
        return AnimationSample(value: target + y, velocity: v, isLogicallyComplete: logical, isSettled: false)
    }

    /// The exact displacement from the target and velocity `tau` seconds
    /// (> 0) after the motion started, before any rest test: what `sample(at:)`
    /// snaps or reports, and what `AnimationRuntime` steps from.
    @inlinable
    func motionState(after tau: Double) -> (displacement: Value, velocity: Value) {
        let p = drivingSpring.propagator(time: tau)
        let y0 = initialValue - target
        return (p.displacement(from: y0, velocity: initialVelocity), p.velocity(from: y0, velocity: initialVelocity))
    }

    /// Rebuilds an animation from its stored parts exactly (no clamping, no
    /// `nearestEquivalent`): the runtime keeps them apart and reassembles them.
    init(spring: Spring, target: Value, motionStartTime: Double, initialValue: Value, initialVelocity: Value,
         threshold: RestThreshold) {
        self.spring = spring
        self.motionPreference = .full
        self.drivingSpring = spring
        self.target = target
        self.motionStartTime = motionStartTime
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        self.threshold = threshold
    }

    /// The energy test ω₀²·|y|² + |v|² ≤ min(ω₀²·ε², ε_v²) (see the type).
    @inlinable
    static func isAtRest(displacement y: Value, velocity v: Value, spring: Spring, threshold: RestThreshold) -> Bool {
        let w2 = spring.naturalFrequency * spring.naturalFrequency
        let energy = w2 * y.magnitudeSquared + v.magnitudeSquared
        let bound = Swift.min(w2 * threshold.value * threshold.value, threshold.velocity * threshold.velocity)
        return energy <= bound
    }

    /// Sends the spring toward `newTarget`, and/or swaps in `newSpring`, at
    /// `time` seconds, keeping position and velocity.
    ///
    /// Before the motion starts (during a delay) only the target and spring
    /// change. A non-finite `time` is treated as 0, and one past half the
    /// largest double restarts the motion there, so it still ends when the
    /// clock can go no further (its value then jumps: ~9e307 s have passed).
    public mutating func retarget(to newTarget: Value? = nil, spring newSpring: Spring? = nil, at time: Double) {
        let t = clampedTime(time)
        if t > motionStartTime {
            let s = sample(at: t)
            initialValue = s.value
            initialVelocity = s.velocity
            motionStartTime = clampedRestart(t)
        }
        if let newTarget { target = newTarget.nearestEquivalent(to: initialValue) }
        if let newSpring { spring = newSpring }
        chooseDrivingSpring()
    }

    /// Changes how much motion is wanted at `time` seconds, keeping
    /// position and velocity: from then on the motion runs on the spring
    /// `preference` chooses for where it is (`time` clamped as
    /// `retarget(to:spring:at:)` clamps it). Does nothing when unchanged.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        retarget(at: time)
    }

    /// Works out ``drivingSpring`` for the current stretch's start.
    @usableFromInline
    mutating func chooseDrivingSpring() {
        drivingSpring = motionPreference.spring(spring, displacement: initialValue - target, velocity: initialVelocity)
    }

    /// Restarts the motion at `time` from `value` moving at `velocity`
    /// (units per second), keeping target and spring — for a gesture that
    /// grabs the value and lets it go again. `time` is clamped as
    /// `retarget(to:spring:at:)` clamps it.
    public mutating func restart(from value: Value, velocity: Value = .zero, at time: Double) {
        motionStartTime = clampedRestart(time)
        initialValue = value
        initialVelocity = velocity
        chooseDrivingSpring()
    }

    /// Moves the target to exactly `newTarget` — no `nearestEquivalent(to:)`
    /// — keeping the motion's start: for `AdditiveSpringAnimation`, whose
    /// components hold deltas that must add up numerically.
    mutating func setExactTarget(_ newTarget: Value) {
        target = newTarget
        chooseDrivingSpring()
    }
}
