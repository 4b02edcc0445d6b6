/// Which way a `PresentationDispatcher`'s transition goes.
public enum PresentationDirection: String, Hashable, Sendable {
    /// Toward the destination (progress rising to 1).
    case presenting
    /// Toward the source (progress falling to 0).
    case dismissing
}
