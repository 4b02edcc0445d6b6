/// The samples of a `SampleHistory`, read in place through pointers to its
/// rows: what the estimators (`VelocityEstimation`) read. Valid only inside
/// `SampleHistory.withView(_:)`. Index 0 is the oldest sample, `count − 1`
/// the newest; times in seconds, values in points.
struct HistoryView {
    let times: UnsafePointer<Double>
    let xs: UnsafePointer<Double>
    let ys: UnsafePointer<Double>
    /// Where in the rows the oldest sample is.
    let oldest: Int
    /// How many samples there are.
    let count: Int

    /// The time of the sample at `index` (0 = oldest), seconds.
    @inline(__always)
    func time(at index: Int) -> Double {
        assert(index >= 0 && index < count, "sample \(index) of \(count)")
        return times[SampleHistory.slot(index, oldest: oldest)]
    }

    /// The position of the sample at `index` (0 = oldest).
    @inline(__always)
    func value(at index: Int) -> SIMD2<Double> {
        assert(index >= 0 && index < count, "sample \(index) of \(count)")
        let k = SampleHistory.slot(index, oldest: oldest)
        return SIMD2(xs[k], ys[k])
    }

    /// The index of the oldest sample in the window that ends at the newest
    /// sample: walking newest first, stop before a sample older than
    /// `horizon` or separated from the next-newer one by more than `maximumGap`.
    ///
    /// With `gapFromNewest` true the gap is measured to the newest sample
    /// instead (the impulse strategy's window).
    func windowStart(horizon: Double, maximumGap: Double, gapFromNewest: Bool = false) -> Int {
        guard count > 0 else { return 0 }
        let newest = time(at: count - 1)
        var start = count - 1
        var newer = newest
        // A few ulps of the timestamps themselves: at large absolute times
        // (seconds since boot or since 1970) their spacing exceeds 1 ns.
        let tolerance = Swift.max(timeTolerance, 4 * newest.magnitude.ulp)
        while start > 0 {
            let candidate = time(at: start - 1)
            let age = newest - candidate
            let gap = (gapFromNewest ? newest : newer) - candidate
            if age > horizon + tolerance || gap > maximumGap + tolerance { break }
            start -= 1
            newer = candidate
        }
        return start
    }
}
