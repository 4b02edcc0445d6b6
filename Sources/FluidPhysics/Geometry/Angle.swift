/// An angle, stored in radians.
///
/// Angles are not wrapped: 0 → 2π animates a full turn. Use `normalized` or
/// `nearestEquivalent(to:)`-style helpers (`shortestDelta(to:)`) when the
/// short way round is what you mean.
@frozen
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees (π/180 radians each).
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// Creates an angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// Creates an angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The same direction expressed in (−π, π].
    @inlinable
    public var normalized: Angle {
        var r = radians.remainder(dividingBy: 2 * .pi)  // in [−π, π]
        if r <= -.pi { r += 2 * .pi }
        return Angle(radians: r)
    }

    /// The signed rotation in (−π, π] that turns `self` onto `other` the
    /// short way round.
    @inlinable
    public func shortestDelta(to other: Angle) -> Angle {
        Angle(radians: other.radians - radians).normalized
    }

    /// Orders angles by their radian value (not by direction).
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: VectorArithmetic {
    /// Zero radians.
    @inlinable
    public static var zero: Angle { Angle(radians: 0) }

    /// Sum of the radian values.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// Difference of the radian values (not wrapped).
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Scales the radian value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { radians *= rhs }

    /// radians².
    @inlinable
    public var magnitudeSquared: Double { radians * radians }

    /// The angle's closing rate, per second.
    @inlinable
    public func closingRate(of velocity: Angle) -> Double { radians.closingRate(of: velocity.radians) }
}
