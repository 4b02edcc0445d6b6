import FluidGestures
import FluidPhysics

/// An interface one finger drags: the kernel follows that finger as a pan
/// (``InteractionKernel/pan``, an `InstantPanRecognizer`) and the interface
/// says only what the pan does.
///
/// Conforming replaces `respond(to:as:)` with ``respond(to:)``, which gets
/// the pan's events for each admitted touch: `began` at touch-down (no
/// slop, so the interface answers at once), `changed` at each move,
/// `ended` or `cancelled` at the finger's end — each with the finger's
/// start, location, translation (points) and velocity (points per second).
/// The pan's clock moves with the kernel's time before `timeDidAdvance()`,
/// so ``fingerVelocity`` is current there too; a finger held still slows
/// to zero.
///
/// Which finger takes hold is still `role(forTouchAt:)` (an area with
/// `AreaTouchedBehavior`). It must not give `.primary` while a finger holds
/// it (`kernel.isHeld(.primary)`; `AreaTouchedBehavior` does not): the
/// kernel would let go of the first finger without a `cancelled`, while the
/// pan went on following it. So a second finger is not followed while the
/// first holds the interface. `kernel.releaseAll()` lets go of the pan's
/// finger too.
public protocol PanBehavior: InteractionBehavior where Role == PrimaryTouch {
    /// What the finger does, one pan event at a time, at the kernel's time.
    mutating func respond(to pan: InstantPanRecognizer.Event)
}

extension PanBehavior {
    /// Hands `touch` to the kernel's pan and each event it gives to ``respond(to:)``.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in kernel.pan.handle(touch) { respond(to: event) }
    }

    /// The finger's velocity now, points per second: zero when no finger holds the interface.
    public var fingerVelocity: Vector { kernel.pan.velocity(at: time) }
}
