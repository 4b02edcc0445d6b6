import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: calculator button")
struct CalculatorButtonTests {
    let phone = Viewport.phone
    /// The safe area's centre on the phone: (195, 47 + 763/2).
    let center = Point(x: 195, y: 428.5)

    /// The fade's value `elapsed` seconds after it started from 1.
    func faded(_ elapsed: Double) -> Double {
        1 - TimingCurve.easeOut.value(at: elapsed / 0.5)
    }

    /// One finger: down at `points[0]` at `time`, moved through the rest 8 ms apart, then lifted (or cancelled).
    func stroke(_ points: [Point], at time: Double, cancel: Bool = false, pointer: PointerID = 1) -> [TouchEvent] {
        var touches = [TouchEvent.began(pointer, at: points[0], time: time)]
        for (i, p) in points.enumerated().dropFirst() { touches.append(.moved(pointer, to: p, time: time + 0.008 * Double(i))) }
        let end = time + 0.008 * Double(points.count)
        touches.append(cancel ? .cancelled(pointer, at: points.last!, time: end) : .ended(pointer, at: points.last!, time: end))
        return touches
    }

    @Test func layoutIsA75PointCircleCentredInTheSafeArea() {
        let b = CalculatorButton(viewport: phone)
        #expect(b.frame == Rect(x: 195 - 37.5, y: 428.5 - 37.5, width: 75, height: 75))
        #expect(b.layout["button"] == .frame(b.frame))
        #expect(b.scene.first?.cornerRadius == 37.5)
        #expect(b.scene.first?.text == "9")
        #expect(b.scene.first?.fill == Color(hex: 0x333333))
        #expect(b.isSettled && b.highlight == 0)
        let keys = b.state.fieldNames
        #expect(Array(keys.prefix(3)) == ["highlighted", "highlight", "taps"])
    }

    @Test func mainPathHighlightsInstantlyCountsTheTapAndFadesOut() {
        var b = CalculatorButton(viewport: phone)
        b.run([], until: 0.1)
        b.handle(.began(1, at: center, time: 0.1))
        #expect(b.isHighlighted && b.highlight == 1, "lit at the very touch, no animation")
        #expect(b.scene.first?.fill == Color(hex: 0x737373))
        b.run([.ended(1, at: center, time: 0.15)], until: 0.15)
        #expect(b.taps == 1 && !b.isHighlighted)
        #expect(b.highlight == 1, "the fade starts from the highlight shown")
        for dt in [0.1, 0.25, 0.4, 0.49] {
            var c = b
            c.run([], until: 0.15 + dt)
            expectClose(c.highlight, faded(dt), tolerance: 1e-12, "at +\(dt)")
            let colour = Color(hex: 0x333333).interpolated(to: Color(hex: 0x737373), fraction: faded(dt))
            expectClose(c.color, colour, tolerance: 1e-12)
        }
        b.run([], until: 0.65)
        #expect(b.highlight == 0 && b.isSettled)
        let names = b.stateEvents.map { "\($0.1)=\($0.2)" }
        #expect(names == ["highlighted=bool(true)", "taps=number(1.0)", "highlighted=bool(false)"])
        #expect(b.stateEvents.map(\.0) == [0.1, 0.15, 0.15])
        #expect(b.haptics.isEmpty)
    }

    @Test func theFadeIsEaseOutAndFallsMonotonically() {
        var b = CalculatorButton(viewport: phone)
        b.run(Touches.tap(at: center, time: 0), until: 0.05)
        var last = b.highlight
        var firstStep = 0.0
        b.run([], until: 0.6, fps: 240) { m in
            #expect(m.highlight <= last + 1e-15)
            if firstStep == 0, m.highlight < 1 { firstStep = 1 - m.highlight }
            last = m.highlight
        }
        // Ease-out: the first frame after the release drops more than a linear fade would (1/120 per frame).
        #expect(firstStep > 1.0 / 120)
    }

    @Test func aTouchMidFadeSnapsBackToFullHighlightInstantly() {
        var b = CalculatorButton(viewport: phone)
        b.run(Touches.tap(at: center, time: 0), until: 0.2)
        let midFade = b.highlight
        #expect(midFade > 0.01 && midFade < 0.6)
        b.handle(.began(2, at: center, time: 0.2))
        #expect(b.highlight == 1 && b.highlightVelocity == 0, "no reversed fade: lit at once")
        b.run([], until: 0.5)
        #expect(b.highlight == 1, "stays lit while held")
        b.run([.ended(2, at: center, time: 0.5)], until: 0.75)
        expectClose(b.highlight, faded(0.25), tolerance: 1e-12, "a fresh fade from the second release")
        #expect(b.taps == 2)
    }

