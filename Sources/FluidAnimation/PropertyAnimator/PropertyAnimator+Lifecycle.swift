import FluidPhysics

// The state machine: starting, pausing, stopping and finishing, and the
// transitions between inactive, active and stopped (UIKit's table, in the
// type's documentation).

extension PropertyAnimator {
    // MARK: Starting, pausing, stopping

    /// Starts the animations, or resumes them after a pause.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped. No effect while running.
    public func startAnimation() throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: return
        case .inactive:
            activate()
            begin(velocity: nil, delay: 0, durationFactor: 0)
        case .active:
            begin(velocity: nil, delay: 0, durationFactor: 0)
        }
    }

    /// Starts (or resumes) the animations after `delay` seconds; the
    /// animator is running, holding still, meanwhile.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative delay;
    ///   `.running` while running; `.stopped` when stopped.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        guard delay.isFinite else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .notFinite)) }
        guard delay >= 0 else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .negative)) }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: throw .running
        case .inactive:
            activate()
            begin(velocity: nil, delay: delay, durationFactor: 0)
        case .active:
            begin(velocity: nil, delay: delay, durationFactor: 0)
        }
    }

    /// Pauses the animations where they are (an inactive animator becomes
    /// active and paused at its start).
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible. No effect while paused.
    public func pauseAnimation() throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        guard state != .stopped else { throw .stopped }
        guard isInterruptible else { throw .notInterruptible }
        switch state {
        case .inactive:
            activate()
            pausedFraction = fraction(forProgress: storedProgress)
            notifyProperties()
        case .active where motion != nil:
            halt()
            pausedFraction = fraction(forProgress: storedProgress)
        default:
            return
        }
    }

    /// Stops the animations where they are.
    ///
    /// `withoutFinishing` false: the animator becomes stopped and waits for
    /// `finishAnimation(at:)`. true: it becomes inactive at once and no
    /// completion is called. No effect while inactive (and for `false` while
    /// stopped).
    ///
    /// - Throws: `.notInterruptible` while active if not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        switch state {
        case .inactive:
            return
        case .active:
            guard isInterruptible else { throw .notInterruptible }
            halt()
            if withoutFinishing {
                deactivate()
                completions.removeAll()
            } else {
                state = .stopped
            }
        case .stopped:
            if withoutFinishing {
                deactivate()
                completions.removeAll()
            }
        }
    }

    /// Finishes a stopped animator: moves the properties to `position`'s
    /// values (`.current` leaves them), becomes inactive and calls the
    /// completions with `position`.
    ///
    /// - Throws: `.notStopped` unless stopped.
    public func finishAnimation(at position: AnimatorPosition) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
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
        notifyProperties()
        complete(at: position)
    }

    func activate() {
        state = .active
        storedProgress = isReversed ? 1 : 0
    }

    /// Stops the motion where it is (paused or stopped).
    func halt() {
        storedProgress = progress
        stopJoins()
        motion = nil
        runtime.unschedule(self)
    }

    /// Becomes inactive: every property rests at its current value.
    func deactivate() {
        refreshJoinValues()
        var k = 0
        while k < stores.count {
            stores[k].freeze(progress: storedProgress, joins: joinValues)
            k += 1
        }
        joins.removeAll()
        joinValues.removeAll()
        motion = nil
        runtime.unschedule(self)
        state = .inactive
        storedProgress = 0
        pausedFraction = 0
        // A timing given to continueAnimation applies to that run only.
        timing = ownTiming
    }

    /// Becomes inactive and calls the completions with `position`.
    func complete(at position: AnimatorPosition) {
        deactivate()
        let list = completions
        completions.removeAll()
        for c in list { c(position) }
    }
}
