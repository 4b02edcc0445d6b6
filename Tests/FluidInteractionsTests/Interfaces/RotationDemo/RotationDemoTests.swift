import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Foundation
import Testing

@Suite("Interface: rotation")
struct RotationDemoTests {
    let phone = Viewport.phone
    /// The square's centre: the safe area's centre.
    let centre = Point(x: 195, y: 428.5)
    /// λ of the fast rate, 1/s.
    let lambda = -1000 * log(0.99)

    func onCircle(_ degrees: Double, radius: Double = 120) -> Point {
        let a = degrees * .pi / 180
        return Point(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
    }

    /// A finger circling the centre at a steady rate from `from`° to `to`°
    /// (clockwise positive), reported every 1/`rate` s, then still (no
    /// reports) for `hold` s and released or cancelled.
    func circle(from: Double, to: Double, at t: Double, duration: Double, rate: Double = 120, hold: Double = 0,
                cancel: Bool = false, pointer: PointerID = 1, radius: Double = 120, release: Bool = true) -> [TouchEvent] {
        var events = [TouchEvent.began(pointer, at: onCircle(from, radius: radius), time: t)]
        let steps = Swift.max(1, Int((duration * rate).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            events.append(.moved(pointer, to: onCircle(from + (to - from) * f, radius: radius), time: t + duration * f))
        }
        guard release else { return events }
        let end = onCircle(to, radius: radius), te = t + duration + hold
        events.append(cancel ? .cancelled(pointer, at: end, time: te) : .ended(pointer, at: end, time: te))
        return events
    }

    func degrees(_ m: RotationDemo, _ key: String) -> Double { m.number(key) }

    /// The multiple of 90° nearest to the projection θ + ω/λ (degrees, degrees/s).
    func expectedTarget(angle: Double, velocity: Double) -> Double {
        let projected = angle + velocity / lambda
        return (projected / 90).rounded() * 90
    }

    @Test func layout() {
        let m = RotationDemo(viewport: phone)
        #expect(m.restFrame == Rect(x: 45, y: 278.5, width: 300, height: 300))
        #expect(m.layout == .object([.init("square", .frame(m.restFrame))]))
        #expect(m.state == .object([.init("angle", .number(0)), .init("angularVelocity", .number(0)), .init("target", .number(0))]))
        #expect(m.scene.first?.fill == Color(hex: 0xFF28A5) && m.scene.first?.gradientEnd == Color(hex: 0x7934CF))
        #expect(m.scene.first?.cornerRadius == 60)
    }

    @Test func aSlowThreeQuarterTurnEndsAtTwoHundredSeventyDegrees() {
        var m = RotationDemo(viewport: phone)
        let touches = circle(from: -90, to: 180, at: 0, duration: 1.5, hold: 0.1)
        for touch in touches.dropLast() {
            m.handle(touch)
            let finger = atan2(touch.location.y - centre.y, touch.location.x - centre.x) * 180 / .pi
            // The finger's direction, unwrapped, minus where it started.
            let expected = finger + 90 + (finger < -90 ? 360 : 0)
            expectClose(degrees(m, "angle"), expected, tolerance: 1e-9, "at \(touch.timestamp)")
        }
        expectClose(degrees(m, "angle"), 270, tolerance: 1e-9)
        m.run([touches[touches.count - 1]], until: 4)
        #expect(m.stateEvents.map(\.1) == ["target"])
        expectClose(m.stateEvents.first?.2.number ?? .nan, 270, tolerance: 1e-9, "not clamped to 180")
        #expect(m.isSettled)
        expectClose(degrees(m, "angle"), 270, tolerance: 1e-9)
        expectClose(m.scene[0].rotation.degrees, 270, tolerance: 1e-9)
        #expect(m.haptics.isEmpty)
    }

    @Test func severalTurnsAccumulate() {
        var m = RotationDemo(viewport: phone)
        m.run(circle(from: -90, to: 810, at: 0, duration: 4, hold: 0.1), until: 6)
        expectClose(degrees(m, "angle"), 900, tolerance: 1e-8)
        expectClose(m.stateEvents.first?.2.number ?? .nan, 900, tolerance: 1e-8)
        var n = RotationDemo(viewport: phone)
        n.run(circle(from: 0, to: -700, at: 0, duration: 3, hold: 0.1), until: 5)
        expectClose(degrees(n, "angle"), -720, tolerance: 1e-8)
    }

    @Test func aFlickProjectsPastTheNearestQuarterTurn() {
        for (to, duration) in [(30.0, 0.05), (-30, 0.05), (40, 0.04), (50, 0.25)] {
            var m = RotationDemo(viewport: phone)
            var touches = circle(from: 0, to: to, at: 0, duration: duration)
            let release = touches.removeLast()
            m.run(touches, until: release.timestamp)
            let omega = to / duration
            expectClose(degrees(m, "angularVelocity"), omega, tolerance: 1e-6 * abs(omega), "a steady turn: the tracker's velocity is exact")
            let target = expectedTarget(angle: to, velocity: omega)
            expectClose(degrees(m, "target"), target, tolerance: 1e-9, "the preview while held")
            m.handle(release)
            expectClose(m.stateEvents.first?.2.number ?? .nan, target, tolerance: 1e-9, "to \(to)")
            m.run([], until: 3)
            expectClose(degrees(m, "angle"), target, tolerance: 1e-9)
            #expect(m.isSettled)
        }
        // The flicks above: 30° at 600°/s goes to 90°, not 0° (the nearest to 30°); 40° at 1000°/s to 180°.
        #expect(expectedTarget(angle: 30, velocity: 600) == 90 && expectedTarget(angle: -30, velocity: -600) == -90)
        #expect(expectedTarget(angle: 40, velocity: 1000) == 180 && expectedTarget(angle: 50, velocity: 200) == 90)
    }

    @Test func itSettlesTheShortWayRound() {
        var m = RotationDemo(viewport: phone)
        var path: [Double] = []
        m.run(circle(from: 0, to: 350, at: 0, duration: 2, hold: 0.1), until: 4) { m in
            if !m.isHeld { path.append(m.angle * 180 / .pi) }
        }
        expectClose(m.stateEvents.first?.2.number ?? .nan, 360, tolerance: 1e-9)
        #expect(path.allSatisfy { $0 > 345 && $0 < 365 }, "from 350° to 360°, never back through 0°")
        expectClose(degrees(m, "angle"), 360, tolerance: 1e-9)
        var n = RotationDemo(viewport: phone)
        n.run(circle(from: 10, to: -40, at: 0, duration: 1, hold: 0.1), until: 3)
        expectClose(degrees(n, "angle"), -90, tolerance: 1e-9)
    }

    @Test func releaseIsContinuous() {
        for (to, duration, hold) in [(30.0, 0.05, 0.0), (-120, 0.2, 0.0), (200, 0.3, 0.02), (45, 0.5, 0.1)] {
            var m = RotationDemo(viewport: phone)
            var touches = circle(from: 20, to: 20 + to, at: 0, duration: duration, hold: hold)
            let release = touches.removeLast()
            m.run(touches, until: release.timestamp)
            let before = (m.angle, m.angularVelocity)
            m.handle(release)
            #expect(!m.isHeld)
            let scale = 1 + abs(before.0) + abs(before.1)
            expectClose(m.angle, before.0, tolerance: 1e-9 * scale, "to \(to)")
            expectClose(m.angularVelocity, before.1, tolerance: 1e-9 * scale, "to \(to)")
            if hold > 0.04 { #expect(before.1 == 0, "a finger that rested does not flick") }
        }
    }

    @Test func interruptPathACatchMidFlightHoldsTheAngle() {
        for catchAfter in [0.02, 0.08, 0.2] {
            var m = RotationDemo(viewport: phone)
            m.run(circle(from: 0, to: 40, at: 0, duration: 0.04), until: 0.04 + catchAfter)
            let caught = m.angle
            #expect(!m.isSettled && !m.isHeld)
            let t = 0.04 + catchAfter
            m.handle(.began(4, at: onCircle(70, radius: 100), time: t))
            #expect(m.isHeld)
            expectClose(m.angle, caught, tolerance: 1e-9 * (1 + abs(caught)), "no jump at +\(catchAfter) s")
            m.run(circle(from: 70, to: 90, at: t, duration: 0.3, hold: 0.1, pointer: 4, radius: 100).dropFirst().map { $0 }, until: t + 0.35)
            expectClose(m.angle, caught + 20 * .pi / 180, tolerance: 1e-9, "the turn continues from the caught angle")
            m.run([], until: t + 3)
            let expected = ((caught * 180 / .pi + 20) / 90).rounded() * 90
            expectClose(degrees(m, "angle"), expected, tolerance: 1e-9)
            #expect(m.stateEvents.count == 2)
        }
    }

    @Test func twoFingersTwistIt() {
        var m = RotationDemo(viewport: phone)
        var touches: [TouchEvent] = [.began(1, at: onCircle(0, radius: 100), time: 0), .began(2, at: onCircle(180, radius: 100), time: 0.01)]
        for i in 1...60 {
            let f = Double(i) / 60, t = 0.01 + 0.5 * f
            touches.append(.moved(1, to: onCircle(60 * f, radius: 100), time: t))
            touches.append(.moved(2, to: onCircle(180 + 60 * f, radius: 100), time: t))
        }
        m.run(touches, until: 0.6)
        expectClose(degrees(m, "angle"), 60, tolerance: 1e-9)
        m.run([.ended(1, at: onCircle(60, radius: 100), time: 0.65), .ended(2, at: onCircle(240, radius: 100), time: 0.66)], until: 3)
        expectClose(degrees(m, "angle"), 90, tolerance: 1e-9)
        #expect(m.stateEvents.count == 1)
    }

    @Test func changingHandsNeverJumps() {
        var m = RotationDemo(viewport: phone)
        // One finger 0° → 30°; a second lands at 210°; both turn 40°; the first lifts; the second turns on 20°.
        var touches = circle(from: 0, to: 30, at: 0, duration: 0.3, radius: 100, release: false)
        touches.append(.began(2, at: onCircle(210, radius: 100), time: 0.35))
        for i in 1...40 {
            let f = Double(i) / 40, t = 0.4 + 0.4 * f
            touches.append(.moved(1, to: onCircle(30 + 40 * f, radius: 100), time: t))
            touches.append(.moved(2, to: onCircle(210 + 40 * f, radius: 100), time: t))
        }
        touches.append(.ended(1, at: onCircle(70, radius: 100), time: 0.85))
        touches += circle(from: 250, to: 270, at: 0.9, duration: 0.2, hold: 0.2, pointer: 2, radius: 100).dropFirst()
        var previous = 0.0, largestStep = 0.0
        var checkpoints: [Double: Double] = [:]
        m.run(touches, until: 3) { m in
            largestStep = Swift.max(largestStep, abs(m.angle - previous) * 180 / .pi)
            previous = m.angle
            checkpoints[m.time] = m.angle * 180 / .pi
        }
        #expect(largestStep < 2, "each report turns it a little: \(largestStep)°")
        expectClose(checkpoints[0.35] ?? .nan, 30, tolerance: 1e-9)
        expectClose(checkpoints[0.85] ?? .nan, 70, tolerance: 1e-9)
        expectClose(checkpoints[1.1] ?? .nan, 90, tolerance: 1e-9)
        expectClose(degrees(m, "angle"), 90, tolerance: 1e-9)
        #expect(m.stateEvents.count == 1, "one release, when the last finger lifts")
    }

    @Test func cancelPathGoesToTheNearestQuarterTurnKeepingItsVelocity() {
        var m = RotationDemo(viewport: phone)
        var touches = circle(from: 0, to: 30, at: 0, duration: 0.05, cancel: true)
        let cancel = touches.removeLast()
        m.run(touches, until: cancel.timestamp)
        let before = (m.angle, m.angularVelocity)
        #expect(before.1 > 5)
        m.handle(cancel)
        let scale = 1 + abs(before.0) + abs(before.1)
        expectClose(m.angle, before.0, tolerance: 1e-9 * scale)
        expectClose(m.angularVelocity, before.1, tolerance: 1e-9 * scale)
        #expect(m.stateEvents.count == 1 && m.stateEvents.first?.2 == .number(0), "no flick: 0°, not 90°")
        m.run([], until: 3)
        #expect(m.isSettled && degrees(m, "angle") == 0)
    }

    @Test func aFingerCrossingTheCentreDoesNotSpinIt() {
        var m = RotationDemo(viewport: phone)
        var worst = 0.0
        m.run(Touches.drag(from: onCircle(0, radius: 100), to: onCircle(180, radius: 100), at: 0, duration: 0.5, hold: 0.1), until: 0.6) { m in
            worst = Swift.max(worst, abs(m.angle))
        }
        #expect(worst == 0)
    }

    @Test func touchesOffTheTurnedSquareAreIgnored() {
        var m = RotationDemo(viewport: phone)
        m.run(Touches.drag(from: Point(x: 10, y: 100), to: Point(x: 300, y: 100), at: 0, duration: 0.3), until: 1)
        #expect(m.events.isEmpty && m.angle == 0)
        // Held at 45°: the corners reach 212 pt from the centre along the axes.
        m.run(circle(from: 0, to: 45, at: 1, duration: 0.5, release: false), until: 1.6)
        #expect(m.hits(Point(x: centre.x + 200, y: centre.y)))
        #expect(!m.hits(Point(x: centre.x + 150, y: centre.y + 140)))
        #expect(RotationDemo(viewport: phone).hits(Point(x: centre.x + 140, y: centre.y + 140)))
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = circle(from: 0, to: 40, at: 0.013, duration: 0.05)
            + [TouchEvent.began(3, at: onCircle(90, radius: 80), time: 0.15)]
            + circle(from: 90, to: 130, at: 0.15, duration: 0.1, pointer: 3, radius: 80).dropFirst()
            + circle(from: 0, to: -20, at: 1.5, duration: 0.1, cancel: true)
        for until in [0.04, 0.1, 0.2, 0.3, 0.7, 1.55, 4] {
            let runs = runAtRates(RotationDemo.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
    }

    @Test func exampleScriptsLandOnTheSquare() throws {
        var main = RotationDemo(viewport: phone)
        main.run(try exampleScriptTouches(named: "rotation-main"), until: 4)
        #expect(main.stateEvents.count == 1)
        expectClose(main.stateEvents.first?.2.number ?? .nan, 270, tolerance: 1e-9)
        expectClose(degrees(main, "angle"), 270, tolerance: 1e-9)
        // The second finger catches the square while it still turns.
        let touches = try exampleScriptTouches(named: "rotation-interrupt")
        let grab = try #require(touches.first { $0.pointer == 2 })
        var interrupt = RotationDemo(viewport: phone)
        interrupt.run(touches.filter { $0.timestamp < grab.timestamp }, until: grab.timestamp)
        #expect(!interrupt.isSettled && interrupt.hits(grab.location))
        interrupt.run(touches.filter { $0.timestamp >= grab.timestamp }, until: 4)
        #expect(interrupt.stateEvents.count == 2 && interrupt.isSettled)
        var cancel = RotationDemo(viewport: phone)
        cancel.run(try exampleScriptTouches(named: "rotation-cancel"), until: 3)
        #expect(cancel.stateEvents.map(\.2) == [.number(0)] && degrees(cancel, "angle") == 0)
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 90)
        for i in 0..<320 {
            var m = RotationDemo(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 30, y: 260, width: 330, height: 340)) {
                m.handle(touch)
                #expect(allFinite(m.state))
                if i % 3 == 0 { m.advance(to: m.time + 0.006) }
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            m.run([], until: m.time + 60)
            #expect(m.isSettled)
            #expect(allFinite(m.state))
            let rest = degrees(m, "angle") / 90
            expectClose(rest, rest.rounded(), tolerance: 1e-9 * (1 + abs(rest)), "rests on a quarter turn")
        }
    }
}

// MARK: Tuning

extension RotationDemoTests {
    typealias Tuned = RotationDemo.Tuned

    /// The first instant (on a 1 ms grid, after `from`) at which `m` is settled.
    func settleTime(_ m: RotationDemo, from: Double) -> Double {
        var m = m, t = from
        while !m.isSettled, t < from + 10 {
            t += 0.001
            m.advance(to: t)
        }
        return t
    }

    @Test func theTunedStepRateDeadRadiusAndSpringChangeTheSquare() throws {
        // A slow turn to 50°, held still: the nearest quarter turn is 90°, the nearest eighth 45°.
        let slow = circle(from: 0, to: 50, at: 0, duration: 0.5, hold: 0.1)
        var plain = RotationDemo(viewport: phone)
        plain.run(slow, until: 3)
        var eighths = RotationDemo(viewport: phone)
        try eighths.retune([(Tuned.snapStep, .number(45))])
        eighths.run(slow, until: 3)
        expectClose(degrees(plain, "angle"), 90, tolerance: 1e-9)
        expectClose(degrees(eighths, "angle"), 45, tolerance: 1e-9)
        // A step that does not divide the turn is its nearest division: 100° is quarter turns, 50° is 360°/7.
        var hundred = RotationDemo(viewport: phone)
        try hundred.retune([(Tuned.snapStep, .number(100))])
        hundred.run(slow, until: 3)
        expectClose(degrees(hundred, "angle"), 90, tolerance: 1e-9)
        var sevenths = RotationDemo(viewport: phone)
        try sevenths.retune([(Tuned.snapStep, .number(50))])
        sevenths.run(slow, until: 3)
        expectClose(degrees(sevenths, "angle"), 360.0 / 7, tolerance: 1e-9)
        // A flick of 30° at 600°/s: with the slow rate 0.999 per ms its projection carries it seven quarter turns.
        let flick = circle(from: 0, to: 30, at: 0, duration: 0.05)
        var far = RotationDemo(viewport: phone)
        try far.retune([(Tuned.projectionRate, .number(0.999))])
        far.run(flick, until: 0.05)
        let slowLambda = -1000 * log(0.999)
        let target = ((30 + 600 / slowLambda) / 90).rounded() * 90
        #expect(target == 630)
        expectClose(far.stateEvents.first?.2.number ?? .nan, target, tolerance: 1e-9)
        plain = RotationDemo(viewport: phone)
        plain.run(flick, until: 0.05)
        expectClose(plain.stateEvents.first?.2.number ?? .nan, 90, tolerance: 1e-9)
        // A finger circling 30 pt from the centre turns it, unless the dead radius is 40 pt.
        let near = circle(from: 0, to: 60, at: 0, duration: 0.5, radius: 30, release: false)
        plain = RotationDemo(viewport: phone)
        plain.run(near, until: 0.5)
        var dead = RotationDemo(viewport: phone)
        try dead.retune([(Tuned.deadRadius, .number(40))])
        dead.run(near, until: 0.5)
        expectClose(degrees(plain, "angle"), 60, tolerance: 1e-9)
        #expect(dead.angle == 0)
        // A stiffer spring settles sooner.
        let turn = circle(from: 0, to: 50, at: 0, duration: 0.3)
        plain = RotationDemo(viewport: phone)
        plain.run(turn, until: 0.3)
        var stiff = RotationDemo(viewport: phone)
        try stiff.retune([(Tuned.spring, .spring(response: 0.2, dampingRatio: 0.8))])
        stiff.run(turn, until: 0.3)
        let (quick, late) = (settleTime(stiff, from: 0.3), settleTime(plain, from: 0.3))
        #expect(quick < late - 0.2, "\(quick) vs \(late)")
    }

    @Test func retuningMidFlightIsContinuousAndSettles() throws {
        var m = RotationDemo(viewport: phone)
        m.run(circle(from: 0, to: 40, at: 0, duration: 0.04), until: 0.1)
        #expect(!m.isSettled && !m.isHeld)
        let before = (m.angle, m.angularVelocity)
        let goal = try #require(m.stateEvents.first?.2.number) * .pi / 180
        let spring = Spring(response: 0.9, dampingRatio: 0.4)
        try m.retune([(Tuned.spring, .spring(response: 0.9, dampingRatio: 0.4)), (Tuned.snapStep, .number(30))])
        #expect(m.angle == before.0 && m.angularVelocity == before.1)
        expectClose(m.target, goal, tolerance: 1e-12, "the orientation chosen at the release stays")
        m.run([], until: 0.6, fps: 1000) { m in
            if !m.isSettled {
                expectClose(m.angle, spring.value(fromValue: before.0, toValue: goal, initialVelocity: before.1, time: m.time - 0.1),
                            tolerance: 1e-9)
            }
        }
        m.run([], until: 10)
        #expect(m.isSettled)
        expectClose(m.angle, goal, tolerance: 1e-12)
        // Held, the preview takes up the new step at once.
        var h = RotationDemo(viewport: phone)
        h.run(circle(from: 0, to: 50, at: 0, duration: 0.5, release: false), until: 0.6)
        expectClose(degrees(h, "target"), 90, tolerance: 1e-9)
        try h.retune([(Tuned.snapStep, .number(45))])
        expectClose(degrees(h, "target"), 45, tolerance: 1e-9)
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var m = RotationDemo(viewport: phone)
        try m.retune([(Tuned.snapStep, .number(60))])
        m.run(circle(from: 0, to: 40, at: 0, duration: 0.04), until: 0.1)
        #expect(throws: TuningError.self) {
            try Tuning([Tuned.snapStep.name: .number(0)], for: RotationDemo.tunables)
        }
        expectRefusals(m, [
            (standInTuning(["spring": .spring(response: 0.3, dampingRatio: 1), "snapSpring": .spring(response: 0.3, dampingRatio: 1)]), "snapSpring"),
            (standInTuning(["snapStep": .number(360)]), "snapStep"),
            (standInTuning(["projectionRate": .number(0.9)]), "projectionRate"),
            (standInTuning(["deadRadius": .choice("none")]), "deadRadius"),
        ], then: circle(from: 10, to: 100, at: 1, duration: 0.3), until: 4)
    }
}
