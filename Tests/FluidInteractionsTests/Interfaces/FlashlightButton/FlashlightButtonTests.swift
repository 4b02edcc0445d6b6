import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: flashlight button")
struct FlashlightButtonTests {
    let phone = Viewport.phone
    /// Centred horizontally, 120 pt above the safe area's bottom (844 − 34 − 120).
    let center = Point(x: 195, y: 690)

    /// A press at the centre: down with `forces[0]` at `time`, one move per
    /// further force every 8 ms, then lifted (or cancelled) 8 ms later.
    func press(_ forces: [Double?], at time: Double, cancel: Bool = false, pointer: PointerID = 1,
               at location: Point? = nil) -> [TouchEvent] {
        let p = location ?? center
        var touches = [TouchEvent.began(pointer, at: p, time: time, force: forces[0])]
        for (i, f) in forces.enumerated().dropFirst() { touches.append(.moved(pointer, to: p, time: time + 0.008 * Double(i), force: f)) }
        let end = time + 0.008 * Double(forces.count)
        touches.append(cancel ? .cancelled(pointer, at: p, time: end) : .ended(pointer, at: p, time: end))
        return touches
    }

    /// Forces rising linearly from `a` to `b` in `n` steps (both included).
    func ramp(_ a: Double, _ b: Double, _ n: Int) -> [Double?] {
        (0..<n).map { a + (b - a) * Double($0) / Double(n - 1) }
    }

    @Test func layoutIsA50PointCircleAboveTheBottom() {
        let b = FlashlightButton(viewport: phone)
        #expect(b.center == center)
        #expect(b.frame == Rect(x: 170, y: 665, width: 50, height: 50))
        #expect(b.layout["button"] == .frame(b.frame))
        #expect(b.scene.first?.cornerRadius == 25)
        #expect(b.scene.first?.fill == Color(red: 0.2, green: 0.2, blue: 0.2))
        #expect(b.isSettled && b.scale == 1 && !b.isOn)
        #expect(Array(b.state.fieldNames.prefix(3)) == ["isOn", "scale", "forceState"])
        expectClose(FlashlightButton.scalePerForce, 0.84, tolerance: 1e-15)
    }

    @Test func mainPathPressHardThenEaseOffTogglesWithTwoHaptics() {
        var b = FlashlightButton(viewport: phone)
        let forces = ramp(0.1, 0.8, 20) + ramp(0.75, 0.2, 12)
        var touches = press(forces, at: 0.1)
        let release = touches.removeLast()
        var activatedAt: Double?, toggledAt: Double?
        b.run(touches, until: release.timestamp) { m in
            if activatedAt == nil, m.forceState == "activated" { activatedAt = m.time }
            if toggledAt == nil, m.isOn { toggledAt = m.time }
        }
        #expect(b.haptics == [.light, .medium])
        #expect(b.isOn)
        // Armed on the first move at or above 0.5, toggled on the first at or below 0.49.
        let firstHard = touches.first { ($0.force ?? 0) >= 0.5 }!.timestamp
        let firstSoft = touches.first { $0.timestamp > firstHard && ($0.force ?? 1) <= 0.49 }!.timestamp
        #expect(activatedAt == firstHard && toggledAt == firstSoft)
        #expect(b.events.map(\.time) == [firstHard, firstSoft, firstSoft])
        #expect(b.stateEvents.map(\.1) == ["isOn"] && b.stateEvents.first?.2 == .bool(true))
        // Pressed, the scale is 1 + 0.84·force (the take-over offset has long faded).
        expectClose(b.scale, 1 + 0.84 * 0.2, tolerance: 1e-12)
        b.run([release], until: 2)
        #expect(b.isSettled && b.scale == 1 && b.isOn)
        #expect(b.white == 0.95)
        #expect(b.forceState == "reset")
        #expect(b.scene.first?.fill == Color(red: 0.95, green: 0.95, blue: 0.95))
    }

    @Test func whileOffThePressDarkensTheButtonWithTheForce() {
        var b = FlashlightButton(viewport: phone)
        b.run(press(ramp(0.0, 0.45, 10) + Array(repeating: 0.45, count: 40), at: 0).dropLast(), until: 0.4)
        expectClose(b.scale, 1 + 0.84 * 0.45, tolerance: 1e-12)
        expectClose(b.white, 0.2 - 0.2 * 0.45, tolerance: 1e-12)
        #expect(b.haptics.isEmpty && !b.isOn)
    }

