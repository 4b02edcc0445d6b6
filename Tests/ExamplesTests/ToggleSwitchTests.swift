import FluidExamples
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("ToggleSwitch: an interface built on the kernel outside the library")
struct ToggleSwitchTests {
    /// A tap on the knob, from 0.1 s to 0.15 s.
    func tapTheKnob(_ t: inout ToggleSwitch) {
        let knob = t.frame.center
        t.handle(.began(1, at: knob, time: 0.1))
        t.handle(.ended(1, at: knob, time: 0.15))
    }

    @Test func aTapTogglesAndAFlickGoesWhereItProjects() {
        var t = ToggleSwitch(viewport: .phone)
        tapTheKnob(&t)
        t.advance(to: 2)
        #expect(t.isOn && t.isSettled && t.offset == ToggleSwitch.travel)
        // A short flick back: it projects past the middle, so it turns off.
        let on = t.frame.center
        for (i, dx) in [0.0, -4, -8, -12].enumerated() {
            t.handle(TouchEvent(pointer: 2, phase: i == 0 ? .began : .moved,
                                location: Point(x: on.x + dx, y: on.y), timestamp: 3 + Double(i) / 120))
        }
        t.handle(.ended(2, at: Point(x: on.x - 12, y: on.y), time: 3 + 4.0 / 120))
        #expect(!t.isOn)
        t.advance(to: 5)
        #expect(t.offset == 0 && t.isSettled)
    }

    /// `PanBehavior`: the toggle's pan follows the finger, and as a part its
    /// clock moves with the kernel's, so a finger held still without a
    /// report reads as still.
    @Test func itsPanFollowsTheFingerAndItsClockMovesWithTheKernel() {
        var t = ToggleSwitch(viewport: .phone)
        let knob = t.frame.center
        #expect(t.fingerVelocity == .zero && t.pan.followedPointer == nil)
        for i in 0...6 {
            t.handle(TouchEvent(pointer: 4, phase: i == 0 ? .began : .moved,
                                location: Point(x: knob.x + 2 * Double(i), y: knob.y), timestamp: 1 + Double(i) / 120))
        }
        #expect(t.pan.followedPointer == 4)
        expectClose(t.fingerVelocity.dx, 240, tolerance: 1e-6, "2 pt every 1/120 s")
        t.advance(to: 2)
        #expect(t.fingerVelocity == .zero, "held still a second with no report")
        t.handle(.ended(4, at: Point(x: knob.x + 12, y: knob.y), time: 2.1))
        #expect(t.pan.followedPointer == nil && t.fingerVelocity == .zero)
        // Letting go of every finger lets go of the pan's too; its later moves are strays.
        t.handle(.began(5, at: t.frame.center, time: 3))
        #expect(t.pan.followedPointer == 5)
        t.releaseAll()
        #expect(t.pan.followedPointer == nil && !t.kernel.isTouched)
        let shown = t.offset
        t.handle(.moved(5, to: Point(x: knob.x + 30, y: knob.y), time: 3.1))
        #expect(t.pan.followedPointer == nil && t.offset == shown)
    }

    @Test func aKnobCaughtMidFlightStopsUnderTheFingerWithoutAJump() {
        var t = ToggleSwitch(viewport: .phone)
        tapTheKnob(&t)
        t.advance(to: 0.2)
        let shown = t.offset, seen = t.frame.center
        #expect(shown > 0 && shown < ToggleSwitch.travel - 5)
        t.handle(.began(2, at: seen, time: 0.2))
        expectClose(t.offset, shown, tolerance: 1e-9)
        #expect(t.velocity == 0)
        t.handle(.moved(2, to: Point(x: seen.x + 5, y: seen.y), time: 0.3))
        expectClose(t.offset, shown + 5, tolerance: 1e-9)
    }

    @Test func theReleaseKeepsPositionAndVelocity() {
        var t = ToggleSwitch(viewport: .phone)
        let start = t.frame.center
        for i in 0...6 {
            t.handle(TouchEvent(pointer: 1, phase: i == 0 ? .began : .moved,
                                location: Point(x: start.x + Double(i) * 3, y: start.y), timestamp: Double(i) / 60))
        }
        let before = (t.offset, t.velocity)
        t.handle(.ended(1, at: Point(x: start.x + 18, y: start.y), time: 0.1))
        expectClose(t.offset, before.0, tolerance: 1e-9)
        expectClose(t.velocity, before.1, tolerance: 1e-6 * (1 + abs(before.1)))
        #expect(before.1 > 100)
    }

    @Test func randomTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 20)
        for _ in 0..<50 {
            var t = ToggleSwitch(viewport: .phone)
            for touch in randomTouches(&g, count: 40, area: t.frame.insetBy(dx: -40, dy: -40)) {
                t.handle(touch)
                #expect(t.offset.isFinite && t.velocity.isFinite)
            }
            for pointer in 0..<3 { t.handle(.cancelled(PointerID(rawValue: pointer), at: .zero, time: t.time)) }
            t.advance(to: t.time + 10)
            #expect(t.offset.isFinite && t.isSettled)
        }
    }
}
