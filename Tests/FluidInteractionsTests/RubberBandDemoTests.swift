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

    /// The curve as the seed and UIScrollView define it, computed here independently.
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
