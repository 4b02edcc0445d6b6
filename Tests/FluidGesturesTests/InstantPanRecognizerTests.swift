import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Instant pan")
struct InstantPanRecognizerTests {
    typealias S = Script

    @Test func beginsOnTouchDownAndReportsTranslationAndVelocity() {
        var pan = InstantPanRecognizer()
        let began = pan.handle(S.down(100, 100, 1.0))
        #expect(pan.state == .panning)
        guard case .began(let first)? = began.first, began.count == 1 else { Issue.record("\(began)"); return }
        #expect(first.translation == .zero && first.velocity == .zero && first.startLocation == Point(x: 100, y: 100))
        var last: InstantPanRecognizer.Value?
        for i in 1...10 {
            let t = 1.0 + Double(i) * 0.008
            let events = pan.handle(S.move(100 + Double(i) * 8, 100 - Double(i) * 4, t))
            guard case .changed(let value)? = events.first else { Issue.record("\(events)"); return }
            last = value
        }
        #expect(last?.translation == Vector(dx: 80, dy: -40))
        expectClose(last!.velocity.dx, 1000, tolerance: 1e-6)
        expectClose(last!.velocity.dy, -500, tolerance: 1e-6)
        let ended = pan.handle(S.up(180, 60, 1.09))
        guard case .ended(let end)? = ended.first else { Issue.record("\(ended)"); return }
        expectClose(end.velocity.dx, 1000, tolerance: 1e-6)
        #expect(end.time == 1.09)
        #expect(pan.state == .idle && pan.followedPointer == nil)
    }

