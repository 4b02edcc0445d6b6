import FluidPhysics

/// A press that must be meant: the flashlight button of the iPhone lock
/// screen. Pressing harder than the activation force arms it (a light
/// haptic); easing off confirms it (a firmer haptic), like the click of a
/// physical switch. The force is also reported continuously, 0…1, so the
/// button can grow with the pressure.
///
/// ## Hysteresis
/// With forces as fractions of the device's maximum (the WWDC18 demo's values):
/// activation 0.5, confirmation 0.49, reset 0.4.
///
/// | state        | force f                    | emits         | next          |
/// |--------------|----------------------------|---------------|---------------|
/// | `.reset`     | f ≥ activation             | `.activated`  | `.activated`  |
/// | `.activated` | f ≤ confirmation           | `.confirmed`  | `.confirmed` (`.reset` if also f ≤ reset) |
/// | `.confirmed` | f ≤ reset                  | —             | `.reset`      |
///
/// Confirmation sits just below activation, so a force hovering at the
/// threshold cannot chatter between the two; and a confirmed press must
/// ease well off (below 0.4) before it can be activated again in the same
/// touch.
///
/// ## Pointers without force
/// If the touch-down carries no usable force (a mouse, a screen without
/// pressure sensing), the force is synthesised from time:
/// f = min(1, (t − touch-down)/`syntheticRampDuration`). Holding longer
/// presses "harder"; with the default 1 s ramp the press activates after
/// 0.5 s and confirms when released. Time comes from events and from
/// `advance(to:)` — call it each frame.
///
/// ## Whole life cycle
/// | state               | input                          | emits                                 | next       |
/// |---------------------|--------------------------------|---------------------------------------|------------|
/// | `.idle`             | `began`                        | `.began` (and `.activated` if already hard enough) | `.reset` or `.activated` |
/// | pressing            | `moved`, `stationary`, `advance` | `.changed`, plus any hysteresis event | see above  |
/// | pressing            | `ended`                        | `.confirmed` if `.activated` and `confirmsOnRelease`, then `.ended` | `.idle` |
/// | pressing            | `cancelled`, `cancel()`        | `.cancelled`                          | `.idle`    |
///
/// Lifting is a release of force, hence the confirmation on `ended`; a
/// cancelled touch never confirms. A repeated `began` of the pressing
/// pointer cancels and starts again; other pointers are ignored.
public struct ForcePressRecognizer: GestureRecognizer, Hashable {
    /// The states of a force press.
    public enum State: Hashable, Sendable {
        /// No pointer is followed.
        case idle
        /// Pressing, not (or no longer) armed.
        case reset
        /// Pressed past the activation force; waiting for the release.
        case activated
        /// Released past the confirmation force: the press counted.
        case confirmed
    }

    /// The three force thresholds, as fractions of the maximum force.
    public struct Thresholds: Hashable, Sendable {
        /// Below this a confirmed press re-arms (default 0.4).
        public let reset: Double
        /// At or above this the press activates (default 0.5).
        public let activation: Double
        /// At or below this an activated press confirms (default 0.49).
        /// Always strictly below `activation`, so a steady force cannot chatter.
        public let confirmation: Double

        /// The WWDC18 flashlight demo's thresholds: reset 0.4, activation 0.5, confirmation 0.49.
        public static let standard = Thresholds(reset: 0.4, activation: 0.5, confirmation: 0.49)

        /// Creates thresholds, clamped so that they always work: each into
        /// 0…1 (NaN becomes the standard value), activation above 0 (at
        /// least the smallest positive number, so that a confirmation can
        /// sit below it inside 0…1), then confirmation < activation (at
        /// most the next representable value below it) and reset ≤
        /// confirmation. The order 0 ≤ reset ≤ confirmation < activation ≤ 1
        /// always holds, so every press can activate, confirm and re-arm.
        public init(reset: Double, activation: Double, confirmation: Double) {
            func unit(_ value: Double, _ fallback: Double) -> Double {
                value.isNaN ? fallback : Swift.min(Swift.max(value, 0), 1)
            }
            let a = Swift.max(unit(activation, 0.5), Double.leastNonzeroMagnitude)
            let c = Swift.min(unit(confirmation, 0.49), a.nextDown)
            self.activation = a
            self.confirmation = c
            self.reset = Swift.min(unit(reset, 0.4), c)
        }

