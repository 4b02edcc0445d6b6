/// The estimators behind `VelocityStrategy`. Times are seconds, values
/// points, results points per second. All of them return finite numbers
/// for finite input, or zero.
enum VelocityEstimation {
    /// The velocity at the newest sample of `history` under `strategy`.
    static func velocity(of history: SampleHistory, strategy: VelocityStrategy) -> SIMD2<Double> {
        guard history.count >= 2 else { return .zero }
        let result: SIMD2<Double>
        switch strategy {
        case .leastSquares:
            let start = history.windowStart(horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.maximumGap)
            result = leastSquaresSlope(times: history.times[start...], values: history.values[start...])
        case .impulse:
            let start = history.windowStart(
                horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.impulseWindow, gapFromNewest: true)
            result = impulse(times: history.times[start...], values: history.values[start...])
        case .weightedAverage(let weights):
            let start = history.windowStart(horizon: VelocityTracker.horizon, maximumGap: VelocityTracker.maximumGap)
            result = weightedAverage(times: history.times[start...], values: history.values[start...], weights: weights)
        }
        return finiteOrZero(result)
    }

    /// Replaces each non-finite component with 0.
    static func finiteOrZero(_ v: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(v.x.isFinite ? v.x : 0, v.y.isFinite ? v.y : 0)
    }

    /// (x₁ − x₀)/(t₁ − t₀) for the last two samples of the slices.
    static func twoPointSlope(times: ArraySlice<Double>, values: ArraySlice<SIMD2<Double>>) -> SIMD2<Double> {
        guard times.count >= 2 else { return .zero }
        let i = times.endIndex - 1
        let dt = times[i] - times[i - 1]
        guard dt > 0 else { return .zero }
        return (values[i] - values[i - 1]) / dt
    }

    // MARK: Least squares

    /// Slope at the newest sample of the unweighted least-squares quadratic
    /// through the samples (a line for 2 samples).
    ///
    /// Time is measured from the newest sample and scaled by the window's
    /// span, τ = (t − t_newest)/span ∈ [−1, 0], so the columns 1, τ, τ² of
    /// the design matrix are all of order one; the fit is a QR
    /// factorisation by modified Gram–Schmidt. dx/dt at τ = 0 is c₁/span.
    /// A fit that is numerically rank-deficient falls back to the line, then
    /// to the two-point slope.
    static func leastSquaresSlope(times: ArraySlice<Double>, values: ArraySlice<SIMD2<Double>>) -> SIMD2<Double> {
        let n = times.count
        guard n >= 3 else { return twoPointSlope(times: times, values: values) }
        let newest = times[times.endIndex - 1]
        let span = newest - times[times.startIndex]
        guard span > 0 else { return .zero }
        let tau = times.map { ($0 - newest) / span }
        let y = Array(values)
        if let c = polynomialFit(tau: tau, y: y, degree: 2) { return c / span }
        if let c = polynomialFit(tau: tau, y: y, degree: 1) { return c / span }
        return twoPointSlope(times: times, values: values)
    }

    /// The linear coefficient c₁ of the least-squares polynomial of
    /// `degree` (1 or 2) through (τᵢ, yᵢ), or nil if the columns are
    /// numerically dependent.
    static func polynomialFit(tau: [Double], y: [SIMD2<Double>], degree: Int) -> SIMD2<Double>? {
        let n = tau.count
        let m = degree + 1
        // Columns of the design matrix, orthonormalised in place (Q), and R.
        var q: [[Double]] = (0..<m).map { power in tau.map { t in power == 0 ? 1 : (power == 1 ? t : t * t) } }
        var r = [[Double]](repeating: [Double](repeating: 0, count: m), count: m)
        for j in 0..<m {
            let originalNorm = norm(q[j])
            for k in 0..<j {
                let projection = dot(q[k], q[j])
                r[k][j] = projection
                for i in 0..<n { q[j][i] -= projection * q[k][i] }
            }
            let remaining = norm(q[j])
            // A column that is (almost) a combination of the earlier ones.
            guard remaining > 1e-10 * Swift.max(originalNorm, 1e-300), remaining.isFinite else { return nil }
            r[j][j] = remaining
            for i in 0..<n { q[j][i] /= remaining }
        }
        // Qᵀy, then back substitution R·c = Qᵀy.
        var qty = [SIMD2<Double>](repeating: .zero, count: m)
        for j in 0..<m {
            var sum = SIMD2<Double>.zero
            for i in 0..<n { sum += q[j][i] * y[i] }
            qty[j] = sum
        }
        var c = [SIMD2<Double>](repeating: .zero, count: m)
        for j in stride(from: m - 1, through: 0, by: -1) {
            var sum = qty[j]
            for k in (j + 1)..<m { sum -= r[j][k] * c[k] }
            c[j] = sum / r[j][j]
        }
        return c[1]
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var s = 0.0
        for i in a.indices { s += a[i] * b[i] }
        return s
    }

    private static func norm(_ a: [Double]) -> Double { dot(a, a).squareRoot() }

    // MARK: Impulse

    /// The energy-based impulse estimate (see `VelocityStrategy.impulse`),
    /// per axis.
    static func impulse(times: ArraySlice<Double>, values: ArraySlice<SIMD2<Double>>) -> SIMD2<Double> {
        guard times.count >= 2 else { return .zero }
        var energy = SIMD2<Double>.zero
        var isFirstSegment = true
        for i in (times.startIndex + 1)..<times.endIndex {
            let dt = times[i] - times[i - 1]
            guard dt > 0 else { continue }
            let segment = (values[i] - values[i - 1]) / dt
            let current = velocity(fromEnergy: energy)
            energy += (segment - current) * SIMD2(Swift.abs(segment.x), Swift.abs(segment.y))
            if isFirstSegment {
                energy *= 0.5
                isFirstSegment = false
            }
        }
        return velocity(fromEnergy: energy)
    }

    /// sign(E)·√(2|E|) per axis: the velocity of a unit mass with kinetic energy |E|.
    private static func velocity(fromEnergy e: SIMD2<Double>) -> SIMD2<Double> {
        func axis(_ value: Double) -> Double {
            let speed = (2 * Swift.abs(value)).squareRoot()
            return value < 0 ? -speed : speed
        }
        return SIMD2(axis(e.x), axis(e.y))
    }

    // MARK: Weighted average

    /// Σ wₖ·vₖ / Σ wₖ over the up to three most recent segments (see
    /// `VelocityStrategy.Weights`).
    static func weightedAverage(
        times: ArraySlice<Double>, values: ArraySlice<SIMD2<Double>>, weights: VelocityStrategy.Weights
    ) -> SIMD2<Double> {
        let segments = Swift.min(times.count - 1, 3)
        guard segments >= 1 else { return .zero }
        var w = weights.newestFirst
        if w.reduce(0, +) <= 0 { w = [1, 1, 1] }
        var sum = SIMD2<Double>.zero
        var totalWeight = 0.0
        for k in 0..<segments {
            let end = times.endIndex - 1 - k
            let dt = times[end] - times[end - 1]
            guard dt > 0 else { continue }
            sum += w[k] * ((values[end] - values[end - 1]) / dt)
            totalWeight += w[k]
        }
        guard totalWeight > 0 else { return twoPointSlope(times: times, values: values) }
        return sum / totalWeight
    }
}
