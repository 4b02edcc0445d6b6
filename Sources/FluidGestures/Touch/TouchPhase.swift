/// Where a pointer is in its life: down, moving, holding still, up, or taken away.
///
/// A pointer's events always follow `began → (moved | stationary)* → (ended | cancelled)`.
/// Recognizers do not trust that order; each documents what it does with
/// events that break it (they are ignored, never a crash).
public enum TouchPhase: Hashable, Sendable, CaseIterable {
    /// The pointer touched down (finger down, mouse button pressed, pen down).
    case began
    /// The pointer moved to a new location.
    case moved
    /// The pointer is still down and has not moved since its last event.
    ///
    /// Platforms send this when another pointer moves; it also lets an owner
    /// advance time for a held touch without a timer.
    case stationary
    /// The pointer lifted normally.
    case ended
    /// The system took the pointer away (an incoming call, a system gesture,
    /// the window losing focus). Nothing the gesture was about to do should happen.
    case cancelled

    /// Whether this phase is the last one of the pointer (`ended` or `cancelled`).
    @inlinable
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
