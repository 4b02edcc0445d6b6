import FluidPhysics
import FluidTestSupport
import Testing

/// Property-based checks over wide, seeded random parameter ranges.
@Suite("Spring: invariants")
struct SpringInvariantTests {
    /// A random spring across every regime, with ζ often near 1.
    static func randomSpring(_ g: inout SeededRandom) -> Spring {
        let response = g.logUniform(0.01, 10)
        let zeta: Double
        switch Int.random(in: 0..<4, using: &g) {
        case 0: zeta = Double.random(in: 0.01...1, using: &g)
        case 1: zeta = 1 + Double.random(in: -1e-6...1e-6, using: &g)
        case 2: zeta = g.logUniform(1, 100)
        default: zeta = 1
        }
        return Spring(response: response, dampingRatio: zeta)
    }

    @Test func startsAtZeroWithTheInitialVelocity() {
        var g = SeededRandom(seed: 1)
        for _ in 0..<2000 {
            let s = Self.randomSpring(&g)
            let target = Double.random(in: -1000...1000, using: &g)
            let v0 = Double.random(in: -5000...5000, using: &g)
            #expect(s.value(target: target, initialVelocity: v0, time: 0) == 0)
            expectClose(s.velocity(target: target, initialVelocity: v0, time: 0), v0, tolerance: 1e-12 * Swift.abs(v0))
        }
    }

    @Test func velocityIsTheDerivativeOfValue() {
        var g = SeededRandom(seed: 2)
        for _ in 0..<2000 {
            let s = Self.randomSpring(&g)
            let target = Double.random(in: -100...100, using: &g)
            let v0 = Double.random(in: -500...500, using: &g)
            let t = Double.random(in: 0...(3 * s.duration), using: &g)
            let h = 1e-5 * s.duration
            let numeric = (s.value(target: target, initialVelocity: v0, time: t + h)
                - s.value(target: target, initialVelocity: v0, time: t - h)) / (2 * h)
            let exact = s.velocity(target: target, initialVelocity: v0, time: t)
            let scale = (Swift.abs(target) + Swift.abs(v0) * s.duration) / s.duration
            expectClose(numeric, exact, tolerance: 1e-5 * scale, "\(s)")
        }
    }

    @Test func satisfiesTheEquationOfMotion() {
        var g = SeededRandom(seed: 3)
        for _ in 0..<1000 {
            let s = Self.randomSpring(&g)
            let target = Double.random(in: -100...100, using: &g)
            let v0 = Double.random(in: -500...500, using: &g)
            let t = Double.random(in: 0...(2 * s.duration), using: &g)
            let h = 1e-5 * s.duration
            let accel = (s.velocity(target: target, initialVelocity: v0, time: t + h)
                - s.velocity(target: target, initialVelocity: v0, time: t - h)) / (2 * h)
            let x = s.value(target: target, initialVelocity: v0, time: t)
            let v = s.velocity(target: target, initialVelocity: v0, time: t)
            let f = s.force(target: target, position: x, velocity: v) / s.mass
            let scale = (Swift.abs(target) / s.duration + Swift.abs(v0)) * (s.naturalFrequency + s.damping)
            expectClose(accel, f, tolerance: 1e-4 * scale)
        }
    }

    @Test func unevenUpdatesEqualOneEvaluation() {
        var g = SeededRandom(seed: 4)
        for _ in 0..<300 {
            let s = Self.randomSpring(&g)
            let target = Double.random(in: -100...100, using: &g)
            let v0 = Double.random(in: -500...500, using: &g)
            var x = 0.0, v = v0, t = 0.0
            for _ in 0..<200 {
                // 30–240 Hz frames with the odd dropped frame.
                let dt = Double.random(in: 1.0 / 240...1.0 / 30, using: &g) * (Int.random(in: 0..<20, using: &g) == 0 ? 4 : 1)
                s.update(value: &x, velocity: &v, target: target, deltaTime: dt)
                t += dt
            }
            let scale = Swift.abs(target) + Swift.abs(v0)
            expectClose(x, s.value(target: target, initialVelocity: v0, time: t), tolerance: 1e-9 * scale)
            expectClose(v, s.velocity(target: target, initialVelocity: v0, time: t), tolerance: 1e-9 * scale * s.naturalFrequency)
        }
    }

