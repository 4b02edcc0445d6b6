import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: fluid navigation")
struct FluidNavigationTests {
    let phone = Viewport.phone
    /// Card 4 (third row, left) and its centre; the header's centre.
    let card4 = Rect(x: 16, y: 487, width: 173, height: 200)
    let header = Rect(x: 0, y: 47, width: 390, height: 260)
    /// Distance between card 4's centre (102.5, 587) and the header's (195, 177).
    var travel4: Double { (92.5 * 92.5 + 410 * 410).squareRoot() }
    let band = RubberBand(range: 0...1, dimension: FluidNavigation.progressStretch)

    func center(_ r: Rect) -> Point { r.center }

    /// Taps `card` (its centre at scroll offset 0) at 0.1 s, lifting at 0.15 s.
    func tapped(_ card: Int, until end: Double = 0.15) -> FluidNavigation {
        var m = FluidNavigation(viewport: phone)
        m.run(Touches.tap(at: m.itemFrames[card].center, time: 0.1), until: end)
        return m
    }

    /// Advances in 1 ms steps until `condition` holds (at most 5 s).
    func advance(_ m: inout FluidNavigation, until condition: (FluidNavigation) -> Bool) {
        let limit = m.time + 5
        while !condition(m), m.time < limit { m.advance(to: m.time + 0.001) }
    }

