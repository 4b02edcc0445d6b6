import FluidPhysics

/// A typed handle to one property animated by a `PropertyAnimator`.
///
/// `PropertyAnimator.addAnimation(from:to:onChange:)` returns it; read the
/// property with `animator.value(of:)` and `animator.velocity(of:)`. The
/// handle is a plain value tied to the animator that issued it.
public struct AnimatorProperty<Value: VectorArithmetic>: Hashable, Sendable {
    let animator: UInt64
    let store: Int
    let index: Int
}

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

/// The type-erased face of a property store, called once per store.
@MainActor
protocol AnimatorPropertyStore: AnyObject {
    func notify(progress: Double)
    func freeze(at progress: Double)
}

/// The properties of one value type, in contiguous storage.
@MainActor
final class PropertyStore<Value: VectorArithmetic>: AnimatorPropertyStore {
    /// A change handler, wrapped in a struct so that reading it from the
    /// array never re-wraps (and allocates) the closure.
    struct Handler {
        let call: ((Value) -> Void)?
    }

    var tracks: [PropertyTrack<Value>] = []
    var handlers: [Handler] = []

    func notify(progress: Double) {
        var i = 0
        while i < tracks.count {
            if let call = handlers[i].call {
                let v = tracks[i].value(at: progress)
                call(v)
            }
            i += 1
        }
    }

    func freeze(at progress: Double) {
        for i in 0..<tracks.count { tracks[i] = tracks[i].frozen(at: progress) }
    }
}