    @Test func frameRateDoesNotChangeTheMotion() {
        let s = Spring(response: 1, dampingRatio: 0.8)
        for hz in [30.0, 60.0, 120.0, 144.0] {
            var x = 0.0, v = 0.0
            for _ in 0..<Int(hz / 2) { s.update(value: &x, velocity: &v, target: 10.0, deltaTime: 1 / hz) }
            expectClose(x, 9.223137867537466, tolerance: 1e-11, "\(hz) Hz")
        }
    }

    @Test func continuousAcrossCriticalDamping() {
        // Sweep ζ through 1 in tiny steps: no jump in value or velocity.
        for t in [0.01, 0.3, 1.0, 4.0] {
            let base = Spring(response: 1, dampingRatio: 1)
            let x1 = base.value(target: 1.0, initialVelocity: 3.0, time: t)
            let v1 = base.velocity(target: 1.0, initialVelocity: 3.0, time: t)
            for eps in [1e-15, 1e-13, 1e-12, 1e-10, 1e-8] {
                for z in [1 - eps, 1 + eps] {
                    let s = Spring(response: 1, dampingRatio: z)
                    expectClose(s.value(target: 1.0, initialVelocity: 3.0, time: t), x1, tolerance: 40 * eps + 1e-14, "ζ=\(z)")
                    expectClose(s.velocity(target: 1.0, initialVelocity: 3.0, time: t), v1, tolerance: 400 * eps + 1e-13, "ζ=\(z)")
                }
            }
        }
    }

    @Test func propagatorsCompose() {
        var g = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let s = Self.randomSpring(&g)
            let t1 = Double.random(in: 0...s.duration, using: &g), t2 = Double.random(in: 0...s.duration, using: &g)
            let p1 = s.propagator(time: t1), p2 = s.propagator(time: t2), p = s.propagator(time: t1 + t2)
            let w = s.naturalFrequency
            expectClose(p2.a * p1.a + p2.b * p1.c, p.a, tolerance: 1e-12)
            expectClose((p2.a * p1.b + p2.b * p1.d) * w, p.b * w, tolerance: 1e-12)
            expectClose((p2.c * p1.a + p2.d * p1.c) / w, p.c / w, tolerance: 1e-12)
            expectClose(p2.c * p1.b + p2.d * p1.d, p.d, tolerance: 1e-12)
        }
    }

    @Test func vectorValuesMoveLikeTheirComponents() {
        let s = Spring.bouncy
        let target = Point(x: 120, y: -40)
        let v0 = Point(x: -300, y: 800)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let p = s.value(target: target, initialVelocity: v0, time: t)
            expectClose(p.x, s.value(target: 120.0, initialVelocity: -300.0, time: t), tolerance: 1e-12)
            expectClose(p.y, s.value(target: -40.0, initialVelocity: 800.0, time: t), tolerance: 1e-12)
        }
        let simd = s.value(target: SIMD2<Float>(1, 2), time: 0.2)
        expectClose(Double(simd.y), s.value(target: 2.0, time: 0.2), tolerance: 1e-6)
    }

    @Test func fromValueToValue() {
        let s = Spring.snappy
        expectClose(s.value(fromValue: 100.0, toValue: 300.0, time: 0.25), 100 + 200 * 0.894509, tolerance: 2e-4)
        #expect(s.value(fromValue: 5.0, toValue: 9.0, initialVelocity: 3, time: 0) == 5)
    }

    @Test func parameterisationsRoundTrip() {
        var g = SeededRandom(seed: 6)
        for _ in 0..<500 {
            let s = Self.randomSpring(&g)
            let back = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, allowOverDamping: true)
            expectClose(back.dampingRatio, s.dampingRatio, tolerance: 1e-12 * s.dampingRatio)
            expectClose(back.duration, s.duration, tolerance: 1e-12 * s.duration)
            let viaBounce = Spring(duration: s.duration, bounce: s.bounce)
            expectClose(viaBounce.dampingRatio, s.dampingRatio, tolerance: 1e-9 * s.dampingRatio)
        }
    }

    @Test func allowOverDampingFalseCapsAtCritical() {
        let s = Spring(mass: 1, stiffness: 2, damping: 10)
        #expect(s.dampingRatio == 1)
        #expect(s.bounce == 0)
    }

    @Test func massScalesTimeButNotThePerceptualParameters() {
        // k/m fixes ω₀: a heavier mass with proportionally stiffer spring moves the same.
        let a = Spring(mass: 1, stiffness: 100, damping: 10)
        let b = Spring(mass: 4, stiffness: 400, damping: 40)
        expectClose(a.value(target: 1.0, time: 0.3), b.value(target: 1.0, time: 0.3), tolerance: 1e-14)
        #expect(b.mass == 4)
        expectClose(b.stiffness, 400, tolerance: 1e-10)
        expectClose(b.damping, 40, tolerance: 1e-10)
    }

    @Test func extremesStayFinite() {
        let stiff = Spring(mass: 1, stiffness: 1e9, damping: 1, allowOverDamping: true)
        let soft = Spring(response: 1e4, dampingRatio: 0.1)
        let heavy = Spring(response: 0.2, dampingRatio: 1e6)
        for s in [stiff, soft, heavy, Spring(duration: 0.5, bounce: 1), Spring(duration: 0.5, bounce: -1)] {
            for t in [0, 1e-9, 1e-3, 1, 1e3, 1e6] {
                let x = s.value(target: 1.0, initialVelocity: 100, time: t)
                let v = s.velocity(target: 1.0, initialVelocity: 100, time: t)
                #expect(x.isFinite && v.isFinite, "\(s) t=\(t)")
            }
            #expect(!s.settlingDuration.isNaN)
        }
        // A very stiff spring has arrived long before a second has passed.
        expectClose(stiff.value(target: 1.0, time: 1e6), 1, tolerance: 1e-12)
    }
}

