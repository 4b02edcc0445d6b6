/// The estimators behind `VelocityStrategy`. Times are seconds, values
/// points, results points per second. All of them return finite numbers
/// for finite input, or zero.
///
/// They read the window in place (`HistoryView`) with plain index loops
/// and keep only running sums: no arrays, nothing allocated, in optimised
/// and unoptimised builds alike.
enum VelocityEstimation {
    /// The velocity at the newest sample of `history` under `strategy`.
    /// (`inout` only to read the samples in place: see
    /// `SampleHistory.withView(_:)`; nothing changes.)
    static func velocity(of history: inout SampleHistory, strategy: VelocityStrategy) -> SIMD2<Double> {
        guard history.count >= 2 else { return .zero }
        return history.withView { velocity(of: $0, strategy: strategy) }
    }

    /// The velocity at the newest sample of `history` under `strategy`.
    static func velocity(of history: HistoryView, strategy: VelocityStrategy) -> SIMD2<Double> {
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
    static func twoPointSlope(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
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
    /// value, y = x − x_newest, so every quantity is of order one or of the
    /// motion's size. The fit expands the data in the polynomials orthogonal
    /// over the window's τᵢ (Forsythe's three-term recurrence):
    ///
    ///     p₀ = 1,  p₁ = τ − a₁,  p₂ = (τ − a₂)·p₁ − b₂
    ///     a₁ = Σ τ / n,  a₂ = Σ τ·p₁² / Σ p₁²,  b₂ = Σ p₁² / n
    ///
    /// with coefficients dₖ = Σ y·pₖ / Σ pₖ² — the same fit as a QR
    /// factorisation of the design matrix [1, τ, τ²] by Gram–Schmidt
    /// (p₁ and p₂ are its orthogonalised columns). The slope at τ = 0 is
    /// c₁ = d₁·p₁′(0) + d₂·p₂′(0) = d₁ − d₂·(a₁ + a₂), and dx/dt = c₁/span.
    ///
    /// Two passes over the window, with running sums only. The first sums
    /// the moments Sₖ = Σ τᵏ (k ≤ 4), Y₀ = Σ y and Y₁ = Σ y·τ, from which
    ///
    ///     Σ p₁² = S₂ − a₁·S₁,  Σ τ·p₁² = S₃ − 2a₁·S₂ + a₁²·S₁,  Σ y·p₁ = Y₁ − a₁·Y₀
    ///
    /// These lose at most a few bits: the window's ends are at τ = −1 and
    /// τ = 0, so Σ p₁² ≥ 1/2 while S₂ ≤ n. The second pass forms p₂ at each
    /// sample, since Σ p₂² can be tiny (samples bunched at two times) and
    /// must then be measured, not obtained by cancellation.
    ///
    /// A column that is numerically a combination of the earlier ones
    /// (‖pₖ‖ ≤ 1e-10·‖τᵏ‖) makes the fit fall back to the line (d₁), and a
    /// degenerate line to the two-point slope.
    static func leastSquaresSlope(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
        let end = history.count
        let n = end - start
        guard n >= 3 else { return twoPointSlope(history, from: start) }
        let newestTime = history.time(at: end - 1)
        let span = newestTime - history.time(at: start)
        guard span > 0 else { return .zero }
        // τ by a multiplication (within an ulp of dividing): a division per
        // sample cost more than the rest of the fit.
        let inverseSpan = 1 / span
        let newestValue = history.value(at: end - 1)

        // Pass 1: the moments.
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var y0 = SIMD2<Double>.zero, y1 = SIMD2<Double>.zero
        var i = start
        while i < end {
            let tau = (history.time(at: i) - newestTime) * inverseSpan
            let tau2 = tau * tau
            let y = history.value(at: i) - newestValue
            s1 += tau
            s2 += tau2
            s3 += tau2 * tau
            s4 += tau2 * tau2
            y0 += y
            y1 += tau * y
            i += 1
        }
        let count = Double(n)
        let a1 = s1 / count
        let p1Norm2 = s2 - a1 * s1
        guard isIndependent(p1Norm2, ofColumnWithNorm2: s2) else { return twoPointSlope(history, from: start) }
        let tauP1Norm2 = s3 - 2 * a1 * s2 + a1 * a1 * s1
        let d1 = (y1 - a1 * y0) / p1Norm2
        let a2 = tauP1Norm2 / p1Norm2
        let b2 = p1Norm2 / count

        // Pass 2: p₂ — its norm and d₂.
        var p2Norm2 = 0.0
        var yP2 = SIMD2<Double>.zero
        i = start
        while i < end {
            let tau = (history.time(at: i) - newestTime) * inverseSpan
            let p2 = (tau - a2) * (tau - a1) - b2
            p2Norm2 += p2 * p2
            yP2 += p2 * (history.value(at: i) - newestValue)
            i += 1
        }
        guard isIndependent(p2Norm2, ofColumnWithNorm2: s4) else { return d1 / span }
        let d2 = yP2 / p2Norm2
        return (d1 - d2 * (a1 + a2)) / span
    }

    /// Whether an orthogonalised column with squared norm `remaining` still
    /// carries information: its norm exceeds 1e-10 times the original
    /// column's (squared norm `original`) and is finite — compared as
    /// squares, ‖p‖² > 1e-20·‖τᵏ‖² and ‖p‖² > 0, without square roots.
    private static func isIndependent(_ remaining: Double, ofColumnWithNorm2 original: Double) -> Bool {
        remaining.isFinite && remaining > 0 && remaining > 1e-20 * original
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
