import FluidPhysics
import RealModule

/// A flick inside a range that glides like a `DecayAnimation` and, if it
/// would glide past an edge, hands off to a spring at the exact moment it
/// meets the edge — UIScrollView's bounce.
///
/// From x₀ moving at v₀ (units/s) with decay constant λ the glide would stop
/// at x₀ + v₀/λ. If that is past the edge b, the crossing time is exact:
///
///     τ_b = −ln(1 − λ·(b − x₀)/v₀)/λ          (`Decay.time(toTravel:initialVelocity:)`)
///     v_b = v₀ − λ·(b − x₀)                   (the speed left at the edge)
///
/// and from then on a spring with target b starts at b with velocity v_b:
/// it carries on past the edge, slows, and returns to rest on it. Position
/// and velocity are continuous at the hand-off (C1): the spring starts with
/// exactly the decay's state.
///
/// A value released *outside* the range — a drag that was rubber-banded
/// past the edge (see `RubberBand`) — springs back to the nearest edge at
/// once, keeping the release velocity. Inside the range, with a glide that
/// stops short of the edges, this is a plain decay.
///
/// A glide that would stop past the edge by no more than the threshold's
/// value ε is a plain decay too: it rests at most ε beyond the edge — the
/// tolerance every animation snaps by — where a spring would only take
/// over when the glide has crept to a near stop. This also covers a landing
/// point within rounding of the edge, where the crossing time cannot be
/// computed (λ·(b − x₀)/v₀ rounds to 1): the spring never starts at t₀.
///
/// ## Reduced motion
/// With `motionPreference: .reduced` nothing goes past an edge that a
/// finger did not put there: a glide that would stop past an edge is
/// handed, at its start, to the spring toward that edge, damped so that it
/// reaches the edge without crossing it (`SpringAnimation`'s reduced
/// motion), with position and velocity continuous; a value released past
/// an edge returns to it the same way. It rests where the full motion
/// rests.
///
/// ## Completion
/// Gliding toward the edge is never settled; the spring (or the plain
/// glide) settles as documented on `SpringAnimation` (`DecayAnimation`).
/// Like every physics animation it is settled on its resting value, and
/// logically complete, `AnimationLimits.maximumMotionDuration` after it
/// starts at the latest — even if a very slow glide has not reached the
/// edge by then.
///
/// One-dimensional, like UIScrollView's axes: animate a point with one
/// `BoundedDecayAnimation` per axis, so each axis meets its own edge at its
/// own time.
@frozen
public struct BoundedDecayAnimation: ValueAnimation {
    /// The range the value may rest in.
    public let bounds: ClosedRange<Double>
    /// The free glide.
    public let glide: DecayAnimation<Double>
    /// The spring that takes over at an edge, if the glide reaches one.
    public let edgeSpring: SpringAnimation<Double>?

    /// A flick from `from` at `initialVelocity` units per second inside
    /// `bounds`, starting at `startTime`; `spring` brings it back from an
    /// edge (with `motionPreference` `.reduced`, takes it to the edge
    /// without crossing it).
    ///
    /// Non-finite `from` or `initialVelocity` are treated as 0 (a value at
    /// rest); see `SpringAnimation` for time clamping.
    public init(
        decay: Decay = Decay(), from: Double, initialVelocity: Double, bounds: ClosedRange<Double>,
        spring: Spring = .smooth, startTime: Double, threshold: RestThreshold = .points,
        motionPreference: MotionPreference = .full
    ) {
        let x0 = from.isFinite ? from : 0
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let t0 = clampedTime(startTime)
        self.bounds = bounds
        self.glide = DecayAnimation(decay: decay, from: x0, initialVelocity: v0, startTime: t0, threshold: threshold)
        let lambda = decay.rate.decayConstant
        if x0 > bounds.upperBound || x0 < bounds.lowerBound {
            let edge = x0 > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
            edgeSpring = SpringAnimation(spring: spring, from: x0, to: edge, initialVelocity: v0, startTime: t0,
                                         threshold: threshold, motionPreference: motionPreference)
            return
        }
        let end = x0 + v0 / lambda
        let edge: Double
        if end > bounds.upperBound {
            edge = bounds.upperBound
        } else if end < bounds.lowerBound {
            edge = bounds.lowerBound
        } else {
            edgeSpring = nil
            return
        }
        let distance = edge - x0
        guard Swift.abs(end - edge) > threshold.value,
              let tau = decay.time(toTravel: distance, initialVelocity: v0)
        else {
            // Stops within ε past the edge (or within rounding of it): a plain glide.
            edgeSpring = nil
            return
        }
        if motionPreference == .reduced {
            edgeSpring = SpringAnimation(spring: spring, from: x0, to: edge, initialVelocity: v0, startTime: t0,
                                         threshold: threshold, motionPreference: .reduced)
            return
        }
        let edgeVelocity = v0 - lambda * distance
        edgeSpring = SpringAnimation(spring: spring, from: edge, to: edge, initialVelocity: edgeVelocity,
                                     startTime: t0 + tau, threshold: threshold)
    }

    /// When the spring takes over (nil if the glide stays inside).
    public var handOffTime: Double? { edgeSpring?.motionStartTime }

    /// The edge the value returns to, or where the glide stops inside.
    public var restingValue: Double { edgeSpring?.restingValue ?? glide.restingValue }

    /// The spring's logical completion if it takes over, else the glide's;
    /// at most `AnimationLimits.maximumMotionDuration` after the start.
    public var logicalCompletionTime: Double {
        Swift.min(edgeSpring?.logicalCompletionTime ?? glide.logicalCompletionTime, limitTime)
    }

    /// When the motion counts as settled whatever it is doing.
    var limitTime: Double { finiteSum(glide.motionStartTime, AnimationLimits.maximumMotionDuration) }

    /// The exact value and velocity at `time`.
    public func sample(at time: Double) -> AnimationSample<Double> {
        if time >= limitTime {
            return AnimationSample(value: restingValue, velocity: 0, isLogicallyComplete: true, isSettled: true)
        }
        guard let edgeSpring else { return glide.sample(at: time) }
        if time >= edgeSpring.motionStartTime { return edgeSpring.sample(at: time) }
        // Gliding toward the edge: never settled before meeting it.
        let tau = Swift.max(0, time - glide.motionStartTime)
        let lambda = glide.decay.rate.decayConstant
        let v0 = glide.initialVelocity
        return AnimationSample(
            value: glide.initialValue + v0 * (-Double.expMinusOne(-lambda * tau) / lambda),
            velocity: v0 * Double.exp(-lambda * tau),
            isLogicallyComplete: false, isSettled: false)
    }
}
