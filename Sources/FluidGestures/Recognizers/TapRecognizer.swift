import FluidPhysics

/// Recognises taps — single, double or more — by movement and time only.
///
/// A tap is a touch that lifts within `maximumDuration` of touching down
/// and never strays more than `movementSlop` from where it touched down.
/// For `requiredTapCount` > 1 each further tap must begin within
/// `maximumTapInterval` of the previous lift and within
/// `maximumTapDistance` of the first tap.
///
/// Defaults: slop 10 points (about a fingertip's wobble; Android's touch
/// slop is 8 dp, UIKit's tap allows about 10 points), maximum duration
/// 0.5 s (beyond it the press reads as a long press), interval 0.3 s and
/// distance 40 points between taps (Android's double-tap timeout and slop).
///
/// ## States and transitions
/// | state               | input                                         | emits                    | next                |
/// |---------------------|-----------------------------------------------|--------------------------|---------------------|
/// | `.idle`             | `began`                                       | —                        | `.pressed`          |
/// | `.pressed`          | move beyond the slop                          | `.failed(.movedTooFar)`  | `.idle`             |
/// | `.pressed`          | event or `advance` past `maximumDuration`     | `.failed(.heldTooLong)`  | `.idle`             |
/// | `.pressed`          | `ended`, last tap                             | `.recognized`            | `.idle`             |
/// | `.pressed`          | `ended`, more taps needed                     | `.tapCompleted`          | `.awaitingNextTap`  |
/// | `.awaitingNextTap`  | `began` in time and near                      | —                        | `.pressed`          |
/// | `.awaitingNextTap`  | `began` too late / too far                    | `.failed(…)`, then as from `.idle` | `.pressed` |
/// | `.awaitingNextTap`  | `advance` past `maximumTapInterval`           | `.failed(.nextTapTooLate)` | `.idle`           |
/// | `.pressed`          | `cancelled`, `cancel()`, repeated `began`     | `.failed(.cancelled)`    | `.idle` (`.pressed` after a repeated `began`) |
///
/// The checks of `ended` use the lift-off's own location and time, so a
/// tap is judged correctly even if the owner never calls `advance(to:)`.
/// Other pointers are ignored while one is pressed.
public struct TapRecognizer: GestureRecognizer, Hashable {
    /// The states of a tap.
    public enum State: Hashable, Sendable {
        /// No pointer is followed and no tap sequence is in progress.
        case idle
        /// A pointer is down and may still become a tap.
        case pressed
        /// Some taps are complete; waiting for the next touch-down.
        case awaitingNextTap
    }

    /// A recognised tap.
    public struct Tap: Hashable, Sendable {
        /// Where the last tap lifted, points.
        public var location: Point
        /// When it lifted, seconds.
        public var time: Double
        /// How many taps the sequence had (1 for a single tap).
        public var count: Int

        /// Creates a tap report (for tests and replays).
        public init(location: Point, time: Double, count: Int) {
            self.location = location
            self.time = time
            self.count = count
        }
    }

    /// Why a tap sequence failed.
    public enum Failure: Hashable, Sendable {
        /// The pointer moved more than `movementSlop` from its touch-down.
        case movedTooFar
        /// The pointer stayed down longer than `maximumDuration`.
        case heldTooLong
        /// The next touch-down came later than `maximumTapInterval`.
        case nextTapTooLate
        /// The next touch-down was farther than `maximumTapDistance` from the first.
        case nextTapTooFar
        /// The touch was cancelled from outside.
        case cancelled
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// All `requiredTapCount` taps happened.
        case recognized(Tap)
        /// One tap of a multi-tap sequence is complete (`count` so far).
        case tapCompleted(Tap)
        /// The sequence failed; nothing should happen.
        case failed(Failure)
    }

    /// Largest distance from the touch-down, points (default 10).
    public var movementSlop: Double
    /// Longest a touch may stay down, seconds (default 0.5).
    public var maximumDuration: Double
    /// Taps needed (default 1; values below 1 count as 1).
    public var requiredTapCount: Int
    /// Longest wait from one lift to the next touch-down, seconds (default 0.3).
    public var maximumTapInterval: Double
    /// Largest distance of a later tap from the first one, points (default 40).
    public var maximumTapDistance: Double

    /// The current state.
    public private(set) var state: State = .idle

    private var pointer: FollowedPointer?
    private var completedTaps = 0
    private var firstTapLocation = Point.zero
    private var lastLiftTime = 0.0

    /// Creates a tap recognizer; see the type's documentation for the defaults.
    public init(
        movementSlop: Double = 10, maximumDuration: Double = 0.5, requiredTapCount: Int = 1,
        maximumTapInterval: Double = 0.3, maximumTapDistance: Double = 40
    ) {
        self.movementSlop = movementSlop
        self.maximumDuration = maximumDuration
        self.requiredTapCount = requiredTapCount
        self.maximumTapInterval = maximumTapInterval
        self.maximumTapDistance = maximumTapDistance
    }

