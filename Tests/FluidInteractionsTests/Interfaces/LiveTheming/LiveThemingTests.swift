import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: live theming")
struct LiveThemingTests {
    let phone = Viewport.phone
    /// Swatch centres on the phone: x = 38 + 62.8·i, y = 85.
    func swatch(_ i: Int) -> Point { Point(x: 38 + 62.8 * Double(i), y: 85) }
    let ocean = 2, sunset = 3, forest = 4, auto = 5, classic = 0
    let reset = Point(x: 76, y: 513)
    func card(_ i: Int) -> Point { Point(x: 195, y: 243 + 92 * Double(i)) }

    func layer(_ m: LiveTheming, _ name: String) -> Layer? { m.scene.first { $0.name == name } }

    /// Expects every bound layer to show the palette now (the bindings were re-applied).
    func expectBoundToPalette(_ m: LiveTheming, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = m.palette
        #expect(layer(m, "background")?.fill == p.background, sourceLocation: sourceLocation)
        #expect(layer(m, "header")?.fill == p.surface && layer(m, "header")?.textColor == p.text, sourceLocation: sourceLocation)
        for i in m.openCards {
            #expect(layer(m, "card.\(i)")?.fill == p.surface, sourceLocation: sourceLocation)
            #expect(layer(m, "card.\(i).dot")?.fill == p.accent, sourceLocation: sourceLocation)
        }
        #expect(layer(m, "reset")?.fill == p.accent && layer(m, "reset")?.textColor == p.background, sourceLocation: sourceLocation)
    }

