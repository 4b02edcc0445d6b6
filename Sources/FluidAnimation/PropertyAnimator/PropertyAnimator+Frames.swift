import FluidPhysics

// The animator's part in a frame: it is scheduled on its runtime while
// running and is advanced as a `FrameParticipant` — the runtime knows only
// that protocol, never the animator.

extension PropertyAnimator: FrameParticipant {
    // MARK: Frames

    /// The animator's identity among the runtime's participants.
    var participantID: ObjectIdentifier { ObjectIdentifier(self) }

    /// Advances to `time`: called by the runtime on every frame while
    /// scheduled (running). Samples each motion once and delivers those
    /// values; unschedules itself when the run ends. Allocates nothing
    /// while the run goes on.
    func advance(to time: Double) {
        defer { assert(checkInvariants()) }
        switch core.step(to: time) {
        case .idle:
            runtime.unschedule(self)
        case .moved:
            deliver(progress: core.storedProgress)
        case .arrived(let position):
            runtime.unschedule(self)
            // Paused at the end: the handlers of this last delivery read
            // the fraction of where it ended, not of an earlier pause.
            deliver(progress: core.storedProgress)
            if core.pausesOnCompletion { return }
            complete(at: position)
        }
    }
}
