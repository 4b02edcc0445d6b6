import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("ScrollOffset")
struct ScrollOffsetTests {
    /// Content that scrolls by up to 1000 pt in an 800-pt list, bouncing like the elastic list.
    func make() -> ScrollOffset {
        ScrollOffset(maxOffset: 1000, dimension: 800, bounce: Spring(response: 0.5, dampingRatio: 1))
    }

    /// λ of UIScrollView's normal rate, per second.
    let lambda = Decay().rate.decayConstant

    /// A finger that grabbed the offset at rest at 0 and dragged it to `raw` (raw points).
    func dragged(to raw: Double) -> ScrollOffset {
        var s = make()
        s.grab(at: 0)
        s.drag(translation: -raw)
        return s
    }

    /// Checks that value and velocity meet from both sides of `t` (a hand-off).
    func expectContinuous(_ s: ScrollOffset, at t: Double, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let h = 1e-7
        let v = Swift.abs(s.velocity(at: t)) + 1
        expectClose(s.value(at: t + h), s.value(at: t - h), tolerance: 2 * h * v + 1e-9, comment, sourceLocation: sourceLocation)
        expectClose(s.velocity(at: t + h), s.velocity(at: t - h), tolerance: 1e-3 * v, comment, sourceLocation: sourceLocation)
    }

    @Test func itRestsAtZeroInASanitizedRange() {
        let s = make()
        #expect(s.phase == .resting && s.value(at: 5) == 0 && s.velocity(at: 5) == 0 && s.maxOffset == 1000)
        #expect(ScrollOffset(maxOffset: -20, dimension: 100, bounce: .smooth).maxOffset == 0)
        let odd = ScrollOffset(maxOffset: .nan, dimension: .infinity, bounce: .smooth)
        #expect(odd.maxOffset == 0 && odd.band.dimension == 1)
    }

    @Test func aDragFollowsTheFingerInsideAndRubberBandsPastTheEnds() {
        var s = make()
        s.grab(at: 0)
        #expect(s.phase == .dragging)
        #expect(s.velocity(at: 0, finger: -500) == 0, "no velocity before the finger drags")
        s.drag(translation: -300)
        #expect(s.value(at: 0) == 300, "one to one inside: finger up 300 pt, offset 300 pt")
        #expect(s.velocity(at: 0, finger: -500) == 500, "finger up at 500 pt/s: offset grows at 500 pt/s")
        s.drag(translation: 100)
        let band = RubberBand(range: 0...1000, dimension: 800)
        #expect(s.value(at: 0) == band.apply(-100) && s.value(at: 0) < 0 && s.value(at: 0) > -55)
        #expect(s.velocity(at: 0, finger: 500) == -500 * band.slope(at: -100), "the chain rule past the top")
        s.drag(translation: .nan)
        #expect(s.value(at: 0) == band.apply(-100), "a non-finite translation is ignored")
    }

    @Test func theReleaseIsContinuousAndTheGlideHandsOffToTheBounceAtTheExactCrossing() {
        // Drag to 900 and lift with the finger going up at 3000 pt/s: the glide would stop at
        // 900 + 3000/λ ≈ 2400, past the end at 1000.
        var s = dragged(to: 900)
        let before = (s.value(at: 1), s.velocity(at: 1, finger: -3000))
        s.release(at: 1, finger: -3000)
        #expect(s.phase == .animating)
        #expect(s.value(at: 1) == before.0, "position continuous at the release")
        expectClose(s.velocity(at: 1), before.1, tolerance: 1e-9, "velocity continuous at the release")
        let tau = -Double.log(1 - lambda * (1000 - 900) / 3000) / lambda
        expectClose(s.value(at: 1 + tau), 1000, tolerance: 1e-9, "at the end at the crossing time")
        expectClose(s.velocity(at: 1 + tau), 3000 - lambda * 100, tolerance: 1e-6, "with the speed the decay has left")
        expectContinuous(s, at: 1 + tau, "decay → bounce")
        let peak = stride(from: 1 + tau, through: 4, by: 0.001).map { s.value(at: $0) }.max() ?? 0
        #expect(peak > 1000 + 10, "it carries on past the end")
        s.settle(at: 10)
        #expect(s.phase == .resting && s.value(at: 10) == 1000 && s.velocity(at: 10) == 0, "rests exactly on the end")
    }

    @Test func aGlideInsideTheRangeStopsWhereTheDecayTakesIt() {
        var s = dragged(to: 100)
        s.release(at: 0, finger: -400)
        #expect(s.restingValue == 100 + Decay().totalDistance(initialVelocity: 400.0))
        s.settle(at: 20)
        #expect(s.phase == .resting && s.value(at: 20) == s.restingValue)
    }

    @Test func aTapInsideTheRangeRestsAtOnce() {
        var s = dragged(to: 0)
        s.grab(at: 0)
        s.release(at: 0.1, finger: -800, fling: false)
        #expect(s.phase == .resting && s.value(at: 0.1) == 0)
        var t = make()
        t.grab(at: 0)
        t.release(at: 0.1, finger: -800)
        #expect(t.phase == .resting, "no drag: no velocity, no glide")
    }

    @Test func aCatchMidFlightHoldsTheOffsetWhereItIs() {
        var s = dragged(to: 200)
        s.release(at: 0, finger: -2000)
        let shown = s.value(at: 0.3), gliding = s.velocity(at: 0.3)
        #expect(gliding > 100)
        s.grab(at: 0.3)
        #expect(s.phase == .dragging)
        #expect(s.value(at: 0.3) == shown, "position continuous at the catch")
        #expect(s.velocity(at: 0.3, finger: 0) == 0, "a still finger stops it")
        s.drag(translation: 0)
        expectClose(s.velocity(at: 0.3, finger: -gliding), gliding, tolerance: 1e-9,
                    "a finger moving with the content carries its velocity on")
        s.drag(translation: -50)
        expectClose(s.value(at: 0.4), shown + 50, tolerance: 1e-9, "and drags it from where it was caught")
    }

