import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: picture in picture")
struct PictureInPictureTests {
    typealias Corner = PictureInPicture.Corner
    let phone = Viewport.phone

    @Test func layoutInsetsTheCornersInsideTheSafeArea() {
        let pip = PictureInPicture(viewport: phone)
        // Safe area 0…390 × 47…810: centres 20 + 50 and 20 + 75 inside it.
        #expect(pip.dock.center(of: .topLeft) == Point(x: 70, y: 142))
        #expect(pip.dock.center(of: .topRight) == Point(x: 320, y: 142))
        #expect(pip.dock.center(of: .bottomLeft) == Point(x: 70, y: 715))
        #expect(pip.dock.center(of: .bottomRight) == Point(x: 320, y: 715))
        #expect(pip.center == Point(x: 320, y: 715))
        #expect(pip.layout["pip"] == .frame(Rect(x: 270, y: 640, width: 100, height: 150)))
        #expect(pip.layout["corners"]?["topLeft"] == .point(Point(x: 70, y: 142)))
    }

    @Test func flickTowardTheTopLeftLandsThere() {
        var pip = PictureInPicture(viewport: phone)
        let touches = Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 260, y: 605), at: 0, duration: 0.1)
        pip.run(touches, until: 0.1)
        #expect(pip.corner == .topLeft)
        #expect(pip.stateEvents.map(\.1) == ["corner"])
        #expect(pip.stateEvents.first?.0 == 0.1)
        #expect(pip.stateEvents.first?.2 == .string("topLeft"))
        pip.run([], until: 3)
        #expect(pip.isSettled)
        #expect(pip.center == Point(x: 70, y: 142))
        #expect(pip.state["corner"] == .string("topLeft"))
    }

    @Test func aSlowDragStaysNearestByPosition() {
        var pip = PictureInPicture(viewport: phone)
        // Dragged a little and held still before lifting: no flick.
        pip.run(Touches.drag(from: Point(x: 320, y: 715), to: Point(x: 290, y: 560), at: 0, duration: 0.5, hold: 0.2), until: 3)
        #expect(pip.corner == .bottomRight)
        #expect(pip.center == Point(x: 320, y: 715))
    }

    @Test func releaseIsContinuousInPositionAndVelocity() {
        var g = SeededRandom(seed: 7)
        for _ in 0..<50 {
            var pip = PictureInPicture(viewport: phone)
            let end = Point(x: g.uniform(60...330), y: g.uniform(140...720))
            var touches = Touches.drag(from: Point(x: 320, y: 715), to: end, at: 0, duration: g.uniform(0.05...0.3))
            let release = touches.removeLast()
            pip.run(touches, until: release.timestamp)
            let before = (pip.center, pip.velocity)
            pip.handle(release)
            let scale = 1 + before.1.length
            #expect(!pip.isDragging)
            expectClose(pip.center, before.0, tolerance: 1e-9 * scale)
            expectClose(pip.velocity, before.1, tolerance: 1e-9 * scale)
        }
    }

    @Test func catchingMidFlightHoldsItWhereItIs() {
        var pip = PictureInPicture(viewport: phone)
        pip.run(Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 260, y: 605), at: 0, duration: 0.1), until: 0.18)
        let flying = pip.center
        #expect(flying.distance(to: Point(x: 70, y: 142)) > 50)
        // Touch the window where it is now, in the middle of its flight.
        pip.handle(.began(2, at: flying + Vector(dx: 10, dy: -20), time: 0.18))
        #expect(pip.isDragging)
        #expect(pip.center == flying)
        // Hold it still, then drag down and right: it follows from there.
        pip.run([.moved(2, to: flying + Vector(dx: 40, dy: 10), time: 0.3)], until: 0.3)
        expectClose(pip.center, flying + Vector(dx: 30, dy: 30), tolerance: 1e-9)
        pip.run([.ended(2, at: flying + Vector(dx: 40, dy: 10), time: 0.6)], until: 4)
        #expect(pip.isSettled)
    }

    @Test func aTouchOffTheWindowIsIgnored() {
        var pip = PictureInPicture(viewport: phone)
        pip.run(Touches.drag(from: Point(x: 100, y: 300), to: Point(x: 50, y: 100), at: 0, duration: 0.1), until: 1)
        #expect(pip.center == Point(x: 320, y: 715))
        #expect(pip.events.isEmpty)
    }

    @Test func aCancelIsNotAFling() {
        var pip = PictureInPicture(viewport: phone)
        // A fast upward drag that the system cancels near the bottom: the
        // window returns to the nearest corner instead of flying to the top.
        var touches = Touches.drag(from: Point(x: 320, y: 715), to: Point(x: 300, y: 620), at: 0, duration: 0.08, cancel: true)
        let cancel = touches.removeLast()
        pip.run(touches, until: cancel.timestamp)
        let before = (pip.center, pip.velocity)
        pip.handle(cancel)
        #expect(pip.corner == .bottomRight)
        expectClose(pip.velocity, before.1, tolerance: 1e-9 * (1 + before.1.length))
        expectClose(pip.center, before.0, tolerance: 1e-9)
        pip.run([], until: 3)
        #expect(pip.center == Point(x: 320, y: 715))
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 250, y: 650), at: 0.05, duration: 0.09)
            + Touches.drag(from: Point(x: 150, y: 300), to: Point(x: 160, y: 290), at: 0.35, duration: 0.05)
        for until in [0.2, 0.37, 0.5, 3.0] {
            let runs = runAtRates(PictureInPicture.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until): \(run.0) vs \(runs[0].0)")
                #expect(run.1 == runs[0].1)
            }
        }
    }

    @Test func relativeVelocityNudgesAnAxisAlreadyOnTarget() {
        var pip = PictureInPicture(viewport: phone)
        // A vertical flick straight up from the bottom-right: x is already on target.
        pip.run(Touches.drag(from: Point(x: 320, y: 715), to: Point(x: 320, y: 600), at: 0, duration: 0.08), until: 0.08)
        let rel = pip.state["relativeVelocity"]
        #expect(pip.corner == .topRight)
        #expect(rel?["x"]?.number == 0)
        #expect((rel?["y"]?.number ?? 0) > 0)
    }

    // MARK: The stash (issue #21, item 11)

    /// Stashed at the right edge, the window's centre is 26 pt past it (24 pt on screen).
    let rightStashX = 416.0, leftStashX = -26.0

    /// A flick from `from` to `to` in `duration` s (a straight drag at 120 Hz, lifted with the last move).
    func flick(_ from: Point, _ to: Point, at time: Double = 0, duration: Double = 0.08, pointer: PointerID = 1) -> [TouchEvent] {
        Touches.drag(from: from, to: to, at: time, duration: duration, pointer: pointer)
    }

    func tab(_ pip: PictureInPicture) -> Layer? { pip.scene.first { $0.name == "tab" } }

    @Test func aFlickOffTheRightSideStashesWithATab() {
        var pip = PictureInPicture(viewport: phone)
        #expect(pip.dock.stash == EdgeStash(edges: 0...390, width: 100, tab: 24))
        #expect(pip.state["stashed"] == .string("none") && tab(pip) == nil)
        var touches = flick(Point(x: 330, y: 715), Point(x: 380, y: 715))
        let release = touches.removeLast()
        pip.run(touches, until: release.timestamp)
        let before = (pip.center, pip.velocity)
        pip.handle(release)
        #expect(pip.stashed == .right && pip.corner == .bottomRight)
        #expect(pip.stateEvents.map(\.1) == ["corner", "stashed"] && pip.stateEvents.last?.2 == .string("right"))
        expectClose(pip.center, before.0, tolerance: 1e-9)
        expectClose(pip.velocity, before.1, tolerance: 1e-9 * (1 + before.1.length))
        pip.run([], until: 2)
        #expect(pip.isSettled && pip.center == Point(x: rightStashX, y: 715))
        #expect(pip.state["stashed"] == .string("right") && pip.state["corner"] == .string("bottomRight"))
        let layer = tab(pip)
        #expect(layer?.frame == Rect(x: 366, y: 640, width: 24, height: 150) && layer?.opacity == 1 && layer?.text == "‹")
        #expect(pip.scene.map(\.name).suffix(2) == ["pip", "tab"])
    }

    /// The rule: the window's centre in that side's half at release, and its
    /// projection (the weaker axis discounted) more than 50 pt past the edge.
    @Test func whatStashesAndWhatDoesNot() {
        // (start corner, finger from, to, duration, expected stash, expected corner)
        let cases: [(Corner, Point, Point, Double, EdgeStash.Side?, Corner, String)] = [
            (.bottomRight, Point(x: 300, y: 715), Point(x: 220, y: 715), 0.06, nil, .bottomLeft, "hard across the screen: the far corner"),
            (.bottomLeft, Point(x: 70, y: 715), Point(x: 20, y: 715), 0.08, .left, .bottomLeft, "off the left side"),
            (.topLeft, Point(x: 70, y: 142), Point(x: 45, y: 400), 0.1, nil, .bottomLeft, "down the left side, drifting left"),
            (.bottomRight, Point(x: 320, y: 715), Point(x: 330, y: 717), 0.1, nil, .bottomRight, "a small nudge toward the edge"),
            (.topRight, Point(x: 320, y: 142), Point(x: 375, y: 100), 0.08, .right, .topRight, "off the right side, upward: clamped to the top"),
            (.bottomRight, Point(x: 320, y: 715), Point(x: 380, y: 670), 0.08, .right, .bottomRight, "off the right side, a little up"),
        ]
        for (start, from, to, duration, side, corner, what) in cases {
            var pip = PictureInPicture(viewport: phone)
            pip.place(at: start)
            pip.run(flick(from, to, duration: duration), until: 3)
            #expect(pip.stashed == side && pip.corner == corner && pip.isSettled, "\(what)")
            if let side {
                #expect(pip.center.x == (side == .left ? leftStashX : rightStashX), "\(what)")
                #expect(pip.center.y >= 142 && pip.center.y <= 715, "\(what): y between the corners")
            }
        }
        // Off the right side a little up: the projected y (discounted), not a corner's.
        var pip = PictureInPicture(viewport: phone)
        pip.run(flick(Point(x: 320, y: 715), Point(x: 380, y: 670)), until: 3)
        // Released at y 670 moving (750, −562) pt/s: the discounted glide is about −210 pt in y.
        #expect(pip.center.y < 670 && pip.center.y > 400, "\(pip.center.y)")
        // Slowly pushed past the edge: only when the projection passes it by half a width.
        var slow = PictureInPicture(viewport: phone)
        slow.run(Touches.drag(from: Point(x: 320, y: 715), to: Point(x: 355, y: 715), at: 0, duration: 0.5, hold: 0.3), until: 3)
        #expect(slow.stashed == nil && slow.center == Point(x: 320, y: 715), "centre 355 still on screen: back to the corner")
    }

    @Test func aTapOnTheTabUnstashesToTheNearestCornerOnThatSide() {
        for (start, toward, corner) in [(Corner.bottomRight, 50.0, Corner.bottomRight), (.topLeft, -50, .topLeft),
                                        (.topRight, 50, .topRight), (.bottomLeft, -50, .bottomLeft)] {
            var pip = PictureInPicture(viewport: phone)
            pip.place(at: start)
            let c = pip.center
            pip.run(flick(c, c + Vector(dx: toward, dy: 0)), until: 2)
            #expect(pip.stashed != nil && pip.isSettled, "\(start)")
            let events = pip.stateEvents.count
            let t = tab(pip)
            let tap = t?.frame.center ?? .zero
            #expect(tap.x > 0 && tap.x < 390, "the tab is on screen")
            pip.run(Touches.tap(at: tap, time: 2.5), until: 2.55)
            #expect(pip.stashed == nil && pip.corner == corner, "\(start)")
            #expect(pip.stateEvents.dropFirst(events).map(\.1) == ["corner", "stashed"])
            #expect(pip.stateEvents.last?.2 == .string("none"))
            pip.run([], until: 5)
            #expect(pip.isSettled && pip.center == pip.dock.center(of: corner) && tab(pip) == nil, "\(start)")
        }
    }

    /// Caught on its way into the stash, and pulled out of it: it follows
    /// the finger from where it is, and a flick from there goes to a corner.
    @Test func caughtAndFlickedFromTheStashLikeAnywhereElse() {
        for catchAt in [0.15, 0.3, 2.0] {
            var pip = PictureInPicture(viewport: phone)
            pip.run(flick(Point(x: 330, y: 715), Point(x: 380, y: 715)), until: catchAt)
            let here = pip.center
            let finger = Point(x: Swift.min(here.x - 40, 385), y: here.y)
            pip.handle(.began(2, at: finger, time: catchAt))
            #expect(pip.isDragging && pip.center == here, "caught at \(catchAt) s where it is")
            #expect(pip.stashed == .right, "the stash it came from, while dragged")
            var touches = flick(finger, finger + Vector(dx: -120, dy: -110), at: catchAt, duration: 0.12, pointer: 2)
            touches.removeFirst()
            let release = touches.removeLast()
            pip.run(touches, until: release.timestamp)
            let before = (pip.center, pip.velocity)
            pip.handle(release)
            expectClose(pip.center, before.0, tolerance: 1e-9)
            expectClose(pip.velocity, before.1, tolerance: 1e-9 * (1 + before.1.length))
            pip.run([], until: catchAt + 3)
            #expect(pip.stashed == nil && pip.corner == .topLeft && pip.center == pip.dock.center(of: .topLeft), "caught at \(catchAt) s")
        }
        // From the stash, flicked off the same side again: stashed again, with no new stash event.
        var again = PictureInPicture(viewport: phone)
        again.run(flick(Point(x: 330, y: 715), Point(x: 380, y: 715)), until: 2)
        again.run(flick(Point(x: 370, y: 700), Point(x: 389, y: 690), at: 2, duration: 0.04), until: 4)
        #expect(again.stashed == .right && again.center.x == rightStashX && again.center.y < 715)
        #expect(again.stateEvents.filter { $0.1 == "stashed" }.count == 1)
    }

    /// The tab fades in with how far the window is past the edge: no pop.
    @Test func theTabAppearsContinuously() {
        var pip = PictureInPicture(viewport: phone)
        var opacities: [Double] = []
        pip.run(flick(Point(x: 330, y: 715), Point(x: 380, y: 715)) + Touches.tap(at: Point(x: 378, y: 715), time: 1.5),
                until: 3, fps: 1000) { opacities.append(tab($0)?.opacity ?? 0) }
        #expect(opacities.max() == 1 && opacities.last == 0)
        let steps = zip(opacities, opacities.dropFirst()).map { abs($1 - $0) }
        // The largest steps are the finger's own (about 5 pt a report over the 76 pt of tucking).
        #expect((steps.max() ?? 1) < 0.08, "largest step \(steps.max() ?? 1)")
    }

    @Test func aCancelGoesToTheNearestRestingPlace() {
        // Cancelled while pulling the window out of the stash: the nearest corner (where it is decides).
        var pip = PictureInPicture(viewport: phone)
        pip.run(flick(Point(x: 330, y: 715), Point(x: 380, y: 715)), until: 2)
        pip.run(Touches.drag(from: Point(x: 378, y: 715), to: Point(x: 300, y: 700), at: 2, duration: 0.1, cancel: true), until: 4)
        #expect(pip.stashed == nil && pip.corner == .bottomRight && pip.center == pip.dock.center(of: .bottomRight))
        // Cancelled with the window dragged entirely off the left edge: stashed there.
        var off = PictureInPicture(viewport: phone)
        off.place(at: .topLeft)
        // (Grabbed at the slop's far edge, 58 pt right of its centre, and dragged to x 1: centre −56.)
        off.run(Touches.drag(from: Point(x: 127, y: 142), to: Point(x: 1, y: 170), at: 0, duration: 0.3, hold: 0.2, cancel: true), until: 3)
        #expect(off.stashed == .left && off.center == Point(x: leftStashX, y: 170) && off.corner == .topLeft)
    }

    @Test func theStashDoesNotDependOnTheFrameRate() {
        let touches = flick(Point(x: 330, y: 715), Point(x: 380, y: 700), at: 0.013)
            + flick(Point(x: 378, y: 690), Point(x: 300, y: 600), at: 0.2, duration: 0.1, pointer: 2)
            + flick(Point(x: 80, y: 160), Point(x: 40, y: 170), at: 1.5, pointer: 3)
            + Touches.tap(at: Point(x: 12, y: 200), time: 2.6, pointer: 4)
        for until in [0.05, 0.15, 0.25, 0.32, 0.6, 1.55, 1.8, 2.62, 4] {
            let runs = runAtRates(PictureInPicture.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until): \(run.0) vs \(runs[0].0)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
        var pip = PictureInPicture(viewport: phone)
        pip.run(touches, until: 4)
        #expect(pip.stateEvents.filter { $0.1 == "stashed" }.map(\.2) == [.string("right"), .string("none"), .string("left"), .string("none")])
        #expect(pip.isSettled && pip.corner == .topLeft)
    }

    @Test func exampleStashScripts() throws {
        var stash = PictureInPicture(viewport: phone)
        let touches = try exampleScriptTouches(named: "pip-stash")
        let tap = try #require(touches.first { $0.pointer == 2 })
        stash.run(touches.filter { $0.timestamp < tap.timestamp }, until: tap.timestamp)
        #expect(stash.stashed == .right && stash.isSettled && stash.touchArea.contains(tap.location))
        stash.run(touches.filter { $0.timestamp >= tap.timestamp }, until: tap.timestamp + 2)
        #expect(stash.stashed == nil && stash.isSettled && stash.corner == .bottomRight && stash.center == stash.dock.center(of: .bottomRight))
        var drag = PictureInPicture(viewport: phone)
        drag.run(try exampleScriptTouches(named: "pip-stash-drag"), until: 4)
        #expect(drag.stateEvents.filter { $0.1 == "stashed" }.map(\.2) == [.string("right"), .string("none")])
        #expect(drag.isSettled && drag.corner == .topLeft && drag.center == drag.dock.center(of: .topLeft))
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 2024)
        for _ in 0..<300 {
            var pip = PictureInPicture(viewport: phone)
            let touches = randomTouches(&g, count: 60, area: Rect(x: 200, y: 560, width: 190, height: 250))
            for touch in touches {
                pip.handle(touch)
                #expect(allFinite(pip.state))
            }
            pip.handle(.cancelled(0, at: .zero, time: pip.time))
            pip.handle(.cancelled(1, at: .zero, time: pip.time))
            pip.handle(.cancelled(2, at: .zero, time: pip.time))
            pip.run([], until: pip.time + 60)
            #expect(pip.isSettled)
            #expect(allFinite(pip.state))
            switch pip.stashed {
            case .left?: #expect(pip.center.x == leftStashX && [.topLeft, .bottomLeft].contains(pip.corner))
            case .right?: #expect(pip.center.x == rightStashX && [.topRight, .bottomRight].contains(pip.corner))
            case nil: #expect(pip.center == pip.dock.center(of: pip.corner))
            }
        }
    }
}

