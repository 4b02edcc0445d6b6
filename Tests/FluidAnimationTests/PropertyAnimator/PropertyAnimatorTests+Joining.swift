import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

// A property joining a run already under way (UIKit's `addAnimations` while running).
@MainActor
extension PropertyAnimatorTests {
    /// The largest relative overshoot of `spring` started from rest.
    static func relativeOvershoot(_ spring: Spring) -> Double {
        let unit = spring.unitCurve()
        var worst = 0.0
        var t = 0.0
        while t < 5 { worst = Swift.max(worst, unit.progress(at: t) - 1); t += 0.0005 }
        return worst
    }

    /// A property added near the end of a spring run mapped the little
    /// progress left onto its whole range: the spring's remaining
    /// oscillation was magnified 116× (0 → 100 ranged 75…635).
    @Test(.tags(.regression, .review)) func aPropertyAddedNearTheEndOfASpringRunStaysInItsEnvelope() throws {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let bound = Self.relativeOvershoot(spring)
        var completedAt: [Double] = []
        for joins in [false, true] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: .spring(spring), runtime: runtime)
            let base = try a.addAnimation(from: 0.0, to: 100)
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            try a.startAnimation()
            var t = 0.0
            while a.progress < 0.99 { t += 0.001; runtime.tick(at: t) }
            var late: AnimatorProperty<Double>?
            var lowest = Double.infinity, highest = -Double.infinity
            var delivered: [Double] = []
            if joins {
                let x0 = try a.value(of: base), v0 = try a.velocity(of: base)
                let h = try a.addAnimation(from: 0.0, to: 100) { delivered.append($0) }
                late = h
                // Joining moves nothing: the other property keeps its state, the
                // new one starts at its start value, at rest.
                #expect(try a.value(of: base) == x0 && a.velocity(of: base) == v0)
                #expect(try a.value(of: h) == 0 && a.velocity(of: h) == 0)
                #expect(delivered == [0])
            }
            while a.state == .active {
                t += 1.0 / 120
                runtime.tick(at: t)
                if let late, a.state == .active {
                    let v = try a.value(of: late)
                    lowest = Swift.min(lowest, v)
                    highest = Swift.max(highest, v)
                }
                #expect(t < 5)
            }
            completedAt.append(t)
            #expect(positions == [.end])
            if let late {
                #expect(lowest >= -1e-9 && highest <= 100 * (1 + bound) + 1e-9, "ranged \(lowest)...\(highest)")
                #expect(try a.value(of: late) == 100 && delivered.last == 100)
            }
        }
        // The added property finishes with the run, as UIKit's added animations do.
        #expect(completedAt[0] == completedAt[1])
    }

    /// A property added to a running curve animator follows the animator's
    /// curve over the time left (UIKit), starting at rest, instead of a
    /// straight line in the remaining progress.
    @Test(.tags(.regression, .review)) func aPropertyAddedWhileRunningFollowsTheCurveOverTheTimeLeft() throws {
        let runtime = AnimationRuntime(startTime: 0)
        let a = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        _ = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        runtime.tick(at: 0.4)
        let late = try a.addAnimation(from: 10.0, to: 30)
        #expect(try a.value(of: late) == 10 && a.velocity(of: late) == 0)
        for t in [0.55, 0.7, 0.85] {
            runtime.tick(at: t)
            expectClose(try a.value(of: late), 10 + 20 * TimingCurve.easeInOut.value(at: (t - 0.4) / 0.6), tolerance: 1e-9)
            expectClose(try a.velocity(of: late), 20 * TimingCurve.easeInOut.derivative(at: (t - 0.4) / 0.6) / 0.6, tolerance: 1e-9)
        }
        runtime.tick(at: 1)
        #expect(try a.state == .inactive && a.value(of: late) == 30)
    }

    /// Reversing, pausing and scrubbing a joined property stay consistent:
    /// C1 at the reversal, pausing moves nothing, a scrub round trip returns
    /// to the same value, and a reversed run ends on its start value.
    @Test(.tags(.regression, .review)) func aJoinedPropertyReversesPausesAndScrubsConsistently() throws {
        for timing in [AnimatorTiming.easeInOut, .spring(Spring(duration: 0.5, bounce: 0.3))] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: timing, runtime: runtime)
            let base = try a.addAnimation(from: 0.0, to: 500)
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            try a.startAnimation()
            runtime.tick(at: 0.2)
            let late = try a.addAnimation(from: 100.0, to: 300)
            runtime.tick(at: 0.35)
            let x0 = try a.value(of: late), v0 = try a.velocity(of: late)
            let b0 = try a.value(of: base), w0 = try a.velocity(of: base)
            #expect(v0 > 0)
            try a.setReversed(true)
            expectClose(try a.value(of: late), x0, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.velocity(of: late), v0, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.value(of: base), b0, tolerance: 1e-9 * 500, "\(timing)")
            expectClose(try a.velocity(of: base), w0, tolerance: 1e-9 * 500, "\(timing)")
            runtime.tick(at: 0.4)
            try a.pauseAnimation()
            let shown = try a.value(of: late), shownBase = try a.value(of: base)
            runtime.tick(at: 0.5)
            #expect(try a.value(of: late) == shown && a.value(of: base) == shownBase)
            let f = a.fractionComplete
            try a.setFractionComplete(f)
            #expect(try a.value(of: late) == shown && a.value(of: base) == shownBase)
            try a.setFractionComplete(0.9)
            try a.setFractionComplete(0.1)
            try a.setFractionComplete(f)
            expectClose(try a.value(of: late), shown, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.value(of: base), shownBase, tolerance: 1e-9 * 500, "\(timing)")
            try a.startAnimation()
            var t = 0.5
            while a.state == .active && t < 5 { t += 1.0 / 60; runtime.tick(at: t) }
            #expect(positions == [.start])
            #expect(try a.value(of: late) == 100 && a.value(of: base) == 0)
        }
    }
}
