import FluidAnimation
import FluidTestSupport
import Testing

@Suite("Clocks")
@MainActor
struct ClockTests {
    @Test func manualClockDeliversFramesAtTheTimesGiven() throws {
        let clock = ManualClock(startTime: 10)
        var times: [Double] = []
        _ = clock.addFrameHandler { times.append($0) }
        try clock.advance(by: 0.5)
        try clock.advance(to: 11)
        try clock.advance(by: [0.25, 0, 0.125])
        #expect(times == [10.5, 11, 11.25, 11.25, 11.375])
        #expect(clock.frameCount == 5)
    }

    @Test func framesAtARateAreComputedFromTheStartAndDoNotDrift() throws {
        let clock = ManualClock()
        var last = 0.0
        _ = clock.addFrameHandler { last = $0 }
        try clock.advance(frames: 6000, rate: 60)
        #expect(last == 100)
        #expect(clock.now == 100)
    }

    @Test func skippingDropsFramesButMovesTime() throws {
        let clock = ManualClock()
        var times: [Double] = []
        _ = clock.addFrameHandler { times.append($0) }
        try clock.skip(by: 0.1)
        try clock.advance(by: 0.05)
        #expect(times.count == 1)
        expectClose(times[0], 0.15, tolerance: 1e-15)
    }

    @Test func badIntervalsAreTypedErrorsAndChangeNothing() {
        let clock = ManualClock(startTime: 1)
        #expect(throws: ClockError.backwards(-1)) { try clock.advance(by: -1) }
        #expect(throws: ClockError.notFinite(.infinity)) { try clock.advance(by: .infinity) }
        #expect(throws: ClockError.backwards(0.5)) { try clock.advance(to: 0.5) }
        #expect(throws: ClockError.invalidFrameRate(0)) { try clock.advance(frames: 3, rate: 0) }
        #expect((try? clock.skip(by: .nan)) == nil)
        #expect(clock.now == 1)
        #expect(clock.frameCount == 0)
        #expect(ManualClock(startTime: .nan).now == 0)
        #expect(ClockError.backwards(-1).description.contains("backwards"))
    }

    @Test func handlersMayAddAndRemoveHandlersDuringAFrame() throws {
        let clock = ManualClock()
        final class Box { var log: [String] = []; var second: FrameHandlerToken? }
        let box = Box()
        let first = clock.addFrameHandler { _ in
            box.log.append("first")
            if let second = box.second { clock.removeFrameHandler(second) }
            _ = clock.addFrameHandler { _ in box.log.append("added") }
        }
        box.second = clock.addFrameHandler { _ in box.log.append("second") }
        try clock.advance(by: 1)
        #expect(box.log == ["first"])   // second removed before its turn; "added" waits
        clock.removeFrameHandler(first)
        try clock.advance(by: 1)
        #expect(box.log == ["first", "added"])
    }

    @Test func monotonicClockDeadlinesSkipMissedFrames() {
        let interval = 1.0 / 60
        expectClose(MonotonicFrameClock.nextDeadline(after: 0.0501, interval: interval), 4.0 / 60, tolerance: 1e-15)
        expectClose(MonotonicFrameClock.nextDeadline(after: 0, interval: interval), 1.0 / 60, tolerance: 1e-15)
        // Exactly on a deadline: the next one.
        let onDeadline = 3 * interval
        #expect(MonotonicFrameClock.nextDeadline(after: onDeadline, interval: interval) > onDeadline)
        // Late by 10 frames: no queue of missed frames, just the next one.
        let late = MonotonicFrameClock.nextDeadline(after: 10.3 * interval, interval: interval)
        expectClose(late, 11 * interval, tolerance: 1e-12)
        #expect(MonotonicFrameClock.nextDeadline(after: 5, interval: .nan) == 5)
    }

    @Test func monotonicClockReadsTimeThatNeverGoesBackwards() throws {
        let clock = try MonotonicFrameClock(framesPerSecond: 120)
        var frames: [Double] = []
        _ = clock.addFrameHandler { frames.append($0) }
        let a = clock.currentTime()
        clock.fireFrame()
        clock.fireFrame()
        let b = clock.currentTime()
        #expect(a >= 0)
        #expect(frames.count == 2)
        #expect(frames[0] >= a && frames[1] >= frames[0] && b >= frames[1])
        #expect(clock.now == frames[1])
        #expect(!clock.isRunning)
        clock.start()
        #expect(clock.isRunning)
        clock.stop()
        #expect(!clock.isRunning)
        #expect(throws: ClockError.invalidFrameRate(-1)) { _ = try MonotonicFrameClock(framesPerSecond: -1) }
    }

    @Test func runtimeFollowsItsClock() throws {
        let clock = ManualClock(startTime: 2)
        let runtime = AnimationRuntime(clock: clock)
        #expect(runtime.now == 2)
        try clock.advance(by: 0.25)
        #expect(runtime.now == 2.25)
        runtime.detach()
        try clock.advance(by: 1)
        #expect(runtime.now == 2.25)
        runtime.tick(at: 1)      // earlier than now: treated as now
        #expect(runtime.now == 2.25)
        runtime.tick(at: .nan)   // ignored
        #expect(runtime.now == 2.25)
    }
}

// Defects found in review, one test each: each failed before its fix.
@MainActor
extension ClockTests {
    /// `nextDeadline` looped for ever once time/interval passed 2⁵³.
    @Test(.tags(.regression, .review)) func hugeFrameRatesAreRefusedAndDeadlinesAlwaysReturn() throws {
        #expect(throws: ClockError.invalidFrameRate(1e20)) { _ = try MonotonicFrameClock(framesPerSecond: 1e20) }
        #expect(throws: ClockError.invalidFrameRate(1001)) { _ = try MonotonicFrameClock(framesPerSecond: 1001) }
        #expect(try MonotonicFrameClock(framesPerSecond: 1000).framesPerSecond == 1000)
        for (time, interval) in [(0.001, 1e-20), (1e300, 1e-300), (4e15, 0.5), (1e17, 1.0 / 60), (-1, 1e-20)] {
            let d = MonotonicFrameClock.nextDeadline(after: time, interval: interval)
            #expect(d > time && d.isFinite, "after \(time) every \(interval): \(d)")
        }
        expectClose(MonotonicFrameClock.nextDeadline(after: 0.0501, interval: 1.0 / 60), 4.0 / 60, tolerance: 1e-15)
    }
}
