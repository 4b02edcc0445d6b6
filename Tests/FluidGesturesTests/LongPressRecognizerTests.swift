import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Long press")
struct LongPressRecognizerTests {
    typealias S = Script
    typealias V = LongPressRecognizer.Value

    @Test func recognisedByAdvanceWithoutAnyEvent() {
        var press = LongPressRecognizer()
        #expect(press.handle(S.down(10, 10, 1.0)).isEmpty)
        #expect(press.state == .possible)
        #expect(press.advance(to: 1.3).isEmpty)
        #expect(press.advance(to: 1.49).isEmpty)
        let began = press.advance(to: 1.5)
        #expect(began == [.began(V(startLocation: Point(x: 10, y: 10), location: Point(x: 10, y: 10), time: 1.5, pressDuration: 0.5))])
        #expect(press.state == .recognized)
        #expect(press.advance(to: 1.6).isEmpty)  // recognised once
        // After recognition the finger may drag freely.
        let moved = press.handle(S.move(200, 10, 1.7))
        #expect(moved == [.changed(V(startLocation: Point(x: 10, y: 10), location: Point(x: 200, y: 10), time: 1.7, pressDuration: 0.7))])
        let ended = press.handle(S.up(200, 10, 1.8))
        if case .ended(let value) = ended.first { #expect(value.pressDuration == 0.8) } else { Issue.record("\(ended)") }
        #expect(press.state == .idle)
    }

    @Test func aLateEventRecognisesAtThePreviousPositionThenApplies() {
        var press = LongPressRecognizer()
        _ = press.handle(S.down(0, 0, 0))
        _ = press.handle(S.still(2, 0, 0.2))
        // No advance calls; the next event comes after the deadline and far away.
        let events = press.handle(S.move(100, 0, 0.7))
        #expect(events.count == 2)
        if case .began(let b) = events[0], case .changed(let c) = events[1] {
            #expect(b.location == Point(x: 2, y: 0) && b.time == 0.7)
            #expect(c.location == Point(x: 100, y: 0))
        } else { Issue.record("\(events)") }
        // A late lift alone: began then ended.
        var lift = LongPressRecognizer()
        _ = lift.handle(S.down(0, 0, 0))
        let lifted = lift.handle(S.up(0, 0, 0.9))
        #expect(lifted.count == 2)
        if case .began = lifted[0], case .ended = lifted[1] {} else { Issue.record("\(lifted)") }
    }

    @Test func failures() {
        var moved = LongPressRecognizer()
        _ = moved.handle(S.down(0, 0, 0))
        #expect(moved.handle(S.move(11, 0, 0.1)) == [.failed(.movedTooFar)])
        #expect(moved.advance(to: 1).isEmpty)

        var early = LongPressRecognizer()
        _ = early.handle(S.down(0, 0, 0))
        #expect(early.handle(S.up(0, 0, 0.3)) == [.failed(.releasedTooSoon)])

        var cancelled = LongPressRecognizer()
        _ = cancelled.handle(S.down(0, 0, 0))
        #expect(cancelled.handle(S.cancel(0, 0, 0.1)) == [.failed(.cancelled)])
        _ = cancelled.handle(S.down(0, 0, 1))
        #expect(cancelled.cancel() == [.failed(.cancelled)])
        #expect(cancelled.cancel().isEmpty)
    }

    @Test func cancellationAfterRecognition() {
        var press = LongPressRecognizer(minimumDuration: 0.2, allowableMovement: 5)
        _ = press.handle(S.down(0, 0, 0))
        _ = press.advance(to: 0.25)
        let events = press.handle(S.cancel(.nan, 0, 0.3))
        if case .cancelled(let value) = events.first { #expect(value.location == .zero && value.time == 0.3) } else { Issue.record("\(events)") }
        _ = press.handle(S.down(0, 0, 1))
        _ = press.advance(to: 1.25)
        if case .cancelled = press.cancel().first {} else { Issue.record("cancel() after recognition") }
        #expect(press.state == .idle)
    }

    @Test func secondFingerNeitherFailsNorRecognises() {
        var press = LongPressRecognizer()
        _ = press.handle(S.down(0, 0, 0, id: 1))
        #expect(press.handle(S.down(100, 0, 0.1, id: 2)).isEmpty)
        #expect(press.handle(S.move(300, 0, 0.2, id: 2)).isEmpty)
        #expect(press.handle(S.up(300, 0, 0.3, id: 2)).isEmpty)
        #expect(press.state == .possible)
        if case .began = press.advance(to: 0.5).first {} else { Issue.record("not recognised") }
        #expect(press.handle(S.up(0, 0, 0.6, id: 2)).isEmpty)
        #expect(press.state == .recognized)
    }

    @Test func repeatedBeganRestarts() {
        var press = LongPressRecognizer()
        _ = press.handle(S.down(0, 0, 0))
        #expect(press.handle(S.down(50, 50, 0.2)) == [.failed(.cancelled)])
        #expect(press.state == .possible)
        if case .began(let value) = press.advance(to: 0.75).first { #expect(value.startLocation == Point(x: 50, y: 50)) } else { Issue.record("restart") }
    }

    @Test func badNumbersAndTime() {
        var press = LongPressRecognizer()
        #expect(press.handle(S.down(0, .infinity, 0)).isEmpty)
        _ = press.handle(S.down(0, 0, 0))
        #expect(press.advance(to: .nan).isEmpty)
        #expect(press.advance(to: -1).isEmpty)
        #expect(press.handle(S.move(.nan, 0, 0.1)).isEmpty)
        #expect(press.state == .possible)
        #expect(press.handle(S.move(1, 0, .infinity)).isEmpty)  // not a usable time: ignored
        #expect(press.state == .possible)
    }
}

// Defects found in review, one test each.
extension LongPressRecognizerTests {
    @Test(.tags(.regression, .review)) func aCancelledLongPressNeverBegins() {
        var press = LongPressRecognizer()
        _ = press.handle(S.down(0, 0, 0))
        let events = press.handle(S.cancel(0, 0, 0.6))
        for event in events {
            if case .began = event { Issue.record("a cancelled touch recognised: \(events)") }
        }
        #expect(events.contains { if case .failed = $0 { return true } else { return false } })
    }
}
