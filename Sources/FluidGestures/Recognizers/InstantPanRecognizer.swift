import FluidPhysics

/// A pan that begins the moment the finger touches down, so a touch can
/// catch a moving object (a drawer in flight, a decelerating list) and a
/// tap is simply a pan that did not move.
///
/// ## States and transitions
/// | state      | input (followed pointer)   | emits                 | next      |
/// |------------|----------------------------|-----------------------|-----------|
/// | `.idle`    | `began` (any pointer)      | `.began`              | `.panning`|
/// | `.panning` | `moved`, `stationary`      | `.changed`            | `.panning`|
/// | `.panning` | `ended`                    | `.ended`              | `.idle`   |
/// | `.panning` | `cancelled`, `cancel()`    | `.cancelled`          | `.idle`   |
/// | `.panning` | `began` (end was lost)     | `.cancelled`, `.began`| `.panning`|
///
/// Everything else is ignored (see `GestureRecognizer`).
///
/// Every `moved` and `stationary` position is a velocity sample (a
/// stationary finger is a real measurement: it is there, not moving). The
/// `ended` event's location sets the final translation but is not a sample:
/// as in Flutter and Android, the lift-off report repeats the last position
/// late, and sampling it would fake a stop. Because of the tracker's stopped
/// rule, a finger that rests more than 40 ms before lifting ends with zero
/// velocity — no phantom fling.
public struct InstantPanRecognizer: GestureRecognizer, Hashable {
    /// The states of a pan.
    public enum State: Hashable, Sendable {
        /// No pointer is followed.
        case idle
        /// A pointer is down and followed.
        case panning
    }

    /// What a pan reports: where it is, how far it went, how fast it moves.
    public struct Value: Hashable, Sendable {
        /// The pointer that drives the pan.
        public var pointer: PointerID
        /// Where the pointer touched down, points.
        public var startLocation: Point
        /// Where it is now, points.
        public var location: Point
        /// location − startLocation, points.
        public var translation: Vector
        /// The estimated velocity, points/s (zero at `began`).
        public var velocity: Vector
        /// The time of the report, seconds.
        public var time: Double

        /// Creates a pan report (for tests and replays).
        public init(pointer: PointerID, startLocation: Point, location: Point, translation: Vector, velocity: Vector, time: Double) {
            self.pointer = pointer
            self.startLocation = startLocation
            self.location = location
            self.translation = translation
            self.velocity = velocity
            self.time = time
        }
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// The pointer touched down; the pan has begun (translation zero).
        case began(Value)
        /// The pointer moved or was reported still.
        case changed(Value)
        /// The pointer lifted; `velocity` is the release velocity to hand to
        /// an animation.
        case ended(Value)
        /// The system took the pointer away; do not complete the gesture.
        case cancelled(Value)

        /// The pan's value at this event, whichever its kind.
        public var value: Value {
            switch self {
            case .began(let value), .changed(let value), .ended(let value), .cancelled(let value): return value
            }
        }
    }

    /// The current state.
    public private(set) var state: State = .idle
    /// The velocity estimator's strategy; a change applies from the next touch-down.
    public var velocityStrategy: VelocityStrategy
    /// The optional cap on the reported speed, points/s; a change applies
    /// from the next touch-down.
    public var maximumSpeed: Double?

    private var pointer: FollowedPointer?
    private var tracker: VelocityTracker

    /// Creates an idle pan.
    ///
    /// - Parameters:
    ///   - velocityStrategy: how the release velocity is estimated (least squares by default).
    ///   - maximumSpeed: optional speed cap, points/s (Android uses 8000 dp/s).
    public init(velocityStrategy: VelocityStrategy = .leastSquares, maximumSpeed: Double? = nil) {
        self.velocityStrategy = velocityStrategy
        self.maximumSpeed = maximumSpeed
        self.tracker = VelocityTracker(strategy: velocityStrategy, maximumSpeed: maximumSpeed)
    }

    /// The pointer being followed, if any.
    public var followedPointer: PointerID? { pointer?.id }

    /// The current velocity estimate at `time` seconds, points/s (zero when idle).
    public func velocity(at time: Double) -> Vector {
        pointer == nil ? .zero : tracker.velocity(at: time)
    }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer else {
            return touch.phase == .began ? begin(touch) : GestureEvents()
        }
        guard followed.owns(touch) else { return GestureEvents() }
        switch touch.phase {
        case .began:
            var events = finish(followed, cancelled: true)
            events.append(contentsOf: begin(touch))
            return events
        case .moved, .stationary:
            guard let (location, time) = followed.accept(touch) else { return GestureEvents() }
            pointer = followed
            tracker.addPosition(location, at: followed.eventTime)
            return GestureEvents(.changed(value(of: followed, at: time)))
        case .ended, .cancelled:
            _ = followed.accept(touch)
            return finish(followed, cancelled: touch.phase == .cancelled)
        }
    }

    /// Moves the pan's clock; a pan has nothing time-based to emit.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        pointer.moveClock(to: time)
        return GestureEvents()
    }

    /// Cancels a pan in progress (`.cancelled`), as when the system takes the touch.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard let followed = pointer else { return GestureEvents() }
        return finish(followed, cancelled: true)
    }

    private mutating func begin(_ touch: TouchEvent) -> GestureEvents<Event> {
        guard let followed = FollowedPointer(began: touch) else { return GestureEvents() }
        tracker = VelocityTracker(strategy: velocityStrategy, maximumSpeed: maximumSpeed)
        tracker.addPosition(followed.location, at: followed.time)
        pointer = followed
        state = .panning
        var first = value(of: followed, at: followed.time)
        first.velocity = .zero
        return GestureEvents(.began(first))
    }

    private mutating func finish(_ followed: FollowedPointer, cancelled: Bool) -> GestureEvents<Event> {
        let last = value(of: followed, at: followed.time)
        pointer = nil
        state = .idle
        return GestureEvents(cancelled ? .cancelled(last) : .ended(last))
    }

    private func value(of followed: FollowedPointer, at time: Double) -> Value {
        Value(
            pointer: followed.id, startLocation: followed.startLocation, location: followed.location,
            translation: followed.translation, velocity: tracker.velocity(at: time), time: time)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.panning` exactly when a pointer is followed, and that pointer's
    ///   record is consistent (`FollowedPointer.checkInvariants()`);
    /// - while panning, the newest velocity sample is the pointer's last
    ///   good location at its last event time (every `began`, `moved` and
    ///   `stationary` is a sample), and the tracker's samples are consistent.
    func checkInvariants() -> Bool {
        precondition((state == .panning) == (pointer != nil), "state \(state), following \((pointer?.id).describedOrNil)")
        if let pointer {
            _ = pointer.checkInvariants()
            precondition(tracker.newestTime == pointer.eventTime && tracker.newestPosition == pointer.location,
                         "newest sample \(tracker.newestPosition.describedOrNil) at \(tracker.newestTime.describedOrNil), pointer at \(pointer.location), \(pointer.eventTime)")
        }
        _ = tracker.checkInvariants()
        return true
    }
}
