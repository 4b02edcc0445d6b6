import FluidPhysics

/// How one property maps a progress to a value: a straight line from its
/// start value (progress 0) to its end value (progress 1), extrapolated on
/// both sides (a spring's overshoot shows).
///
/// The progress is the animator's own progress P for a property added while
/// the animator was inactive (`join` < 0), and the property's own progress
/// u (`JoinedProgress`) for one that joined while it was active.
struct PropertyTrack<Value: VectorArithmetic> {
    var startValue: Value
    var endValue: Value
    /// The index of the property's `JoinedProgress`, or −1 for P.
    var join: Int

    @inline(__always)
    func value(at u: Double) -> Value {
        // The ends are assigned, not computed: 0.2 + (0.9 − 0.2)·1 is
        // 0.8999999999999999, and the model must rest exactly on the values given.
        if u == 1 { return endValue }
        if u == 0 { return startValue }
        return startValue + (endValue - startValue).scaled(by: u)
    }

    /// Units per second, for a progress velocity `du` (1/s).
    @inline(__always)
    func velocity(progressVelocity du: Double) -> Value {
        (endValue - startValue).scaled(by: du)
    }

    /// A track that rests at `value`.
    static func resting(at value: Value) -> PropertyTrack {
        PropertyTrack(startValue: value, endValue: value, join: -1)
    }
}
