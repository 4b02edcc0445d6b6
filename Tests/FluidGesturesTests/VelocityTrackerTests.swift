import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Velocity tracker rules")
struct VelocityTrackerTests {
    static let strategies: [VelocityStrategy] = [.leastSquares, .impulse, .iOSScrollView, .macOSScrollView]

    @Test func apiShape() {
        var tracker = VelocityTracker()
        var impulse = VelocityTracker(strategy: .impulse)
        tracker.addPosition(Point(x: 10, y: 20), at: 0.016)
        impulse.addPosition(Point(x: 10, y: 20), at: 0.016)
        let v: Vector = tracker.velocity(at: 0.020)
        #expect(v == .zero)  // one sample: no velocity yet
        #expect(tracker.strategy == .leastSquares)
        #expect(impulse.strategy == .impulse)
    }

    @Test(arguments: strategies)
    func uniformMotionIsMeasuredExactly(strategy: VelocityStrategy) {
        var g = SeededRandom(seed: 1)
        for _ in 0..<100 {
            let velocity = Vector(dx: g.uniform(-4000...4000), dy: g.uniform(-4000...4000))
            let start = Point(x: g.uniform(-500...500), y: g.uniform(-500...500))
            var tracker = VelocityTracker(strategy: strategy)
            var t = g.uniform(0...1000)
            for _ in 0..<Int(g.uniform(2...30)) {
                tracker.addPosition(start + velocity * t, at: t)
                t += g.uniform(0.004...0.035)
            }
            let measured = tracker.velocity
            expectClose(measured, velocity, tolerance: 1e-6 * velocity.length + 1e-6, "\(strategy)")
        }
    }

    @Test func leastSquaresIsExactForQuadraticMotion() {
        // x(t) = a + b·t + c·t²: the velocity at the newest sample is b + 2c·t.
        var g = SeededRandom(seed: 2)
        for _ in 0..<200 {
            let (a, b, c) = (g.uniform(-100...100), g.uniform(-3000...3000), g.uniform(-30000...30000))
            var tracker = VelocityTracker1D()
            var t = 0.0
            for _ in 0..<Int(g.uniform(3...25)) {
                tracker.addPosition(a + b * t + c * t * t, at: t)
                t += g.uniform(0.004...0.030)
            }
            let newest = tracker.newestTime!
            expectClose(tracker.velocity, b + 2 * c * newest, tolerance: 1e-6 * (Swift.abs(b) + Swift.abs(c)))
        }
    }

    @Test func fallbacksWithFewSamples() {
        for strategy in Self.strategies {
            var tracker = VelocityTracker1D(strategy: strategy)
            #expect(tracker.velocity(at: 0) == 0)
            tracker.addPosition(5, at: 1.0)
            #expect(tracker.velocity(at: 1.0) == 0, "one sample")
            tracker.addPosition(7, at: 1.01)
            expectClose(tracker.velocity(at: 1.01), 200, tolerance: 1e-9, "two samples: the slope")
        }
    }

    @Test func leastSquaresWindowStopsAtGapsAndHorizon() {
        var tracker = VelocityTracker1D()
        // An old motion going the other way, then a 41 ms gap.
        for i in 0..<10 { tracker.addPosition(Double(-i) * 10, at: Double(i) * 0.008) }
        let resume = 9 * 0.008 + 0.041
        for i in 0..<4 { tracker.addPosition(1000 + Double(i) * 4, at: resume + Double(i) * 0.008) }
        expectClose(tracker.velocity, 500, tolerance: 1e-6)
        // A gap of exactly 40 ms still joins the samples.
        var joined = VelocityTracker1D()
        joined.addPosition(0, at: 216_690.896)
        joined.addPosition(20, at: 216_690.936)
        joined.addPosition(21, at: 216_690.937)
        // (with the first sample: quadratic fit; without it: 1000 points/s)
        #expect(Swift.abs(joined.velocity - 1000) > 1)
        // Samples older than 100 ms do not count: a fast start then slow.
        var horizon = VelocityTracker1D()
        var t = 0.0
        var x = 0.0
        for _ in 0..<5 { horizon.addPosition(x, at: t); x += 30; t += 0.010 }
        for _ in 0..<12 { horizon.addPosition(x, at: t); x += 1; t += 0.010 }
        expectClose(horizon.velocity, 100, tolerance: 1e-6)
        // The horizon to the millisecond: a sample 100.5 ms old is out, one
        // exactly 100 ms old is in (an off-line value there bends the fit).
        func edge(oldest offset: Double) -> Double {
            var tracker = VelocityTracker1D()
            for i in 0..<4 { tracker.addPosition(-300 + Double(i) * 30, at: -0.0305 + Double(i) * 0.010) }
            tracker.addPosition(offset, at: 0)   // exactly 100 ms before the newest
            for i in 1...10 { tracker.addPosition(Double(i), at: Double(i) * 0.010) }
            return tracker.velocity
        }
        expectClose(edge(oldest: 0), 100, tolerance: 1e-6)
        #expect(Swift.abs(edge(oldest: 5) - 100) > 1)
    }

