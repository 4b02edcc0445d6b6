import FluidAnimation
import FluidPhysics
import Testing

/// Defects found by the fuzz targets (scripts/fuzz), each reproduced here
/// with the input that showed it.
@Suite("Fuzz findings: runtime and property animator")
@MainActor
struct AnimationFuzzFindingTests {
    /// A start pushed past the largest Double by its delay was clamped to
    /// the largest Double itself, where no time can pass: the animation
    /// never ended. Starts now stop at half of it, and a curve whose end
    /// rounds to its start ends there.
    @Test func motionsStartingAtTheLatestTimeEnd() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var ended = 0
        runtime.run(SpringAnimation(spring: .bouncy, from: -1e6, to: 1e6, startTime: 1e308, delay: 1e308),
                    completion: { if $0 == .settled { ended += 1 } })
        runtime.run(TimingCurveAnimation(from: 0.0, to: 5e5, duration: 106_445, startTime: 1.7e308, delay: 1e308),
                    completion: { if $0 == .settled { ended += 1 } })
        let curve = TimingCurveAnimation(from: 0.0, to: 1.0, duration: 5, startTime: 1e308, delay: 1e308)
        #expect(curve.motionStartTime < Double.greatestFiniteMagnitude)
        try clock.advance(to: .greatestFiniteMagnitude)
        #expect(ended == 2)
        #expect(runtime.runningCount == 0)
    }

    /// A progress velocity of 1.8e308/s drove property values to ∞ and
    /// their velocities to NaN; now it is refused, and nothing changes.
    @Test func absurdProgressVelocitiesAreRefused() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let animator = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        let property = try animator.addAnimation(from: 0.0, to: -1e6)
        try animator.pauseAnimation()
        #expect(throws: AnimatorError.self) {
            try animator.continueAnimation(spring: .smooth, progressVelocity: .greatestFiniteMagnitude)
        }
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
        #expect(throws: AnimatorError.self) {
            try animator.continueAnimation(withTimingParameters: .spring(.smooth, initialVelocity: -2e6), durationFactor: 0)
        }
        try animator.continueAnimation(spring: .smooth, progressVelocity: PropertyAnimator.maximumProgressVelocity)
        for _ in 0 ..< 240 {
            try clock.advance(by: 1.0 / 120)
            #expect(try animator.value(of: property).isFinite && animator.velocity(of: property).isFinite)
        }
    }

    /// Continuing a fast run with a duration factor near the largest Double
    /// made the velocity match v·D overflow, and the range check let the
    /// whole velocity through: the curve went from −1.6 to 10.7.
    @Test func aHugeDurationFactorKeepsACurveInRange() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let animator = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        defer { endRun(of: animator, clock: clock) }
        let property = try animator.addAnimation(from: 0.0, to: 100)
        try animator.startAnimation()
        try clock.advance(by: 0.3)
        try animator.continueAnimation(withTimingParameters: .easeOut, durationFactor: .greatestFiniteMagnitude)
        for _ in 0 ..< 120 {
            try clock.advance(by: 1.0 / 60)
            let fraction = animator.fractionComplete
            #expect(fraction >= 0 && fraction <= 1, "\(fraction)")
            #expect(try animator.value(of: property).isFinite)
        }
    }

    /// A Bézier timing with control points above 1 overshoots by its own
    /// shape (as CSS's back easing does); the debug range check took that for
    /// a broken run and stopped the program. The range now includes what the
    /// curve itself reaches (`TimingCurve.progressRange`).
    @Test func anOvershootingBezierRunsToItsEnd() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let timing = try AnimatorTiming.cubicBezier(x1: 0.3, y1: 1.6, x2: 0.6, y2: 1.5)
        let animator = try PropertyAnimator(duration: 0.5, timing: timing, runtime: runtime)
        let property = try animator.addAnimation(from: 0.0, to: 100)
        try animator.startAnimation()
        var highest = 0.0
        for _ in 0 ..< 60 {
            try clock.advance(by: 1.0 / 60)
            highest = Swift.max(highest, try animator.value(of: property))
        }
        #expect(highest > 100 && highest <= 160)
        #expect(animator.state == .inactive)
        #expect(try animator.value(of: property) == 100)
    }

    /// Control points of ±1e308 made the curve's value ∞ − ∞ = NaN, and a
    /// scrub along it set the progress to NaN. They are now refused (and
    /// clamped by the non-throwing initialiser).
    @Test func hugeControlPointsAreRefused() {
        #expect(throws: AnimatorError.self) { try AnimatorTiming.cubicBezier(x1: 0.2, y1: 1e308, x2: 0.8, y2: -1e308) }
        #expect(throws: ParameterError.self) { try TimingCurve.validated(x1: 0.2, y1: 0, x2: 0.8, y2: 2e6) }
        let clamped = TimingCurve(x1: 0.2, y1: 1e308, x2: 0.8, y2: -1e308)
        #expect(clamped.y1 == TimingCurve.maximumControlY && clamped.y2 == -TimingCurve.maximumControlY)
        for s in stride(from: 0.0, through: 1, by: 0.01) { #expect(clamped.value(at: s).isFinite) }
    }

    /// Scrubbing a run continued on a spring whose settling time is
    /// infinite (ζ = 1e-300) set the progress to NaN (f·∞ → 0·NaN). Such a
    /// spring has no span to scrub along: it scrubs linearly.
    @Test func scrubbingAlongASpringThatNeverSettlesIsLinear() throws {
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
