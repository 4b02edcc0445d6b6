import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

// Runs stay inside their range, end exactly on their end values and at their duration.
@MainActor
extension PropertyAnimatorTests {
    func makeWithClock(_ duration: Double, _ timing: AnimatorTiming) throws -> (ManualClock, PropertyAnimator) {
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

    @Test(.tags(.regression, .robustness), .bug(id: 13, "a reversed linear run left 0…1"))
    func reversingALinearRunNearItsEndStaysInRange() throws {
        let (clock, a) = try makeWithClock(1, .linear)
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

    @Test(.tags(.regression, .robustness), .bug(id: 13, "a reversed linear run left 0…1"))
    func aReversalWithRoomKeepsItsVelocity() throws {
        // At 0.3 of a 1 s linear run there is room to turn: the hand-off stays C1.
        let (clock, a) = try makeWithClock(1, .linear)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.3)
        let v = try a.velocity(of: h)
        try a.setReversed(true)
        expectClose(try a.velocity(of: h), v, tolerance: 1e-9)
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "end values were computed, not assigned"))
    func endValuesAreAssignedNotComputed() throws {
        for timing in [AnimatorTiming.linear, .easeInOut, .spring(Spring(duration: 0.3, bounce: 0.2))] {
            let (clock, a) = try makeWithClock(0.5, timing)
            var last = -1.0, inCompletion = -1.0
            let up = try a.addAnimation(from: 0.2, to: 0.9) { last = $0 }
            let down = try a.addAnimation(from: 1.1, to: 0.3)
            a.addCompletion { _ in inCompletion = last }
            try a.startAnimation()
            try clock.advance(frames: 600, rate: 60)
            #expect(last == 0.9 && inCompletion == 0.9)
            #expect(try a.value(of: up) == 0.9 && a.value(of: down) == 0.3)
        }
        let (_, b) = try makeWithClock(1, .linear)
        let up = try b.addAnimation(from: 0.2, to: 0.9)
        try b.startAnimation()
        try b.stopAnimation(false)
        try b.finishAnimation(at: .end)
        #expect(try b.value(of: up) == 0.9)
        let (_, c) = try makeWithClock(1, .linear)
        let back = try c.addAnimation(from: 1.1, to: 0.3)
        try c.startAnimation()
        try c.stopAnimation(false)
        try c.finishAnimation(at: .start)
        #expect(try c.value(of: back) == 1.1)
    }

    /// A Bézier timing with control points above 1 overshoots by its own
    /// shape (as CSS's back easing does); the debug range check took that for
    /// a broken run and stopped the program. The range now includes what the
    /// curve itself reaches (`TimingCurve.progressRange`).
    @Test(.tags(.regression, .fuzzFinding)) func anOvershootingBezierRunsToItsEnd() throws {
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
    @Test(.tags(.regression, .fuzzFinding)) func hugeControlPointsAreRefused() {
        #expect(throws: AnimatorError.self) { try AnimatorTiming.cubicBezier(x1: 0.2, y1: 1e308, x2: 0.8, y2: -1e308) }
        #expect(throws: ParameterError.self) { try TimingCurve.validated(x1: 0.2, y1: 0, x2: 0.8, y2: 2e6) }
        let clamped = TimingCurve(x1: 0.2, y1: 1e308, x2: 0.8, y2: -1e308)
        #expect(clamped.y1 == TimingCurve.maximumControlY && clamped.y2 == -TimingCurve.maximumControlY)
        for s in stride(from: 0.0, through: 1, by: 0.01) { #expect(clamped.value(at: s).isFinite) }
    }

    /// `init(duration:dampingRatio:)` finished 10–32 % after its duration.
    @Test(.tags(.regression, .review), arguments: [0.15, 0.3, 0.5, 0.7, 1])
    func dampingRatioAnimatorsFinishExactlyAtTheirDuration(_ zeta: Double) throws {
        for duration in [0.6, 0.25, 2] {
            let runtime = AnimationRuntime(startTime: 1)
            let a = try PropertyAnimator(duration: duration, dampingRatio: zeta, runtime: runtime)
            let h = try a.addAnimation(from: 0.0, to: 1000)
            var doneAt: Double?
            a.addCompletion { _ in doneAt = runtime.now }
            try a.startAnimation()
            runtime.tick(at: 1 + duration / 2)
            runtime.tick(at: 1 + duration - 1e-9)
            #expect(doneAt == nil, "ζ \(zeta), \(duration) s: finished early")
            runtime.tick(at: 1 + duration + 1e-9)
            #expect(doneAt != nil, "ζ \(zeta), \(duration) s: still running at its duration")
            #expect(try a.value(of: h) == 1000)
        }
    }
}
