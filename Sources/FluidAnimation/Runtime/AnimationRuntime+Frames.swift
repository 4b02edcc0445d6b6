// Frames: the tick, and the participants (property animators) it advances.
extension AnimationRuntime {
    /// Processes one frame at `time` seconds (see the type's documentation).
    ///
    /// Called by the clock the runtime is attached to; call it yourself to
    /// drive a runtime without a clock. A call made from inside a handler
    /// during a frame is ignored.
    public func tick(at time: Double) { engine.tick(at: time) }


    /// Advances `participant` at every frame from the next one on (see `RuntimeEngine.schedule(_:)`).
    func schedule(_ participant: any FrameParticipant) { engine.schedule(participant) }

    /// Stops advancing `participant`.
    func unschedule(_ participant: any FrameParticipant) { engine.unschedule(participant) }

    /// Whether `participant` is advanced at every frame (debug checks).
    func isScheduled(_ participant: any FrameParticipant) -> Bool { engine.isScheduled(participant) }

    /// Checks the runtime's bookkeeping (`RuntimeEngine.checkInvariants()`); returns true.
    func checkInvariants() -> Bool { engine.checkInvariants() }
}
