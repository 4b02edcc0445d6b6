import FluidPhysics

/// Hands a gesture's release velocity to the spring that finishes the motion.
///
/// A spring driven by *progress* (0 at the release position, 1 at the
/// target; `Spring.UnitCurve`, or any property-animator-style API) needs
/// the velocity *relative to the remaining distance*:
///
///     relative = v / (target − current)        (1/s)
///
/// When the distance is (almost) zero that division blows up; following
/// the physics module, a distance shorter than `minimumDistance` is nudged
/// to ±`minimumDistance` (the sign of the distance, or of the velocity if
/// the distance is exactly zero), so a flick released right on its target
/// still moves and the result is always finite for finite input.
/// Non-finite input gives 0.
///
/// Springs that animate absolute values (`Spring.value(target:initialVelocity:time:)`)
/// take the gesture velocity as it is; no conversion is needed.
public enum SpringHandoff {
    /// The relative velocity of a 1-D motion (units/s → 1/s).
    public static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double, minimumDistance: Double = 1) -> Double {
        guard velocity.isFinite, current.isFinite, target.isFinite else { return 0 }
        let nudge = minimumDistance.isFinite && minimumDistance != 0 ? minimumDistance : 1
        let relative = Spring.relativeVelocity(velocity, from: current, to: target, minimumDistance: nudge)
        return relative.isFinite ? relative : 0
    }

    /// The per-axis relative velocity of a 2-D motion (points/s → 1/s per axis).
    public static func relativeVelocity(_ velocity: Vector, from current: Point, to target: Point, minimumDistance: Double = 1) -> Vector {
        Vector(
            dx: relativeVelocity(velocity.dx, from: current.x, to: target.x, minimumDistance: minimumDistance),
            dy: relativeVelocity(velocity.dy, from: current.y, to: target.y, minimumDistance: minimumDistance))
    }

    /// The relative velocity of a rotation (radians/s → 1/s); the nudge
    /// defaults to 0.01 radian (about half a degree).
    public static func relativeVelocity(angularVelocity: Double, from current: Angle, to target: Angle, minimumDistance: Angle = .radians(0.01)) -> Double {
        relativeVelocity(angularVelocity, from: current.radians, to: target.radians, minimumDistance: minimumDistance.radians)
    }

    /// The progress curve for `spring` that starts with the gesture's
    /// velocity: `spring.unitCurve(initialVelocity: relativeVelocity(…))`.
    public static func unitCurve(_ spring: Spring, velocity: Double, from current: Double, to target: Double, minimumDistance: Double = 1) -> Spring.UnitCurve {
        spring.unitCurve(initialVelocity: relativeVelocity(velocity, from: current, to: target, minimumDistance: minimumDistance))
    }
}
