@testable import FluidPlayground
import FluidGestures
import FluidPhysics
import Testing

@Suite("fluid-playground: the mouse as a finger")
struct MouseTouchSourceTests {
    let p = Point(x: 100, y: 200)

    @Test("Left button: began, moved, ended on pointer 1 with no force")
    func plainTouch() throws {
        var m = MouseTouchSource()
        #expect(m.motion(to: p, time: 0) == nil)
        let began = try req(m.button(1, down: true, at: p, time: 1))
        #expect(began.phase == .began && began.pointer == 1 && began.force == nil && began.timestamp == 1)
        let moved = try req(m.motion(to: Point(x: 110, y: 200), time: 1.01))
        #expect(moved.phase == .moved && moved.location.x == 110 && moved.force == nil)
        #expect(m.frame(at: 1.5) == nil)
        let ended = try req(m.button(1, down: false, at: Point(x: 120, y: 200), time: 1.1))
        #expect(ended.phase == .ended && ended.location.x == 120)
        #expect(m.button(2, down: true, at: p, time: 2) == nil)
    }

    @Test("Shift: force ramps 0 → 1 over 0.6 s while held and back down when let go")
    func shiftRamp() throws {
        var m = MouseTouchSource()
        #expect(m.shift(true, time: 0) == nil)
        let began = try req(m.button(1, down: true, at: p, time: 1))
        #expect(began.force == 0 && began.maximumForce == 1)
        let f1 = try req(m.frame(at: 1.3))
        #expect(f1.phase == .stationary && abs((f1.force ?? -1) - 0.5) < 1e-12)
        #expect(m.frame(at: 1.3) == nil)  // unchanged: nothing new to send
        #expect(m.frame(at: 2)?.force == 1)
        #expect(m.frame(at: 3) == nil)  // saturated
        let release = try req(m.shift(false, time: 3))
        #expect(release.force == 1)
        #expect(abs((m.frame(at: 3.15)?.force ?? -1) - 0.75) < 1e-12)
        #expect(m.frame(at: 4)?.force == 0)
        // Pressing again ramps up from where it is.
        _ = m.shift(true, time: 4)
        #expect(abs((m.frame(at: 4.06)?.force ?? -1) - 0.1) < 1e-12)
        let ended = try req(m.button(1, down: false, at: p, time: 5))
        #expect(ended.phase == .ended && ended.force == nil)
    }

    @Test("Right button is a force touch; releasing it while the left is held ramps the force down")
    func rightButton() throws {
        var m = MouseTouchSource()
        let began = try req(m.button(3, down: true, at: p, time: 0))
        #expect(began.phase == .began && began.force == 0)
        let left = try req(m.button(1, down: true, at: p, time: 0.3))
        #expect(left.phase == .stationary && abs((left.force ?? -1) - 0.5) < 1e-12)
        let rightUp = try req(m.button(3, down: false, at: p, time: 0.3))
        #expect(rightUp.phase == .stationary)
        #expect(abs((m.frame(at: 0.45)?.force ?? -1) - 0.25) < 1e-12)
        #expect(m.button(1, down: false, at: p, time: 1)?.phase == .ended)
        #expect(m.cancel(at: 2) == nil)
    }

    @Test("Focus lost cancels a held touch")
    func cancel() throws {
        var m = MouseTouchSource()
        _ = m.button(1, down: true, at: p, time: 0)
        #expect(m.cancel(at: 1)?.phase == .cancelled)
        #expect(!m.isDown)
        #expect(m.motion(to: p, time: 2) == nil)
    }
}

/// The event, or a test failure when there is none.
private func req(_ event: TouchEvent?, sourceLocation: SourceLocation = #_sourceLocation) throws -> TouchEvent {
    try #require(event, sourceLocation: sourceLocation)
}
