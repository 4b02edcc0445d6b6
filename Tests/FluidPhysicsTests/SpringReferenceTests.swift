import FluidPhysics
import FluidTestSupport
import Testing

/// Golden values computed independently in 60-digit arithmetic (mpmath) or
/// quoted from Apple's documentation, as listed in the project's reference
/// numbers.
@Suite("Spring: reference values")
struct SpringReferenceTests {
    @Test func underDampedPositionAndVelocity() {
        let s = Spring(response: 1.0, dampingRatio: 0.8)
        expectClose(s.value(target: 10.0, time: 0.5), 9.223137867537466, tolerance: 1e-12)
        expectClose(s.velocity(target: 10.0, time: 0.5), 8.067405009231487, tolerance: 1e-12)
    }

    @Test func criticallyDampedPositionAndVelocity() {
        let s = Spring(response: 1.0, dampingRatio: 1.0)
        expectClose(s.value(target: 10.0, time: 0.5), 8.210255535859311, tolerance: 1e-12)
        expectClose(s.velocity(target: 10.0, time: 0.5), 8.530085557688848, tolerance: 1e-12)
    }

    @Test func overDampedPositionAndVelocity() {
        // Motion's over-damped branch jumps to 0.2954 at t = 0 and gives 0.8308 here.
        let s = Spring(mass: 1, stiffness: 2, damping: 10, allowOverDamping: true)
        #expect(s.value(target: 10.0, time: 0) == 0)
        expectClose(s.value(target: 10.0, time: 0.5), 0.7798505416599485, tolerance: 1e-12)
        expectClose(s.velocity(target: 10.0, time: 0.5), 1.867228573597251, tolerance: 1e-12)
    }

    static let sampleTimes = [0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5]

    @Test(arguments: [
        (Spring.bouncy, [0.145715, 0.423302, 0.873711, 0.984087, 1.033930, 1.039303, 1.014498]),
        (Spring.snappy, [0.138210, 0.388102, 0.786369, 0.894509, 0.956447, 1.001617, 1.006020]),
        (Spring.smooth, [0.131311, 0.357740, 0.715416, 0.821026, 0.890034, 0.960457, 0.986399]),
    ])
    func presetCurves(spring: Spring, expected: [Double]) {
        for (t, x) in zip(Self.sampleTimes, expected) {
            expectClose(spring.value(target: 1.0, time: t), x, tolerance: 6e-7, "t = \(t)")
        }
    }

    @Test func presetParameters() {
        #expect(Spring.smooth.duration == 0.5 && Spring.smooth.bounce == 0)
        expectClose(Spring.snappy.bounce, 0.15, tolerance: 1e-15)
        expectClose(Spring.bouncy.bounce, 0.3, tolerance: 1e-15)
        let custom = Spring.snappy(duration: 0.4, extraBounce: 0.1)
        expectClose(custom.duration, 0.4, tolerance: 1e-15)
        expectClose(custom.bounce, 0.25, tolerance: 1e-15)
        expectClose(Spring.bouncy(extraBounce: -0.3).dampingRatio, 1, tolerance: 1e-15)
        expectClose(Spring.smooth(duration: 1).duration, 1, tolerance: 1e-15)
    }

    @Test func appleDocumentedConversions() {
        let a = Spring(duration: 0.5, bounce: 0.3)
        #expect(a.mass == 1)
        expectClose(a.stiffness, 157.9, tolerance: 0.05)
        expectClose(a.damping, 17.6, tolerance: 0.05)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(b.duration, 0.63, tolerance: 0.005)
        expectClose(b.bounce, 0.5, tolerance: 1e-12)
    }

    @Test(arguments: [
        (0.25, 0.75, 631.6547, 37.6991), (0.26, 0.8, 584.0003, 38.6658), (0.8, 0.68, 61.6850, 10.6814),
        (0.4, 1.0, 246.7401, 31.4159), (0.3, 0.8, 438.6491, 33.5103), (0.8, 1.0, 61.6850, 15.7080),
    ])
    func responseDampingRatioConversions(response: Double, zeta: Double, k: Double, c: Double) {
        let s = Spring(response: response, dampingRatio: zeta)
        expectClose(s.stiffness, k, tolerance: 5e-5)
        expectClose(s.damping, c, tolerance: 5e-5)
        expectClose(s.response, response, tolerance: 1e-15)
        expectClose(s.dampingRatio, zeta, tolerance: 1e-15)
    }

