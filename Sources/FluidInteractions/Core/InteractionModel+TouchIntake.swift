import FluidGestures
import FluidPhysics

extension InteractionModel {
    /// The front door of a model that follows one pointer with a pan: the
    /// touch-handling rules every such model shares, in one place.
    ///
    /// - A touch with a non-finite location or time is ignored, except that
    ///   an `ended` or `cancelled` one is still delivered (the recognizer
    ///   takes it at the last good place), so a lost end never leaves a drag
    ///   hanging.
    /// - Otherwise the model advances to the touch's time first.
    /// - A `began` while no pointer is followed (`isFollowing` false) is
    ///   delivered only inside `grabArea` — evaluated after advancing, so it
    ///   is where the object *is* at that instant (a moving object is caught
    ///   where it is seen).
    mutating func admit(
        _ touch: TouchEvent, isFollowing: Bool, grabArea: (Self) -> Rect, deliver: (inout Self, TouchEvent) -> Void
    ) {
        guard touch.isFinite else {
            if touch.phase.isTerminal { deliver(&self, touch) }
            return
        }
        advance(to: touch.timestamp)
        if touch.phase == .began, !isFollowing, !grabArea(self).contains(touch.location) { return }
        deliver(&self, touch)
    }
}
