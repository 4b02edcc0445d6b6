import FluidAnimation
import FluidGestures
import FluidPhysics

/// The scale of something a finger presses, the way Threads' responsive
/// buttons move: pressed, it sinks toward `pressedScale` on `pressSpring`
/// — slow and without overshoot, so the depth grows with the time held —
/// and let go, it springs back to 1 on `releaseSpring`, each time from
/// where it is with its velocity (no jump, however quick the taps).
///
/// `press(at:)` and `release(at:)` start the motion every time they are
/// called (a second release re-anchors the same spring where the scale
/// is); `apply(_:at:)` drives it from a `ControlTracker` (pressed while the
/// touch is inside). Scales are unitless (1 at rest), times seconds,
/// velocities per second.
public struct PressScale: Sendable {
    /// The scale a press sinks toward.
    public private(set) var pressedScale: Double
    /// The spring toward `pressedScale`.
    public private(set) var pressSpring: Spring
    /// The spring back to 1.
    public private(set) var releaseSpring: Spring
    /// Whether it is pressed.
    public private(set) var isPressed = false
    private var motion: SpringAnimation<Double>

    /// When a press's scale counts as at rest unless told otherwise: within
    /// 0.001 of its target, moving under 0.01 per second — a final snap of
    /// at most 0.05 % of the pressed thing's size on each side, where
    /// `RestThreshold.scale` (0.005) allows 0.25 %.
    public static let defaultThreshold = RestThreshold(value: 0.001)

    /// At rest at scale 1, not pressed; a motion rests within `threshold`.
    public init(pressedScale: Double, pressSpring: Spring, releaseSpring: Spring, threshold: RestThreshold = PressScale.defaultThreshold) {
        self.pressedScale = pressedScale
        self.pressSpring = pressSpring
        self.releaseSpring = releaseSpring
        motion = SpringAnimation(spring: releaseSpring, from: 1.0, to: 1, startTime: 0, threshold: threshold)
    }

    /// The scale at `time`.
    public func value(at time: Double) -> Double { motion.value(at: time) }

    /// The scale's velocity at `time`, per second.
    public func velocity(at time: Double) -> Double { motion.velocity(at: time) }

    /// True when the scale rests at `time`.
    public func isSettled(at time: Double) -> Bool { motion.isSettled(at: time) }

    /// Sinks toward `pressedScale` on `pressSpring` from `time`; returns
    /// whether it was not pressed before.
    @discardableResult
    public mutating func press(at time: Double) -> Bool { set(true, at: time) }

    /// Springs back toward 1 on `releaseSpring` from `time`; returns whether
    /// it was pressed before.
    @discardableResult
    public mutating func release(at time: Double) -> Bool { set(false, at: time) }

    /// Applies one tracker event at `time`: `.touchDown` and `.dragEnter`
    /// press; `.dragExit`, `.touchUpInside`, `.touchUpOutside` and
    /// `.touchCancel` release; returns the new `isPressed` when it changed.
    @discardableResult
    public mutating func apply(_ event: ControlTracker.Event, at time: Double) -> Bool? {
        switch event {
        case .touchDown, .dragEnter: return press(at: time) ? true : nil
        case .dragExit, .touchUpInside, .touchUpOutside, .touchCancel: return release(at: time) ? false : nil
        case .dragInside, .dragOutside: return nil
        }
    }

    /// Puts new values in force at `time` without a jump: a pressed scale
    /// goes on from where it is, with its velocity, toward `newScale` on
    /// `newPress`, a released one toward 1 on `newRelease` (nothing changes
    /// when its spring and target are the same).
    public mutating func retune(pressedScale newScale: Double, pressSpring newPress: Spring, releaseSpring newRelease: Spring,
                                at time: Double) {
        pressedScale = newScale
        pressSpring = newPress
        releaseSpring = newRelease
        let spring = isPressed ? newPress : newRelease, target = isPressed ? newScale : 1
        if spring != motion.spring || target != motion.target { motion.retarget(to: target, spring: spring, at: time) }
    }

    /// Puts `other`'s pressed scale and springs in force at `time`, as
    /// `retune(pressedScale:pressSpring:releaseSpring:at:)` (its threshold
    /// and motion are not taken): what a press built afresh from a new
    /// tuning would be, handed over without a jump.
    public mutating func retune(like other: PressScale, at time: Double) {
        retune(pressedScale: other.pressedScale, pressSpring: other.pressSpring, releaseSpring: other.releaseSpring, at: time)
    }

    private mutating func set(_ pressed: Bool, at time: Double) -> Bool {
        motion.retarget(to: pressed ? pressedScale : 1, spring: pressed ? pressSpring : releaseSpring, at: time)
        defer { isPressed = pressed }
        return pressed != isPressed
    }
}

extension PressScale: InteractionPart {
    /// Nothing: the scale is a value of time, read where it is wanted.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {}

    /// Takes `preference` at `time`: the scale goes on from where it is,
    /// with its velocity, on the spring the preference chooses (with
    /// reduced motion a release never springs past 1), and so do later
    /// presses and releases.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        motion.setMotionPreference(preference, at: time)
    }
}
