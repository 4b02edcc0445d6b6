import RealModule

/// Rubber banding: resistance that grows the farther a value is pulled past
/// a boundary, so an interface stays responsive even where motion is invalid.
///
/// The curve is UIScrollView's (as reverse-engineered):
///
///     f(x) = (1 − 1/(x·c/d + 1))·d = x·d·c / (d + c·x)
///
/// for an overshoot x ≥ 0 past the edge, a dimension d (the viewport's size
/// along the axis, points) and a constant c (0.55). It starts with slope c
/// and approaches d but never reaches it; f is extended to negative x as an
/// odd function. The inverse, for 0 ≤ b < d, is
///
///     x = b·d / (c·(d − b))
///
/// which answers "which raw overshoot shows this stretched one?" — needed
/// when a drag begins on a view that is still stretched.
@frozen
public struct RubberBand: Hashable, Sendable {
    /// The range the value may move in freely.
    public var range: ClosedRange<Double>
    /// The dimension d along the axis, points (> 0).
    public var dimension: Double
    /// The constant c (UIScrollView's is 0.55): larger stretches more.
    public var constant: Double

    /// UIScrollView's rubber-band constant.
    public static let defaultConstant: Double = 0.55

    /// A rubber band that leaves `range` free and resists beyond it.
    /// A `dimension` ≤ 0 makes the band rigid (no overshoot shows).
    @inlinable
    public init(range: ClosedRange<Double>, dimension: Double, constant: Double = RubberBand.defaultConstant) {
        self.range = range
        self.dimension = dimension
        self.constant = constant
    }

    /// The stretched offset f(x) for a raw overshoot `x` (odd in x).
    @inlinable
    public static func offset(_ x: Double, dimension d: Double, constant c: Double = defaultConstant) -> Double {
        guard d > 0, c > 0 else { return 0 }
        if d == .infinity { return c * x }
        // d·(c|x| / (d + c|x|)) written as d / (1 + d/(c|x|)): no product of
        // two large numbers, so a huge finite overshoot cannot overflow, and
        // a finite overshoot stays strictly below d as the curve promises
        // (an infinite one reaches the limit d).
        let ax = Swift.abs(x)
        guard ax > 0 else { return x }
        // Two forms of the same value, each used where its ratio is at most 1,
        // so neither overflows: c|x|/(1 + c|x|/d) for small stretches (the
        // other form would divide by an overflowing d/(c|x|) and give 0 when d
        // is huge), d/(1 + d/(c|x|)) for large ones.
        let cx = c * ax
        let b: Double
        if ax.isInfinite {
            b = d
        } else if cx <= d {
            b = cx / (1 + cx / d)
        } else {
            b = Swift.min(d / (1 + d / cx), d.nextDown)
        }
        return x < 0 ? -b : b
    }

    /// The raw overshoot that the curve stretches to `stretched`, or nil when
    /// no overshoot does (|stretched| ≥ d). Odd, like the curve.
    @inlinable
    public static func rawOffset(forStretched stretched: Double, dimension d: Double, constant c: Double = defaultConstant) -> Double? {
        guard d > 0, c > 0, stretched.isFinite else { return nil }
        let b = Swift.abs(stretched)
        guard b < d else { return nil }
        // b·d / (c·(d − b)) as (b/c) / (1 − b/d), which cannot overflow in b·d.
        let x = d == .infinity ? b / c : (b / c) / (1 - b / d)
        return stretched < 0 ? -x : x
    }

    /// The WWDC18 demo app's simpler curve sign(x)·|x|^exponent (default
    /// 0.7). Unbounded: it keeps growing however far the value is pulled.
    /// `PowerRubberBand` adds its slope and inverse.
    @inlinable
    public static func power(_ x: Double, exponent: Double = 0.7) -> Double {
        let m = Double.pow(Swift.abs(x), exponent)
        return x < 0 ? -m : m
    }

    /// The bounded curve's slope f′(x) = c / (1 + c·|x|/d)², dimensionless,
    /// for a raw overshoot `x`: c at the edge, falling toward 0 far out. It
    /// turns a finger's velocity into the velocity of what it stretches
    /// (chain rule). A rigid band (d ≤ 0 or c ≤ 0) has slope 0; an infinite
    /// overshoot gives 0.
    @inlinable
    public static func slope(_ x: Double, dimension d: Double, constant c: Double = defaultConstant) -> Double {
        guard d > 0, c > 0 else { return 0 }
        let q = 1 + c * Swift.abs(x) / d
        let s = c / (q * q)
        return s.isFinite ? s : 0
    }

    /// d(apply(x))/dx at the raw value `value`: 1 inside `range`, the
    /// curve's slope at the overshoot outside it.
    @inlinable
    public func slope(at value: Double) -> Double {
        if value > range.upperBound {
            return Self.slope(value - range.upperBound, dimension: dimension, constant: constant)
        }
        if value < range.lowerBound {
            return Self.slope(range.lowerBound - value, dimension: dimension, constant: constant)
        }
        return 1
    }

    /// `value` inside `range` unchanged; outside, the range's edge plus the
    /// stretched overshoot.
    ///
    /// With range 0…100 and dimension 100, 110 becomes 100 + f(10) = 105.2133.
    @inlinable
    public func apply(_ value: Double) -> Double {
        if value > range.upperBound {
            return range.upperBound + Self.offset(value - range.upperBound, dimension: dimension, constant: constant)
        }
        if value < range.lowerBound {
            return range.lowerBound + Self.offset(value - range.lowerBound, dimension: dimension, constant: constant)
        }
        return value
    }

    /// The raw value that `apply` maps to `displayed`, counting a displayed
    /// value at or beyond the band's reach (|overshoot| ≥ d) as just inside
    /// it: what a finger catching a view shown there takes hold of. A rigid
    /// band gives the range's edge; a non-finite value gives itself.
    @inlinable
    public func rawValue(showing displayed: Double) -> Double {
        if let raw = invert(displayed) { return raw }
        guard displayed.isFinite else { return displayed }
        let edge = displayed < range.lowerBound ? range.lowerBound : range.upperBound
        let reach = displayed < range.lowerBound ? -dimension.nextDown : dimension.nextDown
        return edge + (Self.rawOffset(forStretched: reach, dimension: dimension, constant: constant) ?? 0)
    }

    /// The raw value that `apply` maps to `displayed`, or nil when the
    /// displayed value is at or beyond the reach of the band.
    @inlinable
    public func invert(_ displayed: Double) -> Double? {
        if displayed > range.upperBound {
            return Self.rawOffset(forStretched: displayed - range.upperBound, dimension: dimension, constant: constant)
                .map { range.upperBound + $0 }
        }
        if displayed < range.lowerBound {
            return Self.rawOffset(forStretched: displayed - range.lowerBound, dimension: dimension, constant: constant)
                .map { range.lowerBound + $0 }
        }
        return displayed
    }
}
