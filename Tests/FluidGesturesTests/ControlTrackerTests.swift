import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Control tracking")
struct ControlTrackerTests {
    typealias S = Script
    let button = Rect(x: 100, y: 100, width: 60, height: 40)

    @Test func calculatorButtonScript() {
        // Seed 000 #1: highlight on touch, drag out to cancel, drag back in to confirm.
        var control = ControlTracker(bounds: button)
        var log: [ControlTracker.Event] = []
        log += control.handle(S.down(130, 120, 0))
        #expect(control.isHighlighted)
        log += control.handle(S.move(190, 120, 0.1))   // 30 beyond the edge: still inside (70-point margin)
        log += control.handle(S.move(240, 120, 0.2))   // 80 beyond: exit
        #expect(!control.isHighlighted && control.state == .trackingOutside)
        log += control.handle(S.move(260, 120, 0.25))
        log += control.handle(S.move(200, 120, 0.3))   // back within 70: enter
        log += control.handle(S.up(200, 120, 0.4))
        #expect(log == [.touchDown, .dragInside, .dragExit, .dragOutside, .dragEnter, .touchUpInside])
        #expect(control.state == .idle && control.location == nil)
    }

    @Test func touchUpOutside() {
        var control = ControlTracker(bounds: button)
        #expect(control.handle(S.down(101, 101, 0)) == [.touchDown])
        #expect(control.handle(S.up(20, 20, 0.1)) == [.touchUpOutside])
    }

    @Test func expansionsAreConfigurable() {
        var tight = ControlTracker(bounds: button, trackingExpansion: 0)
        _ = tight.handle(S.down(130, 120, 0))
        #expect(tight.handle(S.move(161, 120, 0.1)) == [.dragExit])
        var generous = ControlTracker(bounds: Rect(x: 0, y: 0, width: 20, height: 20), hitExpansion: 12)
        #expect(generous.handle(S.down(31, -11, 0)) == [.touchDown])
        var plain = ControlTracker(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(plain.handle(S.down(31, -11, 0)).isEmpty)
        #expect(plain.state == .idle)
        #expect(plain.handle(S.move(10, 10, 0.1)).isEmpty)  // that touch is not tracked
        #expect(plain.contains(Point(x: 25, y: 5), expansion: .nan) == false)
        #expect(plain.contains(Point(x: 25, y: 5), expansion: 5))
    }

    @Test func boundsMayChangeWhileTracking() {
        var control = ControlTracker(bounds: button, trackingExpansion: 0)
        _ = control.handle(S.down(130, 120, 0))
        control.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(control.handle(S.move(130, 120, 0.1)) == [.dragExit])
    }

    @Test func cancellationAndSecondFinger() {
        var control = ControlTracker(bounds: button)
        _ = control.handle(S.down(130, 120, 0, id: 1))
        #expect(control.handle(S.down(130, 120, 0.01, id: 2)).isEmpty)
        #expect(control.handle(S.move(900, 900, 0.02, id: 2)).isEmpty)
        #expect(control.handle(S.up(900, 900, 0.03, id: 2)).isEmpty)
        #expect(control.isHighlighted)
        #expect(control.handle(S.still(130, 120, 0.04, id: 1)).isEmpty)
        #expect(control.handle(S.cancel(130, 120, 0.05, id: 1)) == [.touchCancel])
        #expect(control.state == .idle)
        _ = control.handle(S.down(130, 120, 1))
        #expect(control.cancel() == [.touchCancel])
        #expect(control.cancel().isEmpty)
        _ = control.handle(S.down(130, 120, 2))
        #expect(control.handle(S.down(130, 120, 2.5)) == [.touchCancel, .touchDown])
    }

    @Test func badNumbers() {
        var control = ControlTracker(bounds: button)
        #expect(control.handle(S.down(.nan, 120, 0)).isEmpty)
        _ = control.handle(S.down(130, 120, 0))
        #expect(control.handle(S.move(.nan, 0, 0.1)).isEmpty)
        #expect(control.advance(to: 0.2).isEmpty)
        #expect(control.handle(S.up(.nan, .nan, .nan)) == [.touchUpInside])  // judged at the last good location
    }
}
