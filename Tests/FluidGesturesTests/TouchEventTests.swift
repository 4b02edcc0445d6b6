import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Touch events")
struct TouchEventTests {
    @Test func fieldsAndBuilders() {
        let e = TouchEvent.began(7, at: Point(x: 1, y: 2), time: 0.5, kind: .pen, force: 2, maximumForce: 4)
        #expect(e.pointer == 7 && e.phase == .began && e.kind == .pen && e.timestamp == 0.5)
        #expect(e.location == Point(x: 1, y: 2))
        #expect(e.normalizedForce == 0.5)
        #expect(TouchEvent.moved(to: .zero, time: 1).phase == .moved)
        #expect(TouchEvent.stationary(at: .zero, time: 1).phase == .stationary)
        #expect(TouchEvent.ended(at: .zero, time: 1).phase == .ended)
        #expect(TouchEvent.cancelled(at: .zero, time: 1).phase == .cancelled)
        #expect(TouchPhase.allCases.filter(\.isTerminal) == [.ended, .cancelled])
        #expect(PointerID(rawValue: 3).description == "#3")
        #expect(PointerKind.allCases.count == 3)
    }

    @Test func normalizedForceRules() {
        func force(_ f: Double?, _ m: Double?) -> Double? {
            TouchEvent(phase: .moved, location: .zero, timestamp: 0, force: f, maximumForce: m).normalizedForce
        }
        #expect(force(nil, 6.67) == nil)
        #expect(force(3.335, 6.67) == 0.5)
        #expect(force(10, 6.67) == 1)        // above the maximum: clamped
        #expect(force(-1, 6.67) == 0)        // negative: clamped
        #expect(force(0.3, nil) == 0.3)      // already normalised (pen pressure)
        #expect(force(0.3, 0) == 0.3)        // unusable maximum: taken as normalised
        #expect(force(0.3, .nan) == 0.3)
        #expect(force(.nan, 1) == nil)
        #expect(force(.infinity, 1) == nil)
    }

    @Test func finiteness() {
        #expect(TouchEvent(phase: .moved, location: Point(x: 1, y: 1), timestamp: 1).isFinite)
        #expect(!TouchEvent(phase: .moved, location: Point(x: .nan, y: 1), timestamp: 1).isFinite)
        #expect(!TouchEvent(phase: .moved, location: Point(x: 1, y: .infinity), timestamp: 1).isFinite)
        #expect(!TouchEvent(phase: .moved, location: Point(x: 1, y: 1), timestamp: .nan).isFinite)
    }
}
