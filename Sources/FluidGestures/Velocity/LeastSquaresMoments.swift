import FluidPhysics

/// The running sums of the one-pass least-squares fit
/// (`VelocityEstimation.leastSquaresSlope`), two samples at a time.
///
/// Times are measured from the newest sample, τ = t − t_newest (seconds),
/// and values from the newest value, y = x − x_newest (points), so that
/// large timestamps and coordinates cost no precision. Each sum keeps one
/// partial per SIMD lane — the samples given in the first lane and those in
/// the second — so the order of the additions is fixed by the order the
/// samples are given in, and the lanes are added only at the end.
///
/// A plain value with a mutating method: nothing is captured, so nothing is
/// boxed or allocated, in optimised and unoptimised builds alike.
struct LeastSquaresMoments {
    /// The newest sample's time, seconds, and coordinates, points.
    let newestTime: Double, newestX: Double, newestY: Double

    /// Σ τᵏ for k = 1…4, seconds to the k-th, per lane.
    private(set) var s1 = SIMD2<Double>.zero, s2 = SIMD2<Double>.zero, s3 = SIMD2<Double>.zero, s4 = SIMD2<Double>.zero
    /// Σ y·τᵏ for k = 0…2 along the first axis, per lane.
    private(set) var x0 = SIMD2<Double>.zero, x1 = SIMD2<Double>.zero, x2 = SIMD2<Double>.zero
    /// Σ y·τᵏ for k = 0…2 along the second axis, per lane.
    private(set) var y0 = SIMD2<Double>.zero, y1 = SIMD2<Double>.zero, y2 = SIMD2<Double>.zero

    /// Empty sums, measured from the newest sample (time `newestTime`,
    /// coordinates `newestX`, `newestY`).
    init(newestTime: Double, newestX: Double, newestY: Double) {
        self.newestTime = newestTime
        self.newestX = newestX
        self.newestY = newestY
    }

    /// Adds two samples, one per lane: times `t` (seconds), coordinates `x`
    /// and `y` (points). The newest sample itself adds exactly zero to every
    /// sum, so it may stand in for a missing second sample.
    @inline(__always)
    mutating func add(times t: SIMD2<Double>, xs x: SIMD2<Double>, ys y: SIMD2<Double>) {
        let tau = t - newestTime
        let tau2 = tau * tau
        let dx = x - newestX, dy = y - newestY
        s1 += tau
        s2 += tau2
        s3 += tau2 * tau
        s4 += tau2 * tau2
        x0 += dx
        x1 += tau * dx
        x2 += tau2 * dx
        y0 += dy
        y1 += tau * dy
        y2 += tau2 * dy
    }

    /// The sums Sₖ = Σ τᵏ, k = 1…4, the lanes added.
    @inline(__always)
    var timeMoments: (s1: Double, s2: Double, s3: Double, s4: Double) {
        (s1.sum(), s2.sum(), s3.sum(), s4.sum())
    }

    /// The sums Yₖ = Σ y·τᵏ, k = 0…2, for both axes, the lanes added.
    @inline(__always)
    var valueMoments: (y0: SIMD2<Double>, y1: SIMD2<Double>, y2: SIMD2<Double>) {
        (SIMD2(x0.sum(), y0.sum()), SIMD2(x1.sum(), y1.sum()), SIMD2(x2.sum(), y2.sum()))
    }
}
