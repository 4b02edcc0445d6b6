import FluidGestures
import FluidPhysics

extension DraggedValue {
    /// Makes the value follow a finger's pan, one event at a time — the
    /// whole "follow the finger, then let go" of a dragged interface:
    ///
    /// - `began` grabs the value where it is at `time` (mid-flight too);
    /// - `changed` drags it by `component(translation)`;
    /// - `ended` and `cancelled` drag it to the finger's last place and
    ///   return the velocity to let it go with: the finger's,
    ///   `component(velocity)`, through the resistance's slope
    ///   (v_shown = slope · v_finger, per second). A spring started from
    ///   there with it (`animate(to:spring:velocity:at:)`) is continuous in
    ///   position and velocity.
    ///
    /// Returns nil for `began` and `changed`, and for an end when the value
    /// was not held (it was put to rest in the meantime).
    ///
    /// `component` picks what of the finger's motion moves the value:
    /// `\.dy` for a value that moves vertically, `\.dx` horizontally,
    /// `{ Point($0) }` for a point.
    @discardableResult
    public mutating func follow(_ pan: InstantPanRecognizer.Event, along component: (Vector) -> Value, at time: Double) -> Value? {
        switch pan {
        case .began:
            grab(at: time)
            return nil
        case .changed(let finger):
            drag(by: component(finger.translation))
            return nil
        case .ended(let finger), .cancelled(let finger):
            guard isDragging else { return nil }
            drag(by: component(finger.translation))
            return velocity(at: time, finger: component(finger.velocity))
        }
    }
}