        /// Creates thresholds from untrusted input.
        ///
        /// - Throws: `ParameterError` naming `reset`, `activation` or
        ///   `confirmation` when a value is not finite, outside 0…1, or out
        ///   of order (reset ≤ confirmation < activation is required: with
        ///   confirmation = activation there is no hysteresis).
        public static func validated(reset: Double, activation: Double, confirmation: Double) throws(ParameterError) -> Thresholds {
            for (name, value) in [("reset", reset), ("activation", activation), ("confirmation", confirmation)] {
                guard value.isFinite else { throw ParameterError(parameter: name, value: value, reason: .notFinite) }
                guard value >= 0, value <= 1 else {
                    throw ParameterError(parameter: name, value: value, reason: .outOfRange("between 0 and 1"))
                }
            }
            guard confirmation < activation else {
                throw ParameterError(parameter: "confirmation", value: confirmation, reason: .outOfRange("less than activation (\(activation))"))
            }
            guard reset <= confirmation else {
                throw ParameterError(parameter: "reset", value: reset, reason: .outOfRange("at most confirmation (\(confirmation))"))
            }
            return Thresholds(reset: reset, activation: activation, confirmation: confirmation)
        }
    }

    /// The haptic an event asks for.
    public enum Haptic: Hashable, Sendable {
        /// A light impact: the press is armed.
        case activation
        /// A medium impact: the press counted.
        case confirmation
    }

    /// One force reading.
    public struct Sample: Hashable, Sendable {
        /// The force as a fraction of the maximum, 0…1 — the proportional output.
        public var force: Double
        /// Whether the force was synthesised from the press duration.
        public var isSynthetic: Bool
        /// Where the pointer is, points.
        public var location: Point
        /// When, seconds.
        public var time: Double

        /// Creates a force reading (for tests and replays).
        public init(force: Double, isSynthetic: Bool, location: Point, time: Double) {
            self.force = force
            self.isSynthetic = isSynthetic
            self.location = location
            self.time = time
        }
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// The pointer touched down.
        case began(Sample)
        /// The force changed (or time passed, for a synthetic force).
        case changed(Sample)
        /// The force crossed the activation threshold: play `Haptic.activation`.
        case activated(Sample)
        /// The force eased off past the confirmation threshold (or the
        /// pointer lifted while armed): the press counts; play `Haptic.confirmation`.
        case confirmed(Sample)
        /// The pointer lifted.
        case ended(Sample)
        /// The system took the pointer.
        case cancelled

        /// The haptic this event asks for, if any.
        public var haptic: Haptic? {
            switch self {
            case .activated: return .activation
            case .confirmed: return .confirmation
            default: return nil
            }
        }
    }

    /// The hysteresis thresholds.
    public var thresholds: Thresholds
    /// Seconds for a synthetic force to ramp from 0 to 1 (default 1; zero,
    /// negative or non-finite values use 1).
    public var syntheticRampDuration: Double
    /// Whether lifting an armed press confirms it (default true).
    public var confirmsOnRelease: Bool

    /// The current state.
    public private(set) var state: State = .idle
    /// The last force reading, 0…1 (0 when idle).
    public private(set) var force: Double = 0
    private var pointer: FollowedPointer?
    private var isSynthetic = false

    /// Creates a force-press recognizer.
    public init(thresholds: Thresholds = .standard, syntheticRampDuration: Double = 1, confirmsOnRelease: Bool = true) {
        self.thresholds = thresholds
        self.syntheticRampDuration = syntheticRampDuration
        self.confirmsOnRelease = confirmsOnRelease
    }

    /// Whether the pressing pointer's force is synthesised from time.
    public var usesSyntheticForce: Bool { pointer != nil && isSynthetic }

    /// The ramp a synthetic force uses, seconds: `syntheticRampDuration`,
    /// or 1 when that is zero, negative or not finite.
    public var syntheticRamp: Double {
        syntheticRampDuration.isFinite && syntheticRampDuration > 0 ? syntheticRampDuration : 1
    }

