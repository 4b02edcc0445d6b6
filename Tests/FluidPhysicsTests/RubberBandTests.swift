import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Rubber band")
struct RubberBandTests {
    @Test func uiScrollViewCurve() {
        expectClose(RubberBand.offset(10, dimension: 100), 5.213270, tolerance: 1e-6)
        expectClose(RubberBand.offset(100, dimension: 100), 35.483871, tolerance: 1e-6)
        expectClose(RubberBand.offset(1000, dimension: 100), 84.615385, tolerance: 1e-6)
        expectClose(RubberBand.offset(-10, dimension: 100), -5.213270, tolerance: 1e-6)
        expectClose(RubberBand.offset(50, dimension: 375), 25.621118, tolerance: 1e-6)
    }

    @Test(arguments: [(5.0, 2.7421), (10, 5.4687), (100, 52.0197), (400, 178.9831), (960, 340.6452)])
    func publishedTable(x: Double, expected: Double) {
        expectClose(RubberBand.offset(x, dimension: 960), expected, tolerance: 5e-5)
    }

    @Test func rangeForm() {
        let band = RubberBand(range: 0...100, dimension: 100)
        expectClose(band.apply(110), 105.213270, tolerance: 1e-6)
        expectClose(band.apply(-10), -5.213270, tolerance: 1e-6)
        #expect(band.apply(42) == 42)
    }

    @Test func inverseUndoesTheCurve() {
        var g = SeededRandom(seed: 31)
        for _ in 0..<1000 {
            let d = g.logUniform(1, 5000)
            let x = Double.random(in: -10 * d...10 * d, using: &g)
            let b = RubberBand.offset(x, dimension: d)
            expectClose(RubberBand.rawOffset(forStretched: b, dimension: d) ?? .nan, x, tolerance: 1e-9 * (Swift.abs(x) + d))
        }
        let band = RubberBand(range: 0...100, dimension: 100)
        expectClose(band.invert(band.apply(130)) ?? .nan, 130, tolerance: 1e-9)
        #expect(band.invert(50) == 50)
        #expect(RubberBand.rawOffset(forStretched: 100, dimension: 100) == nil)
        #expect(band.invert(250) == nil)
    }

    @Test func boundedMonotoneAndOdd() {
        var previous = 0.0
        for i in 1...2000 {
            let x = Double(i) * 5
            let b = RubberBand.offset(x, dimension: 300)
            #expect(b > previous && b < 300)
            #expect(RubberBand.offset(-x, dimension: 300) == -b)
            previous = b
        }
        #expect(RubberBand.offset(.infinity, dimension: 300) == 300)
        #expect(RubberBand.offset(10, dimension: 0) == 0)
        // Slope at the edge is the constant c.
        expectClose(RubberBand.offset(1e-6, dimension: 300) / 1e-6, 0.55, tolerance: 1e-6)
    }

    @Test func powerCurve() {
        expectClose(RubberBand.power(100), 25.118864, tolerance: 1e-6)
        expectClose(RubberBand.power(-100), -25.118864, tolerance: 1e-6)
        #expect(RubberBand.power(0) == 0)
        #expect(RubberBand.power(1e6) > 1e4)  // unbounded, unlike the UIScrollView curve
    }
}

// Defects found in review, one test each.
extension RubberBandTests {
    @Test(.tags(.regression, .review)) func rubberBandStaysBoundedForHugeOvershoots() {
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

// Robustness defects of issue #13, each with its reported reproducer.
extension RubberBandTests {
    @Test(.tags(.regression, .robustness), .bug(id: 13, "extreme but finite inputs"))
    func rubberBandStartsWithItsSlopeAtAnyDimension() {
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
