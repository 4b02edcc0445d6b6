import FluidPhysics

// Time passing: a frame (or a deadline) samples each motion once, and ends
// the run when the progress and every joined progress have arrived.

extension AnimatorProgress {
    // MARK: Frames

    /// What one step of time did (see `step(to:)`).
    enum Step {
        /// Not running: nothing moves.
        case idle
        /// The progress moved; the run goes on.
        case moved
        /// The run arrived at `position` (`.end` or `.start`) and the
        /// animator is paused there, its completion not yet handled.
        case arrived(AnimatorPosition)
    }

    /// Advances to `time` (seconds): samples the progress and every joined
    /// progress once. When the run has arrived — at `completionTime` or
    /// later — it becomes inactive and the update carries the final values
    /// and the completion (`.end`, or `.start` when reversed); with
    /// `pausesOnCompletion` it stays active, paused at the end, and no
    /// completion is due. Allocates nothing while the run goes on.
    public mutating func advance(to time: Double) -> AnimatorUpdate {
        defer { assert(checkInvariants(at: time)) }
        switch step(to: time) {
        case .idle:
            return .none
        case .moved:
            return .changed
        case .arrived(let position):
            if pausesOnCompletion { return .changed }
            return AnimatorUpdate(valuesChanged: true, finalValues: deactivate(at: time), completion: position)
        }
    }

    /// The first half of `advance(to:)`: moves to `time`, and when the run
    /// has arrived stops there, active and paused at the end, so that the
    /// owner can show the last values before the completion.
    mutating func step(to time: Double) -> Step {
        guard let motion else { return .idle }
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
        guard arrived else { return .moved }
        self.motion = nil
        stopJoins(at: time)
        // Paused at the end from here on: the values shown at this step read
        // the fraction of where it ended, not of an earlier pause.
        updatePausedFraction()
        return .arrived(motion.target == 1 ? .end : .start)
    }
}
