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

    /// How fast, per second, the quickest component of `velocity` closes
    /// the same component of `self` — a displacement from a resting place —
    /// toward zero: the largest −vᵢ/yᵢ over the components with yᵢ ≠ 0 and
    /// vᵢ pointing back toward 0, or 0 when none does. A spring that must
    /// not overshoot needs a fast rate at least this large
    /// (``Spring/withoutOvershoot(closingRate:)``).
    ///
    /// The library's types answer component by component (a `Point` by
    /// its x and y). The default, for a type without known components,
    /// takes the rate along the displacement, −(y·v)/|y|², with y·v from
    /// squared lengths; a type of your own should answer per component.
    func closingRate(of velocity: Self) -> Double
}

extension VectorArithmetic {
    /// The default: every value means only itself.
    @inlinable
    public func nearestEquivalent(to reference: Self) -> Self { self }

    /// The rate along the displacement, −(y·v)/|y|² per second, when
    /// positive; otherwise 0 (see the requirement).
    public func closingRate(of velocity: Self) -> Double {
        let y2 = magnitudeSquared
        guard y2 > 0 else { return 0 }
        let dot = ((self + velocity).magnitudeSquared - y2 - velocity.magnitudeSquared) / 2
        return Swift.max(-dot / y2, 0)
    }

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
