import FluidPhysics

// The animator's bookkeeping, checked in debug builds after every call that
// changes it and after every frame it takes part in.

extension PropertyAnimator {
    // MARK: Invariants

    /// Checks the animator's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of every public call that may change the animator (thrown
    /// errors included) and of every frame, so it runs in debug builds only
    /// (as swift-collections checks its internals behind a flag). Allocates
    /// nothing.
    ///
    /// - **The value inside** keeps its own invariants
    ///   (`AnimatorProgress.checkInvariants(at:)`: the state machine, finite
    ///   numbers, curve runs within range, joined progresses), checked at
    ///   `runtime.now`.
    /// - **Schedule.** The animator is scheduled on its runtime exactly
    ///   while it runs.
    /// - **Properties.** Every property's track points at P or at an
    ///   existing joined progress; every store has one handler per track
    ///   and one entry in the store index.
    func checkInvariants() -> Bool {
        _ = core.checkInvariants(at: now)
        precondition(runtime.isScheduled(self) == core.isRunning, "scheduled \(runtime.isScheduled(self)), running \(core.isRunning)")
        precondition(storeIndex.count == stores.count, "\(stores.count) property stores, \(storeIndex.count) indexed")
        var k = 0
        while k < stores.count {
            _ = stores[k].checkInvariants(joinCount: core.joins.count)
            k += 1
        }
        return true
    }
}
