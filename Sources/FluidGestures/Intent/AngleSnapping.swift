import FluidPhysics

/// Chooses the orientation a rotation flick should settle on — a photo
/// turned to the nearest quarter turn, a dial to its nearest notch.
///
/// The angular velocity ω (radians per second) is projected with the same
/// decay law as a translation: projected = θ + ω/λ. The target is the
/// allowed orientation nearest to the projection, taking the short way
/// round: it is returned *unwrapped*, as the angle within half a turn of
/// the projection, so animating from θ to it never spins the long way
/// (from 350° with no velocity and notches every 90°, the target is 360°,
/// not 0°).
///
/// ```swift
/// let quarterTurns = AngleSnapping(step: .degrees(90))
/// quarterTurns.target(from: .degrees(30), velocity: 3)     // projected ≈ 116° → 90°
/// quarterTurns.target(from: .degrees(350), velocity: 0)    // → 360°, the short way
/// ```
public struct AngleSnapping: Hashable, Sendable {
    /// The allowed orientations; only their direction matters (each is
    /// taken modulo a full turn). Non-finite angles are dropped.
    public let allowedAngles: [Angle]
    /// How fast a spin slows down (UIScrollView's normal rate by default).
    public var rate: DecelerationRate

    /// Allows exactly `allowedAngles`.
    public init(allowedAngles: [Angle], rate: DecelerationRate = .normal) {
        self.allowedAngles = allowedAngles.filter { $0.radians.isFinite }
        self.rate = rate
    }

    /// Allows every multiple of `step` from `offset` (e.g. every 90°). A
    /// step that is not finite or too small to list (< 0.1°) allows only `offset`.
    public init(step: Angle, offset: Angle = .zero, rate: DecelerationRate = .normal) {
        let size = Swift.abs(step.radians)
        var angles: [Angle] = []
        if size.isFinite, size >= Double.pi / 1800 {
            let count = Int((2 * Double.pi / size).rounded(.up))
            angles = (0..<count).map { Angle(radians: offset.radians + Double($0) * size) }
        } else {
            angles = [offset]
        }
        self.init(allowedAngles: angles, rate: rate)
    }

    /// Allows n orientations evenly spaced round the turn, 360°/n apart
    /// from 0°, with n the whole number nearest 360°/`degrees` (halves round
    /// up; at least 1): the step a dial or a tuning asks for, made to divide
    /// the turn evenly (100° gives quarter turns, 110° thirds). Worked in
    /// degrees, so a step that divides the turn exactly is kept to the bit. A
    /// step beyond 240°, or one that is not a positive finite number, allows
    /// only 0°, and so does one finer than `init(step:rate:)` lists (under
    /// 0.1°, more than 3600 divisions): for free rotation, snap to nothing.
    public init(stepNear degrees: Double, rate: DecelerationRate = .normal) {
        let divisions = Swift.max(1, (360 / degrees).rounded())
        self.init(step: .degrees(360 / divisions), rate: rate)
    }

    /// θ + ω/λ. A non-finite velocity counts as zero.
    public func projectedAngle(from angle: Angle, velocity: Double) -> Angle {
        Angle(radians: angle.radians + Projection.distance(velocity: velocity.isFinite ? velocity : 0, rate: rate))
    }

    /// The allowed orientation nearest to the projection, expressed within
    /// half a turn of it; nil when nothing is allowed or `angle` is not finite.
    public func target(from angle: Angle, velocity: Double) -> Angle? {
        guard angle.radians.isFinite, !allowedAngles.isEmpty else { return nil }
        let projected = projectedAngle(from: angle, velocity: velocity)
        guard projected.radians.isFinite else { return nil }
        var best = projected
        var bestDistance = Double.infinity
        // Index access: in unoptimised builds `for … in` over the array reads
        // it through a coroutine whose frame is malloc'ed.
        var index = 0
        while index < allowedAngles.count {
            let allowed = allowedAngles[index]
            index += 1
            let delta = projected.shortestDelta(to: allowed)
            if Swift.abs(delta.radians) < bestDistance {
                bestDistance = Swift.abs(delta.radians)
                best = Angle(radians: projected.radians + delta.radians)
            }
        }
        return best
    }
}
