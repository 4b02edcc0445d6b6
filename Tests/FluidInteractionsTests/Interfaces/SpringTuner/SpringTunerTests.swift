import Foundation
import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: spring tuner")
struct SpringTunerTests {
    let phone = Viewport.phone
    /// Half the travel at the default ζ 0.5, from the closed form: the room
    /// (195 − 40 − 20 pt) over 1 + 2·exp(−πζ/√(1 − ζ²)) — 101.8 pt, under the widest 125 pt.
    static let halfTravel = 135 / (1 + 2 * exp(-Double.pi * 0.5 / (1 - 0.25).squareRoot()))
    /// Ends about the safe area's centre x (195); the track 70 pt above its centre (428.5).
    let left = 195 - halfTravel, right = 195 + halfTravel, trackY = 358.5
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
        #expect(m.layout["square"] == .frame(Rect(x: left - 40, y: 318.5, width: 80, height: 80)))
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
        let settle = spring.settlingDuration(target: right - left, initialVelocity: 0.0, epsilon: 0.5)
        #expect(m.nextTurnaround == settle)
        m.run([], until: settle + 0.01)
        #expect(m.stateEvents.count == 1)
        #expect(m.stateEvents.first?.0 == settle && m.stateEvents.first?.2 == .number(left))
        // The instant is the last exit from the 0.5 pt band: outside just before, inside for good after.
        let y = { (t: Double) in spring.value(target: right - left, time: t) - (right - left) }
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
            expectClose(n.position, e.1 == left ? right : left, tolerance: 0.5 + 1e-9, "it turns at the band's edge")
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
        m.handle(.began(1, at: Point(x: 330, y: 250), time: 0.5))
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
        // ζ 0.8 overshoots under 1.6 %: the ends open out to the widest, 125 pt either side, and it heads for the right one's new place.
        #expect(m.leftEnd == 70 && m.rightEnd == 320 && m.target == 320)
        let settle = Spring(response: 1, dampingRatio: 0.8).settlingDuration(target: 320 - before.0, initialVelocity: before.1, epsilon: 0.5)
        expectClose(m.nextTurnaround, 0.5 + settle, tolerance: 1e-9)
        // The new spring drives it: compare a later position with the closed form.
        m.run([.moved(1, to: Point(x: sliderX(0.8, in: 0.1...1), y: dampingY), time: 0.6)], until: 0.9)
        let x = before.0 + Spring(response: 1, dampingRatio: 0.8).value(target: 320 - before.0, initialVelocity: before.1, time: 0.4)
        expectClose(m.position, x, tolerance: 1e-9)
        // Past the end: clamped to 1; the label says so; lifting reports the value.
        m.run([.moved(1, to: Point(x: 500, y: dampingY + 80), time: 1.0), .ended(1, at: Point(x: 500, y: dampingY + 80), time: 1.01)], until: 1.1)
        #expect(m.dampingRatio == 1)
        #expect(m.label(.dampingRatio) == "damping ratio 1.00 — no bounce")
        let lastTwo = m.stateEvents.suffix(2)
        #expect(lastTwo.map(\.0) == [1.01, 1.01] && lastTwo.map(\.1) == ["dampingRatio", "bounce"]
                && lastTwo.map(\.2) == [.number(1), .number(0)], "the value and then its twin's")
        #expect(m.state["adjusting"]?.string == "none")
        // The response slider, pulled to its left end.
        m.run([.began(2, at: Point(x: 200, y: responseY), time: 1.2), .moved(2, to: Point(x: 0, y: responseY), time: 1.3),
               .ended(2, at: Point(x: 0, y: responseY), time: 1.31)], until: 1.4)
        #expect(m.response == 0.1 && m.label(.response) == "response 0.10 s")
        #expect(m.stateEvents.suffix(2).map(\.1) == ["response", "duration"] && m.duration == 0.1)
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
        let area = Rect(x: 0, y: 60, width: 390, height: 560)   // all four sliders and the track
        for _ in 0..<300 {
            var m = SpringTuner(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: area) {
                m.handle(touch)
                #expect(allFinite(m.state))
                #expect((0.1...1).contains(m.dampingRatio) && (0.1...2).contains(m.response))
                #expect(m.target == m.leftEnd || m.target == m.rightEnd)
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            let turns = m.turnarounds
            m.run([], until: m.time + 60, fps: 30)
            #expect(allFinite(m.state) && m.state["adjusting"]?.string == "none")
            #expect(m.turnarounds > turns && !m.isSettled, "it keeps looping")
            #expect(m.position > left - 400 && m.position < right + 400)
        }
    }

    // MARK: The WWDC23 pair, and the square inside the screen

    /// The duration and bounce strips side by side at y = safe.minY + 54 = 101:
    /// 157 pt each, 16 pt apart (x 30…187 and 203…360).
    let durationY = 101.0, bounceY = 101.0
    func overlap(_ a: Rect, _ b: Rect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
    func durationX(_ v: Double) -> Double { 44 + 129 * (v - 0.1) / 1.9 }
    func bounceX(_ v: Double) -> Double { 217 + 129 * v / 0.9 }

    @Test func durationAndBounceStayInSyncWithResponseAndDampingBothWays() {
        var m = SpringTuner(viewport: phone)
        #expect(m.bounce == 0.5 && m.duration == 1 && m.label(.bounce) == "bounce 0.50" && m.label(.duration) == "duration 1.00 s")
        #expect(m.sliderFrame(.duration) == Rect(x: 30, y: durationY - 22, width: 157, height: 44))
        #expect(m.sliderFrame(.bounce) == Rect(x: 203, y: bounceY - 22, width: 157, height: 44))
        // Every viewport: the sliders overlap neither each other nor the track's tap area.
        for viewport in [phone, Viewport(width: 320, height: 568), Viewport(width: 1024, height: 768)] {
            let n = SpringTuner(viewport: viewport)
            let frames = SpringTuner.Slider.allCases.map { n.sliderFrame($0) } + [n.trackArea]
            for i in frames.indices { for j in frames.indices where i < j { #expect(!overlap(frames[i], frames[j]), "\(viewport) \(i) \(j)") } }
        }
        // Bounce drives the damping ratio (ζ = 1 − bounce) and the spring.
        let bx = bounceX(0.3)
        m.run([.began(1, at: Point(x: bx, y: bounceY), time: 0.2), .ended(1, at: Point(x: bx, y: bounceY), time: 0.25)], until: 0.3)
        expectClose(m.bounce, 0.3, tolerance: 1e-12)
        expectClose(m.dampingRatio, 0.7, tolerance: 1e-12)
        expectClose(m.spring.bounce, m.bounce, tolerance: 1e-12)
        #expect(m.stateEvents.suffix(2).map(\.1) == ["bounce", "dampingRatio"])
        // The damping ratio drives the bounce.
        let dx = sliderX(0.25, in: 0.1...1)
        m.run(Touches.tap(at: Point(x: dx, y: dampingY), time: 0.4), until: 0.5)
        expectClose(m.dampingRatio, 0.25, tolerance: 1e-12)
        expectClose(m.bounce, 0.75, tolerance: 1e-12)
        // Duration and response are one number.
        let ux = durationX(0.6)
        m.run(Touches.tap(at: Point(x: ux, y: durationY), time: 0.6), until: 0.7)
        expectClose(m.duration, 0.6, tolerance: 1e-12)
        #expect(m.response == m.duration && m.spring.duration == Spring(duration: m.duration, bounce: m.bounce).duration)
        let rx = sliderX(1.7, in: 0.1...2)
        m.run(Touches.tap(at: Point(x: rx, y: responseY), time: 0.8), until: 0.9)
        #expect(m.duration == m.response)
        expectClose(m.response, 1.7, tolerance: 1e-12)
        // A cancelled bounce touch restores both.
        m.run([.began(3, at: Point(x: bounceX(0.9), y: bounceY), time: 1),
               .cancelled(3, at: Point(x: bounceX(0.9), y: bounceY), time: 1.1)], until: 1.2)
        expectClose(m.bounce, 0.75, tolerance: 1e-12)
        expectClose(m.dampingRatio, 0.25, tolerance: 1e-12)
        #expect(m.state.fieldNames.suffix(2) == ["duration", "bounce"])
    }

    @Test func theEndsMakeRoomForTheOvershootAndMoveWithoutAJump() {
        for zeta in [0.1, 0.3, 0.5, 0.72, 1.0] {
            let r = zeta < 1 ? exp(-Double.pi * zeta / ((1 - zeta) * (1 + zeta)).squareRoot()) : 0
            var m = SpringTuner(viewport: phone)
            m.run(Touches.tap(at: Point(x: sliderX(zeta, in: 0.1...1), y: dampingY), time: 0), until: 0.01)
            let h = min(125, 135 / (1 + 2 * r))
            expectClose(m.rightEnd - 195, h, tolerance: 1e-9)
            expectClose(195 - m.leftEnd, h, tolerance: 1e-9)
        }
        // Mid-flight, a bouncier spring pulls the end it heads to inward: position and velocity continuous.
        var m = SpringTuner(viewport: phone)
        m.run([], until: 0.4)
        let before = (m.position, m.velocity)
        m.handle(.began(1, at: Point(x: bounceX(0.85), y: bounceY), time: 0.4))
        #expect(m.rightEnd < 195 + SpringTunerTests.halfTravel && m.target == m.rightEnd)
        expectClose(m.position, before.0, tolerance: 1e-9)
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + abs(before.1)))
    }

    /// The case and the worst ones: every setting, changed at rest or mid-flight, keeps the square inside the safe area.
    @Test func theSquareStaysInsideTheSafeAreaAtEverySetting() {
        let safe = phone.safeBounds
        var worst = 0.0
        for zeta in [0.1, 0.2, 0.5, 0.8, 1.0] {
            for response in [0.1, 0.5, 1.0, 2.0] {
                for changeAt in [0.0, 0.35, 0.7] {
                    var m = SpringTuner(viewport: phone)
                    // Widest ends and a fast run first, then the setting under test mid-flight.
                    m.run(Touches.tap(at: Point(x: sliderX(1, in: 0.1...1), y: dampingY), time: 0), until: changeAt)
                    m.run(Touches.tap(at: Point(x: sliderX(zeta, in: 0.1...1), y: dampingY), time: changeAt) +
                          Touches.tap(at: Point(x: sliderX(response, in: 0.1...2), y: responseY), time: changeAt + 0.02),
                          until: 12, fps: 120) { s in
                        let square = s.squareFrame(centerX: s.position)
                        worst = max(worst, safe.minX - square.minX, square.maxX - safe.maxX)
                    }
                }
            }
        }
        #expect(worst <= 0, "the square passed the safe area's edge by \(worst) pt")
        // Without the ends' room and the rubber band (the spring's own value), the default ζ 0.5 would leave it.
        var m = SpringTuner(viewport: phone)
        var farthest = 0.0
        m.run([], until: 3) { s in farthest = max(farthest, s.shuttle.value(at: s.time) - 195) }
        #expect(farthest > 125 && farthest + 40 <= 195, "ζ 0.5 from rest overshoots into the room left for it")
    }
}

