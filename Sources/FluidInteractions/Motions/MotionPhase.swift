/// The one vocabulary for where a moving thing stands: at rest, held by a
/// finger, or moving on its own (a spring, a decay, a timed curve).
///
/// Every shared motion (`DraggedValue`, `ScrollOffset`) reports its phase in
/// these words, so an interface and its renderer never translate between
/// "returning", "flying" and "settling".
public enum MotionPhase: String, Hashable, Sendable, CaseIterable {
    /// Nothing moves and no finger holds it.
    case resting
    /// A finger holds it; it follows the finger.
    case dragging
    /// It moves on its own toward where it will rest.
    case animating
}
