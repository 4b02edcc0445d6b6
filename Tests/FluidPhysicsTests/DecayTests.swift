import FluidPhysics
import Foundation
import FluidTestSupport
import Testing

@Suite("Decay and projection")
struct DecayTests {
    @Test func referenceNumbers() {
        let decay = Decay(rate: .normal)
        expectClose(decay.totalDistance(initialVelocity: 2000.0), 998.99967, tolerance: 1e-5)
        expectClose(Projection.wwdcDistance(velocity: 2000.0), 998.0, tolerance: 1e-9)
        expectClose(decay.value(initialVelocity: 2000.0, time: 1.0 / 60), 32.783355, tolerance: 1e-6)
        expectClose(decay.velocity(initialVelocity: 2000.0, time: 1.0 / 60), 1934.367635, tolerance: 1e-6)
        expectClose(Projection.distance(velocity: 1.0), 0.4995, tolerance: 1e-4)
        expectClose(Projection.wwdcDistance(velocity: 1.0), 0.4990, tolerance: 1e-12)
        expectClose(Projection.distance(velocity: 1.0, rate: .fast), 0.099499, tolerance: 1e-6)
        expectClose(Projection.wwdcDistance(velocity: 1.0, rate: .fast), 0.099, tolerance: 1e-12)
        expectClose(Projection.distance(velocity: 1000.0), 499.4998331664548, tolerance: 1e-9)
        expectClose(Projection.distance(velocity: 1000.0, rate: .fast), 99.49916247342207, tolerance: 1e-9)
    }

    @Test func projectionFormsDifferByLessThanHalfAPercent() {
        for rate in [DecelerationRate.normal, .fast] {
            let exact = Projection.distance(velocity: 1000.0, rate: rate)
            let wwdc = Projection.wwdcDistance(velocity: 1000.0, rate: rate)
            #expect(wwdc < exact && (exact - wwdc) / exact < 0.006)
        }
    }

    @Test func decayLandsWhereItWasProjected() {
        var g = SeededRandom(seed: 21)
        for _ in 0..<200 {
            let rate = DecelerationRate(rawValue: Double.random(in: 0.9...0.999, using: &g))
            let decay = Decay(rate: rate)
            let v0 = Double.random(in: -8000...8000, using: &g)
            let projected = Projection.distance(velocity: v0, rate: rate)
            expectClose(decay.value(initialVelocity: v0, time: 1e4), projected, tolerance: 1e-9 * Swift.abs(projected) + 1e-12)
            // Stepping frame by frame reaches the same place.
            var x = 0.0, v = v0, t = 0.0
            while t < 40 / rate.decayConstant {
                let dt = Double.random(in: 0.004...0.034, using: &g)
                decay.update(value: &x, velocity: &v, deltaTime: dt)
                t += dt
            }
            expectClose(x, projected, tolerance: 1e-6 * Swift.abs(projected) + 1e-9)
        }
    }

    /// `update` against values computed independently in 40-digit
    /// arithmetic (mpmath: x = v₀(1 − e^(−λt))/λ, v = v₀e^(−λt),
    /// λ = −1000 ln r), for short steps (1 + expm1 branch) and long ones
    /// (λΔt ≥ 0.5, where `exp` keeps e^(−λΔt)'s relative precision).
    @Test func updateMatchesReferenceValues() {
        func stepped(_ rate: DecelerationRate, _ v0: Double, steps: Int, of dt: Double) -> (Double, Double) {
            var x = 0.0, v = v0
            for _ in 0..<steps { Decay(rate: rate).update(value: &x, velocity: &v, deltaTime: dt) }
            return (x, v)
        }
        let cases: [(DecelerationRate, Double, Int, Double, Double, Double)] = [
            (.normal, 1000, 90, 1.0 / 120, 388.21363319908636134, 222.79526954373065893),
            (.normal, 1000, 1, 0.5, 315.92802267850976326, 367.51125485715890552),
            (.normal, -2500, 1, 2, -1225.9693620266006139, -45.606063059376748624),
            (.fast, 1000, 1, 0.5, 98.845404913656093941, 6.5704830424146329265),
        ]
        for (rate, v0, steps, dt, x, v) in cases {
            let (sx, sv) = stepped(rate, v0, steps: steps, of: dt)
            expectClose(sx, x, tolerance: 1e-11 * Swift.abs(x))
            expectClose(sv, v, tolerance: 1e-11 * Swift.abs(v))
        }
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let decay = Decay(rate: .fast)
        for t in [0.0, 0.01, 0.3, 1.0] {
            let h = 1e-6
            let numeric = (decay.value(initialVelocity: 1500.0, time: t + h) - decay.value(initialVelocity: 1500.0, time: t - h)) / (2 * h)
            expectClose(numeric, decay.velocity(initialVelocity: 1500.0, time: t), tolerance: 1e-4)
        }
    }

