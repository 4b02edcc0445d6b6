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

    /// The row position of the sample at `index` (0 = oldest): where its
    /// time and coordinates are in `times`, `xs` and `ys`.
    @inline(__always)
    func slot(_ index: Int) -> Int {
        assert(index >= 0 && index < count, "sample \(index) of \(count)")
        return SampleHistory.slot(index, oldest: oldest)
    }

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

    /// The rounding allowance, seconds, with which time differences are
    /// compared against the window's limits: `timeTolerance` (1 ns) or four
    /// ulps of the newest timestamp, whichever is larger — at large absolute
    /// times (seconds since boot or since 1970) the timestamps' own spacing
    /// exceeds 1 ns. Depends on the newest time only.
    static func tolerance(newest: Double) -> Double {
        Swift.max(timeTolerance, 4 * newest.magnitude.ulp)
    }

    /// The index of the oldest sample in the window that ends at the newest
    /// sample: walking newest first, stop before a sample older than
    /// `horizon` or separated from the next-newer one by more than `maximumGap`.
    ///
    /// With `gapFromNewest` true the gap is measured to the newest sample
    /// instead (the impulse strategy's window).
    ///
    /// The window is a function of the timestamps alone;
    /// `windowStart(after:tolerance:horizon:maximumGap:gapFromNewest:)` finds the same
    /// index without the walk when a sample was appended.
    func windowStart(horizon: Double, maximumGap: Double, gapFromNewest: Bool = false) -> Int {
        guard count > 0 else { return 0 }
        let newest = time(at: count - 1)
        var start = count - 1
        var newer = newest
        let tolerance = Self.tolerance(newest: newest)
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

    /// `windowStart(horizon:maximumGap:gapFromNewest:)` after one sample was
    /// appended, found forward from the previous window instead of walking
    /// back from the newest sample: O(1) per sample in a steady stream.
    ///
    /// `previous` is the window's start before the sample was appended, as an
    /// index of the samples now kept (one less if the oldest sample was
    /// dropped to make room; clamped at 0). `tolerance` is
    /// `tolerance(newest:)` of the newest time, and must be the one the
    /// previous window was chosen with.
    ///
    /// Why it is the same index: the walk back keeps a suffix of the samples.
    /// Between samples that were already kept, the gaps are the same
    /// differences of the same timestamps as before, compared with the same
    /// tolerance, so a gap that stopped the old walk still stops the new one;
    /// and a sample's age, newest − tᵢ, can only have grown (subtraction
    /// rounds monotonically), so a sample that was too old stays too old.
    /// What is new: the gap from the previous newest sample to the new one
    /// (too large: the window is the new sample alone), and samples at the
    /// front of the old window that have now aged out — skipped forward.
    /// With `gapFromNewest` every limit is an age, and only the second applies.
    func windowStart(after previous: Int, tolerance: Double, horizon: Double, maximumGap: Double, gapFromNewest: Bool = false) -> Int {
        let newestIndex = count - 1
        guard newestIndex > 0 else { return 0 }
        let newest = time(at: newestIndex)
        let ageLimit = gapFromNewest ? Swift.min(horizon, maximumGap) + tolerance : horizon + tolerance
        if !gapFromNewest && newest - time(at: newestIndex - 1) > maximumGap + tolerance { return newestIndex }
        var start = Swift.max(previous, 0)
        while start < newestIndex && newest - time(at: start) > ageLimit {
            start += 1
        }
        return start
    }
}