// MARK: Example scripts

extension SpringTunerTests {
    /// Each example script (main, interruption, cancel), replayed at 120 fps to its end, does what its name says.
    @Test func exampleScriptsDoWhatTheirNamesSay() throws {
        let main = try replayExample(SpringTuner.self, "spring-tuner-main")
        #expect(Swift.abs(main.dampingRatio - 0.9) < 0.02 && main.turnarounds >= 1)
        #expect(main.stateEvents.contains { $0.1 == "dampingRatio" })
        let interrupt = try replayExample(SpringTuner.self, "spring-tuner-interrupt")
        #expect(interrupt.stateEvents.first.map { $0.1 == "target" && $0.2 == .number(interrupt.leftEnd) && $0.0 == 0.3 } == true, "the tap turned it")
        expectClose(interrupt.response, 0.4, tolerance: 0.02)
        let cancel = try replayExample(SpringTuner.self, "spring-tuner-cancel")
        #expect(cancel.dampingRatio == 0.5 && !cancel.stateEvents.contains { $0.1 == "dampingRatio" })
    }
}

// MARK: Tuning

extension SpringTunerTests {
    typealias Tuned = SpringTuner.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(SpringTuner.self)
        #expect(SpringTuner.tunables.map(\.name) == ["startSpring"])
        #expect(Tuned.startSpring.defaultValue == .spring(response: 1, dampingRatio: 0.5))
    }

    @Test func aTunedStartSpringIsWhereTheSlidersStartAndAStifferOneTurnsSooner() throws {
        let plain = SpringTuner(viewport: phone)
        var m = SpringTuner(viewport: phone)
        try m.retune([Tuned.startSpring.name: .spring(response: 0.5, dampingRatio: 0.8)])
        #expect(m.dampingRatio == 0.8 && m.response == 0.5 && m.duration == 0.5)
        expectClose(m.bounce, 0.2, tolerance: 1e-12)
        expectClose(m.thumbCenter(.dampingRatio).x, sliderX(0.8, in: 0.1...1), tolerance: 1e-9)
        // ζ 0.8: the ends open out to the widest, 125 pt either side; the square starts at the left one, at rest.
        #expect(m.leftEnd == 70 && m.rightEnd == 320 && m.position == 70 && m.velocity == 0 && m.target == 320)
        let first = Spring(response: 0.5, dampingRatio: 0.8).settlingDuration(target: 250, initialVelocity: 0, epsilon: 0.5)
        expectClose(m.nextTurnaround, first, tolerance: 1e-12)
        #expect(m.nextTurnaround < plain.nextTurnaround / 1.5, "\(plain.nextTurnaround) then \(m.nextTurnaround)")
        var p = plain
        p.run([], until: 3)
        m.run([], until: 3)
        #expect(m.turnarounds > p.turnarounds)
        // A spring beyond the sliders is refused, naming the tunable: the tunable takes the sliders' ranges.
        #expect(Tuned.startSpring.responses == 0.1...2 && Tuned.startSpring.dampingRatios == 0.1...1)
        expectRefused(SpringTuner(viewport: phone), standInTuning([Tuned.startSpring.name: .spring(response: 4, dampingRatio: 1.5)]),
                      naming: Tuned.startSpring.name, until: 1)
    }

    @Test func retuningMidFlightKeepsPositionAndVelocityAndTheLoopGoesOn() throws {
        var m = SpringTuner(viewport: phone)
        m.run([], until: 0.5)
        let before = (position: m.position, velocity: m.velocity, turnarounds: m.turnarounds)
        #expect(Swift.abs(before.velocity) > 50)
        var retuned = m
        try retuned.retune([Tuned.startSpring.name: .spring(response: 0.4, dampingRatio: 0.9)])
        #expect(retuned.dampingRatio == 0.9 && retuned.response == 0.4 && retuned.time == 0.5)
        expectClose(retuned.position, before.position, tolerance: 1e-9)
        expectClose(retuned.velocity, before.velocity, tolerance: 1e-9 * (1 + Swift.abs(before.velocity)))
        expectContinuousRetune(m, retuned, tolerance: 1e-4, "position") { $0.position }
        // It settles on its (moved) end on the new spring at the exact instant, and turns around.
        #expect(retuned.target == 320)
        let settle = Spring(response: 0.4, dampingRatio: 0.9).settlingDuration(target: 320 - before.position, initialVelocity: before.velocity,
                                                                              epsilon: 0.5)
        expectClose(retuned.nextTurnaround, 0.5 + settle, tolerance: 1e-9)
        let turn = retuned.nextTurnaround
        retuned.run([], until: turn)
        #expect(retuned.turnarounds == before.turnarounds + 1 && retuned.target == 70)
        #expect(Swift.abs(retuned.position - 320) <= 0.5 + 1e-9)
        // The same spring again changes nothing.
        let again = retuned
        try retuned.retune(retuned.tuning)
        #expect(retuned.state == again.state && retuned.nextTurnaround == again.nextTurnaround)
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var m = SpringTuner(viewport: phone)
        m.run([], until: 0.4)
        let tap = Touches.tap(at: Point(x: 100, y: trackY), time: 0.6)
        expectRefused(m, standInTuning(["response": .number(0.5)]), naming: "response", touches: tap, until: 3)
        expectRefused(m, standInTuning([Tuned.startSpring.name: .number(1)]), naming: "startSpring", touches: tap, until: 3)
        expectRefused(m, standInTuning([Tuned.startSpring.name: .choice("bouncy")]), naming: "startSpring", touches: tap, until: 3)
        var n = m
        #expect(throws: TuningError.self) { try n.retune([Tuned.startSpring.name: .spring(response: 9, dampingRatio: 0.5)]) }
        #expect(throws: TuningError.self) { try n.retune([Tuned.startSpring.name: .spring(response: 1, dampingRatio: 0.01)]) }
        #expect(n.tuning == m.tuning && n.state == m.state && n.nextTurnaround == m.nextTurnaround)
    }
}
