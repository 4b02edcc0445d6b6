/// The roles of an interface one or two fingers hold together — a square
/// twisted, a photo pinched — told apart by the order they landed in.
public enum FingerOrder: Hashable, Sendable {
    /// The first finger down.
    case first
    /// The second finger down, with the first (a twist or a pinch).
    case second
}

extension InteractionBehavior where Role == FingerOrder {
    /// The role a finger landing now takes: `.first` while no finger holds
    /// the first role, else `.second` while none holds that, else nil (a
    /// third finger is ignored). The first role is taken again when its
    /// finger has lifted, even while the second still holds.
    public var nextFinger: FingerOrder? {
        if !kernel.isHeld(.first) { return .first }
        return kernel.isHeld(.second) ? nil : .second
    }
}
