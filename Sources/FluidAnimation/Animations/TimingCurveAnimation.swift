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
/// A duration of 0 jumps to x₁ at t₀.
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

    /// An animation from `from` to `to` over `duration` seconds along
    /// `curve`, starting at `startTime` after `delay`.
    ///
    /// `initialVelocity` (units per second) is the velocity the value
    /// already has — a gesture's, or a previous animation's — and the
    /// animation starts with exactly that velocity. Nil (the default) means
    /// the curve's own starting velocity: the plain curve.
    ///
    /// NaN, infinite or negative `duration` and `delay` are treated as 0;
    /// a non-finite `startTime` as 0.
    public init(
        curve: TimingCurve = .easeInOut, from: Value, to: Value, duration: Double,
        initialVelocity: Value? = nil, startTime: Double, delay: Double = 0
    ) {
        self.curve = curve
        self.duration = clampedInterval(duration)
        self.motionStartTime = clampedTime(startTime) + clampedInterval(delay)
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

    /// The value at the end.
    @inlinable
    public var restingValue: Value { target }

    /// `motionStartTime + duration`.
    @inlinable
    public var logicalCompletionTime: Double { motionStartTime + duration }

    /// The value and velocity at `time`.
    @inlinable
    public func sample(at time: Double) -> AnimationSample<Value> {
        let tau = time - motionStartTime
        if !(tau > 0) {
            let instant = duration == 0 && tau == 0
            let velocity = tau == 0 && duration > 0
                ? (target - initialValue).scaled(by: curve.derivative(at: 0) / duration) + velocityMismatch
                : .zero
            return AnimationSample(value: instant ? target : initialValue, velocity: velocity,
                                   isLogicallyComplete: instant, isSettled: instant)
        }
        if tau >= duration {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: true, isSettled: true)
        }
        let s = tau / duration
        let distance = target - initialValue
        let bump = s * (1 - s) * (1 - s)
        let value = initialValue + distance.scaled(by: curve.value(at: s)) + velocityMismatch.scaled(by: duration * bump)
        let velocity = distance.scaled(by: curve.derivative(at: s) / duration) + velocityMismatch.scaled(by: (1 - s) * (1 - 3 * s))
        return AnimationSample(value: value, velocity: velocity, isLogicallyComplete: false, isSettled: false)
    }

    /// Sends the animation toward `newTarget` from its current value and
    /// velocity at `time`, over `duration` seconds (the current duration when
    /// nil) and along `curve` (the current one when nil). Position and
    /// velocity stay continuous thanks to the velocity match.
    public mutating func retarget(to newTarget: Value, duration newDuration: Double? = nil, curve newCurve: TimingCurve? = nil, at time: Double) {
        let t = clampedTime(time)
        let s = sample(at: t)
        let velocity = t >= motionStartTime ? s.velocity : Value.zero
        if t >= motionStartTime {
            initialValue = s.value
            motionStartTime = t
        }
        if let newDuration { duration = clampedInterval(newDuration) }
        if let newCurve { curve = newCurve }
        target = newTarget.nearestEquivalent(to: initialValue)
        velocityMismatch = .zero
        velocityMismatch = mismatch(for: velocity)
    }
}
