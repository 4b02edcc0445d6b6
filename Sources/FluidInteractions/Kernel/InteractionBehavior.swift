import FluidAnimation
import FluidGestures
import FluidPhysics

/// An interface written as its behaviour only — what a touch does, what
/// time does, what it shows — on an `InteractionKernel` that owns its time,
/// its events and the fingers it follows.
///
/// Conforming is the short way to an `InteractionModel`: store a `kernel`,
/// say which role a finger landing somewhere takes, and respond to the
/// touches and the time the kernel hands over. The protocol's extensions
/// implement `time`, `events`, `removeAllEvents()`, `advance(to:)` and
/// `handle(_:)` once for every interface, by one contract:
///
/// **Time** (`advance(to:)`). A non-finite time or one not after the
/// kernel's is ignored. Otherwise the kernel's time moves to each
/// `nextDeadline` due on the way, in order — advancing the parts
/// (``visitTouchParts(_:)``, then ``visitParts(_:)``), calling
/// `timeDidAdvance()` and then `deadlineArrived()` there — and finally to
/// the new time, advancing the parts and calling `timeDidAdvance()` once
/// more. Several deadlines may share an
/// instant; one that stays put after it arrived is given up after
/// `InteractionKernelLimits.deadlinesPerInstant` runs, so time always
/// reaches its target.
///
/// **Touches** (`handle(_:)`), after advancing to the touch's time:
/// - A touch whose time is earlier than the kernel's counts as now; one
///   whose time is not finite is dropped, unless it ends or cancels a
///   followed finger (then it counts as now, so a lost end never leaves a
///   finger held).
/// - A `began` at a non-finite location is dropped. A finite one asks
///   `role(forTouchAt:)` — after advancing, so a moving object is hit where
///   it *is* — and is followed in that role, or dropped (a stray finger).
/// - A `began` from a finger already followed means its end was lost: the
///   interface first gets a `cancelled` touch for it, at the kernel's time
///   and a non-finite location (recognizers keep the last good place), and
///   the new touch is then judged afresh.
/// - `moved` and `stationary` touches of followed fingers are delivered
///   when their location is finite; those of other fingers are dropped.
/// - `ended` and `cancelled` touches of followed fingers end the hold and
///   are delivered, whatever their location (recognizers keep the last good
///   place); those of other fingers are dropped.
///
/// Units: points (origin top left, y down), seconds, points per second.
///
/// A toggle switch that can be flicked and caught mid-flight is a complete
/// interface in 44 lines of code: see the repository's
/// `Examples/Interfaces/ToggleSwitch.swift`, or the picture-in-picture
/// window (`PictureInPicture`) for a recipe.
public protocol InteractionBehavior: InteractionModel {
    /// The parts of the interface a finger can hold (`PrimaryTouch` when
    /// one finger holds the whole interface).
    associatedtype Role: Hashable & Sendable = PrimaryTouch

    /// The interface's viewport, time, events and followed fingers.
    var kernel: InteractionKernel<Role> { get set }

    /// The role a finger that lands at `location` now takes, or nil to
    /// ignore it. Roles already held (`kernel.isHeld`) should not be given
    /// again: the kernel would let go of the finger that held it.
    func role(forTouchAt location: Point) -> Role?

    /// What a touch does: `touch` is admitted (see the protocol), its time
    /// is the kernel's, and `role` is the role its finger holds (for an
    /// `ended` or `cancelled` touch, the role it held until now).
    mutating func respond(to touch: TouchEvent, as role: Role)

    /// Names the interface's parts — each ``InteractionPart`` it stores
    /// that time moves — by calling `visit` with each in turn
    /// (`visit(&window)`), in the order time should reach them. The kernel
    /// advances them at every step of time, and they decide
    /// ``Interaction/isSettled`` and ``nextDeadline`` unless the interface
    /// says otherwise. The default names none.
    mutating func visitParts(_ visit: inout some InteractionPartVisitor)

    /// Names the parts that follow the interface's fingers for it, visited
    /// before ``visitParts(_:)``: a ``PanBehavior``'s pan. The protocols
    /// that own such a part supply this; the default names none.
    mutating func visitTouchParts(_ visit: inout some InteractionPartVisitor)

    /// What else time does: called each time the kernel's time has moved,
    /// after the parts were advanced, with `kernel.time` the new time. The
    /// default does nothing.
    mutating func timeDidAdvance()

    /// The next instant, seconds, at which something is due (a turnaround,
    /// a sample, an activation), or nil. The default is the earliest of the
    /// parts' deadlines.
    var nextDeadline: Double? { get }

    /// Runs what is due at `nextDeadline`; `kernel.time` is that instant,
    /// and `timeDidAdvance()` has run. The default does nothing.
    mutating func deadlineArrived()

    /// Called after the tuning changed (to ``InteractionKernel/tuning``)
    /// from `old`: hand what is moving to the new values where it is, with
    /// its velocity (``DraggedValue/retune(_:to:at:)``). Values read when a
    /// motion starts need nothing here. The default does nothing.
    mutating func tuningDidChange(from old: Tuning)

