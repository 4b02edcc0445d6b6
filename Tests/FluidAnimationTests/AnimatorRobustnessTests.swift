import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// Robustness defects 4–6 of the property animator, each with the reported
/// reproducer.
@Suite("PropertyAnimator: curve runs stay in range, ends are assigned, continued timing ends with its run")
@MainActor
struct AnimatorRobustnessTests {
    func make(_ duration: Double, _ timing: AnimatorTiming) throws -> (ManualClock, PropertyAnimator) {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        return (clock, try PropertyAnimator(duration: duration, timing: timing, runtime: runtime))
    }

    /// Steps 1 ms at a time until inactive (or `limit` seconds), recording
    /// the property and the fraction.
    func trace(_ clock: ManualClock, _ a: PropertyAnimator, _ h: AnimatorProperty<Double>, limit: Double = 40) throws -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var t = 0.0
        while a.state != .inactive && t < limit {
            try clock.advance(by: 0.001)
            t += 0.001
            out.append((try a.state == .inactive ? 0 : a.value(of: h), a.fractionComplete))
        }
        return out
    }

    /// Issue #21, defect 4: continuing a spring-timed run with a curve cut
    /// the velocity (77.95 → 76.86 points/s with linear ×0.5, −16.09 →
    /// −4.53 with cubic (0.42, 0, 0.58, 1) ×1.5, a joined property −416.8 →
    /// −379.0). A forward velocity is now matched by a cubic inside 0…1.
    @Test(arguments: [(TimingCurve.linear, 0.5, 0.3), (TimingCurve.easeInOut, 1.5, 0.3), (.linear, 0.5, 0.05),
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

    @Test func reversingALinearRunNearItsEndStaysInRange() throws {
        let (clock, a) = try make(1, .linear)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.99)
        try a.setReversed(true)
        let samples = try trace(clock, a, h)
        let values = samples.map(\.0), fractions = samples.map(\.1)
        #expect((values.max() ?? 0) <= 100 && (values.min() ?? 0) >= 0, "\(values.max() ?? 0) \(values.prefix(5))")
        #expect((fractions.max() ?? 0) <= 1 && (fractions.min() ?? 0) >= 0, "\(fractions.min() ?? 0) \(fractions.prefix(5))")
        #expect(a.state == .inactive)
    }

    @Test func continuingSlowlyMidRunStaysInRange() throws {
        let (clock, a) = try make(1, .linear)
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.5)
        try a.continueAnimation(withTimingParameters: .linear, durationFactor: 20)
        for (value, fraction) in try trace(clock, a, h) {
            #expect(value >= 0 && value <= 100, "value \(value)")
            #expect(fraction >= 0 && fraction <= 1, "fraction \(fraction)")
        }
    }

    @Test func aReversalWithRoomKeepsItsVelocity() throws {
        // At 0.3 of a 1 s linear run there is room to turn: the hand-off stays C1.
        let (clock, a) = try make(1, .linear)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.3)
        let v = try a.velocity(of: h)
        try a.setReversed(true)
        expectClose(try a.velocity(of: h), v, tolerance: 1e-9)
    }

    @Test func endValuesAreAssignedNotComputed() throws {
        for timing in [AnimatorTiming.linear, .easeInOut, .spring(Spring(duration: 0.3, bounce: 0.2))] {
            let (clock, a) = try make(0.5, timing)
            var last = -1.0, inCompletion = -1.0
            let up = try a.addAnimation(from: 0.2, to: 0.9) { last = $0 }
            let down = try a.addAnimation(from: 1.1, to: 0.3)
            a.addCompletion { _ in inCompletion = last }
            try a.startAnimation()
            try clock.advance(frames: 600, rate: 60)
            #expect(last == 0.9 && inCompletion == 0.9)
            #expect(try a.value(of: up) == 0.9 && a.value(of: down) == 0.3)
        }
        let (_, b) = try make(1, .linear)
        let up = try b.addAnimation(from: 0.2, to: 0.9)
        try b.startAnimation()
        try b.stopAnimation(false)
        try b.finishAnimation(at: .end)
        #expect(try b.value(of: up) == 0.9)
        let (_, c) = try make(1, .linear)
        let back = try c.addAnimation(from: 1.1, to: 0.3)
        try c.startAnimation()
        try c.stopAnimation(false)
        try c.finishAnimation(at: .start)
        #expect(try c.value(of: back) == 1.1)
    }

    @Test func aContinuedTimingAppliesToItsRunOnly() throws {
        let (clock, a) = try make(1, .easeInOut)
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
}
