import RealModule

/// Exponential decay: how a flicked value glides to rest.
///
/// The velocity decays exponentially, v(t) = v₀·e^(−λt) with
/// λ = `rate.decayConstant`. Its integral is the displacement
///
///     x(t) = v₀·(1 − e^(−λt))/λ = −v₀·expm1(−λt)/λ
///
/// (expm1 keeps x(t) accurate for small t), and the total distance is v₀/λ,
/// the *exact projection* (`Projection.exact`). The animation and the
/// projection are the same law, so a flick lands exactly where it was
/// projected — unlike pop, whose decay position is not the integral of its
/// velocity.
///
/// Values are displacements from where the decay starts; velocities in units
/// per second; times in seconds. Generic over `VectorArithmetic`, so a 2-D
/// velocity decays along its direction.
@frozen
public struct Decay: Hashable, Sendable {
    /// The deceleration rate.
    public var rate: DecelerationRate

    /// A decay at `rate` (UIScrollView's normal rate by default).
    @inlinable
    public init(rate: DecelerationRate = .normal) { self.rate = rate }

    /// A decay from an untrusted per-millisecond rate.
    ///
    /// - Throws: `ParameterError` naming `decelerationRate` (see `DecelerationRate(validating:)`).
    public static func validated(rate: Double) throws(ParameterError) -> Decay {
        Decay(rate: try DecelerationRate(validating: rate))
    }

    /// The displacement after `time` seconds: v₀·(1 − e^(−λt))/λ.
    @inlinable
    public func value<V: VectorArithmetic>(initialVelocity: V, time: Double) -> V {
        let lambda = rate.decayConstant
        return initialVelocity.scaled(by: -Double.expMinusOne(-lambda * time) / lambda)
    }

    /// The velocity after `time` seconds: v₀·e^(−λt).
    @inlinable
    public func velocity<V: VectorArithmetic>(initialVelocity: V, time: Double) -> V {
        initialVelocity.scaled(by: Double.exp(-rate.decayConstant * time))
    }

    /// The total displacement until rest, v₀/λ = −v₀/(1000·ln r).
    @inlinable
    public func totalDistance<V: VectorArithmetic>(initialVelocity: V) -> V {
        initialVelocity.scaled(by: 1 / rate.decayConstant)
    }

    /// The time until the speed falls below `threshold` (units/s):
    /// ln(|v₀|/threshold)/λ, or 0 if it already is. A `threshold` ≤ 0 is
    /// treated as 0.001 units/s so the answer stays finite.
    @inlinable
    public func duration<V: VectorArithmetic>(initialVelocity: V, threshold: Double = 0.5) -> Double {
        let speed = initialVelocity.magnitude
        let floor = threshold > 0 ? threshold : 0.001
        guard speed > floor else { return 0 }
        // ln|v₀| − ln(threshold), not ln(|v₀|/threshold): the quotient can
        // overflow for tiny thresholds (1000/1e-306).
        return (Double.log(speed) - Double.log(floor)) / rate.decayConstant
    }

    /// The time at which a decay starting at `initialVelocity` has travelled
    /// `distance` (same sign as the velocity), or nil if it comes to rest
    /// first: t = −ln(1 − λ·distance/v₀)/λ = −log1p(−λ·distance/v₀)/λ.
    ///
    /// This is where a flick meets a boundary and a spring takes over.
    @inlinable
    public func time(toTravel distance: Double, initialVelocity: Double) -> Double? {
        if distance == 0 { return 0 }
        guard initialVelocity != 0 else { return nil }
        let fraction = rate.decayConstant * distance / initialVelocity
        guard fraction >= 0, fraction < 1 else { return nil }
        return -Double.log(onePlus: -fraction) / rate.decayConstant
    }

    /// The initial velocity that travels exactly `distance` before coming to
    /// rest: λ·distance (the inverse of `totalDistance`).
    @inlinable
    public func initialVelocity<V: VectorArithmetic>(toTravel distance: V) -> V {
        distance.scaled(by: rate.decayConstant)
    }

    /// Adjusts a flick so that it comes to rest on a grid.
    ///
    /// The natural landing point `position + v/λ` is rounded to the nearest
    /// multiple of `increment` (for example one pixel, 1/scale points) and the
    /// velocity that lands exactly there is returned with the landing point.
    /// An `increment` ≤ 0 leaves the landing point as it is.
    ///
    /// Example (rate 0.998): from 0 at 200 points/s the flick would stop at
    /// 99.90; snapped to whole points it becomes 200.2002 points/s and lands
    /// on 100.
    @inlinable
    public func initialVelocity(
        snapping velocity: Double, from position: Double = 0, toMultipleOf increment: Double
    ) -> (velocity: Double, landing: Double) {
        let natural = position + totalDistance(initialVelocity: velocity)
        guard increment > 0, increment.isFinite else { return (velocity, natural) }
        let landing = (natural / increment).rounded() * increment
        return (initialVelocity(toTravel: landing - position), landing)
    }

    /// Advances (`value`, `velocity`) by `deltaTime` seconds exactly:
    /// value += v·(1 − e^(−λΔt))/λ, velocity ·= e^(−λΔt).
    ///
    /// One transcendental call per frame-sized step: with m = expm1(−λΔt),
    /// (1 − e^(−λΔt))/λ = −m/λ, and e^(−λΔt) = 1 + m while λΔt < 0.5 (the
    /// sum is then in (0.6, 1] and as accurate as `exp`); longer steps, where
    /// 1 + m would lose e^(−λΔt)'s relative precision, call `exp` as well.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, deltaTime: Double) {
        let lambda = rate.decayConstant
        let exponent = -lambda * deltaTime
        let m = Double.expMinusOne(exponent)
        let kept = exponent > -0.5 ? 1 + m : Double.exp(exponent)
        value = value + velocity.scaled(by: -m / lambda)
        velocity = velocity.scaled(by: kept)
    }
}
