import FluidGestures
import FluidPhysics
import Foundation
import FluidTestSupport
import Testing

@Suite("Two-finger transform")
struct TransformRecognizerTests {
    typealias S = Script

    func value<Events: BidirectionalCollection>(_ events: Events) -> TransformRecognizer.Value? where Events.Element == TransformRecognizer.Event {
        switch events.last {
        case .began(let v)?, .changed(let v)?, .ended(let v)?, .cancelled(let v)?: return v
        case nil: return nil
        }
    }

    @Test func pinchRotateAndPan() {
        var transform = TransformRecognizer()
        #expect(transform.handle(S.down(100, 100, 0, id: 1)).isEmpty)
        #expect(transform.state == .oneFinger)
        let began = transform.handle(S.down(200, 100, 0.01, id: 2))
        guard let start = value(began), case .began? = began.first else { Issue.record("\(began)"); return }
        #expect(start.scale == 1 && start.rotation == .zero && start.translation == .zero && start.center == Point(x: 150, y: 100))
        // Spread to twice the distance, turning the pair a quarter turn about its midpoint, moving it 30 points right.
        var last: TransformRecognizer.Value?
        for i in 1...20 {
            let f = Double(i) / 20
            let angle = f * .pi / 2
            let half = 50 * (1 + f)
            let c = Point(x: 150 + 30 * f, y: 100)
            let t = 0.01 + f * 0.2
            _ = transform.handle(S.move(c.x - half * cos(angle), c.y - half * sin(angle), t, id: 1))
            last = value(transform.handle(S.move(c.x + half * cos(angle), c.y + half * sin(angle), t, id: 2)))
        }
        expectClose(last!.scale, 2, tolerance: 1e-9)
        expectClose(last!.rotation.radians, .pi / 2, tolerance: 1e-9)
        expectClose(last!.translation.dx, 30, tolerance: 1e-9)
        // Steady rates: 7.85 rad/s, 5 per second, 150 points/s.
        expectClose(last!.angularVelocity, (Double.pi / 2) / 0.2, tolerance: 0.05)
        expectClose(last!.scaleVelocity, 1 / 0.2, tolerance: 0.05)
        expectClose(last!.velocity.dx, 150, tolerance: 1)
        let ended = transform.handle(S.up(0, 0, 0.22, id: 2))
        guard case .ended(let end)? = ended.first else { Issue.record("\(ended)"); return }
        expectClose(end.rotation.radians, .pi / 2, tolerance: 1e-9)
        #expect(transform.state == .oneFinger)
        // The rotation's release feeds angle snapping.
        let snapped = AngleSnapping(step: .degrees(90)).target(from: end.rotation, velocity: end.angularVelocity)!
        expectClose(snapped.degrees.remainder(dividingBy: 90), 0, tolerance: 1e-9)
    }

    @Test func rotationIsUnwrappedPastHalfATurn() {
        var transform = TransformRecognizer()
        _ = transform.handle([S.down(-50, 0, 0, id: 1), S.down(50, 0, 0, id: 2)])
        var last: TransformRecognizer.Value?
        for i in 1...30 {
            let angle = Double(i) / 30 * 1.5 * .pi  // three quarters of a turn... and more
            let t = Double(i) * 0.01
            _ = transform.handle(S.move(-50 * cos(angle), -50 * sin(angle), t, id: 1))
            last = value(transform.handle(S.move(50 * cos(angle), 50 * sin(angle), t, id: 2)))
        }
        expectClose(last!.rotation.radians, 1.5 * .pi, tolerance: 1e-9)
    }

