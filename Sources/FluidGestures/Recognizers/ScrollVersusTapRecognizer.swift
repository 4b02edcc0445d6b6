import FluidPhysics

/// Decides, for a touch on tappable content inside a scrolling list,
/// whether it is a tap or a scroll — without delaying the touch.
///
/// UIKit's answer is to hold touches back (`delaysContentTouches`) until the
/// intent is clear, which makes every press feel late. This recognizer
/// does what Threads' elastic list does: the content hears the touch at
/// once (`.touchDown`: highlight, start a press animation), and if the
/// finger then travels more than `scrollSlop` along a scrolling axis, the
/// pending tap is cancelled (`.tapCancelled`: let the press animation
/// relax) and the touch becomes a scroll. Because the press response is
/// proportional and animated, taking it back does not flash.
///
/// If the content is already moving when the finger lands (the owner sets
/// `isContentMoving` while its deceleration runs), the touch catches it
/// instead: `.contentCaught` (stop the animation), no highlight, no tap,
/// and the next movement along the axis scrolls at once, without slop.
///
/// Scroll translations start where the finger crossed the slop, so the
/// content neither jumps by the slop nor loses the movement beyond it.
/// Translations and velocities are restricted to the scrolling axes.
///
/// ## States and transitions
/// | state        | input                                                     | emits                              | next         |
/// |--------------|-----------------------------------------------------------|------------------------------------|--------------|
/// | `.idle`      | `began`, content still                                    | `.touchDown`                       | `.pressing`  |
/// | `.idle`      | `began`, content moving                                   | `.contentCaught`                   | `.catching`  |
/// | `.pressing`  | `moved` beyond `scrollSlop` along an axis                 | `.tapCancelled`, `.scrollBegan`    | `.scrolling` |
/// | `.pressing`  | `moved` beyond `tapSlop` in total (not a scroll)          | `.tapCancelled`                    | `.abandoned` |
/// | `.pressing`  | `ended`                                                   | `.tap`                             | `.idle`      |
/// | `.abandoned` | `moved` beyond `scrollSlop` along an axis                 | `.scrollBegan`                     | `.scrolling` |
/// | `.abandoned` | `ended`                                                   | `.touchEnded`                      | `.idle`      |
/// | `.catching`  | `moved` along an axis                                     | `.scrollBegan`                     | `.scrolling` |
/// | `.catching`  | `ended`                                                   | `.touchEnded`                      | `.idle`      |
/// | `.scrolling` | `moved`, `stationary`                                     | `.scrollChanged`                   | `.scrolling` |
/// | `.scrolling` | `ended`                                                   | `.scrollEnded` (with velocity)     | `.idle`      |
/// | any active   | `cancelled`, `cancel()`                                   | `.tapCancelled` / `.scrollCancelled` / `.touchEnded` | `.idle` |
///
/// A repeated `began` of the followed pointer cancels and starts again;
/// other pointers are ignored.
public struct ScrollVersusTapRecognizer: GestureRecognizer, Hashable {
    /// The axes a list scrolls along.
    public enum Axes: Hashable, Sendable {
        /// Up and down.
        case vertical
        /// Left and right.
        case horizontal
        /// Both (a map, a canvas).
        case both

        /// `vector` with the components that do not scroll set to zero.
        @inlinable
        public func restrict(_ vector: Vector) -> Vector {
            switch self {
            case .vertical: return Vector(dx: 0, dy: vector.dy)
            case .horizontal: return Vector(dx: vector.dx, dy: 0)
            case .both: return vector
            }
        }
    }

    /// The states of the decision.
    public enum State: Hashable, Sendable {
        /// No touch.
        case idle
        /// Touching still content: a tap is pending and the content is highlighted.
        case pressing
        /// Touching content that was moving: it is held, no tap is pending.
        case catching
        /// The touch moved too far across the axis for a tap but has not scrolled.
        case abandoned
        /// The touch scrolls the content.
        case scrolling
    }

    /// A scroll report.
    public struct Scroll: Hashable, Sendable {
        /// Where the finger is, points.
        public var location: Point
        /// How far the content should have moved since the scroll began,
        /// points, along the scrolling axes.
        public var translation: Vector
        /// The finger's velocity along the scrolling axes, points/s.
        public var velocity: Vector
        /// When, seconds.
        public var time: Double

        /// Creates a scroll report (for tests and replays).
        public init(location: Point, translation: Vector, velocity: Vector, time: Double) {
            self.location = location
            self.translation = translation
            self.velocity = velocity
            self.time = time
        }
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// A finger touched still content: respond now (highlight, press).
        case touchDown(Point)
        /// A finger touched moving content: stop it.
        case contentCaught(Point)
        /// The pending tap will not happen: undo the touch-down response.
        case tapCancelled
        /// The touch lifted as a tap: perform the action.
        case tap(Point)
        /// The touch lifted without tapping or scrolling.
        case touchEnded(Point)
        /// The content starts to follow the finger.
        case scrollBegan(Scroll)
        /// The content follows the finger.
        case scrollChanged(Scroll)
        /// The finger lifted; `velocity` starts the deceleration.
        case scrollEnded(Scroll)
        /// The system took the touch during a scroll.
        case scrollCancelled(Scroll)
    }

