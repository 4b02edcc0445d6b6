import FluidAnimation
import FluidGestures

/// What every interface has alike, held once: the viewport it is laid out
/// in, its clock reading, the events it has recorded, and which fingers it
/// follows in which role.
///
/// An interface built on `InteractionBehavior` stores one kernel and gets
/// from it, through the protocol's default implementations, everything
/// `InteractionModel` asks that is not behaviour:
///
/// - **Viewport.** An interface makes its kernel in `init(viewport:)`
///   with the viewport it is given, and reads it back as its `viewport`.
/// - **Time** is finite and only moves forward. `time` starts at 0;
///   `InteractionBehavior.advance(to:)` moves it, stopping at each of the
///   interface's deadlines on the way, so what time causes happens at its
///   exact instant and any frame rate gives the same result.
/// - **Events** (haptics and named state changes) are recorded with the
///   kernel's time by `record(_:)`, `haptic(_:)` and `state(_:_:)`.
/// - **Touches** are admitted by one contract (see
///   `InteractionBehavior.handle(_:)`): each finger the interface follows
///   holds a `Role` until it ends or the interface lets it go.
///
/// `Role` names the parts of an interface a finger can hold: one case
/// (`PrimaryTouch`) for most, `.button` and `.list` for a button above a
/// list, `.first` and `.second` for a two-finger twist.
public struct InteractionKernel<Role: Hashable & Sendable>: Sendable {
    /// One followed finger and the role it holds.
    public struct Hold: Hashable, Sendable {
        /// The finger.
        public var pointer: PointerID
        /// What it holds.
        public var role: Role
    }

    /// The interface's time, seconds: finite, never decreasing, 0 at first.
    public internal(set) var time: Double = 0
    /// While `InteractionBehavior.advance(to:)` runs, the time it is
    /// heading to; otherwise `time`. A deadline may use it to skip whole
    /// periods of a periodic motion instead of stopping at each one.
    public internal(set) var advanceTarget: Double = 0
    /// The interface's tuning in force: read its tunables' values here
    /// (`kernel.tuning.spring(Self.Tuned.flick)`). Set through
    /// ``InteractionModel/retune(_:)``, which checks it first.
    public internal(set) var tuning = Tuning()
    /// How much motion the person wants: springs that never overshoot,
    /// and each interface's own reductions, with
    /// `.reduced`. Set through
    /// `InteractionBehavior.setMotionPreference(_:)` (a `SystemEvent.motion`);
    /// a part an interface makes later is made with it
    /// (`SpringAnimation(…, motionPreference: kernel.motionPreference)`).
    public internal(set) var motionPreference = MotionPreference.full
    /// Haptics and state changes since the last `removeAllEvents()`, oldest first.
    public private(set) var events: [InteractionEvent] = []
    /// The fingers followed now, oldest first.
    public private(set) var holds: [Hold] = []

    /// The screen the interface is laid out in: its size and safe area,
    /// points. An interface on the kernel reads it as its `viewport`.
    public let viewport: Viewport

    /// A kernel for an interface laid out in `viewport`, at time 0 with no
    /// events and no finger.
    public init(viewport: Viewport) {
        self.viewport = viewport
        holds.reserveCapacity(2)
    }

    // MARK: Events

    /// Records `event` (its time is the caller's).
    public mutating func record(_ event: InteractionEvent) {
        events.append(event)
    }

    /// Records `event` when there is one: what a part's call returns when
    /// it may have caused something (a presentation's landing, say).
    public mutating func record(_ event: InteractionEvent?) {
        if let event { events.append(event) }
    }

    /// Records a haptic of `style` now.
    public mutating func haptic(_ style: HapticStyle) {
        events.append(.haptic(style, at: time))
    }

    /// Records that the state `name` changed to `value` now.
    public mutating func state(_ name: String, _ value: InteractionValue) {
        events.append(.state(name, value, at: time))
    }

    /// Records that the state `name` changed to `value` now, in its
    /// reported form (`kernel.state("taps", taps)`).
    public mutating func state(_ name: String, _ value: some InteractionValueConvertible) {
        state(name, value.interactionValue)
    }

    /// Sets `value` to `new` and, when that changes it, records the state
    /// `name` as `new` in its reported form now: a published field and its
    /// change event kept in step (`kernel.change(&isOpen, to: open, recording: "isOpen")`).
    /// Returns whether it changed.
    @discardableResult
    public mutating func change<Value: Equatable & InteractionValueConvertible>(
        _ value: inout Value, to new: Value, recording name: String
    ) -> Bool {
        change(&value, to: new, recording: name) { $0.interactionValue }
    }

    /// Sets `value` to `new` and, when that changes it, records the state
    /// `name` as `encoded(new)` now, for a value reported in a form of its
    /// own (`kernel.change(&side, to: new, recording: "side") { .string($0.rawValue) }`).
    /// Returns whether it changed.
    @discardableResult
    public mutating func change<Value: Equatable>(
        _ value: inout Value, to new: Value, recording name: String, as encoded: (Value) -> InteractionValue
    ) -> Bool {
        guard value != new else { return false }
        value = new
        state(name, encoded(new))
        return true
    }

    /// Forgets the recorded events, keeping their storage.
    public mutating func removeAllEvents() {
        events.removeAll(keepingCapacity: true)
    }

    /// Moves the recorded events out, leaving the kernel's list empty, so a
    /// caller can append to them without a copy; hand them back with
    /// `restoreEvents(_:)`.
    mutating func takeEvents() -> [InteractionEvent] {
        var taken: [InteractionEvent] = []
        swap(&taken, &events)
        return taken
    }

    /// Puts back the list `takeEvents()` moved out, with what was appended.
    mutating func restoreEvents(_ list: consuming [InteractionEvent]) {
        events = list
    }

    // MARK: Fingers

    /// The role `pointer` holds, or nil when it holds none.
    public func role(of pointer: PointerID) -> Role? {
        holds.first { $0.pointer == pointer }?.role
    }

    /// Whether some finger holds `role`.
    public func isHeld(_ role: Role) -> Bool {
        holds.contains { $0.role == role }
    }

    /// Whether any finger is followed.
    public var isTouched: Bool { !holds.isEmpty }

    /// Lets go of the finger holding `role`: its later touches are ignored
    /// until it begins again. The interface calls this when it gives up a
    /// finger on its own (a press abandoned past its radius, a gesture
    /// cancelled as a whole).
    public mutating func release(_ role: Role) {
        holds.removeAll { $0.role == role }
    }

    /// Lets go of every finger (a ``PanBehavior`` lets go of its pan's
    /// finger too with its own `releaseAll()`).
    public mutating func releaseAll() {
        holds.removeAll(keepingCapacity: true)
    }

    mutating func hold(_ pointer: PointerID, as role: Role) {
        holds.removeAll { $0.pointer == pointer || $0.role == role }
        holds.append(Hold(pointer: pointer, role: role))
    }

    mutating func release(pointer: PointerID) {
        holds.removeAll { $0.pointer == pointer }
    }
}

/// The role of the one finger that most interfaces follow.
public enum PrimaryTouch: Hashable, Sendable {
    /// The finger that holds the interface.
    case primary
}