    @Test func keepsAtMostTwentySamples() {
        var tracker = VelocityTracker()
        for i in 0..<100 { tracker.addPosition(Point(x: Double(i), y: 0), at: Double(i) * 0.001) }
        #expect(tracker.sampleCount == VelocityTracker.maximumSampleCount)
        expectClose(tracker.velocity.dx, 1000, tolerance: 1e-6)
    }

    @Test func stoppedRule() {
        for strategy in Self.strategies {
            var tracker = VelocityTracker(strategy: strategy)
            tracker.addPosition(Point(x: 0, y: 0), at: 1.000)
            tracker.addPosition(Point(x: 10, y: 0), at: 1.010)
            tracker.addPosition(Point(x: 20, y: 0), at: 1.020)
            expectClose(tracker.velocity(at: 1.060).dx, 1000, tolerance: 1e-6, "exactly 40 ms later still moving")
            #expect(tracker.velocity(at: 1.0601) == .zero, "more than 40 ms later: stopped")
            #expect(tracker.velocity(at: 0.5) == tracker.velocity, "a query in the past gives the newest estimate")
            #expect(tracker.velocity(at: .nan) == .zero)
            #expect(tracker.velocity(at: .infinity) == .zero)
        }
    }

    @Test func maximumSpeedClampsAlongTheDirection() {
        var tracker = VelocityTracker(maximumSpeed: 1000)
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 30, y: 40), at: 0.01)  // 5000 points/s along (3, 4)
        let v = tracker.velocity(at: 0.01)
        expectClose(v.length, 1000, tolerance: 1e-9)
        expectClose(v.dx / v.dy, 0.75, tolerance: 1e-12)
        var slow = VelocityTracker(maximumSpeed: 1000)
        slow.addPosition(Point(x: 0, y: 0), at: 0)
        slow.addPosition(Point(x: 3, y: 4), at: 0.01)
        expectClose(slow.velocity.length, 500, tolerance: 1e-9)
        for noLimit in [nil, 0, -5, Double.nan, Double.infinity] as [Double?] {
            var free = VelocityTracker(maximumSpeed: noLimit)
            free.addPosition(Point(x: 0, y: 0), at: 0)
            free.addPosition(Point(x: 30, y: 40), at: 0.01)
            expectClose(free.velocity.length, 5000, tolerance: 1e-9)
        }
        var oneD = VelocityTracker1D(maximumSpeed: 800)
        oneD.addPosition(0, at: 0)
        oneD.addPosition(-50, at: 0.01)
        #expect(oneD.velocity == -800)
    }

    @Test func sameTimestampReplacesTheNewestSample() {
        var tracker = VelocityTracker1D()
        #expect(tracker.addPosition(0, at: 0) == .accepted)
        #expect(tracker.addPosition(10, at: 0.01) == .accepted)
        #expect(tracker.addPosition(12, at: 0.01) == .replacedNewest)
        #expect(tracker.sampleCount == 2)
        expectClose(tracker.velocity, 1200, tolerance: 1e-9)
        #expect(tracker.rejectedSampleCount == 0)
    }

    @Test func backwardsAndNonFiniteSamplesAreDroppedAndCounted() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 0, y: 0), at: 1)
        tracker.addPosition(Point(x: 10, y: 0), at: 1.01)
        #expect(tracker.addPosition(Point(x: 99, y: 99), at: 1.005) == .rejected(.timeWentBackwards))
        #expect(tracker.addPosition(Point(x: .nan, y: 0), at: 1.02) == .rejected(.nonFinitePosition))
        #expect(tracker.addPosition(Point(x: 0, y: .infinity), at: 1.02) == .rejected(.nonFinitePosition))
        #expect(tracker.addPosition(Point(x: 20, y: 0), at: .nan) == .rejected(.nonFiniteTime))
        #expect(tracker.addPosition(Point(x: 20, y: 0), at: -.infinity) == .rejected(.nonFiniteTime))
        #expect(tracker.rejectedSampleCount == 5)
        #expect(tracker.sampleCount == 2)
        expectClose(tracker.velocity.dx, 1000, tolerance: 1e-9)
        #expect(tracker.newestPosition == Point(x: 10, y: 0))
        tracker.reset()
        #expect(tracker.sampleCount == 0 && tracker.rejectedSampleCount == 0 && tracker.newestTime == nil)
    }

    @Test(arguments: strategies)
    func neverNaNFromArbitraryFiniteInput(strategy: VelocityStrategy) {
        var g = SeededRandom(seed: 3)
        for _ in 0..<300 {
            var tracker = VelocityTracker(strategy: strategy)
            var t = g.uniform(-1e6...1e6)
            for _ in 0..<Int(g.uniform(1...40)) {
                let scale = [1.0, 1e6, 1e150, 1e300][Int(g.uniform(0...3.999))]
                let p = Point(x: g.uniform(-1...1) * scale, y: g.uniform(-1...1) * scale)
                // Occasionally bad: repeated or backwards times, NaN, infinity.
                switch Int(g.uniform(0...9.999)) {
                case 0: tracker.addPosition(Point(x: .nan, y: 1), at: t)
                case 1: tracker.addPosition(p, at: t - 0.01)
                case 2: tracker.addPosition(p, at: .nan)
                default: break
                }
                tracker.addPosition(p, at: t)
                t += [0.0, 1e-9, 0.008, 0.05][Int(g.uniform(0...3.999))]
            }
            let v = tracker.velocity(at: t)
            #expect(v.dx.isFinite && v.dy.isFinite, "\(strategy): \(v)")
        }
    }

    @Test func weightsAreRenormalisedWithFewSegments() {
        // Two segments: 10 and 20 points per 10 ms with iOS weights: (0.35·2000 + 0.05·1000)… newest is 2000.
        var tracker = VelocityTracker1D(strategy: .iOSScrollView)
        tracker.addPosition(0, at: 0)
        tracker.addPosition(10, at: 0.01)
        tracker.addPosition(30, at: 0.02)
        expectClose(tracker.velocity, (0.35 * 1000 + 0.05 * 2000) / 0.40, tolerance: 1e-9)
        // Degenerate weights fall back to an equal average.
        var equal = VelocityTracker1D(strategy: .weightedAverage(.init(thirdNewest: .nan, secondNewest: -1, newest: 0)))
        equal.addPosition(0, at: 0)
        equal.addPosition(10, at: 0.01)
        equal.addPosition(30, at: 0.02)
        expectClose(equal.velocity, 1500, tolerance: 1e-9)
    }

    @Test func impulseIgnoresSamplesOlderThanFortyMilliseconds() {
        var tracker = VelocityTracker1D(strategy: .impulse)
        tracker.addPosition(0, at: 0)
        tracker.addPosition(-100, at: 0.010)  // outside the window once the newest is at 0.060
        tracker.addPosition(0, at: 0.020)
        tracker.addPosition(10, at: 0.030)
        tracker.addPosition(20, at: 0.040)
        tracker.addPosition(30, at: 0.050)
        tracker.addPosition(40, at: 0.060)
        expectClose(tracker.velocity, 1000, tolerance: 1e-6)
    }

    @Test func impulseHalvesTheFirstSegment() {
        // One segment at 1000 points/s: E = ½·(1000 − 0)·1000, v = √(2E) = 1000.
        var tracker = VelocityTracker1D(strategy: .impulse)
        tracker.addPosition(0, at: 0)
        tracker.addPosition(10, at: 0.01)
        expectClose(tracker.velocity, 1000, tolerance: 1e-9)
        // Then a segment at 2000: E = 500 000 + (2000 − 1000)·2000 = 2 500 000, v = √5e6.
        tracker.addPosition(30, at: 0.02)
        expectClose(tracker.velocity, (5e6).squareRoot(), tolerance: 1e-6)
    }
}

