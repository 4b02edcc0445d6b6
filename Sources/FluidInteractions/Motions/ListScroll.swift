import FluidAnimation
import FluidGestures
import FluidPhysics

/// A vertically scrolling list whose rows can be tapped, as one finger
/// drives it: the touch is told tap or scroll *without delay*
/// (`ScrollVersusTapRecognizer`, scroll slop 10 pt), the finger's vertical
/// velocity is measured (`VelocityTracker1D`, points/s), and the list's
/// `ScrollOffset` moves with it — grabbed at touch-down (a moving list is
/// caught, not tapped), dragged by the scroll, flicked on a lift with the
/// finger's velocity, sprung back on a system cancel.
///
/// The interface feeds it the touches its kernel admitted for the list
/// (`handle(_:at:)`) and the time (`advance(to:)`), and does its own part
/// from the returned events: press the row under a touch-down, let it go
/// when the tap is cancelled, act on a tap, follow the scroll steps.
public struct ListScroll: Sendable {
    /// What a touch did to the list, in order; the offset has already moved.
    public enum Event: Hashable, Sendable {
        /// A finger touched the list at rest, here: a tap is pending.
        case touchDown(Point)
        /// A finger touched the moving list, here: it stopped; no tap.
        case caught(Point)
        /// The pending tap will not happen (the touch scrolls or strayed).
        case tapCancelled
        /// A scroll step that moved the offset: by `delta` points (finite,
        /// not 0) to `offset`, with the finger at `finger`.
        case scrolled(delta: Double, offset: Double, finger: Point)
        /// The touch lifted as a tap, here.
        case tap(Point)
        /// The touch ended without tapping or scrolling.
        case touchEnded
    }

    /// The list's offset.
    public private(set) var offset: ScrollOffset
    private var recognizer = ScrollVersusTapRecognizer(axes: .vertical)
    private var finger = VelocityTracker1D()

    /// A list moving `offset`, no finger on it.
    public init(offset: ScrollOffset) {
        self.offset = offset
    }

    /// The offset shown at `time`, points.
    public func value(at time: Double) -> Double { offset.value(at: time) }

    /// The offset's velocity at `time`, points/s (while dragged, the finger's through the rubber band).
    public func velocity(at time: Double) -> Double { offset.velocity(at: time, finger: finger.velocity(at: time)) }

    /// Applies an admitted touch of the list's finger at `time` (the
    /// kernel's) and returns what it did.
    public mutating func handle(_ touch: TouchEvent, at time: Double) -> GestureEvents<Event> {
        if touch.phase == .began { recognizer.isContentMoving = offset.phase == .animating }
        if touch.phase == .moved || touch.phase == .stationary { finger.addPosition(touch.location.y, at: time) }
        var out = GestureEvents<Event>()
        for event in recognizer.handle(touch) {
            switch event {
            case .touchDown(let p), .contentCaught(let p):
                offset.grab(at: time)
                finger.reset()
                finger.addPosition(p.y, at: time)
                if case .touchDown = event { out.append(.touchDown(p)) } else { out.append(.caught(p)) }
            case .tapCancelled:
                out.append(.tapCancelled)
            case .scrollBegan(let s), .scrollChanged(let s), .scrollEnded(let s):
                let before = offset.value(at: time)
                offset.drag(translation: s.translation.dy)
                let after = offset.value(at: time)
                let delta = after - before
                if delta != 0, delta.isFinite { out.append(.scrolled(delta: delta, offset: after, finger: s.location)) }
                if case .scrollEnded = event { offset.release(at: time, finger: finger.velocity(at: time)) }
            case .scrollCancelled:
                offset.cancel(at: time, finger: finger.velocity(at: time))
            case .touchEnded:
                offset.release(at: time, finger: finger.velocity(at: time))
                out.append(.touchEnded)
            case .tap(let p):
                offset.release(at: time, finger: finger.velocity(at: time))
                out.append(.tap(p))
            }
        }
        // A touch that ended without a lift acted on (a system cancel of a pending tap): no fling.
        if recognizer.state == .idle, offset.phase == .dragging { offset.cancel(at: time, finger: finger.velocity(at: time)) }
        return out
    }

    /// Swaps in the offset's bounce spring, glide deceleration and rubber
    /// band constant (unitless) at `time` (seconds), without a jump
    /// (`ScrollOffset.retune(bounce:decay:bandConstant:at:)`).
    public mutating func retune(bounce: Spring, decay: Decay, bandConstant: Double, at time: Double) {
        offset.retune(bounce: bounce, decay: decay, bandConstant: bandConstant, at: time)
    }

    /// Puts `tuning`'s list values in force at `time`, without a jump
    /// (`ScrollOffset.retune(to:bounce:at:)`); returns whether the bounce
    /// spring or the glide's decay changed.
    @discardableResult
    public mutating func retune(to tuning: Tuning, bounce: Tunable, at time: Double) -> Bool {
        offset.retune(to: tuning, bounce: bounce, at: time)
    }

    /// Keeps the recognizer's clock and rests the offset once it has settled.
    public mutating func advance(to time: Double) {
        _ = recognizer.advance(to: time)
        offset.settle(at: time)
    }
}

extension ListScroll {
    /// Scrolls the offset `distance` points further on a spring, as a page
    /// scrolled without a gesture (``ScrollOffset/scroll(by:at:)``); nothing
    /// while a finger holds the list.
    public mutating func scroll(by distance: Double, at time: Double) {
        offset.scroll(by: distance, at: time)
    }
}

extension ListScroll: InteractionPart {
    /// Keeps the recognizer's clock and rests the offset (``advance(to:)``).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        advance(to: time)
    }

    /// True while the offset rests.
    public func isSettled(at time: Double) -> Bool { offset.phase == .resting }

    /// The offset takes `preference` (``ScrollOffset/setMotionPreference(_:at:)``).
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        offset.setMotionPreference(preference, at: time)
    }
}
