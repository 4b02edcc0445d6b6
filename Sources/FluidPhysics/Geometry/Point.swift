/// A position in a plane, in points.
///
/// A `Point` says *where*; a `Vector` says *how far and which way*. The two
/// meet in `Point + Vector → Point` and `Point.offset(to:) → Vector`. `Point`
/// is also `VectorArithmetic` (component-wise), so a spring can move it.
@frozen
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate, points.
    public var x: Double
    /// Vertical coordinate, points (grows downward in screen space).
    public var y: Double

    /// Creates the point (`x`, `y`), in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point whose coordinates are `v`'s components (a velocity, points
    /// per second, carried by a value that animates as a point).
    @inlinable
    public init(_ v: Vector) {
        self.init(x: v.dx, y: v.dy)
    }

    /// The vector from `self` to `other`: (other.x − x, other.y − y).
    @inlinable
    public func offset(to other: Point) -> Vector {
        Vector(dx: other.x - x, dy: other.y - y)
    }

    /// The Euclidean distance to `other`, points.
    @inlinable
    public func distance(to other: Point) -> Double { offset(to: other).length }

    /// The point moved by `vector`.
    @inlinable
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved by `−vector`.
    @inlinable
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }

    /// The point moved in place by `vector`.
    @inlinable
    public static func += (point: inout Point, vector: Vector) { point = point + vector }
}

extension Point: VectorArithmetic {
    /// The origin (0, 0).
    @inlinable
    public static var zero: Point { Point(x: 0, y: 0) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// Scales both coordinates by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    /// x² + y², points².
    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }

    /// The quicker of x's and y's closing rates, per second.
    @inlinable
    public func closingRate(of velocity: Point) -> Double {
        Swift.max(x.closingRate(of: velocity.x), y.closingRate(of: velocity.y))
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
