import FluidGestures
import FluidPhysics

/// Turns the mouse into a finger (pointer 1): the left button is a touch
/// with no force sensor (force nil); holding Shift or the right button makes
/// it a force touch whose force ramps from where it is toward 1 at 1 per
/// `rampDuration` seconds while held, and back toward 0 when let go (the
/// touch then keeps reporting its force, so the model sees it fall).
///
/// Pure: times come in with the events, nothing reads a clock.
struct MouseTouchSource {
    /// The pointer the mouse drives.
    static let pointer: PointerID = 1
    /// Seconds for the force to go from 0 to 1 (or back).
    static let rampDuration: Double = 0.6

    /// Whether the touch is down (left or right button held).
    private(set) var isDown = false
    /// The pointer's last location, points.
    private(set) var location = Point.zero
    private var leftHeld = false
    private var rightHeld = false
    private var shiftHeld = false
    /// The force ramp's anchor; nil while the touch never pressed hard.
    private var ramp: (time: Double, force: Double, rising: Bool)?
    private var lastSentForce: Double?

    /// The force at `time`, 0…1, or nil when this touch has no force.
    func force(at time: Double) -> Double? {
        guard let ramp else { return nil }
        let d = Swift.max(0, time - ramp.time) / Self.rampDuration
        return Swift.min(1, Swift.max(0, ramp.force + (ramp.rising ? d : -d)))
    }

    private mutating func updateRamp(at time: Double) {
        let pressing = shiftHeld || rightHeld
        if let r = ramp {
            guard r.rising != pressing else { return }
            ramp = (time, force(at: time) ?? 0, pressing)
        } else if pressing {
            ramp = (time, 0, true)
        }
    }

    private mutating func touch(_ phase: TouchPhase, at time: Double) -> TouchEvent {
        let f = phase.isTerminal ? nil : force(at: time)
        lastSentForce = f
        return TouchEvent(pointer: Self.pointer, phase: phase, location: location, timestamp: time, kind: .touch,
                          force: f, maximumForce: f == nil ? nil : 1)
    }

    /// A button (1 left, 3 right; others ignored) went down or up at `p`.
    mutating func button(_ button: UInt8, down: Bool, at p: Point, time: Double) -> TouchEvent? {
        switch button {
        case 1: leftHeld = down
        case 3: rightHeld = down
        default: return nil
        }
        location = p
        let wasDown = isDown
        isDown = leftHeld || rightHeld
        switch (wasDown, isDown) {
        case (false, true):
            ramp = nil
            updateRamp(at: time)
            return touch(.began, at: time)
        case (true, false):
            let e = touch(.ended, at: time)
            ramp = nil
            return e
        case (true, true):
            updateRamp(at: time)
            return touch(.stationary, at: time)
        case (false, false):
            return nil
        }
    }

    /// The mouse moved to `p`.
    mutating func motion(to p: Point, time: Double) -> TouchEvent? {
        location = p
        guard isDown else { return nil }
        return touch(.moved, at: time)
    }

    /// Shift went down or up.
    mutating func shift(_ held: Bool, time: Double) -> TouchEvent? {
        guard held != shiftHeld else { return nil }
        shiftHeld = held
        guard isDown else { return nil }
        updateRamp(at: time)
        return touch(.stationary, at: time)
    }

    /// Once per frame: a `stationary` touch carrying the ramped force when it
    /// changed since the last event, so a still finger is felt pressing.
    mutating func frame(at time: Double) -> TouchEvent? {
        guard isDown, let f = force(at: time), f != lastSentForce else { return nil }
        return touch(.stationary, at: time)
    }

    /// The window lost the mouse (focus lost): the touch is cancelled.
    mutating func cancel(at time: Double) -> TouchEvent? {
        guard isDown else { return nil }
        leftHeld = false
        rightHeld = false
        isDown = false
        let e = touch(.cancelled, at: time)
        ramp = nil
        return e
    }
}
