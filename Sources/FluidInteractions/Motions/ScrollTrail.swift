import FluidAnimation
import FluidPhysics
import RealModule

/// How far a point hung on a spring trails a scroll offset's own motion —
/// a glide, the bounce it hands off to at an end, a spring — in closed
/// form: the stretch an elastic list keeps after the finger lets go.
///
/// **Model.** The point hangs from its place in the content on `spring`
/// (stiffness k = ω₀², damping c = 2ζω₀, per unit mass) and its damper works
/// against the screen, the way a row of an elastic list is pushed by each
/// scroll step. With o(t) the offset (points) its displacement G from its
/// place (points, positive where the offset grows: a list scrolling up
/// leaves it lower on screen) and the spring's own velocity W (points/s)
/// follow
///
///     G′ = W + o′(t),    W′ = −k·G − c·W          (so G″ + cG′ + kG = o″ + c·o′)
///
/// — a pure spring on (G, W) while the offset is held, which is why a
/// follower handed over from a finger's kicks keeps W.
///
/// **Exact.** The forcing has a closed form in every segment, so the
/// response does too; nothing is stepped:
/// - a glide, o′ = v·e^(−λτ): G = A·o′ + (free spring), with
///   A = (c − λ)/D, W = B·o′ + …, B = −k/D, D = λ² − cλ + k;
/// - a spring of the offset, y = o − target with y″ = −k_b·y − c_b·y′ (any
///   damping): G = α·y + β·y′ + (free spring), W = −β·k_b·y + γ·y′ + …, with
///   Δ = (k − k_b)² − (c − c_b)(k·c_b − c·k_b), γ = −k(k − k_b)/Δ,
///   β = k(c − c_b)/Δ, α = γ + β·c_b + 1;
/// - the free spring is `spring`'s propagator from what the forced part
///   leaves over at the segment's start, so G and W are continuous at every
///   hand-off (the glide's exact crossing time into the bounce).
///
/// The forcing stops at the exact instant the offset's motion settles (a
/// monotone test, found by bisection once, at the start); from then on the
/// follower is a `SpringAnimation` to 0 with `threshold`, and settles as one.
/// A (degenerate) resonance, D or Δ within rounding of 0, is nudged off it.
public struct ScrollTrail: Sendable {
    private enum Forcing: Sendable {
        /// o′ = velocity · e^(−λτ).
        case decay(velocity: Double, lambda: Double)
        /// y = o − target of a spring: (displacement, velocity) at the segment's start.
        case spring(Spring, displacement: Double, velocity: Double)
    }

    private struct Segment: Sendable {
        var start: Double
        var forcing: Forcing
        /// The free spring's part at the start: displacement and velocity.
        var free: (Double, Double) = (0, 0)
    }

    /// The spring the point hangs on.
    public let spring: Spring
    private var first: Segment?
    private var second: Segment?
    private var rest: SpringAnimation<Double>

    /// A follower at displacement `value` (points) with spring velocity
    /// `velocity` (points/s) at `time` (seconds), from then on trailing
    /// `flight` on `spring`; it settles within `threshold`.
    public init(following flight: ScrollOffset.Flight, value: Double = 0, velocity: Double = 0, at time: Double,
                spring: Spring, threshold: RestThreshold) {
        self.spring = spring
        // At most two segments, in order of start; kept in two slots, not an
        // array, so starting a trail allocates nothing.
        var segments: (Segment?, Segment?) = (nil, nil)
        let settledAt: Double
        switch flight {
        case .glide(let a):
            let edge = a.edgeSpring
            if let edge, edge.motionStartTime <= time {
                segments.0 = Self.springSegment(edge, from: time)
            } else {
                let lambda = a.glide.decay.rate.decayConstant
                let v = a.glide.initialVelocity * Double.exp(-lambda * Swift.max(0, time - a.glide.motionStartTime))
                segments.0 = Segment(start: time, forcing: .decay(velocity: v, lambda: lambda))
                if let edge { segments.1 = Self.springSegment(edge, from: edge.motionStartTime) }
            }
            settledAt = Self.settlingInstant(after: time) { a.isSettled(at: $0) }
        case .spring(let a):
            segments.0 = Self.springSegment(a, from: time)
            settledAt = Self.settlingInstant(after: time) { a.isSettled(at: $0) }
        }
        var state = (value, velocity)
        var kept: (Segment?, Segment?) = (nil, nil)
        for slot in 0..<2 {
            guard var segment = slot == 0 ? segments.0 : segments.1, segment.start < settledAt else { continue }
            if let last = kept.1 ?? kept.0 { state = Self.evaluate(last, spring: spring, at: segment.start) }
            let forced = Self.forced(segment.forcing, spring: spring, after: 0)
            segment.free = (state.0 - forced.0, state.1 - forced.1)
            if kept.0 == nil { kept.0 = segment } else { kept.1 = segment }
        }
        if let last = kept.1 ?? kept.0 { state = Self.evaluate(last, spring: spring, at: settledAt) }
        first = kept.0
        second = kept.1
        rest = SpringAnimation(spring: spring, from: state.0, to: 0, initialVelocity: state.1,
                               startTime: kept.0 == nil ? time : settledAt, threshold: threshold)
    }

