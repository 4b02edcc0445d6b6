import Benchmark
import FluidPhysics

/// Per-frame physics costs: one exact step of a spring or a decay, and one
/// closed-form evaluation, for a scalar and a 2-D value. Each benchmark runs
/// 1 000 steps per iteration, so its time per iteration ÷ 1 000 (the figure
/// in ns at p50, read as µs ÷ 1 000) is the cost of one frame's step.
/// `mallocCountTotal` must stay 0.
///
/// The frame interval alternates between 1/120 s and 1/60 s so that the
/// propagator (exp, sin, cos) really is recomputed every step; the
/// "cached propagator" benchmark shows what a fixed frame interval costs
/// when the propagator is computed once and reused.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    let regimes: [(String, Spring)] = [
        ("under-damped", Spring(response: 0.5, dampingRatio: 0.7)),
        ("critical", Spring(response: 0.5, dampingRatio: 1)),
        ("over-damped", Spring(response: 0.5, dampingRatio: 3)),
    ]
    for (name, spring) in regimes {
        Benchmark("Spring.update Double \(name) ×1000") { benchmark in
            for _ in benchmark.scaledIterations {
                var x = 0.0, v = 0.0
                for i in 0..<1000 { spring.update(value: &x, velocity: &v, target: 100, deltaTime: i & 1 == 0 ? 1.0 / 120 : 1.0 / 60) }
                blackHole(x)
            }
        }
    }
    Benchmark("Spring.update Point ×1000") { benchmark in
        let spring = Spring.bouncy
        for _ in benchmark.scaledIterations {
            var x = Point(x: 0, y: 0), v = Point(x: 0, y: 0)
            for i in 0..<1000 {
                spring.update(value: &x, velocity: &v, target: Point(x: 100, y: 50), deltaTime: i & 1 == 0 ? 1.0 / 120 : 1.0 / 60)
            }
            blackHole(x)
        }
    }
    Benchmark("cached propagator, Point ×1000") { benchmark in
        let step = Spring.bouncy.propagator(time: 1.0 / 120)
        let target = Point(x: 100, y: 50)
        for _ in benchmark.scaledIterations {
            var x = Point(x: 0, y: 0), v = Point(x: 0, y: 0)
            for _ in 0..<1000 {
                let y = x - target
                x = target + step.displacement(from: y, velocity: v)
                v = step.velocity(from: y, velocity: v)
            }
            blackHole(x)
        }
    }
    Benchmark("Spring.value(target:time:) ×1000") { benchmark in
        let spring = Spring.snappy
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0..<1000 { sum += spring.value(target: 1.0, initialVelocity: 3, time: Double(i) / 1000) }
            blackHole(sum)
        }
    }
    Benchmark("Decay.update Vector ×1000") { benchmark in
        let decay = Decay(rate: .normal)
        for _ in benchmark.scaledIterations {
            var x = Vector(dx: 0, dy: 0), v = Vector(dx: 2000, dy: -800)
            for i in 0..<1000 { decay.update(value: &x, velocity: &v, deltaTime: i & 1 == 0 ? 1.0 / 120 : 1.0 / 60) }
            blackHole(x)
        }
    }
    Benchmark("Spring.settlingDuration") { benchmark in
        let spring = Spring.bouncy
        for _ in benchmark.scaledIterations {
            blackHole(spring.settlingDuration(target: 1.0, initialVelocity: 2, epsilon: 0.001))
        }
    }
}
