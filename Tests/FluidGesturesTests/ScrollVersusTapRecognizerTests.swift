import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Scroll versus tap")
struct ScrollVersusTapRecognizerTests {
    typealias S = Script
    typealias R = ScrollVersusTapRecognizer

    @Test func touchesReachTheContentAtOnceAndATapIsATap() {
        var list = R()
        #expect(list.handle(S.down(50, 300, 0)) == [.touchDown(Point(x: 50, y: 300))])
        #expect(list.isHighlighted)
        #expect(list.handle(S.move(52, 305, 0.05)).isEmpty)  // 5 points: still a tap
        #expect(list.handle(S.up(52, 305, 0.1)) == [.tap(Point(x: 52, y: 305))])
        #expect(list.state == .idle && !list.isHighlighted)
    }

    @Test func crossingTheSlopCancelsTheTapAndScrollsWithoutAJump() {
        var list = R()
        _ = list.handle(S.down(50, 300, 0))
        _ = list.handle(S.move(50, 294, 0.016))
        let crossing = list.handle(S.move(50, 286, 0.032))  // 14 points up: 4 beyond the slop
        #expect(crossing.count == 2)
        #expect(crossing.first == .tapCancelled)
        guard case .scrollBegan(let began) = crossing.last else { Issue.record("\(crossing)"); return }
        expectClose(began.translation.dy, -4, tolerance: 1e-12)
        #expect(began.translation.dx == 0)
        #expect(list.state == .scrolling)
        var last: R.Scroll?
        for i in 1...6 {
            let events = list.handle(S.move(53, 286 - Double(i) * 16, 0.032 + Double(i) * 0.016))
            guard case .scrollChanged(let s) = events.first else { Issue.record("\(events)"); return }
            last = s
        }
        expectClose(last!.translation.dy, -4 - 96, tolerance: 1e-12)
        #expect(last!.velocity.dx == 0)  // vertical list: horizontal drift ignored
        expectClose(last!.velocity.dy, -1000, tolerance: 1e-6)
        let ended = list.handle(S.up(53, 190, 0.14))
        if case .scrollEnded(let s) = ended.first { expectClose(s.velocity.dy, -1000, tolerance: 1e-6) } else { Issue.record("\(ended)") }
    }

    @Test func sidewaysWobbleAbandonsTheTapButCanStillScroll() {
        var list = R()
        _ = list.handle(S.down(50, 300, 0))
        #expect(list.handle(S.move(75, 302, 0.05)) == [.tapCancelled])
        #expect(list.state == .abandoned)
        let scroll = list.handle(S.move(75, 320, 0.1))
        if case .scrollBegan = scroll.first, scroll.count == 1 {} else { Issue.record("\(scroll)") }
        var abandoned = R()
        _ = abandoned.handle([S.down(50, 300, 0), S.move(75, 302, 0.05)])
        #expect(abandoned.handle(S.up(75, 302, 0.1)) == [.touchEnded(Point(x: 75, y: 302))])
    }

    @Test func horizontalAndFreeAxes() {
        var carousel = R(axes: .horizontal)
        _ = carousel.handle(S.down(0, 0, 0))
        #expect(carousel.handle(S.move(0, 9, 0.02)).isEmpty)  // across the axis, within tapSlop
        let events = carousel.handle(S.move(12, 9, 0.04))
        if case .scrollBegan(let s) = events.last { #expect(s.translation.dy == 0) } else { Issue.record("\(events)") }
        var map = R(axes: .both)
        _ = map.handle(S.down(0, 0, 0))
        let diagonal = map.handle(S.move(8, 8, 0.02))  // 11.3 points
        if case .scrollBegan(let s) = diagonal.last { #expect(s.translation.dx > 0 && s.translation.dy > 0) } else { Issue.record("\(diagonal)") }
        #expect(R.Axes.both.restrict(Vector(dx: 1, dy: 2)) == Vector(dx: 1, dy: 2))
    }

    @Test func liftingBeyondTheSlopWithoutMovesIsAScroll() {
        var list = R()
        _ = list.handle(S.down(0, 0, 0))
        let events = list.handle(S.up(0, 40, 0.05))
        #expect(events.count == 3)
        #expect(events.first == .tapCancelled)
        if case .scrollBegan = events[1], case .scrollEnded = events[2] {} else { Issue.record("\(events)") }
    }

    @Test func catchingMovingContent() {
        var list = R()
        list.isContentMoving = true
        #expect(list.handle(S.down(0, 0, 0)) == [.contentCaught(Point(x: 0, y: 0))])
        #expect(!list.isHighlighted)
        let events = list.handle(S.move(0, 1, 0.016))  // no slop once caught
        if case .scrollBegan(let s) = events.first, events.count == 1 { #expect(s.translation.dy == 1) } else { Issue.record("\(events)") }
        var held = R(isContentMoving: true)
        _ = held.handle(S.down(0, 0, 0))
        #expect(held.handle(S.up(0, 0, 0.2)) == [.touchEnded(.zero)])  // caught and released: no tap
    }

    @Test func cancellationInEveryState() {
        var pressing = R()
        _ = pressing.handle(S.down(0, 0, 0))
        #expect(pressing.handle(S.cancel(0, 0, 0.1)) == [.tapCancelled])
        var scrolling = R()
        _ = scrolling.handle([S.down(0, 0, 0), S.move(0, 50, 0.02)])
        if case .scrollCancelled = scrolling.cancel().first {} else { Issue.record("scroll cancel") }
        var catching = R(isContentMoving: true)
        _ = catching.handle(S.down(0, 0, 0))
        #expect(catching.cancel() == [.touchEnded(.zero)])
        #expect(catching.cancel().isEmpty)
        #expect(catching.state == .idle)
    }

    @Test func secondFingerAndRepeatedBegan() {
        var list = R()
        _ = list.handle(S.down(0, 0, 0, id: 1))
        #expect(list.handle(S.down(0, 100, 0.01, id: 2)).isEmpty)
        #expect(list.handle(S.move(0, 300, 0.02, id: 2)).isEmpty)
        #expect(list.handle(S.up(0, 300, 0.03, id: 2)).isEmpty)
        #expect(list.isHighlighted)
        #expect(list.handle(S.down(5, 5, 0.5, id: 1)) == [.tapCancelled, .touchDown(Point(x: 5, y: 5))])
    }

    @Test func badNumbers() {
        var list = R()
        #expect(list.handle(S.down(0, .nan, 0)).isEmpty)
        _ = list.handle(S.down(0, 0, 0))
        #expect(list.handle(S.move(0, .infinity, 0.01)).isEmpty)
        #expect(list.advance(to: 0.02).isEmpty)
        #expect(list.handle(S.up(.nan, 0, 0.05)) == [.tap(.zero)])
    }
}

// A defect the debug invariants found (GestureInvariantTests): it failed before its fix.
extension ScrollVersusTapRecognizerTests {
    /// A scroll across ±1e308 (finite) used to start from a NaN origin
    /// (the slop's share of an infinite distance, ∞·0).
    @Test(.tags(.regression)) func aScrollAcrossTheWholeRangeHasNoNaN() {
        var s = ScrollVersusTapRecognizer()
        _ = s.handle(Script.down(0, -1e308, 0))
        let events = s.handle(Script.move(0, 1e308, 0.01))
        #expect(s.state == .scrolling)
        #expect(s.checkInvariants())
        #expect(!GestureInvariantTests.hasNaN(events), "\(events)")
    }
}
