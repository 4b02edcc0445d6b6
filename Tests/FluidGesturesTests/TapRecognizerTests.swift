import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Tap")
struct TapRecognizerTests {
    typealias S = Script

    @Test func singleTap() {
        var tap = TapRecognizer()
        #expect(tap.handle(S.down(10, 10, 0)).isEmpty)
        #expect(tap.state == .pressed)
        #expect(tap.handle(S.move(14, 13, 0.05)).isEmpty)  // 5 points: within the slop
        let events = tap.handle(S.up(14, 13, 0.1))
        #expect(events == [.recognized(.init(location: Point(x: 14, y: 13), time: 0.1, count: 1))])
        #expect(tap.state == .idle)
    }

    @Test func movingBeyondTheSlopFails() {
        var tap = TapRecognizer()
        _ = tap.handle(S.down(10, 10, 0))
        #expect(tap.handle(S.move(21, 10, 0.05)) == [.failed(.movedTooFar)])
        #expect(tap.state == .idle)
        #expect(tap.handle(S.up(21, 10, 0.1)).isEmpty)  // the rest of the touch is ignored
    }

    @Test func liftingFarAwayFailsEvenWithoutMoves() {
        var tap = TapRecognizer()
        _ = tap.handle(S.down(10, 10, 0))
        #expect(tap.handle(S.up(40, 10, 0.1)) == [.failed(.movedTooFar)])
    }

    @Test func heldTooLongFailsThroughAdvanceOrTheLift() {
        var tap = TapRecognizer()
        _ = tap.handle(S.down(0, 0, 0))
        #expect(tap.advance(to: 0.4).isEmpty)
        #expect(tap.advance(to: 0.51) == [.failed(.heldTooLong)])
        var late = TapRecognizer()
        _ = late.handle(S.down(0, 0, 0))
        #expect(late.handle(S.up(0, 0, 0.6)) == [.failed(.heldTooLong)])
    }

    @Test func doubleTap() {
        var tap = TapRecognizer(requiredTapCount: 2)
        _ = tap.handle(S.down(50, 50, 0))
        #expect(tap.handle(S.up(50, 50, 0.08)) == [.tapCompleted(.init(location: Point(x: 50, y: 50), time: 0.08, count: 1))])
        #expect(tap.state == .awaitingNextTap)
        #expect(tap.advance(to: 0.2).isEmpty)
        _ = tap.handle(S.down(55, 52, 0.25, id: 4))  // another pointer id is fine for the next tap
        #expect(tap.handle(S.up(55, 52, 0.3, id: 4)) == [.recognized(.init(location: Point(x: 55, y: 52), time: 0.3, count: 2))])
    }

    @Test func doubleTapTooSlowOrTooFar() {
        var slow = TapRecognizer(requiredTapCount: 2)
        _ = slow.handle([S.down(0, 0, 0), S.up(0, 0, 0.05)])
        #expect(slow.advance(to: 0.36) == [.failed(.nextTapTooLate)])
        #expect(slow.state == .idle)

        var lateTouch = TapRecognizer(requiredTapCount: 2)
        _ = lateTouch.handle([S.down(0, 0, 0), S.up(0, 0, 0.05)])
        #expect(lateTouch.handle(S.down(0, 0, 0.5)) == [.failed(.nextTapTooLate)])
        #expect(lateTouch.state == .pressed && lateTouch.tapsCompleted == 0)  // a fresh sequence

        var far = TapRecognizer(requiredTapCount: 2)
        _ = far.handle([S.down(0, 0, 0), S.up(0, 0, 0.05)])
        #expect(far.handle(S.down(100, 0, 0.1)) == [.failed(.nextTapTooFar)])
        #expect(far.handle(S.up(100, 0, 0.15)) == [.tapCompleted(.init(location: Point(x: 100, y: 0), time: 0.15, count: 1))])
    }

    @Test func secondFingerIsIgnoredWhilePressed() {
        var tap = TapRecognizer()
        _ = tap.handle(S.down(0, 0, 0, id: 1))
        #expect(tap.handle(S.down(200, 0, 0.01, id: 2)).isEmpty)
        #expect(tap.handle(S.move(400, 0, 0.02, id: 2)).isEmpty)
        #expect(tap.handle(S.up(400, 0, 0.03, id: 2)).isEmpty)
        #expect(tap.handle(S.up(1, 1, 0.05, id: 1)) == [.recognized(.init(location: Point(x: 1, y: 1), time: 0.05, count: 1))])
    }

    @Test func cancellation() {
        var tap = TapRecognizer()
        _ = tap.handle(S.down(0, 0, 0))
        #expect(tap.handle(S.cancel(0, 0, 0.01)) == [.failed(.cancelled)])
        _ = tap.handle(S.down(0, 0, 1))
        #expect(tap.cancel() == [.failed(.cancelled)])
        #expect(tap.cancel().isEmpty)
        var waiting = TapRecognizer(requiredTapCount: 3)
        _ = waiting.handle([S.down(0, 0, 0), S.up(0, 0, 0.05)])
        #expect(waiting.cancel() == [.failed(.cancelled)])
        // A repeated began of the pressed pointer: its end was lost.
        _ = tap.handle(S.down(0, 0, 2))
        #expect(tap.handle(S.down(5, 5, 2.5)) == [.failed(.cancelled)])
        #expect(tap.state == .pressed)
    }

    @Test func badNumbers() {
        var tap = TapRecognizer()
        #expect(tap.handle(S.down(.nan, 0, 0)).isEmpty)
        #expect(tap.state == .idle)
        _ = tap.handle(S.down(0, 0, 0))
        #expect(tap.handle(S.move(.nan, .nan, 0.01)).isEmpty)
        #expect(tap.handle(S.move(1, 1, -5)).isEmpty)  // backwards in time: raised, still a tap
        #expect(tap.handle(S.up(.nan, 0, .nan)) == [.recognized(.init(location: Point(x: 1, y: 1), time: 0, count: 1))])
    }
}

// A defect the debug invariants found (GestureInvariantTests): it failed before its fix.
extension TapRecognizerTests {
    /// A second tap stamped before the first tap's lift used to be judged
    /// (and reported) at its own, earlier time: the recognised tap came
    /// before the tap that preceded it.
    @Test(.tags(.regression)) func aNextTapNeverHappensBeforeTheLastLift() {
        var tap = TapRecognizer(requiredTapCount: 2)
        _ = tap.handle(Script.down(100, 100, 0.9))
        let first = tap.handle(Script.up(100, 100, 1.0))
        _ = tap.handle(Script.down(100, 100, 0.95, id: 1))
        #expect(tap.checkInvariants())
        let second = tap.handle(Script.up(100, 100, 0.97, id: 1))
        guard case .tapCompleted(let a)? = first.first, case .recognized(let b)? = second.first else {
            Issue.record("expected a completed then a recognised tap: \(first), \(second)")
            return
        }
        #expect(b.time >= a.time, "recognised at \(b.time), the first tap lifted at \(a.time)")
    }
}
