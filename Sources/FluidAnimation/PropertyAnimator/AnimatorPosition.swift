/// Where a `PropertyAnimator`'s animations ended, as told to its
/// completions (UIKit's `UIViewAnimatingPosition`).
public enum AnimatorPosition: Hashable, Sendable, CustomStringConvertible {
    /// At the start values (a reversed animation that ran to its end, or
    /// `finishAnimation(at: .start)`).
    case start
    /// At the end values.
    case end
    /// Where they were when the animator was finished with
    /// `finishAnimation(at: .current)`.
    case current

    /// `start`, `end` or `current`.
    public var description: String {
        switch self {
        case .start: return "start"
        case .end: return "end"
        case .current: return "current"
        }
    }
}
