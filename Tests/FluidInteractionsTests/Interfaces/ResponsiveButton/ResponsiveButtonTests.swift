import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: responsive button")
struct ResponsiveButtonTests {
    let phone = Viewport.phone
    /// Safe area 47…810: the button is centred at (195, 47 + 763/4).
    let button = Point(x: 195, y: 237.75)
    /// Row `i`'s centre at list offset 0 (the list starts at the safe area's middle, 428.5).
    func row(_ i: Int) -> Point { Point(x: 195, y: 428.5 + 8 + 72 * Double(i) + 32) }

    /// The smallest scale of the button over a run, sampled every millisecond.
    func deepest(_ touches: [TouchEvent], until end: Double) -> (ResponsiveButton, Double) {
        var b = ResponsiveButton(viewport: phone)
        var lowest = 1.0
        var t = 0.0
        var pending = touches[...]
        while t < end {
            t += 0.001
            while let next = pending.first, next.timestamp <= t { b.handle(next); pending = pending.dropFirst() }
            b.advance(to: t)
            lowest = Swift.min(lowest, b.scale)
        }
        return (b, lowest)
    }

    @Test func layout() {
        let b = ResponsiveButton(viewport: phone)
        #expect(b.buttonFrame == Rect(x: 85, y: 205.75, width: 220, height: 64))
        #expect(b.list.frame == Rect(x: 24, y: 428.5, width: 342, height: 224))
        #expect(b.list.rowFrame(index: 0, offset: 0) == Rect(x: 36, y: 436.5, width: 318, height: 64))
        #expect(b.list.scroll.offset.maxOffset == 144)
        #expect(b.list.row(at: row(2), time: b.time) == 2)
        #expect(b.list.row(at: row(3), time: b.time) == nil, "row 3 is below the list's visible area at rest")
        #expect(b.state["scale"]?.number == 1 && b.state["pressed"]?.bool == false && b.state["taps"]?.number == 0)
        #expect(b.isSettled)
    }

    @Test func aTapDipsALittleALongPressALotAndReleaseBouncesBack() {
        let (tapped, tapDepth) = deepest(Touches.tap(at: button, time: 0.1, length: 0.06), until: 1.5)
        let (held, holdDepth) = deepest(Touches.tap(at: button, time: 0.1, length: 0.8), until: 2.5)
        #expect(tapDepth > 0.98 && tapDepth < 0.999, "a quick tap dips a little: \(tapDepth)")
        #expect(holdDepth < 0.91 && holdDepth >= Tuning().number(ResponsiveButton.Tuned.pressedScale), "a long press sinks toward 0.9: \(holdDepth)")
        for b in [tapped, held] {
            #expect(b.taps == 1)
            #expect(b.haptics == [.light])
            #expect(b.stateEvents.map(\.1) == ["pressed", "pressed", "taps"])
            #expect(b.scale == 1 && b.isSettled)
        }
        expectClose(held.events.first?.time ?? .nan, 0.1, tolerance: 1e-12, "the haptic plays on touch down")
        // The release spring overshoots past 1 (it elevates), from the long press.
        var b = ResponsiveButton(viewport: phone)
        var highest = 0.0
        b.run(Touches.tap(at: button, time: 0.1, length: 0.8), until: 2) { highest = Swift.max(highest, $0.scale) }
        #expect(highest > 1.005 && highest < 1.05, "\(highest)")
    }

    @Test func theDepthGrowsWithTheTimeHeld() {
        var previous = 1.0
        for length in [0.03, 0.1, 0.2, 0.4, 0.8] {
            var b = ResponsiveButton(viewport: phone)
            b.run([.began(1, at: button, time: 0)], until: length)
            #expect(b.scale < previous, "held \(length) s: \(b.scale)")
            #expect(b.isPressed && !b.isSettled)
            previous = b.scale
        }
    }

    @Test func releaseAndRapidTapsReverseSmoothly() {
        var b = ResponsiveButton(viewport: phone)
        var touches: [TouchEvent] = []
        for k in 0..<6 {
            touches += Touches.tap(at: button, time: 0.1 + 0.12 * Double(k), length: 0.05)
        }
        var reversals = 0
        for touch in touches {
            b.run([], until: touch.timestamp)
            let before = (b.scale, b.scaleVelocity)
            b.handle(touch)
            expectClose(b.scale, before.0, tolerance: 1e-12, "value kept at \(touch.timestamp)")
            expectClose(b.scaleVelocity, before.1, tolerance: 1e-12, "velocity kept at \(touch.timestamp)")
            if touch.phase == .began, before.1 > 0 { reversals += 1 }
        }
        #expect(reversals >= 3, "presses that caught the button still rising")
        b.run([], until: 3)
        #expect(b.taps == 6 && b.haptics.count == 6 && b.scale == 1 && b.isSettled)
    }

