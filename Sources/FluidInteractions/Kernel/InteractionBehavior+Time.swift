extension InteractionBehavior {
    /// Advances to `newTime` seconds, running every deadline due on the way
    /// at its exact instant (see `InteractionBehavior` for the contract).
    /// Earlier and non-finite times are ignored.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > kernel.time else { return }
        var last = -Double.infinity
        kernel.advanceTarget = newTime
        while let due = nextDeadline, due <= newTime, due > last {
            last = due
            if due > kernel.time {
                kernel.time = due
                timeDidAdvance()
            }
            deadlineArrived()
        }
        kernel.time = newTime
        timeDidAdvance()
    }
}