    @Test func aTapIsAPanWithoutMovementOrVelocity() {
        var pan = InstantPanRecognizer()
        let events = pan.handle([S.down(5, 5, 0), S.up(5, 5, 0.08)])
        #expect(events.count == 2)
        if case .ended(let value) = events[1] { #expect(value.velocity == .zero && value.translation == .zero) } else { Issue.record("\(events)") }
    }

    @Test func restingBeforeLiftingGivesNoFling() {
        var pan = InstantPanRecognizer()
        _ = pan.handle(S.down(0, 0, 0))
        for i in 1...8 { _ = pan.handle(S.move(Double(i) * 10, 0, Double(i) * 0.008)) }
        let events = pan.handle(S.up(80, 0, 0.064 + 0.2))
        if case .ended(let value) = events.first { #expect(value.velocity == .zero) } else { Issue.record("\(events)") }
    }

    @Test func stationaryEventsAreSamples() {
        var pan = InstantPanRecognizer()
        _ = pan.handle(S.down(0, 0, 0))
        for i in 1...5 { _ = pan.handle(S.move(Double(i) * 10, 0, Double(i) * 0.01)) }
        // The finger holds still, reported by stationary events: velocity drops.
        var events: GestureEvents<InstantPanRecognizer.Event> = []
        for i in 1...4 { events = pan.handle(S.still(50, 0, 0.05 + Double(i) * 0.01)) }
        if case .changed(let value) = events.first { #expect(Swift.abs(value.velocity.dx) < 300) } else { Issue.record("\(events)") }
    }

    @Test func secondFingerIsIgnored() {
        var pan = InstantPanRecognizer()
        _ = pan.handle(S.down(0, 0, 0, id: 1))
        #expect(pan.handle(S.down(300, 300, 0.01, id: 2)).isEmpty)
        #expect(pan.handle(S.move(500, 500, 0.02, id: 2)).isEmpty)
        let moved = pan.handle(S.move(10, 0, 0.02, id: 1))
        if case .changed(let value) = moved.first { #expect(value.translation == Vector(dx: 10, dy: 0) && value.pointer == 1) } else { Issue.record("\(moved)") }
        #expect(pan.handle(S.up(500, 500, 0.03, id: 2)).isEmpty)
        #expect(pan.state == .panning)
        #expect(pan.handle(S.cancel(500, 500, 0.03, id: 2)).isEmpty)
        #expect(pan.state == .panning)
        let ended = pan.handle(S.up(10, 0, 0.04, id: 1))
        if case .ended = ended.first {} else { Issue.record("\(ended)") }
    }

    @Test func cancellationFromOutside() {
        var pan = InstantPanRecognizer()
        _ = pan.handle([S.down(0, 0, 0), S.move(20, 0, 0.01)])
        let cancelled = pan.handle(S.cancel(.nan, .nan, 0.02))
        guard case .cancelled(let value)? = cancelled.first else { Issue.record("\(cancelled)"); return }
        #expect(value.location == Point(x: 20, y: 0))  // bad location: the last good one
        #expect(pan.state == .idle)

        _ = pan.handle(S.down(0, 0, 1))
        let explicit = pan.cancel()
        if case .cancelled = explicit.first {} else { Issue.record("\(explicit)") }
        #expect(pan.cancel().isEmpty)
    }

    @Test func lostEndMeansCancelThenBegin() {
        var pan = InstantPanRecognizer()
        _ = pan.handle([S.down(0, 0, 0, id: 3), S.move(50, 0, 0.01, id: 3)])
        let events = pan.handle(S.down(200, 200, 0.5, id: 3))
        #expect(events.count == 2)
        if case .cancelled = events[0], case .began(let value) = events[1] {
            #expect(value.startLocation == Point(x: 200, y: 200))
        } else { Issue.record("\(events)") }
    }

    @Test func badNumbersAndIllegalSequences() {
        var pan = InstantPanRecognizer()
        #expect(pan.handle(S.move(1, 1, 0)).isEmpty)
        #expect(pan.handle(S.up(1, 1, 0)).isEmpty)
        #expect(pan.handle(S.down(.nan, 1, 0)).isEmpty)
        #expect(pan.handle(S.down(1, 1, .infinity)).isEmpty)
        #expect(pan.state == .idle)
        _ = pan.handle(S.down(0, 0, 1))
        #expect(pan.handle(S.move(.nan, 0, 1.01)).isEmpty)
        #expect(pan.handle(S.move(5, 0, .nan)).isEmpty)
        // Time going backwards is raised to the last time.
        let back = pan.handle(S.move(5, 0, 0.5))
        if case .changed(let value) = back.first { #expect(value.time == 1) } else { Issue.record("\(back)") }
        let ended = pan.handle(S.up(.infinity, 0, .nan))
        if case .ended(let value) = ended.first {
            #expect(value.location == Point(x: 5, y: 0) && value.time == 1)
            #expect(!value.velocity.dx.isNaN && !value.velocity.dy.isNaN)
        } else { Issue.record("\(ended)") }
        #expect(pan.advance(to: .nan).isEmpty)
    }

    @Test func speedCap() {
        var pan = InstantPanRecognizer(maximumSpeed: 2000)
        _ = pan.handle(S.down(0, 0, 0))
        _ = pan.handle(S.move(100, 0, 0.01))
        let events = pan.handle(S.up(100, 0, 0.015))
        if case .ended(let value) = events.first { expectClose(value.velocity.dx, 2000, tolerance: 1e-9) } else { Issue.record("\(events)") }
        #expect(pan.velocity(at: 0) == .zero)
    }
}

// Defects found in review, one test each.
extension InstantPanRecognizerTests {
    /// A finger moving at exactly 1000 pt/s, touch events at 120 Hz, while the
    /// owner calls `advance(to:)` at 60 Hz *before* each frame's events (the
    /// frame clock runs ahead of the touch timestamps). The velocity samples
    /// must keep the events' own times: release at 1000 pt/s, not 844.
    @Test(.tags(.regression, .review)) func advancingTheClockDoesNotRespaceVelocitySamples() {
        var pan = InstantPanRecognizer()
        var transform = TransformRecognizer()
        _ = pan.handle(S.down(0, 0, 0))
        _ = transform.handle(S.down(0, 0, 0, id: 1))
        _ = transform.handle(S.down(100, 0, 0, id: 2))
        var released: Vector?
        var transformEnd: Vector?
        for frame in 1...30 {
            let frameTime = Double(frame) / 60
            _ = pan.advance(to: frameTime)
            _ = transform.advance(to: frameTime)
            for k in 0..<2 {
                let t = frameTime - 1.0 / 60 + Double(k + 1) / 120 - 0.004
                _ = pan.handle(S.move(1000 * t, 0, t))
                _ = transform.handle(S.move(1000 * t, 0, t, id: 1))
                _ = transform.handle(S.move(100 + 1000 * t, 0, t, id: 2))
            }
        }
        let tEnd = 0.5
        for event in pan.handle(S.up(1000 * tEnd, 0, tEnd)) { if case .ended(let v) = event { released = v.velocity } }
        for event in transform.handle(S.up(1000 * tEnd, 0, tEnd, id: 1)) { if case .ended(let v) = event { transformEnd = v.velocity } }
        expectClose(released?.dx ?? 0, 1000, tolerance: 1e-6)
        expectClose(transformEnd?.dx ?? 0, 1000, tolerance: 1e-6)
    }
}
