import FluidPhysics

extension VelocityEstimation {
    /// Slope at the newest sample of the unweighted least-squares quadratic
    /// through the window's samples (a line for 2 samples), points/s.
    ///
    /// Time is measured from the newest sample, τ = t − t_newest (seconds,
    /// τ ∈ [−span, 0]), and values from the newest value, y = x − x_newest
    /// (points), so large timestamps and coordinates cost no precision (the
    /// differences of nearby timestamps are exact). The fit expands the data
    /// in the polynomials orthogonal over the window's τᵢ (Forsythe's
    /// three-term recurrence):
    ///
    ///     p₀ = 1,  p₁ = τ − a₁,  p₂ = (τ − a₂)·p₁ − b₂
    ///     a₁ = Σ τ / n,  a₂ = Σ τ·p₁² / Σ p₁²,  b₂ = Σ p₁² / n
    ///
    /// with coefficients dₖ = Σ y·pₖ / Σ pₖ² — the same fit as a QR
    /// factorisation of the design matrix [1, τ, τ²] by Gram–Schmidt
    /// (p₁ and p₂ are its orthogonalised columns). The slope at τ = 0 is
    /// c₁ = d₁·p₁′(0) + d₂·p₂′(0) = d₁ − d₂·(a₁ + a₂), points/s.
    ///
    /// One pass over the window sums the moments Sₖ = Σ τᵏ (k ≤ 4) and
    /// Yₖ = Σ y·τᵏ (k ≤ 2) (`LeastSquaresMoments`), from which every term
    /// follows. With A = Σ p₁², T = Σ τ·p₁², Q = Σ τ²·p₁²:
    ///
    ///     A = S₂ − a₁·S₁
    ///     T = S₃ − 2a₁·S₂ + a₁²·S₁
    ///     Q = S₄ − 2a₁·S₃ + a₁²·S₂
    ///     D = A·Σ p₂² = A·Q − T² − A²·b₂
    ///     Σ y·p₁ = Y₁ − a₁·Y₀
    ///     P = A·Σ y·p₂ = A·Y₂ − (a₁A + T)·Y₁ + (a₁T − A·b₂)·Y₀
    ///
    /// (Σ p₂² from p₂² = (τ − a₂)²·p₁² − 2b₂·(τ − a₂)·p₁ + b₂², with
    /// Σ p₁ = 0 and Σ τ·p₁ = A; Σ y·p₂ from p₂ = τ² − (a₁ + a₂)·τ + a₁a₂ − b₂),
    /// and, with a₂ = T/A, the slope over a single division:
    ///
    ///     c₁ = d₁ − d₂·(a₁ + a₂) = (Y₁ − a₁·Y₀)·(D·r) − P·((a₁A + T)·r),  r = 1/(A·D)
    ///
    /// where D·r = 1/A and (a₁A + T)·r depend on the times alone, so small
    /// values are never pushed towards underflow by D's powers of τ.
    ///
    /// Precision. Every term is homogeneous in the unit of time, so the
    /// rounding is as if τ were scaled to [−1, 0]: there |τ| ≤ 1 and
    /// |a₁|, |a₂| ≤ 1, and the differences above lose bits only in
    /// proportion to how small their result is against S₄ (or against
    /// Σ |y|, whose rounding the direct sums Σ y·pₖ have as well). A is at
    /// least span²/2 (the window's ends are at τ = −span and τ = 0), so it
    /// loses a few bits at most. Σ p₂² is about S₄/30 for evenly spaced
    /// samples (≈ 7 bits lost) but can be tiny (samples bunched at two
    /// times), so the moments are trusted only while Σ p₂² > S₄/256
    /// (`momentsTrustedAbove`, ≲ 10⁻¹³ relative error on Σ p₂²); otherwise
    /// the two-pass evaluation (`leastSquaresSlopeByTwoPasses`) measures
    /// Σ p₂² and Σ y·p₂ at each sample. It also takes spans outside
    /// 2⁻¹⁰⁰…2¹⁰⁰ s (τ⁸, in A·D, would leave the range of doubles) and, per
    /// axis, an axis whose sums overflowed. Every choice but the last
    /// depends on the timestamps only, and the last on that axis's own
    /// values, so each axis is computed the same whether tracked alone or
    /// in a pair. Measured on 20 000 random windows (3–20 samples,
    /// timestamps to 10⁶ s, positions offset by 10⁴ points, quadratic motion
    /// with noise, some bursts a microsecond apart), the result is within
    /// 2.6·10⁻¹³ of the motion's scale (largest displacement over the span)
    /// of the two-pass one, and without bursts within 2.5·10⁻¹³ of a fit in
    /// 80-bit arithmetic (`VelocityFitTests`).
    ///
    /// The pass takes two samples at a time, one per SIMD lane: samples at
    /// even offsets from the window's start in one lane, odd in the other,
    /// so the order of the additions depends on the window alone, not on
    /// where it sits in the ring (which keeps one tracker fed across
    /// strokes equal, bit for bit, to a fresh one). It reads the rows
    /// directly, two neighbouring positions at a time, wrapping at the end
    /// of the ring. The newest sample contributes τ = 0 and y = 0 to every
    /// sum but S₀ = n, so the pass stops before it, or pairs it with the last
    /// older sample when their number is odd. Nothing is allocated.
    static func leastSquaresSlope(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
        let end = history.count
        let n = end - start
        guard n >= 3 else { return twoPointSlope(history, from: start) }
        let newest = history.slot(end - 1)
        let times = history.times, xs = history.xs, ys = history.ys
        let newestTime = times[newest], newestX = xs[newest], newestY = ys[newest]
        // Spans far from seconds would over- or underflow τ⁸ (the divisor
        // below): the two passes, which scale τ by the span, take them.
        let span = newestTime - times[history.slot(start)]
        guard span >= 0x1p-100, span <= 0x1p100 else { return leastSquaresSlopeByTwoPasses(history, from: start) }
        let inverseCount = 1 / Double(n)

        // Walk the rows from the oldest sample, two at a time, wrapping at
        // the end of the ring; an odd one out is paired with the newest.
        var sums = LeastSquaresMoments(newestTime: newestTime, newestX: newestX, newestY: newestY)
        let rowLength = SampleHistory.maximumCapacity
        var position = history.slot(start)
        var left = n - 1
        while left >= 2 {
            if position < rowLength &- 1 {
                sums.add(times: UnsafeRawPointer(times + position).loadUnaligned(as: SIMD2<Double>.self),
                         xs: UnsafeRawPointer(xs + position).loadUnaligned(as: SIMD2<Double>.self),
                         ys: UnsafeRawPointer(ys + position).loadUnaligned(as: SIMD2<Double>.self))
                position &+= 2
                if position == rowLength { position = 0 }
            } else {
                // The last row position and the first.
                sums.add(times: SIMD2(times[position], times[0]), xs: SIMD2(xs[position], xs[0]), ys: SIMD2(ys[position], ys[0]))
                position = 1
            }
            left &-= 2
        }
        if left == 1 {
            sums.add(times: SIMD2(times[position], newestTime), xs: SIMD2(xs[position], newestX), ys: SIMD2(ys[position], newestY))
        }
        let (m1, m2, m3, m4) = sums.timeMoments
        let (v0, v1, v2) = sums.valueMoments

        let a1 = m1 * inverseCount
        let p1Norm2 = m2 - a1 * m1
        let tauP1Norm2 = m3 - 2 * a1 * m2 + a1 * a1 * m1
        let tau2P1Norm2 = m4 - 2 * a1 * m3 + a1 * a1 * m2
        let b2 = p1Norm2 * inverseCount
        // A·(a₁ + a₂) and D = A·Σ p₂².
        let shift = a1 * p1Norm2 + tauP1Norm2
        let det = p1Norm2 * tau2P1Norm2 - tauP1Norm2 * tauP1Norm2 - p1Norm2 * p1Norm2 * b2
        guard det > p1Norm2 * m4 * Self.momentsTrustedAbove else {
            return leastSquaresSlopeByTwoPasses(history, from: start)
        }
        let yP1 = v1 - a1 * v0
        let yP2 = p1Norm2 * v2 - shift * v1 + (a1 * tauP1Norm2 - p1Norm2 * b2) * v0
        // c₁ = Σ y·p₁ / A − (a₁A + T)·P / (A·D), each value term multiplied
        // by a factor of the times alone (so tiny values do not underflow
        // through D's powers of τ).
        let r = 1 / (p1Norm2 * det)
        let slope = yP1 * (det * r) - yP2 * (shift * r)
        if slope.x.isFinite && slope.y.isFinite { return slope }
        // Coordinates so large that a sum overflowed: per axis, as the
        // two passes (which scale differently) give it.
        let direct = leastSquaresSlopeByTwoPasses(history, from: start)
        return SIMD2(slope.x.isFinite ? slope.x : direct.x, slope.y.isFinite ? slope.y : direct.y)
    }