    @Test func twoPumpsInOneTouchToggleTwice() {
        var b = FlashlightButton(viewport: phone)
        let pump = ramp(0.1, 0.7, 8) + ramp(0.6, 0.2, 6)
        b.run(press(pump + pump, at: 0), until: 2)
        #expect(b.haptics == [.light, .medium, .light, .medium])
        #expect(b.stateEvents.map(\.2) == [.bool(true), .bool(false)])
        #expect(!b.isOn)
    }

    @Test func aForceHoveringAtTheThresholdDoesNotChatter() {
        var b = FlashlightButton(viewport: phone)
        let hover = (0..<40).map { i -> Double? in i % 2 == 0 ? 0.5 : 0.495 }
        b.run(press(hover, at: 0).dropLast(), until: 0.5)
        #expect(b.haptics == [.light], "armed once; 0.495 is above the 0.49 confirmation")
        // Easing to 0.45 confirms; hovering back to 0.5 does not re-arm before 0.4.
        b.run([.moved(1, to: center, time: 0.5, force: 0.45), .moved(1, to: center, time: 0.51, force: 0.5),
               .moved(1, to: center, time: 0.52, force: 0.42), .moved(1, to: center, time: 0.53, force: 0.55)], until: 0.6)
        #expect(b.haptics == [.light, .medium])
        #expect(b.isOn)
    }

    @Test func liftingWhileArmedToggles() {
        var b = FlashlightButton(viewport: phone)
        b.run(press(ramp(0.2, 0.9, 10), at: 0), until: 1)
        #expect(b.haptics == [.light, .medium])
        #expect(b.isOn)
        expectClose(b.stateEvents.first?.0 ?? .nan, 0.08, tolerance: 1e-12, "at the lift")
    }

    @Test func cancelWhileArmedDoesNotToggle() {
        var b = FlashlightButton(viewport: phone)
        var touches = press(ramp(0.2, 0.9, 10), at: 0, cancel: true)
        let cancel = touches.removeLast()
        b.run(touches, until: cancel.timestamp)
        #expect(b.forceState == "activated")
        let before = (b.scale, b.scaleVelocity)
        b.handle(cancel)
        #expect(b.haptics == [.light], "the WWDC18 demo app toggles here; a system cancel must not")
        #expect(!b.isOn && b.stateEvents.isEmpty)
        expectClose(b.scale, before.0, tolerance: 1e-12)
        expectClose(b.scaleVelocity, before.1, tolerance: 1e-9)
        b.run([], until: 2)
        #expect(b.isSettled && b.scale == 1)
    }

    @Test func withoutAForceSensorAHalfSecondHoldActsAsTheForcePress() {
        var b = FlashlightButton(viewport: phone)
        b.run([.began(1, at: center, time: 0.1)], until: 0.35)
        #expect(b.haptics.isEmpty)
        // The scale follows the synthetic force, t − 0.1 (the take-over has faded).
        expectClose(b.force, 0.25, tolerance: 1e-12)
        expectClose(b.scale, 1 + 0.84 * 0.25, tolerance: 0.006)
        expectClose(b.scaleVelocity, 0.84, tolerance: 0.06)
        b.run([], until: 0.75)
        #expect(b.haptics == [.light])
        expectClose(b.events[0].time, 0.6, tolerance: 1e-12, "armed at exactly down + 0.5 s")
        #expect(b.forceState == "activated" && !b.isOn)
        b.run([.ended(1, at: center, time: 0.8)], until: 2)
        #expect(b.haptics == [.light, .medium] && b.isOn)
        #expect(b.stateEvents.map(\.0) == [0.8])
        // A NaN force counts as no sensor too; a short hold does nothing.
        var c = FlashlightButton(viewport: phone)
        c.run([.began(1, at: center, time: 0, force: .nan), .ended(1, at: center, time: 0.45)], until: 2)
        #expect(c.haptics.isEmpty && !c.isOn)
        var d = FlashlightButton(viewport: phone)
        d.run([.began(1, at: center, time: 0, force: .nan), .ended(1, at: center, time: 0.55)], until: 2)
        #expect(d.haptics == [.light, .medium] && d.isOn)
    }

    @Test func theSyntheticArmingInstantDoesNotDependOnTheFrameRate() {
        let touches: [TouchEvent] = [.began(1, at: center, time: 0.0137), .ended(1, at: center, time: 0.9)]
        for fps in [30.0, 60, 120, 144, 7] {
            var b = FlashlightButton(viewport: phone)
            b.run(touches, until: 1, fps: fps)
            #expect(b.events.first.map { $0.kind == .haptic(.light) && Swift.abs($0.time - 0.5137) < 1e-12 } == true, "\(fps) fps")
        }
    }

