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
