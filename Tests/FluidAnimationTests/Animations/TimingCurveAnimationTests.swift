import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("TimingCurveAnimation")
struct TimingCurveAnimationTests {
    @Test func followsTheCurveExactly() {
        let a = TimingCurveAnimation(curve: .easeInOut, from: 10.0, to: 110, duration: 2, startTime: 1)
        // The exact ease-in-out table (40-digit root finding, as in FluidPhysics' tests).
        let reference = [0, 0.019722453548311196, 0.081659856265897477, 0.18739590670531255, 0.33188387009764609, 0.5,
                         0.66811612990235391, 0.81260409329468745, 0.91834014373410252, 0.9802775464516888, 1]
        for (k, y) in reference.enumerated() {
            let t = 1 + 2 * Double(k) / 10
            expectClose(a.sample(at: t).value, 10 + 100 * y, tolerance: 1e-9)
        }
        #expect(a.sample(at: 3).isSettled && a.sample(at: 3).isLogicallyComplete)
        #expect(!a.sample(at: 2.999).isSettled)
        expectVelocityIsDerivative({ a.sample(at: $0) }, at: 1.7, scale: 100)
    }

    @Test func aHandOffWithVelocityIsC1AndStillEndsOnTime() {
        let a = TimingCurveAnimation(curve: .easeInOut, from: 0.0, to: 100, duration: 0.5, initialVelocity: -400, startTime: 0)
        let s = a.sample(at: 0)
        #expect(s.velocity == -400)
        expectClose(a.sample(at: 1e-7).velocity, -400, tolerance: 1e-2)
        let end = a.sample(at: 0.5)
        #expect(end.value == 100 && end.velocity == 0)
        // Just before the end the motion arrives with the curve's own (zero) speed.
        expectClose(a.sample(at: 0.5 - 1e-6).velocity, 0, tolerance: 1e-2)
        expectVelocityIsDerivative({ a.sample(at: $0) }, at: 0.2, scale: 400)
    }

    @Test func retargetingMidFlightIsC1() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.4)] {
            var a = TimingCurveAnimation(curve: curve, from: Point(x: 0, y: 0), to: Point(x: 100, y: 300), duration: 0.4, startTime: 0)
            let before = a.sample(at: 0.17)
            a.retarget(to: Point(x: -50, y: 20), duration: 0.3, at: 0.17)
            let after = a.sample(at: 0.17)
            expectC1(before: before, after: after, scale: 1000)
            #expect(a.sample(at: 0.48).value == Point(x: -50, y: 20))
        }
    }

    @Test func zeroAndBadDurationsJumpToTheEnd() {
        let a = TimingCurveAnimation(from: 0.0, to: 5, duration: 0, startTime: 1)
        #expect(a.sample(at: 0.5).value == 0)
        #expect(a.sample(at: 1).value == 5 && a.sample(at: 1).isSettled)
        let b = TimingCurveAnimation(from: 0.0, to: 5, duration: .nan, startTime: 0, delay: -1)
        #expect(b.duration == 0 && b.motionStartTime == 0)
        let c = TimingCurveAnimation(from: 0.0, to: 5, duration: -3, startTime: 0)
        #expect(c.duration == 0)
    }

    @Test func withoutAnInitialVelocityALinearCurveIsLinear() {
        let a = TimingCurveAnimation(curve: .linear, from: 0.0, to: 10, duration: 1, startTime: 0)
        #expect(a.velocityMismatch == 0)
        expectClose(a.sample(at: 0.3).value, 3, tolerance: 1e-12)
        expectClose(a.sample(at: 0.3).velocity, 10, tolerance: 1e-12)
        // Started at rest instead, it eases in.
        let b = TimingCurveAnimation(curve: .linear, from: 0.0, to: 10, duration: 1, initialVelocity: 0, startTime: 0)
        #expect(b.sample(at: 0).velocity == 0)
        #expect(b.sample(at: 0.3).value < 3)
    }

    @Test func aDelayHoldsTheStart() {
        let a = TimingCurveAnimation(curve: .linear, from: 1.0, to: 2, duration: 1, startTime: 0, delay: 0.5)
        #expect(a.sample(at: 0.25).value == 1 && a.sample(at: 0.25).velocity == 0)
        expectClose(a.sample(at: 1).value, 1.5, tolerance: 1e-12)
        #expect(a.logicalCompletionTime == 1.5)
    }
}

// Defects found in review, one test each: each failed before its fix.
extension TimingCurveAnimationTests {
    /// A retarget during the delay changed the curve (a linear curve started
    /// easing in) and dropped a hand-off velocity.
    @Test(.tags(.regression, .review)) func retargetingDuringTheDelayKeepsTheCurveAndTheHandOffVelocity() {
        let a = TimingCurveAnimation(curve: .linear, from: 0.0, to: 100, duration: 1, startTime: 0, delay: 1)
        var b = a
        b.retarget(to: 200, at: 0.5)
        let fresh = TimingCurveAnimation(curve: .linear, from: 0.0, to: 200, duration: 1, startTime: 1)
        for t in [0.5, 1, 1.25, 1.5, 1.75, 2] {
            #expect(b.sample(at: t) == fresh.sample(at: t), "at \(t)")
        }
        #expect(b.velocityMismatch == 0)
        // A hand-off velocity survives a retarget during the delay.
        let c = TimingCurveAnimation(curve: .easeInOut, from: 0.0, to: 100, duration: 1, initialVelocity: 300, startTime: 0, delay: 1)
        #expect(c.sample(at: 1).velocity == 300)
        for (target, duration) in [(100.0, nil), (-50, 0.4), (400, 2)] as [(Double, Double?)] {
            var d = c
            d.retarget(to: target, duration: duration, at: 0.5)
            expectClose(d.sample(at: 1).velocity, 300, tolerance: 1e-9)
            #expect(d.sample(at: 1).value == 0 && d.sample(at: 0.7).value == 0)
            #expect(d.sample(at: 1 + (duration ?? 1)).value == target)
        }
    }

    /// A subnormal duration made the velocity match overflow to ±infinity and
    /// the start sample NaN.
    @Test(.tags(.regression, .review)) func vanishingDurationsGiveNoNaN() {
        for duration in [Double.leastNonzeroMagnitude, 1e-300, 1e-12] {
            for curve in [TimingCurve.linear, .easeOut, .easeIn] {
                let a = TimingCurveAnimation(curve: curve, from: 0.0, to: 100, duration: duration, initialVelocity: 50, startTime: 0)
                for t in [0, duration / 2, duration, 1] {
                    let s = a.sample(at: t)
                    #expect(s.value.isFinite && s.velocity.isFinite, "\(curve), duration \(duration) at \(t): \(s)")
                }
                #expect(a.velocityMismatch.isFinite)
                #expect(a.sample(at: 1).value == 100)
            }
        }
    }
}
