import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("SpringShuttle")
struct SpringShuttleTests {
    let spring = Spring(response: 1, dampingRatio: 0.5)

    func make(left: Double = 0, right: Double = 250) -> SpringShuttle {
        SpringShuttle(spring: spring, leftEnd: left, rightEnd: right, epsilon: 0.5, maximumStretch: 59, burstLimit: 1000)
    }

    @Test func startsAtTheLeftHeadingRightAndTurnsAtTheExactSettlingInstant() {
        var s = make()
        #expect(s.value(at: 0) == 0 && s.target == 250 && s.turnarounds == 0)
        let settle = spring.settlingDuration(target: 250, initialVelocity: 0, epsilon: 0.5)
        #expect(s.nextTurnaround == settle)
        let t = s.nextTurnaround
        let before = (s.value(at: t), s.velocity(at: t))
        #expect(s.turnAround(at: t, before: t) == 0)
        #expect(s.target == 0 && s.turnarounds == 1 && s.nextTurnaround > t)
        expectClose(s.value(at: t), before.0, tolerance: 1e-9)
        expectClose(s.velocity(at: t), before.1, tolerance: 1e-9)
    }

    @Test func headAndRetargetKeepTheMotionContinuous() {
        var s = make()
        let (x, v) = (s.value(at: 0.3), s.velocity(at: 0.3))
        s.head(to: 0, at: 0.3)
        #expect(s.target == 0)
        expectClose(s.value(at: 0.3), x, tolerance: 1e-9)
        expectClose(s.velocity(at: 0.3), v, tolerance: 1e-9)
        s.retarget(spring: Spring(response: 0.3, dampingRatio: 1), at: 0.5)
        #expect(s.motion.spring == Spring(response: 0.3, dampingRatio: 1) && s.target == 0)
        let settle = s.motion.spring.settlingDuration(target: 0 - s.motion.initialValue, initialVelocity: s.motion.initialVelocity,
                                                       epsilon: 0.5)
        expectClose(s.nextTurnaround, 0.5 + settle, tolerance: 1e-9)
    }

    @Test func endsTooCloseKeepTheValueStill() {
        let s = make(left: 100, right: 90)
        #expect(s.leftEnd == 100 && s.rightEnd == 100 && s.nextTurnaround == .infinity && s.value(at: 7) == 100)
    }

    @Test func aLongAdvanceSkipsWholeCycles() {
        var s = SpringShuttle(spring: spring, leftEnd: 0, rightEnd: 250, epsilon: 0.5, maximumStretch: 59, burstLimit: 10)
        let end = 1_000_000.0
        var calls = 0
        while s.nextTurnaround <= end, calls < 100 {
            _ = s.turnAround(at: s.nextTurnaround, before: end)
            calls += 1
        }
        #expect(calls < 100 && s.turnarounds > 100_000 && s.nextTurnaround > end)
        #expect(s.value(at: end) >= -200 && s.value(at: end) <= 450)
    }
}
