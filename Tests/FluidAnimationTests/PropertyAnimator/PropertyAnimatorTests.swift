import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("PropertyAnimator: behaviour")
@MainActor
struct PropertyAnimatorTests {
    func make(_ duration: Double = 1, _ timing: AnimatorTiming = .easeInOut) throws -> (ManualClock, AnimationRuntime, PropertyAnimator) {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        return (clock, runtime, try PropertyAnimator(duration: duration, timing: timing, runtime: runtime))
    }

    @Test func runsAlongItsCurveAndCompletesAtTheEnd() throws {
        let (clock, _, a) = try make(2, .easeInOut)
        var seen: [Double] = []
        var positions: [AnimatorPosition] = []
        let h = try a.addAnimation(from: 100.0, to: 300) { seen.append($0) }
        let c = try a.addAnimation(from: Color(red: 1, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 1))
        a.addCompletion { positions.append($0) }
        #expect(seen == [100])
        try a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        try clock.advance(by: 0.5)
        expectClose(try a.value(of: h), 100 + 200 * TimingCurve.easeInOut.value(at: 0.25), tolerance: 1e-9)
        expectClose(a.fractionComplete, TimingCurve.easeInOut.value(at: 0.25), tolerance: 1e-12)
        expectClose(try a.velocity(of: h), 200 * TimingCurve.easeInOut.derivative(at: 0.25) / 2, tolerance: 1e-9)
        try clock.advance(frames: 120, rate: 60)
        #expect(positions == [.end])
        #expect(a.state == .inactive && !a.isRunning && a.fractionComplete == 0)
        #expect(try a.value(of: h) == 300 && seen.last == 300)
        expectClose(try a.value(of: c), Color(red: 0, green: 0, blue: 1), tolerance: 1e-12)
    }

    @Test func aReversedStartRunsFromTheEndToTheStart() throws {
        let (clock, _, a) = try make(1, .linear)
        var positions: [AnimatorPosition] = []
        let h = try a.addAnimation(from: 0.0, to: 10)
        a.addCompletion { positions.append($0) }
        try a.setReversed(true)
        try a.startAnimation()
        #expect(try a.value(of: h) == 10)
        try clock.advance(by: 0.25)
        expectClose(try a.value(of: h), 7.5, tolerance: 1e-12)
        expectClose(a.fractionComplete, 0.25, tolerance: 1e-12)   // measured in the direction of travel
        try clock.advance(frames: 60, rate: 60)
        #expect(positions == [.start])
        #expect(try a.value(of: h) == 0)
    }

    @Test func pausesOnCompletionKeepsItActiveAtTheEnd() throws {
        let (clock, _, a) = try make(0.5, .linear)
        var positions: [AnimatorPosition] = []
        let h = try a.addAnimation(from: 0.0, to: 1)
        a.addCompletion { positions.append($0) }
        a.pausesOnCompletion = true
        try a.startAnimation()
        try clock.advance(frames: 60, rate: 60)
        #expect(positions.isEmpty && a.state == .active && !a.isRunning && a.fractionComplete == 1)
        #expect(try a.value(of: h) == 1)
        // Reverse and run back: now it pauses at the start.
        try a.setReversed(true)
        #expect(a.fractionComplete == 0)
        try a.startAnimation()
        try clock.advance(frames: 60, rate: 60)
        #expect(try a.state == .active && !a.isRunning && (a.value(of: h)) == 0)
        a.pausesOnCompletion = false
        try a.stopAnimation(false)
        try a.finishAnimation(at: .current)
        #expect(positions == [.current])
    }

