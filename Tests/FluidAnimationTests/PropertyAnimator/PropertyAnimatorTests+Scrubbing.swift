import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

// The fraction complete: read while running or paused, set while paused.
@MainActor
extension PropertyAnimatorTests {
    /// Paused during a spring's overshoot, the fraction was clamped to 1 and
    /// setting it back moved the property by 15 pt.
    @Test(.tags(.regression, .review)) func pausingDuringOvershootReportsTheFractionItCanBeSetBackTo() throws {
        for linear in [true, false] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: .spring(Spring(duration: 0.5, bounce: 0.3)), runtime: runtime)
            a.scrubsLinearly = linear
            let h = try a.addAnimation(from: 0.0, to: 500)
            try a.startAnimation()
            var t = 0.0
            while a.progress < 1.03 { t += 0.001; runtime.tick(at: t) }
            let running = a.fractionComplete
            try a.pauseAnimation()
            let shown = try a.value(of: h)
            let f = a.fractionComplete
            #expect(f > 1 && f == running)
            try a.setFractionComplete(f)
            #expect(try a.value(of: h) == shown)
            // Scrubbing back from the overshoot is continuous…
            try a.setFractionComplete(f - 0.001)
            expectClose(try a.value(of: h), shown, tolerance: 1)
            // …and cannot go further out than where it was.
            try a.setFractionComplete(f + 0.5)
            #expect(try a.value(of: h) <= shown)
            try a.setFractionComplete(1)
            #expect(try a.value(of: h) == 500)
        }
    }

    /// With `scrubsLinearly` false, the fraction read while running was the
    /// progress and the fraction read after pausing its inverse timing: a
    /// jump at the pause.
    @Test(.tags(.regression, .review)) func theFractionReadsTheSameRunningAndPaused() throws {
        for timing in [AnimatorTiming.easeInOut, .spring(.smooth)] {
            for linear in [true, false] {
                let runtime = AnimationRuntime(startTime: 0)
                let a = try PropertyAnimator(duration: 1, timing: timing, runtime: runtime)
                _ = try a.addAnimation(from: 0.0, to: 500)
                a.scrubsLinearly = linear
                try a.startAnimation()
                runtime.tick(at: 0.3)
                let before = a.fractionComplete
                try a.pauseAnimation()
                expectClose(a.fractionComplete, before, tolerance: 1e-12, "\(timing) linear: \(linear)")
                if !linear, timing == .easeInOut {
                    // For a curve from rest that fraction is the time elapsed.
                    expectClose(before, 0.3, tolerance: 1e-9)
                }
            }
        }
    }

    /// Toggling `scrubsLinearly` while paused left the reported fraction in
    /// the other convention: setting it back moved the properties.
    @Test(.tags(.regression, .review)) func togglingScrubsLinearlyWhilePausedKeepsTheFractionTrue() throws {
        let runtime = AnimationRuntime(startTime: 0)
        let a = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        let h = try a.addAnimation(from: 0.0, to: 500)
        try a.startAnimation()
        runtime.tick(at: 0.3)
        try a.pauseAnimation()
        let shown = try a.value(of: h)
        for linear in [false, true, false] {
            a.scrubsLinearly = linear
            try a.setFractionComplete(a.fractionComplete)
            expectClose(try a.value(of: h), shown, tolerance: 1e-9, "scrubsLinearly \(linear)")
        }
    }

    /// Scrubbing a run continued on a spring whose settling time is
    /// infinite (ζ = 1e-300) set the progress to NaN (f·∞ → 0·NaN). Such a
    /// spring has no span to scrub along: it scrubs linearly.
    @Test(.tags(.regression, .fuzzFinding)) func scrubbingAlongASpringThatNeverSettlesIsLinear() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let animator = try PropertyAnimator(duration: 1, timing: .easeOut, runtime: runtime)
        defer { endRun(of: animator, clock: clock) }
        let property = try animator.addAnimation(from: 0.0, to: 100)
        animator.scrubsLinearly = false
        try animator.startAnimation()
        try clock.advance(by: 0.1)
        try animator.continueAnimation(spring: Spring(response: 0.5, dampingRatio: 1e-300), progressVelocity: 0)
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.25)
        #expect(animator.progress.isFinite && animator.fractionComplete.isFinite)
        #expect(try animator.value(of: property).isFinite)
    }
}