    /// How many taps of the current sequence are complete.
    public var tapsCompleted: Int { completedTaps }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        switch state {
        case .idle:
            guard touch.phase == .began else { return GestureEvents() }
            press(touch)
            return GestureEvents()
        case .awaitingNextTap:
            guard touch.phase == .began, touch.isFinite else { return GestureEvents() }
            // Time never runs backwards inside the recognizer: a touch-down
            // stamped before the last lift happened at the lift.
            var touch = touch
            touch.timestamp = Swift.max(touch.timestamp, lastLiftTime)
            if touch.timestamp - lastLiftTime > maximumTapInterval {
                let failed = fail(.nextTapTooLate)
                press(touch)
                return failed
            }
            if firstTapLocation.distance(to: touch.location) > maximumTapDistance {
                let failed = fail(.nextTapTooFar)
                press(touch)
                return failed
            }
            press(touch)
            return GestureEvents()
        case .pressed:
            guard var followed = pointer, followed.owns(touch) else { return GestureEvents() }
            switch touch.phase {
            case .began:
                let failed = fail(.cancelled)
                press(touch)
                return failed
            case .cancelled:
                return fail(.cancelled)
            case .moved, .stationary:
                guard followed.accept(touch) != nil else { return GestureEvents() }
                pointer = followed
                return check(followed)
            case .ended:
                _ = followed.accept(touch)
                pointer = followed
                let failure = check(followed)
                guard failure.isEmpty else { return failure }
                return lift(followed)
            }
        }
    }

    /// Lets time pass: fails a press held too long or a sequence whose next
    /// tap is overdue.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        switch state {
        case .idle:
            return GestureEvents()
        case .pressed:
            guard var followed = pointer, followed.advance(to: time) else { return GestureEvents() }
            pointer = followed
            return check(followed)
        case .awaitingNextTap:
            guard time.isFinite, time - lastLiftTime > maximumTapInterval else { return GestureEvents() }
            return fail(.nextTapTooLate)
        }
    }

    /// Fails the sequence in progress with `.cancelled`.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        return state == .idle ? GestureEvents() : fail(.cancelled)
    }

    /// Starts a press (a touch-down emits nothing).
    private mutating func press(_ touch: TouchEvent) {
        guard let followed = FollowedPointer(began: touch) else {
            // An unusable touch-down: nothing is pressed.
            resetSequence()
            return
        }
        if completedTaps == 0 { firstTapLocation = followed.location }
        pointer = followed
        state = .pressed
    }

    private mutating func check(_ followed: FollowedPointer) -> GestureEvents<Event> {
        if followed.startLocation.distance(to: followed.location) > movementSlop { return fail(.movedTooFar) }
        if followed.duration > maximumDuration { return fail(.heldTooLong) }
        return GestureEvents()
    }

    private mutating func lift(_ followed: FollowedPointer) -> GestureEvents<Event> {
        completedTaps += 1
        let tap = Tap(location: followed.location, time: followed.time, count: completedTaps)
        pointer = nil
        if completedTaps >= Swift.max(requiredTapCount, 1) {
            resetSequence()
            return GestureEvents(.recognized(tap))
        }
        lastLiftTime = followed.time
        state = .awaitingNextTap
        return GestureEvents(.tapCompleted(tap))
    }

    private mutating func fail(_ failure: Failure) -> GestureEvents<Event> {
        resetSequence()
        return GestureEvents(.failed(failure))
    }

    private mutating func resetSequence() {
        pointer = nil
        completedTaps = 0
        state = .idle
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle`: no pointer, no completed tap; `.pressed`: a pointer is
    ///   followed (and consistent); `.awaitingNextTap`: no pointer, at least
    ///   one completed tap;
    /// - the first tap's location and the last lift time are finite, and a
    ///   later tap of a sequence touched down no earlier than the last lift
    ///   (time never runs backwards inside the recognizer).
    func checkInvariants() -> Bool {
        precondition(completedTaps >= 0, "\(completedTaps) completed taps")
        switch state {
        case .idle:
            precondition(pointer == nil && completedTaps == 0, "idle, following \((pointer?.id).describedOrNil), \(completedTaps) taps done")
        case .pressed:
            precondition(pointer != nil, "pressed without a pointer")
        case .awaitingNextTap:
            precondition(pointer == nil && completedTaps >= 1, "awaiting a tap, following \((pointer?.id).describedOrNil), \(completedTaps) taps done")
        }
        precondition(firstTapLocation.x.isFinite && firstTapLocation.y.isFinite && lastLiftTime.isFinite,
                     "first tap at \(firstTapLocation), last lift at \(lastLiftTime)")
        if let pointer {
            _ = pointer.checkInvariants()
            precondition(completedTaps == 0 || pointer.startTime >= lastLiftTime,
                         "tap \(completedTaps + 1) touched down at \(pointer.startTime), before the last lift at \(lastLiftTime)")
        }
        return true
    }
}
