import FluidPhysics

// The progress in time: each stretch of motion toward an end — started from
// rest, restarted from the current velocity (C1), continued with new timing —
// for the animator's progress and every joined property's own.

extension AnimatorProgress {
    // MARK: Continuing

    /// Runs a paused animator from `now` (seconds) to the end of its
    /// direction with new timing (or its current timing when nil), or
    /// changes the timing of a running one without a jump in position or
    /// velocity.
    ///
    /// `durationFactor` sets a curve's duration to `durationFactor ×
    /// duration`; 0 keeps the natural one (the distance left times
    /// `duration`). A spring runs on its own time scale and ignores it. From
    /// a pause a spring starts with its unit curve's relative velocity times
    /// the distance left; while running it keeps the current velocity.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative factor
    ///   or a bad timing; `.inactive`, `.stopped`; `.notInterruptible`.
    @discardableResult
    public mutating func continueAnimation(withTimingParameters parameters: AnimatorTiming?, durationFactor: Double,
                                           at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        try checkContinue(parameters, durationFactor: durationFactor)
        if let parameters { timing = parameters }
        if let motion {
            restart(from: motion, durationFactor: durationFactor, at: now)
            return .none
        }
        begin(velocity: nil, delay: 0, durationFactor: durationFactor, at: now)
        return .changed
    }

    /// Runs a paused (or running) animator on `spring` from `now`
    /// (seconds), starting with a progress velocity of `progressVelocity`
    /// per second in *forward* terms (dP/dt: a finger's speed divided by
    /// the property's full range). Position and velocity are continuous:
    /// caught by a finger and released, the progress carries on at exactly
    /// the finger's speed.
    ///
    /// Unlike a relative velocity, this needs no distance left, so a flick
    /// released exactly at an end keeps its speed.
    ///
    /// - Throws: as `continueAnimation(withTimingParameters:durationFactor:at:)`,
    ///   and `.invalidArgument` for a non-finite velocity or one beyond
    ///   `maximumProgressVelocity`.
    @discardableResult
    public mutating func continueAnimation(spring: Spring, progressVelocity velocity: Double,
                                           at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        guard velocity.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "progressVelocity", value: velocity, reason: .notFinite))
        }
        guard Swift.abs(velocity) <= Self.maximumProgressVelocity else {
            throw .invalidArgument(ParameterError(parameter: "progressVelocity", value: velocity,
                                                  reason: .outOfRange("within ±\(Self.maximumProgressVelocity) per second")))
        }
        let parameters = AnimatorTiming.spring(spring)
        try checkContinue(parameters, durationFactor: 0)
        timing = parameters
        let p = progress(at: now)
        let target = endTarget
        let start = Swift.max(now, motion?.startTime ?? now)
        var j = 0
        while j < joins.count {
            // Running: the property keeps its own velocity. Paused: it gets
            // the velocity the scrub gave it, dP/dt times du/dP.
            let u: Double, w: Double
            if let m = joins[j].motion {
                let s = m.sample(at: now)
                (u, w) = (s.value, s.velocity)
            } else {
                let knots = joins[j].knots
                (u, w) = (knots.value(at: p), velocity * knots.slope(at: p, direction: velocity))
            }
            joins[j].motion = ProgressMotion(spring: spring, from: u, to: joins[j].target(forProgressTarget: target),
                                             velocity: w, startTime: start, tolerance: settlingTolerance,
                                             motionPreference: motionPreference)
            j += 1
        }
        motion = ProgressMotion(spring: spring, from: p, to: target, velocity: velocity, startTime: start, tolerance: settlingTolerance,
                                motionPreference: motionPreference)
        storedProgress = p
        return .none
    }

    private func checkContinue(_ parameters: AnimatorTiming?, durationFactor: Double) throws(AnimatorError) {
        guard durationFactor.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "durationFactor", value: durationFactor, reason: .notFinite))
        }
        guard durationFactor >= 0 else {
            throw .invalidArgument(ParameterError(parameter: "durationFactor", value: durationFactor, reason: .negative))
        }
        try parameters?.validate()
        switch state {
        case .inactive: throw .inactive
        case .stopped: throw .stopped
        case .active: break
        }
        guard isInterruptible else { throw .notInterruptible }
    }

    // MARK: Stretches

    /// The progress the current direction ends at: 1 forward, 0 reversed
    /// (where a run goes, and where `.end` or `.start` is reached).
    public var endTarget: Double { isReversed ? 0 : 1 }

    /// Starts a stretch from rest at the stored progress (joined properties
    /// from rest at their own progress), `delay` seconds after `now`.
    mutating func begin(velocity: Double?, delay: Double, durationFactor: Double, at now: Double) {
        let p = storedProgress
        let target = endTarget
        let remaining = Swift.abs(target - p)
        let curveDuration = durationFactor > 0 ? durationFactor * duration : remaining * duration
        let start = now + delay
        var j = 0
        while j < joins.count {
            let u = joins[j].knots.value(at: p)
            let uTarget = joins[j].target(forProgressTarget: target)
            // With no progress left, a joined property still on its way
            // takes the time its own distance gives it.
            let d = curveDuration > 0 ? curveDuration : Swift.abs(uTarget - u) * duration
            joins[j].motion = ProgressMotion(timing: timing, from: u, to: uTarget, velocity: nil, curveDuration: d,
                                             startTime: start, tolerance: settlingTolerance, motionPreference: motionPreference)
            j += 1
        }
        motion = ProgressMotion(timing: timing, from: p, to: target, velocity: velocity, curveDuration: curveDuration,
                                startTime: start, tolerance: settlingTolerance, motionPreference: motionPreference)
        refreshJoinValues(at: now)
    }

    /// Starts a new stretch at `now` from where `current` is, keeping its
    /// velocity (or, during a start delay, keeping the delay); joined
    /// properties likewise from their own value and velocity.
    mutating func restart(from current: ProgressMotion, durationFactor: Double, at now: Double) {
        let s = current.sample(at: now)
        let p = s.value
        let target = endTarget
        let remaining = Swift.abs(target - p)
        let delayed = current.startTime > now
        let start = delayed ? current.startTime : now
        let natural = delayed ? remaining * duration : Swift.max(remaining, Self.minimumTurnFraction) * duration
        let curveDuration = durationFactor > 0 ? durationFactor * duration : natural
        var j = 0
        while j < joins.count {
            let js = joins[j].state(at: now, progress: p)
            let uTarget = joins[j].target(forProgressTarget: target)
            let d = curveDuration > 0 ? curveDuration : Swift.abs(uTarget - js.value) * duration
            joins[j].motion = ProgressMotion(timing: timing, from: js.value, to: uTarget, velocity: delayed ? nil : js.velocity,
                                             curveDuration: d, startTime: start, tolerance: settlingTolerance,
                                             motionPreference: motionPreference)
            j += 1
        }
        motion = ProgressMotion(timing: timing, from: p, to: target, velocity: delayed ? nil : s.velocity,
                                curveDuration: curveDuration, startTime: start, tolerance: settlingTolerance,
                                motionPreference: motionPreference)
        storedProgress = p
    }

    /// Stops every joined property where it is at `now`, as a function of
    /// the stored progress from then on.
    mutating func stopJoins(at now: Double) {
        var j = 0
        while j < joins.count {
            if let m = joins[j].motion {
                joins[j].restValue = m.sample(at: now).value
                joins[j].restProgress = storedProgress
                joins[j].motion = nil
            }
            j += 1
        }
    }
}
