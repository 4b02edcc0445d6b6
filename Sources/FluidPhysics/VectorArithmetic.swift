/// A value that a spring, a decay or a timing curve can animate.
///
/// The shape matches SwiftUI's `VectorArithmetic`: a value is a vector in a
/// real vector space. It can be added and subtracted (`AdditiveArithmetic`),
/// scaled by a real number, and it has a squared Euclidean length.
///
/// Every animation in FluidInterfaces is linear in its state, so it only ever
/// needs these operations: the position of a spring at time `t` is
/// `target + a(t)·(x0 − target) + b(t)·v0` for two real functions `a` and `b`.
/// That is why one `Spring` animates a `Double`, a `Point`, a `Color` or a
/// `Transform` with the same maths.
///
/// Conformances must satisfy, up to floating-point rounding:
/// - `x.scaled(by: 1) == x`, `x.scaled(by: 0) == .zero`;
/// - `(x + y).scaled(by: s) == x.scaled(by: s) + y.scaled(by: s)`;
/// - `magnitudeSquared >= 0`, and it is `0` only for `.zero`.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `rhs` (dimensionless).
    mutating func scale(by rhs: Double)

    /// The squared Euclidean length of the value, Σ componentᵢ².
    ///
    /// Used for rest thresholds ("is this close enough to the target?") and
    /// for the scale of a motion in accuracy checks.
    var magnitudeSquared: Double { get }

    /// The value equal in meaning to `self` that is nearest to `reference`.
    ///
    /// Animations call this on a new target before they start moving toward it,
    /// so that a value with a periodic component takes the short way. The
    /// default returns `self`. `Transform` overrides it so that its rotation
    /// turns by at most half a turn; `Angle` does not, because an angle from
    /// 0 to 2π is a deliberate full spin.
    func nearestEquivalent(to reference: Self) -> Self
}

extension VectorArithmetic {
    /// The default: every value means only itself.
    @inlinable
    public func nearestEquivalent(to reference: Self) -> Self { self }

    /// A copy of `self` with every component multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    /// The Euclidean length, √`magnitudeSquared`.
    @inlinable
    public var magnitude: Double { magnitudeSquared.squareRoot() }

    /// The linear interpolation `self + (other − self)·fraction`.
    ///
    /// `fraction` 0 gives `self`, 1 gives `other`; values outside 0…1
    /// extrapolate.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}
