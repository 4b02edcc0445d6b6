import FluidPhysics
import FluidTestSupport
import Testing

/// `Spring.Stepper`: the cached propagator changes nothing but the cost.
@Suite("Spring.Stepper")
struct SpringStepperTests {
    /// Golden values of `SpringReferenceTests` (mpmath, 60 digits): response
    /// 1 s, damping ratio 0.8, from 0 toward 10, at t = 0.5 s — reached here
    /// by 60 steps of 1/120 s.
    @Test func repeatedStepsReachTheReferenceValues() {
        var stepper = Spring.Stepper(spring: Spring(response: 1.0, dampingRatio: 0.8))
        var x = 0.0, v = 0.0
        for _ in 0..<60 { stepper.update(value: &x, velocity: &v, target: 10.0, deltaTime: 1.0 / 120) }
        expectClose(x, 9.223137867537466, tolerance: 1e-12)
        expectClose(v, 8.067405009231487, tolerance: 1e-12)
    }

    /// Bit for bit `Spring.update`, for repeated, alternating, uneven and
    /// dropped frames, in every damping regime: the cache never serves a
    /// propagator of another interval.
    @Test func matchesSpringUpdateBitForBit() {
        var g = SeededRandom(seed: 77)
        let springs = [Spring.bouncy, .smooth, .snappy, Spring(response: 0.4, dampingRatio: 1),
                       Spring(mass: 1, stiffness: 2, damping: 10, allowOverDamping: true), Spring(response: 0.5, dampingRatio: 0)]
        for spring in springs {
            var stepper = Spring.Stepper(spring: spring)
            var a = Point(x: 3, y: -40), va = Point(x: 900, y: 20)
            var b = a, vb = va
            let target = Point(x: 100, y: 50)
            for frame in 0..<600 {
                let dt: Double
                switch frame % 5 {
                case 0, 1: dt = 1.0 / 120
                case 2: dt = 1.0 / 60
                case 3: dt = Double.random(in: 0.002...0.05, using: &g)
                default: dt = 1.0 / 120 * Double(Int.random(in: 1...6, using: &g))
                }
                stepper.update(value: &a, velocity: &va, target: target, deltaTime: dt)
                spring.update(value: &b, velocity: &vb, target: target, deltaTime: dt)
                #expect(a == b && va == vb, "frame \(frame), dt \(dt), \(spring)")
            }
        }
    }

    /// The propagator a stepper hands out is the spring's for that interval.
    @Test func propagatorIsTheSpringsForTheInterval() {
        var stepper = Spring.Stepper(spring: .smooth)
        for dt in [1.0 / 120, 1.0 / 120, 0.25, 1.0 / 120, -0.01] {
            #expect(stepper.propagator(over: dt) == Spring.smooth.propagator(time: dt))
        }
    }

    /// One stepper can advance many values that share its spring.
    @Test func oneStepperForManyValues() {
        var stepper = Spring.Stepper(spring: .snappy)
        var xs = [0.0, 50, -20], vs = [0.0, 300, -1000]
        var ys = xs, ws = vs
        for _ in 0..<240 {
            for i in xs.indices {
                stepper.update(value: &xs[i], velocity: &vs[i], target: 10, deltaTime: 1.0 / 120)
                Spring.snappy.update(value: &ys[i], velocity: &ws[i], target: 10, deltaTime: 1.0 / 120)
            }
        }
        #expect(xs == ys && vs == ws)
    }
}
