import FluidPhysics

// The animator's bookkeeping, checked in debug builds after every call that
// changes it and after every frame it takes part in.

extension PropertyAnimator {
    // MARK: Invariants

    /// Checks the animator's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of every public call that may change the animator (thrown
    /// errors included) and of every frame, so it runs in debug builds only
    /// (as swift-collections checks its internals behind a flag). Allocates
    /// nothing.
    ///
    /// - **State machine.** Running (a motion) only while active; inactive
    ///   means nothing left of the last run: progress and paused fraction 0,
    ///   no joined property, the timing it was created with. The animator is
    ///   scheduled on its runtime exactly while it runs, and a running
    ///   stretch heads for the end of the current direction (`isReversed`).
    /// - **Numbers.** The stored progress and the paused fraction are
    ///   finite; paused with `scrubsLinearly`, the fraction reported is the
    ///   directional progress (to rounding), so pausing moves nothing.
    /// - **Curve runs stay in range.** A curve-timed stretch, the
    ///   animator's or a joined property's, is within 0…1 now — widened to
    ///   include where it started and where it ends (only a spring's own
    ///   overshoot leaves 0…1).
    /// - **Joined properties.** One delivered value per joined property; a
    ///   joined property moves on its own exactly while the animator runs;
    ///   every property's track points at P or at an existing join; every
    ///   store has one handler per track and one entry in the store index.
    func checkInvariants() -> Bool {
        precondition(storedProgress.isFinite && pausedFraction.isFinite, "progress \(storedProgress), paused fraction \(pausedFraction)")
        precondition(joins.count == joinValues.count, "\(joins.count) joined properties, \(joinValues.count) values")
        switch state {
        case .inactive:
            precondition(motion == nil, "inactive but running")
            precondition(storedProgress == 0 && pausedFraction == 0, "inactive at progress \(storedProgress), fraction \(pausedFraction)")
            precondition(joins.isEmpty, "inactive with \(joins.count) joined properties")
            precondition(timing == ownTiming, "inactive with the timing of a continued run")
        case .stopped:
            precondition(motion == nil, "stopped but running")
        case .active:
            if motion == nil, scrubsLinearly {
                let reported = fraction(forProgress: storedProgress)
                precondition(Swift.abs(pausedFraction - reported) <= 1e-9 * Swift.max(1, Swift.abs(storedProgress)),
                             "paused at fraction \(pausedFraction), but the progress \(storedProgress) is fraction \(reported)")
            }
        }
        precondition(runtime.isScheduled(self) == (motion != nil), "scheduled \(runtime.isScheduled(self)), running \(motion != nil)")
        if let motion {
            precondition(motion.target == endTarget, "running toward \(motion.target), reversed \(isReversed)")
            _ = motion.checkRange(at: now, "progress")
        }
        var j = 0
        while j < joins.count {
            precondition((joins[j].motion != nil) == (motion != nil), "joined property \(j) moves \(joins[j].motion != nil), animator runs \(motion != nil)")
            if let m = joins[j].motion { _ = m.checkRange(at: now, "joined property \(j)") }
            j += 1
        }
        precondition(storeIndex.count == stores.count, "\(stores.count) property stores, \(storeIndex.count) indexed")
        var k = 0
        while k < stores.count {
            _ = stores[k].checkInvariants(joinCount: joins.count)
            k += 1
        }
        return true
    }
}

extension ProgressMotion {
    /// Checks that a curve stretch is within 0…1 at `time`, widened to
    /// include where it starts and ends and what its curve's own shape
    /// reaches (a hair of rounding allowed); a spring may overshoot.
    /// Returns true.
    func checkRange(at time: Double, _ name: @autoclosure () -> String) -> Bool {
        guard case .curve(let a) = self else { return true }
        let (low, high) = ProgressMotion.range(of: a.curve, from: a.initialValue, to: a.target)
        let slack = 1e-9 * (high - low)
        let x = a.sample(at: time).value
        precondition(x >= low - slack && x <= high + slack, "\(name()) at \(x) on a curve from \(a.initialValue) to \(a.target)")
        return true
    }
}
