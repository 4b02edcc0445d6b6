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

@Suite("SpringShuttle.Track")
struct SpringShuttleTrackTests {
    let track = SpringShuttle.Track(center: 195, widest: 125, room: 135)

    func make(_ spring: Spring) -> SpringShuttle {
        SpringShuttle(spring: spring, track: track, epsilon: 0.5, maximumStretch: 59, burstLimit: 1000)
    }

    @Test func theEndsLeaveRoomForTheSpringsOvershoot() {
        let bouncy = Spring(response: 1, dampingRatio: 0.5), calm = Spring(response: 1, dampingRatio: 1)
        let h = track.halfTravel(for: bouncy)
        expectClose(h, 135 / (1 + 2 * bouncy.overshoot), tolerance: 1e-12)
        #expect(track.halfTravel(for: calm) == 125, "no overshoot: as wide as the track allows")
        let s = make(bouncy)
        #expect(s.leftEnd == 195 - h && s.rightEnd == 195 + h && s.value(at: 0) == s.leftEnd && s.track == track)
        // A run from rest stays within the room.
        var farthest = 0.0
        for k in 0...2000 { farthest = Swift.max(farthest, s.value(at: Double(k) * 0.001) - 195) }
        #expect(farthest <= 135 + 1e-9 && farthest > 134)
    }

    @Test func refittingKeepsTheMotionAndMovesTheEnds() {
        var s = make(Spring(response: 1, dampingRatio: 1))
        let (x, v) = (s.value(at: 0.4), s.velocity(at: 0.4))
        let bouncy = Spring(response: 0.6, dampingRatio: 0.3)
        s.refit(spring: bouncy, at: 0.4)
        #expect(s.motion.spring == bouncy && s.rightEnd == 195 + track.halfTravel(for: bouncy) && s.target == s.rightEnd)
        expectClose(s.value(at: 0.4), x, tolerance: 1e-9)
        expectClose(s.velocity(at: 0.4), v, tolerance: 1e-9)
        // Without a track the ends stay where they are.
        var plain = SpringShuttle(spring: bouncy, leftEnd: 0, rightEnd: 250, epsilon: 0.5, maximumStretch: 59, burstLimit: 1000)
        plain.refit(spring: Spring(response: 1, dampingRatio: 1), at: 0.2)
        #expect(plain.leftEnd == 0 && plain.rightEnd == 250 && plain.track == nil)
    }

    @Test func restartedStartsAfreshOnTheNewSpring() {
        var s = make(Spring(response: 1, dampingRatio: 1))
        _ = s.turnAround(at: s.nextTurnaround, before: 100)
        let bouncy = Spring(response: 0.5, dampingRatio: 0.4)
        let fresh = s.restarted(on: bouncy)
        let made = make(bouncy)
        #expect(fresh.turnarounds == 0 && fresh.leftEnd == made.leftEnd && fresh.rightEnd == made.rightEnd)
        #expect(fresh.target == made.target && fresh.nextTurnaround == made.nextTurnaround && fresh.value(at: 0) == made.leftEnd)
    }
}
