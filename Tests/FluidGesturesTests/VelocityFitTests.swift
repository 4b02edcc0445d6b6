@testable import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// The least-squares fit from one pass of moments against the two-pass
/// evaluation and an 80-bit reference, and the window kept as samples
/// arrive against the one a walk back from the newest sample finds.
@Suite("Velocity fit and window, incremental")
struct VelocityFitTests {
    // MARK: Helpers

    /// A history holding `junk` older samples (so that the window sits
    /// anywhere in the ring, wrapping or not), then the window's samples.
    /// Returns the history and the window's first index.
    static func history(times: [Double], values: [SIMD2<Double>], junk: Int) -> (SampleHistory, Int) {
        var history = SampleHistory(capacity: VelocityTracker.maximumSampleCount)
        for k in 0..<junk {
            _ = history.add(SIMD2(Double(k), -Double(k)), at: times[0] - 1 - Double(junk - k))
        }
        for (t, v) in zip(times, values) {
            #expect(history.add(v, at: t) == .accepted)
        }
        return (history, history.count - times.count)
    }

    /// The slope from the moments (`leastSquaresSlope`) and from the two
    /// passes, over the window of the given samples.
    static func slopes(times: [Double], values: [SIMD2<Double>], junk: Int) -> (moments: SIMD2<Double>, twoPasses: SIMD2<Double>) {
        var (history, start) = history(times: times, values: values, junk: junk)
        return history.withView { view in
            (VelocityEstimation.leastSquaresSlope(view, from: start),
             VelocityEstimation.leastSquaresSlopeByTwoPasses(view, from: start))
        }
    }

    /// The slope at the newest sample of the least-squares quadratic, in
    /// 80-bit arithmetic: times and values relative to the newest sample
    /// (differences of doubles, exact in 80 bits), polynomials orthogonal
    /// over the samples, each norm and coefficient measured directly.
    static func reference(times: [Double], values: [Double]) -> Double {
        let n = times.count
        let t = times.map { Float80($0) - Float80(times[n - 1]) }
        let y = values.map { Float80($0) - Float80(values[n - 1]) }
        let count = Float80(n)
        let a1 = t.reduce(0, +) / count
        let p1 = t.map { $0 - a1 }
        let p1Norm2 = p1.reduce(0) { $0 + $1 * $1 }
        var tauP1Norm2: Float80 = 0
        for i in 0..<n { tauP1Norm2 += t[i] * p1[i] * p1[i] }
        let a2 = tauP1Norm2 / p1Norm2, b2 = p1Norm2 / count
        let p2 = (0..<n).map { (t[$0] - a2) * p1[$0] - b2 }
        var d1: Float80 = 0, d2: Float80 = 0, p2Norm2: Float80 = 0
        for i in 0..<n {
            d1 += y[i] * p1[i]
            d2 += y[i] * p2[i]
            p2Norm2 += p2[i] * p2[i]
        }
        return Double(d1 / p1Norm2 - d2 / p2Norm2 * (a1 + a2))
    }

    /// A random window: 3–20 samples, steps of 4–30 ms (sometimes a few
    /// bunched within microseconds), timestamps from 0 to 10⁶ s, positions
    /// offset by up to 10⁴ points, quadratic motion with noise.
    static func window(_ g: inout SeededRandom) -> (times: [Double], values: [SIMD2<Double>]) {
        let n = Int(g.uniform(3...20.999))
        var t = [0.0, 1.0, 1e3, 2e5, 1e6][Int(g.uniform(0...4.999))] + g.uniform(0...100)
        let offset = SIMD2(g.uniform(-1e4...1e4), g.uniform(-1e4...1e4))
        let v = SIMD2(g.uniform(-4000...4000), g.uniform(-4000...4000))
        let c = SIMD2(g.uniform(-3e4...3e4), g.uniform(-3e4...3e4))
        let noise = [0.0, 0.01, 1][Int(g.uniform(0...2.999))]
        var times: [Double] = [], values: [SIMD2<Double>] = []
        var elapsed = 0.0
        for _ in 0..<n {
            times.append(t)
            let jitter = SIMD2(g.gaussian(sigma: noise), g.gaussian(sigma: noise))
            values.append(offset + v * elapsed + c * elapsed * elapsed + jitter)
            let step = g.chance(0.1) ? g.uniform(1e-6...1e-4) : g.uniform(0.004...0.030)
            let next = t + step
            elapsed += next - t
            t = next
        }
        // Keep the window within the tracker's 100 ms horizon.
        while times.count > 3 && times[times.count - 1] - times[0] > VelocityTracker.horizon {
            times.removeFirst()
            values.removeFirst()
        }
        return (times, values)
    }

    // MARK: The fit

