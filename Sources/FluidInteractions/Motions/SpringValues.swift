import FluidAnimation
import FluidPhysics

/// Numbers keyed by `Key`, each moving on a spring toward its own target
/// only while it is being animated — a cell's opacity fading in or out, a
/// badge's scale — so the owner stores only what moves.
///
/// `animate(_:from:to:at:)` starts (or retargets) one number from the value
/// the owner shows now and, if it was already moving, with the velocity it
/// had: a retarget is continuous in value and velocity. A number counts as
/// arrived once its spring is within `threshold` of its target and still
/// (`RestThreshold`); `removeSettled(at:)` then forgets it, and the owner
/// shows its resting value again. Values are in the owner's units, times in
/// seconds, velocities in units per second.
public struct SpringValues<Key: Hashable & Sendable>: Sendable {
    /// The spring every number moves on.
    public var spring: Spring
    /// When a number has arrived.
    public var threshold: RestThreshold
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var springs: [Key: SpringAnimation<Double>] = [:]

    /// No number moving; each will move on `spring` until within `threshold`.
    public init(spring: Spring, threshold: RestThreshold) {
        self.spring = spring
        self.threshold = threshold
    }

    /// Whether no number is moving.
    public var isEmpty: Bool { springs.isEmpty }

    /// The value of `key` at `time`, or nil when it is not moving.
    public func value(of key: Key, at time: Double) -> Double? { springs[key]?.value(at: time) }

    /// The velocity of `key` at `time`, units per second (0 when not moving).
    public func velocity(of key: Key, at time: Double) -> Double { springs[key]?.velocity(at: time) ?? 0 }

    /// Moves `key` from `value` (what is shown now) toward `target` from
    /// `time`, keeping its current velocity if it was moving.
    public mutating func animate(_ key: Key, from value: Double, to target: Double, at time: Double) {
        springs[key] = SpringAnimation(spring: spring, from: value, to: target, initialVelocity: velocity(of: key, at: time),
                                       startTime: time, threshold: threshold, motionPreference: motionPreference)
    }

    /// Moves every number, from `time` (seconds) on, with as much motion as
    /// `preference` wants, where it is and with its velocity; numbers
    /// animated later move so too.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        for key in Array(springs.keys) { springs[key]?.setMotionPreference(preference, at: time) }
    }

    /// Moves every number, from `time` (seconds) on, on `newSpring` — a
    /// tuning changed — where it is and with its velocity, toward its own
    /// target; numbers animated later move on it too.
    public mutating func retune(_ newSpring: Spring, at time: Double) {
        guard newSpring != spring else { return }
        spring = newSpring
        for key in Array(springs.keys) { springs[key]?.retarget(spring: newSpring, at: time) }
    }

    /// Stops `key` where it is; the owner shows its resting value again.
    public mutating func stop(_ key: Key) { springs[key] = nil }

    /// Stops every number whose target satisfies `heading`.
    public mutating func stopAll(where heading: (_ target: Double) -> Bool) {
        for (key, animation) in springs where heading(animation.restingValue) { springs[key] = nil }
    }

    /// Forgets every number that has arrived by `time`.
    public mutating func removeSettled(at time: Double) {
        for (key, animation) in springs where animation.isSettled(at: time) { springs[key] = nil }
    }
}
