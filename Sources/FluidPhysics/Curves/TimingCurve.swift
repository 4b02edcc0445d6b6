/// A timing curve: progress (0…1 of the way) as a function of the fraction
/// of the duration elapsed, both dimensionless.
///
/// Linear, or a CSS / Core Animation cubic Bézier from (0, 0) to (1, 1) with
/// control points (x1, y1) and (x2, y2):
///
///     x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³
///     y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³
///
/// For a time fraction X the curve solves x(s) = X for s (x is monotone
/// because x1 and x2 lie in 0…1) and returns y(s). The slope dy/dx is what a
/// velocity hand-off needs: a value animating over `duration` seconds with
/// this curve moves at slope·distance/duration units per second.
@frozen
public struct TimingCurve: Hashable, Sendable {
    /// First control point's x, 0…1.
    public let x1: Double
    /// First control point's y (may leave 0…1 to overshoot).
    public let y1: Double
    /// Second control point's x, 0…1.
    public let x2: Double
    /// Second control point's y (may leave 0…1 to overshoot).
    public let y2: Double
    @usableFromInline let isLinear: Bool

    /// The largest |y1| and |y2|: far beyond any overshoot in use (CSS
    /// tools stay within about ±2), small enough that the curve's value
    /// cannot overflow.
    public static let maximumControlY = 1e6