    @Test func rapidTapsMidFadeAllCount() {
        var b = CalculatorButton(viewport: phone)
        var touches: [TouchEvent] = []
        for i in 0..<12 { touches += Touches.tap(at: center, time: 0.07 * Double(i), length: 0.025, pointer: PointerID(rawValue: i % 3)) }
        var lowest = 1.0
        b.run(touches, until: 0.07 * 12) { m in lowest = Swift.min(lowest, m.highlight) }
        #expect(b.taps == 12)
        #expect(b.stateEvents.filter { $0.1 == "taps" }.map(\.2) == (1...12).map { .number(Double($0)) })
        #expect(lowest > 0.5, "taps this fast keep the key bright: every fade is cut short")
    }

    @Test func aLiftFarOffStraightFromInsideFadesFromTheLift() {
        var b = CalculatorButton(viewport: phone)
        // Down on the key, then lifted 160 pt below the centre with no move first.
        b.run([.began(1, at: center, time: 0), .ended(1, at: Point(x: 195, y: 428.5 + 160), time: 0.1)], until: 0.3)
        #expect(b.taps == 0 && !b.isHighlighted)
        #expect(b.stateEvents.last.map { $0.0 == 0.1 && $0.1 == "highlighted" } == true)
        expectClose(b.highlight, faded(0.2), tolerance: 1e-12)
        b.run([], until: 2)
        #expect(b.isSettled && b.highlight == 0)
    }

    @Test func draggingOutCancelsAndTheFadeStartsAtTheExit() {
        var b = CalculatorButton(viewport: phone)
        // Straight down: the tracking area ends 37.5 + 70 = 107.5 pt below the centre.
        let points = (0...20).map { Point(x: 195, y: 428.5 + 8 * Double($0)) }
        let exitIndex = points.firstIndex { $0.y > 428.5 + 107.5 }!
        let exitTime = 0.008 * Double(exitIndex)
        var touches = stroke(points, at: 0)
        let release = touches.removeLast()
        b.run(touches, until: exitTime)
        #expect(!b.isHighlighted)
        #expect(b.stateEvents.last.map { $0.0 == exitTime && $0.1 == "highlighted" } == true)
        b.run([release], until: exitTime + 0.2)
        #expect(b.taps == 0, "lifted outside: no tap")
        expectClose(b.highlight, faded(0.2), tolerance: 1e-12, "the fade runs from the exit, the lift changes nothing")
        #expect(b.state["tracking"]?.string == "idle")
    }

    @Test func driftWithinSeventyPointsKeepsTheButton() {
        var b = CalculatorButton(viewport: phone)
        // 37.5 + 65 pt to the right of the centre: outside the circle, inside the tracking area.
        let points = (0...13).map { Point(x: 195 + 7.8 * Double($0), y: 428.5) }
        b.run(stroke(points, at: 0).dropLast(), until: 0.2)
        #expect(b.isHighlighted && b.highlight == 1)
        b.run([.ended(1, at: points.last!, time: 0.2)], until: 0.3)
        #expect(b.taps == 1)
    }

