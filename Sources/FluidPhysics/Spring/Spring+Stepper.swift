extension Spring {
    /// A spring stepped frame by frame, which keeps the propagator of the last
    /// interval so that a repeated interval costs four multiply–adds per
    /// component and no transcendental function.
    ///
    /// `Spring.update(value:velocity:target:deltaTime:)` is stateless: a
    /// `Spring` is a value with nowhere to keep anything between calls, so
    /// every call evaluates `propagator(time:)` (an `exp`, a `sin` and a `cos`
    /// when under-damped). A stepper owns that cache:
    ///
    /// ```swift
    /// var stepper = Spring.Stepper(spring: .bouncy)
    /// var position = 0.0, velocity = 0.0        // points, points/s
    /// for _ in 0..<120 {                        // one second at 120 Hz
    ///     stepper.update(value: &position, velocity: &velocity, target: 100, deltaTime: 1.0 / 120)
    /// }
    /// ```
    ///
    /// The motion is exactly `Spring.update`'s: with y = value − target,
    ///
    ///     value′ = target + a·y + b·v,   velocity′ = c·y + d·v
    ///
    /// with (a, b, c, d) = `spring.propagator(time: deltaTime)`. The cached
    /// propagator is reused only when `deltaTime` is bit for bit the last
    /// interval; any other interval (uneven frames, a dropped frame) is
    /// evaluated and becomes the cached one, so the results never depend on
    /// what was cached. One stepper can step any number of values that share
    /// the spring (the propagator does not depend on the value).
    ///
    /// Units: values in their own units (points for positions), velocities in
    /// units per second, `deltaTime` in seconds.
    public struct Stepper: Sendable {
        /// The spring this stepper advances values by.
        public let spring: Spring

        /// The interval whose propagator is cached, seconds; NaN before the
        /// first step.
        @usableFromInline
        internal var cachedInterval: Double

        /// `spring.propagator(time: cachedInterval)`.
        @usableFromInline
        internal var cachedPropagator: Propagator

        /// A stepper for `spring`, with nothing cached yet.
        public init(spring: Spring) {
            self.spring = spring
            cachedInterval = .nan
            cachedPropagator = Propagator(a: 1, b: 0, c: 0, d: 1)
        }

        /// The exact propagator over `deltaTime` seconds: the cached one when
        /// `deltaTime` repeats the last interval, otherwise evaluated and
        /// cached.
        @inlinable
        public mutating func propagator(over deltaTime: Double) -> Propagator {
            if deltaTime != cachedInterval { recompute(deltaTime) }
            return cachedPropagator
        }

        /// Evaluates and caches the propagator of a new interval (kept out of
        /// line, so the repeated-interval path stays a compare and a load).
        @usableFromInline
        internal mutating func recompute(_ deltaTime: Double) {
            cachedPropagator = spring.propagator(time: deltaTime)
            cachedInterval = deltaTime
        }

        /// Advances (`value`, `velocity`) toward `target` by `deltaTime`
        /// seconds, exactly as `Spring.update` does.
        @inlinable
        public mutating func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
            propagator(over: deltaTime).advance(value: &value, velocity: &velocity, target: target)
        }
    }
}
