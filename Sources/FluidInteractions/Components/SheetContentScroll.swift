import FluidAnimation
import FluidPhysics

/// One finger shared by a sheet and the content that scrolls inside it, the
/// way an iOS sheet hands a drag between the two: the content's
/// `ScrollOffset` and the split of the finger's travel.
///
/// Units: points (the offset is 0 at the content's top and grows as the
/// content scrolls up; the finger's travel and the sheet's are positive
/// down), seconds, points per second.
///
/// - **Grab** (`grab(at:)`) holds the content where it is shown (a moving
///   content is caught, and says so) and starts a split at travel 0.
/// - **Split** (`drag(translation:)`): with T the finger's travel since the
///   grab and c the content's raw offset at the grab (only its part above
///   the top, c⁺ = max(0, c), can be scrolled back), the sheet moves by
///   s = max(0, T − c⁺) and the content scrolls by the rest, T − s: a
///   downward drag scrolls the content back to its top and then moves the
///   sheet down; an upward drag brings the sheet back first and then
///   scrolls the content. The split depends only on T, so the two hand-offs
///   are exact and the finger is tracked one to one throughout (no jump).
/// - **Let go** (`release(at:finger:fling:)`): while the content has the
///   finger (s = 0) it glides with the finger's velocity (`ScrollOffset`'s
///   flick, bounce and rubber band); once the sheet has it the content is
///   at its top and rests there (the sheet gets the fling — the caller's).
///   `cancel(at:finger:)` is no fling for either.
/// - **Who takes the release** (`contentKeepsRelease(at:finger:tap:cancelled:)`):
///   the content keeps it when it has the finger and the touch either
///   caught it moving or was no tap (it glides on, rests, or springs back
///   from past an end; the sheet stays where it is); otherwise — the
///   sheet had the finger, or a tap landed on still content — the content
///   rests and the sheet takes the release (a tap toggles it).
public struct SheetContentScroll: Sendable {
    /// The content's offset.
    public private(set) var content: ScrollOffset
    /// The content's raw offset at the grab, while a finger holds it.
    private var grabbedRaw: Double?
    /// The finger's travel given to the sheet so far, points (≥ 0, down); 0 when not held.
    public private(set) var sheetTravel: Double = 0
    /// Whether the grab caught the content moving (false when not held).
    public private(set) var caughtMoving = false

    /// Content moving `content`, no finger on it.
    public init(content: ScrollOffset) {
        self.content = content
    }

    /// Whether a finger holds the content and sheet.
    public var isHeld: Bool { grabbedRaw != nil }

    /// Whether the sheet has the finger now (the content is at its top).
    public var sheetHasFinger: Bool { sheetTravel > 0 }

    /// The content offset shown at `time`, points.
    public func offset(at time: Double) -> Double { content.value(at: time) }

    /// The content offset's velocity at `time`, points/s, with the finger moving at `finger` (points/s, down): 0 while the sheet has it.
    public func velocity(at time: Double, finger: Double) -> Double {
        sheetHasFinger ? 0 : content.velocity(at: time, finger: finger)
    }

    /// A finger lands at `time`: the content stops where it is shown.
    /// Returns whether it was moving (caught).
    @discardableResult
    public mutating func grab(at time: Double) -> Bool {
        let moving = content.phase == .animating
        grabbedRaw = content.band.raw(showing: content.value(at: time))
        content.grab(at: time)
        sheetTravel = 0
        caughtMoving = moving
        return moving
    }

    /// The finger has travelled `translation` points (down) since the grab:
    /// splits it (see the type), scrolls the content by its share and
    /// returns the sheet's, points (≥ 0, down). 0 when not held or for a
    /// non-finite translation.
    @discardableResult
    public mutating func drag(translation: Double) -> Double {
        guard let raw = grabbedRaw, translation.isFinite else { return 0 }
        sheetTravel = Swift.max(0, translation - Swift.max(0, raw))
        content.drag(translation: translation - sheetTravel)
        return sheetTravel
    }

    /// The finger lifts at `time` moving at `finger` points/s (down): the
    /// content glides on when it has the finger and `fling` is true, and
    /// otherwise rests (or springs back from past an end).
    public mutating func release(at time: Double, finger: Double, fling: Bool = true) {
        guard isHeld else { return }
        content.release(at: time, finger: sheetHasFinger ? 0 : finger, fling: fling && !sheetHasFinger)
        end()
    }

    /// The system takes the finger (moving at `finger` points/s) at `time`:
    /// no fling; the content springs into its range if it is past an end.
    public mutating func cancel(at time: Double, finger: Double) {
        guard isHeld else { return }
        content.cancel(at: time, finger: sheetHasFinger ? 0 : finger)
        end()
    }

    /// The finger lifts at `time` moving at `finger` points/s (down), or was
    /// `cancelled`, its touch a `tap` or not: returns true when the content
    /// keeps the release (see the type) and has taken it — a glide unless
    /// the touch was a tap, no fling if cancelled — and false when the
    /// sheet should take it (the content, if held, rests at once or springs
    /// back into its range).
    public mutating func contentKeepsRelease(at time: Double, finger: Double, tap: Bool, cancelled: Bool) -> Bool {
        guard isHeld else { return false }
        if !sheetHasFinger, caughtMoving || !tap {
            if cancelled { cancel(at: time, finger: finger) } else { release(at: time, finger: finger, fling: !tap) }
            return true
        }
        release(at: time, finger: 0, fling: false)
        return false
    }

    /// Rests the content once its glide or spring has settled by `time`.
    public mutating func settle(at time: Double) { content.settle(at: time) }

    private mutating func end() {
        grabbedRaw = nil
        sheetTravel = 0
        caughtMoving = false
    }
}

extension SheetContentScroll: InteractionPart {
    /// Rests the content once its glide or spring has settled.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }

    /// True while the content rests.
    public func isSettled(at time: Double) -> Bool { content.phase == .resting }

    /// The content's offset takes `preference` where it is, with its velocity.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        content.setMotionPreference(preference, at: time)
    }
}
