import FluidPhysics

// The fraction complete and the direction: scrubbing a paused animator,
// reversing, and the map between the progress and the fraction reported.

extension AnimatorProgress {
    // MARK: Scrubbing and reversing

    /// Moves a paused (or inactive) animator to `fraction` of the way in the
    /// current direction; an inactive animator becomes active and paused.
    /// Finite values outside 0…1 are clamped to 0…1, widened to include the
    /// fraction the animator reports: setting the fraction to the value it
    /// reads (even during an overshoot, 1.03 say) moves nothing. `now`
    /// (seconds) dates the joined progresses' new values.
    ///
    /// - Throws: `.invalidArgument` for NaN or infinity; `.running` while
    ///   running; `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible.
    ///
    /// Scrubbing runs on every touch move, once per animator a finger
    /// drags, so the common case — a paused, interruptible animator that
    /// scrubs linearly and has no joined progress (`scrubsInPlace`) — is
    /// inlined into the caller: it does exactly what
    /// `setFractionCompleteInGeneral(_:at:)`, which handles every case,
    /// does there (the clamp, the same-fraction test, the paused fraction
    /// and the progress), without a call, a throw or an update to build.
    @inlinable
    @discardableResult
    public mutating func setFractionComplete(_ fraction: Double, at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        guard scrubsInPlace, fraction.isFinite else { return try setFractionCompleteInGeneral(fraction, at: now) }
        defer { assert(checkInvariants(at: now)) }
        let current = pausedFraction
        let f = Swift.min(Swift.max(fraction, Swift.min(0, current)), Swift.max(1, current))
        // `.none` and `.changed`, built here: reading the static values is
        // a call (their lazy initialisation) even when the update is discarded.
        if f == current { return AnimatorUpdate() }
        pausedFraction = f
        // Scrubbing linearly, the directional progress is the fraction itself.
        storedProgress = isReversed ? 1 - f : f
        return AnimatorUpdate(valuesChanged: true)
    }

    /// Whether `setFractionComplete(_:at:)` takes its inlined fast path:
    /// active and paused, interruptible, scrubbing linearly (the fraction is
    /// the directional progress) and without joined progresses (nothing
    /// else to bring up to date).
    @inlinable
    var scrubsInPlace: Bool {
        state == .active && motion == nil && isInterruptible && scrubsLinearly && joins.isEmpty
    }

    /// `setFractionComplete(_:at:)` for every state and setting (its fast
    /// path is this function's result for the cases it covers; tests compare
    /// the two).
    @usableFromInline
    mutating func setFractionCompleteInGeneral(_ fraction: Double, at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        guard fraction.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "fractionComplete", value: fraction, reason: .notFinite))
        }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: throw .running
        default: break
        }
        guard isInterruptible else { throw .notInterruptible }
        let wasActive = state == .active
        if !wasActive { activate() }
        let current = pausedFraction
        let f = Swift.min(Swift.max(fraction, Swift.min(0, current)), Swift.max(1, current))
        if wasActive && f == current { return .none }
        pausedFraction = f
        cacheScrubSettling()
        let directional = scrubbedProgress(forFraction: f)
        storedProgress = isReversed ? 1 - directional : directional
        if !joins.isEmpty { refreshJoinValues(at: now) }
        return .changed
    }

    /// Sets the direction at `now`. While running, the progress turns
    /// toward the other end starting from its current value and velocity
    /// (C1); while paused, the progress stays and the fraction is now
    /// measured the other way; while inactive, the next run goes from the
    /// end values to the start values.
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` while active
    ///   if not interruptible.
    @discardableResult
    public mutating func setReversed(_ reversed: Bool, at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        guard state != .stopped else { throw .stopped }
        guard state == .inactive || isInterruptible else { throw .notInterruptible }
        guard reversed != isReversed else { return .none }
        isReversed = reversed
        guard state == .active else { return .none }
        if let motion {
            restart(from: motion, durationFactor: 0, at: now)
        } else {
            updatePausedFraction()
        }
        return .none
    }

    /// Sets whether the animator may be interrupted.
    ///
    /// - Throws: `.notInactive` unless inactive.
    public mutating func setInterruptible(_ interruptible: Bool) throws(AnimatorError) {
        defer { assert(checkInvariants(at: nil)) }
        guard state == .inactive else { throw .notInactive }
        isInterruptible = interruptible
    }

    /// Keeps the paused fraction true to the progress when the way it is
    /// measured changes.
    mutating func refreshPausedFraction() {
        if state == .active && motion == nil { updatePausedFraction() }
    }

    /// The paused fraction for the stored progress.
    mutating func updatePausedFraction() {
        cacheScrubSettling()
        pausedFraction = fraction(forProgress: storedProgress)
    }

    /// The fraction to report for progress `p` in the current direction:
    /// the directional progress when scrubbing linearly, else the fraction
    /// whose scrubbed progress is the directional progress. Outside 0…1 (an
    /// overshoot) both are the directional progress itself.
    func fraction(forProgress p: Double) -> Double {
        let d = isReversed ? 1 - p : p
        if scrubsLinearly || !(d > 0 && d < 1) { return d }
        let span = scrubSpan
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if scrubbedProgress(forFraction: mid, span: span) < d { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The directional progress that a scrub to fraction `f` shows: `f`
    /// itself when scrubbing linearly and outside 0…1. `span` is the
    /// spring scrubbing map's settling time when already known.
    ///
    /// Always inlined: `setFractionComplete` calls it on its `inout` self,
    /// and an outlined call made a copy of the whole value (a few hundred
    /// bytes) to pass it, once per scrub of every animator.
    @inline(__always)
    func scrubbedProgress(forFraction f: Double, span: Double? = nil) -> Double {
        if scrubsLinearly || !(f > 0 && f < 1) { return f }
        switch timing {
        case .curve(let curve):
            return curve.value(at: f)
        case .spring(let unit):
            // A spring too slow to settle in a finite time (ζ near 0) has no
            // settling span to scrub along: it scrubs linearly.
            let span = span ?? scrubSettlingDuration(of: unit.spring)
            guard span.isFinite, span > 0 else { return f }
            let progress = Spring.UnitCurve(spring: unit.spring).progress(at: f * span)
            return progress.isFinite ? progress : f
        }
    }

    /// The spring scrubbing map's settling time, or nil when the map needs
    /// none (linear scrubbing, curve timing).
    var scrubSpan: Double? {
        guard !scrubsLinearly, case .spring(let unit) = timing else { return nil }
        return scrubSettlingDuration(of: unit.spring)
    }

    /// The settling time of `spring` from rest to within
    /// `settlingTolerance`: the cached one when it is for this spring and
    /// tolerance.
    func scrubSettlingDuration(of spring: Spring) -> Double {
        if let c = scrubSettling, c.spring == spring, c.epsilon == settlingTolerance { return c.duration }
        return Spring.UnitCurve(spring: spring).settlingDuration(epsilon: settlingTolerance)
    }

    /// Caches the spring scrubbing map's settling time when it is needed,
    /// before a call maps fractions.
    mutating func cacheScrubSettling() {
        guard !scrubsLinearly, case .spring(let unit) = timing else { return }
        if let c = scrubSettling, c.spring == unit.spring, c.epsilon == settlingTolerance { return }
        let d = Spring.UnitCurve(spring: unit.spring).settlingDuration(epsilon: settlingTolerance)
        scrubSettling = ScrubSettling(spring: unit.spring, epsilon: settlingTolerance, duration: d)
    }
}
