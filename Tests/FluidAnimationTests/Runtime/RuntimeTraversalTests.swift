import FluidAnimation
import FluidPhysics
import Testing

/// A store evaluates its entries in serpentine order — each pass starts
/// where the previous one ended, so successive frames alternate direction
/// (and, with update handlers, evaluation runs down and delivery up). None
/// of it may be observable: events keep the order in which the animations
/// were started, and handlers are called in that order.
@Suite("AnimationRuntime: traversal order is not observable")
@MainActor
struct RuntimeTraversalTests {
    /// Starts six animations made by `make` after `warmUp` frames (so that
    /// their logical completion lands on frames of either direction), runs
    /// until all settle, and returns the animations' labels in the order of
    /// their `.logicallyComplete` events and of their update handlers in the
    /// first frame.
    func order<A: ValueAnimation>(warmUp: Int, handlers: Bool, _ make: (Double) -> A) throws -> (logical: [Int], updates: [Int]) {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        // Something else running, so the store exists and its passes alternate from the start.
        runtime.run(SpringAnimation(spring: .smooth(duration: 5), from: 0.0, to: 1, startTime: 0))
        try clock.advance(frames: warmUp, rate: 120)
        var logical: [Int] = [], updates: [Int] = []
        for label in 0..<6 {
            runtime.run(make(runtime.now),
                        onUpdate: handlers ? { _ in updates.append(label) } : nil,
                        completion: { if $0 == .logicallyComplete { logical.append(label) } })
        }
        try clock.advance(frames: 1, rate: 120)
        let firstFrame = updates
        try clock.advance(frames: 600, rate: 120)
        return (logical, firstFrame)
    }

    @Test(arguments: [0, 1, 2, 3], [false, true])
    func logicalCompletionsKeepStartOrder(warmUp: Int, handlers: Bool) throws {
        let labels = Array(0..<6)
        let springs = try order(warmUp: warmUp, handlers: handlers) {
            SpringAnimation(spring: .snappy, from: 0.0, to: 100, startTime: $0)
        }
        #expect(springs.logical == labels)
        let decays = try order(warmUp: warmUp, handlers: handlers) {
            DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 800, y: -300), startTime: $0)
        }
        #expect(decays.logical == labels)
        let curves = try order(warmUp: warmUp, handlers: handlers) {
            TimingCurveAnimation(from: 0.0, to: 10, duration: 0.25, startTime: $0)
        }
        #expect(curves.logical == labels)
        if handlers {
            #expect(springs.updates == labels && decays.updates == labels && curves.updates == labels)
        } else {
            #expect(springs.updates.isEmpty)
        }
    }

    /// The frames of 100 springs stepped in serpentine order are those of
    /// the same springs run one at a time (each in its own runtime), to the
    /// last bit, in both directions.
    @Test func valuesDoNotDependOnTheDirection() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var handles: [AnimationHandle<SpringAnimation<Point>>] = []
        var alone: [(AnimationRuntime, AnimationHandle<SpringAnimation<Point>>)] = []
        for i in 0..<100 {
            let animation = SpringAnimation(spring: .smooth(duration: 0.4 + Double(i) * 0.01),
                                            from: Point(x: 0, y: 0), to: Point(x: Double(i), y: -2 * Double(i)),
                                            initialVelocity: Point(x: 50, y: Double(i)), startTime: 0)
            handles.append(runtime.run(animation))
            let single = AnimationRuntime(clock: clock)
            alone.append((single, single.run(animation)))
        }
        for _ in 0..<30 {
            try clock.advance(frames: 1, rate: 120)
            for (h, (single, s)) in zip(handles, alone) {
                #expect(runtime.sample(of: h) == single.sample(of: s))
            }
        }
    }
}