    @Test func movingMoreThan45PointsAwayAbandonsTheTouch() {
        var b = FlashlightButton(viewport: phone)
        // Armed at force 0.7 (scale 1.588): 60 pt on screen is 37.8 pt in the button's coordinates: still pressing.
        b.run(press(ramp(0.2, 0.7, 6), at: 0).dropLast(), until: 0.3)
        #expect(b.forceState == "activated")
        b.run([.moved(1, to: Point(x: 255, y: 690), time: 0.3, force: 0.7)], until: 0.31)
        #expect(b.isPressed)
        // 90 pt is 56.7 pt there: beyond 45, abandoned with no toggle; the rest of the touch is ignored.
        b.run([.moved(1, to: Point(x: 285, y: 690), time: 0.32, force: 0.7)], until: 0.33)
        #expect(!b.isPressed && b.forceState == "reset")
        b.run([.moved(1, to: center, time: 0.34, force: 0.3), .ended(1, at: center, time: 0.35)], until: 2)
        #expect(b.haptics == [.light] && !b.isOn)
        #expect(b.isSettled && b.scale == 1)
        // At rest (scale 1), 46 pt is beyond.
        var c = FlashlightButton(viewport: phone)
        c.run([.began(1, at: center, time: 0, force: 0), .moved(1, to: Point(x: 195, y: 690 - 46), time: 0.01, force: 0)], until: 0.02)
        #expect(!c.isPressed)
    }

    @Test func releaseHandsTheScaleToTheBouncySpringContinuously() {
        var b = FlashlightButton(viewport: phone)
        var touches = press(ramp(0.0, 0.4, 30), at: 0)
        let release = touches.removeLast()
        b.run(touches, until: release.timestamp)
        let before = (b.scale, b.scaleVelocity)
        b.handle(release)
        expectClose(b.scale, before.0, tolerance: 1e-12)
        expectClose(b.scaleVelocity, before.1, tolerance: 1e-9)
        // From there it is exactly the WWDC18 demo's spring (ζ 0.4, response 0.2 s) toward 1, and it overshoots below 1.
        let spring = Spring(response: 0.2, dampingRatio: 0.4)
        var lowest = 2.0
        let t0 = release.timestamp
        b.run([], until: t0 + 0.3, fps: 1000) { m in
            let expected = 1 + spring.value(target: 1 - before.0, initialVelocity: before.1, time: m.time - t0) - (1 - before.0)
            if !m.isSettled { expectClose(m.scale, expected, tolerance: 1e-9) }
            lowest = Swift.min(lowest, m.scale)
        }
        #expect(lowest < 0.97, "a bouncy reset overshoots")
        b.run([], until: 2)
        #expect(b.isSettled && b.scale == 1)
    }

    @Test func aNewTouchMidSpringTakesOverFromTheShownScale() {
        var b = FlashlightButton(viewport: phone)
        b.run(press(ramp(0.3, 0.45, 10), at: 0), until: 0.12)
        #expect(!b.isSettled)
        let before = (b.scale, b.scaleVelocity)
        #expect(Swift.abs(before.0 - 1) > 0.02 && Swift.abs(before.1) > 0.5, "mid-spring")
        b.handle(.began(2, at: center, time: 0.12, force: 0.1))
        #expect(b.isPressed)
        expectClose(b.scale, before.0, tolerance: 1e-12, "no jump at the catch")
        expectClose(b.scaleVelocity, before.1, tolerance: 1e-9, "nor in speed")
        b.run([.moved(2, to: center, time: 0.5, force: 0.1)], until: 0.6)
        expectClose(b.scale, 1 + 0.84 * 0.1, tolerance: 1e-12, "then the force rules")
        // A synthetic press caught mid-spring is continuous too.
        var c = FlashlightButton(viewport: phone)
        c.run(press(ramp(0.3, 0.45, 10), at: 0), until: 0.13)
        let shown = (c.scale, c.scaleVelocity, c.white)
        c.handle(.began(2, at: center, time: 0.13))
        expectClose(c.scale, shown.0, tolerance: 1e-12)
        expectClose(c.scaleVelocity, shown.1, tolerance: 1e-9)
        expectClose(c.white, shown.2, tolerance: 1e-12)
    }

