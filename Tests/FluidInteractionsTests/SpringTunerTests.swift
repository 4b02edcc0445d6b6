import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: spring tuner")
struct SpringTunerTests {
    let phone = Viewport.phone
    /// Ends 30 + 40 pt inside the safe area's sides; the track 70 pt above its centre (428.5).
    let left = 70.0, right = 320.0, trackY = 358.5
    /// Slider strips at 428.5 + 55 and + 155; thumbs travel 44…346.
    let dampingY = 483.5, responseY = 583.5

    func sliderX(_ value: Double, in range: ClosedRange<Double>) -> Double {
        44 + 302 * (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    /// The turnarounds of the undisturbed loop with spring `spring`, computed
    /// independently: (time, new target, position, velocity).
    func loop(_ spring: Spring, count: Int) -> [(Double, Double, Double, Double)] {
        var t0 = 0.0, x0 = left, v0 = 0.0, target = right
        var out: [(Double, Double, Double, Double)] = []
        for _ in 0..<count {
            let d = spring.settlingDuration(target: target - x0, initialVelocity: v0, epsilon: 0.5)
            let x = x0 + spring.value(target: target - x0, initialVelocity: v0, time: d)
            let v = spring.velocity(target: target - x0, initialVelocity: v0, time: d)
            target = target == right ? left : right
            t0 += d
            out.append((t0, target, x, v))
            x0 = x
            v0 = v
        }
        return out
    }

    @Test func layout() {
        let m = SpringTuner(viewport: phone)
        #expect(m.leftEnd == left && m.rightEnd == right && m.trackY == trackY)
        #expect(m.layout["square"] == .frame(Rect(x: 30, y: 318.5, width: 80, height: 80)))
        #expect(m.sliderFrame(.dampingRatio) == Rect(x: 30, y: dampingY - 22, width: 330, height: 44))
        #expect(m.sliderFrame(.response) == Rect(x: 30, y: responseY - 22, width: 330, height: 44))
        expectClose(m.thumbCenter(.dampingRatio).x, sliderX(0.5, in: 0.1...1), tolerance: 1e-12)
        expectClose(m.thumbCenter(.response).x, sliderX(1, in: 0.1...2), tolerance: 1e-12)
        let square = m.scene.first { $0.name == "square" }
        #expect(square?.fill == Color(hex: 0x64CCF7) && square?.gradientEnd == Color(hex: 0x359EEC))
        #expect(m.state.fieldNames.prefix(4) == ["dampingRatio", "response", "position", "target"])
        #expect(m.dampingRatio == 0.5 && m.response == 1 && m.position == left && m.target == right)
    }

    @Test func labelsSayWhatTheNumbersMean() {
        let m = SpringTuner(viewport: phone)
        #expect(m.label(.dampingRatio) == "damping ratio 0.50 — bouncy")
        #expect(m.label(.response) == "response 1.00 s")
        #expect(m.scene.contains { $0.text == "damping ratio 0.50 — bouncy" })
        #expect(SpringTuner.feel(ofDampingRatio: 0.69) == "bouncy")
        #expect(SpringTuner.feel(ofDampingRatio: 0.7) == "gentle")
        #expect(SpringTuner.feel(ofDampingRatio: 0.99) == "gentle")
        #expect(SpringTuner.feel(ofDampingRatio: 0.999) == "no bounce", "shown as 1.00")
        #expect(SpringTuner.feel(ofDampingRatio: 1) == "no bounce")
    }

    @Test func theFirstTurnaroundIsTheExactSettlingInstant() {
        var m = SpringTuner(viewport: phone)
        let spring = Spring(response: 1, dampingRatio: 0.5)
        let settle = spring.settlingDuration(target: 250.0, initialVelocity: 0.0, epsilon: 0.5)
        #expect(m.nextTurnaround == settle)
        m.run([], until: settle + 0.01)
        #expect(m.stateEvents.count == 1)
        #expect(m.stateEvents.first?.0 == settle && m.stateEvents.first?.2 == .number(left))
        // The instant is the last exit from the 0.5 pt band: outside just before, inside for good after.
        let y = { (t: Double) in spring.value(target: 250.0, time: t) - 250 }
        #expect(Swift.abs(y(settle)) <= 0.5 + 1e-9)
        let before = stride(from: settle - 0.2, to: settle, by: 0.0005).map { Swift.abs(y($0)) }.max() ?? 0
        #expect(before > 0.5)
        let after = stride(from: settle + 1e-6, to: settle + 10, by: 0.001).map { Swift.abs(y($0)) }.max() ?? 1
        #expect(after <= 0.5)
    }

    @Test func turnaroundsFollowTheExactChainAndAreContinuous() {
        let expected = loop(Spring(response: 1, dampingRatio: 0.5), count: 8)
        var m = SpringTuner(viewport: phone)
        m.run([], until: expected.last!.0 + 0.001)
        let got = m.stateEvents.filter { $0.1 == "target" }
        #expect(got.count == 8)
        for (g, e) in zip(got, expected) {
            expectClose(g.0, e.0, tolerance: 1e-9)
            #expect(g.2 == .number(e.1))
        }
        // At each instant the new stretch starts from the old one's exact state.
        for (e, g) in zip(expected.prefix(4), got) {
            var n = SpringTuner(viewport: phone)
            n.advance(to: g.0)
            #expect(n.target == e.1)
            expectClose(n.position, e.2, tolerance: 1e-9)
            expectClose(n.velocity, e.3, tolerance: 1e-9)
            #expect(Swift.abs(n.position - (e.1 == left ? right : left)) <= 0.5 + 1e-9, "it turns at the band's edge")
        }
        #expect(m.turnarounds == 8 && !m.isSettled)
    }

    @Test func turnaroundTimesAreIdenticalAt60And120And144Fps() {
        let touches: [TouchEvent] = [
            .began(1, at: Point(x: sliderX(0.5, in: 0.1...1), y: dampingY), time: 0.4),
            .moved(1, to: Point(x: sliderX(0.3, in: 0.1...1), y: dampingY), time: 0.45),
            .moved(1, to: Point(x: sliderX(0.2, in: 0.1...1), y: dampingY + 30), time: 0.5),
            .ended(1, at: Point(x: sliderX(0.2, in: 0.1...1), y: dampingY + 30), time: 0.52),
            .began(2, at: Point(x: 90, y: trackY), time: 3.3), .ended(2, at: Point(x: 90, y: trackY), time: 3.35),
            .began(1, at: Point(x: 300, y: responseY), time: 7.01), .moved(1, to: Point(x: 120, y: responseY), time: 7.2),
            .ended(1, at: Point(x: 120, y: responseY), time: 7.21),
        ]
        var runs: [SpringTuner] = []
        for fps in [60.0, 120, 144] {
            var m = SpringTuner(viewport: phone)
            m.run(touches, until: 30, fps: fps)
            runs.append(m)
        }
        var jump = SpringTuner(viewport: phone)
        for t in touches { jump.handle(t) }
        jump.advance(to: 30)
        runs.append(jump)
        #expect(runs[0].turnarounds > 4)
        for r in runs.dropFirst() {
            #expect(r.events == runs[0].events, "the same turnaround instants, to the bit")
            #expect(largestDifference(r.state, runs[0].state) <= 1e-6)
        }
    }

    @Test func aTapOnTheTrackRetargetsAtOnceKeepingPositionAndVelocity() {
        var m = SpringTuner(viewport: phone)
        m.run([], until: 0.3)
        let before = (m.position, m.velocity)
        #expect(before.1 > 50 && m.target == right, "mid-flight to the right")
        m.handle(.began(1, at: Point(x: 100, y: trackY + 30), time: 0.3))
        #expect(m.target == left)
        expectClose(m.position, before.0, tolerance: 1e-9)
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + Swift.abs(before.1)))
        #expect(m.stateEvents.map(\.1) == ["target"] && m.stateEvents.first?.0 == 0.3)
        let settle = Spring(response: 1, dampingRatio: 0.5).settlingDuration(target: left - before.0, initialVelocity: before.1, epsilon: 0.5)
        expectClose(m.nextTurnaround, 0.3 + settle, tolerance: 1e-9)
        // Just after, still C1: the new spring started from that state.
        var n = m
        n.advance(to: 0.3 + 1e-7)
        expectClose((n.position - m.position) / 1e-7, m.velocity, tolerance: 1e-3 * (1 + Swift.abs(m.velocity)))
        // The lift changes nothing; a tap toward where it already heads does nothing; a tap off the track neither.
        m.handle(.ended(1, at: Point(x: 100, y: trackY), time: 0.35))
        m.handle(.began(1, at: Point(x: 80, y: trackY), time: 0.4))
        m.handle(.ended(1, at: Point(x: 80, y: trackY), time: 0.45))
        m.handle(.began(1, at: Point(x: 330, y: 150), time: 0.5))
        #expect(m.stateEvents.count == 1 && m.target == left)
    }

