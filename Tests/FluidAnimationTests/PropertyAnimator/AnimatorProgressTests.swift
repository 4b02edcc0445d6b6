#if canImport(Glibc)
import CAllocationCounter
#endif
import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// `AnimatorProgress` driven without any runtime: every call at an explicit
/// time, every end at its exact `completionTime`, the completions reported
/// in the returned `AnimatorUpdate`.
@Suite("AnimatorProgress: the animator as a value")
struct AnimatorProgressTests {
    let spring = Spring(response: 0.5, dampingRatio: 1)

    /// What a rejected call must leave as it was.
    typealias Snapshot = AnimatorSnapshot

    /// Expects `call` to throw `expected` (nil: an invalid argument) and to
    /// leave `a` as it was.
    func expectRefused(_ a: inout AnimatorProgress, at t: Double, _ expected: AnimatorError?,
                       sourceLocation: SourceLocation = #_sourceLocation,
                       _ call: (inout AnimatorProgress) throws(AnimatorError) -> Void) {
        let before = Snapshot(a, at: t)
        do {
            try call(&a)
            Issue.record("no error, expected \(expected.map { "\($0)" } ?? "an invalid argument")", sourceLocation: sourceLocation)
        } catch {
            if let expected {
                #expect(error == expected, sourceLocation: sourceLocation)
            } else if case .invalidArgument = error {
            } else {
                Issue.record("\(error), expected an invalid argument", sourceLocation: sourceLocation)
            }
            #expect(Snapshot(a, at: t) == before, "a refused call changed the value", sourceLocation: sourceLocation)
        }
    }

    // MARK: Runs and completions

    @Test func aRunEndsAtItsExactCompletionTimeWithEnd() throws {
        var a = try AnimatorProgress(duration: 0.5, timing: .linear)
        #expect(a.state == .inactive && !a.isRunning && a.completionTime == nil && a.progress(at: 7) == 0)
        #expect(try a.start(at: 2) == .changed)
        #expect(a.state == .active && a.isRunning)
        #expect(a.progress(at: 2) == 0 && a.progress(at: 2.25) == 0.5 && a.progressVelocity(at: 2.25) == 2)
        #expect(a.completionTime == 2.5)
        #expect(a.advance(to: 2.3) == .changed)
        expectClose(a.progress(at: 2.3), 0.6, tolerance: 1e-12)
        let update = a.advance(to: 2.5)
        #expect(update.completion == .end && update.valuesChanged && !update.discardsCompletions)
        #expect(update.finalValues == AnimatorUpdate.FinalValues(progress: 1, joins: []))
        #expect(a.state == .inactive && a.progress(at: 2.5) == 0 && a.completionTime == nil)
        #expect(a.advance(to: 3) == .none, "an inactive value ignores time")
    }

    @Test func aSpringRunEndsAtItsExactSettlingInstant() throws {
        var a = try AnimatorProgress(duration: 0.5, timing: .spring(spring))
        a.settlingTolerance = 0.5 / 667
        try a.start(at: 1)
        let end = try #require(a.completionTime)
        #expect(end == 1 + spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.5 / 667))
        #expect(abs(1 - a.progress(at: end - 1e-9)) > 0.5 / 667 * 0.99)
        #expect(a.advance(to: end.nextDown).completion == nil)
        #expect(a.advance(to: end).completion == .end)
    }

    @Test func aReversedRunCompletesAtStart() throws {
        var a = try AnimatorProgress(duration: 1, timing: .easeOut)
        try a.start(at: 0)
        try a.setReversed(true, at: 0.5)
        #expect(a.advance(to: try #require(a.completionTime)).completion == .start)
    }

    @Test func finishingAndStoppingReportTheirCompletions() throws {
        var a = try AnimatorProgress(duration: 1, timing: .linear)
        try a.start(at: 0)
        #expect(try a.stop(withoutFinishing: false, at: 0.25) == .none)
        #expect(a.state == .stopped && a.progress(at: 9) == 0.25 && a.completionTime == nil)
        let finished = try a.finish(at: .current, time: 1)
        #expect(finished.completion == .current && finished.finalValues?.progress == 0.25 && a.state == .inactive)

        try a.start(at: 2)
        let stopped = try a.stop(withoutFinishing: true, at: 2.5)
        #expect(stopped.discardsCompletions && stopped.completion == nil && stopped.finalValues?.progress == 0.5)
        #expect(a.state == .inactive)
    }

