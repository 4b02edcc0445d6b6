/// A width and a height, in points.
///
/// Negative sizes are representable (a spring can overshoot through zero);
/// `Rect` reads them as extending left or up from its origin.
@frozen
public struct Size: Hashable, Sendable {
    /// Horizontal extent, points.
    public var width: Double
    /// Vertical extent, points.
    public var height: Double

    /// Creates a size of `width` × `height` points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension Size: VectorArithmetic {
    /// 0 × 0.
    @inlinable
    public static var zero: Size { Size(width: 0, height: 0) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// Scales both extents by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        width *= rhs
        height *= rhs
    }

    /// width² + height².
    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }

    /// The quicker of width's and height's closing rates, per second.
    @inlinable
    public func closingRate(of velocity: Size) -> Double {
        Swift.max(width.closingRate(of: velocity.width), height.closingRate(of: velocity.height))
    }
}
