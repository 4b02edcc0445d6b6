/// A velocity tracker's samples together with the window its strategy reads
/// and the strategy's estimate, all kept current as samples arrive: what
/// `VelocityTracker` and `VelocityTracker1D` store. Times are seconds,
/// values points, the estimate points per second.
///
/// Adding a sample costs O(1) besides the fit itself: the window's start
/// (the oldest sample the strategy reads) is moved forward from where it
/// was (`HistoryView.windowStart(after:tolerance:horizon:maximumGap:gapFromNewest:)`)
/// instead of being found by walking back from the newest sample, and a
/// rejected sample changes nothing, so nothing is recomputed. The window is
/// a function of the timestamps alone, so the kept start is always the one
/// the walk back would find (checked by `checkInvariants(strategy:)`), and
/// the estimate is the strategy's for the samples, bit for bit.
///
/// The estimate is computed when the samples (or the strategy) change,
/// since only a mutating method can read the samples in place (see
/// `SampleHistory.withView(_:)`); reading it costs nothing.
///
/// Usable from inlinable code (the samples' count and newest time, and the
/// estimate), so that reading a tracker's velocity copies nothing.
@usableFromInline
struct TrackedHistory: Hashable, Sendable {
    /// The samples, oldest first.
    @usableFromInline
    private(set) var samples = SampleHistory(capacity: VelocityTracker.maximumSampleCount)
    /// The index (0 = oldest kept sample) of the oldest sample in the window.
    private(set) var windowStart = 0
    /// The rounding allowance `windowStart` was found with
    /// (`HistoryView.tolerance(newest:)`), seconds; 0 while empty. When the
    /// newest timestamp's allowance differs, the window is walked again.
    private var windowTolerance = 0.0
    /// The strategy's velocity at the newest sample, before any speed limit.
    @usableFromInline
    private(set) var estimate = SIMD2<Double>.zero

    /// Adds a sample (`SampleHistory.add(_:at:)`: bad samples are rejected,
    /// a repeated timestamp replaces the newest) and brings the window and
    /// the estimate up to date under `strategy`.
    mutating func add(_ value: SIMD2<Double>, at time: Double, strategy: VelocityStrategy) -> VelocitySampleOutcome {
        let dropsOldest = samples.count == samples.capacity
        let outcome = samples.add(value, at: time)
        let replaced: Bool
        switch outcome {
        case .rejected:
            return outcome  // nothing changed: neither the window nor the estimate
        case .replacedNewest:
            replaced = true  // the same timestamps, so the same window
        case .accepted:
            replaced = false
        }
        // The newest time is `time` now: its tolerance decides whether the
        // window can move forward from where it was.
        let tolerance = replaced ? windowTolerance : HistoryView.tolerance(newest: time)
        let sameTolerance = tolerance == windowTolerance
        let previous = windowStart &- (dropsOldest && !replaced ? 1 : 0)
        var start = previous
        estimate = samples.withView { view in
            if !replaced {
                start = sameTolerance
                    ? VelocityEstimation.windowStart(of: view, strategy: strategy, after: previous, tolerance: tolerance)
                    : VelocityEstimation.windowStart(of: view, strategy: strategy)
            }
            return view.count >= 2 ? VelocityEstimation.velocity(of: view, strategy: strategy, from: start) : .zero
        }
        windowStart = start
        windowTolerance = tolerance
        return outcome
    }

    /// Finds the window by walking back from the newest sample and
    /// recomputes the estimate: after a change of strategy.
    mutating func reestimate(strategy: VelocityStrategy) {
        guard samples.count > 0 else {
            windowStart = 0
            windowTolerance = 0
            estimate = .zero
            return
        }
        var start = 0, tolerance = 0.0
        estimate = samples.withView { view in
            tolerance = HistoryView.tolerance(newest: view.time(at: view.count - 1))
            start = VelocityEstimation.windowStart(of: view, strategy: strategy)
            return view.count >= 2 ? VelocityEstimation.velocity(of: view, strategy: strategy, from: start) : .zero
        }
        windowStart = start
        windowTolerance = tolerance
    }

    /// Forgets every sample and the rejected count.
    mutating func removeAll() {
        samples.removeAll()
        windowStart = 0
        windowTolerance = 0
        estimate = .zero
    }

    // MARK: Invariants

    /// Checks the samples (`SampleHistory.checkInvariants()`), that the kept
    /// window is the one walking back from the newest sample finds, with the
    /// newest timestamp's tolerance, and that the kept estimate is the
    /// strategy's over it, bit for bit; returns true. Debug builds call it
    /// after every change (`VelocityTracker.checkInvariants()`).
    func checkInvariants(strategy: VelocityStrategy) -> Bool {
        var copy = samples
        let (walked, expected) = copy.withView { view -> (Int, SIMD2<Double>) in
            let start = VelocityEstimation.windowStart(of: view, strategy: strategy)
            return (start, view.count >= 2 ? VelocityEstimation.velocity(of: view, strategy: strategy, from: start) : .zero)
        }
        precondition(windowStart == walked, "window starts at sample \(windowStart), the walk back finds \(walked)")
        precondition(samples.count == 0 || windowTolerance == HistoryView.tolerance(newest: samples.time(at: samples.count - 1)),
                     "window tolerance \(windowTolerance) is not the newest timestamp's")
        precondition(samples.count > 0 || (windowStart == 0 && windowTolerance == 0), "empty history with a window")
        precondition(estimate == expected, "stale estimate \(estimate), expected \(expected)")
        return samples.checkInvariants()
    }
}
