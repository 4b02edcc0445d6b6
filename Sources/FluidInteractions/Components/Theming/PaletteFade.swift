import FluidAnimation
import FluidPhysics

/// A cross-fade between palettes, evaluated at any time: the palette is
/// `from.interpolated(to: to, fraction: f)` in linear light, where the
/// fraction f runs from 0 to 1 by a spring (default: response 0.3 s, ζ 1,
/// no overshoot from rest) or along a fixed-duration ease-in-out curve.
///
/// **Retargeting.** A new palette mid-fade starts a new fade *from the
/// palette shown at that instant* (no jump in any channel), and the new
/// fraction starts with the part of the current colour velocity that points
/// toward the new palette (f′ = ⟨v, Δ⟩ / |Δ|², with v the palette's velocity
/// and Δ = new − current): fading back the way it came keeps the velocity
/// whole; a turn toward a third palette keeps the component along the new
/// direction (the sideways part cannot be expressed by one fraction, so
/// the colours turn a corner there, without a jump). With that momentum the
/// fraction may briefly leave 0…1.
///
/// **End.** A spring fade ends at the exact instant the fraction stays
/// within 0.001 of 1 (`Spring.settlingDuration`), a curve fade at its
/// duration; from then on the palette is exactly the target.
public struct PaletteFade: Sendable {
    /// How the fraction moves.
    public enum Curve: Hashable, Sendable {
        /// A spring on the fraction.
        case spring(Spring)
        /// An ease-in-out curve of this duration, seconds (velocity-matched on a retarget).
        case easeInOut(duration: Double)

        /// The default: a critically damped spring, response 0.3 s.
        public static let standard = Curve.spring(Spring(response: 0.3, dampingRatio: 1))
    }

    /// The tolerance on the fraction at which a spring fade ends.
    public static let fractionTolerance = 1e-3

    /// How the fraction moves on the next fade.
    public var curve: Curve
    /// The palette the current fade started from.
    public private(set) var from: Palette
    /// The palette the current fade goes to (the palette at rest).
    public private(set) var to: Palette

    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var motion: Motion = .done

    private enum Motion: Sendable {
        case done
        case spring(SpringAnimation<Double>, end: Double)
        case curve(TimingCurveAnimation<Double>)
    }

    /// A fade at rest on `palette`.
    public init(palette: Palette, curve: Curve = .standard) {
        from = palette
        to = palette
        self.curve = curve
    }

    /// The fraction of the current fade at `time` (1 at rest).
    public func fraction(at time: Double) -> Double {
        switch motion {
        case .done: return 1
        case .spring(let a, let end): return time >= end ? 1 : a.value(at: time)
        case .curve(let a): return a.value(at: time)
        }
    }

    /// The fraction's velocity at `time`, per second.
    public func fractionVelocity(at time: Double) -> Double {
        switch motion {
        case .done: return 0
        case .spring(let a, let end): return time >= end ? 0 : a.velocity(at: time)
        case .curve(let a): return a.velocity(at: time)
        }
    }

    /// The palette at `time`.
    public func palette(at time: Double) -> Palette {
        if case .done = motion { return to }
        let f = fraction(at: time)
        return f == 1 ? to : from.interpolated(to: to, fraction: f)
    }

    /// The palette's velocity at `time` (linear-light components per second).
    public func paletteVelocity(at time: Double) -> Palette {
        (to - from).scaled(by: fractionVelocity(at: time))
    }

    /// The exact instant the fade ends, or nil at rest.
    public var endTime: Double? {
        switch motion {
        case .done: return nil
        case .spring(_, let end): return end
        case .curve(let a): return a.logicalCompletionTime
        }
    }

    /// Whether the fade has ended by `time`.
    public func isSettled(at time: Double) -> Bool {
        guard let end = endTime else { return true }
        return time >= end
    }

