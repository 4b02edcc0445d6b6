import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Foundation
import Testing

@Suite("Interface: app switcher (acceleration pausing)")
struct AppSwitcherTests {
    let phone = Viewport.phone
    /// The card's centre at rest: 180 pt below the safe area's centre (195, 428.5).
    let card = Point(x: 195, y: 608.5)
    /// The centre of the card's slot in the switcher: the safe area's centre.
    let slot = Point(x: 195, y: 428.5)

    /// A finger on the card that has travelled `travel(t)` points **up** at
    /// t seconds after touching down (at `start`), reported every 1/`rate` s
    /// from `phase` on, until the first report at or after `silentAfter`
    /// (no reports later: the finger holds perfectly still) or the release at
    /// `release` (ended, or cancelled).
    /// `origin` is where the finger lands (default: the card at rest).
    func stroke(start: Double = 0, rate: Double = 120, phase: Double = 0, silentAfter: Double = .infinity, release: Double,
                cancel: Bool = false, pointer: PointerID = 1, origin: Point? = nil, travel: (Double) -> Double) -> [TouchEvent] {
        let o = origin ?? card
        func at(_ t: Double) -> Point { Point(x: o.x, y: o.y - travel(t)) }
        var events = [TouchEvent.began(pointer, at: at(0), time: start)]
        var k = 1.0
        while true {
            let t = phase + k / rate
            k += 1
            guard t < release else { break }
            if t - 1 / rate < silentAfter { events.append(.moved(pointer, to: at(t), time: start + t)) }
        }
        events.append(cancel ? .cancelled(pointer, at: at(release), time: start + release) : .ended(pointer, at: at(release), time: start + release))
        return events
    }

    /// Up at 1000 pt/s, stopping dead at `stop`.
    func sharpStop(_ stop: Double) -> (Double) -> Double { { t in 1000 * Swift.min(t, stop) } }

    /// Up at 1000 pt/s until `brake`, then braking linearly to rest over 0.3 s.
    func slowStop(brake: Double) -> (Double) -> Double {
        { t in
            guard t > brake else { return 1000 * t }
            let tau = Swift.min(t - brake, 0.3)
            return 1000 * brake + 1000 * (tau - tau * tau / 0.6)
        }
    }

    func pauseTimes(_ m: AppSwitcher) -> [Double] {
        m.stateEvents.filter { $0.1 == "paused" && $0.2 == .bool(true) }.map(\.0)
    }

    /// The values of the state events named `name`, in order.
    func changes(_ m: AppSwitcher, _ name: String) -> [InteractionValue] {
        m.stateEvents.filter { $0.1 == name }.map(\.2)
    }

