import FluidAnimation
import FluidPhysics

/// A value a finger drags and then lets go into a spring: the motion under
/// the drawer, the picture-in-picture window, the rubber-band square and
/// the app card, written once.
///
/// - **Grab** (`grab(at:)`) takes hold of the value where it *is* at that
///   instant — at rest or mid-flight — by asking the resistance which raw
///   drag shows it, so nothing jumps.
/// - **Drag** (`drag(by:)`, `drag(toRaw:)`) moves the raw value with the
///   finger; the value shown is the resistance's `shown(raw)`, and its
///   velocity the finger's through the resistance's slope.
/// - **Let go** (`animate(to:spring:velocity:at:)`) starts a spring from the
///   value shown with the velocity given — usually `velocity(at:finger:)`
///   at the release, so position and velocity are continuous.
/// - **Settle** (`settle(at:)`) ends a spring that has come to rest on its
///   target exactly.
///
/// Everything is a value evaluated at a time: no frame counting, so any
/// frame rate gives the same motion.
public struct DraggedValue<Resistance: DragResistance>: Sendable {
    /// What is dragged.
    public typealias Value = Resistance.Value

    private enum Motion: Sendable {
        case resting(Value)
        case dragging(start: Value, raw: Value)
        case animating(SpringAnimation<Value>)
    }

    /// How the value resists the finger; a change re-maps a drag at once.
    public var resistance: Resistance
    /// How much motion is wanted: with reduced motion a spring that lets
    /// the value go never carries it past its target
    /// (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var motion: Motion

    /// A value resting at `value`.
    public init(restingAt value: Value, resistance: Resistance) {
        self.resistance = resistance
        motion = .resting(value)
    }

    /// Where it stands.
    public var phase: MotionPhase {
        switch motion {
        case .resting: return .resting
        case .dragging: return .dragging
        case .animating: return .animating
        }
    }

    /// Whether a finger holds it.
    public var isDragging: Bool { phase == .dragging }

    /// The value shown at `time` (seconds; used only while animating).
    public func value(at time: Double) -> Value {
        switch motion {
        case .resting(let v): return v
        case .dragging(_, let raw): return resistance.shown(raw)
        case .animating(let a): return a.value(at: time)
        }
    }

    /// The value's velocity at `time`, per second: zero at rest, the
    /// spring's while animating, and while dragged the finger's velocity
    /// `finger` seen through the resistance.
    public func velocity(at time: Double, finger: Value) -> Value {
        switch motion {
        case .resting: return .zero
        case .dragging(_, let raw): return resistance.shownVelocity(finger, at: raw)
        case .animating(let a): return a.velocity(at: time)
        }
    }

    /// The raw (finger-driven) value while dragged, nil otherwise.
    public var raw: Value? {
        if case .dragging(_, let raw) = motion { return raw }
        return nil
    }

    /// The raw value at the grab while dragged, nil otherwise.
    public var grabbedRaw: Value? {
        if case .dragging(let start, _) = motion { return start }
        return nil
    }

    /// The spring moving the current stretch (its tuned spring, or with
    /// reduced motion the one that never overshoots from where the stretch
    /// began), nil when not animating.
    public var drivingSpring: Spring? {
        if case .animating(let a) = motion { return a.drivingSpring }
        return nil
    }

    /// The running spring's target, nil when not animating.
    public var target: Value? {
        if case .animating(let a) = motion { return a.target }
        return nil
    }

    /// Takes hold of the value where it is at `time` and returns where it
    /// was heading (the spring's target), if it was animating.
    @discardableResult
    public mutating func grab(at time: Double) -> Value? {
        let heading = target
        let start = resistance.raw(showing: value(at: time))
        motion = .dragging(start: start, raw: start)
        return heading
    }

    /// Moves the raw value to the grab's raw value plus `translation` (the
    /// finger's travel since the grab). Ignored when not dragged.
    public mutating func drag(by translation: Value) {
        guard case .dragging(let start, _) = motion else { return }
        motion = .dragging(start: start, raw: start + translation)
    }

    /// Moves the raw value to `raw`. Ignored when not dragged.
    public mutating func drag(toRaw raw: Value) {
        guard case .dragging(let start, _) = motion else { return }
        motion = .dragging(start: start, raw: raw)
    }

    /// Starts `spring` from the value shown at `time` toward `target`, with
    /// `velocity` per second, ending any drag or earlier spring.
    public mutating func animate(
        to target: Value, spring: Spring, velocity: Value = .zero, at time: Double, threshold: RestThreshold = .points
    ) {
        motion = .animating(SpringAnimation(spring: spring, from: value(at: time), to: target, initialVelocity: velocity,
                                            startTime: time, threshold: threshold, motionPreference: motionPreference))
    }

    /// Takes `preference` at `time`: a spring under way goes on from where
    /// the value is, with its velocity, on the spring the preference
    /// chooses, and so do later ones. A drag is the finger's, one to one
    /// through the resistance, either way.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        motionPreference = preference
        guard case .animating(var animation) = motion else { return }
        animation.setMotionPreference(preference, at: time)
        motion = .animating(animation)
    }

    /// Swaps a running `old` spring for `new` at `time`, where the value is
    /// and with its velocity, toward the same target: a tuning changed
    /// mid-flight, without a jump. Does nothing unless animating on `old`.
    public mutating func retune(_ old: Spring, to new: Spring, at time: Double) {
        guard old != new, case .animating(var animation) = motion, animation.spring == old else { return }
        animation.retarget(spring: new, at: time)
        motion = .animating(animation)
    }

    /// Swaps the resistance for `new` keeping the value shown where it is
    /// (in the value's own units, points for a position): while dragged,
    /// the raw value becomes the one `new` shows there, and
    /// the grab's raw value moves with it, so the drag goes on from the same
    /// place (a tuning changed mid-drag, without a jump; a value beyond the
    /// reach of a bounded `new` is held just inside it). Setting
    /// `resistance` instead re-maps the drag at once.
    public mutating func changeResistance(to new: Resistance) {
        if case .dragging(let start, let raw) = motion {
            let moved = new.raw(showing: resistance.shown(raw))
            motion = .dragging(start: start + (moved - raw), raw: moved)
        }
        resistance = new
    }

    /// Puts the value at rest at `value` at once.
    public mutating func rest(at value: Value) {
        motion = .resting(value)
    }

    /// Ends a spring that has settled by `time`, resting it exactly on its
    /// target; returns true when it did.
    @discardableResult
    public mutating func settle(at time: Double) -> Bool {
        guard case .animating(let a) = motion, a.isSettled(at: time) else { return false }
        motion = .resting(a.restingValue)
        return true
    }
}

extension DraggedValue: InteractionPart {
    /// Settles a spring that has come to rest (``settle(at:)``).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }

    /// True at rest: not dragged, no spring running.
    public func isSettled(at time: Double) -> Bool { phase == .resting }
}