    @Test func dragOutAndBackInThenReleaseCounts() {
        var b = CalculatorButton(viewport: phone)
        let out = (0...16).map { Point(x: 195, y: 428.5 + 10 * Double($0)) }     // to 160 pt below: outside
        let back = (1...16).map { Point(x: 195, y: 588.5 - 10 * Double($0)) }    // back to the centre
        let touches = stroke(out + back, at: 0)
        var wasOutside = false
        b.run(touches.dropLast(), until: touches[touches.count - 2].timestamp) { m in
            if m.state["tracking"]?.string == "outside" { wasOutside = true; #expect(!m.isHighlighted) }
        }
        #expect(wasOutside)
        #expect(b.isHighlighted && b.highlight == 1, "back inside: lit again at once")
        b.run([touches.last!], until: 1)
        #expect(b.taps == 1)
        #expect(b.stateEvents.filter { $0.1 == "highlighted" }.map(\.2) == [.bool(true), .bool(false), .bool(true), .bool(false)])
    }

    @Test func cancelPathCountsNothingAndFades() {
        var b = CalculatorButton(viewport: phone)
        b.run(stroke([center, Point(x: 197, y: 430)], at: 0.1, cancel: true), until: 0.116)
        #expect(b.taps == 0 && !b.isHighlighted)
        #expect(b.highlight == 1)
        b.run([], until: 0.116 + 0.3)
        expectClose(b.highlight, faded(0.3), tolerance: 1e-12)
        b.run([], until: 1)
        #expect(b.isSettled)
        #expect(b.stateEvents.map(\.1) == ["highlighted", "highlighted"])
    }

    @Test func aCancelAfterDraggingOutLeavesTheRunningFadeAlone() {
        var b = CalculatorButton(viewport: phone)
        let points = (0...20).map { Point(x: 195, y: 428.5 + 8 * Double($0)) }
        let touches = stroke(points, at: 0, cancel: true)
        b.run(touches, until: 0.3)
        let exit = b.stateEvents.last { $0.1 == "highlighted" }!.0
        expectClose(b.highlight, faded(0.3 - exit), tolerance: 1e-12)
        #expect(b.taps == 0)
    }

    @Test func theFadeIsContinuousAtEveryHandOff() {
        // At a release and at a drag exit the fade starts from exactly what was shown (1), with no jump after.
        var b = CalculatorButton(viewport: phone)
        b.run([.began(1, at: center, time: 0)], until: 0.1)
        let before = b.highlight
        b.handle(.ended(1, at: center, time: 0.1))
        #expect(b.highlight == before)
        var c = b
        c.advance(to: 0.1 + 1e-9)
        expectClose(c.highlight, before, tolerance: 1e-6, "no jump just after the start")
        // Mid-fade, the value is continuous in time (no frame-sized steps).
        b.run([], until: 0.3)
        var d = b
        d.advance(to: 0.3 + 1e-7)
        expectClose(d.highlight, b.highlight, tolerance: 1e-6)
        expectClose((d.highlight - b.highlight) / 1e-7, b.highlightVelocity, tolerance: 1e-3 * (1 + Swift.abs(b.highlightVelocity)))
    }

    @Test func otherFingersAndTouchesElsewhereAreIgnored() {
        var b = CalculatorButton(viewport: phone)
        b.run([.began(1, at: center, time: 0), .began(2, at: center, time: 0.02), .ended(2, at: center, time: 0.04)], until: 0.05)
        #expect(b.taps == 0 && b.isHighlighted)
        b.run([.ended(1, at: center, time: 0.06)], until: 0.1)
        #expect(b.taps == 1)
        b.run(Touches.tap(at: Point(x: 195, y: 300), time: 0.2), until: 1)
        #expect(b.taps == 1 && b.highlight == 0, "a tap off the key does nothing")
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let down = (0...20).map { Point(x: 195, y: 428.5 + 8 * Double($0)) }
        let touches = Touches.tap(at: center, time: 0.013)
            + Touches.tap(at: center, time: 0.2, length: 0.031)
            + stroke(down, at: 0.5)
            + stroke(down + down.reversed(), at: 1.0)
            + stroke([center, center], at: 2, cancel: true)
        for until in [0.05, 0.24, 0.33, 0.6, 0.9, 1.3, 2.1, 3] {
            let runs = runAtRates(CalculatorButton.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 31)
        let area = Rect(x: 195 - 150, y: 428.5 - 150, width: 300, height: 300)
        for _ in 0..<300 {
            var b = CalculatorButton(viewport: phone)
            var lastTaps = 0
            for touch in randomTouches(&g, count: 60, area: area) {
                b.handle(touch)
                #expect(allFinite(b.state))
                #expect(b.highlight >= 0 && b.highlight <= 1)
                #expect(b.taps >= lastTaps)
                lastTaps = b.taps
            }
            for p in 0...2 { b.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: b.time)) }
            b.run([], until: b.time + 60)
            #expect(b.isSettled && b.highlight == 0)
        }
    }
}

extension InteractionValue {
    /// The keys of an object, in order (empty for anything else).
    var fieldNames: [String] {
        if case .object(let fields) = self { return fields.map(\.key) }
        return []
    }
}

// MARK: Example scripts

