import FluidPhysics

/// Recognises a press held still for `minimumDuration`, then follows the
/// pointer until it lifts — with no timer.
///
/// The press becomes a long press at the first moment the recognizer learns
/// that `minimumDuration` has passed: an event of the pointer or a call to
/// `advance(to:)`, which the owner makes once per frame. The `.began` event
/// carries that moment's time; `pressDuration` tells how long the press had
/// lasted.
///
/// Before recognition the pointer may wander `allowableMovement` points
/// from its touch-down; after it, it may move freely (to drag what it
/// picked up). Defaults are UIKit's: 0.5 s and 10 points.
///
/// ## States and transitions
/// | state          | input                                               | emits                        | next           |
/// |----------------|-----------------------------------------------------|------------------------------|----------------|
/// | `.idle`        | `began`                                             | —                            | `.possible`    |
/// | `.possible`    | event or `advance` at or after the deadline          | `.began` (then the event's own effect) | `.recognized` |
/// | `.possible`    | move beyond `allowableMovement` before the deadline | `.failed(.movedTooFar)`      | `.idle`        |
/// | `.possible`    | `ended` before the deadline                         | `.failed(.releasedTooSoon)`  | `.idle`        |
/// | `.possible`    | `cancelled`, `cancel()`                             | `.failed(.cancelled)`        | `.idle`        |
/// | `.recognized`  | `moved`, `stationary`                               | `.changed`                   | `.recognized`  |
/// | `.recognized`  | `ended`                                             | `.ended`                     | `.idle`        |
/// | `.recognized`  | `cancelled`, `cancel()`                             | `.cancelled`                 | `.idle`        |
///
/// When an event arrives after the deadline, the press is recognised at the
/// position known before the event (that is where the pointer was when the
/// time ran out), and then the event is applied as a `.changed` or `.ended`.
/// A repeated `began` of the followed pointer cancels (or fails) the press
/// and starts a new one; other pointers are ignored.
public struct LongPressRecognizer: GestureRecognizer, Hashable {
    /// The states of a long press.
    public enum State: Hashable, Sendable {
        /// No pointer is followed.
        case idle
        /// A pointer is down; not yet long enough.
        case possible
        /// The press was long enough; following the pointer until it lifts.
        case recognized
    }

    /// What a long press reports.
    public struct Value: Hashable, Sendable {
        /// Where the pointer touched down, points.
        public var startLocation: Point
        /// Where it is, points.
        public var location: Point
        /// The time of the report, seconds.
        public var time: Double
        /// Seconds since touch-down.
        public var pressDuration: Double

        /// Creates a long-press report (for tests and replays).
        public init(startLocation: Point, location: Point, time: Double, pressDuration: Double) {
            self.startLocation = startLocation
            self.location = location
            self.time = time
            self.pressDuration = pressDuration
        }
    }

    /// Why a press did not become a long press.
    public enum Failure: Hashable, Sendable {
        /// It moved more than `allowableMovement` before the deadline.
        case movedTooFar
        /// It lifted before the deadline.
        case releasedTooSoon
        /// It was cancelled from outside before the deadline.
        case cancelled
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// The press is now a long press (play a haptic, show a menu).
        case began(Value)
        /// The pointer moved (or was reported still) after recognition.
        case changed(Value)
        /// The pointer lifted after recognition.
        case ended(Value)
        /// The system took the pointer after recognition.
        case cancelled(Value)
        /// The press never became a long press.
        case failed(Failure)
    }

    /// How long the press must last, seconds (default 0.5).
    public var minimumDuration: Double
    /// How far the pointer may move before recognition, points (default 10).
    public var allowableMovement: Double

    /// The current state.
    public private(set) var state: State = .idle
    private var pointer: FollowedPointer?

    /// Creates a long-press recognizer (UIKit's defaults: 0.5 s, 10 points).
    public init(minimumDuration: Double = 0.5, allowableMovement: Double = 10) {
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer else {
            guard touch.phase == .began, let started = FollowedPointer(began: touch) else { return GestureEvents() }
            pointer = started
            state = .possible
            return GestureEvents()
        }
        guard followed.owns(touch) else { return GestureEvents() }
        if touch.phase == .began {
            // The end was lost: finish this press; the new one emits nothing yet.
            let ending = cancel()
            _ = handle(touch)
            return ending
        }
        var events = GestureEvents<Event>()
        // Time that passed before this event may already have recognised the
        // press — unless the system is taking the touch away: a cancelled
        // touch never recognises.
        if state == .possible, touch.phase != .cancelled, touch.timestamp.isFinite, touch.timestamp - followed.startTime >= minimumDuration {
            _ = followed.advance(to: touch.timestamp)
            events.append(recognize(followed))
        }
        guard followed.accept(touch) != nil else {
            pointer = followed
            return events
        }
        pointer = followed
        switch (state, touch.phase) {
        case (.possible, .moved), (.possible, .stationary):
            if followed.startLocation.distance(to: followed.location) > allowableMovement {
                events.append(finish(.failed(.movedTooFar)))
            }
        case (.possible, .ended):
            events.append(finish(.failed(.releasedTooSoon)))
        case (.possible, .cancelled):
            events.append(finish(.failed(.cancelled)))
        case (.recognized, .moved), (.recognized, .stationary):
            events.append(.changed(value(followed)))
        case (.recognized, .ended):
            events.append(finish(.ended(value(followed))))
        case (.recognized, .cancelled):
            events.append(finish(.cancelled(value(followed))))
        default:
            break
        }
        return events
    }

    /// Lets time pass; recognises the press once `minimumDuration` has elapsed.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer, followed.advance(to: time) else { return GestureEvents() }
        pointer = followed
        guard state == .possible, followed.duration >= minimumDuration else { return GestureEvents() }
        return GestureEvents(recognize(followed))
    }

    /// Fails a possible press (`.failed(.cancelled)`) or cancels a recognised one.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard let followed = pointer else { return GestureEvents() }
        return GestureEvents(finish(state == .recognized ? .cancelled(value(followed)) : .failed(.cancelled)))
    }

    /// Enters `.recognized`; returns the `.began` event.
    private mutating func recognize(_ followed: FollowedPointer) -> Event {
        pointer = followed
        state = .recognized
        return .began(value(followed))
    }

    /// Returns to `.idle`; returns `event`, the last of the press.
    private mutating func finish(_ event: Event) -> Event {
        pointer = nil
        state = .idle
        return event
    }

    private func value(_ followed: FollowedPointer) -> Value {
        Value(startLocation: followed.startLocation, location: followed.location, time: followed.time, pressDuration: followed.duration)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle` exactly when no pointer is followed, and the followed
    ///   pointer's record is consistent (`FollowedPointer.checkInvariants()`).
    func checkInvariants() -> Bool {
        precondition((state == .idle) == (pointer == nil), "state \(state), following \((pointer?.id).describedOrNil)")
        if let pointer { _ = pointer.checkInvariants() }
        return true
    }
}
