import FluidPhysics
import FluidTestSupport
import Testing

/// The two rubber-band curves' slopes and inverses, which turn a finger's
/// velocity into what it stretches (chain rule) and let a finger catch a
/// stretched view where it is.
@Suite("RubberBand and PowerRubberBand: slope and inverse")
struct RubberBandSlopeTests {
    /// Central difference of `f` at `x`.
    func derivative(_ f: (Double) -> Double, at x: Double) -> Double {
        let h = 1e-4 * Swift.max(1, Swift.abs(x))
        return (f(x + h) - f(x - h)) / (2 * h)
    }

    @Test(arguments: [0.0, 0.5, 10, 100, 844, 1e4, -30, -1e5])
    func boundedSlopeIsTheDerivative(x: Double) {
        for d in [100.0, 844] {
            let slope = RubberBand.slope(x, dimension: d)
            expectClose(slope, derivative({ RubberBand.offset($0, dimension: d) }, at: x), tolerance: 1e-6)
            #expect(slope > 0 && slope <= RubberBand.defaultConstant)
        }
        #expect(RubberBand.slope(x, dimension: 0) == 0, "a rigid band does not move")
        #expect(RubberBand.slope(.infinity, dimension: 100) == 0)
    }

    @Test func slopeAtIsOneInsideTheRangeAndTheCurvesOutside() {
        let band = RubberBand(range: 100...300, dimension: 844)
        for x in [100.0, 200, 300] { #expect(band.slope(at: x) == 1) }
        for x in [-50.0, 20, 99, 301, 500, 2000] {
            expectClose(band.slope(at: x), derivative(band.apply, at: x), tolerance: 1e-6)
        }
    }

    @Test func rawValueInvertsApplyAndCountsTheUnreachableAsJustInside() {
        let band = RubberBand(range: 0...200, dimension: 100)
        for raw in [-500.0, -20, 0, 150, 200, 260, 1e4] {
            expectClose(band.rawValue(showing: band.apply(raw)), raw, tolerance: 1e-9 * (1 + Swift.abs(raw)))
        }
        // Past the band's reach (|overshoot| ≥ d) nothing shows it: the
        // raw value is the largest finite one the band still maps below d.
        let far = band.rawValue(showing: 200 + 150)
        #expect(far.isFinite && far > 200 && band.apply(far) <= 300)
        let below = band.rawValue(showing: -100)
        #expect(below.isFinite && below < 0 && band.apply(below) > -100)
        #expect(band.rawValue(showing: .nan).isNaN)
    }

    @Test func powerBandMatchesTheDemoCurveAndItsInverse() {
        let band = PowerRubberBand(range: -360...0)
        for raw in [-2000.0, -400, -360, -100, 0, 0.2, 10, 400] {
            expectClose(band.rawValue(showing: band.apply(raw)), raw, tolerance: 1e-9 * (1 + Swift.abs(raw)))
        }
        expectClose(band.apply(100), 25.1189, tolerance: 1e-4)          // 100^0.7
        expectClose(band.apply(-460), -360 - 25.1189, tolerance: 1e-4)
        #expect(band.slope(at: -100) == 1)
        for x in [1.0, 50, 700] {
            expectClose(band.slope(at: x), derivative(band.apply, at: x), tolerance: 1e-6)
        }
        #expect(band.slope(at: 0.1) == 1, "capped within 0.305 pt of the edge")
        #expect(PowerRubberBand().inverse(.greatestFiniteMagnitude).isFinite)
    }
}