@Suite("Three-sample velocity sampler")
struct VelocitySamplerTests {
    @Test func referenceNumbers() {
        var a = VelocitySampler<Double>()
        a.addSample(1, time: 1)
        a.addSample(2, time: 1.1)
        expectClose(a.velocity, 10, tolerance: 1e-9)

        var b = VelocitySampler<Double>()
        b.addSample(1, time: 1)
        b.addSample(2, time: 2)
        b.addSample(4, time: 3)
        expectClose(b.velocity, 1.25, tolerance: 1e-12)

        var c = VelocitySampler<Double>()
        c.addSample(1, time: 1)
        c.addSample(2, time: 2)
        c.addSample(4, time: 4)
        expectClose(c.velocity, 1.0, tolerance: 1e-12)
    }

    @Test func keepsThreeSamplesAndWorksOnPoints() {
        var sampler = VelocitySampler<Point>()
        #expect(sampler.isEmpty && sampler.velocity == .zero)
        sampler.addSample(Point(x: 100, y: 0), time: 0)  // forgotten after three more
        sampler.addSample(Point(x: 0, y: 0), time: 1)
        sampler.addSample(Point(x: 1, y: 2), time: 2)
        sampler.addSample(Point(x: 3, y: 6), time: 3)
        expectClose(sampler.velocity.x, 0.25 * 2 + 0.75 * 1, tolerance: 1e-12)
        expectClose(sampler.velocity.y, 0.25 * 4 + 0.75 * 2, tolerance: 1e-12)
        sampler.reset()
        #expect(sampler.isEmpty)
    }

