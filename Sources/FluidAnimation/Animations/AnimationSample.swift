import FluidPhysics

/// An animation's state at one instant.
@frozen
public struct AnimationSample<Value: VectorArithmetic>: Sendable {
    /// The value, in its own units.
    public var value: Value
    /// The velocity, in units per second.
    public var velocity: Value
    /// Whether the perceptual duration has passed (SwiftUI's logical
    /// completion): a good moment to update UI state.
    public var isLogicallyComplete: Bool
    /// Whether the motion has come to rest: `value` is then exactly the
    /// resting value and `velocity` is zero.
    public var isSettled: Bool

    /// Creates a sample.
    public init(value: Value, velocity: Value, isLogicallyComplete: Bool, isSettled: Bool) {
        self.value = value
        self.velocity = velocity
        self.isLogicallyComplete = isLogicallyComplete
        self.isSettled = isSettled
    }
}

extension AnimationSample: Equatable where Value: Equatable {}
