import FluidPhysics

// The value's bookkeeping, checked in debug builds after every call that
// changes it.

extension AnimatorProgress {
    // MARK: Invariants

    /// Checks the state, stopping the program on the first broken
    /// invariant; returns true. Called as `assert(checkInvariants(at:))` at
    /// the end of every call that may change the value (thrown errors
    /// included), so it runs in debug builds only. Allocates nothing.
    /// `now` (seconds) is the time of the call; without it the checks that
    /// sample the running motion are skipped.
    ///
    /// - **State machine.** Running (a motion) only while active; inactive
    ///   means nothing left of the last run: progress and paused fraction 0,
    ///   no joined progress, the timing it was created with. A running
    ///   stretch heads for the end of the current direction (`isReversed`).
    /// - **Numbers.** The stored progress and the paused fraction are
    ///   finite; paused with `scrubsLinearly`, the fraction reported is the
    ///   directional progress (to rounding), so pausing moves nothing.
    /// - **Curve runs stay in range.** A curve-timed stretch, the
    ///   animator's or a joined progress's, is within 0…1 at `now` — widened
    ///   to include where it started and where it ends (only a spring's own
    ///   overshoot leaves 0…1).
    /// - **Joined progresses.** One value per joined progress; a joined
    ///   progress moves on its own exactly while the animator runs.
    @usableFromInline
    func checkInvariants(at now: Double?) -> Bool {
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
        if let motion {
            precondition(motion.target == endTarget, "running toward \(motion.target), reversed \(isReversed)")
            if let now { _ = motion.checkRange(at: now, "progress") }
        }
        var j = 0
        while j < joins.count {
            precondition((joins[j].motion != nil) == (motion != nil), "joined property \(j) moves \(joins[j].motion != nil), animator runs \(motion != nil)")
            if let m = joins[j].motion, let now { _ = m.checkRange(at: now, "joined property \(j)") }
            j += 1
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
