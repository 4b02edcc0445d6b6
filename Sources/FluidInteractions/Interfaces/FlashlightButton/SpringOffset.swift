import FluidAnimation
import FluidPhysics

/// What keeps a shown value continuous when the value a model's state asks
/// for jumps: the shown value is that *base* plus an offset that springs to
/// 0. When the state changes, `grab(from:base:spring:threshold:at:)`
/// starts an offset equal to what was shown minus the new base (value and
/// rate), so the display carries on from where it was, with the velocity it
/// had, and eases onto the new base. (UIKit calls this additive animation.)
///
/// Units are the caller's: a scale (unitless), a grey level (0…1), points;
/// velocities are those units per second, times seconds. No offset (nil
/// animation) is an offset of 0 at rest.
public struct SpringOffset: Sendable {
    /// The spring on the offset (toward 0), or nil when there is none.
    public private(set) var animation: SpringAnimation<Double>?
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full

    /// No offset.
    public init() {}

    /// The offset at `time`.
    public func value(at time: Double) -> Double { animation?.value(at: time) ?? 0 }

    /// The offset's velocity at `time`, per second.
    public func velocity(at time: Double) -> Double { animation?.velocity(at: time) ?? 0 }

    /// Whether the offset rests at 0 at `time` (always, with no offset).
    public func isSettled(at time: Double) -> Bool { animation.map { $0.isSettled(at: time) } ?? true }

    /// Drops the offset once it has settled at `time`.
    public mutating func settle(at time: Double) {
        if isSettled(at: time) { animation = nil }
    }

    /// Swaps the running offset's spring for `spring` at `time` (seconds),
    /// keeping its value and velocity (per second): a tuning changed
    /// mid-flight, without a jump. Nothing happens with no offset or when
    /// it already runs on `spring`.
    public mutating func retune(to spring: Spring, at time: Double) {
        guard var running = animation, running.spring != spring else { return }
        running.retarget(spring: spring, at: time)
        animation = running
    }

    /// Starts an offset at `time` that carries a display showing
    /// `shown` (value, velocity) onto `base` (value, velocity) on `spring`,
    /// resting within `threshold`: its value is shown.value − base.value and
    /// its velocity shown.velocity − base.velocity. None when both are 0 or
    /// either is not finite.
    public mutating func grab(from shown: (value: Double, velocity: Double), base: (value: Double, velocity: Double),
                                  spring: Spring, threshold: RestThreshold, at time: Double) {
        let value = shown.value - base.value, velocity = shown.velocity - base.velocity
        guard value.isFinite, velocity.isFinite, value != 0 || velocity != 0 else {
            animation = nil
            return
        }
        animation = SpringAnimation(spring: spring, from: value, to: 0, initialVelocity: velocity, startTime: time,
                                    threshold: threshold, motionPreference: motionPreference)
    }

    /// Takes `preference` at `time`: the offset under way goes on from
    /// where it is, with its velocity, on the spring the preference
    /// chooses, and so do later ones.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        motionPreference = preference
        animation?.setMotionPreference(preference, at: time)
    }
}

extension SpringOffset: InteractionPart {
    /// Settles what has come to rest by `time` (`settle(at:)`).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }
}
