/// Something the system tells an interface that is not a touch (a gesture
/// script's `system` events, read by the FluidScripting module).
public enum SystemEvent: Hashable, Sendable {
    /// The system's light or dark appearance changed (or was reported).
    case appearance(Appearance)

    /// The system's appearance.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }
}
