/// A displacement or a velocity in a plane: points, or points per second.
@frozen
public struct Vector: Hashable, Sendable {
    /// Horizontal component.
    public var dx: Double
    /// Vertical component.
    public var dy: Double

    /// Creates the vector (`dx`, `dy`).
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector whose components are `p`'s coordinates (a point's
    /// velocity, as an animated point reports it, per second).
    @inlinable
    public init(_ p: Point) {
        self.init(dx: p.x, dy: p.y)
    }

    /// The Euclidean length √(dx² + dy²), computed without overflow for large
    /// components.
    @inlinable
    public var length: Double {
        let a = Swift.abs(dx), b = Swift.abs(dy)
        let big = Swift.max(a, b)
        guard big > 0, big.isFinite else { return big }
        let small = Swift.min(a, b) / big
        return big * (1 + small * small).squareRoot()
    }

    /// Multiplies both components by `factor`.
    @inlinable
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// Multiplies both components by `factor`.
    @inlinable
    public static func * (factor: Double, vector: Vector) -> Vector { vector * factor }

    /// Divides both components by `divisor`.
    @inlinable
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
    }

    /// The opposite vector.
    @inlinable
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }

    /// The dot product dx₁·dx₂ + dy₁·dy₂.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
}

extension Vector: VectorArithmetic {
    /// The zero vector.
    @inlinable
    public static var zero: Vector { Vector(dx: 0, dy: 0) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }

    /// Scales both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        dx *= rhs
        dy *= rhs
    }

    /// dx² + dy².
    @inlinable
    public var magnitudeSquared: Double { dx * dx + dy * dy }

    /// The quicker of dx's and dy's closing rates, per second.
    @inlinable
    public func closingRate(of velocity: Vector) -> Double {
        Swift.max(dx.closingRate(of: velocity.dx), dy.closingRate(of: velocity.dy))
    }
}

extension Vector: CustomStringConvertible {
    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
