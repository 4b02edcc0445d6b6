import FluidPhysics

/// A typed handle to one property animated by a `PropertyAnimator`.
///
/// `PropertyAnimator.addAnimation(from:to:onChange:)` returns it; read the
/// property with `animator.value(of:)` and `animator.velocity(of:)`. The
/// handle is a plain value tied to the animator that issued it.
public struct AnimatorProperty<Value: VectorArithmetic>: Hashable, Sendable {
    let animator: AnimatorID
    let store: Int
    let index: Int
}

/// Which animator issued a property handle: its runtime (64 random bits
/// drawn when it was made) and its number there, in the order the
/// runtime's animators were made.
struct AnimatorID: Hashable, Sendable {
    let runtime: UInt64
    let serial: UInt64
}
