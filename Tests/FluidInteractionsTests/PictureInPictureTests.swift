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
        #expect(pip.corners[.topLeft] == Point(x: 70, y: 142))
        #expect(pip.corners[.topRight] == Point(x: 320, y: 142))
        #expect(pip.corners[.bottomLeft] == Point(x: 70, y: 715))
        #expect(pip.corners[.bottomRight] == Point(x: 320, y: 715))
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
        }
    }
}