    @Test func thirdFingerIsIgnoredAndASecondTransformCanFollow() {
        var transform = TransformRecognizer()
        _ = transform.handle([S.down(0, 0, 0, id: 1), S.down(100, 0, 0, id: 2)])
        #expect(transform.handle(S.down(50, 50, 0.01, id: 3)).isEmpty)
        #expect(transform.handle(S.move(500, 500, 0.02, id: 3)).isEmpty)
        #expect(transform.handle(S.up(500, 500, 0.03, id: 3)).isEmpty)
        let ended = transform.handle(S.up(0, 0, 0.05, id: 1))
        if case .ended? = ended.first {} else { Issue.record("\(ended)") }
        // Finger 2 stays; a new finger starts a fresh transform from the current positions.
        let again = transform.handle(S.down(100, 200, 0.1, id: 4))
        if case .began(let v)? = again.first { #expect(v.scale == 1 && v.center == Point(x: 100, y: 100)) } else { Issue.record("\(again)") }
        _ = transform.handle(S.up(100, 0, 0.2, id: 2))
        _ = transform.handle(S.up(100, 200, 0.2, id: 4))
        #expect(transform.state == .idle)
    }

    @Test func cancellation() {
        var transform = TransformRecognizer()
        _ = transform.handle([S.down(0, 0, 0, id: 1), S.down(100, 0, 0, id: 2)])
        let cancelled = transform.handle(S.cancel(0, 0, 0.1, id: 2))
        if case .cancelled? = cancelled.first {} else { Issue.record("\(cancelled)") }
        #expect(transform.state == .idle)
        _ = transform.handle([S.down(0, 0, 1, id: 1), S.down(100, 0, 1, id: 2)])
        if case .cancelled? = transform.cancel().first {} else { Issue.record("cancel()") }
        #expect(transform.cancel().isEmpty)
        _ = transform.handle(S.down(0, 0, 2, id: 1))
        #expect(transform.cancel().isEmpty && transform.state == .idle)
        // A repeated began of a followed finger: cancel and start over with it.
        _ = transform.handle([S.down(0, 0, 3, id: 1), S.down(100, 0, 3, id: 2)])
        let restarted = transform.handle(S.down(10, 10, 3.1, id: 2))
        if case .cancelled? = restarted.first {} else { Issue.record("\(restarted)") }
        #expect(transform.state == .oneFinger)
    }

    @Test func coincidentFingersAndBadNumbers() {
        var transform = TransformRecognizer()
        _ = transform.handle([S.down(10, 10, 0, id: 1), S.down(10, 10, 0, id: 2)])
        let moved = transform.handle(S.move(10, 10, 0.01, id: 2))
        let v = value(moved)!
        #expect(v.scale == 1 && v.rotation == .zero)
        let spread = value(transform.handle(S.move(40, 10, 0.02, id: 2)))!
        expectClose(spread.scale, 3, tolerance: 1e-12)  // 30 points over the 10-point minimum span
        #expect(transform.handle(S.move(.nan, 10, 0.03, id: 2)).isEmpty)
        #expect(transform.handle(S.down(.nan, 0, 0.03, id: 5)).isEmpty)
        let late = value(transform.handle(S.move(40, 20, -4, id: 1)))!
        #expect(late.time == 0.02 && !late.angularVelocity.isNaN)
        #expect(transform.advance(to: .nan).isEmpty)
    }

    @Test func aThirdFingerNeverChangesTheTransform() {
        var g = SeededRandom(seed: 41)
        for _ in 0..<200 {
            var script: [TouchEvent] = []
            var t = 0.0
            var a = Point(x: g.uniform(0...300), y: g.uniform(0...300))
            var b = Point(x: g.uniform(0...300), y: g.uniform(0...300))
            script.append(.began(1, at: a, time: t))
            script.append(.began(2, at: b, time: t + 0.005))
            t += 0.005
            for _ in 0..<Int(g.uniform(1...20)) {
                t += g.uniform(0.004...0.02)
                if g.chance(0.5) {
                    a = a + Vector(dx: g.gaussian(sigma: 10), dy: g.gaussian(sigma: 10))
                    script.append(.moved(1, to: a, time: t))
                } else {
                    b = b + Vector(dx: g.gaussian(sigma: 10), dy: g.gaussian(sigma: 10))
                    script.append(.moved(2, to: b, time: t))
                }
            }
            script.append(g.chance(0.8) ? .ended(1, at: a, time: t + 0.01) : .cancelled(2, at: b, time: t + 0.01))
            var pure = TransformRecognizer()
            let expected = pure.handle(script)
            var mixed = TransformRecognizer()
            var actual: [TransformRecognizer.Event] = []
            var noiseTime = 0.001
            for (i, event) in script.enumerated() {
                actual += mixed.handle(event)
                if i >= 1, i < script.count - 1, g.chance(0.5) {
                    var noise = GestureRecognizerTests.randomEvent(&g, time: &noiseTime)
                    noise.pointer = 3
                    actual += mixed.handle(noise)
                }
            }
            #expect(actual == expected)
        }
    }
}

// A defect the debug invariants found (GestureInvariantTests): it failed before its fix.
extension TransformRecognizerTests {
    /// Fingers near ±1e308 (finite) used to make the scale ∞/∞ and the
    /// translation ∞ − ∞: NaN out of finite input.
    @Test(.tags(.regression)) func farApartFingersTransformWithoutNaN() {
        var t = TransformRecognizer()
        _ = t.handle(Script.down(-1e308, 0, 0, id: 1))
        let began = t.handle(Script.down(1e308, 0, 0.01, id: 2))
        let changed = t.handle(Script.move(1e308, 1e308, 0.02, id: 2))
        #expect(t.checkInvariants())
        #expect(!GestureInvariantTests.hasNaN(began) && !GestureInvariantTests.hasNaN(changed), "\(began) \(changed)")
        guard case .began(let value)? = began.first else {
            Issue.record("expected .began: \(began)")
            return
        }
        #expect(value.scale == 1 && value.center == Point(x: 0, y: 0), "\(value)")
    }
}
