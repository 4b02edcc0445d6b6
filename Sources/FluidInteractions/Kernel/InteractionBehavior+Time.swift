import FluidGestures

extension InteractionBehavior {
    /// Advances to `newTime` seconds, running every deadline due on the way
    /// at its exact instant (see `InteractionBehavior` for the contract).
    /// Earlier and non-finite times are ignored.
    ///
    /// Several deadlines may fall on one instant (two animators completing
    /// together); a deadline that stays on the same instant more than
    /// `InteractionKernelLimits.deadlinesPerInstant` times is given up for
    /// this call, so time always reaches `newTime`.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > kernel.time else { return }
        kernel.advanceTarget = newTime
        var last = -Double.infinity, repeats = 0
        while let due = nextDeadline, due <= newTime {
            if due > last {
                last = due
                repeats = 0
            } else {
                repeats += 1
                if repeats >= InteractionKernelLimits.deadlinesPerInstant { break }
            }
            if due > kernel.time {
                kernel.time = due
                advanceParts()
                timeDidAdvance()
            }
            deadlineArrived()
        }
        kernel.time = newTime
        advanceParts()
        timeDidAdvance()
    }
}

/// The kernel's limits.
public enum InteractionKernelLimits {
    /// How many deadlines may run at one instant in one `advance(to:)`
    /// (1 024): more means a deadline that never moves on.
    public static let deadlinesPerInstant = 1_024
}