    /// The axes the content scrolls along.
    public var axes: Axes
    /// Movement along the axes that turns a touch into a scroll, points (default 10).
    public var scrollSlop: Double
    /// Total movement beyond which a touch is no longer a tap, points (default 20).
    public var tapSlop: Double
    /// Whether the content is moving on its own (decelerating, bouncing);
    /// the owner keeps it up to date. Read at touch-down.
    public var isContentMoving: Bool
    /// How the scroll velocity is estimated.
    public var velocityStrategy: VelocityStrategy

    /// The current state.
    public private(set) var state: State = .idle
    private var pointer: FollowedPointer?
    private var tracker = VelocityTracker()
    private var scrollOrigin = Point.zero

    /// Creates a recognizer for content scrolling along `axes`.
    public init(
        axes: Axes = .vertical, scrollSlop: Double = 10, tapSlop: Double = 20,
        isContentMoving: Bool = false, velocityStrategy: VelocityStrategy = .leastSquares
    ) {
        self.axes = axes
        self.scrollSlop = scrollSlop
        self.tapSlop = tapSlop
        self.isContentMoving = isContentMoving
        self.velocityStrategy = velocityStrategy
    }

    /// Whether the touched content should look pressed.
    public var isHighlighted: Bool { state == .pressing }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer else {
            guard touch.phase == .began, let started = FollowedPointer(began: touch) else { return GestureEvents() }
            pointer = started
            tracker = VelocityTracker(strategy: velocityStrategy)
            tracker.addPosition(started.location, at: started.time)
            if isContentMoving {
                state = .catching
                return GestureEvents(.contentCaught(started.location))
            }
            state = .pressing
            return GestureEvents(.touchDown(started.location))
        }
        guard followed.owns(touch) else { return GestureEvents() }
        if touch.phase == .began { return restart(with: touch) }
        guard followed.accept(touch) != nil else { return GestureEvents() }
        pointer = followed
        switch touch.phase {
        case .moved, .stationary, .began:
            tracker.addPosition(followed.location, at: followed.eventTime)
            return move(followed)
        case .ended:
            return lift(followed)
        case .cancelled:
            return cancel()
        }
    }

    /// Scrolling has nothing time-based; this only moves the clock.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        pointer.moveClock(to: time)
        return GestureEvents()
    }

    /// Cancels the touch: a pending tap is cancelled, a scroll is cancelled
    /// (with its last translation and velocity), a caught or abandoned touch ends.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard let followed = pointer else { return GestureEvents() }
        let event: Event
        switch state {
        case .pressing: event = .tapCancelled
        case .scrolling: event = .scrollCancelled(scroll(followed))
        default: event = .touchEnded(followed.location)
        }
        pointer = nil
        state = .idle
        return GestureEvents(event)
    }

    private mutating func move(_ followed: FollowedPointer) -> GestureEvents<Event> {
        let along = axes.restrict(followed.translation)
        switch state {
        case .pressing, .abandoned, .catching:
            let slop = state == .catching ? 0 : Swift.max(scrollSlop, 0)
            let distance = along.length
            if distance > slop {
                // Start where the finger crossed the slop: no jump, no lost movement.
                // A distance that overflows (points near ±1e308) makes the
                // shift ∞·0: the slop is nothing next to it, start at the touch-down.
                let shift = along * (slop / distance)
                scrollOrigin = followed.startLocation + (shift.dx.isFinite && shift.dy.isFinite ? shift : .zero)
                var events = GestureEvents<Event>()
                if state == .pressing { events.append(.tapCancelled) }
                state = .scrolling
                events.append(.scrollBegan(scroll(followed)))
                return events
            }
            if state == .pressing, followed.translation.length > tapSlop {
                state = .abandoned
                return GestureEvents(.tapCancelled)
            }
            return GestureEvents()
        case .scrolling:
            return GestureEvents(.scrollChanged(scroll(followed)))
        case .idle:
            return GestureEvents()
        }
    }

    private mutating func lift(_ followed: FollowedPointer) -> GestureEvents<Event> {
        // The lift-off location can itself be a scroll's worth away.
        var events = state == .pressing ? move(followed) : GestureEvents()
        let final: Event
        switch state {
        case .pressing: final = .tap(followed.location)
        case .scrolling: final = .scrollEnded(scroll(followed))
        default: final = .touchEnded(followed.location)
        }
        pointer = nil
        state = .idle
        events.append(final)
        return events
    }

    private func scroll(_ followed: FollowedPointer) -> Scroll {
        Scroll(
            location: followed.location,
            translation: axes.restrict(scrollOrigin.offset(to: followed.location)),
            velocity: axes.restrict(tracker.velocity(at: followed.time)),
            time: followed.time)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle` exactly when no pointer is followed, and the followed
    ///   pointer's record is consistent;
    /// - while a pointer is followed, the newest velocity sample is its last
    ///   good location at its last event time, and the tracker is consistent;
    /// - while scrolling, the scroll's origin is a finite point.
    func checkInvariants() -> Bool {
        precondition((state == .idle) == (pointer == nil), "state \(state), following \((pointer?.id).describedOrNil)")
        if let pointer {
            _ = pointer.checkInvariants()
            precondition(tracker.newestTime == pointer.eventTime && tracker.newestPosition == pointer.location,
                         "newest sample \(tracker.newestPosition.describedOrNil) at \(tracker.newestTime.describedOrNil), pointer at \(pointer.location), \(pointer.eventTime)")
        }
        precondition(state != .scrolling || (scrollOrigin.x.isFinite && scrollOrigin.y.isFinite), "scrolling from \(scrollOrigin)")
        _ = tracker.checkInvariants()
        return true
    }
}
