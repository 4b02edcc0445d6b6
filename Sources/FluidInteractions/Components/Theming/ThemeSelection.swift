/// What the user chose: one theme, or automatic (follow the system's
/// light or dark appearance).
public enum ThemeSelection: Hashable, Sendable {
    /// Follow the system appearance (`Theme.automatic(for:)`).
    case automatic
    /// Always this theme.
    case fixed(Theme)

    /// The theme in effect under `appearance`.
    public func theme(for appearance: SystemEvent.Appearance) -> Theme {
        switch self {
        case .automatic: return Theme.automatic(for: appearance)
        case .fixed(let theme): return theme
        }
    }

    /// Whether this is `automatic`.
    public var isAutomatic: Bool { self == .automatic }
}