    @Test func momentsAgreeWithTheTwoPassesAndAnEightyBitReference() {
        // Errors are relative to the motion's own scale: the largest
        // displacement from the newest sample over the window's span. Windows
        // with microsecond bursts are ill-conditioned: there both double
        // evaluations sit equally far from the 80-bit fit (the rounding of
        // the inputs, amplified), so each window is held to "no further from
        // it than the two passes, within 10⁻¹¹", and the accuracy proper is
        // reported for windows without bursts.
        var g = SeededRandom(seed: 301)
        var worstAgainstTwoPasses = 0.0, worstExcess = 0.0
        var worstRegular = 0.0, worstRegularTwoPasses = 0.0
        var viaMoments = 0
        for run in 0..<20_000 {
            let (times, values) = Self.window(&g)
            let (moments, twoPasses) = Self.slopes(times: times, values: values, junk: run % 20)
            if moments != twoPasses { viaMoments += 1 }
            let span = times[times.count - 1] - times[0]
            let regular = zip(times.dropFirst(), times).allSatisfy { $0 - $1 > 1e-3 }
            for axis in 0..<2 {
                let ys = values.map { $0[axis] }
                let scale = ys.map { Swift.abs($0 - ys[ys.count - 1]) }.max()! / span + 1e-300
                let exact = Self.reference(times: times, values: ys)
                let error = Swift.abs(moments[axis] - exact) / scale, twoPassError = Swift.abs(twoPasses[axis] - exact) / scale
                worstAgainstTwoPasses = Swift.max(worstAgainstTwoPasses, Swift.abs(moments[axis] - twoPasses[axis]) / scale)
                worstExcess = Swift.max(worstExcess, error - twoPassError)
                if regular {
                    worstRegular = Swift.max(worstRegular, error)
                    worstRegularTwoPasses = Swift.max(worstRegularTwoPasses, twoPassError)
                }
            }
        }
        print("one-pass moments: \(viaMoments) of 20 000 windows; worst \(worstAgainstTwoPasses) of the motion's scale from the two passes; "
              + "without bursts, worst \(worstRegular) from the 80-bit fit (two passes: \(worstRegularTwoPasses)); "
              + "worst excess over the two passes' error \(worstExcess)")
        #expect(viaMoments > 10_000, "the moments should serve ordinary windows")
        #expect(worstAgainstTwoPasses < 1e-11)
        #expect(worstExcess < 1e-11)
        #expect(worstRegular < 1e-12)
    }

    @Test func windowsBunchedAtTwoTimesAreMeasuredInTwoPasses() {
        // Samples at two instants (each a few nanoseconds wide): the second
        // column is nearly a combination of the first two, so Σ p₂² must be
        // measured — the moments decline and the result is the two passes'
        // to the bit.
        var g = SeededRandom(seed: 302)
        for run in 0..<2_000 {
            let base = [0.0, 5e3, 1e6][run % 3]
            let gap = g.uniform(0.010...0.040)
            var times: [Double] = []
            for k in 0..<Int(g.uniform(2...6.999)) { times.append(base + Double(k) * 1e-9) }
            for k in 0..<Int(g.uniform(1...6.999)) { times.append(base + gap + Double(k) * 1e-9) }
            guard times.count >= 3 else { continue }
            let values = times.map { _ in SIMD2(g.uniform(-500...500), g.uniform(-500...500)) }
            let (moments, twoPasses) = Self.slopes(times: times, values: values, junk: run % 20)
            #expect(moments == twoPasses, "\(times): \(moments) vs \(twoPasses)")
        }
    }

    @Test func extremeSpansAndCoordinatesGiveTheTwoPassesResultOrAFiniteOne() {
        // Spans far from seconds (τ⁸ would leave the double range) and
        // coordinates whose sums overflow go to the two passes.
        let tinyTimes = (0..<8).map { 1e-33 * Double($0 + 1) }
        let hugeTimes = (0..<8).map { 1e300 + Double($0) * 1e290 }
        let values = (0..<8).map { SIMD2(Double($0 * $0), -3 * Double($0)) }
        for times in [tinyTimes, hugeTimes] {
            let (moments, twoPasses) = Self.slopes(times: times, values: values, junk: 0)
            #expect(moments == twoPasses, "\(times[0]): \(moments) vs \(twoPasses)")
        }
        let huge = (0..<8).map { SIMD2($0 % 2 == 0 ? 1e308 : -1e308, Double($0)) }
        let times = (0..<8).map { 100 + 0.008 * Double($0) }
        let (moments, twoPasses) = Self.slopes(times: times, values: huge, junk: 3)
        #expect(moments.x == twoPasses.x || (moments.x.isNaN && twoPasses.x.isNaN), "overflowing axis: the two passes' result")
        expectClose(moments.y, 125, tolerance: 1e-9, "the other axis keeps the moments' result")
        // Through a tracker every result is finite.
        for strategy in [VelocityStrategy.leastSquares] {
            var tracker = VelocityTracker(strategy: strategy)
            for (t, v) in zip(times, huge) { tracker.addPosition(Point(x: v.x, y: v.y), at: t) }
            #expect(tracker.velocity.dx.isFinite && tracker.velocity.dy.isFinite)
        }
    }

