import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Spring: exact settling duration")
struct SpringSettlingTests {
    /// (duration, ζ, target, v0, ε, exact last exceedance) — references found
    /// by a 40-digit backward scan and bisection (mpmath).
    static let references: [(Double, Double, Double, Double, Double, Double)] = [
        (0.5, 1, 1, 0, 0.001, 0.7347716981942958),
        (0.5, 0.7, 1, 0, 0.001, 0.8187467173831086),
        (0.5, 0.85, 1, 0, 0.001, 0.6966985359727474),
        (1, 0.3, 10, -20, 0.01, 3.7571330158827785),
        (1, 2, 5, 30, 0.001, 4.927702961675357),
        (1, 1, 1, -30, 0.001, 1.7637656077413241),
        (0.4, 0.2, 1, 0, 0.001, 2.1035571948702029),
    ]

    @Test func matchesReferences() {
        for (d, z, target, v0, eps, expected) in Self.references {
            let s = Spring(response: d, dampingRatio: z)
            expectClose(s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps), expected, tolerance: 1e-9)
        }
    }

    /// Issue #21, defect 3: ζ ≫ 1 with |v₀|/ω₀ ≫ |target|. The slow mode's
    /// amplitude is a small difference of large terms; the quadratic form
    /// lost it and returned 3.67e-13 s where the last crossing is near 2.8 s.
    @Test func stronglyOverDampedWithALargeVelocitySettlesOnTheSlowMode() {
        let s = Spring(settlingDuration: -4.499950375371364e+78, dampingRatio: 4.269249228696793e+151,
                       epsilon: 0.10426929982592448)
        let target = -0.08064304817526743, v0 = -1e12, eps = 1.7758638141028536e-07
        let ts = s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
        func distance(_ t: Double) -> Double { Swift.abs(s.value(target: target, initialVelocity: v0, time: t) - target) }
        #expect(ts > 2.5 && ts < 3.1, "\(ts)")
        #expect(distance(1.37) > eps && distance(ts * 0.999) > eps && distance(ts * 1.001) <= eps)
    }

    @Test(arguments: [3.0, 40, 1e3, 1e6])
    func theWholeStronglyOverDampedClassSettlesWhereTheValueDoes(dampingRatio: Double) {
        var g = SeededRandom(seed: 21)
        for _ in 0..<40 {
            let s = Spring(response: g.logUniform(0.01, 2), dampingRatio: dampingRatio)
            let target = g.uniform(-1...1)
            // |v₀|/ω₀ from comparable to |target| up to 1e6 times larger, and
            // often tuned so the slow amplitude nearly cancels.
            let scale = s.naturalFrequency * g.logUniform(1e-2, 1e6) * (g.chance(0.5) ? 1 : -1)
            let cancelling = 2 * dampingRatio * s.naturalFrequency * target * (1 + g.uniform(-0.01...0.01))
            let v0 = g.chance(0.5) ? scale : cancelling
            let eps = g.logUniform(1e-9, 1e-3)
            let ts = s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
            func distance(_ t: Double) -> Double { Swift.abs(s.value(target: target, initialVelocity: v0, time: t) - target) }
            #expect(ts.isFinite && ts >= 0)
            guard ts > 0 else { continue }
            #expect(distance(ts * (1 - 1e-6)) >= eps * (1 - 1e-6), "ζ \(dampingRatio), v0 \(v0), ε \(eps): settles at \(ts)")
            for k in 1...20 { #expect(distance(ts * (1 + Double(k) * 0.05)) <= eps * (1 + 1e-6)) }
        }
    }

    @Test func smoothPresetIsExactNotTheEnvelopeEstimate() {
        expectClose(Spring.smooth.settlingDuration, 0.7347717, tolerance: 1e-7)
        #expect(Spring.smooth.settlingDuration < 0.757207)
    }

    @Test func isTheLastExceedance() {
        var g = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let s = SpringInvariantTests.randomSpring(&g)
            let target = Double.random(in: -10...10, using: &g)
            let v0 = Double.random(in: -50...50, using: &g)
            let eps = g.logUniform(1e-4, 1e-1)
            let ts = s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
            #expect(ts.isFinite && ts >= 0)
            func distance(_ t: Double) -> Double { Swift.abs(s.value(target: target, initialVelocity: v0, time: t) - target) }
            if ts > 0 {
                // Just before: outside the band (or on its edge); after: inside for good.
                #expect(distance(ts * (1 - 1e-9)) >= eps * (1 - 1e-6))
            }
            for k in 1...200 {
                let t = ts + Double(k) * 0.02 * (s.duration + ts)
                #expect(distance(t) <= eps * (1 + 1e-9), "\(s) target \(target) v0 \(v0) ε \(eps) at \(t)")
            }
        }
    }

    @Test func vectorTargetsUseEuclideanDistance() {
        let s = Spring.bouncy
        let ts = s.settlingDuration(target: Point(x: 3, y: 4), initialVelocity: Point(x: 0, y: 0), epsilon: 0.005)
        // Same direction as the velocity: the 1-D answer for distance 5.
        expectClose(ts, s.settlingDuration(target: 5.0, epsilon: 0.005), tolerance: 1e-9)
        // A sideways velocity: check the definition directly.
        let v0 = Point(x: 40, y: -30)
        let t2 = s.settlingDuration(target: Point(x: 3, y: 4), initialVelocity: v0, epsilon: 0.005)
        func distance(_ t: Double) -> Double { (s.value(target: Point(x: 3, y: 4), initialVelocity: v0, time: t) - Point(x: 3, y: 4)).magnitude }
        #expect(distance(t2 * (1 - 1e-9)) >= 0.005 * (1 - 1e-6))
        for k in 1...400 { #expect(distance(t2 + Double(k) * 0.005) <= 0.005 * (1 + 1e-9)) }
    }

    @Test func alreadySettledAndNeverSettling() {
        #expect(Spring.smooth.settlingDuration(target: 0.0005, epsilon: 0.001) == 0)
        #expect(Spring.smooth.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test func settlingInitialiserInvertsTheDefinition() {
        for z in [0.2, 0.5, 0.8, 1.0, 1.5, 3.0] {
            for target in [0.25, 1.0, 2.0] {
                let s = Spring(settlingDuration: target, dampingRatio: z)
                expectClose(s.settlingDuration(target: 1.0, epsilon: 0.001), target, tolerance: 1e-9)
                expectClose(s.dampingRatio, z, tolerance: 1e-15)
            }
        }
        let wide = Spring(settlingDuration: 0.5, dampingRatio: 1, epsilon: 0.05)
        expectClose(wide.settlingDuration(target: 1.0, epsilon: 0.05), 0.5, tolerance: 1e-9)
    }

    @Test func unitCurveSettling() {
        let curve = Spring(response: 0.3, dampingRatio: 0.8).unitCurve(initialVelocity: 4)
        #expect(curve.progress(at: 0) == 0)
        expectClose(curve.velocity(at: 0), 4, tolerance: 1e-12)
        let ts = curve.settlingDuration()
        #expect(Swift.abs(curve.progress(at: ts + 0.01) - 1) <= 0.001)
    }
}