    @Test func negativeBounceIsOverDamped() {
        // ζ = 1/(1 + bounce) below zero.
        let s = Spring(duration: 1, bounce: -0.5)
        expectClose(s.dampingRatio, 2, tolerance: 1e-15)
        expectClose(s.bounce, -0.5, tolerance: 1e-15)
        let t = Spring(response: 1, dampingRatio: 4)
        expectClose(t.bounce, -0.75, tolerance: 1e-15)
    }

    /// 60-digit references (mpmath) for near-critical and strongly damped
    /// springs: (response, ζ, target, v0, t, x, v).
    static let precise: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (1, 1 - 1e-12, 10, 0, 0.5, 8.210255535863776917, 8.5300855576875834232),
        (1, 1 - 1e-12, 1, -7, 0.13, -0.20480754171134393769, 1.7010253979655172036),
        (1, 1 - 1e-12, 100, 250, 2.0, 99.997012613291916923, 0.017450978035009942734),
        (1, 1 + 1e-12, 10, 0, 0.5, 8.2102555358548442323, 8.5300855576901130282),
        (1, 1 + 1e-12, 1, -7, 0.13, -0.20480754171102646375, 1.7010253979657961953),
        (1, 1 + 1e-12, 100, 250, 2.0, 99.997012613291595313, 0.017450978036570171874),
        (1, 1 - 1e-7, 10, 0, 0.5, 8.2102559824935720263, 8.5300854312085516898),
        (1, 1 + 1e-7, 1, -7, 0.13, -0.20480752583748889418, 1.7010254119152366488),
        (1, 1 + 1e-7, 100, 250, 2.0, 99.997012597211267258, 0.017451056047308563076),
        (0.3, 50, 10, 0, 0.5, 0.99342479604315045108, 1.8865213706563755488),
        (0.3, 50, 1, -7, 0.13, 0.02351200291720482976, 0.20453562347170730374),
        (0.3, 50, 100, 250, 2.0, 34.296328965358741712, 13.762321052176591312),
        (0.3, 50, -3, 40, 7.5, -2.3724264931048940381, -0.131451834421506692),
        (0.5, 0.05, 10, 0, 0.5, 2.6990722892793488643, -0.72222559638864797471),
        (0.5, 0.05, 100, 250, 2.0, 71.419704158129699725, 59.973998105263413682),
        (0.5, 0.05, -3, 40, 7.5, -2.9767630949571376723, 0.39883364688545442649),
        (2, 3, 10, 0, 0.5, 2.1308173475844483671, 4.2410150172733387472),
        (2, 3, 1, -7, 0.13, -0.28859035229692028696, -0.0029155470446830966417),
        (2, 3, -3, 40, 7.5, -2.9062413645054378166, -0.050537037553359919001),
    ]

    @Test func accuracyAgainstSixtyDigitReferences() {
        for (response, zeta, target, v0, t, x, v) in Self.precise {
            let s = Spring(response: response, dampingRatio: zeta)
            // The motion's scale: |target| + |v0|·1 s.
            let scale = Swift.abs(target) + Swift.abs(v0)
            expectClose(s.value(target: target, initialVelocity: v0, time: t), x, tolerance: 1e-9 * scale, "x ζ=\(zeta)")
            expectClose(s.velocity(target: target, initialVelocity: v0, time: t), v, tolerance: 1e-9 * scale, "v ζ=\(zeta)")
        }
    }

    @Test func flutterCriticalSpringCorrectValues() {
        // Flutter's stored critical test encodes flutter#109675; these are the physically correct floors.
        let s = Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(s.dampingRatio == 1)
        #expect(s.velocity(target: 500.0, time: 0) == 0)
        for (t, x, dx) in [(0.25, 356.0, 1026.0), (0.5, 479.0, 168.0), (0.75, 497.0, 20.0)] {
            #expect(s.value(target: 500.0, time: t).rounded(.down) == x)
            #expect(s.velocity(target: 500.0, time: t).rounded(.down) == dx)
        }
    }
}

/// Figures the README states that its snippets do not show (the snippets'
/// shown values are checked by ReadmeSnippetTests).
@Suite("README figures")
struct ReadmeFigureTests {
    @Test func exactStepIsTheClosedForm() {
        let b = Spring(response: 0.4, dampingRatio: 0.8)
        var position = 0.0, velocity = 1200.0
        b.update(value: &position, velocity: &velocity, target: 300, deltaTime: 1.0 / 120)
        expectClose(position, b.value(target: 300.0, initialVelocity: 1200, time: 1.0 / 120), tolerance: 1e-12)
    }