    @Test func pausesOnCompletionStaysPausedAtTheEnd() throws {
        var a = try AnimatorProgress(duration: 0.2, timing: .linear)
        a.pausesOnCompletion = true
        try a.start(at: 0)
        let update = a.advance(to: 0.2)
        #expect(update == .changed && update.completion == nil)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete(at: 0.2) == 1)
    }

    // MARK: Pause, scrub, reverse, continue

    @Test func pauseScrubReverseAndContinueWithExactTimes() throws {
        var a = try AnimatorProgress(duration: 0.5, timing: .linear)
        try a.start(at: 2)
        #expect(try a.pause(at: 2.25) == .none, "pausing moves nothing")
        #expect(!a.isRunning && a.state == .active && a.completionTime == nil)
        #expect(a.progress(at: 5) == 0.5 && a.fractionComplete(at: 5) == 0.5)
        #expect(try a.setFractionComplete(0.8, at: 3) == .changed)
        #expect(a.progress(at: 3) == 0.8)
        try a.setReversed(true, at: 3)
        #expect(a.progress(at: 3) == 0.8, "reversing a paused value moves nothing")
        expectClose(a.fractionComplete(at: 3), 0.2, tolerance: 1e-15, "measured the other way")
        try a.setFractionComplete(0.5, at: 3)
        #expect(a.progress(at: 3) == 0.5, "the scrub is inverted when reversed")
        #expect(try a.continueAnimation(withTimingParameters: nil, durationFactor: 0, at: 3) == .changed)
        #expect(a.completionTime == 3.25, "half the way back at 0.5 s a way")
        #expect(a.progressVelocity(at: 3.1) == -2)
        #expect(a.advance(to: 3.25).completion == .start)
    }

    @Test func reversingMidRunIsContinuous() throws {
        for timing in [AnimatorTiming.easeInOut, .spring(spring), .spring(Spring(duration: 0.4, bounce: 0.3))] {
            var a = try AnimatorProgress(duration: 0.6, timing: timing)
            try a.start(at: 0)
            let t = 0.17
            let before = (a.progress(at: t), a.progressVelocity(at: t))
            try a.setReversed(true, at: t)
            expectClose(a.progress(at: t), before.0, tolerance: 1e-12, "\(timing)")
            expectClose(a.progressVelocity(at: t), before.1, tolerance: 1e-9 * abs(before.1), "\(timing)")
            let end = try #require(a.completionTime)
            #expect(end > t)
            #expect(a.advance(to: end).completion == .start)
        }
    }

    @Test func continuingWithNewTimingMidRunIsContinuous() throws {
        var a = try AnimatorProgress(duration: 1, timing: .easeIn)
        try a.start(at: 0)
        let t = 0.4
        let before = (a.progress(at: t), a.progressVelocity(at: t))
        try a.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0, at: t)
        expectClose(a.progress(at: t), before.0, tolerance: 1e-12)
        expectClose(a.progressVelocity(at: t), before.1, tolerance: 1e-9 * before.1)
        #expect(a.timing == .spring(spring))
        #expect(a.advance(to: try #require(a.completionTime)).completion == .end)
        #expect(a.timing == .easeIn, "the new timing was for that run only")