    /// Called after the motion preference changed (to
    /// ``InteractionKernel/motionPreference``) from `old`, once every part
    /// has taken it: hand over what moves outside the parts, and say what
    /// reduced motion means for this interface beyond springs that never
    /// overshoot. The default does nothing.
    mutating func motionPreferenceDidChange(from old: MotionPreference)
}

extension InteractionBehavior {
    /// The viewport the model is laid out in (the kernel's).
    public var viewport: Viewport { kernel.viewport }

    /// The model's current time, seconds (the kernel's).
    public var time: Double { kernel.time }

    /// Haptics and state changes since the last `removeAllEvents()`, oldest first.
    public var events: [InteractionEvent] { kernel.events }

    /// Forgets the recorded events, keeping their storage.
    public mutating func removeAllEvents() { kernel.removeAllEvents() }

    /// No parts.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {}

    /// No parts that follow fingers.
    public mutating func visitTouchParts(_ visit: inout some InteractionPartVisitor) {}

    /// Does nothing.
    public mutating func timeDidAdvance() {}

    /// The earliest of the parts' deadlines, or nil.
    public var nextDeadline: Double? {
        var copy = self, deadline = PartsDeadline()
        copy.visitTouchParts(&deadline)
        copy.visitParts(&deadline)
        return deadline.earliest
    }

    /// True when no finger holds the interface and every part is settled.
    public var isSettled: Bool {
        guard !kernel.isTouched else { return false }
        var copy = self, check = PartsSettled(time: kernel.time)
        copy.visitTouchParts(&check)
        copy.visitParts(&check)
        return check.settled
    }

    /// Advances every part to the kernel's time and records what they caused.
    mutating func advanceParts() {
        // The parts record straight into the kernel's storage, which keeps
        // its capacity between frames: no array is made per frame.
        var advance = PartAdvance(time: kernel.time, events: kernel.takeEvents())
        visitTouchParts(&advance)
        visitParts(&advance)
        kernel.restoreEvents(advance.events)
    }

    /// Does nothing.
    public mutating func deadlineArrived() {}

    /// The tuning in force: the kernel's.
    public var tuning: Tuning { kernel.tuning }

    /// Checks `tuning` against ``InteractionModel/tunables``, puts it in
    /// the kernel and calls ``tuningDidChange(from:)`` with the old one.
    public mutating func retune(_ tuning: Tuning) throws(TuningError) {
        try tuning.validate(against: Self.tunables)
        let old = kernel.tuning
        kernel.tuning = tuning
        if old != tuning { tuningDidChange(from: old) }
    }

    /// Does nothing: values are read when a motion starts.
    public mutating func tuningDidChange(from old: Tuning) {}

    /// Does nothing: the parts have taken the preference.
    public mutating func motionPreferenceDidChange(from old: MotionPreference) {}

    /// Puts `preference` in force now, mid-motion if need be, without a
    /// jump: the kernel keeps it, every part takes it where it is with its
    /// velocity (``InteractionPart/setMotionPreference(_:at:)``), then
    /// ``motionPreferenceDidChange(from:)`` runs. Nothing happens when it is
    /// the one in force.
    public mutating func setMotionPreference(_ preference: MotionPreference) {
        let old = kernel.motionPreference
        guard preference != old else { return }
        kernel.motionPreference = preference
        var hand = PartsMotionPreference(preference: preference, time: kernel.time)
        visitTouchParts(&hand)
        visitParts(&hand)
        motionPreferenceDidChange(from: old)
    }

    /// Advances to `time`, then takes a motion preference
    /// (``setMotionPreference(_:)``); other system events are ignored.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        advance(to: time)
        if case .motion(let preference) = event { setMotionPreference(preference) }
    }
}

extension InteractionBehavior where Role == PrimaryTouch {
    /// The primary role when no finger holds the interface and `area`
    /// contains `location`; otherwise nil.
    public func primaryRole(at location: Point, in area: Rect) -> PrimaryTouch? {
        !kernel.isHeld(.primary) && area.contains(location) ? .primary : nil
    }
}

/// An interface one finger holds by touching an area — the window, the
/// drawer, the card — where that area *is* when the finger lands.
///
/// Conforming supplies `touchArea` and gets `role(forTouchAt:)`: the
/// primary role for a finger landing inside it while no other finger holds
/// the interface.
public protocol AreaTouchedBehavior: InteractionBehavior where Role == PrimaryTouch {
    /// Where a landing finger takes hold, points (evaluated at the touch's
    /// instant, so a moving object is caught where it is seen).
    var touchArea: Rect { get }
}

extension AreaTouchedBehavior {
    /// `.primary` inside `touchArea` while no finger holds the interface.
    public func role(forTouchAt location: Point) -> PrimaryTouch? {
        primaryRole(at: location, in: touchArea)
    }
}

/// An interface one finger holds by touching it anywhere — a list that
/// scrolls, a screen of swatches — one finger at a time.
///
/// Conforming gets `role(forTouchAt:)`: the primary role for any finger
/// landing while no other finger holds the interface.
public protocol AnywhereTouchedBehavior: InteractionBehavior where Role == PrimaryTouch {}

extension AnywhereTouchedBehavior {
    /// `.primary` anywhere while no finger holds the interface.
    public func role(forTouchAt location: Point) -> PrimaryTouch? {
        kernel.isHeld(.primary) ? nil : .primary
    }
}