    @Test func worstErrorAgainstReferences() {
        var worst = 0.0
        for (response, zeta, target, v0, t, x, v) in SpringReferenceTests.precise {
            let s = Spring(response: response, dampingRatio: zeta)
            let scale = Swift.abs(target) + Swift.abs(v0)
            worst = Swift.max(worst, Swift.abs(s.value(target: target, initialVelocity: v0, time: t) - x) / scale)
            worst = Swift.max(worst, Swift.abs(s.velocity(target: target, initialVelocity: v0, time: t) - v) / scale)
        }
        #expect(worst < 1e-12, "worst relative error \(worst)")
    }
}

/// The anchors' integrators, rebuilt on our `force(target:position:velocity:)`
/// to reproduce their published drift, beside our exact stepping.
@Suite("Frame-rate dependence of other integrators")
struct IntegratorComparisonTests {
    let spring = Spring(response: 1.0, dampingRatio: 0.8)

    func semiImplicitEuler(hz: Double) -> Double {
        var x = 0.0, v = 0.0
        for _ in 0..<Int(hz / 2) {
            v += spring.force(target: 10.0, position: x, velocity: v) / spring.mass / hz
            x += v / hz
        }
        return x
    }

    /// Runge–Kutta 4 with the k1 term dropped from the weighted sum (Advance's defect).
    func rk4WithoutK1(hz: Double) -> Double {
        var x = 0.0, v = 0.0
        let h = 1 / hz
        func a(_ x: Double, _ v: Double) -> Double { spring.force(target: 10.0, position: x, velocity: v) / spring.mass }
        for _ in 0..<Int(hz / 2) {
            let k1x = v, k1v = a(x, v)
            let k2x = v + k1v * h / 2, k2v = a(x + k1x * h / 2, v + k1v * h / 2)
            let k3x = v + k2v * h / 2, k3v = a(x + k2x * h / 2, v + k2v * h / 2)
            let k4x = v + k3v * h, k4v = a(x + k3x * h, v + k3v * h)
            x += h / 6 * (2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    @Test func anchorsDriftWeDoNot() {
        expectClose(semiImplicitEuler(hz: 60), 9.257, tolerance: 0.0005)
        expectClose(semiImplicitEuler(hz: 120), 9.243, tolerance: 0.0005)
        // Reported as ≈ 8.318; this reconstruction gives 8.3168 at 120 Hz and 8.2756 at 60 Hz.
        expectClose(rk4WithoutK1(hz: 120), 8.318, tolerance: 0.002)
        expectClose(rk4WithoutK1(hz: 60), 8.2756, tolerance: 0.0005)
        for hz in [60.0, 120.0] {
            var x = 0.0, v = 0.0
            for _ in 0..<Int(hz / 2) { spring.update(value: &x, velocity: &v, target: 10.0, deltaTime: 1 / hz) }
            expectClose(x, 9.223137867537466, tolerance: 1e-11)
        }
    }
}

@Suite("Spring.overshoot")
struct SpringOvershootTests {
    /// Golden values from the closed form exp(−πζ/√(1 − ζ²)) (Python decimal at 40 digits).
    @Test func matchesTheClosedForm() {
        expectClose(Spring(response: 1, dampingRatio: 0.5).overshoot, 0.16303353482158048, tolerance: 1e-12)
        expectClose(Spring(response: 1, dampingRatio: 0.1).overshoot, 0.7292476142876709, tolerance: 1e-12)
        #expect(Spring(response: 1, dampingRatio: 1).overshoot == 0)
        #expect(Spring(response: 1, dampingRatio: 2).overshoot == 0)
        #expect(Spring(response: 0.3, dampingRatio: 0.999_999).overshoot < 1e-300)
    }

    /// The largest excursion past the target of a step from rest, sampled densely, is the overshoot.
    @Test func isTheLargestExcursionOfAStepFromRest() {
        for z in [0.1, 0.3, 0.5, 0.8, 0.95] {
            let spring = Spring(response: 0.8, dampingRatio: z)
            var peak = 0.0
            for i in 0...20_000 {
                let x = spring.value(fromValue: 0.0, toValue: 250.0, time: Double(i) * 1e-4)
                peak = max(peak, x - 250)
            }
            expectClose(peak / 250, spring.overshoot, tolerance: 1e-6, "ζ \(z)")
        }
    }
}