    @Test func layout() {
        let m = AppSwitcher(viewport: phone)
        #expect(m.restFrame == Rect(x: 115, y: 528.5, width: 160, height: 160))
        #expect(m.switcherRow.frame(ofSlot: 0) == Rect(x: 147, y: 380.5, width: 96, height: 96))
        #expect(m.switcherRow.frame(ofSlot: -1) == Rect(x: 39, y: 380.5, width: 96, height: 96))
        #expect(m.slotOffset == -180)
        #expect(m.layout["card"] == .frame(m.restFrame))
        #expect(m.layout["switcher"] == .array((-2...2).map { .frame(m.switcherRow.frame(ofSlot: $0)) }))
        #expect(m.layout["label"] == .frame(Rect(x: 95, y: 75, width: 200, height: 24)), "the pinned `label` key stays: the switcher's caption")
        #expect(m.layout.fieldNames == ["card", "label", "switcher"])
        #expect(m.state == .object([.init("paused", .bool(false)), .init("offset", .number(0)),
                                    .init("velocity", .number(0)), .init("revealed", .number(0)),
                                    .init("inSwitcher", .bool(false)), .init("scale", .number(1))]))
        #expect(m.scene.map(\.name) == ["label", "app.-2", "app.-1", "app.1", "app.2", "card"])
        #expect(m.scene[0].frame == m.labelFrame && m.scene[0].text == "App Switcher" && m.scene[0].opacity == 0)
        #expect(m.scene.dropFirst().dropLast().allSatisfy { $0.opacity == 0 && $0.text == nil })
        #expect(m.scene[5].fill == Color(hex: 0x64FF8F) && m.scene[5].gradientEnd == Color(hex: 0x51FFEA))
        #expect(m.scene[5].frame == m.restFrame && m.frame == m.restFrame)
    }

    @Test func theMappingIsFreeUpwardForThreeHundredSixtyPointsAndRubberBandsElsewhere() {
        let p = { (x: Double) in pow(x, 0.7) }
        for (d, shown) in [(0.0, 0.0), (100, p(100)), (400, p(400)), (-200, -200), (-360, -360), (-460, -360 - p(100)), (-1360, -360 - p(1000))] {
            expectClose(AppSwitcher.band.apply(d), shown, tolerance: 1e-9, "d = \(d)")
            expectClose(AppSwitcher.band.rawValue(showing: shown), d, tolerance: 1e-9 * (1 + abs(d)), "inverse at \(shown)")
        }
        // Through the model: a drag shows the mapping of the finger's travel.
        var m = AppSwitcher(viewport: phone)
        for touch in stroke(rate: 120, release: 0.8, travel: { t in 600 * t }).dropLast() {
            m.handle(touch)
            expectClose(m.offset, AppSwitcher.band.apply(touch.location.y - card.y), tolerance: 1e-9)
        }
        #expect(m.offset < -360, "the drag reached the upper band")
    }

    @Test func mainPathSwipeUpHoldRevealsTheSwitcherOnceWithALightHaptic() throws {
        var m = AppSwitcher(viewport: phone)
        // 300 pt up in 0.3 s, then held perfectly still (no reports) for 0.25 s.
        let touches = Touches.drag(from: card, to: Point(x: card.x, y: card.y - 300), at: 0, duration: 0.3, hold: 0.25)
        m.run(Array(touches.dropLast()), until: 0.5)
        let pauses = pauseTimes(m)
        #expect(pauses.count == 1)
        let detected = pauses.first ?? .nan
        #expect(detected > 0.3 && detected < 0.33, "within 30 ms of the stop: \(detected)")
        #expect(m.haptics == [.light])
        #expect(m.events.first?.time == detected, "the haptic plays at the pause")
        #expect(m.state["paused"] == .bool(true) && m.isDragging && !m.inSwitcher)
        expectClose(m.offset, -300, tolerance: 1e-9)
        expectClose(m.revealed, 1, tolerance: 0.12)
        expectClose(m.scale, 1 - 0.4 * m.revealed, tolerance: 1e-12)
        // The card follows the finger while it shrinks toward the switcher's size.
        expectClose(m.frame.midY, card.y - 300, tolerance: 1e-9)
        m.run([touches[touches.count - 1]], until: 2)
        #expect(m.isSettled && m.offset == m.slotOffset && m.inSwitcher, "lifted after the pause: in the switcher")
        #expect(m.state["paused"] == .bool(true) && m.state["inSwitcher"] == .bool(true))
        #expect(m.revealed == 1 && m.scale == 0.6)
        expectClose(m.frame.minX, m.switcherRow.frame(ofSlot: 0).minX, tolerance: 1e-9)
        expectClose(m.frame.minY, m.switcherRow.frame(ofSlot: 0).minY, tolerance: 1e-9)
        expectClose(m.frame.width, 96, tolerance: 1e-9)
        #expect(m.scene.first?.name == "label" && m.scene.first?.opacity == 1, "the caption shows with the row")
        for layer in m.scene.dropFirst().dropLast() {
            let slot = try #require(Int(layer.name.dropFirst(4)))
            #expect(layer.frame == m.switcherRow.frame(ofSlot: slot) && layer.opacity == 1, "\(layer.name) in place")
        }
        // A tap on the card in the switcher returns to the app.
        m.run(Touches.tap(at: slot, time: 2.5), until: 4)
        #expect(m.state["paused"] == .bool(false) && !m.inSwitcher && m.revealed == 0 && m.isSettled)
        #expect(m.offset == 0 && m.scale == 1 && m.frame == m.restFrame)
        #expect(m.stateEvents.map(\.1) == ["paused", "inSwitcher", "paused", "inSwitcher"])
        #expect(m.stateEvents.map(\.2) == [.bool(true), .bool(true), .bool(false), .bool(false)])
        expectClose(m.stateEvents[1].0, touches[touches.count - 1].timestamp, tolerance: 1e-12)
        expectClose(m.stateEvents.last?.0 ?? .nan, 2.5, tolerance: 1e-12)
        #expect(m.haptics == [.light], "a tap does not pause")
    }

    @Test func aTouchMidFadeDismissesTheSwitcherContinuously() {
        var m = AppSwitcher(viewport: phone)
        // Paused at about 0.22 s, released at 0.3, touched again at 0.35 while the switcher still comes in.
        m.run(stroke(rate: 120, release: 0.3, travel: sharpStop(0.2)), until: 0.35)
        #expect(pauseTimes(m).count == 1)
        let before = m.revealed
        #expect(before > 0.2 && before < 0.99)
        m.handle(.began(2, at: Point(x: card.x, y: card.y + m.offset), time: 0.35))
        #expect(m.state["paused"] == .bool(false))
        expectClose(m.revealed, before, tolerance: 1e-12, "the fade turns round, no jump")
        var fade: [Double] = []
        m.run([], until: 0.36) { fade.append($0.revealed) }
        #expect(fade.last ?? 0 >= before - 0.05, "and keeps its velocity a moment")
        m.run([.ended(2, at: Point(x: card.x, y: card.y), time: 0.5)], until: 2)
        #expect(m.revealed == 0 && m.isSettled)
    }

    @Test func aGesturePausesAtMostOnce() {
        var m = AppSwitcher(viewport: phone)
        // Up 200, still (reported) for 0.15 s, up another 100, still again, release.
        let touches = stroke(rate: 120, release: 0.8) { t in
            t < 0.2 ? 1000 * t : (t < 0.35 ? 200 : 200 + 1000 * Swift.min(t - 0.35, 0.1))
        }
        m.run(touches, until: 2)
        #expect(pauseTimes(m).count == 1)
        #expect((pauseTimes(m).first ?? .nan) < 0.25)
        #expect(m.haptics == [.light])
        #expect(m.inSwitcher && m.offset == m.slotOffset)
        // The next gesture (from the card in the switcher) may pause again, once.
        m.run(stroke(start: 2.5, rate: 60, release: 0.6, origin: slot, travel: sharpStop(0.25)), until: 4)
        #expect(pauseTimes(m).count == 2 && m.haptics == [.light, .light])
        #expect(changes(m, "paused") == [.bool(true), .bool(false), .bool(true)])
        #expect(changes(m, "inSwitcher") == [.bool(true), .bool(false), .bool(true)])
        #expect(m.inSwitcher && m.isSettled && m.offset == m.slotOffset)
    }

    /// Issue #21, defect 5: pulling the card 100 pt *down* and holding it
    /// reported a pause (offset 25) with the light haptic after 0.33 s.
    @Test(arguments: [-100.0, 30, 45]) func onlyAPauseFiftyPointsUpRevealsTheSwitcher(travel: Double) {
        var m = AppSwitcher(viewport: phone)
        let stop = abs(travel) / 500
        m.run(stroke(release: 2, travel: { t in travel * Swift.min(t, stop) / stop }), until: 2.5)
        #expect(!m.paused, "a drag of \(travel) pt (negative: down) never reveals")
        #expect(m.events.isEmpty || !m.events.contains { if case .haptic = $0.kind { return true } else { return false } })
        var up = AppSwitcher(viewport: phone)
        up.run(stroke(release: 2, travel: { t in 60 * Swift.min(t, 0.12) / 0.12 }), until: 2.5)
        #expect(up.paused, "60 pt up and a hold reveals it")
    }

    @Test func aSteadySlowDragNeverPauses() {
        var g = SeededRandom(seed: 80)
        for rate in [60.0, 120, 240] {
            for noisy in [false, true] {
                var m = AppSwitcher(viewport: phone)
                var touches = stroke(rate: rate, release: 2.0) { t in 80 * t }
                if noisy {
                    for i in 1..<(touches.count - 1) {
                        touches[i].location.y += g.gaussian(sigma: 0.2)
                        touches[i].timestamp += g.uniform(-0.001...0.001)
                    }
                }
                var everPaused = false
                m.run(touches, until: 3) { m in everPaused = everPaused || m.state["paused"] == .bool(true) }
                #expect(!everPaused, "\(rate) Hz, noisy \(noisy)")
                #expect(m.events.isEmpty)
                #expect(m.isSettled)
            }
        }
    }

    /// Latency from the stop to the `paused` event, for the stops the type documents.
    @Test func pauseLatency() {
        func mean(_ x: [Double]) -> Double { x.reduce(0, +) / Double(x.count) }
        func ms(_ x: [Double]) -> String {
            String(format: "mean %.1f ms [%.1f … %.1f]", mean(x) * 1000, (x.min() ?? .nan) * 1000, (x.max() ?? .nan) * 1000)
        }
        var sharpReported: [Double] = [], sharpSilent: [Double] = [], slow: [Double] = []
        for rate in [60.0, 120] {
            var r: [Double] = [], s: [Double] = [], w: [Double] = []
            for k in 0..<8 {
                // Eight stop instants spread over one report interval.
                let shift = Double(k) / 8 / rate
                let stop = 0.3 + shift
                for silent in [false, true] {
                    var m = AppSwitcher(viewport: phone)
                    m.run(stroke(rate: rate, silentAfter: silent ? stop : .infinity, release: 0.8, travel: sharpStop(stop)), until: 0.8)
                    let latency = (pauseTimes(m).first ?? .infinity) - stop
                    if silent { s.append(latency) } else { r.append(latency) }
                }
                var m = AppSwitcher(viewport: phone)
                m.run(stroke(rate: rate, release: 1.0, travel: slowStop(brake: 0.2 + shift)), until: 1.0)
                w.append((pauseTimes(m).first ?? .infinity) - (0.5 + shift))
            }
            print("app-switcher pause latency at \(Int(rate)) Hz: sharp stop, still finger reported \(ms(r)); "
                  + "sharp stop, then silent \(ms(s)); slow stop (linear braking over 0.3 s) \(ms(w))")
            sharpReported += r
            sharpSilent += s
            slow += w
        }
        print("app-switcher pause latency, both rates: sharp reported \(ms(sharpReported)); sharp silent \(ms(sharpSilent)); slow \(ms(slow))")
        #expect(mean(sharpReported) < 0.05 && (sharpReported.max() ?? .infinity) < 0.05)
        #expect(mean(sharpSilent) < 0.05 && (sharpSilent.max() ?? .infinity) < 0.05)
        #expect(slow.allSatisfy { $0.isFinite && $0 < 0.3 }, "every slow stop is found")
        #expect(mean(slow) > mean(sharpReported), "a slow stop is answered more gently")
        #expect(sharpReported.allSatisfy { $0 > 0 } && sharpSilent.allSatisfy { $0 > 0 }, "never before the stop")
    }

    @Test func releaseIsContinuousInEveryPartOfTheMapping() {
        for (travel, duration) in [(200.0, 0.1), (500, 0.2), (-150, 0.1), (-40, 0.3)] {
            var m = AppSwitcher(viewport: phone)
            var touches = Touches.drag(from: card, to: Point(x: card.x, y: card.y - travel), at: 0, duration: duration)
            let release = touches.removeLast()
            m.run(touches, until: release.timestamp)
            let before = (m.offset, m.velocity)
            // A steady drag: displayed velocity = finger velocity × slope (central difference).
            let h = 1e-4, d = -travel
            let slope = (AppSwitcher.band.apply(d + h) - AppSwitcher.band.apply(d - h)) / (2 * h)
            expectClose(before.1, -travel / duration * slope, tolerance: 1e-5 * abs(travel / duration), "travel \(travel)")
            m.handle(release)
            let scale = 1 + abs(before.0) + abs(before.1)
            expectClose(m.offset, before.0, tolerance: 1e-9 * scale, "travel \(travel)")
            expectClose(m.velocity, before.1, tolerance: 1e-9 * scale, "travel \(travel)")
            m.run([], until: 3)
            #expect(m.isSettled && m.offset == 0)
        }
    }

    @Test func interruptPathACatchMidSpringHoldsTheCardWhereItIs() {
        // Released 500 up (140 past the free travel) and 150 down: caught while still in each part of the mapping.
        for (travel, catchAfter) in [(500.0, 0.01), (500, 0.05), (500, 0.15), (-150, 0.02), (-150, 0.2)] {
            var m = AppSwitcher(viewport: phone)
            m.run(Touches.drag(from: card, to: Point(x: card.x, y: card.y - travel), at: 0, duration: 0.1), until: 0.1 + catchAfter)
            let shown = m.offset
            #expect(!m.isSettled && !m.isDragging)
            let grab = Point(x: card.x, y: card.y + shown)
            m.handle(.began(5, at: grab, time: 0.1 + catchAfter))
            #expect(m.isDragging)
            expectClose(m.offset, shown, tolerance: 1e-9 * (1 + abs(shown)), "travel \(travel), +\(catchAfter) s: no jump")
            m.handle(.moved(5, to: Point(x: grab.x, y: grab.y - 20), time: 0.15 + catchAfter))
            expectClose(m.offset, AppSwitcher.band.apply(AppSwitcher.band.rawValue(showing: shown) - 20), tolerance: 1e-9 * (1 + abs(shown)))
            m.handle(.ended(5, at: Point(x: grab.x, y: grab.y - 20), time: 0.2 + catchAfter))
            m.run([], until: 3)
            #expect(m.isSettled && m.offset == 0)
            #expect(pauseTimes(m).isEmpty)
        }
    }

    @Test func cancelPathAfterAPauseLandsInTheSwitcher() {
        var m = AppSwitcher(viewport: phone)
        var touches = stroke(rate: 120, release: 0.5, cancel: true, travel: sharpStop(0.25))
        let cancel = touches.removeLast()
        m.run(touches, until: cancel.timestamp)
        #expect(pauseTimes(m).count == 1 && m.haptics == [.light])
        let before = (m.offset, m.velocity)
        m.handle(cancel)
        expectClose(m.offset, before.0, tolerance: 1e-9 * (1 + abs(before.0)))
        expectClose(m.velocity, before.1, tolerance: 1e-9 * (1 + abs(before.0)))
        m.run([], until: 2)
        #expect(m.isSettled && m.offset == m.slotOffset && m.state["paused"] == .bool(true) && m.inSwitcher,
                "the pause chose the switcher before the cancel")
        // Cancelled before it paused: nothing is revealed.
        var n = AppSwitcher(viewport: phone)
        n.run(stroke(rate: 120, release: 0.2, cancel: true, travel: { t in 1000 * t }), until: 2)
        #expect(n.events.isEmpty && n.isSettled && n.offset == 0 && n.revealed == 0 && !n.inSwitcher)
    }

    @Test func aTouchOffTheCardDoesNothing() {
        var m = AppSwitcher(viewport: phone)
        m.run(Touches.drag(from: Point(x: 195, y: 400), to: Point(x: 195, y: 100), at: 0, duration: 0.3, hold: 0.3), until: 1)
        #expect(m.events.isEmpty && m.offset == 0 && m.isSettled)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        // A silent hold (the pause comes from resting samples inside advance), a reported hold, a catch and a cancel.
        let touches = stroke(start: 0.013, rate: 120, silentAfter: 0.3, release: 0.6, travel: sharpStop(0.3))
            + stroke(start: 2.0, rate: 60, release: 0.5, origin: slot, travel: slowStop(brake: 0.1))
            + stroke(start: 3.2, rate: 120, release: 0.2, cancel: true, origin: slot, travel: { t in 400 * t })
        for until in [0.2, 0.33, 0.5, 0.7, 2.3, 2.45, 2.6, 3.3, 3.45, 6] {
            let runs = runAtRates(AppSwitcher.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
        let final = runAtRates(AppSwitcher.self, touches, until: 6)
        #expect(final[0].1.filter { $0.kind == .haptic(.light) }.count == 2)
        #expect(final[0].0["inSwitcher"] == .bool(false) && final[0].0["offset"] == .number(0), "the last gesture, without a pause, returned to the app")
    }

    // MARK: The switcher (issue #21, item 7)

    /// The card's frame changes continuously through the pause: its scale
    /// starts from 1 with no jump and shrinks toward 0.6 while its centre
    /// stays under the finger; the other apps slide in from 40 pt out.
    @Test func thePauseShrinksTheCardContinuouslyUnderTheFinger() {
        var m = AppSwitcher(viewport: phone)
        let touches = stroke(rate: 120, silentAfter: 0.3, release: 1, travel: sharpStop(0.3))
        var frames: [(Double, Rect, Double)] = []
        m.run(Array(touches.dropLast()), until: 0.9, fps: 1000) { m in frames.append((m.time, m.frame, m.revealed)) }
        #expect(pauseTimes(m).count == 1)
        // Once the finger is still, the frame moves only by scaling: the width
        // at most at the reveal's top speed, 0.4 · 160 pt · ω/e ≈ 493 pt/s (ω = 2π/0.3 s).
        for (a, b) in zip(frames, frames.dropFirst()) where a.0 > 0.301 && b.0 > a.0 {
            let dt = b.0 - a.0
            #expect(abs(b.1.width - a.1.width) <= 500 * dt + 1e-9, "width at \(b.0)")
            expectClose(b.1.midY, card.y - 300, tolerance: 1e-9)
        }
        #expect(frames.last.map { abs($0.1.width - 96) < 0.5 } == true, "shrunk to the switcher's size")
        // The neighbours: at revealed r, 40·(1 − r) pt out from their slots, opacity r.
        let r = m.revealed
        for layer in m.scene.dropFirst().dropLast() {
            let slot = Int(layer.name.dropFirst(4)) ?? 0
            expectClose(layer.frame.minX, m.switcherRow.frame(ofSlot: slot).minX + Double(slot.signum()) * 40 * (1 - r), tolerance: 1e-9)
            expectClose(layer.opacity, r, tolerance: 1e-12)
        }
    }

    /// Lifted after the pause (while the reveal still runs, and after it),
    /// the card heads for its slot from the offset and velocity shown, and
    /// its scale carries on from where it was.
    @Test func liftingAfterThePauseLandsInTheSlotContinuously() {
        for (hold, speed) in [(0.04, 0.0), (0.4, 0.0), (0.05, 600)] {
            var m = AppSwitcher(viewport: phone)
            // 400 pt up (into the band), stopped; then lifted, maybe moving again at `speed` pt/s (up).
            var touches = stroke(rate: 120, release: 0.3 + hold + 0.05) { t in
                t < 0.3 ? 1000 * Swift.min(t, 0.4) : 300 + (t > 0.3 + hold ? speed * (t - 0.3 - hold) : 0)
            }
            // Lifted where the finger was last reported (a lift elsewhere moves the card first).
            let lift = TouchEvent.ended(1, at: touches[touches.count - 2].location, time: touches.removeLast().timestamp)
            m.run(touches, until: lift.timestamp)
            #expect(m.paused, "hold \(hold)")
            let before = (m.offset, m.velocity, m.scale, m.frame)
            m.handle(lift)
            #expect(m.inSwitcher && !m.isDragging)
            let scale = 1 + abs(before.0) + abs(before.1)
            expectClose(m.offset, before.0, tolerance: 1e-9 * scale, "offset, hold \(hold)")
            expectClose(m.velocity, before.1, tolerance: 1e-9 * scale, "velocity, hold \(hold)")
            expectClose(m.scale, before.2, tolerance: 1e-12)
            #expect(largestDifference(.frame(m.frame), .frame(before.3)) < 1e-9)
            if speed > 0 { #expect(m.velocity < -100, "the finger's speed carries on") }
            m.run([], until: lift.timestamp + 2)
            #expect(m.isSettled && m.offset == m.slotOffset && m.scale == 0.6)
        }
    }

    /// A touch on the card on its way into the switcher catches it where it
    /// is; the switcher is dismissed from where it stands, and a lift
    /// without a new pause takes the card back to full screen.
    @Test func aCatchOnTheWayIntoTheSwitcherReturnsToTheApp() {
        for after in [0.02, 0.08, 0.2, 1.0] {
            var m = AppSwitcher(viewport: phone)
            let first = stroke(rate: 120, release: 0.4, travel: sharpStop(0.25))
            let t = 0.4 + after
            m.run(first, until: t)
            #expect(m.inSwitcher && pauseTimes(m).count == 1)
            let before = (m.offset, m.scale, m.frame, m.revealed)
            let grab = m.frame.center
            m.handle(.began(2, at: grab, time: t))
            #expect(m.isDragging && !m.inSwitcher && !m.paused)
            expectClose(m.offset, before.0, tolerance: 1e-9 * (1 + abs(before.0)), "+\(after) s: no jump")
            expectClose(m.scale, before.1, tolerance: 1e-12)
            expectClose(m.revealed, before.3, tolerance: 1e-12)
            m.handle(.moved(2, to: Point(x: grab.x, y: grab.y + 30), time: t + 0.05))
            expectClose(m.offset, AppSwitcher.band.apply(AppSwitcher.band.rawValue(showing: before.0) + 30),
                        tolerance: 1e-9 * (1 + abs(before.0)))
            m.handle(.ended(2, at: Point(x: grab.x, y: grab.y + 30), time: t + 0.1))
            m.run([], until: t + 2)
            #expect(m.isSettled && m.offset == 0 && m.scale == 1 && !m.inSwitcher && m.revealed == 0, "+\(after) s")
            #expect(changes(m, "inSwitcher") == [.bool(true), .bool(false)])
        }
    }

    /// Only the card answers a touch: the other apps' cards, drawn in the
    /// switcher, are not buttons.
    @Test func theOtherAppsDoNotTakeATouch() {
        var m = AppSwitcher(viewport: phone)
        m.run(stroke(rate: 120, release: 0.5, travel: sharpStop(0.25)), until: 2)
        #expect(m.inSwitcher && m.isSettled)
        let events = m.events.count
        for slot in [-1, 1] {
            m.run(Touches.tap(at: m.switcherRow.frame(ofSlot: slot).center, time: m.time + 0.1), until: m.time + 1)
        }
        #expect(m.events.count == events && m.inSwitcher && m.offset == m.slotOffset)
    }

    @Test func exampleScriptsLandOnTheCard() throws {
        var main = AppSwitcher(viewport: phone)
        main.run(try exampleScriptTouches(named: "app-switcher-main"), until: 3)
        #expect(main.haptics == [.light] && main.stateEvents.map(\.2) == [.bool(true), .bool(true)])
        #expect(main.isSettled && main.inSwitcher && main.revealed == 1 && main.offset == main.slotOffset)
        // The same, then a tap on the card in the switcher: back to the app.
        var back = AppSwitcher(viewport: phone)
        back.run(try exampleScriptTouches(named: "app-switcher-switcher-return"), until: 3)
        #expect(back.haptics == [.light] && changes(back, "inSwitcher") == [.bool(true), .bool(false)])
        #expect(back.isSettled && !back.inSwitcher && !back.paused && back.revealed == 0 && back.offset == 0)
        // The second swipe catches the card while it still springs back, then pauses.
        let touches = try exampleScriptTouches(named: "app-switcher-interrupt")
        let grab = try #require(touches.first { $0.pointer == 2 })
        var interrupt = AppSwitcher(viewport: phone)
        interrupt.run(touches.filter { $0.timestamp < grab.timestamp }, until: grab.timestamp)
        #expect(!interrupt.isSettled && interrupt.frame.contains(grab.location) && interrupt.events.isEmpty)
        interrupt.run(touches.filter { $0.timestamp >= grab.timestamp }, until: 3)
        #expect(interrupt.haptics == [.light] && interrupt.state["paused"] == .bool(true) && interrupt.isSettled)
        #expect(interrupt.inSwitcher && interrupt.offset == interrupt.slotOffset)
        var cancel = AppSwitcher(viewport: phone)
        cancel.run(try exampleScriptTouches(named: "app-switcher-cancel"), until: 3)
        #expect(cancel.haptics == [.light] && cancel.state["paused"] == .bool(true) && cancel.isSettled)
        #expect(cancel.inSwitcher && cancel.offset == cancel.slotOffset)
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 5)
        for i in 0..<320 {
            var m = AppSwitcher(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 80, y: 400, width: 230, height: 330)) {
                m.handle(touch)
                #expect(allFinite(m.state))
                if i % 3 == 0 { m.advance(to: m.time + 0.012) }
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            m.run([], until: m.time + 60)
            #expect(m.isSettled && m.offset == (m.inSwitcher ? m.slotOffset : 0))
            #expect(m.inSwitcher == m.paused && m.revealed == (m.paused ? 1 : 0) && m.scale == (m.paused ? 0.6 : 1))
            #expect(allFinite(m.state))
            #expect(m.haptics.count == pauseTimes(m).count)
        }
    }
}

// MARK: Tuning

extension AppSwitcherTests {
    typealias Tuned = AppSwitcher.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(AppSwitcher.self)
        #expect(AppSwitcher.tunables.map(\.name) == ["spring", "revealSpring", "revealTravel", "pauseEvidenceDistance",
                                                     "pauseRemainingSpeedRatio", "pauseMaximumWindow", "pauseRule"])
        let rule = AppSwitcher.originalRule
        #expect(rule?.values == [PauseWatch.Tuned.rule.name: .choice("sevenSamples")])
        #expect((try? rule?.validate(against: AppSwitcher.tunables)) != nil)
    }

    @Test func withSevenSamplesAGentleStopPausesEarlierAsTheFingerComesToRest() throws {
        // Braking linearly from 1000 pt/s to rest over 0.3 s: the finger stops at 0.5 s.
        let gentle = stroke(release: 2, travel: slowStop(brake: 0.2))
        var ours = AppSwitcher(viewport: phone), original = AppSwitcher(viewport: phone)
        try original.retune([PauseWatch.Tuned.rule.name: .choice("sevenSamples")])
        ours.run(gentle, until: 2.5)
        original.run(gentle, until: 2.5)
        let late = try #require(pauseTimes(ours).first), early = try #require(pauseTimes(original).first)
        // The seven samples have lost 90 % of their velocity by the time the finger stops; ours
        // waits until the stillness is unambiguous, some 75 ms later.
        #expect(early > 0.4 && early <= 0.5 + 1e-9, "seven samples \(early)")
        #expect(late > early + 0.05, "ours \(late), seven samples \(early)")
        #expect(ours.inSwitcher && original.inSwitcher)
    }

    @Test func withSevenSamplesAFingerThatStopsDeadAndSendsNothingNeverPauses() throws {
        // Up at 1000 pt/s, a dead stop at 0.2 s, then no reports until the lift at 1 s.
        let still = stroke(silentAfter: 0.2, release: 1, travel: sharpStop(0.2))
        var ours = AppSwitcher(viewport: phone), original = AppSwitcher(viewport: phone)
        try original.retune([PauseWatch.Tuned.rule.name: .choice("sevenSamples")])
        ours.run(still, until: 2)
        original.run(still, until: 2)
        let pause = try #require(pauseTimes(ours).first)
        #expect(pause < 0.25 && ours.inSwitcher)
        #expect(pauseTimes(original).isEmpty && !original.inSwitcher && original.offset == 0 && original.isSettled)
        // The default choice is the untuned switcher, to the bit.
        var chosen = AppSwitcher(viewport: phone)
        try chosen.retune([PauseWatch.Tuned.rule.name: .choice("detector")])
        chosen.run(still, until: 2)
        #expect(chosen.state == ours.state && chosen.events == ours.events)
    }

    @Test func aLargerEvidenceDistanceNeedsALongerPause() throws {
        var plain = AppSwitcher(viewport: phone)
        plain.run(stroke(release: 1, travel: sharpStop(0.2)), until: 1.5)
        var patient = AppSwitcher(viewport: phone)
        try patient.retune([PauseWatch.Tuned.evidence.name: .number(60)])
        patient.run(stroke(release: 1, travel: sharpStop(0.2)), until: 1.5)
        let early = try #require(pauseTimes(plain).first), late = try #require(pauseTimes(patient).first)
        // 60 pt at 1000 pt/s: a 60 ms window instead of 8 ms.
        #expect(early < 0.23 && late > early + 0.04, "\(early) then \(late)")
        #expect(patient.inSwitcher && plain.inSwitcher)
        // A longer window for gentle stops waits longer after a slow stop too.
        var gentle = AppSwitcher(viewport: phone), slower = AppSwitcher(viewport: phone)
        try slower.retune([PauseWatch.Tuned.window.name: .number(0.5), PauseWatch.Tuned.speedRatio.name: .number(0.02)])
        gentle.run(stroke(release: 2, travel: slowStop(brake: 0.2)), until: 2.5)
        slower.run(stroke(release: 2, travel: slowStop(brake: 0.2)), until: 2.5)
        let g = try #require(pauseTimes(gentle).first), s = try #require(pauseTimes(slower).first)
        #expect(s > g, "\(g) then \(s)")
    }

    @Test func aLargerRevealTravelNeedsALongerDrag() throws {
        let touches = stroke(release: 2, travel: { t in 100 * Swift.min(t, 0.2) / 0.2 })
        var plain = AppSwitcher(viewport: phone)
        plain.run(touches, until: 2.5)
        #expect(plain.paused && plain.inSwitcher, "100 pt up and a hold reveals it")
        var far = AppSwitcher(viewport: phone)
        try far.retune([Tuned.revealTravel.name: .number(150)])
        far.run(touches, until: 2.5)
        #expect(!far.paused && far.haptics.isEmpty && far.offset == 0 && far.isSettled, "150 pt are needed")
        far.run(stroke(start: 3, release: 2, travel: { t in 200 * Swift.min(t, 0.2) / 0.2 }), until: 5.5)
        #expect(far.paused && far.inSwitcher, "200 pt are enough")
    }

    @Test func aStifferSpringBringsTheCardBackSooner() throws {
        // 150 pt up at 1000 pt/s and let go moving: no pause, back to full screen.
        let touches = stroke(release: 0.15, travel: { t in 1000 * t })
        func settleTime(_ values: [String: TunedValue]) throws -> Double {
            var m = AppSwitcher(viewport: phone)
            try m.retune(values)
            var settled = Double.nan
            m.run(touches, until: 2) { m in if settled.isNaN, m.time > 0.15, m.isSettled { settled = m.time } }
            #expect(!m.paused && m.offset == 0)
            return settled
        }
        let plain = try settleTime([:]), stiff = try settleTime([Tuned.spring.name: .spring(response: 0.15, dampingRatio: 0.8)])
        #expect(stiff < plain - 0.1, "\(plain) then \(stiff)")
    }

    @Test func retuningMidFlightKeepsTheCardAndTheRevealContinuous() throws {
        // Paused at about 0.21 s and let go at 0.25: the card heads for its slot while the switcher comes in.
        var m = AppSwitcher(viewport: phone)
        m.run(stroke(release: 0.25, travel: sharpStop(0.2)), until: 0.3)
        #expect(m.inSwitcher && !m.isSettled && Swift.abs(m.velocity) > 10 && m.revealed < 0.99)
        var retuned = m
        try retuned.retune([Tuned.spring.name: .spring(response: 0.6, dampingRatio: 0.5),
                            Tuned.revealSpring.name: .spring(response: 0.8, dampingRatio: 0.7)])
        expectClose(retuned.velocity, m.velocity, tolerance: 1e-9 * (1 + Swift.abs(m.velocity)))
        expectContinuousRetune(m, retuned, tolerance: 1e-4, "offset") { $0.offset }
        expectContinuousRetune(m, retuned, tolerance: 1e-6, "revealed") { $0.revealed }
        // The new springs take over: it lands later, still exactly in its slot.
        var settled = Double.nan
        retuned.run([], until: 5) { m in if settled.isNaN, m.isSettled { settled = m.time } }
        m.run([], until: 5)
        #expect(retuned.isSettled && retuned.offset == retuned.slotOffset && retuned.revealed == 1 && retuned.scale == 0.6)
        #expect(retuned.state == m.state && settled > 0.8)
        // Back to the defaults mid-flight is continuous too.
        var again = AppSwitcher(viewport: phone)
        try again.retune([Tuned.spring.name: .spring(response: 0.6, dampingRatio: 0.5)])
        again.run(stroke(release: 0.15, travel: { t in 1000 * t }), until: 0.3)
        var reset = again
        try reset.retune(Tuning())
        expectContinuousRetune(again, reset, tolerance: 1e-4, "offset") { $0.offset }
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var m = AppSwitcher(viewport: phone)
        try m.retune([Tuned.revealTravel.name: .number(80)])
        m.run(Array(stroke(release: 1, travel: sharpStop(0.1)).prefix(20)), until: 0.15)
        let rest = Array(stroke(release: 1, travel: sharpStop(0.1)).dropFirst(20))
        expectRefused(m, standInTuning(["pauseTime": .number(0.2)]), naming: "pauseTime", touches: rest, until: 2)
        expectRefused(m, standInTuning([Tuned.revealTravel.name: .number(400)]), naming: "revealTravel", touches: rest, until: 2)
        expectRefused(m, standInTuning([PauseWatch.Tuned.window.name: .number(0.8)]), naming: "pauseMaximumWindow", touches: rest, until: 2)
        expectRefused(m, standInTuning([Tuned.spring.name: .number(0.3)]), naming: "spring", touches: rest, until: 2)
        var n = m
        #expect(throws: TuningError.self) { try n.retune([Tuned.spring.name: .spring(response: 9, dampingRatio: 0.8)]) }
        #expect(n.tuning == m.tuning && n.state == m.state)
    }
}