// MARK: Tuning

extension PictureInPictureTests {
    typealias Tuned = PictureInPicture.Tuned

    /// The first instant (on a 1 ms grid, after `from`) at which `pip` is settled.
    func settleTime(_ pip: PictureInPicture, from: Double) -> Double {
        var m = pip, t = from
        while !m.isSettled, t < from + 10 {
            t += 0.001
            m.advance(to: t)
        }
        return t
    }

    @Test func theTunedProjectionReachSlopMethodAndSpringChangeTheWindow() throws {
        // A gentle flick off the right side (500 pt/s) stashes; with the fast rate (0.99) its projection stops short.
        let gentle = flick(Point(x: 330, y: 715), Point(x: 370, y: 715))
        var plain = PictureInPicture(viewport: phone)
        plain.run(gentle, until: 3)
        var fast = PictureInPicture(viewport: phone)
        try fast.retune([(CornerDock.Tuned.projectionRate, .number(0.99))])
        fast.run(gentle, until: 3)
        #expect(plain.stashed == .right)
        #expect(fast.stashed == nil && fast.corner == .bottomRight && fast.center == Point(x: 320, y: 715))
        // Dragged up the right side and let go moving up: thrown at the top right; asked to reach
        // twice the way, the flick is too weak to throw it, and the projection's nearest corner wins.
        let up = Touches.drag(from: Point(x: 320, y: 715), to: Point(x: 270, y: 300), at: 0, duration: 0.3)
        plain = PictureInPicture(viewport: phone)
        plain.run(up, until: 3)
        var demanding = PictureInPicture(viewport: phone)
        try demanding.retune([(CornerDock.Tuned.minimumReach, .number(2))])
        demanding.run(up, until: 3)
        #expect(plain.corner == .topRight && demanding.corner == .topLeft)
        // A touch 14 pt left of the window grabs it with a 20-pt slop, not with 8.
        let beside = Touches.drag(from: Point(x: 256, y: 715), to: Point(x: 200, y: 600), at: 0, duration: 0.1)
        plain = PictureInPicture(viewport: phone)
        plain.run(beside, until: 3)
        var generous = PictureInPicture(viewport: phone)
        try generous.retune([(Tuned.touchSlop, .number(20))])
        generous.run(beside, until: 3)
        #expect(plain.events.isEmpty && plain.center == Point(x: 320, y: 715))
        #expect(generous.corner != .bottomRight)
        // The method chosen by tuning is the method property's, and differs from the whole gesture on some flicks.
        var g = SeededRandom(seed: 8)
        var differ = 0
        for _ in 0..<60 {
            let flick = PiPFlickGenerator().generate(&g)
            var tuned = PictureInPicture(viewport: phone), set = PictureInPicture(viewport: phone), whole = PictureInPicture(viewport: phone)
            try tuned.retune([(CornerDock.Tuned.method, .choice("perAxisProjection"))])
            set.method = .perAxisProjection
            #expect(tuned.method == .perAxisProjection && set.tuning == tuned.tuning)
            tuned.place(at: flick.start)
            set.place(at: flick.start)
            whole.place(at: flick.start)
            tuned.run(flick.touches, until: 2)
            set.run(flick.touches, until: 2)
            whole.run(flick.touches, until: 2)
            #expect(tuned.state == set.state)
            if tuned.corner != whole.corner { differ += 1 }
        }
        #expect(differ > 0)
        // A stiffer spring gets the window to its corner sooner.
        let toTopLeft = Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 260, y: 605), at: 0, duration: 0.1)
        plain = PictureInPicture(viewport: phone)
        plain.run(toTopLeft, until: 0.1)
        var stiff = PictureInPicture(viewport: phone)
        try stiff.retune([(Tuned.spring, .spring(response: 0.2, dampingRatio: 1))])
        stiff.run(toTopLeft, until: 0.1)
        let (quick, slow) = (settleTime(stiff, from: 0.1), settleTime(plain, from: 0.1))
        #expect(stiff.corner == .topLeft && quick < slow - 0.2, "\(quick) vs \(slow)")
    }

    @Test func retuningMidFlightIsContinuousAndSettles() throws {
        var pip = PictureInPicture(viewport: phone)
        pip.run(Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 260, y: 605), at: 0, duration: 0.1), until: 0.18)
        #expect(!pip.isSettled && !pip.isDragging)
        let before = (pip.center, pip.velocity)
        let spring = Spring(response: 0.7, dampingRatio: 0.5)
        try pip.retune([(Tuned.spring, .spring(response: 0.7, dampingRatio: 0.5))])
        #expect(pip.center == before.0 && pip.velocity == before.1)
        let target = Point(x: 70, y: 142)
        pip.run([], until: 0.5, fps: 1000) { m in
            guard !m.isSettled else { return }
            let expected = spring.value(fromValue: before.0, toValue: target, initialVelocity: Point(x: before.1.dx, y: before.1.dy),
                                        time: m.time - 0.18)
            expectClose(m.center, expected, tolerance: 1e-9)
        }
        pip.run([], until: 6)
        #expect(pip.isSettled && pip.center == target && pip.corner == .topLeft)
    }

    @Test func anInvalidTuningIsRefusedAndChangesNothing() throws {
        var pip = PictureInPicture(viewport: phone)
        try pip.retune([(CornerDock.Tuned.projectionRate, .number(0.995)), (CornerDock.Tuned.method, .choice("secondaryAxisDiscount"))])
        pip.run(Touches.drag(from: Point(x: 330, y: 720), to: Point(x: 260, y: 605), at: 0, duration: 0.1), until: 0.18)
        #expect(throws: TuningError.self) {
            try Tuning([CornerDock.Tuned.projectionRate.name: .number(1)], for: PictureInPicture.tunables)
        }
        expectRefusals(pip, [
            (standInTuning(["spring": .spring(response: 0.3, dampingRatio: 1), "cornerSpring": .spring(response: 0.3, dampingRatio: 1)]), "cornerSpring"),
            (standInTuning(["projectionRate": .number(0.5)]), "projectionRate"),
            (standInTuning(["method": .choice("nearest")]), "method"),
            (standInTuning(["touchSlop": .number(-1)]), "touchSlop"),
            (standInTuning(["minimumReach": .spring(response: 0.5, dampingRatio: 1)]), "minimumReach"),
        ], then: flick(Point(x: 70, y: 142), Point(x: 120, y: 300), at: 1), until: 3)
    }
}
