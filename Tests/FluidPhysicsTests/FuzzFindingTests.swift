import FluidPhysics
import Testing

/// Defects found by the fuzz targets (scripts/fuzz), each reproduced here
/// with the smallest input that showed it.
@Suite("Fuzz findings: Spring")
struct SpringFuzzFindingTests {
    /// cos(ω_d·t) of an overflowing phase was NaN, and 0 × NaN leaked out of
    /// `value` and `velocity` at the largest finite time.
    @Test func evaluationAtTheLargestTimeIsFinite() {
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

    /// |v₀/ω₀|² overflowed for a very slow spring with an ordinary velocity,
    /// and the settling time came back infinite although it is ≈ 2.8e252 s.
    @Test func settlingWithAnOverflowingSquareIsFinite() {
        let slow = Spring(duration: 3.091095882924173e+244, bounce: 0.999999)
        let v0 = 13844.7265625, epsilon = 10.0
        let t = slow.settlingDuration(target: 2.2734375e-09, initialVelocity: v0, epsilon: epsilon)
        // Envelope A·e^(−ζω₀t) with A ≈ |v₀|/ω_d falls to ε at ln(A/ε)/(ζω₀);
        // the last peak above ε is within one period (≈ 3e244 s) of that.
        let w0 = slow.naturalFrequency, z = slow.dampingRatio
        let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
        let expected = Double.log(v0 / wd / epsilon) / (z * w0)
        #expect(t.isFinite)
        #expect(Swift.abs(t - expected) <= 1e-6 * expected, "\(t) vs \(expected)")
    }

    /// A critically damped spring with ω₀ ≈ 2e-162 and an ordinary
    /// velocity has v₀/ω₀ ≈ 1e150, whose square the solver's products
    /// overflowed: the settling time came back infinite.
    @Test func settlingWithAHugeDimensionlessVelocityIsFinite() {
        let spring = Spring(duration: 2.826750905214137e+162, bounce: 0)
        let y0 = -299.12109375, v0 = -2.25e-12, epsilon = 1e-9
        let t = spring.settlingDuration(target: -y0, initialVelocity: v0, epsilon: epsilon)
        // Independently: in τ = ω₀t, y = (y₀ + (w + y₀)τ)e^(−τ) with w = v₀/ω₀;
        // the last crossing of |y| = ε solves ln|y₀ + (w + y₀)τ| − τ = ln ε
        // (Newton's method from well past the peak).
        let w0 = spring.naturalFrequency
        let w = v0 / w0
        #expect(spring.dampingRatio == 1)
        var tau = 400.0
        for _ in 0 ..< 100 {
            let u = y0 + (w + y0) * tau
            let f = Double.log(Swift.abs(u)) - tau - Double.log(epsilon)
            let df = (w + y0) / u - 1
            tau -= f / df
        }
        #expect(t.isFinite)
        #expect(Swift.abs(t * w0 - tau) <= 1e-9 * tau, "\(t * w0) vs \(tau)")
    }

    /// A spring whose ω₀ came out subnormal (ω_d·sin/ω_d turned into 0/0,
    /// duration ∞) gave NaN from finite input. ω₀ now has a floor.
    @Test func naturalFrequencyHasAFloor() throws {
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
