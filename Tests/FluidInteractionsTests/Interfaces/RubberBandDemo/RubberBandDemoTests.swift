import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Foundation
import Testing

@Suite("Interface: rubber band")
struct RubberBandDemoTests {
    let phone = Viewport.phone
    /// The square's centre at rest: the safe area's centre (195, 47 + 763/2).
    let centre = Point(x: 195, y: 428.5)
    /// The safe area's height: the bounded curve's dimension.
    let dimension = 763.0

    func model(_ curve: RubberBandDemo.Curve) -> RubberBandDemo {
        var m = RubberBandDemo(viewport: phone)
        m.curve = curve
        return m
    }

    /// The curve as the WWDC18 demo and UIScrollView define it, computed here independently.
    func expected(_ d: Double, _ curve: RubberBandDemo.Curve) -> Double {
        switch curve {
        case .power: return (d < 0 ? -1 : 1) * pow(abs(d), 0.7)
        case .bounded: return (d < 0 ? -1 : 1) * (1 - 1 / (abs(d) * 0.55 / dimension + 1)) * dimension
        }
    }

    /// A vertical drag from the centre by `dy`, released (or cancelled) at the end.
    func drag(_ dy: Double, at t: Double = 0, duration: Double = 0.2, hold: Double = 0, cancel: Bool = false, from: Point? = nil) -> [TouchEvent] {
        let start = from ?? centre
        return Touches.drag(from: start, to: Point(x: start.x, y: start.y + dy), at: t, duration: duration, hold: hold, cancel: cancel)
    }

    @Test func layoutCentresTheSquareInTheSafeArea() {
        let m = RubberBandDemo(viewport: phone)
        #expect(m.restFrame == Rect(x: 115, y: 348.5, width: 160, height: 160))
        #expect(m.layout == .object([.init("square", .frame(Rect(x: 115, y: 348.5, width: 160, height: 160)))]))
        #expect(m.curve == .bounded)
        #expect(m.number("offset") == 0 && m.isSettled)
        #expect(m.scene.first?.fill == Color(hex: 0xFF5B50) && m.scene.first?.gradientEnd == Color(hex: 0xFFC950))
    }

    @Test(arguments: RubberBandDemo.Curve.allCases)
    func theOffsetShownIsTheCurveOfTheDrag(curve: RubberBandDemo.Curve) {
        var m = model(curve)
        var checked = 0
        // Down 250 and back up to −300: every report shows the curve of the finger's travel.
        let touches = Touches.drag(from: centre, to: Point(x: 195, y: centre.y + 250), at: 0, duration: 0.3).dropLast()
            + Touches.drag(from: Point(x: 195, y: centre.y + 250), to: Point(x: 195, y: centre.y - 300), at: 0.3, duration: 0.5).dropFirst()
        for touch in touches {
            m.handle(touch)
            guard touch.phase != .ended else { continue }
            expectClose(m.offset, expected(touch.location.y - centre.y, curve), tolerance: 1e-9, "\(curve) at \(touch.timestamp)")
            checked += 1
        }
        #expect(checked > 90)
        // The seed's table for the power curve.
        for (d, f) in [(10.0, 5.01), (50, 15.46), (100, 25.12), (200, 40.81), (400, 66.29)] {
            expectClose(PowerRubberBandReference.value(d), f, tolerance: 0.006)
        }
        if curve == .bounded {
            #expect(abs(m.resistance(for: curve).shown(1e9)) < dimension, "the bounded curve never leaves the safe area")
        }
    }

    @Test func mainPathDragReleaseBounceAndRest() {
        var m = RubberBandDemo(viewport: phone)
        var lowest = Double.infinity
        m.run(drag(200, duration: 0.2), until: 2) { m in lowest = Swift.min(lowest, m.offset) }
        #expect(m.stateEvents.map(\.1) == ["dragging", "dragging"])
        #expect(m.stateEvents.map(\.2) == [.bool(true), .bool(false)])
        expectClose(m.stateEvents[0].0, 0, tolerance: 1e-12)
        expectClose(m.stateEvents[1].0, 0.2, tolerance: 1e-12)
        #expect(lowest < -1, "ζ 0.6 overshoots past home")
        #expect(m.isSettled && m.offset == 0 && m.velocity == 0)
        #expect(m.haptics.isEmpty)
    }