extension CalculatorButtonTests {
    /// Each example script (main, interruption, cancel), replayed at 120 fps to its end, does what its name says.
    @Test func exampleScriptsDoWhatTheirNamesSay() throws {
        let main = try replayExample(CalculatorButton.self, "calculator-button-main")
        #expect(main.taps == 1 && main.highlight == 0)
        let interrupt = try replayExample(CalculatorButton.self, "calculator-button-interrupt")
        #expect(interrupt.taps == 3, "two taps, then a drag out and back in that still counts")
        #expect(interrupt.stateEvents.filter { $0.1 == "highlighted" }.count == 8)
        let cancel = try replayExample(CalculatorButton.self, "calculator-button-cancel")
        #expect(cancel.taps == 0 && cancel.stateEvents.count == 2)
    }
}

// MARK: Tuning

extension CalculatorButtonTests {
    @Test func theTunedFadeAndTrackingAreaChangeTheButton() throws {
        // A linear 1 s fade: half lit half a second after the lift (the default is out by then).
        var b = CalculatorButton(viewport: phone)
        try b.retune([(CalculatorButton.Tuned.fadeDuration, .number(1)), (CalculatorButton.Tuned.fadeCurve, .choice("linear"))])
        var plain = CalculatorButton(viewport: phone)
        b.run(Touches.tap(at: center, time: 0), until: 0.55)
        plain.run(Touches.tap(at: center, time: 0), until: 0.55)
        expectClose(b.highlight, 0.5, tolerance: 1e-12)
        #expect(plain.highlight == 0 && plain.isSettled)
        b.run([], until: 1.06)
        #expect(b.highlight == 0 && b.isSettled)
        // A tracking area of 10 pt: 32.5 pt below the edge the finger is outside, and lifting there taps nothing.
        let below = (0...7).map { Point(x: 195, y: 428.5 + 10 * Double($0)) }
        var tight = CalculatorButton(viewport: phone)
        try tight.retune([(CalculatorButton.Tuned.trackingExpansion, .number(10))])
        tight.run(stroke(below, at: 0), until: 1)
        var loose = CalculatorButton(viewport: phone)
        loose.run(stroke(below, at: 0), until: 1)
        #expect(tight.taps == 0 && loose.taps == 1)
    }

    @Test func retuningMidFadeKeepsTheFadeAndTheNextFadeTakesTheNewValues() throws {
        var b = CalculatorButton(viewport: phone)
        b.run(Touches.tap(at: center, time: 0), until: 0.2)
        let before = (b.highlight, b.highlightVelocity)
        try b.retune([(CalculatorButton.Tuned.fadeDuration, .number(2))])
        #expect(b.highlight == before.0 && b.highlightVelocity == before.1, "no jump at the retune")
        b.run([], until: 0.3)
        expectClose(b.highlight, faded(0.25), tolerance: 1e-12, "the running fade keeps its 0.5 s")
        b.run(Touches.tap(at: center, time: 1), until: 2)
        expectClose(b.highlight, 1 - TimingCurve.easeOut.value(at: 0.95 / 2), tolerance: 1e-12, "the next fade lasts 2 s")
        b.run([], until: 3.1)
        #expect(b.isSettled && b.highlight == 0)
        // The tracking area applies to the touch under way: 32.5 pt below the edge is now outside.
        var c = CalculatorButton(viewport: phone)
        let below = (0...7).map { Point(x: 195, y: 428.5 + 10 * Double($0)) }
        var touches = stroke(below, at: 0)
        let lift = touches.removeLast()
        c.run(touches, until: lift.timestamp)
        #expect(c.isHighlighted)
        try c.retune([(CalculatorButton.Tuned.trackingExpansion, .number(10))])
        c.run([.moved(1, to: below.last!, time: lift.timestamp), lift], until: 1)
        #expect(c.taps == 0)
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var b = CalculatorButton(viewport: phone)
        try b.retune([(CalculatorButton.Tuned.fadeDuration, .number(0.8))])
        b.run(Touches.tap(at: center, time: 0), until: 0.2)
        #expect(throws: TuningError.self) {
            try Tuning([CalculatorButton.Tuned.fadeDuration.name: .number(-1)], for: CalculatorButton.tunables)
        }
        expectRefusals(b, [
            (standInTuning(["fadeDuration": .number(1), "fadeSpring": .number(1)]), "fadeSpring"),
            (standInTuning(["fadeDuration": .number(4)]), "fadeDuration"),
            (standInTuning(["fadeCurve": .choice("bounce")]), "fadeCurve"),
            (standInTuning(["trackingExpansion": .choice("wide")]), "trackingExpansion"),
        ], then: Touches.tap(at: center, time: 0.5), until: 2)
    }
}