// Defects found by the fuzz targets (scripts/fuzz), each reproduced with the
// smallest input that showed it.
extension SpringInvariantTests {
    /// cos(ω_d·t) of an overflowing phase was NaN, and 0 × NaN leaked out of
    /// `value` and `velocity` at the largest finite time.
    @Test(.tags(.regression, .fuzzFinding)) func evaluationAtTheLargestTimeIsFinite() {
        for spring in [Spring(duration: 1e-6, bounce: 0.999999), Spring(duration: 0.5, bounce: 1), .bouncy] {
            let t = Double.greatestFiniteMagnitude
            let y = spring.value(target: -0.00086, initialVelocity: -4e6, time: t)
            let v = spring.velocity(target: -0.00086, initialVelocity: -4e6, time: t)
            #expect(y.isFinite && v.isFinite, "\(spring)")
            let p = spring.propagator(time: t)
            #expect(p.a.isFinite && p.b.isFinite && p.c.isFinite && p.d.isFinite)
        }
        // A damped spring has long since come to rest on its target.
        #expect(Spring.bouncy.value(target: 10.0, initialVelocity: 0, time: 1e300) == 10)
    }

    /// A spring whose ω₀ came out subnormal (ω_d·sin/ω_d turned into 0/0,
    /// duration ∞) gave NaN from finite input. ω₀ now has a floor.
    @Test(.tags(.regression, .fuzzFinding)) func naturalFrequencyHasAFloor() throws {
        let springs = [
            Spring(settlingDuration: .greatestFiniteMagnitude, dampingRatio: 1 - 2.2e-16, epsilon: 0.999),
            Spring(settlingDuration: .greatestFiniteMagnitude, dampingRatio: 1e6, epsilon: 1e-12),
            Spring(mass: .greatestFiniteMagnitude, stiffness: 1e-9, damping: 0),
            Spring(duration: .greatestFiniteMagnitude, bounce: 2.2e-16),
        ]
        for spring in springs {
            #expect(spring.naturalFrequency >= Spring.minimumNaturalFrequency)
            #expect(spring.duration.isFinite, "\(spring)")
            let y = spring.value(target: 1e6, initialVelocity: 1e7, time: 10)
            let v = spring.velocity(target: 1e6, initialVelocity: 1e7, time: 10)
            #expect(y.isFinite && v.isFinite, "\(spring): \(y), \(v)")
        }
    }
}

// Defects found in review, one test each.
extension SpringInvariantTests {
    @Test(.tags(.regression, .review)) func dampingRatioOfLargeCoefficientsDoesNotOverflow() {
        let s = Spring(mass: 1e200, stiffness: 1e200, damping: 1e200)
        expectClose(s.dampingRatio, 0.5, tolerance: 1e-15)
        expectClose(s.duration, 2 * .pi, tolerance: 1e-12)
        let tiny = try? Spring.validated(mass: 1e-200, stiffness: 1e-200, damping: 1e-200)
        expectClose(tiny?.dampingRatio ?? .nan, 0.5, tolerance: 1e-15)
    }
}
