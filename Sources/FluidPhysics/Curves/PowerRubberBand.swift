import RealModule

/// The power rubber band of the WWDC18 "Designing Fluid Interfaces" demo
/// app, f(x) = sign(x)·|x|^e with e = 0.7: a curve that resists a pull more
/// the farther it goes but, unlike `RubberBand`'s bounded curve, never stops
/// growing.
///
/// Besides the curve a model needs two things:
/// - its **slope**, to turn a finger's velocity into the displayed velocity
///   by the chain rule, v_shown = f′(x)·v_finger;
/// - its **inverse**, to find the drag that shows a given offset when a
///   finger catches a view that is still stretched.
///
/// Pitfall: f′(x) = e·|x|^(e−1) is steeper than the finger within
/// e^(1/(1−e)) ≈ 0.305 points of rest (for e = 0.7) and infinite at 0, so a
/// finger lifted right at rest would fling the view. `slope(_:)` caps the
/// slope at 1: the view never moves faster than the finger that moves it.
///
/// Like `RubberBand`, it leaves a `range` free and resists past its ends
/// (`apply`, `rawValue(showing:)`, `slope(at:)`); the demo's square uses
/// the range 0…0, so every pull is resisted.
@frozen
public struct PowerRubberBand: Hashable, Sendable {
    /// The range the value may move in freely.
    public var range: ClosedRange<Double>
    /// The exponent e, between 0 (rigid) and 1 (no resistance).
    public var exponent: Double

    /// The demo app's exponent, 0.7.
    public static let defaultExponent = 0.7

    /// A power band that leaves `range` (0…0 unless given) free and resists
    /// past it with exponent `exponent` (0.7 unless given).
    @inlinable
    public init(range: ClosedRange<Double> = 0...0, exponent: Double = PowerRubberBand.defaultExponent) {
        self.range = range
        self.exponent = exponent
    }

    /// `value` inside `range` unchanged; outside, the edge plus f(overshoot), points.
    @inlinable
    public func apply(_ value: Double) -> Double {
        if value > range.upperBound { return range.upperBound + self.value(value - range.upperBound) }
        if value < range.lowerBound { return range.lowerBound + self.value(value - range.lowerBound) }
        return value
    }

    /// The raw value that `apply` maps to `displayed`, points (the curve is
    /// unbounded, so every displayed value has one).
    @inlinable
    public func rawValue(showing displayed: Double) -> Double {
        if displayed > range.upperBound { return range.upperBound + inverse(displayed - range.upperBound) }
        if displayed < range.lowerBound { return range.lowerBound + inverse(displayed - range.lowerBound) }
        return displayed
    }

    /// d(apply(x))/dx at the raw value `value`: 1 inside `range`, the capped
    /// slope of the overshoot outside it.
    @inlinable
    public func slope(at value: Double) -> Double {
        if value > range.upperBound { return slope(value - range.upperBound) }
        if value < range.lowerBound { return slope(range.lowerBound - value) }
        return 1
    }

    /// f(x) = sign(x)·|x|^e, points for an overshoot `x` in points.
    @inlinable
    public func value(_ x: Double) -> Double {
        RubberBand.power(x, exponent: exponent)
    }

    /// min(f′(x), 1) = min(e·|x|^(e−1), 1), dimensionless; 1 at x = 0 and
    /// 0 at infinity (see the type's pitfall).
    @inlinable
    public func slope(_ x: Double) -> Double {
        let ax = Swift.abs(x)
        guard ax > 0 else { return 1 }
        let s = exponent * Double.pow(ax, exponent - 1)
        return s.isFinite ? Swift.min(s, 1) : (ax.isInfinite ? 0 : 1)
    }

    /// f⁻¹(y) = sign(y)·|y|^(1/e), points; a result too large for a `Double`
    /// is kept finite (the largest finite magnitude).
    @inlinable
    public func inverse(_ y: Double) -> Double {
        let m = Double.pow(Swift.abs(y), 1 / exponent)
        let finite = m.isFinite ? m : Double.greatestFiniteMagnitude
        return y < 0 ? -finite : finite
    }
}