    @Test func aFingerAtRestAfterMotionReportsExactlyZero() {
        // Values are measured from the newest sample, so a window of equal
        // positions sums to exactly zero, however far the finger came.
        for base in [0.0, 1e6, 4_194_303.9] {
            var tracker = VelocityTracker()
            var t = base
            for k in 0..<30 {
                tracker.addPosition(Point(x: 1e5 + Double(k) * 37.5, y: -20_000 + Double(k * k)), at: t)
                t += 0.008
            }
            for _ in 0..<15 {
                tracker.addPosition(Point(x: 123_456.75, y: -98_765.5), at: t)
                t += 0.008
            }
            #expect(tracker.velocity == .zero, "at \(base): \(tracker.velocity)")
        }
    }

    // MARK: The window

    /// A tracker with the same kept samples as `tracker`, fed afresh.
    static func refed(_ tracker: VelocityTracker) -> VelocityTracker {
        var fresh = VelocityTracker(strategy: tracker.strategy, maximumSpeed: tracker.maximumSpeed)
        let samples = tracker.tracked.samples
        for i in 0..<samples.count {
            let v = samples.value(at: i)
            fresh.addPosition(Point(x: v.x, y: v.y), at: samples.time(at: i))
        }
        return fresh
    }

    @Test func theKeptWindowIsTheWalkedOneUnderLongRandomStreams() {
        // Long streams with gaps, bursts, repeated and rejected samples,
        // resets, strategy changes, and timestamps crossing the binades where
        // the rounding allowance changes (2²² s, 2²³ s): after every step
        // the kept window is the walked one (`checkInvariants()`), and the
        // estimate is that of a tracker fed the kept samples afresh, bit for
        // bit; the 1-D tracker gives the first axis, bit for bit.
        var g = SeededRandom(seed: 303)
        let strategies: [VelocityStrategy] = [.leastSquares, .impulse, .iOSScrollView, .macOSScrollView]
        for run in 0..<60 {
            var strategy = strategies[run % strategies.count]
            var tracker = VelocityTracker(strategy: strategy)
            var oneD = VelocityTracker1D(strategy: strategy)
            var t = [0.0, -3.0, 1e6, 4_194_303.0, 8_388_607.0, 1e9][run % 6]
            var x = SIMD2(g.uniform(-1e4...1e4), g.uniform(-1e4...1e4))
            for step in 0..<1_500 {
                let roll = g.uniform(0...1)
                if roll < 0.005 {
                    tracker.reset()
                    oneD.reset()
                } else if roll < 0.01 {
                    strategy = strategies[Int(g.uniform(0...3.999))]
                    tracker.strategy = strategy
                    oneD.strategy = strategy
                } else {
                    let kind = g.uniform(0...1)
                    if kind < 0.03 { t += g.uniform(0.041...0.2) }        // a new motion
                    else if kind < 0.1 { t += g.uniform(0...1e-6) }       // a burst
                    else if kind < 0.15 { }                               // the same instant
                    else if kind < 0.18 { t -= 0.01 }                     // backwards: rejected
                    else { t += g.uniform(0.002...0.039) }
                    x += SIMD2(g.uniform(-30...30), g.uniform(-30...30))
                    let point = g.chance(0.01) ? Point(x: .nan, y: 0) : Point(x: x.x, y: x.y)
                    tracker.addPosition(point, at: t)
                    oneD.addPosition(point.x, at: t)
                    if kind >= 0.15 && kind < 0.18 { t += 0.01 }
                }
                #expect(tracker.checkInvariants())
                #expect(oneD.checkInvariants())
                if step % 7 == 0 {
                    let fresh = Self.refed(tracker)
                    #expect(fresh.velocity == tracker.velocity, "run \(run) step \(step): \(tracker.velocity) vs refed \(fresh.velocity)")
                }
                #expect(oneD.velocity == tracker.velocity.dx, "run \(run) step \(step)")
            }
        }
    }

    @Test func theWindowFollowsTheToleranceAcrossBinades() {
        // Gaps of 40 ms plus 3 ns: beyond the allowance of four ulps just
        // below 2²² s (1.9 ns), within it just above (3.7 ns). Crossing
        // 2²² s mid-stream widens the allowance, so an earlier gap joins the
        // window again: the window is walked anew, not moved forward.
        var tracker = VelocityTracker1D()
        let start = 4_194_304.0 - 0.2
        tracker.addPosition(0, at: start)
        tracker.addPosition(1, at: start + 0.010)
        var t = start + 0.010
        for k in 2..<60 {
            t += k % 5 == 0 ? 0.040 + 3e-9 : 0.008
            tracker.addPosition(Double(k * k), at: t)
            #expect(tracker.checkInvariants())
        }
        #expect(t > 4_194_304.0)
    }
}
