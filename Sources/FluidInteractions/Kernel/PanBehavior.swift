import FluidGestures
import FluidPhysics

/// An interface one finger drags: its ``pan`` (an `InstantPanRecognizer`)
/// follows that finger and the interface says only what the pan does.
///
/// Conforming replaces `respond(to:as:)` with ``respond(to:)``, which gets
/// the pan's events for each admitted touch: `began` at touch-down (no
/// slop, so the interface answers at once), `changed` at each move,
/// `ended` or `cancelled` at the finger's end — each with the finger's
/// start, location, translation (points) and velocity (points per second).
/// The pan is a part the kernel runs before the interface's own
/// (``InteractionBehavior/visitTouchParts(_:)``): its clock moves with the
/// kernel's time, so ``fingerVelocity`` is current in `timeDidAdvance()`
/// too and a finger held still slows to zero, and the interface is not
/// settled while it follows a finger.
///
/// Which finger takes hold is still `role(forTouchAt:)` (an area with
/// `AreaTouchedBehavior`). It must not give `.primary` while a finger holds
/// it (`kernel.isHeld(.primary)`; `AreaTouchedBehavior` does not): the
/// kernel would let go of the first finger without a `cancelled`, while the
/// pan went on following it. So a second finger is not followed while the
/// first holds the interface. ``releaseAll()`` lets go of the pan's
/// finger too.
public protocol PanBehavior: InteractionBehavior where Role == PrimaryTouch {
    /// The finger that drags the interface, followed as a pan: where it
    /// began, how far it has moved (points) and how fast (points per
    /// second). Store one (`var pan = InstantPanRecognizer()`), or make it
    /// with another velocity estimate or speed limit.
    var pan: InstantPanRecognizer { get set }

    /// What the finger does, one pan event at a time, at the kernel's time.
    mutating func respond(to pan: InstantPanRecognizer.Event)
}

extension PanBehavior {
    /// Hands `touch` to the pan and each event it gives to ``respond(to:)``.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in pan.handle(touch) { respond(to: event) }
    }

    /// The finger's velocity now, points per second: zero when no finger holds the interface.
    public var fingerVelocity: Vector { pan.velocity(at: time) }

    /// The pan, which follows the finger.
    public mutating func visitTouchParts(_ visit: inout some InteractionPartVisitor) {
        visit(&pan)
    }

    /// Lets go of every finger and of the one the pan follows (its
    /// `cancelled` event is dropped: the interface has let go on its own).
    public mutating func releaseAll() {
        kernel.releaseAll()
        _ = pan.cancel()
    }
}