    @Test(arguments: RubberBandDemo.Curve.allCases)
    func releaseIsContinuousAndCarriesTheDisplayedVelocity(curve: RubberBandDemo.Curve) {
        for (dy, duration) in [(300.0, 0.1), (-150, 0.05), (40, 0.3), (-600, 0.2)] {
            var m = model(curve)
            var touches = drag(dy, duration: duration)
            let release = touches.removeLast()
            m.run(touches, until: release.timestamp)
            let before = (m.offset, m.velocity)
            // A steady drag: the least-squares velocity is the finger's, and
            // the displayed velocity is that times the curve's slope (central difference).
            let v = dy / duration, h = 1e-4
            let slope = (expected(dy + h, curve) - expected(dy - h, curve)) / (2 * h)
            expectClose(before.1, v * slope, tolerance: 1e-5 * abs(v), "\(curve) \(dy)")
            m.handle(release)
            #expect(!m.isDragging)
            let scale = 1 + abs(before.0) + abs(before.1)
            expectClose(m.offset, before.0, tolerance: 1e-9 * scale, "\(curve) \(dy)")
            expectClose(m.velocity, before.1, tolerance: 1e-9 * scale, "\(curve) \(dy)")
        }
    }

    @Test func aFingerLiftingAtRestCannotFlingThePowerCurve() {
        // Up 50 and straight back through the start: the power curve is infinitely steep at 0.
        var m = model(.power)
        let touches = Touches.drag(from: centre, to: Point(x: 195, y: centre.y - 50), at: 0, duration: 0.05).dropLast()
            + Touches.drag(from: Point(x: 195, y: centre.y - 50), to: centre, at: 0.05, duration: 0.05).dropFirst()
        var finger = VelocityTracker()
        for touch in touches where touch.phase != .ended { finger.addPosition(touch.location, at: touch.timestamp) }
        m.run(Array(touches), until: 0.1)
        #expect(m.offset == 0)
        #expect(abs(m.velocity) > 100, "it still moves as the finger did")
        #expect(abs(m.velocity) <= abs(finger.velocity(at: 0.1).dy) + 1e-9, "never faster than the finger")
        m.run([], until: 2)
        #expect(m.isSettled)
    }

    @Test(arguments: RubberBandDemo.Curve.allCases)
    func aCatchMidSpringHoldsTheSquareWhereItIs(curve: RubberBandDemo.Curve) {
        for catchTime in [0.13, 0.2, 0.31] {
            var m = model(curve)
            m.run(drag(300, duration: 0.1), until: catchTime)
            #expect(!m.isDragging && !m.isSettled)
            let shown = m.offset
            let grab = Point(x: 195, y: centre.y + shown + 10)
            m.handle(.began(7, at: grab, time: catchTime))
            #expect(m.isDragging)
            expectClose(m.offset, shown, tolerance: 1e-9 * (1 + abs(shown)), "\(curve) at \(catchTime): no jump")
            #expect(m.velocity == 0)
            // The drag continues from the raw offset that shows the caught one.
            m.handle(.moved(7, to: Point(x: 195, y: grab.y + 40), time: catchTime + 0.05))
            let raw = m.resistance(for: curve).raw(showing: shown)
            expectClose(m.offset, expected(raw + 40, curve), tolerance: 1e-9 * (1 + abs(shown)))
            expectClose(raw, curve == .power ? pow(abs(shown), 1 / 0.7) * (shown < 0 ? -1 : 1)
                                            : shown * dimension / (0.55 * (dimension - abs(shown))), tolerance: 1e-9 * (1 + abs(raw)))
            m.handle(.ended(7, at: Point(x: 195, y: grab.y + 40), time: catchTime + 0.3))
            m.run([], until: catchTime + 3)
            #expect(m.isSettled && m.offset == 0)
            #expect(m.stateEvents.map(\.2) == [.bool(true), .bool(false), .bool(true), .bool(false)])
        }
    }

    @Test func aTouchOffTheSquareDoesNothing() {
        var m = RubberBandDemo(viewport: phone)
        m.run(drag(200, from: Point(x: 195, y: 600)), until: 1)
        #expect(m.events.isEmpty && m.offset == 0 && m.isSettled)
    }

