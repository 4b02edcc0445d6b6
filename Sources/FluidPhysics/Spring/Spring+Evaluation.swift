extension Spring {
    /// The position at `time` of a value that starts at 0 with
    /// `initialVelocity` and is pulled toward `target` (SwiftUI's convention).
    ///
    ///     x(t) = target·(1 − a(t)) + initialVelocity·b(t)
    ///
    /// Units: the value's own (points for positions); velocity in units per
    /// second; time in seconds. Exact in every regime (see `Propagator`).
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let p = propagator(time: time)
        return target.scaled(by: 1 - p.a) + initialVelocity.scaled(by: p.b)
    }

    /// The velocity at `time` of the motion of `value(target:initialVelocity:time:)`.
    ///
    ///     v(t) = −target·c(t) + initialVelocity·d(t)
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let p = propagator(time: time)
        return target.scaled(by: -p.c) + initialVelocity.scaled(by: p.d)
    }

    /// The position at `time` of a value that starts at `fromValue` with
    /// `initialVelocity` and is pulled toward `toValue`.
    @inlinable
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of a value that starts at `fromValue` with
    /// `initialVelocity` and is pulled toward `toValue`.
    @inlinable
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The force on the mass at `position` moving at `velocity`:
    ///
    ///     F = −k·(position − target) − c·velocity
    ///
    /// in mass·units/s²; the acceleration is F / `mass`.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (position - target).scaled(by: -stiffness) + velocity.scaled(by: -damping)
    }

    /// Advances (`value`, `velocity`) toward `target` by `deltaTime` seconds,
    /// exactly.
    ///
    /// Unlike the Euler or Runge–Kutta steps of many animation libraries, this
    /// applies the closed-form solution, so stepping in any sequence of frame
    /// lengths — 60 Hz, 120 Hz, uneven, with dropped frames — gives the same
    /// motion as one evaluation, up to rounding.
    ///
    /// Stateless, so every call evaluates the propagator (an `exp`, a `sin`
    /// and a `cos`); to step by a repeated interval without them, use a
    /// `Spring.Stepper`, which caches it.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        propagator(time: deltaTime).advance(value: &value, velocity: &velocity, target: target)
    }
}
