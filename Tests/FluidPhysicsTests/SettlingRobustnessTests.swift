import FluidPhysics
import FluidTestSupport
import Testing

/// Regression tests for the settling-time solver at the edges of the damping
/// range (robustness issue, defects 1–3 and the settling part of 10). Before
/// the fix, the first two groups never returned and the third returned 0.
@Suite("Spring: settling duration terminates and is continuous at the extremes")
struct SettlingRobustnessTests {
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

    @Test func nearCriticalSpringsReturnTheExactAnswer() {
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

    @Test func barelyDampedSpringsFinishWithTheEnvelopeTime() {
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
            #expect(Swift.abs(ts - Double.log(1000) / alpha) <= 0.5 + 1e-6 * ts, "ζ \(z): \(ts)")
        }
        for z in [1e-4, 1e-3] {
            expectIsLastExceedance(Spring(response: 0.5, dampingRatio: z), target: 1, v0: 3, eps: 0.01)
        }
    }

    @Test func continuousAcrossCriticalDamping() {
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
            #expect(Swift.abs(ts - previous) < 1e-3, "ζ \(z): \(previous) → \(ts)")
            previous = ts
        }
    }

    @Test func hugeDurationsScale() {
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

/// Robustness defects 7 and 8: validating builders that clamped silently,
/// and a validated rate that broke `Decay`.
@Suite("Validation: exact or a typed error")
struct ValidationRobustnessTests {
    @Test func settlingBuilderNeverClamps() throws {
        // ζ = 1e-9 came back as 1e-6; now it is kept, or the call throws.
        do {
            let s = try Spring.validated(settlingDuration: 0.5, dampingRatio: 1e-9)
            #expect(s.dampingRatio == 1e-9)
            expectClose(s.settlingDuration / 0.5, 1, tolerance: 1e-9)
        } catch {
            #expect(error.parameter == "settlingDuration")
        }
        // 10 µs with ζ = 100 settled in 2.2e-4 s; now it throws, naming the parameter.
        #expect(throws: ParameterError.self) { try Spring.validated(settlingDuration: 1e-5, dampingRatio: 100) }
        do {
            _ = try Spring.validated(settlingDuration: 1e-5, dampingRatio: 100)
        } catch {
            #expect(error.parameter == "settlingDuration")
        }
        // Every accepted request is met exactly.
        var g = SeededRandom(seed: 71)
        for _ in 0..<300 {
            let duration = g.logUniform(1e-5, 100), z = g.logUniform(1e-8, 1e3)
            if let s = try? Spring.validated(settlingDuration: duration, dampingRatio: z) {
                #expect(s.dampingRatio == z)
                expectClose(s.settlingDuration / duration, 1, tolerance: 1e-9, "\(duration) s, ζ \(z)")
            }
        }
    }

    @Test func tinyValidatedRatesDecayFinitely() throws {
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
}

/// Robustness defect 10: extreme but finite inputs.
@Suite("Extremes stay finite and right")
struct ExtremesRobustnessTests {
    @Test func decayDurationToATinyThreshold() {
        let t = Decay().duration(initialVelocity: 1000.0, threshold: 1e-306)
        expectClose(t, (Double.log(1000) + 306 * Double.log(10)) / DecelerationRate.normal.decayConstant, tolerance: 1e-9)
        #expect(t > 354 && t < 356)
    }

    @Test func aSpringWhosePeriodOverflowsIsRejected() {
        #expect(throws: ParameterError.self) { try Spring.validated(mass: .greatestFiniteMagnitude, stiffness: .leastNonzeroMagnitude, damping: 0) }
    }

    @Test func rubberBandStartsWithItsSlopeAtAnyDimension() {
        expectClose(RubberBand.offset(1e-10, dimension: 1e300), 0.55e-10, tolerance: 1e-24)
        expectClose(RubberBand.offset(-1e-10, dimension: 1e300), -0.55e-10, tolerance: 1e-24)
        expectClose(RubberBand.offset(10, dimension: 100), 5.213270142180095, tolerance: 1e-12)
        #expect(RubberBand.offset(1e308, dimension: 100) < 100)
        #expect(RubberBand.offset(.infinity, dimension: 100) == 100)
        // Both forms meet where c|x| = d.
        let d = 300.0, x = d / 0.55
        expectClose(RubberBand.offset(x.nextDown, dimension: d), RubberBand.offset(x.nextUp, dimension: d), tolerance: 1e-9)
    }
}
