import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: expandable view (the UIViewPropertyAnimator article)")
struct ExpandableViewTests {
    let phone = Viewport.phone
    /// Closed 80 + 34 = 114 pt, open 844 − 47 − 16 = 781 pt.
    let closed = 114.0, open = 781.0
    var range: Double { open - closed }
    let bar = Point(x: 195, y: 800)

    func completions(_ v: ExpandableView) -> [(Double, String, String)] {
        v.stateEvents.compactMap { t, name, value in
            name == "completion" ? (t, value["animator"]?.string ?? "", value["position"]?.string ?? "") : nil
        }
    }

    @Test func layout() {
        let v = ExpandableView(viewport: phone)
        #expect(v.closedHeight == closed && v.openHeight == open)
        #expect(v.layout["view"] == .frame(Rect(x: 0, y: 730, width: 390, height: 114)))
        #expect(v.fractions == [0, 0, 0, 0, 0] && v.runningAnimators == 0 && v.isSettled)
    }

    @Test func aTapRunsEveryAnimatorAndEachCompletesAtItsExactInstant() {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.tap(at: bar, time: 0.1), until: 0.15)
        #expect(v.runningAnimators == 5)
        v.run([], until: 3)
        #expect(v.isOpen && v.isSettled && v.height == open)
        #expect(v.fractions == [1, 1, 1, 1, 1])
        // The article's UIViewPropertyAnimator(duration: 1, dampingRatio: 1) ends exactly 1 s after starting from rest.
        let springEnd = 0.15 + 1.0
        let done = completions(v)
        #expect(done.map(\.2) == ["end", "end", "end", "end", "end"])
        #expect(done.map(\.1) == ["height", "corner", "background", "title", "image"], "all at 1 s: the first on a tie first")
        for (t, name, _) in done {
            expectClose(t, springEnd, tolerance: 1e-9, "\(name)")
        }
        let opened = v.stateEvents.filter { $0.1 == "isOpen" }
        #expect(opened.count == 1)
        expectClose(opened.first?.0 ?? .nan, springEnd, tolerance: 1e-9)
        // The article's open look: corner radius 15, black at alpha 0.5, title × 1.4, image 200 pt.
        let layer = { (name: String) in v.scene.first { $0.name == name } }
        #expect(layer("view")?.cornerRadius == 15 && layer("view")?.opacity == 0.5 && layer("view")?.fill == .black)
        #expect(layer("title")?.scale == 1.4 && layer("image")?.frame.width == 200 && layer("image")?.opacity == 1)
    }

    @Test func closedItIsTheArticlesClosedLook() {
        let v = ExpandableView(viewport: phone)
        let layer = { (name: String) in v.scene.first { $0.name == name } }
        #expect(layer("view")?.cornerRadius == 0 && layer("view")?.opacity == 1)
        #expect(layer("title")?.scale == 1 && layer("image")?.frame.width == 50 && layer("image")?.opacity == 0)
    }

    @Test func aCancelledPanKeepsTheFingersVelocity() {
        var v = ExpandableView(viewport: phone)
        var drag = Touches.drag(from: bar, to: Point(x: 195, y: 400), at: 0, duration: 0.25, cancel: true)
        let cancel = drag.removeLast()
        v.run(drag, until: cancel.timestamp)
        let before = (v.height, v.heightVelocity)
        #expect(before.1 > 1000, "moving up fast when the system cancels")
        v.handle(cancel)
        expectClose(v.height, before.0, tolerance: 1e-9)
        expectClose(v.heightVelocity, before.1, tolerance: 1e-6 * before.1, "the springs carry on at the finger's speed")
        v.run([], until: 4)
        #expect(v.isSettled && v.isOpen)
    }

    @Test func aPanScrubsEveryAnimatorTogetherLinearly() {
        var v = ExpandableView(viewport: phone)
        v.run(Array(Touches.drag(from: bar, to: Point(x: 195, y: 600), at: 0, duration: 0.4).dropLast()), until: 0.5)
        #expect(v.state["paused"] == .bool(true))
        #expect(v.runningAnimators == 5)
        for f in v.fractions { expectClose(f, 200 / range, tolerance: 1e-12) }
        expectClose(v.height, closed + 200, tolerance: 1e-9, "the edge follows the finger one to one")
    }

    @Test func catchingMidAnimationPausesWhereItIsAndScrubsFromThere() {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.tap(at: bar, time: 0), until: 0.2)
        let caught = v.fractions
        #expect(caught[0] > 0.2 && caught[0] < 0.9)
        #expect(caught[3] < caught[0], "the ease-in title lags the spring")
        let top = v.frame.minY
        v.handle(.began(2, at: Point(x: 195, y: top + 40), time: 0.2))
        #expect(v.fractions == caught)
        v.run([], until: 0.4)
        #expect(v.fractions == caught, "held: nothing moves while the finger rests")
        v.run([.moved(2, to: Point(x: 195, y: top + 140), time: 0.5)], until: 0.5)
        for (f, c) in zip(v.fractions, caught) { expectClose(f, Swift.max(0, c - 100 / range), tolerance: 1e-12) }
        // A downward flick reverses it: everything goes back to closed.
        v.run([.moved(2, to: Point(x: 195, y: top + 240), time: 0.55), .ended(2, at: Point(x: 195, y: top + 240), time: 0.55)], until: 3)
        #expect(!v.isOpen && v.height == closed && v.isSettled)
        #expect(completions(v).map(\.2).allSatisfy { $0 == "start" })
        #expect(!v.stateEvents.contains { $0.1 == "isOpen" })
    }

    @Test func releaseIsContinuousInHeightAndVelocity() {
        for endY in [700.0, 500.0, 300.0] {
            var v = ExpandableView(viewport: phone)
            var touches = Touches.drag(from: bar, to: Point(x: 195, y: endY), at: 0, duration: 0.15)
            let release = touches.removeLast()
            v.run(touches, until: release.timestamp)
            let before = (v.height, v.heightVelocity)
            #expect(before.1 > 100)
            v.handle(release)
            expectClose(v.height, before.0, tolerance: 1e-9 * (1 + before.1))
            expectClose(v.heightVelocity, before.1, tolerance: 1e-9 * (1 + before.1))
            v.run([], until: 4)
            #expect(v.isSettled)
        }
    }

    /// Caught mid-flight, flicked back and released: the animators are
    /// paused where they are, and at the release the spring animators carry
    /// the finger's velocity — the height and its velocity are continuous
    /// at the catch and at the release.
    @Test func aCaughtViewIsContinuousAtTheCatchAndAtTheRelease() {
        for flick in [-150.0, 60.0, 200.0] {
            var v = ExpandableView(viewport: phone)
            v.run(Touches.tap(at: bar, time: 0), until: 0.2)
            let moving = (v.height, v.heightVelocity)
            #expect(moving.1 > 100)
            let top = v.frame.minY
            v.handle(.began(2, at: Point(x: 195, y: top + 40), time: 0.2))
            #expect(v.height == moving.0, "caught where it is")
            var touches = Touches.drag(from: Point(x: 195, y: top + 40), to: Point(x: 195, y: top + 40 + flick),
                                       at: 0.2, duration: 0.1, pointer: 2).dropFirst()
            let release = touches.removeLast()
            v.run(Array(touches), until: release.timestamp)
            let before = (v.height, v.heightVelocity)
            #expect(abs(before.1) > 100, "the finger is moving")
            v.handle(release)
            #expect(v.state["paused"] == .bool(false))
            expectClose(v.height, before.0, tolerance: 1e-9 * (1 + abs(before.1)), "flick \(flick)")
            expectClose(v.heightVelocity, before.1, tolerance: 1e-9 * (1 + abs(before.1)), "flick \(flick)")
            v.run([], until: 4)
            #expect(v.isSettled && v.isOpen == (flick < 0))
            #expect(completions(v).map(\.2).allSatisfy { $0 == (flick < 0 ? "end" : "start") })
        }
    }

    @Test func aCancelledPanNeverLeavesTheAnimatorsPaused() {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.drag(from: bar, to: Point(x: 195, y: 300), at: 0, duration: 0.3, cancel: true), until: 0.3)
        #expect(v.state["paused"] == .bool(false))
        #expect(v.runningAnimators == 5)
        v.run([], until: 3)
        #expect(v.isSettled && v.isOpen, "500 of 667 points open: the nearer side is open")
    }

    @Test func aTapOnAMovingViewLetsItGoOn() {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.tap(at: bar, time: 0), until: 0.15)
        let top = v.frame.minY
        v.run(Touches.tap(at: Point(x: 195, y: top + 30), time: 0.15, length: 0.1, pointer: 3), until: 3)
        #expect(v.isOpen && v.isSettled && v.height == open)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = Touches.tap(at: bar, time: 0.01)
            + Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 700), at: 0.3, duration: 0.12, pointer: 2)
        for until in [0.2, 0.35, 0.7, 3.0] {
            let runs = runAtRates(ExpandableView.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1)
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 404)
        for _ in 0..<300 {
            var v = ExpandableView(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 100, width: 390, height: 744)) {
                v.handle(touch)
                #expect(allFinite(v.state))
            }
            for p in 0...2 { v.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: v.time)) }
            v.run([], until: v.time + 60, fps: 10)
            #expect(v.isSettled)
            #expect(v.height == v.closedHeight || v.height == v.openHeight)
        }
    }
}

