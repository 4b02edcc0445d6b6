import FluidPhysics

// The state machine's calls at `runtime.now`: starting, pausing, stopping,
// finishing, scrubbing, reversing and continuing (UIKit's table, in the
// type's documentation). The value inside (`AnimatorProgress`) decides; the
// animator carries out what it asks (`apply(_:)`).

extension PropertyAnimator {
    // MARK: Starting, pausing, stopping

    /// Starts the animations, or resumes them after a pause.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped. No effect while running.
    public func startAnimation() throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.start(at: now))
    }

    /// Starts (or resumes) the animations after `delay` seconds; the
    /// animator is running, holding still, meanwhile.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative delay;
    ///   `.running` while running; `.stopped` when stopped.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.start(afterDelay: delay, at: now))
    }

    /// Pauses the animations where they are (an inactive animator becomes
    /// active and paused at its start).
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible. No effect while paused.
    public func pauseAnimation() throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.pause(at: now))
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
        apply(try core.stop(withoutFinishing: withoutFinishing, at: now))
    }

    /// Finishes a stopped animator: moves the properties to `position`'s
    /// values (`.current` leaves them), becomes inactive and calls the
    /// completions with `position`.
    ///
    /// - Throws: `.notStopped` unless stopped.
    public func finishAnimation(at position: AnimatorPosition) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        try core.moveToFinish(at: position, time: now)
        // Still stopped: the handlers see the final values before it becomes inactive.
        deliver(progress: core.storedProgress)
        complete(at: position)
    }

    // MARK: Scrubbing and reversing

    /// Moves a paused (or inactive) animator to `fraction` of the way in the
    /// current direction; an inactive animator becomes active and paused.
    /// Finite values outside 0…1 are clamped to 0…1, widened to include the
    /// fraction the animator reports: setting `fractionComplete` to the
    /// value it reads (even during an overshoot, 1.03 say) moves nothing.
    ///
    /// - Throws: `.invalidArgument` for NaN or infinity; `.running` while
    ///   running; `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible.
    public func setFractionComplete(_ fraction: Double) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.setFractionComplete(fraction, at: now))
    }

    /// Sets the direction. While running, the progress turns toward the
    /// other end starting from its current value and velocity (C1); while
    /// paused, the properties stay and the fraction is now measured the
    /// other way; while inactive, the next run goes from the end values to
    /// the start values.
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` while active
    ///   if not interruptible.
    public func setReversed(_ reversed: Bool) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.setReversed(reversed, at: now))
    }

    /// Sets whether the animator may be interrupted.
    ///
    /// - Throws: `.notInactive` unless inactive.
    public func setInterruptible(_ interruptible: Bool) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        try core.setInterruptible(interruptible)
    }

    // MARK: Continuing

    /// Runs a paused animator to the end of its direction with new timing
    /// (or its current timing when nil), or changes the timing of a running
    /// one without a jump in position or velocity.
    ///
    /// `durationFactor` sets a curve's duration to `durationFactor ×
    /// duration`; 0 keeps the natural one (the distance left times
    /// `duration`). A spring runs on its own time scale and ignores it. From
    /// a pause a spring starts with its unit curve's relative velocity times
    /// the distance left; while running it keeps the current velocity.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative factor
    ///   or a bad timing; `.inactive`, `.stopped`; `.notInterruptible`.
    public func continueAnimation(withTimingParameters parameters: AnimatorTiming?, durationFactor: Double) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor, at: now))
    }

    /// Runs a paused (or running) animator on `spring`, starting with a
    /// progress velocity of `progressVelocity` per second in *forward*
    /// terms (dP/dt: a finger's speed divided by the property's full range).
    ///
    /// Unlike a relative velocity, this needs no distance left, so a flick
    /// released exactly at an end keeps its speed.
    ///
    /// - Throws: as `continueAnimation(withTimingParameters:durationFactor:)`,
    ///   and `.invalidArgument` for a non-finite velocity or one beyond
    ///   `maximumProgressVelocity`.
    public func continueAnimation(spring: Spring, progressVelocity velocity: Double) throws(AnimatorError) {
        defer { assert(checkInvariants()) }
        apply(try core.continueAnimation(spring: spring, progressVelocity: velocity, at: now))
    }
}
