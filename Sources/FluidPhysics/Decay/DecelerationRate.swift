import RealModule

/// How fast a flicked value slows down: the fraction of its velocity it
/// keeps each millisecond, as in `UIScrollView.DecelerationRate`.
///
/// A rate r makes the velocity decay as v(t) = v₀·r^(1000t) = v₀·e^(−λt)
/// with the decay constant λ = −1000·ln r (1/s). `.normal` (0.998) keeps
/// 99.8 % per millisecond (λ ≈ 2.002/s, velocity halves every 0.35 s);
/// `.fast` (0.99) keeps 99 % (λ ≈ 10.05/s).
@frozen
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let rawValue: Double

    /// The decay constant λ = −1000·ln r, 1/s, computed once when the rate
    /// is made (every decay step needs it; a logarithm per step would cost
    /// as much as the step itself).
    ///
    /// For r ≥ 0.5, ln r is computed as log1p(r − 1): r − 1 is exact there
    /// (the rates people use are near 1), so λ keeps full precision where
    /// ln r alone would lose digits to cancellation. Below 0.5 ln r itself is
    /// accurate, and log1p(r − 1) would not be: for r = 1e-17, r − 1 rounds
    /// to −1 and λ would become infinite instead of 39 143.6/s.
    public let decayConstant: Double

    /// The smallest and largest rates the non-throwing initialiser keeps.
    public static let allowedRange: ClosedRange<Double> = 1e-6...(1 - 1e-6)

    /// UIScrollView's normal rate, 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIScrollView's fast rate, 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Creates a rate, clamped into `allowedRange` (a rate of 1 would never
    /// stop, 0 would stop at once). NaN traps; use `init(validating:)` for
    /// untrusted input.
    public init(rawValue: Double) {
        requireFinite(rawValue, "rawValue", in: "DecelerationRate(rawValue:)")
        self.init(clamped: Swift.min(Swift.max(rawValue, Self.allowedRange.lowerBound), Self.allowedRange.upperBound))
    }

    /// Creates a rate from untrusted input.
    ///
    /// - Throws: `ParameterError` naming `decelerationRate` when the value is
    ///   NaN, infinite or outside the open interval (0, 1).
    public init(validating rate: Double) throws(ParameterError) {
        let r = try ParameterError.finite(rate, "decelerationRate")
        guard r > 0, r < 1 else {
            throw ParameterError(parameter: "decelerationRate", value: r, reason: .outOfRange("between 0 and 1, exclusive"))
        }
        self.init(clamped: r)
    }

    /// A rate r already known to lie in (0, 1), with its λ.
    private init(clamped r: Double) {
        rawValue = r
        decayConstant = r >= 0.5 ? -1000 * Double.log(onePlus: r - 1) : -1000 * Double.log(r)
    }

    /// Creates a rate from the fraction of velocity kept per **second**
    /// (Flutter's `FrictionSimulation` drag, Compose's e^(−4.2) ≈ 0.015):
    /// r = drag^(1/1000). Clamped like `init(rawValue:)`.
    public init(perSecond drag: Double) {
        requireFinite(drag, "drag", in: "DecelerationRate(perSecond:)")
        self.init(rawValue: drag > 0 ? Double.exp(Double.log(drag) / 1000) : 0)
    }

    /// The fraction of velocity kept per second, r^1000 = e^(−λ).
    @inlinable
    public var perSecond: Double { Double.exp(-decayConstant) }
}
