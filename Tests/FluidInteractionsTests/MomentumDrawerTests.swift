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
        // A slow, short drag upward: the seed app opens (velocity points up);
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
        }
    }
}