    /// Expects the mirror to be the straight interpolation of the card's
    /// current pose and the header's at the drawn progress, and the reported
    /// progress to be the drawn one clamped to 0…1.
    func expectPureMirror(_ m: FluidNavigation, card: Int, sourceOffset: Rect = .zero, _ comment: Comment? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        guard let pose = m.mirror else { Issue.record("no mirror", sourceLocation: sourceLocation); return }
        #expect(m.progress == Swift.min(Swift.max(m.drawnProgress, 0), 1), sourceLocation: sourceLocation)
        let expected = (m.itemFrame(card) + sourceOffset).interpolated(to: m.headerFrame, fraction: m.drawnProgress)
        #expect((pose.frame - expected).magnitude < 1e-9, "\(comment.map { "\($0): " } ?? "")\(pose.frame) vs \(expected)",
                sourceLocation: sourceLocation)
        let radius = FluidNavigation.cornerRadius * (1 - m.drawnProgress)
        expectClose(pose.cornerRadius, radius, tolerance: 1e-9, sourceLocation: sourceLocation)
    }

    /// Expects value and velocity of progress (reported and drawn) and of the
    /// mirror to be the same before and after applying `touch` (1e-9 of the
    /// motion's scale).
    func expectContinuous(_ m: inout FluidNavigation, across touch: TouchEvent, _ comment: Comment,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        m.advance(to: touch.timestamp)
        let p = m.progress, v = m.progressVelocity
        let drawn = m.drawnProgress, drawnVelocity = m.drawnProgressVelocity
        let pose = m.mirror, poseVelocity = m.mirrorVelocity
        m.handle(touch)
        let scale = 1 + Swift.abs(drawnVelocity)
        expectClose(m.progress, p, tolerance: 1e-9 * scale, comment, sourceLocation: sourceLocation)
        expectClose(m.progressVelocity, v, tolerance: 1e-9 * scale, comment, sourceLocation: sourceLocation)
        expectClose(m.drawnProgress, drawn, tolerance: 1e-9 * scale, comment, sourceLocation: sourceLocation)
        expectClose(m.drawnProgressVelocity, drawnVelocity, tolerance: 1e-9 * scale, comment, sourceLocation: sourceLocation)
        if let pose, let after = m.mirror {
            #expect((after - pose).magnitude <= 1e-9 * (1 + pose.magnitude), comment, sourceLocation: sourceLocation)
        }
        if let poseVelocity, let after = m.mirrorVelocity {
            #expect((after - poseVelocity).magnitude <= 1e-9 * (1 + poseVelocity.magnitude), comment, sourceLocation: sourceLocation)
        }
    }

    @Test func layout() {
        let m = FluidNavigation(viewport: phone)
        #expect(m.itemFrames.count == 8)
        #expect(m.itemFrames[0] == Rect(x: 16, y: 63, width: 173, height: 200))
        #expect(m.itemFrames[1] == Rect(x: 201, y: 63, width: 173, height: 200))
        #expect(m.itemFrames[4] == card4)
        #expect(m.itemFrames[7] == Rect(x: 201, y: 699, width: 173, height: 200))
        #expect(m.headerFrame == header)
        #expect(m.bodyFrame == Rect(x: 0, y: 307, width: 390, height: 537))
        #expect(m.screen == .list && m.selected == nil && m.phase == .idle && m.isSettled)
        #expect(m.state["mirror"] == .null && m.state["selected"] == .null)
        #expect(m.state["transition"]?.string == "none")
    }

    @Test func aTapPresentsThroughTheMirror() {
        var m = tapped(4)
        #expect(m.selected == 4 && m.screen == .detail)
        #expect(m.stateEvents.map(\.1) == ["selected", "screen"])
        #expect(m.stateEvents.allSatisfy { Swift.abs($0.0 - 0.15) < 1e-12 })
        #expect(m.stateEvents[0].2 == .number(4) && m.stateEvents[1].2 == .string("detail"))
        #expect(m.mirror?.frame == card4, "the mirror starts exactly on the card")
        #expect(m.itemOpacity(4) == 0, "the mirror stands in for the card")
        var sawBody = false
        m.run([], until: 0.6) { m in
            expectPureMirror(m, card: 4)
            guard let body = m.scene.first(where: { $0.name == "detail.body" }) else { return }
            sawBody = true
            expectClose(body.opacity, Swift.min(Swift.max(m.progress, 0), 1), tolerance: 1e-12)
            let scale = 0.94 + 0.06 * m.drawnProgress
            expectClose(body.frame.width, 390 * scale, tolerance: 1e-9)
        }
        #expect(sawBody)
        #expect(m.state["transition"]?.string == "presenting")
        m.run([], until: 2)
        #expect(m.phase == .presented && m.progress == 1 && m.isSettled)
        #expect(((m.mirror?.frame ?? .zero) - header).magnitude < 1e-9)
        #expect(m.mirror?.cornerRadius == 0)
        #expect(m.state["transition"]?.string == "none")
    }

    @Test func grabbingEveryStageOfTheTransitionAndDraggingBothWays() {
        let stages: [(String, Bool, Double)] = [("early present", true, 0.2), ("late present", true, 0.8),
                                                ("early dismiss", false, 0.8), ("late dismiss", false, 0.2)]
        for (name, presenting, threshold) in stages {
            var m = tapped(4)
            if !presenting {
                m.run([], until: 2)
                // A gentle flick down on the detail (70 pt in 0.1 s) dismisses from progress 0.83.
                m.run(Touches.drag(from: Point(x: 200, y: 450), to: Point(x: 200, y: 520), at: 2, duration: 0.1), until: 2.1)
                #expect(m.screen == .list, "\(name)")
                #expect(m.phase.name == "dismissing", "\(name)")
            }
            advance(&m) { presenting ? $0.progress >= threshold : $0.progress <= threshold }
            let t = m.time, p0 = m.drawnProgress
            expectClose(p0, threshold, tolerance: 0.05, "\(name)")
            m.handle(.began(2, at: Point(x: 300, y: 700), time: t))
            #expect(m.drawnProgress == p0, "\(name): a catch keeps progress exactly")
            #expect(m.drawnProgressVelocity == 0 && m.progressVelocity == 0)
            #expect(m.phase.name == "interactive")
            expectPureMirror(m, card: 4, "\(name) caught")
            // Up 60 pt: toward the detail.
            var touches: [TouchEvent] = []
            for i in 1...12 { touches.append(.moved(2, to: Point(x: 300, y: 700 - 5 * Double(i)), time: t + Double(i) / 120)) }
            m.run(touches, until: t + 0.1)
            expectClose(m.drawnProgress, band.apply(p0 + 60 / travel4), tolerance: 1e-9, "\(name) up")
            #expect(m.drawnProgressVelocity > 0 && m.state["transition"]?.string == "presenting", "\(name)")
            expectPureMirror(m, card: 4, "\(name) up")
            // Down 200 pt: toward the list (past it for the late dismiss: rubber-banded).
            touches = []
            for i in 1...24 { touches.append(.moved(2, to: Point(x: 300, y: 640 + 200 * Double(i) / 24), time: t + 0.1 + Double(i) / 120)) }
            m.run(touches, until: t + 0.3)
            expectClose(m.drawnProgress, band.apply(p0 - 140 / travel4), tolerance: 1e-9, "\(name) down")
            #expect(m.drawnProgressVelocity < 0 && m.state["transition"]?.string == "dismissing", "\(name)")
            expectPureMirror(m, card: 4, "\(name) down")
            // The release hands progress and the mirror to the spring with no jump.
            let held = (m.drawnProgress, m.drawnProgressVelocity)
            let expectedEnd = ValueSnapping([0, 1]).target(from: held.0, velocity: held.1)
            expectContinuous(&m, across: .ended(2, at: Point(x: 300, y: 840), time: t + 0.3), "\(name) release")
            #expect(m.screen == (expectedEnd == 1 ? .detail : .list), "\(name)")
            m.run([], until: t + 3)
            #expect(m.isSettled, "\(name)")
            #expect(m.progress == expectedEnd, "\(name)")
            #expect(m.interruptions == 1, "\(name): the catch in flight")
        }
    }

    @Test func theReleaseVelocityIsTheFingersOverTheTravel() {
        var m = tapped(4, until: 2)
        var touches = Touches.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 520), at: 2, duration: 0.1)
        let release = touches.removeLast()
        m.run(touches, until: release.timestamp)
        var pan = InstantPanRecognizer(maximumSpeed: 20_000)
        for touch in touches { _ = pan.handle(touch) }
        let finger = pan.velocity(at: release.timestamp).dy
        expectClose(m.progressVelocity, -finger / travel4, tolerance: 1e-9 * Swift.abs(finger / travel4))
        expectContinuous(&m, across: release, "release")
        #expect(m.screen == .list)
    }

    @Test func aTapOnAnotherCardRedirectsContinuously() {
        var m = tapped(4)
        advance(&m) { $0.progress >= 0.3 }
        let card1 = m.itemFrames[1].center
        m.handle(.began(3, at: card1, time: m.time))
        let lift = TouchEvent.ended(3, at: card1, time: m.time + 0.05)
        expectContinuous(&m, across: lift, "redirect")
        #expect(m.selected == 1 && m.screen == .detail)
        #expect(m.stateEvents.map(\.1) == ["selected", "screen", "selected"])
        #expect(m.stateEvents.last?.2 == .number(1))
        #expect(m.stateEvents.last?.0 == lift.timestamp)
        #expect(m.interruptions == 2, "caught, then redirected")
        // The mirror glides over: it is no longer the interpolation from card 4 alone.
        var previous = m.mirror?.frame ?? .zero
        var largestStep = 0.0
        m.run([], until: lift.timestamp + 2) { m in
            let frame = m.mirror?.frame ?? .zero
            largestStep = Swift.max(largestStep, (frame - previous).magnitude)
            previous = frame
        }
        #expect(largestStep < 40, "no frame-to-frame jump (largest \(largestStep) pt at 120 fps)")
        #expect(m.phase == .presented && m.isSettled)
        #expect(m.itemOpacity(4) == 1 && m.itemOpacity(1) == 0)
        #expect(m.mirror?.tint == FluidNavigation.colors[1])
        // Dismissed, it lands in card 1.
        m.run(Touches.drag(from: Point(x: 200, y: 450), to: Point(x: 200, y: 600), at: m.time, duration: 0.08), until: m.time + 3)
        #expect(m.phase == .idle && m.selected == nil && m.itemOpacity(1) == 1)
        #expect(m.stateEvents.suffix(2).map(\.1) == ["screen", "selected"])
    }

    @Test func aTapOnAnotherCardWhileDismissingPresentsIt() {
        var m = tapped(4, until: 2)
        m.run(Touches.drag(from: Point(x: 200, y: 450), to: Point(x: 200, y: 560), at: 2, duration: 0.06), until: 2.06)
        advance(&m) { $0.progress <= 0.4 }
        let card3 = m.itemFrames[3].center
        m.run(Touches.tap(at: card3, time: m.time, length: 0.04, pointer: 5), until: m.time + 0.04)
        #expect(m.selected == 3 && m.screen == .detail)
        m.run([], until: m.time + 3)
        #expect(m.phase == .presented && m.mirror?.tint == FluidNavigation.colors[3])
    }

    @Test func aTapOnTheMirrorLetsTheTransitionGoOn() {
        var m = tapped(4)
        advance(&m) { $0.progress >= 0.4 }
        let onMirror = m.mirror?.frame.center ?? .zero
        m.run(Touches.tap(at: onMirror, time: m.time), until: m.time + 3)
        #expect(m.phase == .presented && m.selected == 4)
        #expect(m.stateEvents.count == 2, "no screen change")
        #expect(m.interruptions == 1)
    }

    @Test func anEdgeSwipeDismissesIntoTheCard() throws {
        var m = tapped(4, until: 2)
        m.removeAllEvents()
        var touches = Touches.drag(from: Point(x: 8, y: 500), to: Point(x: 208, y: 520), at: 2, duration: 0.2)
        let release = touches.removeLast()
        m.run(touches, until: release.timestamp)
        expectClose(m.progress, 1 - 200.0 / 390, tolerance: 1e-9, "the edge swipe maps dx over the screen width")
        #expect(m.state["transition"]?.string == "dismissing")
        expectContinuous(&m, across: release, "edge release")
        #expect(m.screen == .list)
        let end = try #require(m.transitionEndTime)
        m.run([], until: end - 0.001) { m in expectPureMirror(m, card: 4) }
        #expect(((m.mirror?.frame ?? .zero) - card4).magnitude < 0.5, "just before landing it is on the card")
        m.run([], until: 3)
        #expect(m.phase == .idle && m.selected == nil && m.isSettled && m.itemOpacity(4) == 1)
        #expect(m.stateEvents.map(\.1) == ["screen", "selected"])
        #expect(m.stateEvents[0].0 == release.timestamp)
        #expect(m.stateEvents[1].0 == end, "the selection clears at the exact landing instant")
        #expect(m.stateEvents[1].2 == .null)
    }

    @Test func anEdgeTouchOnTheListIsAnOrdinaryTouch() {
        var m = FluidNavigation(viewport: phone)
        m.run(Touches.tap(at: Point(x: 18, y: 150), time: 0.1), until: 0.2)
        #expect(m.selected == 0, "card 0 reaches into the edge strip and is tapped")
    }

    @Test func aDismissalFollowsTheCardWhereItIsNow() {
        // Card 6 is cut off by the bottom of the safe area; dismissing scrolls it into view.
        var m = FluidNavigation(viewport: phone)
        m.run(Touches.tap(at: Point(x: 102.5, y: 750), time: 0.1), until: 2)
        #expect(m.selected == 6 && m.phase == .presented)
        m.run(Touches.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 560), at: 2, duration: 0.08), until: 2.08)
        #expect(m.screen == .list)
        var sawScroll = false
        m.run([], until: 4) { m in
            if m.scrollOffset > 1, m.selected != nil {
                sawScroll = true
                expectPureMirror(m, card: 6, "while the list scrolls")
            }
        }
        #expect(sawScroll)
        #expect(m.scrollOffset == 105 && m.itemFrame(6).minY == 594)
        #expect(m.phase == .idle && m.isSettled)
    }

    @Test func theListScrollsAndRubberBands() {
        var m = FluidNavigation(viewport: phone)
        m.run(Array(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.5).dropLast()), until: 0.6)
        expectClose(m.scrollOffset, 105 + RubberBand.offset(295, dimension: 844), tolerance: 1e-9)
        m.handle(.ended(1, at: Point(x: 195, y: 300), time: 0.6))
        m.run([], until: 3)
        #expect(m.scrollOffset == 105 && m.isSettled && m.selected == nil)
        #expect(m.events.isEmpty)
    }

    @Test func aTapThatStopsAMovingListDoesNotPresent() {
        var m = FluidNavigation(viewport: phone)
        m.run(Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 560), at: 0, duration: 0.05), until: 0.1)
        #expect(m.scrollOffset > 40 && !m.isSettled)
        let offset = m.scrollOffset
        m.handle(.began(2, at: m.itemFrame(4).center, time: 0.1))
        #expect(m.scrollOffset == offset, "caught where it was")
        m.handle(.ended(2, at: m.itemFrame(4).center, time: 0.15))
        #expect(m.selected == nil && m.events.isEmpty)
        m.run(Touches.tap(at: m.itemFrame(4).center, time: 0.3), until: 0.4)
        #expect(m.selected == 4)
    }

    @Test func aCancelGoesToTheNearerEnd() {
        var m = tapped(4)
        advance(&m) { $0.progress >= 0.5 }
        let t = m.time
        var touches = Touches.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 660), at: t, duration: 0.1, cancel: true)
        let cancel = touches.removeLast()
        m.run(touches, until: cancel.timestamp)
        #expect(m.progress < 0.5 && m.progressVelocity < 0)
        expectContinuous(&m, across: cancel, "cancel")
        #expect(m.screen == .list)
        m.run([], until: t + 3)
        #expect(m.phase == .idle && m.selected == nil)
        // A cancelled tap on the list presents nothing.
        var n = FluidNavigation(viewport: phone)
        n.run([.began(1, at: n.itemFrames[2].center, time: 0.1), .cancelled(1, at: n.itemFrames[2].center, time: 0.15)], until: 1)
        #expect(n.selected == nil && n.events.isEmpty && n.isSettled)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let card4 = Point(x: 102.5, y: 587), card1 = Point(x: 287.5, y: 163), card6 = Point(x: 102.5, y: 750)
        let touches = Touches.tap(at: card4, time: 0.1)
            + Touches.drag(from: Point(x: 300, y: 700), to: Point(x: 300, y: 780), at: 0.3, duration: 0.1, pointer: 2)
            + Touches.tap(at: card1, time: 0.5, length: 0.04, pointer: 3)
            + Touches.drag(from: Point(x: 5, y: 500), to: Point(x: 260, y: 500), at: 2.2, duration: 0.15, pointer: 4)
            + Touches.tap(at: card6, time: 3.5, pointer: 5)
            + Touches.drag(from: Point(x: 200, y: 420), to: Point(x: 200, y: 600), at: 4.6, duration: 0.1, pointer: 6)
        for until in [0.2, 0.35, 0.47, 0.7, 2.3, 2.5, 3.6, 4.65, 4.8, 8.0] {
            let runs = runAtRates(FluidNavigation.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until): \(run.0) vs \(runs[0].0)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
        let final = runAtRates(FluidNavigation.self, touches, until: 8)[0]
        #expect(final.0["screen"]?.string == "list" && final.0["selected"] == .null)
        #expect(final.1.filter { if case .state("selected", _) = $0.kind { return true } else { return false } }.count == 5)
    }

    @Test func theExampleScriptsRunAsDescribed() throws {
        func names(_ events: [InteractionEvent], _ key: String) -> [InteractionValue] {
            events.compactMap { if case .state(key, let v) = $0.kind { return v } else { return nil } }
        }
        for fps in [60.0, 120, 144] {
            let main = try ThreadsScript.load("fluid-navigation-main")
            #expect(main.interface == FluidNavigation.interfaceName && main.viewport == phone)
            var m = FluidNavigation(viewport: main.viewport)
            m.run(threadsScript: main, fps: fps)
            #expect(m.isSettled && m.screen == .list && m.selected == nil)
            #expect(names(m.events, "selected") == [.number(4), .null])
            #expect(names(m.events, "screen") == [.string("detail"), .string("list")])

            var i = FluidNavigation(viewport: phone)
            i.run(threadsScript: try ThreadsScript.load("fluid-navigation-interrupt"), fps: fps)
            #expect(i.isSettled && i.screen == .list && i.selected == nil)
            #expect(names(i.events, "selected") == [.number(4), .number(1), .null])
            #expect(names(i.events, "screen") == [.string("detail"), .string("list"), .string("detail"), .string("list")])
            #expect(i.interruptions == 3, "caught presenting, caught dismissing, redirected")

            var c = FluidNavigation(viewport: phone)
            c.run(threadsScript: try ThreadsScript.load("fluid-navigation-cancel"), fps: fps)
            #expect(c.isSettled && c.screen == .list && c.selected == nil)
            #expect(names(c.events, "selected") == [.number(4), .null])
            #expect(names(c.events, "screen") == [.string("detail"), .string("list")])
        }
    }

    /// Issue #21, defect 1: on a 375 × 667 screen (safe area 20 pt on top) a
    /// thread is opened, then its detail is dragged down 300 pt in 0.2 s. The
    /// pinned `progress` must stay in 0…1 at every frame — while the finger
    /// drags it past the list's end, after the release and until everything
    /// settles — at 60, 120 and 144 fps. Every card on screen is tried: the
    /// top rows need only the least travel (240 pt), so the finger pulls far
    /// past 0; the bottom row's release only overshoots.
    @Test func progressStaysInRangeWhenTheDetailIsDraggedPastTheList() {
        let screen = Viewport(width: 375, height: 667, safeArea: Viewport.SafeArea(top: 20))
        for fps in [60.0, 120, 144] {
            for card in 0..<6 {
                var m = FluidNavigation(viewport: screen)
                m.run(Touches.tap(at: m.itemFrames[card].center, time: 0.1), until: 0.15, fps: fps)
                #expect(m.selected == card, "card \(card)")
                // Wait until the thread is open.
                while !m.isSettled, m.time < 5 { m.run([], until: m.time + 1 / fps, fps: fps) }
                #expect(m.phase == .presented && m.progress == 1, "card \(card) at \(fps) fps")
                let t = m.time + 0.1
                var outside: [(Double, Double)] = []
                let check = { (m: FluidNavigation) in
                    let p = m.number("progress")
                    if !(0...1).contains(p) { outside.append((m.time, p)) }
                }
                m.run(Touches.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), at: t, duration: 0.2), until: t + 0.2,
                      fps: fps, observe: check)
                #expect(m.screen == .list, "card \(card) at \(fps) fps: a fast drag down dismisses")
                while !m.isSettled, m.time < t + 5 {
                    m.run([], until: m.time + 1 / fps, fps: fps, observe: check)
                }
                #expect(m.isSettled && m.phase == .idle && m.progress == 0 && m.number("progress") == 0, "card \(card) at \(fps) fps")
                #expect(outside.isEmpty, "card \(card) at \(fps) fps: progress left 0…1 at \(outside.prefix(4)) (\(outside.count) frames)")
            }
        }
    }

    /// Past either end the finger's pull and the release's swing show only in
    /// the drawn progress (the mirror's pose): it is rubber-banded while held
    /// and may overshoot after the release, while `progress` stays clamped,
    /// its velocity 0 while clamped. Catch, release and a re-entry into 0…1
    /// keep everything drawn continuous.
    @Test func theOvershootLivesOnlyInTheMirror() {
        let screen = Viewport(width: 375, height: 667, safeArea: Viewport.SafeArea(top: 20))
        var m = FluidNavigation(viewport: screen)
        m.run(Touches.tap(at: m.itemFrames[0].center, time: 0.1), until: 2)
        #expect(m.phase == .presented && m.selected == 0)
        // Card 0's centre is under 240 pt from the header's: a vertical drag uses the least travel.
        let travel = Tuning().number(FluidNavigation.Tuned.minimumTravel)
        /// Expects the state's fields to be the drawn progress pinned to 0…1.
        func expectPinned(_ m: FluidNavigation, _ comment: Comment) {
            let drawn = m.drawnProgress
            #expect(m.number("progress") == Swift.min(Swift.max(drawn, 0), 1), comment)
            #expect(m.number("progressVelocity") == ((0...1).contains(drawn) ? m.drawnProgressVelocity : 0), comment)
            expectPureMirror(m, card: 0, comment)
        }

        // Down 300 pt: past the list's end the drawn progress is rubber-banded.
        var touches = Touches.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), at: 2, duration: 0.2)
        let release = touches.removeLast()
        var sawStretch = false
        m.run(touches, until: release.timestamp) { m in
            expectPinned(m, "held")
            if m.drawnProgress < 0 { sawStretch = true }
        }
        #expect(sawStretch)
        expectClose(m.drawnProgress, band.apply(1 - 300 / travel), tolerance: 1e-9, "the band past 0")
        #expect(m.drawnProgress < -0.05 && m.drawnProgressVelocity < 0)
        #expect(m.progress == 0 && m.progressVelocity == 0 && m.phase == .interactive(progress: 0, direction: .dismissing))
        expectContinuous(&m, across: release, "release past 0")
        #expect(m.screen == .list && m.progress == 0 && m.phase == .dismissing(progress: 0))

        // The spring swings the mirror farther past the card, then lands it; progress stays 0.
        var deepest = m.drawnProgress
        m.run([], until: 2.35) { m in
            expectPinned(m, "swinging")
            deepest = Swift.min(deepest, m.drawnProgress)
        }
        #expect(deepest < m.drawnProgress && m.drawnProgress < 0, "\(deepest) then \(m.drawnProgress)")

        // Caught mid-swing: the drawn progress, and so the mirror, holds still
        // where it was (a catch stops the motion: no jump in position); a drag
        // up brings it back into 0…1, where progress follows it again.
        m.advance(to: 2.35)
        let caught = m.drawnProgress, caughtPose = m.mirror
        m.handle(.began(2, at: Point(x: 200, y: 500), time: 2.35))
        #expect(m.drawnProgress == caught && m.drawnProgressVelocity == 0 && m.progress == 0 && m.progressVelocity == 0)
        #expect(m.mirror == caughtPose && m.mirrorVelocity.map { $0.frame.magnitude == 0 } == true)
        touches = Array(Touches.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 350), at: 2.35, duration: 0.1, pointer: 2)
            .dropFirst().dropLast())
        m.run(touches, until: 2.45) { m in expectPinned(m, "back into range") }
        let raw = (band.invert(caught) ?? caught) + 150 / travel
        expectClose(m.drawnProgress, raw, tolerance: 1e-9)
        #expect(m.progress == m.drawnProgress && m.progress > 0.3 && m.progressVelocity == m.drawnProgressVelocity)
        expectContinuous(&m, across: .ended(2, at: Point(x: 200, y: 350), time: 2.45), "release inside")
        m.run([], until: 4) { m in expectPinned(m, "presenting again") }
        #expect(m.phase == .presented && m.progress == 1 && m.isSettled)

        // Up 200 pt on the detail: past 1 the drawn progress is banded, progress stays 1.
        touches = Touches.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 300), at: 4, duration: 0.2, pointer: 3)
        let up = touches.removeLast()
        m.run(touches, until: up.timestamp) { m in expectPinned(m, "held past 1") }
        expectClose(m.drawnProgress, band.apply(1 + 200 / travel), tolerance: 1e-9, "the band past 1")
        #expect(m.drawnProgress > 1.05 && m.progress == 1 && m.progressVelocity == 0)
        expectContinuous(&m, across: up, "release past 1")
        m.run([], until: 6) { m in expectPinned(m, "back to the detail") }
        #expect(m.phase == .presented && m.progress == 1 && m.drawnProgress == 1 && m.isSettled)
        #expect(m.stateEvents.map(\.1) == ["selected", "screen", "screen", "screen"], "list, then back to the detail")
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 3003)
        for _ in 0..<300 {
            var m = FluidNavigation(viewport: phone)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 0, width: 390, height: 844)) {
                m.handle(touch)
                #expect(allFinite(m.state))
            }
            for p in 0...2 { m.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: m.time)) }
            m.run([], until: m.time + 60)
            #expect(m.isSettled)
            #expect(m.phase == .idle || m.phase == .presented)
            #expect(m.progress == 0 || m.progress == 1)
            #expect(allFinite(m.state))
        }
    }
}