    @Test func layout() {
        let m = LiveTheming(viewport: phone)
        #expect(m.swatchFrames.count == 6)
        expectClose(m.swatchFrames[5].minX, 330, tolerance: 1e-9)
        #expect(m.swatchFrames[0] == Rect(x: 16, y: 63, width: 44, height: 44))
        #expect(m.headerFrame == Rect(x: 16, y: 131, width: 358, height: 56))
        #expect(m.cardFrames.map(\.minY) == [203, 295, 387])
        #expect(m.resetFrame == Rect(x: 16, y: 491, width: 120, height: 44))
        for i in 0..<6 { #expect(m.swatchFrames[i].contains(swatch(i))) }
        #expect(m.state["theme"]?.string == "classic" && m.state["appearance"]?.string == "light")
        #expect(m.state["liveBindings"]?.number == 6 && m.state["automatic"]?.bool == true)
        #expect(m.state["background"]?.string == "#F2F2F7")
        #expect(m.isSettled)
        expectBoundToPalette(m)
    }

    @Test func aSwatchTapCrossFadesEveryBindingInLinearLight() {
        var m = LiveTheming(viewport: phone)
        m.run(Touches.tap(at: swatch(ocean), time: 0.1), until: 0.15)
        #expect(m.theme == .ocean && m.state["automatic"]?.bool == false)
        #expect(m.haptics == [.selection])
        #expect(m.stateEvents.map(\.1) == ["automatic", "theme"])
        #expect(m.stateEvents[1].2 == .string("ocean"))
        #expect(m.fadeFraction == 0 && !m.isSettled, "the fade starts from the old colours")
        #expect(m.palette == Theme.classic.palette)
        var sawMiddle = false
        m.run([], until: 1.2) { m in
            expectBoundToPalette(m)
            let f = m.fadeFraction
            let expected = Theme.classic.palette.interpolated(to: Theme.ocean.palette, fraction: f)
            #expect((m.palette - expected).magnitude < 1e-12)
            if f > 0.45, f < 0.55 { sawMiddle = true }
        }
        #expect(sawMiddle)
        #expect(m.isSettled && m.fadeFraction == 1 && m.palette == Theme.ocean.palette)
        #expect(m.state["background"]?.string == "#0B2A3F")
        expectBoundToPalette(m)
    }

    @Test func automaticFollowsTheSystemAppearance() {
        var m = LiveTheming(viewport: phone)
        m.run(mixed: [.system(.appearance(.dark), 1.0)], until: 2)
        #expect(m.theme == .midnight && m.appearance == .dark)
        #expect(m.stateEvents.map(\.1) == ["appearance", "theme"])
        #expect(m.stateEvents.allSatisfy { $0.0 == 1.0 })
        #expect(m.state["background"]?.string == "#1C1C1E")
        // Fixed themes ignore the appearance; choosing automatic again picks it up.
        m.run(Touches.tap(at: swatch(forest), time: 2.1), until: 3)
        m.removeAllEvents()
        m.run(mixed: [.system(.appearance(.light), 3.5)], until: 4)
        #expect(m.theme == .forest && m.appearance == .light)
        #expect(m.stateEvents.map(\.1) == ["appearance"])
        m.run(Touches.tap(at: swatch(auto), time: 4.1), until: 5)
        #expect(m.theme == .classic && m.state["automatic"]?.bool == true)
        // A repeated report changes nothing.
        m.removeAllEvents()
        m.handle(.appearance(.light), at: 5.5)
        #expect(m.events.isEmpty)
    }

    @Test func aSwitchMidFadeStartsFromTheColoursOnScreen() {
        var m = LiveTheming(viewport: phone)
        m.run(Touches.tap(at: swatch(sunset), time: 0.1), until: 0.2)
        let lift = TouchEvent.ended(2, at: swatch(forest), time: 0.25)
        m.run([.began(2, at: swatch(forest), time: 0.2)], until: lift.timestamp)
        let before = m.palette, velocity = m.paletteVelocity
        #expect(m.fadeFraction > 0.2 && m.fadeFraction < 0.9)
        m.handle(lift)
        #expect(m.theme == .forest)
        // Every channel is exactly where it was.
        #expect(m.palette == before)
        expectClose(m.palette.background.linearRed, before.background.linearRed, tolerance: 0)
        // The velocity toward the new palette is kept (the sideways part turns a corner).
        let delta = Theme.forest.palette - before
        func dot(_ a: Palette, _ b: Palette) -> Double { ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2 }
        expectClose(dot(m.paletteVelocity, delta), dot(velocity, delta), tolerance: 1e-9 * (1 + velocity.magnitude * delta.magnitude))
        // The background's red channel moves without a jump (sampled every millisecond).
        var previous = m.palette.background.linearRed
        var largest = 0.0
        m.run([], until: 2, fps: 1000) { m in
            largest = Swift.max(largest, Swift.abs(m.palette.background.linearRed - previous))
            previous = m.palette.background.linearRed
        }
        #expect(largest < 0.01, "largest step \(largest) per millisecond")
        #expect(m.palette == Theme.forest.palette && m.isSettled)
    }

    @Test func goingBackMidFadeKeepsTheWholeVelocity() {
        var m = LiveTheming(viewport: phone)
        m.run(Touches.tap(at: swatch(ocean), time: 0.1), until: 0.3)
        m.handle(.began(2, at: swatch(classic), time: 0.3))
        let lift = TouchEvent.ended(2, at: swatch(classic), time: 0.34)
        m.advance(to: lift.timestamp)
        let before = m.palette, velocity = m.paletteVelocity
        m.handle(lift)
        #expect(m.theme == .classic && m.palette == before)
        #expect((m.paletteVelocity - velocity).magnitude <= 1e-9 * (1 + velocity.magnitude))
        #expect(m.fadeVelocity < 0, "momentum carries it on toward ocean for a moment")
        m.run([], until: 2)
        #expect(m.palette == Theme.classic.palette && m.isSettled)
    }

    @Test func closingACardReleasesItsBindingAndResetBindsItAgain() {
        var m = LiveTheming(viewport: phone)
        m.run(Touches.tap(at: card(1), time: 0.1), until: 0.2)
        #expect(m.liveBindings == 5 && m.openCards == [0, 2])
        #expect(layer(m, "card.1") == nil)
        #expect(m.haptics == [.light])
        #expect(m.stateEvents.map(\.2) == [.number(5)])
        // A tap where the closed card was does nothing.
        m.run(Touches.tap(at: card(1), time: 0.3), until: 0.4)
        #expect(m.liveBindings == 5 && m.events.count == 2)
        // Mid-fade, the card comes back configured with the colours on screen.
        m.run(Touches.tap(at: swatch(ocean), time: 0.5), until: 0.65)
        m.run(Touches.tap(at: reset, time: 0.65, length: 0.04), until: 0.69)
        #expect(m.liveBindings == 6 && m.openCards == [0, 1, 2])
        expectBoundToPalette(m)
        m.run([], until: 2)
        expectBoundToPalette(m)
        #expect(m.stateEvents.last?.2 == .number(6))
    }

    @Test func cancelledAndOverlongPressesChangeNothing() {
        var m = LiveTheming(viewport: phone)
        m.run([.began(1, at: swatch(ocean), time: 0.1), .cancelled(1, at: swatch(ocean), time: 0.15)], until: 0.5)
        m.run([.began(1, at: swatch(sunset), time: 0.6), .ended(1, at: swatch(sunset), time: 1.3)], until: 1.5)
        m.run(Array(Touches.drag(from: swatch(forest), to: Point(x: 289, y: 300), at: 2, duration: 0.2)), until: 2.5)
        #expect(m.theme == .classic && m.events.isEmpty && m.isSettled)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        var inputs: [ThreadsScriptInput] = []
        inputs += Touches.tap(at: swatch(ocean), time: 0.1).map { .touch($0) }
        inputs += Touches.tap(at: swatch(auto), time: 0.3, pointer: 2).map { .touch($0) }
        inputs.append(.system(.appearance(.dark), 0.42))
        inputs += Touches.tap(at: card(0), time: 0.6, pointer: 3).map { .touch($0) }
        inputs.append(.system(.appearance(.light), 1.5))
        inputs += Touches.tap(at: reset, time: 1.6, pointer: 4).map { .touch($0) }
        for until in [0.2, 0.36, 0.45, 0.7, 1.55, 1.7, 4.0] {
            var results: [(InteractionValue, [InteractionEvent], [Layer])] = []
            for fps in [60.0, 120, 144] {
                var m = LiveTheming(viewport: phone)
                m.run(mixed: inputs, until: until, fps: fps)
                results.append((m.state, m.events, m.scene))
            }
            for r in results.dropFirst() {
                #expect(largestDifference(r.0, results[0].0) <= 1e-6, "at \(until)")
                #expect(r.1 == results[0].1, "at \(until)")
                let colors = zip(r.2, results[0].2).map { (($0.fill ?? .clear) - ($1.fill ?? .clear)).magnitude }
                #expect((colors.max() ?? 0) <= 1e-9, "at \(until)")
            }
        }
    }

    @Test func theExampleScriptsRunAsDescribed() throws {
        func values(_ m: LiveTheming, _ key: String) -> [InteractionValue] {
            m.events.compactMap { if case .state(key, let v) = $0.kind { return v } else { return nil } }
        }
        for fps in [60.0, 120, 144] {
            let main = try ThreadsScript.load("live-theming-main")
            #expect(main.interface == LiveTheming.interfaceName && main.viewport == phone)
            var m = LiveTheming(viewport: main.viewport)
            m.run(threadsScript: main, fps: fps)
            #expect(m.isSettled && m.theme == .classic && m.appearance == .light && m.state["automatic"]?.bool == true)
            #expect(values(m, "theme") == ["ocean", "midnight", "classic"].map { .string($0) })
            #expect(values(m, "appearance") == ["dark", "light"].map { .string($0) })

            var i = LiveTheming(viewport: phone)
            i.run(threadsScript: try ThreadsScript.load("live-theming-interrupt"), fps: fps)
            #expect(i.isSettled && i.theme == .midnight && i.palette == Theme.midnight.palette)
            #expect(values(i, "theme") == ["sunset", "forest", "classic", "midnight"].map { .string($0) })

            var c = LiveTheming(viewport: phone)
            c.run(threadsScript: try ThreadsScript.load("live-theming-cancel"), fps: fps)
            #expect(c.isSettled && c.theme == .classic && c.liveBindings == 6)
            #expect(values(c, "theme").isEmpty)
            #expect(values(c, "liveBindings") == [.number(5), .number(6)])
        }
    }

    @Test func fuzzedTouchesAndSystemEventsNeverBreakIt() {
        var g = SeededRandom(seed: 4004)
        for _ in 0..<300 {
            var m = LiveTheming(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 40, width: 390, height: 520)) {
                if g.chance(0.08) {
                    let t = g.chance(0.1) ? Double.nan : touch.timestamp + g.uniform(-0.1...0.1)
                    m.handle(.appearance(g.chance(0.5) ? .dark : .light), at: t)
                }
                m.handle(touch)
                #expect(allFinite(m.state))
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            m.run([], until: m.time + 60)
            #expect(m.isSettled)
            #expect(m.palette == m.theme.palette)
            #expect(m.liveBindings >= 3 && m.liveBindings <= 6)
            expectBoundToPalette(m)
        }
    }
}

// MARK: Tuning

extension LiveThemingTests {
    typealias Tuned = LiveTheming.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(LiveTheming.self)
        #expect(LiveTheming.tunables.map(\.name) == ["fadeCurve", "fadeSpring", "fadeDuration", "tapSlop", "tapDuration"])
    }