// MARK: Tuning

extension ExpandableViewTests {
    typealias Tuned = ExpandableView.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(ExpandableView.self)
        #expect(ExpandableView.tunables.map(\.name) == ["duration", "dampingRatio", "tapSlop", "projectionRate"])
    }

    @Test func aShorterDurationCompletesSoonerAndALowerDampingRatioOvershoots() throws {
        var v = ExpandableView(viewport: phone)
        try v.retune([Tuned.duration.name: .number(0.4)])
        var overshoot = 0.0
        v.run(Touches.tap(at: bar, time: 0.1), until: 2) { overshoot = Swift.max(overshoot, $0.height - open) }
        #expect(v.isOpen && v.isSettled && v.height == open && overshoot <= 1e-9)
        let done = completions(v)
        #expect(done.count == 5)
        for (t, name, position) in done {
            expectClose(t, 0.15 + 0.4, tolerance: 1e-9, "\(name)")
            #expect(position == "end")
        }
        var bouncy = ExpandableView(viewport: phone)
        try bouncy.retune([Tuned.dampingRatio.name: .number(0.5)])
        overshoot = 0
        bouncy.run(Touches.tap(at: bar, time: 0.1), until: 2) { overshoot = Swift.max(overshoot, $0.height - open) }
        #expect(overshoot > 20 && bouncy.isOpen && bouncy.isSettled && bouncy.height == open, "overshoot \(overshoot)")
        for (t, name, _) in completions(bouncy) { expectClose(t, 1.15, tolerance: 1e-9, "\(name): the spring still settles in 1 s") }
    }

    @Test func retuningMidFlightKeepsTheViewContinuousAndTheNextRunUsesIt() throws {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.tap(at: bar, time: 0), until: 0.2)
        #expect(v.heightVelocity > 100 && v.runningAnimators == 5)
        var retuned = v
        try retuned.retune([Tuned.duration.name: .number(2), Tuned.dampingRatio.name: .number(0.7)])
        #expect(retuned.fractions == v.fractions, "nothing jumps")
        expectClose(retuned.heightVelocity, v.heightVelocity, tolerance: 1e-9 * v.heightVelocity)
        expectContinuousRetune(v, retuned, tolerance: 1e-4, "height") { $0.height }
        // The linear parts go on at the new pace: what was left of 1 s now takes twice as long.
        let left = 1 - v.fractions[3]
        retuned.run([], until: 6)
        #expect(retuned.isOpen && retuned.isSettled && retuned.height == open && retuned.fractions == [1, 1, 1, 1, 1])
        let done = completions(retuned)
        #expect(done.count == 5 && done.allSatisfy { $0.2 == "end" })
        if let title = done.first(where: { $0.1 == "title" }) { expectClose(title.0, 0.2 + 2 * left, tolerance: 1e-9) }
        // Closed again from rest: the new animators, 2 s.
        retuned.run(Touches.tap(at: Point(x: 195, y: retuned.frame.minY + 30), time: 6), until: 10)
        #expect(!retuned.isOpen && retuned.isSettled && retuned.height == closed)
        for (t, name, position) in completions(retuned).dropFirst(5) {
            expectClose(t, 6.05 + 2, tolerance: 1e-9, "\(name)")
            #expect(position == "end")
        }
    }

    @Test func retuningUnderAFingerAppliesAtTheRelease() throws {
        var v = ExpandableView(viewport: phone)
        v.run(Touches.tap(at: bar, time: 0), until: 0.2)
        let top = v.frame.minY
        v.handle(.began(2, at: Point(x: 195, y: top + 40), time: 0.2))
        let caught = v.fractions
        try v.retune([Tuned.duration.name: .number(0.3)])
        #expect(v.fractions == caught, "held: the retune moves nothing")
        v.run([.ended(2, at: Point(x: 195, y: top + 40), time: 0.3)], until: 3)
        #expect(v.isOpen && v.isSettled)
        let done = completions(v)
        #expect(done.count == 5)
        // Let go at 0.3 s: the linear parts cover what was left at 0.3 s a second.
        if let title = done.first(where: { $0.1 == "title" }) { expectClose(title.0, 0.3 + 0.3 * (1 - caught[3]), tolerance: 1e-9) }
        #expect(done.allSatisfy { $0.0 < 0.7 }, "all on the 0.3 s animators: \(done.map(\.0))")
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var v = ExpandableView(viewport: phone)
        try v.retune([Tuned.tapSlop.name: .number(30)])
        v.run(Touches.tap(at: bar, time: 0), until: 0.2)
        let drag = Touches.drag(from: Point(x: 195, y: v.frame.minY + 40), to: Point(x: 195, y: 700), at: 0.3, duration: 0.2)
        expectRefused(v, standInTuning(["spring": .spring(response: 0.5, dampingRatio: 1)]), naming: "spring", touches: drag, until: 3)
        expectRefused(v, standInTuning([Tuned.duration.name: .number(0)]), naming: "duration", touches: drag, until: 3)
        expectRefused(v, standInTuning([Tuned.dampingRatio.name: .number(3)]), naming: "dampingRatio", touches: drag, until: 3)
        var n = v
        #expect(throws: TuningError.self) { try n.retune([Tuned.duration.name: .spring(response: 1, dampingRatio: 1)]) }
        #expect(n.tuning == v.tuning && n.state == v.state)
    }
}
