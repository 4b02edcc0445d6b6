/// A haptic the interface asks for. A phone plays it; a desktop shows it.
public enum HapticStyle: String, Hashable, Sendable, CaseIterable {
    /// A light impact (UIKit `.light`).
    case light
    /// A medium impact (UIKit `.medium`).
    case medium
    /// A heavy impact (UIKit `.heavy`).
    case heavy
    /// A selection tick (UIKit's selection feedback).
    case selection
    /// A success notification.
    case success
}