    /// The instant the cross-fade started by a tap on ocean at 0.1 s (recognised at 0.15) ends, with `values` in force.
    func fadeEnd(_ values: [String: TunedValue]) throws -> (LiveTheming, Double) {
        var m = LiveTheming(viewport: phone)
        try m.retune(values)
        var end = Double.nan
        m.run(Touches.tap(at: swatch(ocean), time: 0.1), until: 3) { m in if end.isNaN, m.time > 0.15, m.isSettled { end = m.time } }
        #expect(m.palette == Theme.ocean.palette && m.isSettled)
        return (m, end)
    }

    @Test func aStifferFadeSpringEndsSoonerAndTheCurveTakesItsDuration() throws {
        let (_, plain) = try fadeEnd([:])
        let (_, stiff) = try fadeEnd([Tuned.fadeSpring.name: .spring(response: 0.1, dampingRatio: 1)])
        #expect(stiff < plain - 0.2, "\(plain) then \(stiff)")
        // Along the ease-in-out curve, 0.8 s: halfway at 0.4 s, at rest at 0.8 s exactly.
        var m = LiveTheming(viewport: phone)
        try m.retune([Tuned.fadeCurve.name: .choice("easeInOut"), Tuned.fadeDuration.name: .number(0.8)])
        let start = 0.15, end = start + 0.8
        m.run(Touches.tap(at: swatch(ocean), time: 0.1), until: start + 0.4)
        expectClose(m.fadeFraction, 0.5, tolerance: 1e-6)
        m.run([], until: end - 1e-9)
        #expect(!m.isSettled)
        m.run([], until: end)
        #expect(m.isSettled && m.palette == Theme.ocean.palette)
        expectBoundToPalette(m)
    }

