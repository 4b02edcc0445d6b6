import FluidPhysics

/// An animation of a value: a motion that can be evaluated exactly at any
/// time.
///
/// Conforming types are plain values (`Sendable`, no reference to a clock):
/// they hold where the current stretch of motion started — a time, a value
/// and a velocity — and answer in closed form what the value and velocity
/// are at any later time. Stepping therefore never accumulates error: an
/// animation sampled at 30, 60 or 120 Hz, at uneven times or after dropped
/// frames gives the same numbers as one evaluation.
///
/// Units: times in seconds on the clock's timeline; values in their own
/// units (points for positions); velocities in units per second.
///
/// The module's animations are `SpringAnimation`, `DecayAnimation`,
/// `TimingCurveAnimation`, `BoundedDecayAnimation` (a flick that meets a
/// boundary and springs back) and `AdditiveSpringAnimation`. Conform your own
/// type to run it in an `AnimationRuntime`.
public protocol ValueAnimation<Value>: Sendable {
    /// The animated value's type.
    associatedtype Value: VectorArithmetic

    /// The value, velocity and completion state at `time` (seconds).
    ///
    /// Must be a pure function of `time`. Once `isSettled` is true at some
    /// time it must stay true at every later time, with `value` equal to
    /// `restingValue` and `velocity` zero.
    ///
    /// An animation describes its motion from its latest (re)start on: after
    /// a retarget at time t, times before t report the state at t (held
    /// still), not the motion that was replaced.
    func sample(at time: Double) -> AnimationSample<Value>

    /// Where the motion comes to rest: the value it snaps to when settled.
    var restingValue: Value { get }

    /// The time (seconds) at which the animation is *logically* complete:
    /// for a spring, its perceptual `duration` after it (re)started — the
    /// moment a UI can treat the change as done (SwiftUI's
    /// `.logicallyComplete`), usually well before it settles.
    var logicalCompletionTime: Double { get }
}

extension ValueAnimation {
    /// The value at `time`, in the value's units.
    @inlinable
    public func value(at time: Double) -> Value { sample(at: time).value }

    /// The velocity at `time`, in units per second.
    @inlinable
    public func velocity(at time: Double) -> Value { sample(at: time).velocity }

    /// Whether the animation has settled by `time` (see `RestThreshold`).
    @inlinable
    public func isSettled(at time: Double) -> Bool { sample(at: time).isSettled }

    /// Whether the animation is logically complete at `time`.
    @inlinable
    public func isLogicallyComplete(at time: Double) -> Bool { time >= logicalCompletionTime }
}