    /// A cubic Bézier curve. x1 and x2 are clamped into 0…1 (outside, the
    /// curve would go back in time), y1 and y2 into ±`maximumControlY`; NaN
    /// or infinity traps — use `validated(…)` for untrusted input.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        for (v, n) in [(x1, "x1"), (y1, "y1"), (x2, "x2"), (y2, "y2")] {
            precondition(v.isFinite, "TimingCurve: \(n) must be finite, got \(v)")
        }
        let limit = Self.maximumControlY
        self.x1 = Swift.min(Swift.max(x1, 0), 1)
        self.y1 = Swift.min(Swift.max(y1, -limit), limit)
        self.x2 = Swift.min(Swift.max(x2, 0), 1)
        self.y2 = Swift.min(Swift.max(y2, -limit), limit)
        self.isLinear = self.x1 == y1 && self.x2 == y2
    }

    /// A cubic Bézier from untrusted control points.
    ///
    /// - Throws: `ParameterError` naming `x1`, `y1`, `x2` or `y2` when NaN or
    ///   infinite, `x1`/`x2` outside 0…1, or `y1`/`y2` beyond
    ///   ±`maximumControlY`.
    public static func validated(x1: Double, y1: Double, x2: Double, y2: Double) throws(ParameterError) -> TimingCurve {
        for (v, n) in [(x1, "x1"), (x2, "x2")] {
            _ = try ParameterError.finite(v, n)
            guard v >= 0, v <= 1 else { throw ParameterError(parameter: n, value: v, reason: .outOfRange("within 0...1")) }
        }
        for (v, n) in [(y1, "y1"), (y2, "y2")] {
            _ = try ParameterError.finite(v, n)
            guard Swift.abs(v) <= maximumControlY else {
                throw ParameterError(parameter: n, value: v, reason: .outOfRange("within ±\(maximumControlY)"))
            }
        }
        return TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Bounds on the progress the curve reaches: 0…1 widened to `y1` and
    /// `y2` (a Bézier curve stays in the convex hull of its control points),
    /// so a curve with control points outside 0…1 may overshoot within it.
    public var progressRange: ClosedRange<Double> { Swift.min(0, y1, y2) ... Swift.max(1, y1, y2) }

    /// Constant speed: progress = time fraction.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease`: (0.25, 0.1, 0.25, 1).
    public static let ease = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    @inlinable
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Horner form of 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
        ((1 + 3 * (p1 - p2)) * s + 3 * (p2 - 2 * p1)) * s * s + 3 * p1 * s
    }

    @inlinable
    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        (3 * (1 + 3 * (p1 - p2)) * s + 6 * (p2 - 2 * p1)) * s + 3 * p1
    }

    @inlinable
    static func curvature(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 + 3 * (p1 - p2)) * s + 6 * (p2 - 2 * p1)
    }

    /// The curve parameter s with x(s) = `x`, to within a few ulps:
    /// Newton's method from s = x, guarded by a bisection bracket.
    @inlinable
    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<64 {
            let f = Self.bezier(s, x1, x2) - x
            if Swift.abs(f) <= 1e-16 { return s }
            if f > 0 { hi = s } else { lo = s }
            let d = Self.slope(s, x1, x2)
            var next = d > 0 ? s - f / d : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if next == s { return s }
            s = next
        }
        return s
    }

    /// The progress at time fraction `x` (clamped into 0…1).
    @inlinable
    public func value(at x: Double) -> Double {
        let t = Swift.min(Swift.max(x, 0), 1)
        if isLinear { return t }
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        return Self.bezier(parameter(forX: t), y1, y2)
    }

    /// The largest slope `derivative(at:)` reports, in either direction.
    ///
    /// A curve whose x'(s) vanishes while y'(s) does not — x1 = 0 with
    /// y1 > 0 at the start, or an S-curve like (1, 0, 0, 1) at its middle —
    /// has a vertical tangent there: its slope grows without bound. Handing an
    /// infinite velocity to a spring helps nobody, so slopes are capped here.
    public static let maximumSlope: Double = 1e6

    /// The slope dy/dx at time fraction `x` (clamped into 0…1), capped at
    /// ±`maximumSlope`.
    ///
    /// dy/dx = y'(s)/x'(s). Where x'(s) = 0 exactly:
    /// - if y'(s) = 0 too (an end point whose control point lies on the same
    ///   vertical *and* horizontal, as in ease-in and ease-out), the limit is
    ///   y''(s)/x''(s) (l'Hôpital), or the ratio of third derivatives if x''
    ///   vanishes as well;
    /// - otherwise the tangent is vertical and the slope is ±`maximumSlope`
    ///   with the sign of y'(s).
    @inlinable
    public func derivative(at x: Double) -> Double {
        let t = Swift.min(Swift.max(x, 0), 1)
        if isLinear { return 1 }
        return slope(atParameter: t == 0 ? 0 : (t == 1 ? 1 : parameter(forX: t)))
    }

    /// The progress and the slope at time fraction `x` from one solve of
    /// x(s) = `x` — what an animation needs every frame. Equal to
    /// (`value(at: x)`, `derivative(at: x)`).
    @inlinable
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        let t = Swift.min(Swift.max(x, 0), 1)
        if isLinear { return (t, 1) }
        let s = t == 0 ? 0 : (t == 1 ? 1 : parameter(forX: t))
        return (t == 0 ? 0 : (t == 1 ? 1 : Self.bezier(s, y1, y2)), slope(atParameter: s))
    }

    /// dy/dx at curve parameter `s` (see `derivative(at:)`).
    @inlinable
    func slope(atParameter s: Double) -> Double {
        let dx = Self.slope(s, x1, x2), dy = Self.slope(s, y1, y2)
        let slope: Double
        if dx != 0 {
            slope = dy / dx
        } else if dy != 0 {
            slope = dy > 0 ? .infinity : -.infinity
        } else {
            let ddx = Self.curvature(s, x1, x2), ddy = Self.curvature(s, y1, y2)
            if ddx != 0 {
                slope = ddy / ddx
            } else {
                // Third derivatives are the constants 6(1 + 3(p1 − p2)).
                let dddx = 6 * (1 + 3 * (x1 - x2)), dddy = 6 * (1 + 3 * (y1 - y2))
                slope = dddx != 0 ? dddy / dddx : 1
            }
        }
        return Swift.min(Swift.max(slope, -Self.maximumSlope), Self.maximumSlope)
    }
}
