import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
    /// Exact values of the ease-in-out curve, by 40-digit root finding
    /// (mpmath). The table in the project's reference notes (0.01965137… at
    /// x = 0.1) is not the curve: it equals *one* Newton step from s = x, which
    /// is what a solver with a coarse tolerance (WebKit's 1/(200·duration))
    /// returns. Those numbers are off by up to 2.5e-4; the test below shows
    /// ours are not.
    @Test func easeInOutExactTable() {
        let expected = [0, 0.019722453548311196, 0.081659856265897477, 0.18739590670531255, 0.33188387009764609, 0.5,
                        0.66811612990235391, 0.81260409329468745, 0.91834014373410252, 0.9802775464516888, 1]
        for (i, y) in expected.enumerated() {
            expectClose(TimingCurve.easeInOut.value(at: Double(i) / 10), y, tolerance: 1e-12)
        }
        // The coarse table, for the record: one Newton step reproduces it exactly.
        let coarse = [0.01965137076241203, 0.08141362197218191, 0.1871705774437696, 0.331832067207064]
        for (i, y) in coarse.enumerated() {
            let x = Double(i + 1) / 10
            let s = x - (bezier(x, 0.42, 0.58) - x) / bezierSlope(x, 0.42, 0.58)
            expectClose(bezier(s, 0, 1), y, tolerance: 1e-15)
            #expect(Swift.abs(TimingCurve.easeInOut.value(at: x) - y) > 3e-5)
        }
    }

    @Test func otherPresetsExact() {
        for (curve, values) in [
            (TimingCurve.easeIn, [0.017026609651562943, 0.12957676084535256, 0.55481403252866289]),
            (TimingCurve.easeOut, [0.16057215423753348, 0.44518596747133714, 0.87042323915464746]),
            (TimingCurve.ease, [0.094796305716043248, 0.51331516097335845, 0.94076461429763966]),
        ] {
            for (x, y) in zip([0.1, 0.3, 0.7], values) {
                expectClose(curve.value(at: x), y, tolerance: 1e-12)
            }
        }
    }

    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    @Test func linearIsIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(TimingCurve.linear.value(at: x) == x)
            #expect(TimingCurve.linear.derivative(at: x) == 1)
        }
    }

    @Test func derivativeMatchesFiniteDifferences() {
        let curves: [TimingCurve] = [.easeIn, .easeOut, .easeInOut, .ease, TimingCurve(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.5)]
        for c in curves {
            for x in stride(from: 0.02, through: 0.98, by: 0.04) {
                let h = 1e-6
                let numeric = (c.value(at: x + h) - c.value(at: x - h)) / (2 * h)
                expectClose(c.derivative(at: x), numeric, tolerance: 1e-5 * Swift.max(1, Swift.abs(numeric)), "\(c) at \(x)")
            }
        }
    }

    @Test func endSlopes() {
        expectClose(TimingCurve.easeIn.derivative(at: 0), 0, tolerance: 1e-12)
        expectClose(TimingCurve.easeOut.derivative(at: 1), 0, tolerance: 1e-12)
        expectClose(TimingCurve.easeInOut.derivative(at: 0), 0, tolerance: 1e-12)
        #expect(TimingCurve.easeIn.derivative(at: 1).isFinite)
        #expect(TimingCurve.easeOut.derivative(at: 0).isFinite)
        expectClose(TimingCurve.ease.derivative(at: 0), 0.4, tolerance: 1e-12)
    }

    @Test func monotoneAndInverse() {
        var g = SeededRandom(seed: 41)
        for _ in 0..<200 {
            let c = TimingCurve(x1: .random(in: 0...1, using: &g), y1: .random(in: 0...1, using: &g),
                                x2: .random(in: 0...1, using: &g), y2: .random(in: 0...1, using: &g))
            var previous = -1.0
            for i in 0...100 {
                let y = c.value(at: Double(i) / 100)
                #expect(y >= previous - 1e-12)
                previous = y
            }
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            #expect(c.value(at: -1) == 0 && c.value(at: 2) == 1)
        }
    }
}

@Suite("Timing curves: one solve for value and slope")
struct TimingCurveValueAndDerivativeTests {
    @Test func agreesWithTheSeparateCalls() {
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .ease,
                                     TimingCurve(x1: 0, y1: 0.55, x2: 0.45, y2: 1), TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)]
        for c in curves {
            for i in -2...102 {
                let x = Double(i) / 100
                let both = c.valueAndDerivative(at: x)
                #expect(both.value == c.value(at: x), "\(c) at \(x)")
                #expect(both.derivative == c.derivative(at: x), "\(c) at \(x)")
            }
        }
    }
}

// Defects found in review, one test each.
extension TimingCurveTests {
    @Test(.tags(.regression, .review)) func verticalTangentsGiveTheCappedSlope() {
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
}

// MARK: Validating builders

extension TimingCurveTests {
    @Test func timingCurves() throws {
        expectError("x1") { _ = try TimingCurve.validated(x1: -0.1, y1: 0, x2: 1, y2: 1) }
        expectError("x2") { _ = try TimingCurve.validated(x1: 0, y1: 0, x2: 1.2, y2: 1) }
        expectError("y1", .notFinite) { _ = try TimingCurve.validated(x1: 0, y1: .nan, x2: 1, y2: 1) }
        #expect(try TimingCurve.validated(x1: 0.42, y1: 0, x2: 0.58, y2: 1) == .easeInOut)
    }
}
