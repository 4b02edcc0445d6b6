import FluidPhysics

/// A value moving from one value to another over a fixed duration along a
/// `TimingCurve` (linear, ease-in-out, any cubic Bézier).
///
/// With s = (t − t₀)/D the fraction of the duration D elapsed and p the
/// curve's progress:
///
///     x(t) = x₀ + (x₁ − x₀)·p(s) + m·D·s·(1 − s)²
///     v(t) = (x₁ − x₀)·p′(s)/D + m·(1 − s)·(1 − 3s)
///     m    = v₀ − (x₁ − x₀)·p′(0)/D
///
/// The last term is a velocity match. A timing curve on its own starts with
/// the velocity (x₁ − x₀)·p′(0)/D — zero for ease-in-out — so a curve
/// animation started while the value is moving (a gesture hand-off, a
/// retarget) would jerk. The cubic s·(1 − s)² is 0 at both ends, has slope 1
/// at the start and 0 at the end, so adding m times it makes the start
/// velocity exactly v₀ and changes nothing else: the animation still starts
/// at x₀, ends at x₁ at t₀ + D with the curve's final velocity, and with
/// v₀ equal to the curve's own starting velocity (m = 0) it *is* the curve.
///
/// Completion: logically complete and settled at t₀ + D, exactly on x₁.
/// A duration of 0 — or under `minimumDuration`, one microsecond, far below
/// a frame, where the velocity match would overflow — jumps to x₁ at t₀.
/// Durations are not capped: a curve ends at exactly the duration it is
/// given, however long (`AnimationLimits` caps springs and decays, whose end
/// is not chosen by the caller).
///
/// Cost: a sample needs the curve's value and its slope; both come from one
/// solve of the Bézier (`TimingCurve.valueAndDerivative(at:)`), a few dozen
/// floating-point operations.
@frozen
public struct TimingCurveAnimation<Value: VectorArithmetic>: ValueAnimation {
    /// The progress curve.
    public private(set) var curve: TimingCurve
    /// The duration of the current stretch, seconds (≥ 0).
    public private(set) var duration: Double
    /// When the current stretch starts (after any delay), seconds.
    public private(set) var motionStartTime: Double
    /// The value at `motionStartTime`.
    public private(set) var initialValue: Value
    /// The value at `motionStartTime + duration`.
    public private(set) var target: Value
    /// The velocity-matching coefficient m, units per second.
    public private(set) var velocityMismatch: Value

    /// Durations shorter than this (seconds) count as 0: 1 µs.
    public static var minimumDuration: Double { 1e-6 }

    /// An animation from `from` to `to` over `duration` seconds along
    /// `curve`, starting at `startTime` after `delay`.
    ///
    /// `initialVelocity` (units per second) is the velocity the value
    /// already has — a gesture's, or a previous animation's — and the
    /// animation starts with exactly that velocity. Nil (the default) means
    /// the curve's own starting velocity: the plain curve.
    ///
    /// NaN, infinite or negative `duration` and `delay` are treated as 0,
    /// and so is a `duration` under `minimumDuration`; a non-finite
    /// `startTime` as 0.
    public init(
        curve: TimingCurve = .easeInOut, from: Value, to: Value, duration: Double,
        initialVelocity: Value? = nil, startTime: Double, delay: Double = 0
    ) {
        self.curve = curve
        self.duration = Self.clampedDuration(duration)
        self.motionStartTime = clampedStart(startTime, delay: delay)
        self.initialValue = from
        self.target = to.nearestEquivalent(to: from)
        self.velocityMismatch = .zero
        if let initialVelocity { self.velocityMismatch = mismatch(for: initialVelocity) }
    }

    @inlinable
    func mismatch(for velocity: Value) -> Value {
        guard duration > 0 else { return .zero }
        return velocity - (target - initialValue).scaled(by: curve.derivative(at: 0) / duration)
    }

    /// The velocity at the start of the motion: the curve's own plus the match.
    @inlinable
    var startVelocity: Value {
        guard duration > 0 else { return .zero }
        return (target - initialValue).scaled(by: curve.derivative(at: 0) / duration) + velocityMismatch
    }

    /// `clampedInterval`, and durations under `minimumDuration` become 0.
    static func clampedDuration(_ seconds: Double) -> Double {
        let d = clampedInterval(seconds)
        return d < minimumDuration ? 0 : d
    }

    /// The value at the end.
    @inlinable
    public var restingValue: Value { target }

    /// `motionStartTime + duration`.
    @inlinable
    public var logicalCompletionTime: Double { finiteSum(motionStartTime, duration) }

    /// The value and velocity at `time`.
    @inlinable
    public func sample(at time: Double) -> AnimationSample<Value> {
        let tau = time - motionStartTime
        // At times so large that start + duration rounds to start (or to the
        // largest Double), the end is reached at that rounded sum.
        let ended = time >= logicalCompletionTime
        if !(tau > 0) {
            let instant = tau == 0 && (duration == 0 || ended)
            let velocity = tau == 0 ? startVelocity : .zero
            return AnimationSample(value: instant ? target : initialValue, velocity: velocity,
                                   isLogicallyComplete: instant, isSettled: instant)
        }
        if tau >= duration || ended {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: true, isSettled: true)
        }
        let s = tau / duration
        let distance = target - initialValue
        let bump = s * (1 - s) * (1 - s)
        let (progress, slope) = curve.valueAndDerivative(at: s)   // one solve of x(s) per frame
        let value = initialValue + distance.scaled(by: progress) + velocityMismatch.scaled(by: duration * bump)
        let velocity = distance.scaled(by: slope / duration) + velocityMismatch.scaled(by: (1 - s) * (1 - 3 * s))
        return AnimationSample(value: value, velocity: velocity, isLogicallyComplete: false, isSettled: false)
    }

    /// Sends the animation toward `newTarget` from its current value and
    /// velocity at `time`, over `duration` seconds (the current duration when
    /// nil) and along `curve` (the current one when nil). Position and
    /// velocity stay continuous thanks to the velocity match.
    ///
    /// During a delay (`time` before `motionStartTime`) the start stays
    /// where it is and keeps the velocity it was going to start with: a plain
    /// curve stays a plain curve (m = 0) and a hand-off velocity is kept.
    /// A time past half the largest double restarts the curve there (see
    /// `SpringAnimation.retarget(to:spring:at:)`), so it still ends.
    public mutating func retarget(to newTarget: Value, duration newDuration: Double? = nil, curve newCurve: TimingCurve? = nil, at time: Double) {
        let t = clampedTime(time)
        // The velocity the new stretch must start with; nil: the plain curve.
        let velocity: Value?
        if t >= motionStartTime {
            let s = sample(at: t)
            velocity = s.velocity
            initialValue = s.value
            motionStartTime = clampedRestart(t)
        } else {
            velocity = velocityMismatch == .zero ? nil : startVelocity
        }
        if let newDuration { duration = Self.clampedDuration(newDuration) }
        if let newCurve { curve = newCurve }
        target = newTarget.nearestEquivalent(to: initialValue)
        velocityMismatch = .zero
        if let velocity { velocityMismatch = mismatch(for: velocity) }
    }
}
