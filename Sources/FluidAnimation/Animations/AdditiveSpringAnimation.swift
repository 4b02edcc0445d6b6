import FluidPhysics

/// Spring animations that *add up*, as SwiftUI's do when a new animation
/// starts while another is running.
///
/// ## The two modes
/// - **Replacing** (`SpringAnimation.retarget`): the one spring takes the
///   new target; the current value and velocity become its new start. The
///   old motion is gone — its momentum is handed to the new spring.
/// - **Additive** (this type): the displayed value is a base plus a sum of
///   components. A new target adds a component that animates the *delta*
///   (new target − previous target) from zero at rest, with its own spring,
///   while the earlier components carry on undisturbed toward their own
///   deltas:
///
///       x(t) = base + Σᵢ cᵢ(t),   cᵢ: spring sᵢ from 0 (at rest) to Δᵢ, started at tᵢ
///
/// Both are C1: a new component starts at zero with zero velocity, so it
/// changes neither the value nor the velocity at the moment it is added.
///
/// ## Where they differ
/// The spring equation is linear, so the sum of two solutions is the
/// solution for the summed targets and starting states. Hence **with the
/// same spring the two modes are the same motion** (up to rounding), and
/// this type merges a new delta into an existing component with the same
/// spring — exactly: the component restarts from its exact state (never
/// from a sample that its own rest threshold has snapped, so the merge is
/// C1 even for a component about to settle) with its target moved by the
/// delta, numerically (no `nearestEquivalent(to:)`: the components' targets
/// must add up to `target`) — so it holds at most one component per
/// distinct spring. They differ when the springs differ: replacing runs
/// the *whole* remaining motion, old momentum included, on the new spring;
/// additive lets the old motion finish on its own spring and only the delta
/// follows the new one. A quick, snappy retarget of a slow, bouncy motion
/// stays bouncy in additive mode and becomes snappy when replacing.
///
/// ## Completion
/// Settled once the components' guaranteed deviations add up to at most
/// the threshold: Σ √(|yᵢ|² + |vᵢ|²/ωᵢ²) ≤ ε and Σ √(ωᵢ²|yᵢ|² + |vᵢ|²) ≤ ε_v,
/// each term being a bound that never grows (see `SpringAnimation`). Logically
/// complete when the latest component is. Capped like every spring by
/// `AnimationLimits.maximumMotionDuration` after the latest addition.
@frozen
public struct AdditiveSpringAnimation<Value: VectorArithmetic>: ValueAnimation {
    /// The value the components are added to.
    public private(set) var base: Value
    /// The running components: springs from 0 toward their deltas.
    public private(set) var components: [SpringAnimation<Value>]
    /// Where the motion comes to rest: base plus every delta.
    public private(set) var target: Value
    /// When the animation counts as settled.
    public var threshold: RestThreshold

    /// A value at rest at `value`; `add(target:spring:at:)` sets it moving.
    public init(value: Value, threshold: RestThreshold = .points) {
        self.base = value
        self.components = []
        self.target = value
        self.threshold = threshold
    }

    /// A value animating from `from` to `to` with `spring`, starting at
    /// `startTime` (non-finite: 0).
    public init(spring: Spring = .smooth, from: Value, to: Value, startTime: Double, threshold: RestThreshold = .points) {
        self.init(value: from, threshold: threshold)
        add(target: to, spring: spring, at: startTime)
    }

    /// Starts animating toward `newTarget` at `time` by adding a component
    /// for the delta from the current target, with `spring`.
    ///
    /// If a component with the same spring is running, the delta is merged
    /// into it (exact, by linearity, and C1: see the type). The new target
    /// is taken the short way from the current target
    /// (`nearestEquivalent(to:)`); the delta itself is added as is. A
    /// non-finite `time` is treated as 0.
    public mutating func add(target newTarget: Value, spring: Spring = .smooth, at time: Double) {
        let t = clampedTime(time)
        let resolved = newTarget.nearestEquivalent(to: target)
        let delta = resolved - target
        target = resolved
        if let i = components.firstIndex(where: { $0.spring == spring }) {
            var c = components[i]
            if t > c.motionStartTime {
                let state = Self.state(of: c, at: t)
                c.restart(from: c.target + state.displacement, velocity: state.velocity, at: t)
            }
            c.setExactTarget(c.target + delta)
            components[i] = c
        } else {
            components.append(SpringAnimation(spring: spring, from: .zero, to: delta, startTime: t, threshold: threshold))
        }
    }

    /// Folds settled components into the base, so later frames skip them.
    ///
    /// Call it at will (the runtime does not need it). Only components
    /// already settled by the *whole* animation's test are folded, so the
    /// displayed value does not change.
    public mutating func compact(at time: Double) {
        if sample(at: time).isSettled {
            base = target
            components.removeAll()
        }
    }

    /// The sum's resting value: `target`.
    public var restingValue: Value { target }

    /// The latest component's logical completion time.
    public var logicalCompletionTime: Double {
        var latest = -Double.infinity
        var i = 0
        while i < components.count {
            latest = Swift.max(latest, components[i].logicalCompletionTime)
            i += 1
        }
        return latest
    }

    /// The exact value and velocity at `time`: the base plus every component.
    public func sample(at time: Double) -> AnimationSample<Value> {
        var value = base
        var velocity = Value.zero
        var deviation = 0.0, speed = 0.0
        var latestStart = -Double.infinity, logical = -Double.infinity
        var i = 0
        while i < components.count {
            let c = components[i]
            i += 1
            latestStart = Swift.max(latestStart, c.motionStartTime)
            logical = Swift.max(logical, c.logicalCompletionTime)
            let (y, v) = Self.state(of: c, at: time)
            value += c.target + y
            velocity += v
            let w = c.drivingSpring.naturalFrequency
            let e = w * w * y.magnitudeSquared + v.magnitudeSquared
            deviation += (e / (w * w)).squareRoot()
            speed += e.squareRoot()
        }
        let isLogical = time >= logical
        let timedOut = time - latestStart >= AnimationLimits.maximumMotionDuration
        if components.isEmpty || timedOut || (deviation <= threshold.value && speed <= threshold.velocity) {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: isLogical, isSettled: true)
        }
        return AnimationSample(value: value, velocity: velocity, isLogicallyComplete: isLogical, isSettled: false)
    }

    /// A component's exact displacement from its target and velocity at
    /// `time`, straight from the spring's propagator: no rest threshold and
    /// no time limit (those apply to the sum only).
    @inlinable
    static func state(of c: SpringAnimation<Value>, at time: Double) -> (displacement: Value, velocity: Value) {
        let tau = Swift.max(0, time - c.motionStartTime)
        let p = c.drivingSpring.propagator(time: tau)
        let y0 = c.initialValue - c.target
        return (p.displacement(from: y0, velocity: c.initialVelocity), p.velocity(from: y0, velocity: c.initialVelocity))
    }
}