    @Test func draggingOutCancelsAndDraggingBackResumes() {
        var b = ResponsiveButton(viewport: phone)
        // 60 pt below the button's bottom edge (269.75) is within the 70-pt tolerance.
        b.run(Touches.drag(from: button, to: Point(x: 195, y: 329.75), at: 0, duration: 0.2, hold: 0.1), until: 0.5)
        #expect(b.taps == 1, "released within the tolerance counts")
        // Out beyond 70 pt: the press is cancelled while the finger is still down.
        var c = ResponsiveButton(viewport: phone)
        c.run([.began(1, at: button, time: 0), .moved(1, to: Point(x: 195, y: 345), time: 0.3)], until: 0.3)
        #expect(!c.isPressed && c.stateEvents.map(\.1) == ["pressed", "pressed"])
        let sunk = c.scale
        c.run([], until: 0.45)
        #expect(c.scale > sunk, "springs back while the finger is out")
        // Back in: presses again, with no second haptic; lifting inside acts.
        c.run([.moved(1, to: Point(x: 195, y: 300), time: 0.5)], until: 0.7)
        #expect(c.isPressed && c.scaleVelocity < 0)
        c.run([.ended(1, at: Point(x: 195, y: 300), time: 0.7)], until: 2)
        #expect(c.taps == 1 && c.haptics == [.light])
        // Out and lifted outside: no action.
        var d = ResponsiveButton(viewport: phone)
        d.run(Touches.drag(from: button, to: Point(x: 195, y: 400), at: 0, duration: 0.2), until: 2)
        #expect(d.taps == 0 && d.scale == 1 && d.isSettled)
        #expect(d.stateEvents.map(\.1) == ["pressed", "pressed"])
    }

    @Test func aCancelledTouchSpringsBackWithoutAction() {
        var b = ResponsiveButton(viewport: phone)
        b.run([.began(1, at: button, time: 0)], until: 0.3)
        let before = (b.scale, b.scaleVelocity)
        b.handle(.cancelled(1, at: button, time: 0.3))
        #expect(b.scale == before.0 && b.scaleVelocity == before.1)
        #expect(!b.isPressed)
        b.run([], until: 2)
        #expect(b.taps == 0 && b.scale == 1 && b.isSettled)
        #expect(b.haptics == [.light] && b.stateEvents.map(\.1) == ["pressed", "pressed"])
    }

    @Test func aRowRespondsAtOnceAndTapsOnRelease() {
        var b = ResponsiveButton(viewport: phone)
        b.run([.began(1, at: row(1), time: 0)], until: 0.1)
        #expect(b.list.pressedRow == 1)
        #expect(b.list.rowScale(1, at: b.time) < 0.995, "no delaysContentTouches: the row sinks at once")
        #expect(b.list.rowScale(0, at: b.time) == 1 && b.scale == 1)
        #expect(b.haptics.isEmpty, "in a list the haptic waits for the tap")
        b.run([.ended(1, at: row(1), time: 0.15)], until: 2)
        #expect(b.rowTaps == 1 && b.taps == 0)
        #expect(b.haptics == [.light])
        #expect(b.stateEvents.map(\.1) == ["tappedRow"] && b.stateEvents.first?.2 == .number(1))
        #expect(b.list.rowScale(1, at: b.time) == 1 && b.isSettled)
    }

    @Test func aScrollLetsTheRowGoSmoothlyAndScrollsTheList() {
        var b = ResponsiveButton(viewport: phone)
        var touches = Touches.drag(from: row(2), to: Point(x: 195, y: row(2).y - 80), at: 0, duration: 0.16)
        let release = touches.removeLast()
        var letGo: Double?
        for touch in touches {
            b.run([], until: touch.timestamp)
            let before = b.list.rowScale(2, at: b.time)
            b.handle(touch)
            #expect(b.list.rowScale(2, at: b.time) == before, "the row keeps its scale at every event")
            if letGo == nil, b.list.pressedRow == nil { letGo = touch.timestamp }
        }
        b.run([], until: release.timestamp)
        #expect(letGo != nil && letGo! < 0.05, "let go once the finger passes the 10-pt slop")
        expectClose(b.list.rowScale(2, at: b.time), 1, tolerance: 0.01, "back near 1 while the list scrolls")
        expectClose(b.list.offset(at: b.time), 70, tolerance: 1e-9, "80 pt minus the slop")
        let before = (b.list.offset(at: b.time), b.list.scroll.velocity(at: b.time))
        #expect(before.1 > 300)
        b.handle(release)
        expectClose(b.list.offset(at: b.time), before.0, tolerance: 1e-9 * (1 + before.1))
        expectClose(b.list.scroll.velocity(at: b.time), before.1, tolerance: 1e-9 * (1 + before.1))
        b.run([], until: 4)
        #expect(b.rowTaps == 0 && b.events.isEmpty)
        #expect(b.list.rowScale(2, at: b.time) == 1 && b.isSettled)
        #expect(b.list.offset(at: b.time) >= 70 && b.list.offset(at: b.time) <= b.list.scroll.offset.maxOffset)
    }

