import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// The README's examples, compiled and run (with a manual clock).
@Suite("README examples")
@MainActor
struct ReadmeExampleTests {
    @Test func quickStart() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var drawn: [Point] = []
        let knob = runtime.run(
            SpringAnimation(spring: .snappy, from: Point(x: 0, y: 0), to: Point(x: 300, y: 0), startTime: runtime.now),
            onUpdate: { sample in drawn.append(sample.value) })
        try clock.advance(frames: 12, rate: 60)
        let v = try #require(runtime.velocity(of: knob))
        #expect(v.x > 0)
        runtime.retarget(knob, to: Point(x: 0, y: 0))
        #expect(runtime.velocity(of: knob) == v)     // keeps its velocity
        try clock.advance(frames: 120, rate: 60)
        #expect(drawn.last == Point(x: 0, y: 0))
    }

    @Test func fling() {
        let now = 3.0
        let fling = DecayAnimation(from: 120.0, initialVelocity: 2000, startTime: now)
        expectClose(fling.restingValue, 120 + 998.99967, tolerance: 1e-4)
        let s = fling.sample(at: now + 0.1)
        #expect(s.value > 120 && s.velocity < 2000 && !s.isSettled && !s.isLogicallyComplete)
    }

    @Test func choreography() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let now = runtime.now
        let iconFrame = Rect(x: 10, y: 500, width: 60, height: 60), screenFrame = Rect(x: 0, y: 0, width: 390, height: 844)
        var launchFinished = false
        let group = runtime.makeGroup { event in if event == .settled { launchFinished = true } }
        runtime.run(SpringAnimation(spring: .snappy(duration: 0.4), from: 1.0, to: 6, startTime: now, threshold: .scale), group: group)
        runtime.run(SpringAnimation(spring: .smooth, from: iconFrame, to: screenFrame, startTime: now, delay: 0.03), group: group)
        runtime.run(SpringAnimation(spring: .smooth(duration: 0.35), from: 14.0, to: 0, startTime: now, delay: 0.08), group: group)
        try clock.advance(frames: 240, rate: 120)
        #expect(launchFinished)
    }

    @Test func propertyAnimator() throws {
        final class View { var height = 0.0; var background = Color(red: 0, green: 0, blue: 0) }
        enum State { case open, closed }
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let view = View()
        var state = State.closed
        let animator = try PropertyAnimator(duration: 0.5, dampingRatio: 1, runtime: runtime)
        let height = try animator.addAnimation(from: 80.0, to: 587) { view.height = $0 }
        try animator.addAnimation(from: Color(red: 0, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 0, alpha: 0.5)) { view.background = $0 }
        animator.addCompletion { position in state = position == .end ? .open : .closed }
        try animator.startAnimation()
        try clock.advance(frames: 15, rate: 60)
        #expect(try animator.velocity(of: height) > 0)
        try clock.advance(frames: 60, rate: 60)
        #expect(state == .open && view.height == 587 && view.background.alpha == 0.5)
    }
}
