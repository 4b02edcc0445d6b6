/// The state of a `PresentationDispatcher`: at rest at either end, springing
/// toward one, or held by a finger. `progress` is 0 at the source, 1 at the
/// destination.
public enum PresentationPhase: Hashable, Sendable {
    /// At rest on the source screen (progress 0).
    case idle
    /// Springing toward the destination.
    case presenting(progress: Double)
    /// At rest on the destination (progress 1).
    case presented
    /// Springing toward the source.
    case dismissing(progress: Double)
    /// Held by a finger; `direction` is the way it was last moved (the
    /// way it was going when caught, until it moves).
    case interactive(progress: Double, direction: PresentationDirection)

    /// The way the transition moves: toward the destination while
    /// presenting, toward the source while dismissing, the way the finger
    /// last moved it while interactive; nil at rest.
    public var direction: PresentationDirection? {
        switch self {
        case .idle, .presented: return nil
        case .presenting: return .presenting
        case .dismissing: return .dismissing
        case .interactive(_, let direction): return direction
        }
    }

    /// "idle", "presenting", "presented", "dismissing" or "interactive".
    public var name: String {
        switch self {
        case .idle: return "idle"
        case .presenting: return "presenting"
        case .presented: return "presented"
        case .dismissing: return "dismissing"
        case .interactive: return "interactive"
        }
    }
}