// MARK: Tuning

extension FluidNavigationTests {
    typealias Tuned = FluidNavigation.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(FluidNavigation.self)
        #expect(FluidNavigation.tunables.map(\.name) == ["spring", "scrollSpring", "decelerationRate", "rubberBandConstant", "projectionRate",
                                                         "tapSlop", "edgeWidth", "minimumTravel", "listTouchableBelow", "progressStretch"])
    }

    @Test func aStifferSpringPresentsSooner() throws {
        let plain = tapped(4)
        var stiff = FluidNavigation(viewport: phone)
        try stiff.retune([Tuned.spring.name: .spring(response: 0.2, dampingRatio: 0.9)])
        stiff.run(Touches.tap(at: stiff.itemFrames[4].center, time: 0.1), until: 0.15)
        let a = try #require(plain.transitionEndTime), b = try #require(stiff.transitionEndTime)
        #expect(b < a - 0.2, "\(a) then \(b)")
        stiff.run([], until: b)
        #expect(stiff.phase == .presented && stiff.isSettled && ((stiff.mirror?.frame ?? .zero) - header).magnitude < 1e-9)
    }

    @Test func theThresholdsDoWhatTheySay() throws {
        // A longer minimum travel: the same 120 pt drag down moves the transition less.
        var far = FluidNavigation(viewport: phone)
        try far.retune([Tuned.minimumTravel.name: .number(800)])
        far.run(Touches.tap(at: far.itemFrames[4].center, time: 0.1), until: 2)
        var near = tapped(4, until: 2)
        let drag = Array(Touches.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 520), at: 2, duration: 0.2).dropLast())
        near.run(drag, until: 2.2)
        far.run(drag, until: 2.2)
        expectClose(near.progress, 1 - 120 / travel4, tolerance: 1e-9)
        expectClose(far.progress, 1 - 120.0 / 800, tolerance: 1e-9)
        // A wider edge: a touch 50 pt in swipes sideways.
        var wide = FluidNavigation(viewport: phone)
        try wide.retune([Tuned.edgeWidth.name: .number(60)])
        #expect(wide.layout["edge"] == .frame(Rect(x: 0, y: 0, width: 60, height: 844)))
        wide.run(Touches.tap(at: wide.itemFrames[4].center, time: 0.1), until: 2)
        wide.run(Array(Touches.drag(from: Point(x: 50, y: 500), to: Point(x: 150, y: 500), at: 2, duration: 0.2).dropLast()), until: 2.2)
        expectClose(wide.progress, 1 - 100.0 / 390, tolerance: 1e-9)
        // A larger tap slop: a touch that strays 15 pt still taps a card.
        let stray = Touches.drag(from: Point(x: 102.5, y: 587), to: Point(x: 102.5, y: 602), at: 0.1, duration: 0.05)
        var strict = FluidNavigation(viewport: phone), lenient = FluidNavigation(viewport: phone)
        try lenient.retune([Tuned.tapSlop.name: .number(20)])
        strict.run(stray, until: 0.2)
        lenient.run(stray, until: 0.2)
        #expect(strict.selected == nil && lenient.selected == 4)
        // A longer progress stretch: dragged past the detail, the mirror overshoots farther.
        var loose = FluidNavigation(viewport: phone)
        try loose.retune([Tuned.progressStretch.name: .number(2)])
        loose.run(Touches.tap(at: loose.itemFrames[4].center, time: 0.1), until: 2)
        var tight = tapped(4, until: 2)
        let up = Array(Touches.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 300), at: 2, duration: 0.2).dropLast())
        tight.run(up, until: 2.2)
        loose.run(up, until: 2.2)
        expectClose(tight.drawnProgress, band.apply(1 + 200 / travel4), tolerance: 1e-9)
        expectClose(loose.drawnProgress, RubberBand(range: 0...1, dimension: 2).apply(1 + 200 / travel4), tolerance: 1e-9)
        #expect(loose.drawnProgress > tight.drawnProgress + 0.05)
    }

    @Test func retuningMidTransitionKeepsTheMirrorContinuousAndItStillLands() throws {
        var m = tapped(4)
        advance(&m) { $0.progress >= 0.3 }
        var retuned = m
        try retuned.retune([Tuned.spring.name: .spring(response: 0.9, dampingRatio: 0.6)])
        #expect(retuned.progress == m.progress && retuned.mirror == m.mirror)
        expectClose(retuned.progressVelocity, m.progressVelocity, tolerance: 1e-9 * (1 + Swift.abs(m.progressVelocity)))
        expectContinuousRetune(m, retuned, tolerance: 1e-6, "progress") { $0.drawnProgress }
        let before = try #require(m.transitionEndTime), after = try #require(retuned.transitionEndTime)
        #expect(after > before + 0.3, "the slower spring lands later: \(before) then \(after)")
        retuned.run([], until: after + 0.01)
        #expect(retuned.phase == .presented && retuned.isSettled && ((retuned.mirror?.frame ?? .zero) - header).magnitude < 1e-9)

        // During a redirect: the hand-off offset and the fades go on from where they are too.
        var r = tapped(4)
        advance(&r) { $0.progress >= 0.3 }
        let card1 = r.itemFrames[1].center
        r.run([.began(3, at: card1, time: r.time), .ended(3, at: card1, time: r.time + 0.05)], until: r.time + 0.1)
        #expect(r.selected == 1 && r.itemOpacity(4) > 0 && r.itemOpacity(4) < 1)
        var redirected = r
        try redirected.retune([Tuned.spring.name: .spring(response: 0.3, dampingRatio: 1)])
        for (name, part) in [("x", \Rect.minX), ("y", \Rect.minY), ("width", \Rect.width)] as [(String, KeyPath<Rect, Double>)] {
            expectContinuousRetune(r, redirected, tolerance: 1e-4, "mirror \(name)") { $0.mirror?.frame[keyPath: part] ?? .nan }
        }
        expectContinuousRetune(r, redirected, tolerance: 1e-6, "card 4's fade") { $0.itemOpacity(4) }
        redirected.run([], until: r.time + 3)
        #expect(redirected.phase == .presented && redirected.isSettled && redirected.itemOpacity(4) == 1 && redirected.itemOpacity(1) == 0)
        #expect(((redirected.mirror?.frame ?? .zero) - header).magnitude < 1e-9)
    }

    @Test func retuningTheListMidGlideKeepsItContinuous() throws {
        // 14 pt up in 0.1 s: a slow flick that glides about 70 pt more, short of the end (105).
        var m = FluidNavigation(viewport: phone)
        m.run(Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 586), at: 0, duration: 0.1), until: 0.15)
        #expect(m.scrollOffset > 14 && m.scrollOffset < 25 && !m.isSettled, "\(m.scrollOffset)")
        var retuned = m
        try retuned.retune([Tuned.deceleration.name: .number(0.99), Tuned.scrollSpring.name: .spring(response: 0.2, dampingRatio: 0.7)])
        expectContinuousRetune(m, retuned, tolerance: 1e-4, "scroll offset") { $0.scrollOffset }
        m.run([], until: 4)
        retuned.run([], until: 4)
        #expect(m.isSettled && m.scrollOffset > 50 && m.scrollOffset < 105, "\(m.scrollOffset)")
        #expect(retuned.isSettled && retuned.scrollOffset < m.scrollOffset - 20, "the faster deceleration stops it sooner: \(retuned.scrollOffset)")
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var m = FluidNavigation(viewport: phone)
        try m.retune([Tuned.tapSlop.name: .number(12)])
        m.run(Touches.tap(at: m.itemFrames[4].center, time: 0.1), until: 0.3)
        let dismiss = Touches.drag(from: Point(x: 200, y: 450), to: Point(x: 200, y: 560), at: 0.4, duration: 0.08)
        expectRefused(m, standInTuning(["mirrorSpring": .spring(response: 0.3, dampingRatio: 1)]), naming: "mirrorSpring",
                      touches: dismiss, until: 3)
        expectRefused(m, standInTuning([Tuned.listTouchableBelow.name: .number(1.5)]), naming: "listTouchableBelow", touches: dismiss, until: 3)
        expectRefused(m, standInTuning([Tuned.edgeWidth.name: .spring(response: 0.3, dampingRatio: 1)]), naming: "edgeWidth",
                      touches: dismiss, until: 3)
        var n = m
        #expect(throws: TuningError.self) { try n.retune([Tuned.minimumTravel.name: .number(.infinity)]) }
        #expect(n.tuning == m.tuning && n.state == m.state)
    }
}