    @Test func theListRubberBandsAndATouchCatchesItsGlide() {
        var b = ResponsiveButton(viewport: phone)
        // A hard flick up: glides into the bottom end and bounces back to it.
        b.run(Touches.drag(from: row(2), to: Point(x: 195, y: row(2).y - 120), at: 0, duration: 0.06), until: 0.09)
        let caught = b.list.offset(at: b.time)
        #expect(b.list.scroll.velocity(at: b.time) != 0)
        b.handle(.began(2, at: row(1), time: 0.09))
        #expect(b.list.offset(at: b.time) == caught && b.list.pressedRow == nil, "a touch on the moving list catches it; no row presses")
        b.run([.ended(2, at: row(1), time: 0.2)], until: 3)
        #expect(b.rowTaps == 0)
        #expect(b.list.offset(at: b.time) >= 0 && b.list.offset(at: b.time) <= 144 && b.isSettled)
        // Pulled down at the top, it stretches and springs back to 0.
        var c = ResponsiveButton(viewport: phone)
        c.run(Array(Touches.drag(from: row(0), to: Point(x: 195, y: row(0).y + 110), at: 0, duration: 0.3).dropLast()), until: 0.35)
        expectClose(c.list.offset(at: c.time), -RubberBand.offset(100, dimension: 224), tolerance: 1e-9)
        c.run([.ended(1, at: Point(x: 195, y: row(0).y + 110), time: 0.35)], until: 3)
        #expect(c.list.offset(at: c.time) == 0 && c.isSettled)
    }

    @Test func theButtonAndTheListTakeSeparateFingers() {
        var b = ResponsiveButton(viewport: phone)
        b.run([.began(1, at: button, time: 0), .began(2, at: row(0), time: 0.05)], until: 0.3)
        #expect(b.isPressed && b.list.pressedRow == 0)
        b.run([.ended(2, at: row(0), time: 0.3), .ended(1, at: button, time: 0.35)], until: 2)
        #expect(b.taps == 1 && b.rowTaps == 1)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = Touches.tap(at: button, time: 0.02, length: 0.07)
            + Touches.tap(at: button, time: 0.15, length: 0.5)
            + Touches.drag(from: button, to: Point(x: 195, y: 400), at: 0.8, duration: 0.2, hold: 0.1)
            + Touches.tap(at: row(1), time: 1.3, length: 0.1)
            + Touches.drag(from: row(2), to: Point(x: 195, y: 420), at: 1.5, duration: 0.1)
            + Touches.tap(at: row(1), time: 1.7, length: 0.05)
            + Touches.drag(from: row(0), to: Point(x: 195, y: 600), at: 3, duration: 0.2, cancel: true)
        for until in [0.05, 0.3, 0.9, 1.35, 1.62, 1.8, 3.1, 5.0] {
            let runs = runAtRates(ResponsiveButton.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 31)
        for k in 0..<300 {
            var b = ResponsiveButton(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 150, width: 390, height: 550)) {
                b.handle(touch)
                #expect(allFinite(b.state))
            }
            for p in 0...2 { b.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: b.time)) }
            b.run([], until: b.time + 60, fps: 30)
            let settled = b.isSettled
            #expect(settled, "stream \(k)")
            #expect(b.scale == 1 && !b.isPressed && b.list.pressedRow == nil)
            #expect(b.list.offset(at: b.time) >= -0.5 && b.list.offset(at: b.time) <= b.list.scroll.offset.maxOffset + 0.5)
        }
    }
}

// MARK: Example scripts