    @Test func pausingNeverMovesAnythingAndScrubbingIsLinearByDefault() throws {
        let (clock, _, a) = try make(1, .easeInOut)
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.8)
        let before = try a.value(of: h)
        try a.pauseAnimation()
        #expect(try a.value(of: h) == before)
        expectClose(a.fractionComplete, before / 100, tolerance: 1e-12)
        try a.setFractionComplete(0.25)
        #expect(try a.value(of: h) == 25)
        try a.setFractionComplete(1.7)     // clamped
        #expect(try a.fractionComplete == 1 && (a.value(of: h)) == 100)
        // Non-linear scrubbing follows the curve, and reads back what was set.
        a.scrubsLinearly = false
        try a.setFractionComplete(0.25)
        expectClose(try a.value(of: h), 100 * TimingCurve.easeInOut.value(at: 0.25), tolerance: 1e-9)
        #expect(a.fractionComplete == 0.25)
        // Pausing a running non-linear animator reports the fraction whose
        // scrub shows the same value: scrubbing to it moves nothing.
        try a.startAnimation()
        try clock.advance(by: 0.2)
        try a.pauseAnimation()
        let shown = try a.value(of: h)
        try a.setFractionComplete(a.fractionComplete)
        expectClose(try a.value(of: h), shown, tolerance: 1e-9)
    }

    @Test func reversingWhileRunningIsC1ForCurvesAndSprings() throws {
        for timing in [AnimatorTiming.linear, .easeInOut, .spring(.bouncy), .spring(Spring(duration: 0.4, bounce: -0.3))] {
            let (clock, runtime, a) = try make(1, timing)
            let h = try a.addAnimation(from: 0.0, to: 500)
            try a.startAnimation()
            try clock.advance(frames: 12, rate: 60)
            let x0 = try a.value(of: h), v0 = try a.velocity(of: h)
            #expect(v0 > 0)
            try a.setReversed(true)
            let x1 = try a.value(of: h), v1 = try a.velocity(of: h)
            expectClose(x1, x0, tolerance: 1e-9 * 500)
            expectClose(v1, v0, tolerance: 1e-9 * 500, "\(timing)")
            // It turns around and ends at the start.
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            try clock.advance(frames: 300, rate: 60)
            #expect(positions == [.start])
            #expect(try a.value(of: h) == 0)
            _ = runtime
        }
    }

    @Test func continuingFromAPauseWithTheFingersRelativeVelocityIsC1() throws {
        // A drawer 500 pt tall, dragged to 40 % and let go at 1200 pt/s toward open.
        let (clock, _, a) = try make(1, .easeInOut)
        let h = try a.addAnimation(from: 0.0, to: 500)
        try a.setFractionComplete(0.4)
        let finger = 1200.0
        let relative = Spring.relativeVelocity(finger, from: try a.value(of: h), to: 500)
        expectClose(relative, 1200.0 / 300, tolerance: 1e-12)
        try a.continueAnimation(withTimingParameters: .spring(Spring(duration: 0.5, bounce: 0.2), initialVelocity: relative), durationFactor: 0)
        #expect(a.isRunning)
        expectClose(try a.value(of: h), 200, tolerance: 1e-9)
        expectClose(try a.velocity(of: h), finger, tolerance: 1e-9 * finger)
        // A millisecond later the value has moved by about the finger's speed.
        let x0 = try a.value(of: h)
        try clock.advance(by: 0.001)
        expectClose((try a.value(of: h) - x0) / 0.001, finger, tolerance: 0.02 * finger)
        var positions: [AnimatorPosition] = []
        a.addCompletion { positions.append($0) }
        try clock.advance(frames: 240, rate: 120)
        #expect(try positions == [.end] && (a.value(of: h)) == 500)
    }

    @Test func aFlickAtTheVeryEndKeepsItsSpeedWithAProgressVelocity() throws {
        let (clock, _, a) = try make(1, .easeInOut)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 400)
        try a.setFractionComplete(1)    // at the end: no distance left for a relative velocity
        try a.continueAnimation(spring: .bouncy, progressVelocity: 900.0 / 400)
        expectClose(try a.velocity(of: h), 900, tolerance: 1e-9)
        #expect(throws: AnimatorError.self) { try a.continueAnimation(spring: .bouncy, progressVelocity: .infinity) }
    }

    @Test func continuingWhileRunningChangesTimingWithoutAJolt() throws {
        let (clock, _, a) = try make(2, .linear)
        let h = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.5)
        let x0 = try a.value(of: h), v0 = try a.velocity(of: h)
        try a.continueAnimation(withTimingParameters: .spring(.snappy), durationFactor: 0)
        expectClose(try a.value(of: h), x0, tolerance: 1e-9)
        expectClose(try a.velocity(of: h), v0, tolerance: 1e-9)
        try a.continueAnimation(withTimingParameters: .easeInOut, durationFactor: 0.5)
        expectClose(try a.velocity(of: h), v0, tolerance: 1e-9)
        try clock.advance(by: 1.0)   // 0.5 × 2 s = 1 s
        #expect(try a.state == .inactive && (a.value(of: h)) == 100)
    }

    @Test func animationsAddedWhileRunningJoinFromTheCurrentPoint() throws {
        let (clock, _, a) = try make(1, .linear)
        let height = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        try clock.advance(by: 0.4)
        let alpha = try a.addAnimation(from: 0.2, to: 1)       // joins at progress 0.4
        #expect(try a.value(of: alpha) == 0.2)
        try clock.advance(by: 0.3)
        expectClose(try a.value(of: alpha), 0.2 + 0.8 * 0.5, tolerance: 1e-12)   // half of what was left
        expectClose(try a.value(of: height), 70, tolerance: 1e-9)
        // Reversed past its joining point, it holds its starting value.
        try a.pauseAnimation()
        try a.setReversed(true)
        try a.setFractionComplete(0.9)   // forward progress 0.1
        #expect(try a.value(of: alpha) == 0.2)
        expectClose(try a.value(of: height), 10, tolerance: 1e-9)
        try a.setFractionComplete(0)
        try a.stopAnimation(false)
        try a.finishAnimation(at: .end)
        #expect(try a.value(of: alpha) == 1 && (try a.value(of: height)) == 100)
    }

    @Test func finishingAtEachPositionAndStoppingWithoutFinishing() throws {
        for position in [AnimatorPosition.start, .end, .current] {
            let (clock, _, a) = try make(1, .linear)
            let h = try a.addAnimation(from: 0.0, to: 10)
            var told: [AnimatorPosition] = []
            a.addCompletion { told.append($0) }
            try a.startAnimation()
            try clock.advance(by: 0.3)
            try a.stopAnimation(false)
            #expect(a.state == .stopped && !a.isRunning)
            expectClose(try a.value(of: h), 3, tolerance: 1e-12)
            try clock.advance(by: 0.3)
            expectClose(try a.value(of: h), 3, tolerance: 1e-12)   // stopped: nothing moves
            try a.finishAnimation(at: position)
            #expect(told == [position] && a.state == .inactive)
            let expected = position == .start ? 0.0 : position == .end ? 10 : 3
            expectClose(try a.value(of: h), expected, tolerance: 1e-12)
            // Inactive again: the property rests and a new run can be added.
            let next = try a.addAnimation(from: 5.0, to: 6)
            try a.startAnimation()
            try clock.advance(frames: 70, rate: 60)
            expectClose(try a.value(of: h), expected, tolerance: 1e-12)
            #expect(try a.value(of: next) == 6)
        }
        let (clock, _, a) = try make(1, .linear)
        let h = try a.addAnimation(from: 0.0, to: 10)
        var told: [AnimatorPosition] = []
        a.addCompletion { told.append($0) }
        try a.startAnimation()
        try clock.advance(by: 0.6)
        try a.stopAnimation(true)
        #expect(told.isEmpty && a.state == .inactive)
        expectClose(try a.value(of: h), 6, tolerance: 1e-12)
    }

    @Test func aStartDelayHoldsStill() throws {
        let (clock, _, a) = try make(1, .linear)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: 0.0, to: 10)
        try a.startAnimation(afterDelay: 0.5)
        try clock.advance(by: 0.4)
        #expect(try a.isRunning && (a.value(of: h)) == 0)
        try clock.advance(by: 0.35)
        expectClose(try a.value(of: h), 2.5, tolerance: 1e-9)
    }

    @Test func dampingRatioInitSettlesInTheDuration() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let a = try PropertyAnimator(duration: 0.6, dampingRatio: 1, runtime: runtime)
        let h = try a.addAnimation(from: 0.0, to: 1000)
        var doneAt: Double?
        a.addCompletion { _ in doneAt = runtime.now }
        try a.startAnimation()
        try clock.advance(frames: 240, rate: 120)
        let t = try #require(doneAt)
        // It finishes at its duration: on the first frame at or after 0.6 s.
        #expect(t >= 0.6 - 1e-12 && t <= 0.6 + 1.0 / 120 + 1e-12, "finished at \(t)")
        #expect(try a.value(of: h) == 1000)
    }

    @Test func badArgumentsAreTypedErrors() throws {
        let runtime = AnimationRuntime(startTime: 0)
        #expect(throws: AnimatorError.self) { try PropertyAnimator(duration: .nan, runtime: runtime) }
        #expect(throws: AnimatorError.invalidArgument(ParameterError(parameter: "duration", value: -1, reason: .negative))) {
            try PropertyAnimator(duration: -1, runtime: runtime)
        }
        #expect(throws: AnimatorError.invalidArgument(ParameterError(parameter: "dampingRatio", value: 0, reason: .notPositive))) {
            try PropertyAnimator(duration: 1, dampingRatio: 0, runtime: runtime)
        }
        #expect(throws: AnimatorError.self) { try PropertyAnimator(duration: 1, timing: .spring(.smooth, initialVelocity: .nan), runtime: runtime) }
        #expect(throws: AnimatorError.self) { try AnimatorTiming.cubicBezier(x1: 2, y1: 0, x2: 0.5, y2: 1) }
        #expect(try AnimatorTiming.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1) == .easeInOut)
        let a = try PropertyAnimator(duration: 0, curve: .linear, runtime: runtime)
        let b = try PropertyAnimator(duration: 1, runtime: runtime)
        let foreign = try b.addAnimation(from: 0.0, to: 1)
        #expect(throws: AnimatorError.foreignProperty) { try a.value(of: foreign) }
        // A zero-duration animator jumps to the end on the next frame.
        let h = try a.addAnimation(from: 0.0, to: 1)
        try a.startAnimation()
        runtime.tick(at: 0)
        #expect(try a.state == .inactive && (a.value(of: h)) == 1)
    }

    @Test func transformsTurnTheShortWay() throws {
        let (clock, _, a) = try make(1, .linear)
        defer { endRun(of: a, clock: clock) }
        let h = try a.addAnimation(from: Transform(rotation: Angle(degrees: 170)), to: Transform(rotation: Angle(degrees: -170)))
        try a.startAnimation()
        try clock.advance(by: 0.5)
        expectClose(try a.value(of: h).rotation.degrees, 180, tolerance: 1e-9)
    }
}
