import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("AnimatedValue")
@MainActor
struct AnimatedValueTests {
    static let spring = Spring(response: 0.25, dampingRatio: 1)

    @Test func itSpringsToItsTargetAndRestsExactlyThere() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var panel = AnimatedValue(0.0, spring: Self.spring, threshold: .opacity)
        #expect(panel.value(on: runtime) == 0 && !panel.isAnimating(on: runtime))
        panel.animate(to: 1, on: runtime)
        #expect(panel.value(on: runtime) == 0 && panel.isAnimating(on: runtime) && panel.target == 1)
        // The same curve as the spring alone, frame by frame.
        let reference = SpringAnimation(spring: Self.spring, from: 0.0, to: 1, startTime: 0, threshold: .opacity)
        var last = 0.0
        for frame in 1...24 {
            try clock.advance(by: 1.0 / 120)
            let t = Double(frame) / 120
            let v = panel.value(on: runtime)
            #expect(v >= last && v <= 1)
            expectClose(v, reference.value(at: t), tolerance: 1e-12)
            last = v
        }
        try clock.advance(by: 2)
        #expect(panel.value(on: runtime) == 1 && panel.velocity(on: runtime) == 0 && !panel.isAnimating(on: runtime))
        #expect(runtime.runningCount == 0)
        // Asked to go where it rests: nothing runs.
        panel.animate(to: 1, on: runtime)
        #expect(runtime.runningCount == 0)
    }

    @Test func aNewTargetMidFlightKeepsValueAndVelocity() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var offset = AnimatedValue(Point(x: 0, y: 0), spring: Self.spring)
        offset.animate(to: Point(x: 300, y: 0), on: runtime)
        try clock.advance(frames: 9, rate: 120)
        let before = offset.value(on: runtime), velocity = offset.velocity(on: runtime)
        #expect(velocity.x > 0)
        offset.animate(to: Point(x: 0, y: 0), on: runtime)
        expectClose(offset.value(on: runtime).x, before.x, tolerance: 1e-9 * abs(before.x))
        expectClose(offset.velocity(on: runtime).x, velocity.x, tolerance: 1e-9 * abs(velocity.x))
        // One frame on, it is where a spring from that value with that velocity is.
        let handOff = SpringAnimation(spring: Self.spring, from: before, to: Point(x: 0, y: 0), initialVelocity: velocity,
                                      startTime: 0, threshold: .points)
        try clock.advance(by: 1.0 / 120)
        expectClose(offset.value(on: runtime).x, handOff.value(at: 1.0 / 120).x, tolerance: 1e-9 * abs(before.x))
        try clock.advance(by: 3)
        #expect(offset.value(on: runtime) == Point(x: 0, y: 0) && !offset.isAnimating(on: runtime))
    }

    @Test func setJumpsStopsTheSpringAndIgnoresNonFiniteValues() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var scale = AnimatedValue(1.0, spring: Self.spring, threshold: .scale)
        scale.animate(to: 0.96, on: runtime)
        try clock.advance(frames: 3, rate: 120)
        scale.set(1, on: runtime)
        #expect(scale.value(on: runtime) == 1 && !scale.isAnimating(on: runtime) && runtime.runningCount == 0)
        scale.animate(to: .nan, on: runtime)
        scale.set(.infinity, on: runtime)
        scale.animate(to: -.infinity, on: runtime)
        #expect(scale.value(on: runtime) == 1 && scale.target == 1 && runtime.runningCount == 0)
        // A spring whose runtime has gone elsewhere (another value, same runtime) is not this one's.
        var other = AnimatedValue(0.0)
        other.animate(to: 10, on: runtime)
        #expect(!scale.isAnimating(on: runtime) && other.isAnimating(on: runtime))
    }
}
