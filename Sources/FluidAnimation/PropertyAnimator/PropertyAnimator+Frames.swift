import FluidPhysics

// The animator's part in a frame: it schedules itself on its runtime while
// running and is advanced as a `FrameParticipant` — the runtime knows only
// that protocol, never the animator.

extension PropertyAnimator: FrameParticipant {
    // MARK: Frames

    /// Advances to `time`: called by the runtime on every frame while
    /// scheduled (running). Samples each motion once and delivers those
    /// values; unschedules itself when the run ends.
    func advance(to time: Double) {
        defer { assert(checkInvariants()) }
        guard let motion else {
            runtime.unschedule(self)
            return
        }
        let s = motion.sample(at: time)
        storedProgress = s.value
        var arrived = s.isSettled
        var j = 0
        while j < joins.count {
            if let m = joins[j].motion {
                let js = m.sample(at: time)
                joinValues[j] = js.value
                if !js.isSettled { arrived = false }
            }
            j += 1
        }
        guard arrived else {
            deliver(progress: s.value)
            return
        }
        self.motion = nil
        stopJoins()
        runtime.unschedule(self)
        // Paused at the end from here on: the handlers of this last delivery
        // read the fraction of where it ended, not of an earlier pause.
        pausedFraction = fraction(forProgress: storedProgress)
        deliver(progress: s.value)
        if pausesOnCompletion { return }
        complete(at: motion.target == 1 ? .end : .start)
    }
}