        try a.start(at: 10)
        let before2 = (a.progress(at: 10.5), a.progressVelocity(at: 10.5))
        try a.continueAnimation(withTimingParameters: .linear, durationFactor: 2, at: 10.5)
        expectClose(a.progress(at: 10.5), before2.0, tolerance: 1e-12)
        expectClose(a.progressVelocity(at: 10.5), before2.1, tolerance: 1e-9 * before2.1)
        #expect(a.completionTime == 12.5, "a curve over durationFactor × duration")
    }

    @Test func caughtMidFlightAndReleasedWithAVelocity() throws {
        var a = try AnimatorProgress(duration: 0.5, timing: .spring(spring))
        try a.start(at: 0)
        let caught = a.progress(at: 0.2)
        try a.pause(at: 0.2)
        #expect(a.progress(at: 0.2) == caught && a.progressVelocity(at: 0.2) == 0)
        try a.setFractionComplete(caught - 0.1, at: 0.3)
        // Released moving toward the start at 1.5 progress per second: reversed, with that velocity.
        try a.setReversed(true, at: 0.3)
        try a.continueAnimation(spring: spring, progressVelocity: -1.5, at: 0.3)
        expectClose(a.progress(at: 0.3), caught - 0.1, tolerance: 1e-15)
        #expect(a.progressVelocity(at: 0.3) == -1.5)
        expectVelocityIsDerivative({ t in
            AnimationSample(value: a.progress(at: t), velocity: a.progressVelocity(at: t), isLogicallyComplete: false, isSettled: false)
        }, at: 0.35, scale: 1.5)
        #expect(a.advance(to: try #require(a.completionTime)).completion == .start)
    }

    // MARK: Joined progresses

    @Test func aPropertyJoiningARunHasItsOwnProgress() throws {
        var a = try AnimatorProgress(duration: 1, timing: .linear)
        #expect(try a.addJoin(at: 0) == nil, "inactive: it follows P")
        try a.start(at: 0)
        let j = try #require(try a.addJoin(at: 0.5))
        #expect(j == 0 && a.joinCount == 1)
        #expect(a.joinedProgress(j, at: 0.5).value == 0)
        expectClose(a.joinedProgress(j, at: 0.75).value, 0.5, tolerance: 1e-12, "the time left, with the same curve")
        let update = a.advance(to: try #require(a.completionTime))
        #expect(update.completion == .end && update.finalValues?.joins == [1])
        #expect(a.joinCount == 0)
    }

    // MARK: Refusals

    @Test func wrongStatesThrowAndChangeNothing() throws {
        var a = try AnimatorProgress(duration: 1, timing: .linear)
        expectRefused(&a, at: 0, .notStopped) { a throws(AnimatorError) in _ = try a.finish(at: .end, time: 0) }
        expectRefused(&a, at: 0, .inactive) { a throws(AnimatorError) in try a.continueAnimation(withTimingParameters: nil, durationFactor: 0, at: 0) }
        try a.start(at: 0)
        expectRefused(&a, at: 0.1, .running) { a throws(AnimatorError) in try a.setFractionComplete(0.5, at: 0.1) }
        expectRefused(&a, at: 0.1, .running) { a throws(AnimatorError) in try a.start(afterDelay: 1, at: 0.1) }
        expectRefused(&a, at: 0.1, .notInactive) { a throws(AnimatorError) in try a.setInterruptible(false) }
        try a.stop(withoutFinishing: false, at: 0.2)
        expectRefused(&a, at: 0.3, .stopped) { a throws(AnimatorError) in try a.start(at: 0.3) }
        expectRefused(&a, at: 0.3, .stopped) { a throws(AnimatorError) in try a.pause(at: 0.3) }
        expectRefused(&a, at: 0.3, .stopped) { a throws(AnimatorError) in _ = try a.addJoin(at: 0.3) }

        var b = try AnimatorProgress(duration: 1, timing: .linear)
        try b.setInterruptible(false)
        try b.start(at: 0)
        expectRefused(&b, at: 0.5, .notInterruptible) { b throws(AnimatorError) in try b.pause(at: 0.5) }
        expectRefused(&b, at: 0.5, .notInterruptible) { b throws(AnimatorError) in try b.setReversed(true, at: 0.5) }
    }

    @Test func nanInputsAreRejected() throws {
        #expect(throws: AnimatorError.self) { try AnimatorProgress(duration: .nan) }
        #expect(throws: AnimatorError.self) { try AnimatorProgress(duration: 1, dampingRatio: .nan) }
        var a = try AnimatorProgress(duration: 1, timing: .linear)
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in try a.setFractionComplete(.nan, at: 0) }
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in try a.start(afterDelay: .nan, at: 0) }
        try a.pause(at: 0)
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in
            try a.continueAnimation(withTimingParameters: nil, durationFactor: .nan, at: 0)
        }
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in
            try a.continueAnimation(spring: spring, progressVelocity: .nan, at: 0)
        }
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in
            try a.continueAnimation(spring: spring, progressVelocity: 2 * AnimatorProgress.maximumProgressVelocity, at: 0)
        }
        expectRefused(&a, at: 0, nil) { a throws(AnimatorError) in try a.setFractionComplete(.infinity, at: 0) }
        a.settlingTolerance = .nan
        #expect(a.settlingTolerance == 1e-12)
    }

    // MARK: A value

    @Test func copiesAreIndependentSendableValues() async throws {
        var a = try AnimatorProgress(duration: 1, timing: .linear)
        try a.start(at: 0)
        let b = a
        try a.pause(at: 0.5)
        try a.setFractionComplete(0.9, at: 0.5)
        #expect(!a.isRunning && a.progress(at: 0.5) == 0.9)
        #expect(b.isRunning && b.progress(at: 0.5) == 0.5 && b.completionTime == 1)
        // Sent to another task and back, unchanged.
        let sent = await Task.detached { b.progress(at: 0.25) }.value
        #expect(sent == 0.25)
        var c = b
        #expect(c.advance(to: 1).completion == .end)
        #expect(b.isRunning, "advancing a copy leaves the original running")
    }

    /// The value and `PropertyAnimator` are one engine: the same calls at
    /// the same times give the same progress, bit for bit.
    @Test @MainActor func aPropertyAnimatorIsTheValuePlusItsRuntime() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let animator = try PropertyAnimator(duration: 0.6, timing: .spring(spring), runtime: runtime)
        defer { endRun(of: animator, clock: clock) }
        var value = try AnimatorProgress(duration: 0.6, timing: .spring(spring))
        try animator.startAnimation()
        try value.start(at: 0)
        for k in 1...40 {
            let t = Double(k) / 60
            try clock.advance(to: t)
            _ = value.advance(to: t)
            if k == 10 {
                try animator.setReversed(true)
                try value.setReversed(true, at: t)
            }
            #expect(animator.progress == value.progress(at: t) && animator.progressVelocity == value.progressVelocity(at: t))
            #expect(animator.state == value.state)
        }
    }

    #if canImport(Glibc)
    /// A running value advances without allocating.
    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func advancingAllocatesNothing() throws {
        var a = try AnimatorProgress(duration: 1_000, timing: .easeInOut)
        try a.start(at: 0)
        _ = try a.addJoin(at: 1)
        var t = 1.0
        _ = a.advance(to: t)
        let before = fluid_allocation_count()
        for _ in 0..<10_000 {
            t += 0.001
            _ = a.advance(to: t)
        }
        #expect(fluid_allocation_count() - before == 0)
        #expect(a.isRunning)
    }

    /// Paused animators scrubbed together, as a finger drags them on every
    /// touch move — linearly (the inlined fast path), along their timing and
    /// with a joined progress (the general path) — allocate nothing.
    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func scrubbingAllocatesNothing() throws {
        var animators = [try AnimatorProgress(duration: 1, dampingRatio: 1), try AnimatorProgress(duration: 1, curve: .linear),
                         try AnimatorProgress(duration: 0.6, curve: .easeIn), try AnimatorProgress(duration: 1, curve: .easeOut)]
        animators[2].scrubsLinearly = false
        animators[3].scrubsLinearly = false
        try animators[1].start(at: 0)
        _ = try animators[1].addJoin(at: 0.1)
        try animators[1].pause(at: 0.2)
        for i in animators.indices { try animators[i].setFractionComplete(0.5, at: 0.2) }
        let before = fluid_allocation_count()
        var t = 0.2
        for step in 0..<10_000 {
            t += 0.008
            let fraction = 0.1 + 0.8 * Double(step % 100) / 100
            for i in animators.indices { try animators[i].setFractionComplete(fraction, at: t) }
        }
        #expect(fluid_allocation_count() - before == 0)
        #expect(animators.allSatisfy { $0.state == .active && !$0.isRunning })
    }
    #endif
}
