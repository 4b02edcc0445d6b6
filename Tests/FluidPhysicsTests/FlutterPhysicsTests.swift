// Expectations transcribed from flutter/flutter's physics tests
// (packages/flutter/test/physics/newton_test.dart, friction_simulation_test.dart,
// packages/flutter/test/widgets/scroll_simulation_test.dart).
// Licence: BSD-3-Clause, Copyright 2014 The Flutter Authors.
// Flutter's stored critical-spring expectation encodes an old bug (flutter#109675);
// the physically correct values are tested in SpringReferenceTests.

import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Flutter physics expectations")
struct FlutterPhysicsTests {
    @Test func overDampedSpring() {
        // m 1, k 100, ratio 1.25 → c = 2·1.25·√(100) = 25.
        let s = Spring(mass: 1, stiffness: 100, damping: 25, allowOverDamping: true)
        for (t, x, dx) in [(0.5, 445.0, 273.0), (1.0, 495.0, 22.0), (1.5, 499.0, 1.0)] {
            #expect(s.value(target: 500.0, time: t).rounded(.down) == x)
            #expect(s.velocity(target: 500.0, time: t).rounded(.down) == dx)
        }
        // isDone(3) with tolerance 0.01: within 0.01 of the end for good.
        #expect(s.settlingDuration(target: 500.0, epsilon: 0.01) < 3)
    }

    @Test func underDampedSpring() {
        // m 1, k 100, ratio 0.25 → c = 5, 0 → 300.
        let s = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(s.value(target: 300.0, time: 1).rounded(.down) == 325)
        #expect(s.velocity(target: 300.0, time: 1).rounded(.down) == -65)
        #expect(s.value(target: 300.0, time: 6).rounded(.down) == 299)
        #expect(s.velocity(target: 300.0, time: 6).rounded(.down) == 0)
        let x6 = s.value(target: 300.0, time: 6), v6 = s.velocity(target: 300.0, time: 6)
        expectClose(x6, 300, tolerance: 1e-3)
        expectClose(v6, 0, tolerance: 1e-3)
    }

    @Test func frictionDrag03() {
        let decay = Decay(rate: DecelerationRate(perSecond: 0.3))
        #expect(decay.value(initialVelocity: 400.0, time: 0) == 0)
        #expect(decay.velocity(initialVelocity: 400.0, time: 0) == 400)
        let x1 = 100 + decay.value(initialVelocity: 400.0, time: 1)
        #expect(x1 >= 330 && x1 <= 335)
        expectClose(decay.velocity(initialVelocity: 400.0, time: 1), 120, tolerance: 1)
        expectClose(decay.velocity(initialVelocity: 400.0, time: 2), 36, tolerance: 1)
        expectClose(decay.velocity(initialVelocity: 400.0, time: 3), 10.8, tolerance: 1)
        #expect(decay.velocity(initialVelocity: 400.0, time: 4) < 3.5)
        // isDone(5) with velocity tolerance 1.
        #expect(decay.duration(initialVelocity: 400.0, threshold: 1) < 5)
        let x5 = 100 + decay.value(initialVelocity: 400.0, time: 5)
        #expect(x5 >= 431 && x5 <= 432)
    }

    @Test func frictionDrag0135() {
        let decay = Decay(rate: DecelerationRate(perSecond: 0.135))
        for (t, x) in [(0.1, 110.0), (0.5, 131.0), (2.0, 149.0)] {
            expectClose(100 + decay.value(initialVelocity: 100.0, time: t), x, tolerance: 1)
        }
        expectClose(100 + decay.totalDistance(initialVelocity: 100.0), 149, tolerance: 1)
        for (t, x) in [(0.1, 91.0), (0.5, 68.0), (2.0, 51.0)] {
            expectClose(100 + decay.value(initialVelocity: -100.0, time: t), x, tolerance: 1)
        }
        expectClose(100 + decay.totalDistance(initialVelocity: -100.0), 50, tolerance: 1)
        // timeAtX(x(t)) == t, and unreachable positions have no time.
        for t in [0.1, 0.5, 2.0] {
            let d = decay.value(initialVelocity: 100.0, time: t)
            expectClose(decay.time(toTravel: d, initialVelocity: 100) ?? -1, t, tolerance: 1e-5)
        }
        #expect(decay.time(toTravel: -101, initialVelocity: 100) == nil)
        #expect(decay.time(toTravel: 100, initialVelocity: 100) == nil)
        #expect(decay.time(toTravel: 1, initialVelocity: -100) == nil)
    }

    /// BouncingScrollSimulation: a decay (drag 0.135/s) that crosses the
    /// leading edge hands its position and velocity to a spring (m 1,
    /// k 170, ratio 1.1) toward that edge.
    @Test func bouncingScrollHandOff() {
        let decay = Decay(rate: DecelerationRate(perSecond: 0.135))
        let spring = Spring(mass: 1, stiffness: 170, damping: 2 * 1.1 * 170.0.squareRoot(), allowOverDamping: true)
        let start = 500.0, v0 = -7500.0
        let crossing = decay.time(toTravel: 0 - start, initialVelocity: v0)!
        let vCross = decay.velocity(initialVelocity: v0, time: crossing)
        func state(_ t: Double) -> (Double, Double) {
            if t < crossing {
                return (start + decay.value(initialVelocity: v0, time: t), decay.velocity(initialVelocity: v0, time: t))
            }
            let s = t - crossing
            return (spring.value(fromValue: 0.0, toValue: 0.0, initialVelocity: vCross, time: s),
                    spring.velocity(fromValue: 0.0, toValue: 0.0, initialVelocity: vCross, time: s))
        }
        for (t, x, dx) in [(0.065, 42.0, -6584.0), (0.1, -123.0, -2613.0), (0.5, -15.0, 124.0)] {
            let (px, pv) = state(t)
            expectClose(px, x, tolerance: 1)
            expectClose(pv, dx, tolerance: 1)
        }
        let (x2, v2) = state(2)
        #expect(Swift.abs(x2) < 1.5 && Swift.abs(v2) < 45)
    }
}