    @Test func theColourIsContinuousAtAToggle() {
        var b = FlashlightButton(viewport: phone)
        var touches = press(ramp(0.1, 0.8, 10) + ramp(0.7, 0.2, 6), at: 0)
        touches.removeLast()
        let toggle = touches.first { $0.timestamp > 0.08 && ($0.force ?? 1) <= 0.49 }!
        let upTo = touches.prefix { $0.timestamp < toggle.timestamp }
        b.run(Array(upTo), until: toggle.timestamp)
        let before = (b.white, b.force)
        b.handle(toggle)
        #expect(b.isOn)
        // The force's own step darkens the fill as always; the toggle itself adds no jump.
        expectClose(b.white, before.0 - 0.2 * ((toggle.force ?? 0) - before.1), tolerance: 1e-12)
        b.run([], until: toggle.timestamp + 1)
        expectClose(b.white, 0.95, tolerance: 1e-3)
    }

    @Test func otherFingersAndTouchesOffTheButtonAreIgnored() {
        var b = FlashlightButton(viewport: phone)
        b.run([.began(1, at: Point(x: 195, y: 600), time: 0, force: 0.9), .ended(1, at: Point(x: 195, y: 600), time: 0.1)], until: 0.2)
        #expect(b.haptics.isEmpty && !b.isPressed)
        b.run([.began(1, at: center, time: 0.3, force: 0.1),
               .began(2, at: center, time: 0.31, force: 0.9), .moved(2, to: center, time: 0.32, force: 0.2),
               .ended(2, at: center, time: 0.33)], until: 0.4)
        #expect(b.haptics.isEmpty && b.isPressed)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let pump = ramp(0.1, 0.7, 8) + ramp(0.6, 0.2, 6)
        let touches = press(pump, at: 0.011)
            + [TouchEvent.began(1, at: center, time: 0.2), .ended(1, at: center, time: 0.83)]
            + press(ramp(0.2, 0.9, 10), at: 0.9, cancel: true)
            + press(pump + pump, at: 1.05)
        for until in [0.1, 0.25, 0.7, 0.85, 0.97, 1.2, 1.5, 3] {
            let runs = runAtRates(FlashlightButton.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 47)
        let area = Rect(x: 195 - 80, y: 690 - 80, width: 160, height: 160)
        for _ in 0..<300 {
            var b = FlashlightButton(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: area) {
                b.handle(touch)
                if g.chance(0.2) { b.advance(to: b.time + g.uniform(0...0.1)) }
                #expect(allFinite(b.state))
                #expect(b.scale > 0 && b.scale < 2.5)
            }
            for p in 0...2 { b.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: b.time)) }
            b.run([], until: b.time + 60)
            #expect(b.isSettled && b.scale == 1)
            #expect(b.white == (b.isOn ? 0.95 : 0.2))
        }
    }
}

// MARK: Example scripts

extension FlashlightButtonTests {
    /// Each example script (main, interruption, cancel), replayed at 120 fps to its end, does what its name says.
    @Test func exampleScriptsDoWhatTheirNamesSay() throws {
        let main = try replayExample(FlashlightButton.self, "flashlight-button-main")
        #expect(main.isOn && main.haptics == [.light, .medium])
        let interrupt = try replayExample(FlashlightButton.self, "flashlight-button-interrupt")
        #expect(!interrupt.isOn && interrupt.haptics == [.light, .medium, .light, .medium],
                "on by force, then off by a 0.5 s hold without force that caught the spring")
        let cancel = try replayExample(FlashlightButton.self, "flashlight-button-cancel")
        #expect(!cancel.isOn && cancel.haptics == [.light], "armed, cancelled: no toggle")
    }
}

// MARK: Tuning

extension FlashlightButtonTests {
    /// The first instant (on a 1 ms grid, after `from`) at which `b` is settled.
    func settleTime(_ b: FlashlightButton, from: Double) -> Double {
        var m = b, t = from
        while !m.isSettled, t < from + 10 {
            t += 0.001
            m.advance(to: t)
        }
        return t
    }

