import FluidPhysics

/// The estimators behind `VelocityStrategy`. Times are seconds, values
/// points, results points per second. All of them return finite numbers
/// for finite input, or zero.
///
/// They read the window in place (`HistoryView`) with plain index loops
/// and keep only running sums: no arrays, nothing allocated, in optimised
/// and unoptimised builds alike.
enum VelocityEstimation {
    /// The velocity at the newest sample of `history` under `strategy`, over
    /// the window that begins at the sample with index `start` (as
    /// `windowStart(of:strategy:)` chooses it).
    static func velocity(of history: HistoryView, strategy: VelocityStrategy, from start: Int) -> SIMD2<Double> {
        let result: SIMD2<Double>
        switch strategy {
        case .leastSquares:
            result = leastSquaresSlope(history, from: start)
        case .impulse:
            result = impulse(history, from: start)
        case .weightedAverage(let weights):
            result = weightedAverage(history, from: start, weights: weights)
        }
        return finiteOrZero(result)
    }

    /// The index of the oldest sample `strategy` reads, walking back from the
    /// newest (`HistoryView.windowStart(horizon:maximumGap:gapFromNewest:)`):
    /// 100 ms and gaps of at most 40 ms; for the impulse strategy, 40 ms
    /// from the newest sample.
    static func windowStart(of history: HistoryView, strategy: VelocityStrategy) -> Int {
        let limits = windowLimits(of: strategy)
        return history.windowStart(horizon: limits.horizon, maximumGap: limits.maximumGap, gapFromNewest: limits.gapFromNewest)
    }

    /// `windowStart(of:strategy:)` after one sample was appended, moved
    /// forward from the previous start with the newest time's `tolerance`
    /// (`HistoryView.windowStart(after:tolerance:…)`, which states when that
    /// is valid).
    static func windowStart(of history: HistoryView, strategy: VelocityStrategy, after previous: Int, tolerance: Double) -> Int {
        let limits = windowLimits(of: strategy)
        return history.windowStart(after: previous, tolerance: tolerance, horizon: limits.horizon,
                                   maximumGap: limits.maximumGap, gapFromNewest: limits.gapFromNewest)
    }

    /// The window's limits under `strategy`: the horizon and largest gap,
    /// seconds, and whether the gap is measured from the newest sample.
    private static func windowLimits(of strategy: VelocityStrategy) -> (horizon: Double, maximumGap: Double, gapFromNewest: Bool) {
        if case .impulse = strategy {
            return (VelocityTracker.horizon, VelocityTracker.impulseWindow, true)
        }
        return (VelocityTracker.horizon, VelocityTracker.maximumGap, false)
    }

    /// Replaces NaN components with 0 and infinite ones with the largest
    /// finite value of the same sign, so an estimate that overflowed keeps
    /// its direction for the `maximumSpeed` clamp.
    static func finiteOrZero(_ v: SIMD2<Double>) -> SIMD2<Double> {
        func finite(_ x: Double) -> Double {
            if x.isNaN { return 0 }
            return x.isInfinite ? (x > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) : x
        }
        return SIMD2(finite(v.x), finite(v.y))
    }

    /// (x₁ − x₀)/(t₁ − t₀) for the two newest samples, if the window
    /// (the samples from `start` to the newest) holds at least two.
    static func twoPointSlope(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
        let i = history.count - 1
        guard i - start >= 1 else { return .zero }
        let dt = history.time(at: i) - history.time(at: i - 1)
        guard dt > 0 else { return .zero }
        return (history.value(at: i) - history.value(at: i - 1)) / dt
    }

    // MARK: Impulse

    /// The energy-based impulse estimate (see `VelocityStrategy.impulse`),
    /// per axis, over the samples from `start` to the newest.
    static func impulse(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
        let end = history.count
        guard end - start >= 2 else { return .zero }
        var energy = SIMD2<Double>.zero
        var isFirstSegment = true
        var i = start + 1
        while i < end {
            let dt = history.time(at: i) - history.time(at: i - 1)
            if dt > 0 {
                let segment = (history.value(at: i) - history.value(at: i - 1)) / dt
                let current = velocity(fromEnergy: energy)
                energy += (segment - current) * SIMD2(Swift.abs(segment.x), Swift.abs(segment.y))
                if isFirstSegment {
                    energy *= 0.5
                    isFirstSegment = false
                }
            }
            i += 1
        }
        return velocity(fromEnergy: energy)
    }

    /// sign(E)·√(2|E|) per axis: the velocity of a unit mass with kinetic energy |E|.
    private static func velocity(fromEnergy e: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(speed(fromEnergy: e.x), speed(fromEnergy: e.y))
    }

    /// sign(E)·√(2|E|) for one axis.
    private static func speed(fromEnergy value: Double) -> Double {
        let speed = (2 * Swift.abs(value)).squareRoot()
        return value < 0 ? -speed : speed
    }

    // MARK: Weighted average

    /// Σ wₖ·vₖ / Σ wₖ over the up to three most recent segments of the
    /// window from `start` (see `VelocityStrategy.Weights`).
    static func weightedAverage(_ history: HistoryView, from start: Int, weights: VelocityStrategy.Weights) -> SIMD2<Double> {
        let newest = history.count - 1
        let segments = Swift.min(newest - start, 3)
        guard segments >= 1 else { return .zero }
        let useWeights = weights.sanitized(newestFirst: 0) + weights.sanitized(newestFirst: 1) + weights.sanitized(newestFirst: 2) > 0
        var sum = SIMD2<Double>.zero
        var totalWeight = 0.0
        var k = 0
        while k < segments {
            let end = newest - k
            let dt = history.time(at: end) - history.time(at: end - 1)
            if dt > 0 {
                let w = useWeights ? weights.sanitized(newestFirst: k) : 1
                sum += w * ((history.value(at: end) - history.value(at: end - 1)) / dt)
                totalWeight += w
            }
            k += 1
        }
        guard totalWeight > 0 else { return twoPointSlope(history, from: start) }
        return sum / totalWeight
    }
}
