import Fluid
import Testing

/// The top-level README's animation and gesture examples, compiled and run
/// through the umbrella module, so the README cannot drift from the API.
@Suite("README: animation and gestures through `import Fluid`")
@MainActor
struct ReadmeTests {
    @Test func animationExample() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var seen: [Double] = []
        let knob = runtime.run(
            SpringAnimation(spring: .snappy, from: Point(x: 0, y: 0), to: Point(x: 300, y: 0),
                            initialVelocity: Point(x: 0, y: 0), startTime: runtime.now),
            onUpdate: { sample in seen.append(sample.value.x) })
        try clock.advance(frames: 12, rate: 120)
        #expect(seen.count == 12)
        let before = try #require(runtime.velocity(of: knob))
        #expect(runtime.retarget(knob, to: Point(x: 0, y: 0)))
        let after = try #require(runtime.velocity(of: knob))
        #expect((after - before).magnitude < 1e-9 * 300)

        let fling = DecayAnimation(from: 120.0, initialVelocity: 2000, startTime: runtime.now)
        #expect(Swift.abs(fling.restingValue - (120 + 998.99967)) < 1e-4)
        let wall = BoundedDecayAnimation(from: 500, initialVelocity: -7500, bounds: 0...1000, startTime: runtime.now)
        #expect(wall.sample(at: runtime.now + 0.1).value < 0)    // past the edge, springing back
    }

    @Test func gestureExample() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 10, y: 20), at: 0.016)
        tracker.addPosition(Point(x: 12, y: 24), at: 0.020)
        let v: Vector = tracker.velocity(at: 0.020)
        #expect(v == Vector(dx: 500, dy: 1000))
        #expect(tracker.velocity(at: 0.070) == .zero)

        var pan = InstantPanRecognizer()
        var released: Vector?
        for touch in [TouchEvent.began(1, at: Point(x: 0, y: 0), time: 0),
                      TouchEvent.moved(1, to: Point(x: 10, y: 0), time: 0.01),
                      TouchEvent.moved(1, to: Point(x: 20, y: 0), time: 0.02),
                      TouchEvent.ended(1, at: Point(x: 30, y: 0), time: 0.03)] {
            for event in pan.handle(touch) { if case .ended(let value) = event { released = value.velocity } }
        }
        #expect(Swift.abs((released?.dx ?? 0) - 1000) < 1e-6)

        let drawer = ValueSnapping([0, 600])
        #expect(drawer.target(from: 380, velocity: -900) == 0)
        #expect(drawer.target(from: 380, velocity: 0) == 600)
    }
}
