import FluidPhysics

/// The pointer a recognizer follows, with the last good location and time,
/// and the bad-number rules of `GestureRecognizer` applied to its events.
struct FollowedPointer: Hashable, Sendable {
    /// The pointer's identifier.
    let id: PointerID
    /// The device behind it.
    let kind: PointerKind
    /// Where it touched down, points.
    let startLocation: Point
    /// When it touched down, seconds.
    let startTime: Double
    /// The last good location, points.
    private(set) var location: Point
    /// The recognizer's clock for this pointer, seconds (never decreases):
    /// the latest of the good event times and of `advance(to:)`. Deadlines,
    /// durations and the velocity query use it.
    private(set) var time: Double
    /// The latest good timestamp carried by an event itself, seconds —
    /// never raised by `advance(to:)`. Velocity samples use it, so a frame
    /// clock running ahead of the touch timestamps does not respace them.
    private(set) var eventTime: Double

    /// Starts following the pointer of a `began` event, or returns nil if
    /// the event's location or time is not finite.
    init?(began event: TouchEvent) {
        guard event.isFinite else { return nil }
        id = event.pointer
        kind = event.kind
        startLocation = event.location
        startTime = event.timestamp
        location = event.location
        time = event.timestamp
        eventTime = event.timestamp
    }

    /// Whether `event` is about this pointer.
    func owns(_ event: TouchEvent) -> Bool { event.pointer == id }

    /// Applies `event` (of this pointer) and returns the location and time
    /// to use, or nil if the event must be ignored (a `moved` or
    /// `stationary` event with a bad location or time).
    mutating func accept(_ event: TouchEvent) -> (location: Point, time: Double)? {
        let goodLocation = event.location.x.isFinite && event.location.y.isFinite
        let goodTime = event.timestamp.isFinite
        if !event.phase.isTerminal, !(goodLocation && goodTime) { return nil }
        if goodLocation { location = event.location }
        if goodTime {
            time = Swift.max(time, event.timestamp)
            eventTime = Swift.max(eventTime, event.timestamp)
        }
        return (location, time)
    }

    /// Moves the clock to `newTime` if it is finite and not earlier; returns
    /// whether it did.
    mutating func advance(to newTime: Double) -> Bool {
        guard newTime.isFinite, newTime >= time else { return false }
        time = newTime
        return true
    }

    /// The offset from the touch-down location to the last good location.
    var translation: Vector { startLocation.offset(to: location) }
    /// Seconds since touch-down.
    var duration: Double { time - startTime }

    // MARK: Invariants

    /// Checks the pointer's record, stopping the program on the first
    /// broken invariant; returns true. Each recognizer calls it from its own
    /// `checkInvariants()` (debug builds only).
    ///
    /// - the touch-down and the last good location are finite points, and
    ///   every time is finite;
    /// - startTime ≤ eventTime ≤ time: the event clock starts at the
    ///   touch-down and never decreases, and the recognizer's clock (raised
    ///   by events and by `advance(to:)`) is never behind it.
    func checkInvariants() -> Bool {
        precondition(startLocation.x.isFinite && startLocation.y.isFinite, "pointer \(id): touch-down at \(startLocation)")
        precondition(location.x.isFinite && location.y.isFinite, "pointer \(id): last good location \(location)")
        precondition(startTime.isFinite && eventTime.isFinite && time.isFinite, "pointer \(id): times \(startTime), \(eventTime), \(time)")
        precondition(startTime <= eventTime && eventTime <= time, "pointer \(id): touch-down \(startTime), event time \(eventTime), clock \(time)")
        return true
    }
}

extension Optional where Wrapped == FollowedPointer {
    /// Moves the followed pointer's clock to `time`, if a pointer is
    /// followed (a non-finite or earlier time changes nothing): all that a
    /// recognizer with nothing time-based does as time passes.
    mutating func moveClock(to time: Double) {
        if var followed = self, followed.advance(to: time) { self = followed }
    }
}
