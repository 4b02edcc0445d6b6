import FluidAnimation

/// Something the system tells an interface that is not a touch (a gesture
/// script's `system` events, read by the FluidScripting module).
public enum SystemEvent: Hashable, Sendable {
    /// The system's light or dark appearance changed (or was reported).
    case appearance(Appearance)

    /// The person's motion preference changed (or was reported): iOS's
    /// Reduce Motion, the web's `prefers-reduced-motion`. An interface on
    /// the kernel takes it at once, mid-motion if need be, without a jump
    /// (`InteractionBehavior.setMotionPreference(_:)`).
    case motion(MotionPreference)

    /// The system's appearance.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }
}
