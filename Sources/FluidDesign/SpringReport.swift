import FluidPhysics

/// Everything a designer wants to know about one spring moving a value over
/// a distance: every parameterisation, the exact settling duration and the
/// overshoot.
///
/// The motion is the unit curve: 0 → 1 over `distance` points, starting
/// with `initialVelocity` points/s (relative velocity v/distance per
/// second), as UIKit's spring timing describes it.
public struct SpringReport: Hashable, Sendable {
    /// The spring.
    public var spring: Spring
    /// The distance travelled, points (any unit; 1 for a 0 → 1 progress).
    public var distance: Double
    /// The initial velocity along the motion, points/s.
    public var initialVelocity: Double
    /// The settling band, as a fraction of the distance (default 0.001).
    public var epsilon: Double

    /// A report on `spring` over `distance` with `initialVelocity` points/s.
    /// A distance of 0 (or not finite) is treated as 1.
    public init(spring: Spring, distance: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001) {
        self.spring = spring
        self.distance = distance.isFinite && distance != 0 ? distance : 1
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    }

    /// The initial velocity relative to the distance, 1/s (UIKit's
    /// `initialVelocity` for `UISpringTimingParameters`).
    public var relativeVelocity: Double { initialVelocity / distance }

    /// The unit curve (0 → 1) of the motion.
    public var unitCurve: Spring.UnitCurve { spring.unitCurve(initialVelocity: relativeVelocity) }

    /// The exact settling duration: the last time the value is farther than
    /// `epsilon` × distance from the target, seconds; `.infinity` for an
    /// undamped spring (bounce 1), which never settles.
    public var settlingDuration: Double {
        unitCurve.settlingDuration(epsilon: epsilon)
    }

    /// Whether the spring ever settles (false only for an undamped spring).
    public var settles: Bool { settlingDuration.isFinite }

    /// How far past the target the value goes, as a fraction of the
    /// distance, and when (seconds); fraction 0 and time 0 when it never does.
    /// Computed at the motion's exact turning points (`Spring.turningTimes`).
    public var overshoot: (fraction: Double, time: Double) {
        let turns = spring.turningTimes(displacement: -1, velocity: relativeVelocity)
        var best = (fraction: 0.0, time: 0.0)
        for t in [turns.first, turns.second].compactMap({ $0 }) {
            let past = unitCurve.progress(at: t) - 1
            if past > best.fraction { best = (past, t) }
        }
        return best
    }
}