    @Test func aCatchDuringTheBounceHoldsTheStretchedOffset() {
        var s = dragged(to: 950)
        s.release(at: 0, finger: -4000)
        let t = stride(from: 0, through: 2, by: 0.01).max { s.value(at: $0) < s.value(at: $1) } ?? 0
        let shown = s.value(at: t)
        #expect(shown > 1000)
        s.grab(at: t)
        expectClose(s.value(at: t), shown, tolerance: 1e-9 * shown, "position continuous at the catch, stretched")
        s.release(at: t, finger: 0)
        expectClose(s.value(at: t), shown, tolerance: 1e-9 * shown, "let go stretched: it starts where it was")
        s.settle(at: t + 10)
        #expect(s.value(at: t + 10) == 1000, "and springs back to the end")
    }

    @Test func aCancelIsNoFlingButASpringIntoTheRange() {
        var s = dragged(to: -150)
        let before = (s.value(at: 0.5), s.velocity(at: 0.5, finger: 600))
        #expect(before.0 < 0 && before.1 < 0)
        s.cancel(at: 0.5, finger: 600)
        #expect(s.phase == .animating && s.restingValue == 0)
        #expect(s.value(at: 0.5) == before.0)
        expectClose(s.velocity(at: 0.5), before.1, tolerance: 1e-9, "velocity continuous at the cancel")
        var inside = dragged(to: 400)
        inside.cancel(at: 0.5, finger: 0)
        #expect(inside.phase == .resting && inside.value(at: 0.5) == 400, "a still cancel inside rests where it is")
    }

    @Test func revealSpringsToTheNearestOffsetThatShowsTheSpan() {
        var s = make()
        s.reveal(900...1100, in: 0...800, margin: 16, at: 0)
        #expect(s.restingValue == 316.0, "1100 − 800 + 16")
        #expect(s.value(at: 0) == 0 && s.velocity(at: 0) == 0, "it starts where it is, as it is")
        s.settle(at: 10)
        #expect(s.value(at: 10) == 316)
        s.reveal(400...500, in: 0...800, margin: 16, at: 10)
        #expect(s.phase == .resting, "already shown: nothing moves")
        s.reveal(100...200, in: 0...800, margin: 16, at: 10)
        #expect(s.restingValue == 84, "scrolls back up to show it with the margin")
        expectContinuous(s, at: 10.2, "mid-reveal")
        var held = make()
        held.grab(at: 0)
        held.reveal(900...1100, in: 0...800, margin: 16, at: 0)
        #expect(held.phase == .dragging, "never while a finger holds it")
    }

    @Test func theMotionDoesNotDependOnTheFrameRate() {
        /// Flicks into the end at 0.2 s and samples every 50 ms, settling on each frame at `fps`.
        func run(fps: Double) -> [Double] {
            var s = dragged(to: 700)
            s.release(at: 0.2, finger: -5000)
            var samples: [Double] = []
            var frame = 0.0
            for k in 0...80 {
                let t = 0.2 + Double(k) * 0.05
                while frame < t {
                    frame += 1 / fps
                    s.settle(at: Swift.min(frame, t))
                }
                samples.append(s.value(at: t))
                samples.append(s.velocity(at: t))
            }
            return samples
        }
        var jumped = dragged(to: 700)
        jumped.release(at: 0.2, finger: -5000)
        let direct = (0...80).flatMap { k -> [Double] in
            let t = 0.2 + Double(k) * 0.05
            return [jumped.value(at: t), jumped.velocity(at: t)]
        }
        for fps in [60.0, 120.0, 144.0] {
            #expect(run(fps: fps) == direct, "\(fps) fps")
        }
        #expect(direct[direct.count - 2] == 1000 && direct.last == 0, "it has come to rest on the end")
    }

    @Test func aTuningsListValuesRetuneAGlideWithoutAJump() throws {
        let bounce = Tunable.spring("bounceSpring", default: Spring(response: 0.5, dampingRatio: 1), summary: "The bounce.")
        var s = dragged(to: 100)
        s.release(at: 0, finger: -2000)
        let (x, v) = (s.value(at: 0.2), s.velocity(at: 0.2))
        var tuning = Tuning()
        let unchanged = s.retune(to: tuning, bounce: bounce, at: 0.2)
        #expect(!unchanged, "the defaults are in force: nothing changes")
        try tuning.set(Tunable.listRubberBandConstant, to: .number(0.3))
        let bandOnly = s.retune(to: tuning, bounce: bounce, at: 0.2)
        #expect(!bandOnly && s.band.constant == 0.3, "a band change alone leaves the glide")
        try tuning.set(Tunable.listDeceleration, to: .number(0.99))
        let slower = s.retune(to: tuning, bounce: bounce, at: 0.2)
        #expect(slower && s.decay == Decay(rate: DecelerationRate(rawValue: 0.99)) && s.bounce == Spring(response: 0.5, dampingRatio: 1))
        expectClose(s.value(at: 0.2), x, tolerance: 1e-9)
        expectClose(s.velocity(at: 0.2), v, tolerance: 1e-6 * Swift.abs(v))
        try tuning.set(bounce, to: .spring(response: 0.3, dampingRatio: 0.8))
        let bouncier = s.retune(to: tuning, bounce: bounce, at: 0.25)
        #expect(bouncier && s.bounce == Spring(response: 0.3, dampingRatio: 0.8))
    }
}