    @Test func cancelPathSpringsHomeFromWhereItIs() {
        var m = RubberBandDemo(viewport: phone)
        var touches = drag(-250, duration: 0.15, cancel: true)
        let cancel = touches.removeLast()
        m.run(touches, until: cancel.timestamp)
        let before = (m.offset, m.velocity)
        m.handle(cancel)
        expectClose(m.offset, before.0, tolerance: 1e-9 * (1 + abs(before.1)))
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + abs(before.1)))
        #expect(m.stateEvents.map(\.2) == [.bool(true), .bool(false)])
        m.run([], until: 2)
        #expect(m.isSettled && m.offset == 0)
    }

    @Test(arguments: RubberBandDemo.Curve.allCases)
    func theOutcomeDoesNotDependOnTheFrameRate(curve: RubberBandDemo.Curve) {
        let touches = drag(300, at: 0.01, duration: 0.1)
            + [TouchEvent.began(2, at: Point(x: 195, y: 500), time: 0.2), .moved(2, to: Point(x: 195, y: 450), time: 0.25),
               .ended(2, at: Point(x: 195, y: 450), time: 0.27)]
            + drag(-200, at: 0.9, duration: 0.2, cancel: true)
        for until in [0.05, 0.15, 0.26, 0.6, 1.05, 3] {
            let runs = [60.0, 120, 144].map { fps -> (InteractionValue, [InteractionEvent]) in
                var m = model(curve)
                m.run(touches, until: until, fps: fps)
                return (m.state, m.events)
            }
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1)
            }
        }
    }

    @Test func exampleScriptsLandOnTheSquare() throws {
        var main = RubberBandDemo(viewport: phone)
        main.run(try exampleScriptTouches(named: "rubber-band-main"), until: 3)
        #expect(main.stateEvents.map(\.2) == [.bool(true), .bool(false)] && main.isSettled)
        // The second touch catches the square while it still springs back.
        let touches = try exampleScriptTouches(named: "rubber-band-interrupt")
        let grab = try #require(touches.first { $0.pointer == 2 })
        var interrupt = RubberBandDemo(viewport: phone)
        interrupt.run(touches.filter { $0.timestamp < grab.timestamp }, until: grab.timestamp)
        #expect(!interrupt.isSettled && interrupt.frame.contains(grab.location))
        interrupt.run(touches.filter { $0.timestamp >= grab.timestamp }, until: 3)
        #expect(interrupt.stateEvents.count == 4 && interrupt.isSettled)
        var cancel = RubberBandDemo(viewport: phone)
        cancel.run(try exampleScriptTouches(named: "rubber-band-cancel"), until: 3)
        #expect(cancel.stateEvents.map(\.2) == [.bool(true), .bool(false)] && cancel.isSettled)
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 404)
        for i in 0..<320 {
            var m = model(i % 2 == 0 ? .bounded : .power)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 60, y: 250, width: 270, height: 360)) {
                m.handle(touch)
                #expect(allFinite(m.state))
                if i % 3 == 0 { m.advance(to: m.time + 0.004) }
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            m.run([], until: m.time + 60)
            #expect(m.isSettled && m.offset == 0)
            #expect(allFinite(m.state))
        }
    }
}

/// The seed's power curve, written out here so the tests do not check the model against itself.
enum PowerRubberBandReference {
    static func value(_ x: Double) -> Double { (x < 0 ? -1 : 1) * pow(abs(x), 0.7) }
}

// MARK: Tuning

extension RubberBandDemoTests {
    typealias Tuned = RubberBandDemo.Tuned

    /// The first instant (on a 1 ms grid, after `from`) at which `m` is settled.
    func settleTime(_ m: RubberBandDemo, from: Double) -> Double {
        var m = m, t = from
        while !m.isSettled, t < from + 10 {
            t += 0.001
            m.advance(to: t)
        }
        return t
    }

    /// The offset shown after dragging 250 pt down, tuned with `values`.
    func overdrag(_ values: [(Tunable, TunedValue)]) throws -> RubberBandDemo {
        var m = RubberBandDemo(viewport: phone)
        try m.retune(values)
        m.run(Array(drag(250).dropLast()), until: 0.2)
        return m
    }