extension ResponsiveButtonTests {
    /// Each example script, read independently of the project's parser and replayed until settled, hits the layout and does what its name says.
    @Test func exampleScriptsDoWhatTheirNamesSay() throws {
        let main: ResponsiveButton = replayUntilSettled(ResponsiveButton.self, try independentScriptTouches("responsive-button-main", interface: "responsive-button"))
        #expect(main.isSettled && main.taps == 2 && main.rowTaps == 1)
        #expect(main.haptics == [.light, .light, .light], "two presses, one row tap")

        let interrupt: ResponsiveButton = replayUntilSettled(ResponsiveButton.self,
                                                 try independentScriptTouches("responsive-button-interrupt", interface: "responsive-button"))
        #expect(interrupt.isSettled && interrupt.taps == 3 && interrupt.rowTaps == 0)
        #expect(interrupt.list.offset(at: interrupt.time) > 70 && interrupt.list.offset(at: interrupt.time) <= interrupt.list.scroll.offset.maxOffset)

        let cancel: ResponsiveButton = replayUntilSettled(ResponsiveButton.self, try independentScriptTouches("responsive-button-cancel", interface: "responsive-button"))
        #expect(cancel.isSettled && cancel.taps == 0 && cancel.scale == 1)
        #expect(cancel.stateEvents.map(\.1) == ["pressed", "pressed", "pressed", "pressed"], "down, out, back in, cancelled")
    }
}

// MARK: Tuning

extension ResponsiveButtonTests {
    /// The first instant (on a 1 ms grid, after `from`) at which `b` is settled.
    func settleTime(_ b: ResponsiveButton, from: Double) -> Double {
        var m = b, t = from
        while !m.isSettled, t < from + 10 {
            t += 0.001
            m.advance(to: t)
        }
        return t
    }

    @Test func theTunedDepthSpringsAndGlideChangeTheButtonAndTheList() throws {
        typealias Tuned = ResponsiveButton.Tuned
        // Deeper presses: the button toward 0.7, a row toward 0.8.
        var deep = ResponsiveButton(viewport: phone)
        try deep.retune([(Tuned.pressedScale, .number(0.7)), (Tuned.rowPressedScale, .number(0.8))])
        var plain = ResponsiveButton(viewport: phone)
        let holds: [TouchEvent] = [.began(1, at: button, time: 0), .began(2, at: row(1), time: 0)]
        deep.run(holds, until: 2)
        plain.run(holds, until: 2)
        #expect(deep.scale < 0.71 && plain.scale >= 0.9, "\(deep.scale) vs \(plain.scale)")
        #expect(deep.list.rowScale(1, at: deep.time) < 0.81 && plain.list.rowScale(1, at: plain.time) >= 0.95, "\(deep.list.rowScale(1, at: deep.time)) vs \(plain.list.rowScale(1, at: plain.time))")
        // A stiffer release spring is back up sooner.
        let tap = Touches.tap(at: button, time: 0, length: 0.5)
        var stiff = ResponsiveButton(viewport: phone)
        try stiff.retune([(Tuned.releaseSpring, .spring(response: 0.1, dampingRatio: 0.6))])
        stiff.run(tap, until: 0.5)
        plain = ResponsiveButton(viewport: phone)
        plain.run(tap, until: 0.5)
        let (fast, slow) = (settleTime(stiff, from: 0.5), settleTime(plain, from: 0.5))
        #expect(fast < slow - 0.2, "\(fast) vs \(slow)")
        // A faster deceleration: a gentle flick of the list glides a shorter way.
        let flick = Touches.drag(from: row(2), to: Point(x: 195, y: row(2).y - 30), at: 0, duration: 0.15)
        var short = ResponsiveButton(viewport: phone)
        try short.retune([(Tuned.decelerationRate, .number(0.99))])
        short.run(flick, until: 4)
        plain = ResponsiveButton(viewport: phone)
        plain.run(flick, until: 4)
        #expect(short.isSettled && plain.isSettled)
        #expect(plain.list.offset(at: plain.time) < plain.list.scroll.offset.maxOffset, "the default glide stops short of the end")
        #expect(short.list.offset(at: short.time) < plain.list.offset(at: plain.time) - 40, "\(short.list.offset(at: short.time)) vs \(plain.list.offset(at: plain.time))")
    }

