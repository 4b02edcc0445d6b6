import FluidPhysics

// The state machine: starting, pausing, stopping and finishing, and the
// transitions between inactive, active and stopped (UIKit's table, in the
// type's documentation).

extension AnimatorProgress {
    // MARK: Starting, pausing, stopping

    /// Starts the run at `now` (seconds), or resumes it after a pause.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped. No effect while running.
    @discardableResult
    public mutating func start(at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: return .none
        case .inactive:
            activate()
            begin(velocity: nil, delay: 0, durationFactor: 0, at: now)
        case .active:
            begin(velocity: nil, delay: 0, durationFactor: 0, at: now)
        }
        return .changed
    }

    /// Starts (or resumes) the run `delay` seconds after `now`; the
    /// animator is running, holding still, meanwhile.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative delay;
    ///   `.running` while running; `.stopped` when stopped.
    @discardableResult
    public mutating func start(afterDelay delay: Double, at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        guard delay.isFinite else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .notFinite)) }
        guard delay >= 0 else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .negative)) }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: throw .running
        case .inactive:
            activate()
            begin(velocity: nil, delay: delay, durationFactor: 0, at: now)
        case .active:
            begin(velocity: nil, delay: delay, durationFactor: 0, at: now)
        }
        return .changed
    }

    /// Pauses where the progress is at `now` (an inactive animator becomes
    /// active and paused at its start).
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible. No effect while paused.
    @discardableResult
    public mutating func pause(at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        guard state != .stopped else { throw .stopped }
        guard isInterruptible else { throw .notInterruptible }
        switch state {
        case .inactive:
            activate()
            updatePausedFraction()
            refreshJoinValues(at: now)
            return .changed
        case .active where motion != nil:
            halt(at: now)
            updatePausedFraction()
            return .none
        default:
            return .none
        }
    }

    /// Stops where the progress is at `now`.
    ///
    /// `withoutFinishing` false: the animator becomes stopped and waits for
    /// `finish(at:time:)`. true: it becomes inactive at once (the update
    /// carries the final values) and the completions are discarded. No
    /// effect while inactive (and for `false` while stopped).
    ///
    /// - Throws: `.notInterruptible` while active if not interruptible.
    @discardableResult
    public mutating func stop(withoutFinishing: Bool, at now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        switch state {
        case .inactive:
            return .none
        case .active:
            guard isInterruptible else { throw .notInterruptible }
            halt(at: now)
            guard withoutFinishing else {
                state = .stopped
                return .none
            }
        case .stopped:
            guard withoutFinishing else { return .none }
        }
        return AnimatorUpdate(finalValues: deactivate(at: now), discardsCompletions: true)
    }

    /// Finishes a stopped animator at `now`: moves the progress to
    /// `position` (`.current` leaves it), becomes inactive and reports the
    /// completions due with `position`.
    ///
    /// - Throws: `.notStopped` unless stopped.
    public mutating func finish(at position: AnimatorPosition, time now: Double) throws(AnimatorError) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: now)) }
        try moveToFinish(at: position, time: now)
        return AnimatorUpdate(valuesChanged: true, finalValues: deactivate(at: now), completion: position)
    }

    /// The first half of `finish(at:time:)`: the progress (and every
    /// joined progress) at `position`'s values, still stopped, so that the
    /// owner can show them before the animator becomes inactive.
    mutating func moveToFinish(at position: AnimatorPosition, time now: Double) throws(AnimatorError) {
        guard state == .stopped else { throw .notStopped }
        switch position {
        case .start: storedProgress = 0
        case .end: storedProgress = 1
        case .current: break
        }
        if position != .current {
            // Every property at its start or end value, joined ones included.
            var j = 0
            while j < joins.count {
                joins[j].restProgress = storedProgress
                joins[j].restValue = joins[j].target(forProgressTarget: storedProgress)
                j += 1
            }
        }
        refreshJoinValues(at: now)
    }

    mutating func activate() {
        state = .active
        storedProgress = isReversed ? 1 : 0
    }

    /// Stops the motion where it is at `now` (paused or stopped).
    mutating func halt(at now: Double) {
        storedProgress = progress(at: now)
        stopJoins(at: now)
        motion = nil
    }

    /// Becomes inactive and returns the values every property rests at.
    mutating func deactivate(at now: Double) -> AnimatorUpdate.FinalValues {
        refreshJoinValues(at: now)
        let final = AnimatorUpdate.FinalValues(progress: storedProgress, joins: joinValues)
        joins.removeAll()
        joinValues.removeAll()
        motion = nil
        state = .inactive
        storedProgress = 0
        pausedFraction = 0
        // A timing given to continueAnimation applies to that run only.
        timing = ownTiming
        return final
    }
}