    /// The first instant, seconds, at which a synthetic force ramping from a
    /// touch-down at `start` (seconds) is at least the activation force,
    /// rounding included (start + 0.5 s with the standard thresholds and
    /// ramp); nil when that instant is not finite.
    public func syntheticActivationTime(pressedAt start: Double) -> Double? {
        let ramp = syntheticRamp
        let a = thresholds.activation
        var t = start + a * ramp
        guard t.isFinite else { return nil }
        for _ in 0..<8 where (t - start) / ramp < a { t = t.nextUp }
        return t
    }

    /// Feeds one touch event; see the tables.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer else {
            guard touch.phase == .began, let started = FollowedPointer(began: touch) else { return GestureEvents() }
            pointer = started
            state = .reset
            let measured = touch.normalizedForce
            isSynthetic = measured == nil
            force = measured ?? syntheticForce(started)
            let s = sample(started)
            var events = GestureEvents(Event.began(s))
            applyHysteresis(s, to: &events)
            return events
        }
        guard followed.owns(touch) else { return GestureEvents() }
        if touch.phase == .began { return restart(with: touch) }
        guard followed.accept(touch) != nil else { return GestureEvents() }
        pointer = followed
        if !isSynthetic, let measured = touch.normalizedForce { force = measured }
        if isSynthetic { force = syntheticForce(followed) }
        let s = sample(followed)
        switch touch.phase {
        case .moved, .stationary, .began:
            var events = GestureEvents(Event.changed(s))
            applyHysteresis(s, to: &events)
            return events
        case .ended:
            var events = GestureEvents<Event>()
            if state == .activated, confirmsOnRelease { events.append(.confirmed(s)) }
            events.append(contentsOf: finish(.ended(s)))
            return events
        case .cancelled:
            return finish(.cancelled)
        }
    }

    /// Lets time pass; with a synthetic force this raises the force and may
    /// activate the press.
    public mutating func advance(to time: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        guard var followed = pointer, followed.advance(to: time) else { return GestureEvents() }
        pointer = followed
        guard isSynthetic else { return GestureEvents() }
        let updated = syntheticForce(followed)
        guard updated != force else { return GestureEvents() }
        force = updated
        let s = sample(followed)
        var events = GestureEvents(Event.changed(s))
        applyHysteresis(s, to: &events)
        return events
    }

    /// Cancels the press (`.cancelled`); it does not confirm.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        return pointer == nil ? GestureEvents() : finish(.cancelled)
    }

    private func syntheticForce(_ followed: FollowedPointer) -> Double {
        Swift.min(Swift.max(followed.duration / syntheticRamp, 0), 1)
    }

    /// Moves through the hysteresis for the current force; appends the
    /// transition's event, if any, to `events`.
    private mutating func applyHysteresis(_ s: Sample, to events: inout GestureEvents<Event>) {
        switch state {
        case .reset where force >= thresholds.activation:
            state = .activated
            events.append(.activated(s))
        case .activated where force <= thresholds.confirmation:
            state = .confirmed
            events.append(.confirmed(s))
            // A sharp release can fall past the reset threshold in one event:
            // re-arm at once, or the next hard press would not activate.
            if force <= thresholds.reset { state = .reset }
        case .confirmed where force <= thresholds.reset:
            state = .reset
        default:
            break
        }
    }

    private func sample(_ followed: FollowedPointer) -> Sample {
        Sample(force: force, isSynthetic: isSynthetic, location: followed.location, time: followed.time)
    }

    private mutating func finish(_ event: Event) -> GestureEvents<Event> {
        pointer = nil
        state = .idle
        force = 0
        return GestureEvents(event)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle` exactly when no pointer is followed (whose record is
    ///   consistent), and the force is 0 when idle;
    /// - the force is in 0…1 (never NaN);
    /// - the thresholds keep their order, 0 ≤ reset ≤ confirmation <
    ///   activation ≤ 1 (`Thresholds.init` guarantees it).
    func checkInvariants() -> Bool {
        precondition((state == .idle) == (pointer == nil), "state \(state), following \((pointer?.id).describedOrNil)")
        precondition(force >= 0 && force <= 1, "force \(force) outside 0…1")
        precondition(state != .idle || force == 0, "idle with force \(force)")
        let t = thresholds
        precondition(0 <= t.reset && t.reset <= t.confirmation && t.confirmation < t.activation && t.activation <= 1,
                     "thresholds out of order: reset \(t.reset), confirmation \(t.confirmation), activation \(t.activation)")
        if let pointer { _ = pointer.checkInvariants() }
        return true
    }
}
