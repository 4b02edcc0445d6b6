/// The last few samples of a tracked value: timestamps (seconds) and one or
/// two coordinates (points). Shared by the 1-D and 2-D trackers.
///
/// Enforces the bad-sample rules of `VelocitySampleOutcome` and selects the
/// window every strategy reads.
struct SampleHistory: Hashable, Sendable {
    /// Oldest first; never more than `capacity`; strictly increasing times.
    private(set) var times: [Double] = []
    /// Oldest first, parallel to `times`.
    private(set) var values: [SIMD2<Double>] = []
    /// How many samples may be kept.
    let capacity: Int
    /// Samples dropped so far.
    private(set) var rejectedCount = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        times.reserveCapacity(self.capacity)
        values.reserveCapacity(self.capacity)
    }

    var count: Int { times.count }
    var newestTime: Double? { times.last }
    var newestValue: SIMD2<Double>? { values.last }

    mutating func add(_ value: SIMD2<Double>, at time: Double) -> VelocitySampleOutcome {
        guard time.isFinite else { return reject(.nonFiniteTime) }
        guard value.x.isFinite, value.y.isFinite else { return reject(.nonFinitePosition) }
        if let newest = times.last {
            if time < newest { return reject(.timeWentBackwards) }
            if time == newest {
                values[values.count - 1] = value
                return .replacedNewest
            }
        }
        if times.count == capacity {
            times.removeFirst()
            values.removeFirst()
        }
        times.append(time)
        values.append(value)
        return .accepted
    }

    private mutating func reject(_ reason: VelocitySampleRejection) -> VelocitySampleOutcome {
        rejectedCount += 1
        return .rejected(reason)
    }

    mutating func removeAll() {
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        rejectedCount = 0
    }

    /// The index of the oldest sample in the window that ends at the newest
    /// sample: walking newest first, stop before a sample older than
    /// `horizon` or separated from the next-newer one by more than `maximumGap`.
    ///
    /// With `gapFromNewest` true the gap is measured to the newest sample
    /// instead (the impulse strategy's window).
    func windowStart(horizon: Double, maximumGap: Double, gapFromNewest: Bool = false) -> Int {
        guard let newest = times.last else { return 0 }
        var start = times.count - 1
        var newer = newest
        while start > 0 {
            let candidate = times[start - 1]
            let age = newest - candidate
            let gap = (gapFromNewest ? newest : newer) - candidate
            if age > horizon + timeTolerance || gap > maximumGap + timeTolerance { break }
            start -= 1
            newer = candidate
        }
        return start
    }
}

/// Rounding allowance when comparing time differences against the 40 ms and
/// 100 ms limits: one nanosecond, far below any sampling interval, so a
/// gap of exactly 40 ms written as two large timestamps in seconds still
/// counts as 40 ms.
let timeTolerance = 1e-9