    @Test func theTunedSizeRadiusAndSpringsChangeTheButton() throws {
        // Full force makes it 150 pt across: a steady 0.3 gives 1 + 2 · 0.3.
        let steady = press(Array(repeating: 0.3, count: 100), at: 0)
        var big = FlashlightButton(viewport: phone)
        try big.retune([(FlashlightButton.Tuned.maximumDiameter, .number(150))])
        big.run(Array(steady.dropLast()), until: 0.79)
        var plain = FlashlightButton(viewport: phone)
        plain.run(Array(steady.dropLast()), until: 0.79)
        expectClose(big.scale, 1.6, tolerance: 1e-9)
        expectClose(plain.scale, 1 + 0.84 * 0.3, tolerance: 1e-9)
        // A 60-pt cancel radius keeps the press that 45 pt abandons (56.7 pt in the button's coordinates).
        var wide = FlashlightButton(viewport: phone)
        try wide.retune([(FlashlightButton.Tuned.cancelRadius, .number(60))])
        wide.run(press(ramp(0.2, 0.7, 6), at: 0).dropLast() + [.moved(1, to: Point(x: 285, y: 690), time: 0.32, force: 0.7)], until: 0.33)
        plain = FlashlightButton(viewport: phone)
        plain.run(press(ramp(0.2, 0.7, 6), at: 0).dropLast() + [.moved(1, to: Point(x: 285, y: 690), time: 0.32, force: 0.7)], until: 0.33)
        #expect(wide.isPressed && !plain.isPressed)
        // A stiffer reset spring brings the button back sooner.
        let touches = press(ramp(0.0, 0.4, 30), at: 0)
        var stiff = FlashlightButton(viewport: phone)
        try stiff.retune([(FlashlightButton.Tuned.resetSpring, .spring(response: 0.1, dampingRatio: 0.4))])
        stiff.run(touches, until: 0.25)
        plain = FlashlightButton(viewport: phone)
        plain.run(touches, until: 0.25)
        let (fast, slow) = (settleTime(stiff, from: 0.25), settleTime(plain, from: 0.25))
        #expect(fast < slow - 0.1, "\(fast) vs \(slow)")
    }

    @Test func retuningMidSpringIsContinuousAndSettles() throws {
        var b = FlashlightButton(viewport: phone)
        b.run(press(ramp(0.0, 0.4, 30), at: 0), until: 0.3)
        #expect(!b.isSettled && !b.isPressed)
        let before = (b.scale, b.scaleVelocity, b.white, b.whiteVelocity)
        #expect(Swift.abs(before.1) > 0.1, "the reset spring is under way")
        let reset = Spring(response: 0.5, dampingRatio: 0.7)
        try b.retune([(FlashlightButton.Tuned.resetSpring, .spring(response: 0.5, dampingRatio: 0.7)),
                      (FlashlightButton.Tuned.colorSpring, .spring(response: 0.4, dampingRatio: 1))])
        expectClose(b.scale, before.0, tolerance: 1e-12)
        expectClose(b.scaleVelocity, before.1, tolerance: 1e-12)
        expectClose(b.white, before.2, tolerance: 1e-12)
        expectClose(b.whiteVelocity, before.3, tolerance: 1e-12)
        // From there it is the new spring toward 1.
        b.run([], until: 0.5, fps: 1000) { m in
            let expected = reset.value(fromValue: before.0, toValue: 1, initialVelocity: before.1, time: m.time - 0.3)
            if !m.isSettled { expectClose(m.scale, expected, tolerance: 1e-9) }
        }
        b.run([], until: 3)
        #expect(b.isSettled && b.scale == 1 && b.white == 0.2)
        // A new maximum diameter mid-press: the scale goes on from where it is, onto the new size.
        var c = FlashlightButton(viewport: phone)
        let steady = press(Array(repeating: 0.3, count: 100), at: 0)
        c.run(Array(steady.prefix(40)), until: 0.32)
        let held = (c.scale, c.scaleVelocity)
        try c.retune([(FlashlightButton.Tuned.maximumDiameter, .number(150))])
        expectClose(c.scale, held.0, tolerance: 1e-12)
        expectClose(c.scaleVelocity, held.1, tolerance: 1e-12)
        c.run(Array(steady.dropFirst(40).dropLast()), until: 0.79)
        expectClose(c.scale, 1.6, tolerance: 1e-9)
        c.run([steady.last!], until: 3)
        #expect(c.isSettled && c.scale == 1)
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var b = FlashlightButton(viewport: phone)
        try b.retune([(FlashlightButton.Tuned.catchSpring, .spring(response: 0.3, dampingRatio: 0.9))])
        b.run(press(ramp(0.0, 0.4, 30), at: 0), until: 0.3)
        #expect(throws: TuningError.self) {
            try Tuning([FlashlightButton.Tuned.resetSpring.name: .spring(response: 0.2, dampingRatio: 0)], for: FlashlightButton.tunables)
        }
        expectRefusals(b, [
            (standInTuning(["resetSpring": .spring(response: 0.4, dampingRatio: 1), "glowSpring": .spring(response: 0.4, dampingRatio: 1)]), "glowSpring"),
            (standInTuning(["cancelRadius": .number(10)]), "cancelRadius"),
            (standInTuning(["maximumDiameter": .number(1000)]), "maximumDiameter"),
            (standInTuning(["colorSpring": .number(0.2)]), "colorSpring"),
        ], then: press(ramp(0.1, 0.8, 10) + ramp(0.7, 0.2, 6), at: 0.5), until: 2)
    }
}
