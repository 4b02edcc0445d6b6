import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

// Continuing a run with new timing parameters.
@MainActor
extension PropertyAnimatorTests {
    /// Issue #21, defect 4: continuing a spring-timed run with a curve cut
    /// the velocity (77.95 → 76.86 points/s with linear ×0.5, −16.09 →
    /// −4.53 with cubic (0.42, 0, 0.58, 1) ×1.5, a joined property −416.8 →
    /// −379.0). A forward velocity is now matched by a cubic inside 0…1.
    @Test(.tags(.regression), .bug(id: 21, "continueAnimation from a spring to a curve breaks velocity continuity"), arguments: [(TimingCurve.linear, 0.5, 0.3), (TimingCurve.easeInOut, 1.5, 0.3), (.linear, 0.5, 0.05),
                      (.easeInOut, 1.5, 0.6), (.easeOut, 4, 0.2)])
    func continuingASpringWithACurveKeepsEveryPropertysVelocity(curve: TimingCurve, factor: Double, at time: Double) throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let a = try PropertyAnimator(duration: 1, dampingRatio: 1, runtime: runtime)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: time / 2)
        let joined = try a.addAnimation(from: 400.0, to: -300)
        try clock.advance(by: time / 2)
        let before = (try a.value(of: h), try a.velocity(of: h), try a.value(of: joined), try a.velocity(of: joined))
        try a.continueAnimation(withTimingParameters: .curve(curve), durationFactor: factor)
        expectClose(try a.value(of: h), before.0, tolerance: 1e-9)
        expectClose(try a.velocity(of: h), before.1, tolerance: 1e-6 * (1 + abs(before.1)))
        expectClose(try a.value(of: joined), before.2, tolerance: 1e-9)
        expectClose(try a.velocity(of: joined), before.3, tolerance: 1e-6 * (1 + abs(before.3)))
        for (value, fraction) in try trace(clock, a, h) {
            #expect(value >= -1e-9 && value <= 100 + 1e-9, "value \(value)")
            #expect(fraction >= 0 && fraction <= 1, "fraction \(fraction)")
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "a slowly continued run left 0…1"))
    func continuingSlowlyMidRunStaysInRange() throws {
        let (clock, a) = try makeWithClock(1, .linear)
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.5)
        try a.continueAnimation(withTimingParameters: .linear, durationFactor: 20)
        for (value, fraction) in try trace(clock, a, h) {
            #expect(value >= 0 && value <= 100, "value \(value)")
            #expect(fraction >= 0 && fraction <= 1, "fraction \(fraction)")
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "a continued timing outlived its run"))
    func aContinuedTimingAppliesToItsRunOnly() throws {
        let (clock, a) = try makeWithClock(1, .easeInOut)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 1)
        try a.startAnimation()
        try clock.advance(by: 0.2)
        try a.pauseAnimation()
        try a.continueAnimation(withTimingParameters: .linear, durationFactor: 0)
        try clock.advance(frames: 120, rate: 60)
        #expect(a.state == .inactive)
        #expect(a.timing == .easeInOut)
        #expect(try a.value(of: h) == 1)
        // The next run (with a new animation, as in UIKit) follows ease-in-out again, not linear.
        let next = try a.addAnimation(from: 0.0, to: 1)
        try a.startAnimation()
        try clock.advance(by: 0.25)
        expectClose(try a.value(of: next), TimingCurve.easeInOut.value(at: 0.25), tolerance: 1e-9)
    }

    /// Continuing a fast run with a duration factor near the largest Double
    /// made the velocity match v·D overflow, and the range check let the
    /// whole velocity through: the curve went from −1.6 to 10.7.
    @Test(.tags(.regression, .fuzzFinding)) func aHugeDurationFactorKeepsACurveInRange() throws {
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

    /// A progress velocity of 1.8e308/s drove property values to ∞ and
    /// their velocities to NaN; now it is refused, and nothing changes.
    @Test(.tags(.regression, .fuzzFinding)) func absurdProgressVelocitiesAreRefused() throws {
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
}
