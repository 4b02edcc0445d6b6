/// A gesture recognizer: an explicit state machine that reads touch events
/// and emits typed events.
///
/// Recognizers are values. They own no timers and read no clock: time moves
/// only through the timestamps of the events they are given and through
/// `advance(to:)`, which an owner calls once per frame with the frame's
/// time so that time-based decisions (a long press, a tap that was held too
/// long, a synthetic force ramp) happen even when no event arrives.
///
/// ## Rules every recognizer follows
/// - **One pointer.** A recognizer follows the pointer that began its
///   gesture. Events of any other pointer are ignored while it does, so a
///   second finger never corrupts the first finger's gesture.
/// - **Outside cancellation.** A `cancelled` event for the followed pointer,
///   or a call to `cancel()`, ends the gesture at once with the recognizer's
///   cancellation event and returns it to its idle state.
/// - **Illegal sequences are ignored, never fatal.** `moved`, `stationary`,
///   `ended` or `cancelled` for a pointer that is not followed produce no
///   event. A second `began` for the followed pointer means its end was
///   lost: the current gesture is cancelled and a new one begins.
/// - **Bad numbers.** A `began` or `moved` event whose location or time is
///   NaN or infinite is ignored. An `ended` or `cancelled` event with a bad
///   location is taken at the last good location, with a bad time at the
///   last good time. A time earlier than the last one is raised to it:
///   inside a recognizer, time never runs backwards.
/// - **No allocation.** The events of one call come back in a
///   `GestureEvents`, stored inline; in steady state, handling an event or
///   a frame allocates nothing (the test suite counts malloc calls).
public protocol GestureRecognizer: Sendable {
    /// The states of the machine; each recognizer documents its transitions.
    associatedtype State: Hashable, Sendable
    /// What the recognizer reports.
    associatedtype Event: Hashable, Sendable

    /// The current state.
    var state: State { get }

    /// Feeds one touch event; returns the events it caused, in order.
    mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event>

    /// Lets time pass to `time` seconds with no touch event; returns the
    /// events that became due (for example a long press being recognised).
    /// A non-finite time, or one before the last time seen, does nothing.
    mutating func advance(to time: Double) -> GestureEvents<Event>

    /// Cancels the gesture in progress, as when the system takes the touch;
    /// returns the cancellation events (none if idle).
    mutating func cancel() -> GestureEvents<Event>
}

extension GestureRecognizer {
    /// Feeds `touches` in order; returns every event they caused, in order.
    ///
    /// For replaying recorded scripts and for tests: unlike the per-event
    /// calls it collects an unbounded number of events, in an array.
    public mutating func handle<Touches: Sequence>(_ touches: Touches) -> [Event] where Touches.Element == TouchEvent {
        var events: [Event] = []
        for touch in touches { events += handle(touch) }
        return events
    }
}

extension GestureRecognizer {
    /// A new touch-down from the pointer already followed (its lift was
    /// lost): the touch in progress is cancelled and `touch` begins afresh.
    mutating func restart(with touch: TouchEvent) -> GestureEvents<Event> {
        var events = cancel()
        events.append(contentsOf: handle(touch))
        return events
    }
}