    @Test func theTunedCurveConstantAndSpringChangeTheSquare() throws {
        let bounded = try overdrag([])
        let power = try overdrag([(Tuned.curve, .choice("power"))])
        expectClose(bounded.offset, expected(250, .bounded), tolerance: 1e-9)
        expectClose(power.offset, expected(250, .power), tolerance: 1e-9)
        #expect(power.curve == .power && power.state["curve"] == .string("power"))
        #expect(power.offset < bounded.offset - 50, "the power curve resists more here: \(power.offset) vs \(bounded.offset)")
        // The constants: c = 0.3 stretches less, e = 0.8 more.
        let stiffer = try overdrag([(Tuned.rubberBandConstant, .number(0.3))])
        expectClose(stiffer.offset, 250 * 0.3 * dimension / (dimension + 0.3 * 250), tolerance: 1e-9)
        let looser = try overdrag([(Tuned.curve, .choice("power")), (Tuned.powerExponent, .number(0.8))])
        expectClose(looser.offset, pow(250, 0.8), tolerance: 1e-9)
        // Setting the curve sets the tuning, and back.
        var m = RubberBandDemo(viewport: phone)
        m.curve = .power
        #expect(m.tuning.value(Tuned.curve) == .choice("power"))
        m.curve = .bounded
        #expect(m.tuning.isEmpty)
        // A stiffer spring brings the square home sooner.
        var stiff = RubberBandDemo(viewport: phone)
        try stiff.retune([(Tuned.spring, .spring(response: 0.15, dampingRatio: 0.6))])
        stiff.run(drag(250), until: 0.2)
        var plain = RubberBandDemo(viewport: phone)
        plain.run(drag(250), until: 0.2)
        let (fast, slow) = (settleTime(stiff, from: 0.2), settleTime(plain, from: 0.2))
        #expect(fast < slow - 0.15, "\(fast) vs \(slow)")
    }

    @Test func retuningMidFlightAndMidDragIsContinuous() throws {
        // The spring home, retuned on its way.
        var m = RubberBandDemo(viewport: phone)
        m.run(drag(300, duration: 0.1), until: 0.15)
        #expect(!m.isSettled && !m.isDragging)
        let before = (m.offset, m.velocity)
        let spring = Spring(response: 0.8, dampingRatio: 0.3)
        try m.retune([(Tuned.spring, .spring(response: 0.8, dampingRatio: 0.3))])
        #expect(m.offset == before.0 && m.velocity == before.1)
        m.run([], until: 0.5, fps: 1000) { m in
            if !m.isSettled {
                expectClose(m.offset, spring.value(fromValue: before.0, toValue: 0, initialVelocity: before.1, time: m.time - 0.15),
                            tolerance: 1e-9)
            }
        }
        m.run([], until: 10)
        #expect(m.isSettled && m.offset == 0)
        // Another curve mid-drag: the square stays where it is, and the drag goes on through the new curve.
        for (values, curve) in [([(Tuned.curve, TunedValue.choice("power"))], RubberBandDemo.Curve.power),
                                ([(Tuned.rubberBandConstant, .number(0.9))], .bounded)] {
            var d = RubberBandDemo(viewport: phone)
            d.run([.began(1, at: centre, time: 0), .moved(1, to: Point(x: 195, y: centre.y + 200), time: 0.1)], until: 0.1)
            let shown = d.offset
            try d.retune(values)
            #expect(d.curve == curve)
            expectClose(d.offset, shown, tolerance: 1e-9, "\(curve): no jump")
            d.run([.moved(1, to: Point(x: 195, y: centre.y + 240), time: 0.15)], until: 0.15)
            let band = d.resistance(for: curve)
            expectClose(d.offset, band.shown(band.raw(showing: shown) + 40), tolerance: 1e-9, "\(curve): 40 pt more")
            d.run([.ended(1, at: Point(x: 195, y: centre.y + 240), time: 0.2)], until: 5)
            #expect(d.isSettled && d.offset == 0)
        }
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var m = RubberBandDemo(viewport: phone)
        try m.retune([(Tuned.curve, .choice("power"))])
        m.run(drag(300, duration: 0.1), until: 0.15)
        #expect(throws: TuningError.self) {
            try Tuning([Tuned.curve.name: .choice("ios")], for: RubberBandDemo.tunables)
        }
        expectRefusals(m, [
            (standInTuning(["spring": .spring(response: 0.4, dampingRatio: 1), "stiffness": .number(100)]), "stiffness"),
            (standInTuning(["curve": .choice("ios")]), "curve"),
            (standInTuning(["rubberBandConstant": .number(0)]), "rubberBandConstant"),
            (standInTuning(["powerExponent": .number(1.5)]), "powerExponent"),
            (standInTuning(["spring": .choice("bouncy")]), "spring"),
        ], then: drag(-200, at: 0.3), until: 3)
        #expect(m.curve == .power)
    }
}