    /// Fades to `target` from the palette shown at `time` (see the type);
    /// without `animated`, jumps there. A fade already heading to `target`
    /// goes on unchanged.
    public mutating func fade(to target: Palette, at time: Double, animated: Bool = true) {
        let t = time.isFinite ? time : 0
        if target == to, !isSettled(at: t) { return }
        begin(to: target, at: t, animated: animated)
    }

    /// Fades on `curve` from now on — a tuning changed — without a jump: a
    /// spring fade on another spring goes on from its fraction, with its
    /// velocity, on the new one and ends at the exact instant that spring
    /// settles; a fade whose curve changes otherwise (spring to curve, a new
    /// duration) starts afresh from the palette shown at `time` (seconds)
    /// toward the same palette, keeping the colours' velocity (see the
    /// type). Later fades use `newCurve`.
    public mutating func retune(_ newCurve: Curve, at time: Double) {
        let t = time.isFinite ? time : 0
        guard newCurve != curve else { return }
        let old = curve
        curve = newCurve
        guard !isSettled(at: t) else { return }
        if case .spring(var a, _) = motion, case .spring(let oldSpring) = old, case .spring(let spring) = newCurve, a.spring == oldSpring {
            a.retarget(spring: spring, at: t)
            motion = Self.springing(a, at: t)
        } else {
            begin(to: to, at: t, animated: true)
        }
    }

    /// Fades with as much motion as `preference` wants from `time`
    /// (seconds) on, without a jump: a spring fade under way goes on from
    /// its fraction, with its velocity, on the spring the preference
    /// chooses (with reduced motion, one that never takes the colours past
    /// the new palette). A cross-fade is itself what reduced motion keeps.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        let t = time.isFinite ? time : 0
        guard !isSettled(at: t), case .spring(var a, _) = motion else { return }
        a.setMotionPreference(preference, at: t)
        motion = Self.springing(a, at: t)
    }

    /// A spring fade that ends at the exact instant its fraction, from its
    /// state at `t`, stays within ``fractionTolerance`` of 1.
    private static func springing(_ a: SpringAnimation<Double>, at t: Double) -> Motion {
        let f = a.value(at: t), v = a.velocity(at: t)
        let duration = a.drivingSpring.settlingDuration(target: 1 - f, initialVelocity: v, epsilon: fractionTolerance)
        let end = t + (duration.isFinite ? Swift.min(duration, AnimationLimits.maximumMotionDuration) : AnimationLimits.maximumMotionDuration)
        return end > t ? .spring(a, end: end) : .done
    }

    /// Starts the fade to `target` at `t` (finite, seconds) from the palette
    /// shown then, with the part of its velocity toward `target`.
    private mutating func begin(to target: Palette, at t: Double, animated: Bool) {
        let current = palette(at: t), velocity = paletteVelocity(at: t)
        let delta = target - current
        let distance = delta.magnitudeSquared
        guard animated, distance > 1e-18, distance.isFinite else {
            from = target
            to = target
            motion = .done
            return
        }
        let dot = ((velocity + delta).magnitudeSquared - velocity.magnitudeSquared - distance) / 2
        var start = dot / distance
        if !start.isFinite { start = 0 }
        from = current
        to = target
        switch curve {
        case .spring(let spring):
            let animation = SpringAnimation(spring: spring, from: 0.0, to: 1.0, initialVelocity: start, startTime: t,
                                            threshold: RestThreshold(value: 0, velocity: 0), motionPreference: motionPreference)
            motion = Self.springing(animation, at: t)
        case .easeInOut(let duration):
            let d = duration.isFinite && duration > 0 ? duration : 0
            motion = d > 0 ? .curve(TimingCurveAnimation(curve: .easeInOut, from: 0.0, to: 1.0, duration: d, initialVelocity: start, startTime: t))
                : .done
        }
    }
}

extension PaletteFade: InteractionPart {
    /// Nothing: the fade is a value of time, read where it is wanted.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {}
}
