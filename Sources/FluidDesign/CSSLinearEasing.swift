import FluidPhysics

/// A spring as a CSS `linear()` easing function: the unit curve (0 → 1)
/// sampled at evenly spaced times over its duration, which CSS joins with
/// straight lines.
///
/// The duration is the exact settling duration to half the error budget
/// (the last time the curve is farther than min(ε, maxError/2) of the
/// distance from 1); the curve ends exactly on 1. The
/// number of points is either given, or the smallest that keeps the straight
/// lines within `maxError` of the true curve (checked on a grid 16 times
/// finer than the points and at the curve's turning points), at most 2000.
///
/// The bound holds for the text printed, not only for the exact samples:
/// values are written with `places` decimals, chosen from the error budget
/// so that rounding (at most ½·10^−places) takes no more than a quarter of
/// it — four decimals down to maxError = 0.0002, more below — and the
/// error is measured on the rounded points, so `maximumError` is what a
/// browser gets from `value`.
///
/// framer-motion writes the same kind of string with its own duration
/// (found in 50 ms steps) and N = max(round(duration/30 ms), 2) points;
/// `samples(duration:count:)` reproduces its numbers exactly for the same
/// spring, duration and count.
public struct CSSLinearEasing: Hashable, Sendable {
    /// The sampled progress values, first 0 and last 1.
    public let points: [Double]
    /// The duration the easing is meant for, seconds.
    public let duration: Double
    /// The largest distance between the straight lines through the printed
    /// (rounded) points and the exact curve, as a fraction of the distance.
    public let maximumError: Double
    /// The decimals each point is printed with (4 or more).
    public let places: Int

    /// Samples `report`'s unit curve (see the type).
    public init(report: SpringReport, maxError: Double = 0.001, points count: Int? = nil) {
        let curve = report.unitCurve
        let tolerance = maxError.isFinite && maxError > 0 ? maxError : 0.001
        let places = Self.places(forMaxError: tolerance)
        self.places = places
        // Cut where the curve stays within half the tolerance of 1, so the
        // jump to exactly 1 at the end uses at most half of the error budget.
        var end = curve.settlingDuration(epsilon: Swift.min(report.epsilon, tolerance / 2))
        if !end.isFinite { end = 10 * report.spring.duration }
        if !(end > 0) { end = report.spring.duration }
        duration = end
        if let count, count >= 2 {
            let n = Swift.min(count, 10_000)
            points = Self.rounded(Self.samples(curve, duration: end, count: n), places: places)
            maximumError = Self.error(curve, points: points, duration: end)
            return
        }
        // Double the count until the polyline is close enough, then bisect
        // for the smallest count that is.
        func attempt(_ n: Int) -> ([Double], Double) {
            let p = Self.rounded(Self.samples(curve, duration: end, count: n), places: places)
            return (p, Self.error(curve, points: p, duration: end))
        }
        var high = 2
        var best = attempt(high)
        while best.1 > tolerance && high < 2000 {
            high = Swift.min(2000, high * 2)
            best = attempt(high)
        }
        var low = high / 2
        while high - low > 1 {
            let mid = (low + high) / 2
            let candidate = attempt(mid)
            if candidate.1 <= tolerance { high = mid; best = candidate } else { low = mid }
        }
        points = best.0
        maximumError = best.1
    }

    /// The fewest decimals, at least 4 and at most 15, whose rounding error
    /// ½·10^−places is at most a quarter of `maxError`.
    public static func places(forMaxError maxError: Double) -> Int {
        var places = 4, half = 0.00005
        while half > maxError / 4, places < 15 {
            places += 1
            half /= 10
        }
        return places
    }

    /// `values` rounded to `places` decimals exactly as `DecimalFormat.fixed` prints them.
    static func rounded(_ values: [Double], places: Int) -> [Double] {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return values.map { ($0 * scale).rounded() / scale }
    }

    /// The progress at t = duration·i/(count − 1), i = 0…count − 1, with the
    /// last point exactly 1 (the curve has settled there).
    public static func samples(_ curve: Spring.UnitCurve, duration: Double, count: Int) -> [Double] {
        let n = Swift.max(count, 2)
        var values = (0..<n).map { curve.progress(at: duration * Double($0) / Double(n - 1)) }
        values[0] = 0
        values[n - 1] = 1
        return values
    }

    /// The largest gap between the polyline through `points` and the curve.
    static func error(_ curve: Spring.UnitCurve, points: [Double], duration: Double) -> Double {
        let n = points.count
        var worst = 0.0
        let fine = 16
        for i in 0..<(n - 1) {
            for j in 0...fine {
                let f = Double(j) / Double(fine)
                let t = duration * (Double(i) + f) / Double(n - 1)
                let line = points[i] + (points[i + 1] - points[i]) * f
                worst = Swift.max(worst, Swift.abs(curve.progress(at: t) - line))
            }
        }
        // The turning points, where a coarse grid is most likely to cut a peak.
        let turns = curve.spring.turningTimes(displacement: -1, velocity: curve.initialVelocity)
        for t in [turns.first, turns.second].compactMap({ $0 }) where t < duration {
            let x = t / duration * Double(n - 1)
            let i = Swift.min(Int(x), n - 2)
            let f = x - Double(i)
            let line = points[i] + (points[i + 1] - points[i]) * f
            worst = Swift.max(worst, Swift.abs(curve.progress(at: t) - line))
        }
        return worst
    }

    /// The CSS value: `linear(0, 0.0419, …, 1)`.
    public var value: String {
        "linear(" + points.map { DecimalFormat.fixed($0, places: places) }.joined(separator: ", ") + ")"
    }
}
