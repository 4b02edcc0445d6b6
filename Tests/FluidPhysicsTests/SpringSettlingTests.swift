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
        expectClose(curve.progress(at: ts + 0.01), 1, tolerance: 0.001)
    }
}

// Defects found by the fuzz targets (scripts/fuzz), each reproduced with the
// smallest input that showed it.
extension SpringSettlingTests {
    /// |v₀/ω₀|² overflowed for a very slow spring with an ordinary velocity,
    /// and the settling time came back infinite although it is ≈ 2.8e252 s.
    @Test(.tags(.regression, .fuzzFinding)) func settlingWithAnOverflowingSquareIsFinite() {
        let slow = Spring(duration: 3.091095882924173e+244, bounce: 0.999999)
        let v0 = 13844.7265625, epsilon = 10.0
        let t = slow.settlingDuration(target: 2.2734375e-09, initialVelocity: v0, epsilon: epsilon)
        // Envelope A·e^(−ζω₀t) with A ≈ |v₀|/ω_d falls to ε at ln(A/ε)/(ζω₀);
        // the last peak above ε is within one period (≈ 3e244 s) of that.
        let w0 = slow.naturalFrequency, z = slow.dampingRatio
        let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
        let expected = Double.log(v0 / wd / epsilon) / (z * w0)
        #expect(t.isFinite)
        expectClose(t, expected, tolerance: 1e-6 * expected)
    }

    /// A critically damped spring with ω₀ ≈ 2e-162 and an ordinary
    /// velocity has v₀/ω₀ ≈ 1e150, whose square the solver's products
    /// overflowed: the settling time came back infinite.
    @Test(.tags(.regression, .fuzzFinding)) func settlingWithAHugeDimensionlessVelocityIsFinite() {
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
        expectClose(t * w0, tau, tolerance: 1e-9 * tau)
    }
}

// Robustness defects of issue #13 in the settling-time solver at the edges of
// the damping range (defects 1–3 and the settling part of 10). Before the fix,
// the first two groups never returned and the third returned 0.
extension SpringSettlingTests {
    /// The last time |y| exceeds ε, checked directly: just before it the value
    /// is outside the band, and at 400 later times it is inside.
    func expectIsLastExceedance(_ s: Spring, target: Double, v0: Double, eps: Double,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let ts = s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
        #expect(ts.isFinite && ts >= 0, "\(s): \(ts)", sourceLocation: sourceLocation)
        func distance(_ t: Double) -> Double { Swift.abs(s.value(target: target, initialVelocity: v0, time: t) - target) }
        if ts > 0 {
            #expect(distance(ts * (1 - 1e-9)) >= eps * (1 - 1e-6), "\(s) at \(ts)", sourceLocation: sourceLocation)
        }
        for k in 1...400 {
            let t = ts + Double(k) * 0.01 * (s.duration + ts)
            #expect(distance(t) <= eps * (1 + 1e-9), "\(s) at \(t)", sourceLocation: sourceLocation)
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "settlingDuration never returns for near-critical springs"))
    func nearCriticalSpringsReturnTheExactAnswer() {
        // The reported reproducers (they hung).
        let s = Spring(duration: 0.5, bounce: 3.868135565499031e-05)
        expectClose(s.settlingDuration, 0.7347716981942958, tolerance: 1e-3)
        expectIsLastExceedance(s, target: 1, v0: 0, eps: 0.001)
        let inverted = Spring(settlingDuration: 0.5, dampingRatio: 0.9999625)
        expectClose(inverted.settlingDuration, 0.5, tolerance: 1e-9)
        // The whole reported band of damping ratios, and both sides of it.
        for i in 0...300 {
            let z = 0.99990 + Double(i) * 1e-7
            let spring = Spring(response: 0.5, dampingRatio: z)
            expectIsLastExceedance(spring, target: 1, v0: 0, eps: 0.001)
            expectIsLastExceedance(spring, target: 0, v0: 1, eps: 0.001)
            expectIsLastExceedance(spring, target: 3, v0: -40, eps: 0.0001)
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "settlingDuration never returns for barely damped springs"))
    func barelyDampedSpringsFinishWithTheEnvelopeTime() {
        // ζ = 5e-17 and ζ = 1.1e-16: the peaks fall below ε after ln(1/ε)/α.
        let a = Spring(mass: 1, stiffness: 100, damping: 1e-15)
        let alphaA = a.dampingRatio * a.naturalFrequency
        expectClose(a.settlingDuration / (Double.log(1000) / alphaA), 1, tolerance: 1e-9)
        let b = Spring(duration: 0.5, bounce: 0.9999999999999999)
        #expect(b.settlingDuration.isFinite && b.settlingDuration > 1e14)
        // Small but representable phases: the exact last crossing, quickly.
        for z in [1e-13, 1e-10, 1e-7, 1e-4] {
            let s = Spring(response: 0.5, dampingRatio: z)
            let alpha = z * s.naturalFrequency
            let ts = s.settlingDuration
            #expect(ts.isFinite)
            // Within one period of the envelope's crossing.
            expectClose(ts, Double.log(1000) / alpha, tolerance: 0.5 + 1e-6 * ts, "ζ \(z)")
        }
        for z in [1e-4, 1e-3] {
            expectIsLastExceedance(Spring(response: 0.5, dampingRatio: z), target: 1, v0: 3, eps: 0.01)
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "settlingDuration jumps to 0 one ulp below critical damping"))
    func continuousAcrossCriticalDamping() {
        // One ulp below critical used to give 0 for a start at rest on the target.
        let critical = Spring(duration: 0.5, bounce: 0).settlingDuration(target: 0, initialVelocity: 1, epsilon: 0.001)
        expectClose(critical, 0.4935, tolerance: 1e-4)
        for bounce in [1e-16, 1e-14, 1e-12, 1e-10, -1e-16, -1e-12, -1e-10] {
            let ts = Spring(duration: 0.5, bounce: bounce).settlingDuration(target: 0, initialVelocity: 1, epsilon: 0.001)
            expectClose(ts, critical, tolerance: 1e-6, "bounce \(bounce)")
        }
        // A sweep through ζ = 1 never jumps by more than the sweep's own slope allows.
        var previous = Spring(response: 0.5, dampingRatio: 1 - 1e-4).settlingDuration
        for i in 1...200 {
            let z = 1 - 1e-4 + Double(i) * 1e-6
            let ts = Spring(response: 0.5, dampingRatio: z).settlingDuration
            expectClose(ts, previous, tolerance: 1e-3, "ζ \(z): a jump from \(previous)")
            previous = ts
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "extreme but finite inputs")) func hugeDurationsScale() {
        let unit = Spring.snappy(duration: 1).settlingDuration
        let huge = Spring.snappy(duration: 1e300).settlingDuration
        expectClose(huge / 1e300, unit, tolerance: 1e-9 * unit)
        for d in [1e140, 1e200, 1e300] {
            let s = Spring.snappy(duration: d)
            let ts = s.settlingDuration(target: 1, initialVelocity: 1e-3 / d, epsilon: 0.001)
            #expect(ts.isFinite && ts > 0, "duration \(d): \(ts)")
        }
    }
}
