import FluidGestures
import FluidPhysics

extension PauseWatch {
    /// Watches a dragging finger's pan, one event at a time: `began`
    /// forgets the last gesture and reports the finger's first place,
    /// `changed` reports each place after it, `ended` and `cancelled` stop
    /// the resting samples. `position` picks what of the finger's place the
    /// detectors watch (`{ Point(x: 0, y: $0.location.y) }` for a vertical
    /// drag), in points; reports carry the pan's own time, seconds.
    ///
    /// Returns whether the rule in force says the finger paused at this
    /// event (never at an end).
    public mutating func follow(_ pan: InstantPanRecognizer.Event, watching position: (InstantPanRecognizer.Value) -> Point) -> Bool {
        switch pan {
        case .began(let finger):
            reset()
            return report(position(finger), at: finger.time)
        case .changed(let finger):
            return report(position(finger), at: finger.time)
        case .ended, .cancelled:
            stop()
            return false
        }
    }
}
