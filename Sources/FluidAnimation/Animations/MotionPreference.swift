import FluidPhysics

/// How much motion the person using the interface wants: all of it as
/// designed, or reduced — iOS's Reduce Motion, the web's
/// `prefers-reduced-motion: reduce`.
///
/// With ``reduced``, a spring never overshoots or bounces: every stretch of
/// a ``SpringAnimation`` runs on its spring damped just enough that no
/// component crosses its target, whatever velocity a finger handed it
/// (`Spring.withoutOvershoot(closingRate:)`), and keeps the designed
/// stiffness. Position and velocity are still continuous at every hand-off,
/// so a finger that lets go still throws, and a motion caught mid-flight
/// is still caught where it is. What else "reduced" means — no trailing
/// rows, a shorter travel — each interface says for itself.
public enum MotionPreference: String, Hashable, Sendable, CaseIterable {
    /// Motion as designed: springs bounce as tuned.
    case full
    /// Reduced motion: no overshoot, no bounce, no motion beyond what the
    /// finger itself does.
    case reduced

    /// The spring to run a stretch of motion on, starting `displacement`
    /// from its target (value − target) at `velocity` per second: `spring`
    /// itself with ``full`` motion; with ``reduced``, `spring` damped so
    /// that the stretch never crosses its target (ζ′ = max(ζ, 1, (k² + 1)/2k),
    /// k the quickest component's closing rate over ω₀).
    @inlinable
    public func spring<Value: VectorArithmetic>(_ spring: Spring, displacement: Value, velocity: Value) -> Spring {
        switch self {
        case .full: return spring
        case .reduced: return spring.withoutOvershoot(displacement: displacement, velocity: velocity)
        }
    }
}
