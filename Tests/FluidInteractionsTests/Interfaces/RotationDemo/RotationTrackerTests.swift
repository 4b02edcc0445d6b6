import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("RotationTracker")
struct RotationTrackerTests {
    let center = Point(x: 100, y: 100)

    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, _ t: Double, id: PointerID = 0) -> TouchEvent {
        TouchEvent(pointer: id, phase: phase, location: Point(x: x, y: y), timestamp: t)
    }

    @Test func oneFingerCirclingTurnsByItsDirection() throws {
        var r = RotationTracker(center: center, deadRadius: 20)
        let down = r.handle(touch(.began, 200, 100, 0), isFirst: true)
        #expect(down.grabbed && down.turn == nil && r.driver == .first)
        let quarter = try #require(r.handle(touch(.moved, 100, 200, 0.1), isFirst: true).turn)
        expectClose(quarter, .pi / 2, tolerance: 1e-12)          // clockwise on screen
        // Across ±180°: unwrapped, the short way round.
        _ = r.handle(touch(.moved, 0, 101, 0.2), isFirst: true)
        let past = try #require(r.handle(touch(.moved, 0, 99, 0.3), isFirst: true).turn)
        #expect(past > 0 && past < 0.1)
        let up = r.handle(touch(.ended, 0, 99, 0.4), isFirst: true)
        #expect(up.released && r.driver == .none)
    }

    @Test func insideTheDeadRadiusNothingTurns() {
        var r = RotationTracker(center: center, deadRadius: 20)
        _ = r.handle(touch(.began, 200, 100, 0), isFirst: true)
        let inside = r.handle(touch(.moved, 105, 105, 0.1), isFirst: true)
        // Leaving again takes the direction afresh: no jump.
        let leaving = r.handle(touch(.moved, 100, 200, 0.2), isFirst: true)
        #expect(inside.turn == nil && leaving.turn == nil)
        #expect(r.direction(of: Point(x: 110, y: 100)) == nil && r.direction(of: Point(x: 130, y: 100)) == 0)
    }

    @Test func twoFingersTwist() throws {
        var r = RotationTracker(center: center, deadRadius: 20)
        _ = r.handle(touch(.began, 150, 100, 0, id: 1), isFirst: true)
        let second = r.handle(touch(.began, 50, 100, 0.01, id: 2), isFirst: false)
        #expect(!second.grabbed && r.driver == .both)
        let twist = try #require(r.handle(touch(.moved, 150, 0, 0.05, id: 2), isFirst: false).turn)
        expectClose(twist, .pi / 2, tolerance: 1e-9)
        let lift = r.handle(touch(.ended, 150, 0, 0.1, id: 2), isFirst: false)
        #expect(!lift.released && r.driver == .first)
    }

    @Test func cancelLetsEverythingGo() {
        var r = RotationTracker(center: center, deadRadius: 20)
        let idle = r.cancel()
        _ = r.handle(touch(.began, 200, 100, 0), isFirst: true)
        let held = r.cancel()
        #expect(!idle && held && r.driver == .none)
        let after = r.handle(touch(.moved, 100, 200, 0.1), isFirst: true)
        #expect(after.turn == nil)
    }
}
