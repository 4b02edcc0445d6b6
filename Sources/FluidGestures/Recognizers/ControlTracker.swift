import FluidPhysics

/// Tracks a touch on a button the way `UIControl` does: highlight on touch
/// down, cancel by dragging away, confirm by lifting inside — with an
/// expanded tracking area so a finger that drifts a little does not lose
/// the button.
///
/// A touch starts tracking only if it lands inside `bounds` grown by
/// `hitExpansion` on every side (default 0; grow small buttons toward the
/// 44-point minimum hit target). While tracking, the touch counts as inside
/// as long as it is within `bounds` grown by `trackingExpansion` on every
/// side. The default, 70 points, is the distance UIKit's controls allow
/// before `touchDragExit`: a thumb rolls and drifts several millimetres
/// during a press, and leaving the button should take a deliberate move
/// away, not a wobble. Set it to 0 for controls packed edge to edge (a
/// keyboard), where drift into the neighbour should cancel.
///
/// `bounds` may change while a touch is tracked (a button that scales as it
/// is pressed); the next event is judged against the new bounds.
///
/// ## States and transitions
/// | state             | input                                    | emits                   | next               |
/// |-------------------|------------------------------------------|-------------------------|--------------------|
/// | `.idle`           | `began` inside the hit area              | `.touchDown`            | `.trackingInside`  |
/// | `.idle`           | `began` outside the hit area             | —                       | `.idle`            |
/// | `.trackingInside` | `moved` within the tracking area         | `.dragInside`           | `.trackingInside`  |
/// | `.trackingInside` | `moved` beyond it                        | `.dragExit`             | `.trackingOutside` |
/// | `.trackingOutside`| `moved` back within it                   | `.dragEnter`            | `.trackingInside`  |
/// | `.trackingOutside`| `moved` still beyond it                  | `.dragOutside`          | `.trackingOutside` |
/// | tracking          | `ended` within / beyond the tracking area| `.touchUpInside` / `.touchUpOutside` | `.idle` |
/// | tracking          | `cancelled`, `cancel()`                  | `.touchCancel`          | `.idle`            |
///
/// `stationary` events only update the time. A repeated `began` of the
/// tracked pointer cancels and is then handled as from `.idle`; other
/// pointers are ignored.
public struct ControlTracker: GestureRecognizer, Hashable {
    /// The states of a control.
    public enum State: Hashable, Sendable {
        /// No touch is tracked.
        case idle
        /// A touch is tracked and counts as inside (the control is highlighted).
        case trackingInside
        /// A touch is tracked but has been dragged away.
        case trackingOutside
    }

    /// What a control reports, named as `UIControl.Event`.
    public enum Event: Hashable, Sendable {
        /// A touch landed on the control: highlight now.
        case touchDown
        /// The touch moved and is still inside.
        case dragInside
        /// The touch moved and is still outside.
        case dragOutside
        /// The touch came back inside: highlight again.
        case dragEnter
        /// The touch left: remove the highlight.
        case dragExit
        /// The touch lifted inside: perform the action.
        case touchUpInside
        /// The touch lifted outside: do nothing.
        case touchUpOutside
        /// The system took the touch: do nothing.
        case touchCancel
    }

    /// The control's frame, points.
    public var bounds: Rect
    /// How far beyond `bounds` a touch-down still lands, points (default 0).
    public var hitExpansion: Double
    /// How far beyond `bounds` a tracked touch still counts as inside, points (default 70).
    public var trackingExpansion: Double

    /// The current state.
    public private(set) var state: State = .idle
    private var pointer: FollowedPointer?

    /// UIKit's tracking expansion: how far beyond its bounds a control
    /// keeps a touch that started in it inside, 70 points.
    public static let defaultTrackingExpansion: Double = 70

    /// Creates a tracker for a control occupying `bounds`.
    public init(bounds: Rect, hitExpansion: Double = 0, trackingExpansion: Double = ControlTracker.defaultTrackingExpansion) {
        self.bounds = bounds
        self.hitExpansion = hitExpansion
        self.trackingExpansion = trackingExpansion
    }

    /// Whether the control should look pressed.
    public var isHighlighted: Bool { state == .trackingInside }
    /// The tracked touch's last location, points, or nil when idle.
    public var location: Point? { pointer?.location }

    /// Whether `point` is within `bounds` grown by `expansion` on every side
    /// (a negative or non-finite expansion counts as 0).
    public func contains(_ point: Point, expansion: Double) -> Bool {
        let e = expansion.isFinite ? Swift.max(expansion, 0) : 0
        return point.x >= bounds.minX - e && point.x <= bounds.maxX + e
            && point.y >= bounds.minY - e && point.y <= bounds.maxY + e
    }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer else {
            guard touch.phase == .began, let started = FollowedPointer(began: touch),
                contains(started.location, expansion: hitExpansion)
            else { return GestureEvents() }
            pointer = started
            state = .trackingInside
            return GestureEvents(.touchDown)
        }
        guard followed.owns(touch) else { return GestureEvents() }
        if touch.phase == .began { return restart(with: touch) }
        guard followed.accept(touch) != nil else { return GestureEvents() }
        pointer = followed
        let inside = contains(followed.location, expansion: trackingExpansion)
        switch touch.phase {
        case .moved:
            switch (state, inside) {
            case (.trackingInside, true): return GestureEvents(.dragInside)
            case (.trackingInside, false): state = .trackingOutside; return GestureEvents(.dragExit)
            case (.trackingOutside, true): state = .trackingInside; return GestureEvents(.dragEnter)
            default: return GestureEvents(.dragOutside)
            }
        case .stationary, .began:
            return GestureEvents()
        case .ended:
            return finish(inside ? .touchUpInside : .touchUpOutside)
        case .cancelled:
            return finish(.touchCancel)
        }
    }

    /// A control has nothing time-based; this only moves its clock.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        pointer.moveClock(to: time)
        return GestureEvents()
    }

    /// Cancels the tracked touch (`.touchCancel`).
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        return pointer == nil ? GestureEvents() : finish(.touchCancel)
    }

    private mutating func finish(_ event: Event) -> GestureEvents<Event> {
        pointer = nil
        state = .idle
        return GestureEvents(event)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle` exactly when no touch is tracked, and the tracked
    ///   pointer's record is consistent (`FollowedPointer.checkInvariants()`).
    func checkInvariants() -> Bool {
        precondition((state == .idle) == (pointer == nil), "state \(state), tracking \((pointer?.id).describedOrNil)")
        if let pointer { _ = pointer.checkInvariants() }
        return true
    }
}
