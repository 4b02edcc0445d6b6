import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("AnimatorTrack")
struct AnimatorTrackTests {
    let spring = AnimatorTrack.Timing.spring(Spring(response: 0.5, dampingRatio: 1))

    @Test func startsAtRestAtZero() {
        let t = AnimatorTrack(name: "height", timing: spring)
        #expect(t.value(at: 3) == 0 && t.velocity(at: 3) == 0)
        #expect(!t.isActive && !t.isHeld && t.target == nil && t.completionTime == nil)
    }

    @Test func aHeldTrackIsActiveAndStill() {
        var t = AnimatorTrack(name: "height", timing: spring)
        t.motion = .held(0.4)
        #expect(t.isActive && t.isHeld && t.value(at: 1) == 0.4 && t.velocity(at: 1) == 0 && t.completionTime == nil)
    }

    @Test func aSpringCompletesAtItsExactSettlingInstant() throws {
        var t = AnimatorTrack(name: "height", timing: spring)
        t.run(from: 0, to: 1, velocity: 2, at: 1, epsilon: 0.001)
        let s = Spring(response: 0.5, dampingRatio: 1)
        let end = try #require(t.completionTime)
        #expect(end == 1 + s.settlingDuration(target: 1, initialVelocity: 2, epsilon: 0.001))
        #expect(t.target == 1 && t.velocity(at: 1) == 2)
        #expect(t.value(at: end) == 1 && t.velocity(at: end) == 0)
        expectClose(t.value(at: end - 1e-9), 1, tolerance: 0.0011)
    }

    @Test func aCurveTakesItsShareOfTheDuration() throws {
        var t = AnimatorTrack(name: "title", timing: .curve(.easeIn, duration: 0.6))
        t.run(from: 0.5, to: 1, velocity: 99, at: 2, epsilon: 0.001)
        let end = try #require(t.completionTime)
        expectClose(end, 2.3, tolerance: 1e-12)
        #expect(t.value(at: 2) == 0.5 && t.value(at: end) == 1)
    }

    @Test func goWithNothingToDoCompletesAtOnce() throws {
        var t = AnimatorTrack(name: "corner", timing: spring)
        t.go(from: 1, to: 1, velocity: 0, at: 4, epsilon: 0.001)
        #expect(t.completionTime == 4 && t.target == 1)
        t.go(from: 1, to: 1, velocity: 3, at: 4, epsilon: 0.001)
        #expect(try #require(t.completionTime) > 4)
    }

    @Test func completeReportsTheSideReached() {
        var t = AnimatorTrack(name: "height", timing: spring)
        t.run(from: 0, to: 1, velocity: 0, at: 0, epsilon: 0.001)
        let forward = t.complete()
        #expect(forward.reached == 1 && forward.position == "end" && !t.isActive && t.value(at: 9) == 1)
        t.fromOpen = true
        t.run(from: 1, to: 1, velocity: 1, at: 0, epsilon: 0.001)
        #expect(t.complete().position == "start")
    }

    @Test func nextCompletionIsTheEarliest() {
        var tracks = [AnimatorTrack(name: "a", timing: spring), AnimatorTrack(name: "b", timing: .curve(.linear, duration: 1)),
                      AnimatorTrack(name: "c", timing: .curve(.linear, duration: 1))]
        #expect(tracks.nextCompletion == nil)
        tracks[1].run(from: 0, to: 1, velocity: 0, at: 0, epsilon: 0.01)
        tracks[2].run(from: 0.5, to: 1, velocity: 0, at: 0, epsilon: 0.01)
        #expect(tracks.nextCompletion?.index == 2)
        expectClose(tracks.nextCompletion!.time, 0.5, tolerance: 1e-12)
    }
}
