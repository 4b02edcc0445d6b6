import FluidAnimation

/// Ends the run a test leaves going. A running animator is kept alive by
/// its runtime until the run ends (as UIKit keeps a running
/// `UIViewPropertyAnimator`), and a manual clock that is never advanced
/// again never ends it: LeakSanitizer would report the pair. Stops the run
/// when the animator allows it, otherwise lets time run to its end.
@MainActor
func endRun(of animator: PropertyAnimator, clock: ManualClock) {
    try? animator.stopAnimation(true)
    if animator.state == .stopped { try? animator.finishAnimation(at: .current) }
    var step = 1.0
    while animator.isRunning && step <= 1e12 {
        try? clock.advance(by: step)
        step *= 10
    }
}