    @Test func theTapThresholdsAreTunable() throws {
        let long = [TouchEvent.began(1, at: swatch(ocean), time: 0.1), .ended(1, at: swatch(ocean), time: 0.8)]
        let stray = Touches.drag(from: swatch(ocean), to: Point(x: swatch(ocean).x, y: 100), at: 1.6, duration: 0.1)
        var strict = LiveTheming(viewport: phone), patient = LiveTheming(viewport: phone)
        try patient.retune([Tuned.tapDuration.name: .number(1), Tuned.tapSlop.name: .number(20)])
        strict.run(long, until: 1)
        patient.run(long, until: 1)
        #expect(strict.theme == .classic && patient.theme == .ocean, "a 0.7 s touch taps only when 1 s is allowed")
        patient.run(Touches.tap(at: swatch(classic), time: 1.1), until: 1.5)
        #expect(patient.theme == .classic)
        strict.run(stray, until: 2)
        patient.run(stray, until: 2)
        #expect(strict.theme == .classic && patient.theme == .ocean, "a touch straying 15 pt taps only with a 20 pt slop")
    }

    @Test func retuningMidFadeGoesOnFromTheColoursOnScreen() throws {
        var m = LiveTheming(viewport: phone)
        m.run(Touches.tap(at: swatch(ocean), time: 0.1), until: 0.25)
        #expect(m.fadeFraction > 0.2 && m.fadeFraction < 0.9)
        for values in [[Tuned.fadeSpring.name: TunedValue.spring(response: 0.8, dampingRatio: 0.6)],
                       [Tuned.fadeCurve.name: .choice("easeInOut"), Tuned.fadeDuration.name: .number(1)]] {
            var retuned = m
            try retuned.retune(values)
            #expect((retuned.palette - m.palette).magnitude < 1e-12, "\(values)")
            expectClose(retuned.paletteVelocity, m.paletteVelocity, tolerance: 1e-9 * (1 + m.paletteVelocity.magnitude), "\(values)")
            expectBoundToPalette(retuned)
            var settled = Double.nan
            retuned.run([], until: 4) { r in
                expectBoundToPalette(r)
                if settled.isNaN, r.isSettled { settled = r.time }
            }
            #expect(retuned.palette == Theme.ocean.palette && settled > 0.6, "\(values): at rest at \(settled)")
        }
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var m = LiveTheming(viewport: phone)
        try m.retune([Tuned.fadeDuration.name: .number(0.5)])
        m.run(Touches.tap(at: swatch(forest), time: 0.1), until: 0.2)
        let next = Touches.tap(at: swatch(sunset), time: 0.3)
        expectRefused(m, standInTuning([Tuned.fadeCurve.name: .choice("linear")]), naming: "fadeCurve", touches: next, until: 2)
        expectRefused(m, standInTuning(["fadeColour": .choice("red")]), naming: "fadeColour", touches: next, until: 2)
        expectRefused(m, standInTuning([Tuned.tapSlop.name: .number(100)]), naming: "tapSlop", touches: next, until: 2)
        var n = m
        #expect(throws: TuningError.self) { try n.retune([Tuned.fadeDuration.name: .choice("spring")]) }
        #expect(n.tuning == m.tuning && n.state == m.state)
    }
}
