/// The system's light or dark appearance, as a script can switch it
/// (`{"t": 1.0, "system": {"appearance": "dark"}}`).
public enum SystemAppearance: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
