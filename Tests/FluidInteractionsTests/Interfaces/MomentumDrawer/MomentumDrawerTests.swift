import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: momentum drawer")
struct MomentumDrawerTests {
    let phone = Viewport.phone
    /// Open at 47 + 80 = 127, closed 0.6 × 844 = 506.4 lower.
    let open = 127.0, closed = 633.4

    /// Samples the position densely (1 ms) over a run, for extremes.
    func densePositions(_ drawer: MomentumDrawer, until end: Double) -> [Double] {
        var d = drawer
        var out: [Double] = []
        var t = d.time
        while t < end {
            t += 0.001
            d.advance(to: t)
            out.append(d.position)
        }
        return out
    }

    @Test func layout() {
        let d = MomentumDrawer(viewport: phone)
        #expect(d.openPosition == open)
        expectClose(d.closedPosition, closed, tolerance: 1e-12)
        #expect(d.position == d.closedPosition)
        #expect(!d.isOpen)
        #expect(d.frame == Rect(x: 8, y: d.closedPosition, width: 374, height: 844 + 80 - d.closedPosition))
    }

    @Test func aTapOpensWithoutBounceAndASecondTapCloses() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0.1), until: 0.15)
        #expect(d.isOpen)
        #expect(d.stateEvents.map(\.1) == ["isOpen"])
        expectClose(d.stateEvents.first?.0 ?? .nan, 0.15, tolerance: 1e-12)
        let path = densePositions(d, until: 2)
        #expect(path.allSatisfy { $0 >= open - 1e-9 }, "a tap never bounces past the open end")
        #expect(d.number("overshoot") == 0)
        d.run([], until: 2)
        #expect(d.isSettled && d.position == open)
        d.run(Touches.tap(at: Point(x: 195, y: 300), time: 2.1), until: 4)
        #expect(!d.isOpen && d.position == d.closedPosition)
    }

    @Test func aFlickOpensWithABounceAndReportsTheExactOvershoot() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 560), at: 0, duration: 0.08), until: 0.08)
        #expect(d.isOpen)
        let overshoot = d.number("overshoot")
        #expect(overshoot > 1)
        let path = densePositions(d, until: 2)
        let measured = open - (path.min() ?? open)
        expectClose(measured, overshoot, tolerance: 1e-3, "dense sampling approaches the exact turning point")
        #expect(measured <= overshoot + 1e-9)
    }

    @Test func projectionNotTheSignOfTheVelocityChoosesTheEnd() {
        // A slow, short drag upward: the WWDC18 demo app opens (velocity points up);
        // projected, the drawer would stop near the closed end, so it closes.
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 640), at: 0, duration: 0.5), until: 3)
        #expect(!d.isOpen && d.position == d.closedPosition)
        // A long slow drag that ends near the open end opens it.
        var e = MomentumDrawer(viewport: phone)
        e.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 250), at: 0, duration: 1.5), until: 4)
        #expect(e.isOpen && e.position == open)
    }

    @Test func releaseIsContinuousAlsoWhenStretched() {
        for endY in [560.0, 200.0, 40.0, 840.0] {
            var d = MomentumDrawer(viewport: phone)
            var touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: endY), at: 0, duration: 0.2)
            let release = touches.removeLast()
            d.run(touches, until: release.timestamp)
            let before = (d.position, d.velocity)
            d.handle(release)
            let scale = 1 + Swift.abs(before.1)
            expectClose(d.position, before.0, tolerance: 1e-9 * scale, "end \(endY)")
            expectClose(d.velocity, before.1, tolerance: 1e-9 * scale, "end \(endY)")
        }
    }

    @Test func itRubberBandsPastBothEnds() {
        var d = MomentumDrawer(viewport: phone)
        // Drag 700 points up from the closed drawer: 506 to the open end, the rest stretched.
        d.run(Touches.drag(from: Point(x: 195, y: 800), to: Point(x: 195, y: 100), at: 0, duration: 1, hold: 0.2, cancel: false).dropLast(), until: 1.1)
        // The raw edge is at closed − 700, which is 700 − (closed − open) = 193.6 points past the open end.
        let expected = open - RubberBand.offset(700 - (closed - open), dimension: 844)
        expectClose(d.position, expected, tolerance: 1e-9)
        #expect(d.position < open && d.position > open - 844)
        // And past the closed end.
        var e = MomentumDrawer(viewport: phone)
        e.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 800), at: 0, duration: 0.5).dropLast(), until: 0.6)
        expectClose(e.position, closed + RubberBand.offset(100, dimension: 844), tolerance: 1e-9)
    }

    @Test func catchingAMovingDrawerHoldsItAndATapLetsItGoOn() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.2)
        let moving = d.position
        #expect(moving < closed - 50 && moving > open + 50)
        d.handle(.began(3, at: Point(x: 195, y: moving + 30), time: 0.2))
        #expect(d.position == moving)
        d.run([], until: 0.4)
        #expect(d.position == moving, "held still while the finger is down")
        d.handle(.ended(3, at: Point(x: 195, y: moving + 30), time: 0.4))
        #expect(d.isOpen)
        d.run([], until: 3)
        #expect(d.position == open)
        #expect(d.stateEvents.count == 1, "opened once; the catch did not toggle")
    }

    @Test func reversingMidFlightIsContinuous() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 560), at: 0, duration: 0.08), until: 0.15)
        #expect(d.isOpen)
        let caught = d.position
        var touches = Touches.drag(from: Point(x: 195, y: caught + 20), to: Point(x: 195, y: caught + 120), at: 0.15, duration: 0.08, pointer: 4)
        let release = touches.removeLast()
        d.run(touches, until: release.timestamp)
        let before = (d.position, d.velocity)
        #expect(before.1 > 500)
        d.handle(release)
        #expect(!d.isOpen)
        expectClose(d.position, before.0, tolerance: 1e-9 * (1 + before.1))
        expectClose(d.velocity, before.1, tolerance: 1e-9 * (1 + before.1))
        d.run([], until: 3)
        #expect(d.position == d.closedPosition)
    }

    @Test func aCancelGoesToTheNearerEnd() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 600), at: 0, duration: 0.05, cancel: true), until: 3)
        #expect(!d.isOpen && d.position == d.closedPosition)
        #expect(d.events.isEmpty)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 560), at: 0.02, duration: 0.08)
            + Touches.tap(at: Point(x: 195, y: 300), time: 0.25, length: 0.03)
            + Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 100), at: 1.2, duration: 0.3)
        for until in [0.1, 0.26, 0.9, 1.4, 4.0] {
            let runs = runAtRates(MomentumDrawer.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1)
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 99)
        for _ in 0..<300 {
            var d = MomentumDrawer(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 100, width: 390, height: 744)) {
                d.handle(touch)
                #expect(allFinite(d.state))
            }
            for p in 0...2 { d.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: d.time)) }
            d.run([], until: d.time + 60)
            #expect(d.isSettled)
            #expect(d.position == d.openPosition || d.position == d.closedPosition)
            #expect(d.contentOffset >= 0 && d.contentOffset <= maxContent, "content at rest inside its range: \(d.contentOffset)")
        }
    }

    // MARK: Content inside the open drawer

    /// The content: 24 rows of 56 + 8 with 8 above and below (1544 pt) in 844 − 34 − 127 − 44 = 639 pt.
    let maxContent = 1544.0 - 639

    /// A drawer opened by a tap and settled, at time 2.
    func opened() -> MomentumDrawer {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 2)
        #expect(d.isOpen && d.isSettled && d.position == open)
        return d
    }

    @Test func contentLayout() {
        let d = MomentumDrawer(viewport: phone)
        #expect(d.contentHeight == 639)
        #expect(d.layout["content"] == .frame(Rect(x: 24, y: 171, width: 342, height: 639)))
        #expect(d.contentOffset == 0 && d.contentVelocity == 0)
    }

    @Test func oneDragScrollsTheContentToItsTopThenMovesTheDrawerAndBack() {
        var d = opened()
        // Scroll the content up by 300 and hold (no fling).
        d.run(Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), at: 2, duration: 0.3, hold: 0.1), until: 3)
        #expect(d.contentOffset == 300 && d.position == open && d.isSettled)
        // One gesture: down 450 (300 of content, then 150 of drawer), then up 250 (150 of drawer, then 100 of content).
        let path = [0.0, 100, 250, 300, 320, 450, 400, 300, 200]
        d.handle(.began(2, at: Point(x: 195, y: 300), time: 3.1))
        for (k, travel) in path.enumerated() {
            d.handle(.moved(2, to: Point(x: 195, y: 300 + travel), time: 3.1 + 0.02 * Double(k + 1)))
            // The finger is tracked one to one: drawer travel − content travel = finger travel.
            expectClose((d.position - open) - (d.contentOffset - 300), travel, tolerance: 1e-9, "travel \(travel)")
            #expect(d.position >= open && d.contentOffset >= 0, "one of them at its end: \(d.position), \(d.contentOffset)")
        }
        #expect(d.position == open && d.contentOffset == 100)
        #expect(d.isDragging)
    }

    @Test func aDownwardFlickAtTheTopClosesTheDrawerWithProjection() {
        var d = opened()
        var touches = Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 420), at: 2, duration: 0.1)
        let release = touches.removeLast()
        d.run(touches, until: release.timestamp)
        #expect(d.contentOffset == 0 && d.position == open + 120)
        let before = (d.position, d.velocity)
        #expect(before.1 > 1000)
        d.handle(release)
        #expect(!d.isOpen, "projected past the middle")
        expectClose(d.position, before.0, tolerance: 1e-9)
        expectClose(d.velocity, before.1, tolerance: 1e-9 * before.1)
        d.run([], until: 5)
        #expect(d.position == d.closedPosition && d.contentOffset == 0 && d.isSettled)
    }

    @Test func anUpwardFlickScrollsTheContentAndTheDrawerStaysOpen() {
        var d = opened()
        var touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 500), at: 2, duration: 0.1)
        let release = touches.removeLast()
        d.run(touches, until: release.timestamp)
        let before = (d.contentOffset, d.contentVelocity)
        #expect(before.0 == 200 && before.1 > 1000 && d.velocity == 0)
        d.handle(release)
        expectClose(d.contentOffset, before.0, tolerance: 1e-9)
        expectClose(d.contentVelocity, before.1, tolerance: 1e-9 * before.1)
        d.run([], until: 0.2 + release.timestamp)
        #expect(d.contentOffset > 400, "the content glides on: \(d.contentOffset)")
        // A touch on the gliding content stops it and does not close the drawer.
        let gliding = d.contentOffset
        d.run(Touches.tap(at: Point(x: 195, y: 400), time: d.time), until: d.time + 0.2)
        expectClose(d.contentOffset, gliding, tolerance: 1e-9)
        d.run([], until: 6)
        #expect(d.isOpen && d.position == open && d.isSettled && d.stateEvents.count == 1)
        // At rest, a tap still closes the drawer.
        d.run(Touches.tap(at: Point(x: 195, y: 400), time: 6.1), until: 8)
        #expect(!d.isOpen && d.position == d.closedPosition)
    }

    @Test func aDrawerThatIsNotFullyOpenIsMovedNotScrolled() {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.15)
        let moving = d.position
        #expect(moving > open + 50)
        d.run(Touches.drag(from: Point(x: 195, y: moving + 40), to: Point(x: 195, y: moving - 360), at: 0.15, duration: 0.3, hold: 0.1).dropLast(),
              until: 0.6)
        #expect(d.contentOffset == 0)
        #expect(d.position < open, "dragged up past the open end, rubber-banded: \(d.position)")
    }

    @Test func aCancelledScrollOrPullKeepsNoFling() {
        var d = opened()
        d.run(Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 350), at: 2, duration: 0.1, cancel: true), until: 3)
        #expect(d.contentOffset == 250 && d.isOpen && d.isSettled)
        d.run(Touches.drag(from: Point(x: 195, y: 350), to: Point(x: 195, y: 700), at: 3.1, duration: 0.1, cancel: true), until: 6)
        #expect(d.isOpen && d.position == open && d.contentOffset == 0 && d.isSettled, "back to the nearer end, open")
    }

    @Test func theHandOffDoesNotDependOnTheFrameRate() {
        let touches = Touches.tap(at: Point(x: 195, y: 700), time: 0)
            + Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 450), at: 1.5, duration: 0.12)
            + Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 330), at: 1.8, duration: 0.05)
            + Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 900), at: 3.5, duration: 0.4)
        for until in [1.6, 1.7, 1.9, 2.5, 3.7, 3.95, 6] {
            let runs = runAtRates(MomentumDrawer.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1)
            }
        }
    }

    @Test func scrollScripts() throws {
        let script = try ThreadsScript.load("drawer-scroll")
        var d = MomentumDrawer(viewport: script.viewport)
        var scrolled = 0.0, pulled = 0.0
        d.run(mixed: script.inputs.filter { $0.time < 2.95 }, until: 2.95) { m in
            scrolled = Swift.max(scrolled, m.contentOffset)
            if m.isDragging, m.contentOffset == 0 { pulled = Swift.max(pulled, m.position - open) }
        }
        expectClose(scrolled, 350, tolerance: 1e-9, "scrolled up 350 pt")
        #expect(pulled > 140, "then pulled the drawer down in the same gesture: \(pulled)")
        d = MomentumDrawer(viewport: script.viewport)
        d.run(threadsScript: script)
        #expect(d.isSettled && !d.isOpen && d.position == d.closedPosition && d.contentOffset == 0)
        #expect(d.stateEvents.map(\.2) == [.bool(true), .bool(false)], "opened by the tap, closed by the pull")

        let cancel = try ThreadsScript.load("drawer-scroll-cancel")
        var c = MomentumDrawer(viewport: cancel.viewport), farthest = 0.0
        c.run(mixed: cancel.inputs.filter { $0.time < 2.39 }, until: 2.39) { farthest = Swift.max(farthest, $0.contentOffset) }
        #expect(Swift.abs(c.contentOffset - 300) < 1 && farthest < 400, "a cancelled scroll springs back, no glide: \(farthest)")
        c = MomentumDrawer(viewport: cancel.viewport)
        c.run(threadsScript: cancel)
        #expect(c.isSettled && c.isOpen && c.position == open && c.contentOffset == 0)
        #expect(c.stateEvents.count == 1)
    }
}

