import FluidPhysics
import FluidTestSupport
import Testing

/// Regressions for defects found in review, one test each.
@Suite("Physics review regressions")
struct PhysicsReviewRegressionTests {
    func rejects(_ parameter: String, _ body: () throws -> Spring) {
        do {
            let s = try body()
            Issue.record("accepted \(s); expected an error naming \(parameter)")
        } catch let error as ParameterError {
            #expect(error.parameter == parameter)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func validatingBuildersNeverReturnASpringThatEvaluatesToNaN() {
        rejects("dampingRatio") { try Spring.validated(response: 1, dampingRatio: 1e200) }
        rejects("duration") { try Spring.validated(duration: Double.leastNormalMagnitude / 1e8) }
        // A period of 6e300 s is absurd but representable: accepted, and finite.
        let slow = try? Spring.validated(mass: 1e300, stiffness: 1e-300, damping: 0)
        #expect(slow?.value(target: 1.0, initialVelocity: 1, time: 10).isFinite == true)
        rejects("stiffness") { try Spring.validated(mass: 1e-300, stiffness: 1e300, damping: 1) }
        rejects("bounce") { try Spring.validated(duration: 1, bounce: -1 + 1e-12) }
        rejects("settlingDuration") { try Spring.validated(settlingDuration: 1e-9, dampingRatio: 1) }
        // Large but ordinary coefficients are fine, and exact.
        let big = try? Spring.validated(mass: 1e200, stiffness: 1e200, damping: 1e200)
        expectClose(big?.dampingRatio ?? .nan, 0.5, tolerance: 1e-15)
        #expect(big?.value(target: 1.0, time: 0.3).isFinite == true)
    }

    @Test func dampingRatioOfLargeCoefficientsDoesNotOverflow() {
        let s = Spring(mass: 1e200, stiffness: 1e200, damping: 1e200)
        expectClose(s.dampingRatio, 0.5, tolerance: 1e-15)
        expectClose(s.duration, 2 * .pi, tolerance: 1e-12)
        let tiny = try? Spring.validated(mass: 1e-200, stiffness: 1e-200, damping: 1e-200)
        expectClose(tiny?.dampingRatio ?? .nan, 0.5, tolerance: 1e-15)
    }

    @Test func verticalTangentsGiveTheCappedSlope() {
        let circOut = TimingCurve(x1: 0, y1: 0.55, x2: 0.45, y2: 1)
        #expect(circOut.derivative(at: 0) == TimingCurve.maximumSlope)
        #expect(circOut.derivative(at: 1e-20) >= 710)
        let circIn = TimingCurve(x1: 0.55, y1: 0, x2: 1, y2: 0.45)
        #expect(circIn.derivative(at: 1) == TimingCurve.maximumSlope)
        let s = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(s.derivative(at: 0.5) == TimingCurve.maximumSlope)
        #expect(s.derivative(at: 0.5 + 1e-12) > 1e5)
        // L'Hôpital where both derivatives vanish (ease-in at its start).
        expectClose(TimingCurve.easeOut.derivative(at: 0), 6.0 / (6 * 0.58), tolerance: 1e-12)
    }

    @Test func colourHexOfNaNDoesNotTrap() {
        #expect(Color(linearRed: .nan, linearGreen: 0, linearBlue: 0).hex == 0x000000)
        #expect(Color(linearRed: .nan, linearGreen: 1, linearBlue: 0).clamped.linearRed == 0)
    }

    @Test func rubberBandStaysBoundedForHugeOvershoots() {
        let b = RubberBand.offset(1e307, dimension: 100)
        #expect(b.isFinite && b < 100)
        #expect(RubberBand.offset(1e305, dimension: 100) < 100)
        #expect(RubberBand.offset(-1e308, dimension: 100) > -100)
        expectClose(RubberBand.rawOffset(forStretched: 10, dimension: 1e308) ?? .nan, 10 / 0.55, tolerance: 1e-9)
        // Small values are unchanged by the rewrite.
        expectClose(RubberBand.offset(10, dimension: 100), 5.213270142180095, tolerance: 1e-13)
        #expect(RubberBand.offset(0, dimension: 100) == 0)
    }
}