    /// The smallest Σ p₂² / S₄ for which `leastSquaresSlope` uses the
    /// moments: 1/256. There the difference that gives Σ p₂² (of terms up to
    /// S₄) loses about 8 bits in all, ≲ 10⁻¹³ relative; for evenly spaced
    /// samples the ratio is about 1/30. Below it Σ p₂² is measured directly.
    static let momentsTrustedAbove = 1.0 / 256

    /// `leastSquaresSlope` evaluated in two passes over the window, for
    /// windows whose second column is nearly dependent on the first two,
    /// spans far from seconds, and axes whose moments overflowed.
    ///
    /// Time is scaled by the window's span here, τ = (t − t_newest)/span ∈
    /// [−1, 0] (a multiplication by 1/span, within an ulp of dividing), so
    /// every quantity is of order one or of the motion's size whatever the
    /// span; the slope is c₁/span. The first pass sums Sₖ (k ≤ 4), Y₀ and
    /// Y₁, giving a₁, Σ p₁², a₂, b₂ and d₁ as in `leastSquaresSlope`. The
    /// second forms p₂ at each sample, since Σ p₂² can be tiny and must then
    /// be measured, not obtained by cancellation, and sums Σ p₂² and Σ y·p₂
    /// from those same values.
    ///
    /// A column that is numerically a combination of the earlier ones
    /// (‖pₖ‖ ≤ 1e-10·‖τᵏ‖) makes the fit fall back to the line (d₁), and a
    /// degenerate line to the two-point slope.
    static func leastSquaresSlopeByTwoPasses(_ history: HistoryView, from start: Int) -> SIMD2<Double> {
        let end = history.count
        let n = end - start
        guard n >= 3 else { return twoPointSlope(history, from: start) }
        let newestTime = history.time(at: end - 1)
        let span = newestTime - history.time(at: start)
        guard span > 0 else { return .zero }
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
}