    @Test func aSliderAppliesTheNewSpringAtOnceFromTheCurrentMotion() {
        var m = SpringTuner(viewport: phone)
        m.run([], until: 0.5)
        let before = (m.position, m.velocity)
        m.handle(.began(1, at: Point(x: sliderX(0.8, in: 0.1...1), y: dampingY + 10), time: 0.5))
        expectClose(m.dampingRatio, 0.8, tolerance: 1e-12)
        #expect(m.state["adjusting"]?.string == "dampingRatio")
        expectClose(m.position, before.0, tolerance: 1e-9)
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + Swift.abs(before.1)))
        let settle = Spring(response: 1, dampingRatio: 0.8).settlingDuration(target: right - before.0, initialVelocity: before.1, epsilon: 0.5)
        expectClose(m.nextTurnaround, 0.5 + settle, tolerance: 1e-9)
        // The new spring drives it: compare a later position with the closed form.
        m.run([.moved(1, to: Point(x: sliderX(0.8, in: 0.1...1), y: dampingY), time: 0.6)], until: 0.9)
        let x = before.0 + Spring(response: 1, dampingRatio: 0.8).value(target: right - before.0, initialVelocity: before.1, time: 0.4)
        expectClose(m.position, x, tolerance: 1e-9)
        // Past the end: clamped to 1; the label says so; lifting reports the value.
        m.run([.moved(1, to: Point(x: 500, y: dampingY + 80), time: 1.0), .ended(1, at: Point(x: 500, y: dampingY + 80), time: 1.01)], until: 1.1)
        #expect(m.dampingRatio == 1)
        #expect(m.label(.dampingRatio) == "damping ratio 1.00 — no bounce")
        #expect(m.stateEvents.last.map { $0.1 == "dampingRatio" && $0.2 == .number(1) && $0.0 == 1.01 } == true)
        #expect(m.state["adjusting"]?.string == "none")
        // The response slider, pulled to its left end.
        m.run([.began(2, at: Point(x: 200, y: responseY), time: 1.2), .moved(2, to: Point(x: 0, y: responseY), time: 1.3),
               .ended(2, at: Point(x: 0, y: responseY), time: 1.31)], until: 1.4)
        #expect(m.response == 0.1 && m.label(.response) == "response 0.10 s")
        #expect(m.stateEvents.last.map { $0.1 == "response" && $0.2 == .number(0.1) } == true)
    }

    @Test func aCancelledSliderTouchRestoresTheValueItFound() {
        var m = SpringTuner(viewport: phone)
        m.run([.began(1, at: Point(x: sliderX(0.2, in: 0.1...1), y: dampingY), time: 0.3),
               .moved(1, to: Point(x: sliderX(0.9, in: 0.1...1), y: dampingY), time: 0.4)], until: 0.5)
        expectClose(m.dampingRatio, 0.9, tolerance: 1e-12)
        let before = (m.position, m.velocity)
        m.handle(.cancelled(1, at: Point(x: sliderX(0.9, in: 0.1...1), y: dampingY), time: 0.5))
        #expect(m.dampingRatio == 0.5)
        expectClose(m.position, before.0, tolerance: 1e-9)
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + Swift.abs(before.1)))
        #expect(m.stateEvents.isEmpty, "nothing reported for a cancelled touch")
        let settle = Spring(response: 1, dampingRatio: 0.5).settlingDuration(target: right - before.0, initialVelocity: before.1, epsilon: 0.5)
        expectClose(m.nextTurnaround, 0.5 + settle, tolerance: 1e-9)
    }

    @Test func itLoopsForeverAndStaysOnTheTrack() {
        for (zeta, response) in [(0.1, 2.0), (1.0, 0.1), (0.1, 0.1), (1.0, 2.0)] {
            var m = SpringTuner(viewport: phone)
            let dx = sliderX(zeta, in: 0.1...1), rx = sliderX(response, in: 0.1...2)
            m.run([.began(1, at: Point(x: dx, y: dampingY), time: 0), .ended(1, at: Point(x: dx, y: dampingY), time: 0.01),
                   .began(1, at: Point(x: rx, y: responseY), time: 0.02), .ended(1, at: Point(x: rx, y: responseY), time: 0.03)],
                  until: 200, fps: 30) { s in
                #expect(s.position.isFinite && s.position > left - 250 && s.position < right + 250)
            }
            #expect(!m.isSettled)
            #expect(m.turnarounds > 5, "ζ \(zeta), response \(response): \(m.turnarounds)")
        }
    }

    @Test func hugeTimeJumpsEndAndStayFinite() {
        var m = SpringTuner(viewport: phone)
        m.advance(to: 100_000)
        #expect(allFinite(m.state))
        #expect(m.turnarounds > 20_000)
        #expect(m.position > left - 60 && m.position < right + 60)
        #expect(m.nextTurnaround > 100_000)
        m.advance(to: 1e300)
        #expect(allFinite(m.state))
    }

    @Test func aTrackTooShortKeepsTheSquareStill() {
        var m = SpringTuner(viewport: Viewport(width: 120, height: 400))
        #expect(m.leftEnd == m.rightEnd && m.nextTurnaround == .infinity)
        m.run(Touches.tap(at: Point(x: 60, y: m.trackY), time: 0.1), until: 5)
        #expect(allFinite(m.state) && m.turnarounds == 0 && m.position == 60)
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 73)
        let area = Rect(x: 0, y: 290, width: 390, height: 330)
        for _ in 0..<300 {
            var m = SpringTuner(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: area) {
                m.handle(touch)
                #expect(allFinite(m.state))
                #expect((0.1...1).contains(m.dampingRatio) && (0.1...2).contains(m.response))
                #expect(m.target == left || m.target == right)
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            let turns = m.turnarounds
            m.run([], until: m.time + 60, fps: 30)
            #expect(allFinite(m.state) && m.state["adjusting"]?.string == "none")
            #expect(m.turnarounds > turns && !m.isSettled, "it keeps looping")
            #expect(m.position > left - 400 && m.position < right + 400)
        }
    }
}
