import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("SheetContentScroll")
struct SheetContentScrollTests {
    /// Content that scrolls by up to 900 pt in a 600-pt window.
    func make(scrolledTo offset: Double = 0) -> SheetContentScroll {
        var s = SheetContentScroll(content: ScrollOffset(maxOffset: 900, dimension: 600, bounce: Spring(response: 0.5, dampingRatio: 1)))
        if offset != 0 {
            s.grab(at: 0)
            s.drag(translation: -offset)
            s.release(at: 0, finger: 0, fling: false)
        }
        return s
    }

    @Test func theSplitScrollsTheContentToItsTopFirstAndTracksTheFingerOneToOne() {
        var s = make(scrolledTo: 200)
        #expect(s.offset(at: 1) == 200 && !s.isHeld)
        #expect(s.grab(at: 1) == false, "at rest: nothing caught")
        for travel in stride(from: -100.0, through: 500, by: 25) {
            let sheet = s.drag(translation: travel)
            #expect(sheet == Swift.max(0, travel - 200))
            #expect(sheet + (200 - s.offset(at: 1)) == travel || travel < 0, "one to one at \(travel)")
            #expect(s.sheetHasFinger == (travel > 200))
        }
        // Up again: the sheet comes back first, then the content scrolls.
        #expect(s.drag(translation: 150) == 0 && s.offset(at: 1) == 50)
        #expect(s.velocity(at: 1, finger: -500) == 500, "the content has the finger")
        #expect(s.drag(translation: 260) == 60 && s.offset(at: 1) == 0)
        #expect(s.velocity(at: 1, finger: 500) == 0, "the sheet has the finger")
    }

    @Test func theContentGlidesOnlyWhenItHasTheFinger() {
        var s = make(scrolledTo: 200)
        s.grab(at: 1)
        s.drag(translation: -100)
        s.release(at: 1, finger: -2000)
        #expect(s.content.phase == .animating && s.offset(at: 1.2) > 300)
        var t = make(scrolledTo: 200)
        t.grab(at: 1)
        t.drag(translation: 300)
        t.release(at: 1, finger: 2000)
        #expect(t.content.phase == .resting && t.offset(at: 1) == 0, "the sheet took the fling")
    }

    @Test func aGrabCatchesMovingContentWhereItIs() {
        var s = make()
        s.grab(at: 0)
        s.drag(translation: -300)
        s.release(at: 0, finger: -2500)
        let gliding = s.offset(at: 0.2)
        #expect(s.grab(at: 0.2) == true)
        #expect(s.offset(at: 0.2) == gliding && s.offset(at: 0.5) == gliding)
        s.cancel(at: 0.5, finger: 0)
        #expect(!s.isHeld)
    }

    @Test func pastTheEndTheContentRubberBandsAndNoTravelIsLost() {
        var s = make(scrolledTo: 900)
        s.grab(at: 1)
        s.drag(translation: -200)
        expectClose(s.offset(at: 1), 900 + RubberBand.offset(200, dimension: 600), tolerance: 1e-9)
        #expect(s.drag(translation: .nan) == 0)
        s.release(at: 1, finger: 0)
        var t = 1.0
        while t < 4 { t += 1.0 / 60; s.settle(at: t) }
        #expect(s.offset(at: 4) == 900 && s.content.phase == .resting)
    }

    @Test func theContentKeepsTheReleaseWhenItHasTheFingerAndTheTouchMeantIt() {
        // A drag of the content: it glides on; the sheet stays.
        var drag = make(scrolledTo: 200)
        drag.grab(at: 1)
        drag.drag(translation: -100)
        let dragKept = drag.contentKeepsRelease(at: 1, finger: -800, tap: false, cancelled: false)
        #expect(dragKept && !drag.isHeld)
        #expect(drag.content.phase == .animating && drag.offset(at: 1.1) > 300)
        // A tap on still content: the sheet takes it (a tap toggles a sheet).
        var tap = make(scrolledTo: 200)
        tap.grab(at: 1)
        let tapKept = tap.contentKeepsRelease(at: 1, finger: 0, tap: true, cancelled: false)
        #expect(!tapKept && tap.content.phase == .resting)
        // A tap that caught a gliding content only stops it.
        var caught = make(scrolledTo: 200)
        caught.grab(at: 1)
        caught.drag(translation: -50)
        caught.release(at: 1, finger: -2000)
        let caughtMoving = caught.grab(at: 1.05)
        #expect(caughtMoving && caught.caughtMoving)
        let caughtKept = caught.contentKeepsRelease(at: 1.05, finger: 0, tap: true, cancelled: false)
        #expect(caughtKept && !caught.caughtMoving)
        #expect(caught.content.phase == .resting)
        // Once the sheet has the finger, the sheet takes the release and the content rests at its top.
        var pulled = make(scrolledTo: 200)
        pulled.grab(at: 1)
        pulled.drag(translation: 300)
        let pulledKept = pulled.contentKeepsRelease(at: 1, finger: 900, tap: false, cancelled: false)
        #expect(!pulledKept && pulled.offset(at: 2) == 0)
        // A cancel of the content's drag is no fling; nothing held, nothing kept.
        var cancelled = make(scrolledTo: 200)
        cancelled.grab(at: 1)
        cancelled.drag(translation: -100)
        let cancelledKept = cancelled.contentKeepsRelease(at: 1, finger: -800, tap: false, cancelled: true)
        #expect(cancelledKept && cancelled.offset(at: 2) == 300)
        let idleKept = cancelled.contentKeepsRelease(at: 2, finger: 0, tap: true, cancelled: false)
        #expect(!idleKept)
    }
}
