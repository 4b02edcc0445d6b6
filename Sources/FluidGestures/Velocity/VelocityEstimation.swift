/// The estimators behind `VelocityStrategy`. Times are seconds, values
/// points, results points per second. All of them return finite numbers
/// for finite input, or zero.
///
/// They read the window straight from the history's inline storage with
/// plain index loops and keep only running sums: no arrays, no closures,
/// nothing allocated, in optimised and unoptimised builds alike.
enum VelocityEstimation {
    /// The velocity at the newest sample of `history` under `strategy`.
    static func velocity(of history: SampleHistory, strategy: VelocityStrategy) -> SIMD2<Double> {
        guard history.count >= 2 else { return .zero }
        let result: SIMD2<Double>
        switch strategy {
        case .leastSquares:
            let start = history.windowStart(horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.maximumGap)
            result = leastSquaresSlope(history, from: start)
        case .impulse:
            let start = history.windowStart(
                horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.impulseWindow, gapFromNewest: true)
            result = impulse(history, from: start)
        case .weightedAverage(let weights):
            let start = history.windowStart(horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.maximumGap)
            result = weightedAverage(history, from: start, weights: weights)
        }
        return finiteOrZero(result)
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
    static func twoPointSlope(_ history: SampleHistory, from start: Int) -> SIMD2<Double> {
        let i = history.count - 1
        guard i - start >= 1 else { return .zero }
        let dt = history.time(at: i) - history.time(at: i - 1)
        guard dt > 0 else { return .zero }
        return (history.value(at: i) - history.value(at: i - 1)) / dt
    }

    // MARK: Least squares

    /// Slope at the newest sample of the unweighted least-squares quadratic
    /// through the window's samples (a line for 2 samples).
    ///
    /// Time is measured from the newest sample and scaled by the window's
    /// span, τ = (t − t_newest)/span ∈ [−1, 0], and values from the newest
    /// value, so every quantity is of order one or of the motion's size.
    /// The fit expands the data in the polynomials orthogonal over the
    /// window's τᵢ (Forsythe's three-term recurrence):
    ///
    ///     p₀ = 1,  p₁ = τ − a₁,  p₂ = (τ − a₂)·p₁ − b₂
    ///     a₁ = Σ τ / n,  a₂ = Σ τ·p₁² / Σ p₁²,  b₂ = Σ p₁² / n
    ///
    /// with coefficients dₖ = Σ yₖ·pₖ / Σ pₖ² — the same fit as a QR
    /// factorisation of the design matrix [1, τ, τ²] by Gram–Schmidt
    /// (p₁ and p₂ are its orthogonalised columns), computed in three passes
    /// over the window with only running sums. The slope at τ = 0 is
    /// c₁ = d₁·p₁′(0) + d₂·p₂′(0) = d₁ − d₂·(a₁ + a₂), and dx/dt = c₁/span.
    ///
    /// A column that is numerically a combination of the earlier ones
    /// (‖pₖ‖ ≤ 1e-10·‖τᵏ‖) makes the fit fall back to the line (d₁), and a
    /// degenerate line to the two-point slope.
    static func leastSquaresSlope(_ history: SampleHistory, from start: Int) -> SIMD2<Double> {
        let end = history.count
        let n = end - start
        guard n >= 3 else { return twoPointSlope(history, from: start) }
        let newestTime = history.time(at: end - 1)
        let span = newestTime - history.time(at: start)
        guard span > 0 else { return .zero }
        let newestValue = history.value(at: end - 1)

        // Pass 1: a₁, and the norms of the columns τ and τ².
        var sumTau = 0.0, sumTau2 = 0.0, sumTau4 = 0.0
        var i = start
        while i < end {
            let tau = (history.time(at: i) - newestTime) / span
            let tau2 = tau * tau
            sumTau += tau
            sumTau2 += tau2
            sumTau4 += tau2 * tau2
            i += 1
        }
        let a1 = sumTau / Double(n)

        // Pass 2: p₁ — its norm, a₂, b₂ and d₁.
        var p1Norm2 = 0.0, tauP1Norm2 = 0.0
        var yP1 = SIMD2<Double>.zero
        i = start
        while i < end {
            let tau = (history.time(at: i) - newestTime) / span
            let p1 = tau - a1
            let p1Squared = p1 * p1
            p1Norm2 += p1Squared
            tauP1Norm2 += tau * p1Squared
            yP1 += p1 * (history.value(at: i) - newestValue)
            i += 1
        }
        guard isIndependent(p1Norm2, ofColumnWithNorm2: sumTau2) else { return twoPointSlope(history, from: start) }
        let d1 = yP1 / p1Norm2
        let a2 = tauP1Norm2 / p1Norm2
        let b2 = p1Norm2 / Double(n)

        // Pass 3: p₂ — its norm and d₂.
        var p2Norm2 = 0.0
        var yP2 = SIMD2<Double>.zero
        i = start
        while i < end {
            let tau = (history.time(at: i) - newestTime) / span
            let p2 = (tau - a2) * (tau - a1) - b2
            p2Norm2 += p2 * p2
            yP2 += p2 * (history.value(at: i) - newestValue)
            i += 1
        }
        guard isIndependent(p2Norm2, ofColumnWithNorm2: sumTau4) else { return d1 / span }
        let d2 = yP2 / p2Norm2
        return (d1 - d2 * (a1 + a2)) / span
    }

    /// Whether an orthogonalised column with squared norm `remaining` still
    /// carries information: its norm exceeds 1e-10 times the original
    /// column's (squared norm `original`) and is finite.
    private static func isIndependent(_ remaining: Double, ofColumnWithNorm2 original: Double) -> Bool {
        let norm = remaining.squareRoot()
        return norm.isFinite && norm > 1e-10 * Swift.max(original.squareRoot(), 1e-300)
    }

    // MARK: Impulse

    /// The energy-based impulse estimate (see `VelocityStrategy.impulse`),
    /// per axis, over the samples from `start` to the newest.
    static func impulse(_ history: SampleHistory, from start: Int) -> SIMD2<Double> {
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
    static func weightedAverage(_ history: SampleHistory, from start: Int, weights: VelocityStrategy.Weights) -> SIMD2<Double> {
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
