import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

@Suite("PauseWatch")
struct PauseWatchTests {
    /// Reports of a finger moving up at 600 points/s, every 1/120 s, for `duration` seconds from `y`.
    private func drag(_ watch: inout PauseWatch, from y: Double = 500, for duration: Double) -> (paused: Bool, y: Double, time: Double) {
        var paused = false, t = 0.0, y = y
        while t < duration {
            paused = watch.report(Point(x: 0, y: y), at: t) || paused
            t += 1.0 / 120
            y -= 5
        }
        return (paused, y, t)
    }

    @Test func aStillFingerThatSendsNothingPausesOnRestingSamples() {
        var watch = PauseWatch()
        let moved = drag(&watch, for: 0.25)
        #expect(!moved.paused && watch.nextRestSample == moved.time - 1.0 / 120 + 0.01)
        var paused = false
        while let due = watch.nextRestSample, !paused { paused = watch.restingSample(at: due) }
        #expect(paused, "the detector tells the stop from resting samples alone")
    }

    /// Following a pan is the same as reset, report and stop by hand.
    @Test func followingAPanResetsReportsAndStops() {
        func value(_ y: Double, at t: Double) -> InstantPanRecognizer.Value {
            .init(pointer: 1, startLocation: Point(x: 40, y: 500), location: Point(x: 40 + t, y: y),
                  translation: Vector(dx: t, dy: y - 500), velocity: .zero, time: t)
        }
        var followed = PauseWatch(), byHand = PauseWatch()
        _ = drag(&followed, for: 0.3)
        var pauses: [Bool] = [], expected: [Bool] = []
        for i in 0..<40 {
            let t = Double(i) / 120, y = 500 - 600 * Swift.min(t, 0.2)
            let pan: InstantPanRecognizer.Event = i == 0 ? .began(value(y, at: t)) : .changed(value(y, at: t))
            pauses.append(followed.follow(pan) { Point(x: 0, y: $0.location.y) })
            if i == 0 { byHand.reset() }
            expected.append(byHand.report(Point(x: 0, y: y), at: t))
            #expect(followed.nextRestSample == byHand.nextRestSample)
        }
        #expect(pauses == expected && pauses.contains(true), "a drag that stops pauses, by either way")
        #expect(!followed.follow(.ended(value(380, at: 0.4))) { Point(x: 0, y: $0.location.y) } && followed.nextRestSample == nil)
    }

    @Test func restingSamplesStopAtTheLimitAndOnStop() {
        var watch = PauseWatch(restSampleInterval: 0.1, restSamplingLimit: 0.25)
        _ = watch.report(Point(x: 0, y: 0), at: 1)
        var dues: [Double] = []
        while let due = watch.nextRestSample {
            dues.append(due)
            _ = watch.restingSample(at: due)
        }
        #expect(dues.count == 2 && Swift.abs(dues[0] - 1.1) < 1e-12 && Swift.abs(dues[1] - 1.2) < 1e-12)
        _ = watch.report(Point(x: 0, y: 0), at: 2)
        watch.stop()
        #expect(watch.nextRestSample == nil)
    }

    /// An interval of 0, negative or NaN, or a limit that is not finite,
    /// cannot make the deadline stand still or the samples go on for ever.
    @Test(arguments: [(0.0, 0.5), (-0.01, 0.5), (Double.nan, 0.5), (0.01, Double.infinity), (0.01, Double.nan)])
    func restingSamplesAlwaysMoveOnAndEnd(interval: Double, limit: Double) {
        var watch = PauseWatch(restSampleInterval: interval, restSamplingLimit: limit)
        #expect(watch.restSampleInterval >= 0.001 && watch.restSamplingLimit.isFinite && watch.restSamplingLimit >= 0)
        _ = watch.report(Point(x: 0, y: 0), at: 1)
        var last = 1.0, count = 0
        while let due = watch.nextRestSample, count <= 1000 {
            #expect(due > last)
            last = due
            count += 1
            _ = watch.restingSample(at: due)
        }
        #expect(count <= 501, "at most limit / interval samples")
    }

    @Test func theSevenSampleRuleCountsReportsOnly() {
        var watch = PauseWatch(rule: .sevenSamples)
        let moved = drag(&watch, for: 0.25)
        #expect(!moved.paused)
        var paused = false
        while let due = watch.nextRestSample { paused = watch.restingSample(at: due) || paused }
        #expect(!paused, "resting samples are not reports")
        var t = moved.time
        for _ in 0..<10 where !paused {
            paused = watch.report(Point(x: 0, y: moved.y), at: t)
            t += 1.0 / 120
        }
        #expect(paused, "held still while reporting, it pauses")
    }

    @Test func bothRulesFollowEveryGestureSoEitherCanTakeOver() {
        var detector = PauseWatch(), switched = PauseWatch(rule: .sevenSamples)
        let a = drag(&detector, for: 0.25), b = drag(&switched, for: 0.25)
        switched.rule = .detector
        var pausedA = false, pausedB = false
        var t = a.time
        while !pausedA, t < a.time + 0.5 {
            pausedA = detector.report(Point(x: 0, y: a.y), at: t)
            pausedB = switched.report(Point(x: 0, y: b.y), at: t)
            t += 1.0 / 120
        }
        #expect(pausedA && pausedB)
    }

    @Test func theTuningSetsTheThresholdsAndTheRule() throws {
        var tuning = Tuning()
        try tuning.set(PauseWatch.Tuned.evidence, to: .number(20))
        try tuning.set(PauseWatch.Tuned.speedRatio, to: .number(0.05))
        try tuning.set(PauseWatch.Tuned.window, to: .number(0.4))
        try tuning.set(PauseWatch.Tuned.rule, to: .choice("sevenSamples"))
        var watch = PauseWatch()
        watch.retune(to: tuning, minimumOffset: 80)
        #expect(watch.rule == .sevenSamples && watch.detector.evidenceDistance == 20 && watch.detector.remainingSpeedRatio == 0.05)
        #expect(watch.detector.maximumWindow == 0.4 && watch.detector.minimumOffset == 80 && watch.sevenSamples.minimumOffset == 80)
        watch.retune(to: Tuning(), minimumOffset: 50)
        #expect(watch.rule == .detector && watch.detector == PauseDetector() && watch.sevenSamples == VelocityDropPauseDetector())
        #expect(PauseWatch.tunables.map(\.name) == ["pauseEvidenceDistance", "pauseRemainingSpeedRatio", "pauseMaximumWindow", "pauseRule"])
    }

    @Test func aResetForgetsTheGesture() {
        var watch = PauseWatch(rule: .sevenSamples)
        _ = drag(&watch, for: 0.25)
        watch.reset()
        #expect(watch.detector == PauseDetector() && watch.sevenSamples == VelocityDropPauseDetector())
    }
}