/// The drawer's tunables: a tuned spring, slop and projection change what
/// they should, and a retune mid-flight hands the spring over without a jump.
@Suite("Interface: momentum drawer, tuned")
struct MomentumDrawerTuningTests {
    let phone = Viewport.phone

    func tuned(_ values: [String: TunedValue]) throws -> MomentumDrawer {
        var d = MomentumDrawer(viewport: phone)
        try d.retune(Tuning(values, for: MomentumDrawer.tunables))
        return d
    }

    @Test func aSlowerTapSpringTakesLongerToOpen() throws {
        var quick = MomentumDrawer(viewport: phone)
        var slow = try tuned(["tapSpring": .spring(response: 1.2, dampingRatio: 1)])
        quick.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.5)
        slow.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.5)
        #expect(quick.isOpen && slow.isOpen)
        #expect(slow.position > quick.position + 50, "the slow spring is still far from the open end")
    }

    @Test func aLargerTapSlopTurnsAShortDragIntoATap() throws {
        // A 30-point drag down on a closed drawer: a drag (it springs back closed) untuned,
        // a tap (it opens) with a slop of 40.
        let drag = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 730), at: 0, duration: 0.3, hold: 0.1)
        var plain = MomentumDrawer(viewport: phone)
        var slop = try tuned(["tapSlop": .number(40)])
        plain.run(drag, until: 2)
        slop.run(drag, until: 2)
        #expect(!plain.isOpen)
        #expect(slop.isOpen)
    }

    @Test func retuningMidFlightKeepsPositionAndVelocityAndSettles() throws {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.15)
        let before = (d.position, d.velocity)
        #expect(abs(before.1) > 100, "moving")
        try d.retune(Tuning(["tapSpring": .spring(response: 0.8, dampingRatio: 0.5)], for: MomentumDrawer.tunables))
        expectClose(d.position, before.0, tolerance: 1e-9)
        expectClose(d.velocity, before.1, tolerance: 1e-9 * abs(before.1))
        d.run([], until: 10)
        #expect(d.isSettled && d.isOpen && d.position == d.openPosition)
    }

    /// The drawer opened by a tap and settled: at 127, at rest, at 2 s.
    func openDrawer(_ values: [String: TunedValue] = [:]) throws -> MomentumDrawer {
        var d = try tuned(values)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 2)
        #expect(d.isOpen && d.isSettled && d.position == d.openPosition)
        return d
    }

    @Test func theEndRuleSignPicksTheWayItMovesWhereProjectionPicksWhereItWouldGlide() throws {
        // A slow nudge down just below the open end: 30 pt at 100 pt/s. The projection carries it
        // 50 pt more, still far nearer the open end (at 127) than the closed one (at 633): open.
        // The demo's rule sees a drawer moving down: closed, across the whole screen.
        let nudge = Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 230), at: 2.1, duration: 0.3)
        var ours = try openDrawer()
        var original = try openDrawer([MomentumDrawer.Tuned.endRule.name: .choice("velocitySign")])
        ours.run(nudge, until: 4)
        original.run(nudge, until: 4)
        #expect(ours.isOpen && ours.isSettled && ours.position == ours.openPosition)
        #expect(!original.isOpen && original.isSettled && original.position == original.closedPosition)
        // A brisk flick down from the same place: both close.
        let flick = Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 320), at: 2.1, duration: 0.1)
        var briskOurs = try openDrawer(), briskOriginal = try openDrawer([MomentumDrawer.Tuned.endRule.name: .choice("velocitySign")])
        briskOurs.run(flick, until: 4)
        briskOriginal.run(flick, until: 4)
        #expect(!briskOurs.isOpen && !briskOriginal.isOpen && briskOurs.state == briskOriginal.state)
        // The same nudge up from the closed drawer: the demo's rule opens it, projection keeps it closed.
        let up = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 670), at: 0, duration: 0.3)
        var closedOurs = try tuned([:]), closedOriginal = try tuned([MomentumDrawer.Tuned.endRule.name: .choice("velocitySign")])
        closedOurs.run(up, until: 2)
        closedOriginal.run(up, until: 2)
        #expect(!closedOurs.isOpen && closedOriginal.isOpen)
    }

    @Test func theEndRuleIsTheOriginalRuleAndItsDefaultIsTheUntunedDrawer() throws {
        let rule = try #require(MomentumDrawer.originalRule)
        #expect(rule.values == [MomentumDrawer.Tuned.endRule.name: .choice("velocitySign")])
        try rule.validate(against: MomentumDrawer.tunables)
        #expect(MomentumDrawer.tunables.map(\.name) == ["flickSpring", "tapSpring", "tapSlop", "projectionRate", "endRule"])
        // Choosing the default stores nothing: the drawer is the untuned one to the bit.
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.endRule, to: .choice("projection"))
        #expect(tuning.isEmpty)
        let nudge = Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 230), at: 2.1, duration: 0.3)
        var plain = try openDrawer(), chosen = try openDrawer(["endRule": .choice("projection")])
        plain.run(nudge, until: 4)
        chosen.run(nudge, until: 4)
        #expect(plain.state == chosen.state && plain.events == chosen.events)
    }

    @Test func retuningTheOtherSpringLeavesTheRunningOneEvenWhenAlike() throws {
        // The flick spring tuned to the tap spring's values; a tap runs on the tap spring.
        var d = try tuned(["flickSpring": .spring(response: 0.4, dampingRatio: 1)])
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.15)
        var untouched = d
        try d.retune(Tuning(["flickSpring": .spring(response: 1.5, dampingRatio: 0.5)], for: MomentumDrawer.tunables))
        d.run([], until: 0.4)
        untouched.run([], until: 0.4)
        #expect(d.position == untouched.position)
    }

    @Test func aBouncierSpringMidFlightWidensTheReportedOvershoot() throws {
        var d = MomentumDrawer(viewport: phone)
        d.run(Touches.tap(at: Point(x: 195, y: 700), time: 0), until: 0.1)
        #expect(d.overshoot == 0, "the tap spring is critically damped")
        try d.retune(Tuning(["tapSpring": .spring(response: 0.4, dampingRatio: 0.3)], for: MomentumDrawer.tunables))
        #expect(d.overshoot > 10)
        // The densest look at the motion from here: it does pass the open end by that much.
        var highest = 0.0, probe = d
        while probe.time < 3 {
            probe.advance(to: probe.time + 0.001)
            highest = Swift.max(highest, probe.openPosition - probe.position)
        }
        #expect(abs(highest - d.overshoot) < 0.05)
    }

    @Test func aBadTuningLeavesTheDrawerAsItWas() throws {
        var d = try tuned(["tapSlop": .number(20)])
        #expect(throws: TuningError.self) {
            try d.retune(Tuning(["tapSlop": .number(-1)], for: [MomentumDrawer.Tuned.tapSlop.widened]))
        }
        #expect(d.tuning.number(MomentumDrawer.Tuned.tapSlop) == 20)
    }
}

private extension Tunable {
    /// The same number tunable with a range down to −100 (to build a tuning the drawer refuses).
    var widened: Tunable {
        guard case .number(let value, let range) = kind else { return self }
        return .number(name, default: value, range: -100...range.upperBound, unit: unit, summary: summary)
    }
}