    @Test func retuningMidSpringIsContinuousAndSettles() throws {
        typealias Tuned = ResponsiveButton.Tuned
        // The button bouncing back up after a long press.
        var b = ResponsiveButton(viewport: phone)
        b.run(Touches.tap(at: button, time: 0, length: 0.5), until: 0.56)
        let before = (b.scale, b.scaleVelocity)
        #expect(Swift.abs(before.1) > 0.1, "the release spring is under way")
        let release = Spring(response: 0.6, dampingRatio: 0.5)
        try b.retune([(Tuned.releaseSpring, .spring(response: 0.6, dampingRatio: 0.5))])
        #expect(b.scale == before.0 && b.scaleVelocity == before.1)
        b.run([], until: 0.8, fps: 1000) { m in
            let expected = release.value(fromValue: before.0, toValue: 1, initialVelocity: before.1, time: m.time - 0.56)
            if !m.isSettled { expectClose(m.scale, expected, tolerance: 1e-9) }
        }
        b.run([], until: 5)
        #expect(b.isSettled && b.scale == 1)
        // A held button and row: a deeper pressed scale and a new press spring take over where they are.
        var c = ResponsiveButton(viewport: phone)
        c.run([.began(1, at: button, time: 0), .began(2, at: row(1), time: 0)], until: 0.3)
        let held = (c.scale, c.scaleVelocity, c.list.rowScale(1, at: c.time))
        try c.retune([(Tuned.pressedScale, .number(0.7)), (Tuned.pressSpring, .spring(response: 0.4, dampingRatio: 1)),
                      (Tuned.rowPressedScale, .number(0.8))])
        #expect(c.scale == held.0 && c.scaleVelocity == held.1 && c.list.rowScale(1, at: c.time) == held.2)
        c.run([], until: 2)
        expectClose(c.scale, 0.7, tolerance: 1e-3)
        expectClose(c.list.rowScale(1, at: c.time), 0.8, tolerance: 1e-3)
        c.run([.ended(1, at: button, time: 2), .ended(2, at: row(1), time: 2)], until: 5)
        #expect(c.isSettled && c.scale == 1 && c.list.rowScale(1, at: c.time) == 1 && c.taps == 1 && c.rowTaps == 1)
        // The list flicked into its end: retuned gliding toward it and bouncing off it.
        let flick = Touches.drag(from: row(2), to: Point(x: 195, y: row(2).y - 120), at: 0, duration: 0.06)
        var gliding = 0, bouncing = 0
        for t in [0.065, 0.07, 0.08, 0.1, 0.15, 0.25, 0.4] {
            var l = ResponsiveButton(viewport: phone)
            l.run(flick, until: t)
            let shown = (l.list.offset(at: l.time), l.list.scroll.velocity(at: l.time))
            if shown.0 < l.list.scroll.offset.maxOffset, shown.1 > 0 { gliding += 1 }
            if shown.0 > l.list.scroll.offset.maxOffset { bouncing += 1 }
            var untuned = l
            try l.retune([(Tuned.bounceSpring, .spring(response: 0.9, dampingRatio: 0.6)), (Tuned.decelerationRate, .number(0.995))])
            expectClose(l.list.offset(at: l.time), shown.0, tolerance: 1e-9, "at \(t)")
            expectClose(l.list.scroll.velocity(at: l.time), shown.1, tolerance: 1e-9, "at \(t)")
            // A millisecond on, only the acceleration differs: well under a point apart.
            l.run([], until: t + 0.001)
            untuned.run([], until: t + 0.001)
            expectClose(l.list.offset(at: l.time), untuned.list.offset(at: untuned.time), tolerance: 0.02, "no jump just after \(t)")
            l.run([], until: 8)
            #expect(l.isSettled && l.list.offset(at: l.time) == l.list.scroll.offset.maxOffset, "at \(t)")
        }
        #expect(gliding > 0 && bouncing > 0, "both the glide and the bounce were retuned (\(gliding), \(bouncing))")
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var b = ResponsiveButton(viewport: phone)
        try b.retune([(ResponsiveButton.Tuned.bounceSpring, .spring(response: 0.7, dampingRatio: 0.8))])
        b.run([.began(1, at: button, time: 0)] + Touches.drag(from: row(2), to: Point(x: 195, y: row(2).y - 120), at: 0, duration: 0.06),
              until: 0.1)
        #expect(throws: TuningError.self) {
            try Tuning([ResponsiveButton.Tuned.pressSpring.name: .spring(response: 9, dampingRatio: 1)], for: ResponsiveButton.tunables)
        }
        expectRefusals(b, [
            (standInTuning(["pressSpring": .spring(response: 0.4, dampingRatio: 1), "holdSpring": .spring(response: 0.4, dampingRatio: 1)]), "holdSpring"),
            (standInTuning(["pressedScale": .number(1.2)]), "pressedScale"),
            (standInTuning(["decelerationRate": .number(1)]), "decelerationRate"),
            (standInTuning(["trackingTolerance": .number(-5)]), "trackingTolerance"),
            (standInTuning(["bounceSpring": .choice("soft")]), "bounceSpring"),
        ], then: [.ended(1, at: button, time: 0.5)], until: 3)
    }
}