    /// The displacement at `time`, points (0 once settled).
    public func value(at time: Double) -> Double { state(at: time).value }

    /// The displacement (points) and the spring's own velocity W (points/s) at `time`.
    public func state(at time: Double) -> (value: Double, velocity: Double) {
        if time >= rest.motionStartTime || first == nil {
            let s = rest.sample(at: time)
            return (s.value, s.velocity)
        }
        let segment = second.map { time >= $0.start ? $0 : first! } ?? first!
        let s = Self.evaluate(segment, spring: spring, at: time)
        return (s.0, s.1)
    }

    /// Whether it has come to rest on 0 by `time` (for good).
    public func isSettled(at time: Double) -> Bool {
        time >= rest.motionStartTime && rest.isSettled(at: time)
    }

    private static func springSegment(_ a: SpringAnimation<Double>, from time: Double) -> Segment {
        let p = a.spring.propagator(time: Swift.max(0, time - a.motionStartTime))
        let y0 = a.initialValue - a.target
        return Segment(start: time, forcing: .spring(a.spring, displacement: p.displacement(from: y0, velocity: a.initialVelocity),
                                                     velocity: p.velocity(from: y0, velocity: a.initialVelocity)))
    }

    /// The first instant (to rounding) from which `settled` holds, at most 60 s after `time`.
    private static func settlingInstant(after time: Double, _ settled: (Double) -> Bool) -> Double {
        var lo = time, hi = time + AnimationLimits.maximumMotionDuration
        if settled(lo) { return lo }
        for _ in 0..<80 where hi - lo > 1e-12 * Swift.max(1, Swift.abs(hi)) {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    private static func evaluate(_ segment: Segment, spring: Spring, at time: Double) -> (Double, Double) {
        let tau = Swift.max(0, time - segment.start)
        let forced = forced(segment.forcing, spring: spring, after: tau)
        let p = spring.propagator(time: tau)
        return (forced.0 + p.displacement(from: segment.free.0, velocity: segment.free.1),
                forced.1 + p.velocity(from: segment.free.0, velocity: segment.free.1))
    }

    /// The forced part (G, W) `tau` seconds into a segment.
    private static func forced(_ forcing: Forcing, spring: Spring, after tau: Double) -> (Double, Double) {
        let w = spring.naturalFrequency, k = w * w, c = 2 * spring.dampingRatio * w
        switch forcing {
        case .decay(let v, let lambda):
            let d = nudged(lambda * lambda - c * lambda + k, scale: k + lambda * lambda)
            let rate = v * Double.exp(-lambda * tau)
            return ((c - lambda) / d * rate, -k / d * rate)
        case .spring(let b, let y0, let v0):
            let wb = b.naturalFrequency, kb = wb * wb, cb = 2 * b.dampingRatio * wb
            let delta = nudged((k - kb) * (k - kb) - (c - cb) * (k * cb - c * kb), scale: k * k + kb * kb)
            let gamma = -k * (k - kb) / delta, beta = k * (c - cb) / delta, alpha = gamma + beta * cb + 1
            let p = b.propagator(time: tau)
            let y = p.displacement(from: y0, velocity: v0), dy = p.velocity(from: y0, velocity: v0)
            return (alpha * y + beta * dy, -beta * kb * y + gamma * dy)
        }
    }

    private static func nudged(_ x: Double, scale: Double) -> Double {
        let floor = 1e-9 * Swift.max(scale, .leastNormalMagnitude)
        return Swift.abs(x) < floor ? (x < 0 ? -floor : floor) : x
    }
}
