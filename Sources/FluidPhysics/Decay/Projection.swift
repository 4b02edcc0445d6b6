/// Projection: where a flicked value comes to rest, so an interface can pick
/// the end point the user meant (a page, a drawer state, a corner).
///
/// Two formulas are in use; both take a velocity in units per second and a
/// per-millisecond deceleration rate r:
///
/// | form     | distance                  | v = 1000, r = 0.998 | r = 0.99 |
/// |----------|---------------------------|---------------------|----------|
/// | exact    | −v / (1000·ln r)          | 499.4998            | 99.4992  |
/// | WWDC18   | (v/1000)·r / (1 − r)      | 499.0               | 99.0     |
///
/// The exact form is the integral of the decaying velocity v·r^(1000t) — the
/// same law as `Decay`, so the default projection is where a `Decay` really
/// stops. The WWDC18 form (also pop's) is the sum of a per-millisecond
/// geometric series; it is about 0.1 % (normal) to 0.5 % (fast) shorter.
/// Both are provided so results can be matched against either.
public enum Projection {
    /// The exact resting distance −v/(1000·ln r) = v/λ (the default).
    @inlinable
    public static func distance<V: VectorArithmetic>(velocity: V, rate: DecelerationRate = .normal) -> V {
        Decay(rate: rate).totalDistance(initialVelocity: velocity)
    }

    /// The WWDC18 "Designing Fluid Interfaces" formula (v/1000)·r/(1 − r).
    @inlinable
    public static func wwdcDistance<V: VectorArithmetic>(velocity: V, rate: DecelerationRate = .normal) -> V {
        let r = rate.rawValue
        return velocity.scaled(by: r / (1000 * (1 - r)))
    }

    /// Where a value at `position` moving at `velocity` comes to rest (exact form).
    @inlinable
    public static func restingPosition(of position: Double, velocity: Double, rate: DecelerationRate = .normal) -> Double {
        position + distance(velocity: velocity, rate: rate)
    }

    /// Where a point at `position` moving at `velocity` (points/s) comes to
    /// rest (exact form, along the direction of motion).
    @inlinable
    public static func restingPosition(of position: Point, velocity: Vector, rate: DecelerationRate = .normal) -> Point {
        position + distance(velocity: velocity, rate: rate)
    }
}