    @Test func durationUntilSlow() {
        let decay = Decay(rate: .normal)
        let t = decay.duration(initialVelocity: 2000.0, threshold: 1)
        expectClose(decay.velocity(initialVelocity: 2000.0, time: t), 1, tolerance: 1e-9)
        #expect(decay.duration(initialVelocity: 0.2, threshold: 1) == 0)
        #expect(decay.duration(initialVelocity: Vector(dx: 300, dy: 400), threshold: 5) == decay.duration(initialVelocity: 500.0, threshold: 5))
        #expect(decay.duration(initialVelocity: 100.0, threshold: 0).isFinite)
    }

    @Test func inverseLandsOnAChosenPoint() {
        let decay = Decay(rate: .normal)
        let v = decay.initialVelocity(toTravel: 300.0)
        expectClose(decay.totalDistance(initialVelocity: v), 300, tolerance: 1e-12)
        // Pixel snapping as in Motion's decay-to-a-point.
        let a = decay.initialVelocity(snapping: 200, toMultipleOf: 1)
        expectClose(a.velocity, 200.2, tolerance: 0.001)
        expectClose(a.landing, 100, tolerance: 1e-12)
        expectClose(decay.totalDistance(initialVelocity: a.velocity), 100, tolerance: 1e-12)
        let b = decay.initialVelocity(snapping: 200.90, toMultipleOf: 1.0 / 3)
        expectClose(b.velocity, 200.867, tolerance: 0.001)
        expectClose(b.landing, 100.333, tolerance: 0.001)
        let c = decay.initialVelocity(snapping: 500, from: 10.25, toMultipleOf: 0.5)
        #expect((c.landing * 2).rounded() == c.landing * 2)
        expectClose(10.25 + decay.totalDistance(initialVelocity: c.velocity), c.landing, tolerance: 1e-9)
    }

    @Test func twoDimensionalFlicksDecayAlongTheirDirection() {
        let start = Point(x: 100, y: 100)
        let v = Vector(dx: 600, dy: -800)
        let rest = Projection.restingPosition(of: start, velocity: v)
        expectClose(rest.x, 100 + 600 * 0.4995, tolerance: 0.01)
        expectClose(rest.y, 100 - 800 * 0.4995, tolerance: 0.01)
        let mid = Decay().value(initialVelocity: v, time: 0.2)
        expectClose(mid.dy / mid.dx, -800.0 / 600, tolerance: 1e-12)
    }

    @Test func composeFlingDecayConstant() {
        // Android/Compose fling decay: v = v0·e^(−4.2t).
        let rate = DecelerationRate(perSecond: exp(-4.2))
        expectClose(rate.decayConstant, 4.2, tolerance: 1e-9)
        expectClose(DecelerationRate.normal.perSecond, 0.135, tolerance: 5e-4)
    }
}

// Robustness defects of issue #13, each with its reported reproducer.
extension DecayTests {
    @Test(.tags(.regression, .robustness), .bug(id: 13, "a validated deceleration rate broke Decay"))
    func tinyValidatedRatesDecayFinitely() throws {
        let rate = try DecelerationRate(validating: 1e-17)
        expectClose(rate.decayConstant, -1000 * Double.log(1e-17), tolerance: 1e-9)
        let decay = Decay(rate: rate)
        #expect(decay.value(initialVelocity: 100.0, time: 0) == 0)
        #expect(decay.initialVelocity(toTravel: 50.0).isFinite)
        // Near 1 the constant keeps its precision (log1p branch).
        expectClose(DecelerationRate.normal.decayConstant, 2.0020026706730793, tolerance: 1e-13)
        // Continuous where the two branches meet.
        let below = DecelerationRate(rawValue: 0.5.nextDown).decayConstant, above = DecelerationRate(rawValue: 0.5).decayConstant
        expectClose(below, above, tolerance: 1e-9)
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "extreme but finite inputs"))
    func decayDurationToATinyThreshold() {
        let t = Decay().duration(initialVelocity: 1000.0, threshold: 1e-306)
        expectClose(t, (Double.log(1000) + 306 * Double.log(10)) / DecelerationRate.normal.decayConstant, tolerance: 1e-9)
        #expect(t > 354 && t < 356)
    }
}

// MARK: Validating builders

extension DecayTests {
    @Test func decelerationRates() throws {
        for bad in nonFiniteValues + [0, 1, -0.5, 1.5] {
            expectError("decelerationRate") { _ = try DecelerationRate(validating: bad) }
            expectError("decelerationRate") { _ = try Decay.validated(rate: bad) }
        }
        #expect(try DecelerationRate(validating: 0.998) == .normal)
    }
}
