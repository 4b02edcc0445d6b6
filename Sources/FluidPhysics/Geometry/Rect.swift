/// An axis-aligned rectangle: an origin and a size, in points.
///
/// As a `VectorArithmetic` value it is the four numbers (x, y, width, height),
/// so a spring moves and resizes a frame in one animation.
@frozen
public struct Rect: Hashable, Sendable {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extents, points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` centred on `center`, points: its origin is
    /// (center.x − width / 2, center.y − height / 2), computed in that order.
    @inlinable
    public init(center: Point, size: Size) {
        self.init(center: center, width: size.width, height: size.height)
    }

    /// The `width` × `height` rectangle centred on `center`, points: its
    /// origin is (center.x − width / 2, center.y − height / 2), computed in
    /// that order.
    @inlinable
    public init(center: Point, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The smallest x of the rectangle.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x of the rectangle.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y of the rectangle.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// |width|, points.
    @inlinable public var width: Double { Swift.abs(size.width) }
    /// |height|, points.
    @inlinable public var height: Double { Swift.abs(size.height) }

    /// Whether `point` lies inside or on the edge of the rectangle.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The rectangle scaled by `factor` about `anchor`: every point p of it
    /// moves to anchor + factor × (p − anchor), so its origin moves that way
    /// and its size is multiplied by `factor` (points).
    @inlinable
    public func scaled(by factor: Double, about anchor: Point) -> Rect {
        Rect(x: anchor.x + (minX - anchor.x) * factor, y: anchor.y + (minY - anchor.y) * factor,
             width: width * factor, height: height * factor)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top
    /// and bottom (negative values shrink it).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

extension Rect: VectorArithmetic {
    /// The empty rectangle at the origin.
    @inlinable
    public static var zero: Rect { Rect(origin: .zero, size: .zero) }

    /// Component-wise sum of origins and sizes.
    @inlinable
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// Component-wise difference of origins and sizes.
    @inlinable
    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    /// Scales origin and size by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        origin.scale(by: rhs)
        size.scale(by: rhs)
    }

    /// x² + y² + width² + height².
    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

    /// The quickest closing rate of the origin's and the size's components,
    /// per second.
    @inlinable
    public func closingRate(of velocity: Rect) -> Double {
        Swift.max(origin.closingRate(of: velocity.origin), size.closingRate(of: velocity.size))
    }
}
