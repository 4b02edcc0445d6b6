import FluidPhysics

/// How one property maps the animator's progress P to a value: a straight
/// line through (startProgress, startValue) and (endProgress, endValue).
///
/// A property added before the animator starts runs from progress 0 to 1
/// and follows the line on both sides (a spring's overshoot shows). One
/// added while the animator is active joins from the current progress and
/// runs to the end of the current direction; on the other side of its
/// joining point it holds its starting value, because it was not moving
/// before it joined.
struct PropertyTrack<Value: VectorArithmetic> {
    var startProgress: Double
    var endProgress: Double
    var startValue: Value
    var endValue: Value
    var holdsBeforeStart: Bool

    /// The fraction of the way from start to end at progress `p`
    /// (nil when the track does not move: a zero span or held).
    @inline(__always)
    func fraction(_ p: Double) -> Double? {
        let span = endProgress - startProgress
        guard span != 0 else { return nil }
        let u = (p - startProgress) / span
        if holdsBeforeStart && u < 0 { return nil }
        return u
    }

    func value(at p: Double) -> Value {
        guard let u = fraction(p) else {
            let span = endProgress - startProgress
            return span == 0 ? endValue : startValue
        }
        return startValue + (endValue - startValue).scaled(by: u)
    }

    /// Units per second, for a progress velocity `dp` (1/s).
    func velocity(at p: Double, progressVelocity dp: Double) -> Value {
        guard fraction(p) != nil else { return .zero }
        return (endValue - startValue).scaled(by: dp / (endProgress - startProgress))
    }

    /// A track that rests at its value at progress `p`.
    func frozen(at p: Double) -> PropertyTrack {
        let v = value(at: p)
        return PropertyTrack(startProgress: 0, endProgress: 1, startValue: v, endValue: v, holdsBeforeStart: false)
    }
}