    @Test func badSamples() {
        var sampler = VelocitySampler<Double>(previousIntervalWeight: .nan)
        #expect(sampler.previousIntervalWeight == 0.75)
        sampler.addSample(0, time: 0)
        sampler.addSample(1, time: 1)
        #expect(sampler.addSample(5, time: 0.5) == false)
        #expect(sampler.addSample(5, time: .nan) == false)
        #expect(sampler.addSample(.infinity, time: 2) == false)
        #expect(sampler.addSample(.nan, time: 2) == false)
        #expect(sampler.addSample(3, time: 1) == true)  // replaces the newest
        expectClose(sampler.velocity, 3, tolerance: 1e-12)
        #expect(VelocitySampler<Double>(previousIntervalWeight: 7).previousIntervalWeight == 1)
        #expect(VelocitySampler<Double>(previousIntervalWeight: -1).previousIntervalWeight == 0)
    }
}

// Defects found in review, one test each.
extension VelocitySamplerTests {
    @Test(.tags(.regression, .review)) func velocitySamplerStaysFiniteForTinyTimeSteps() {
        var a = VelocitySampler<Double>()
        _ = a.addSample(1, time: 0)
        _ = a.addSample(1, time: .leastNonzeroMagnitude)
        #expect(a.velocity.isFinite)
        var b = VelocitySampler<Double>()
        _ = b.addSample(0, time: 0)
        _ = b.addSample(1, time: Double.leastNormalMagnitude / 100)
        #expect(b.velocity.isFinite)
    }
}

// Defects found in review, one test each.
extension VelocityTrackerTests {
    @Test(.tags(.regression, .review)) func anOverflowingVelocityIsClampedNotZeroed() {
        var tracker = VelocityTracker(maximumSpeed: 8000)
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 1e300, y: 1e300), at: 1e-9)
        let v = tracker.velocity(at: 1e-9)
        expectClose(v.length, 8000, tolerance: 1e-9)
        expectClose(v.dx, v.dy, tolerance: 1e-9)
    }

    @Test(.tags(.regression, .review)) func windowRulesHoldAtLargeAbsoluteTimestamps() {
        // Seconds since 1970: timestamps 2.4e-7 s apart. A gap of exactly
        // 40 ms still joins the window; 41 ms splits it.
        let base = 1.7e9
        for (gap, expected) in [(0.040, 3), (0.041, 2)] {
            var tracker = VelocityTracker()
            tracker.addPosition(Point(x: 0, y: 0), at: base)
            tracker.addPosition(Point(x: 10, y: 0), at: base + gap)
            tracker.addPosition(Point(x: 20, y: 0), at: base + gap + 0.008)
            tracker.addPosition(Point(x: 30, y: 0), at: base + gap + 0.016)
            // With the first sample in the window the fit sees the slow start.
            let v = tracker.velocity(at: base + gap + 0.016).dx
            // (Timestamps this large carry ~1e-7 s of rounding: 3e-5 of an 8 ms step.)
            if expected == 3 { #expect(Swift.abs(v - 1250) > 10) } else { expectClose(v, 1250, tolerance: 0.5) }
        }
    }
}
