/// Two animatable values animated together as one vector, like SwiftUI's
/// `AnimatablePair`.
///
/// The pair's vector space is the direct sum of its halves: arithmetic acts on
/// each half, and `magnitudeSquared` is the sum of the halves' squared lengths.
/// Nest pairs to animate three or more values with one spring.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair of `first` and `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of the two zeros.
    @inlinable
    public static var zero: Self { Self(.zero, .zero) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both halves by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// |first|² + |second|².
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// The quicker of the two halves' closing rates, per second.
    public func closingRate(of velocity: Self) -> Double {
        Swift.max(first.closingRate(of: velocity.first), second.closingRate(of: velocity.second))
    }

    /// Each half made nearest to the matching half of `reference`.
    @inlinable
    public func nearestEquivalent(to reference: Self) -> Self {
        Self(first.nearestEquivalent(to: reference.first), second.nearestEquivalent(to: reference.second))
    }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
