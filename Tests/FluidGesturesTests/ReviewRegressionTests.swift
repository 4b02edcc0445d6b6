import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// Regressions for defects found in review, one test each.
@Suite("Gesture review regressions")
struct GestureReviewRegressionTests {
    typealias S = Script

    /// A finger moving at exactly 1000 pt/s, touch events at 120 Hz, while the
    /// owner calls `advance(to:)` at 60 Hz *before* each frame's events (the
    /// frame clock runs ahead of the touch timestamps). The velocity samples
    /// must keep the events' own times: release at 1000 pt/s, not 844.
    @Test func advancingTheClockDoesNotRespaceVelocitySamples() {
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

    @Test func forcePressRearmsAfterASharpRelease() {
        var press = ForcePressRecognizer()
        var haptics: [ForcePressRecognizer.Haptic] = []
        var events = [S.down(0, 0, 0, force: 0, maximumForce: 1)]
        for (i, f) in [0.1, 0.6, 0.3, 0.6].enumerated() {
            events.append(S.move(0, 0, Double(i + 1) * 0.016, force: f, maximumForce: 1))
        }
        for e in events { for event in press.handle(e) { if let h = event.haptic { haptics.append(h) } } }
        #expect(haptics == [.activation, .confirmation, .activation])
        #expect(press.state == .activated)
    }

    @Test func equalThresholdsDoNotChatter() throws {
        #expect(throws: ParameterError.self) {
            _ = try ForcePressRecognizer.Thresholds.validated(reset: 0.5, activation: 0.5, confirmation: 0.5)
        }
        var press = ForcePressRecognizer(thresholds: .init(reset: 0.5, activation: 0.5, confirmation: 0.5))
        var haptics = 0
        _ = press.handle(S.down(0, 0, 0, force: 0, maximumForce: 1))
        for i in 1...6 {
            for event in press.handle(S.move(0, 0, Double(i) * 0.016, force: 0.5, maximumForce: 1)) where event.haptic != nil {
                haptics += 1
            }
        }
        #expect(haptics == 1)
    }

    @Test func aCancelledLongPressNeverBegins() {
        var press = LongPressRecognizer()
        _ = press.handle(S.down(0, 0, 0))
        let events = press.handle(S.cancel(0, 0, 0.6))
        for event in events {
            if case .began = event { Issue.record("a cancelled touch recognised: \(events)") }
        }
        #expect(events.contains { if case .failed = $0 { return true } else { return false } })
    }

    @Test func pagingWithAHugePageCountDoesNotTrap() {
        let pages = Paging(pageLength: 1, pageCount: .max, maximumPagesPerFlick: nil)
        #expect(pages.page(at: 1e30) == Int.max - 1)
        #expect(pages.page(at: -1e30) == 0)
        #expect(pages.targetPage(from: 1e30, velocity: 1e300) == Int.max - 1)
        #expect(pages.targetPage(from: 10, velocity: 0) == 10)
    }

    @Test func velocitySamplerStaysFiniteForTinyTimeSteps() {
        var a = VelocitySampler<Double>()
        _ = a.addSample(1, time: 0)
        _ = a.addSample(1, time: .leastNonzeroMagnitude)
        #expect(a.velocity.isFinite)
        var b = VelocitySampler<Double>()
        _ = b.addSample(0, time: 0)
        _ = b.addSample(1, time: Double.leastNormalMagnitude / 100)
        #expect(b.velocity.isFinite)
    }

    @Test func anOverflowingVelocityIsClampedNotZeroed() {
        var tracker = VelocityTracker(maximumSpeed: 8000)
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 1e300, y: 1e300), at: 1e-9)
        let v = tracker.velocity(at: 1e-9)
        expectClose(v.length, 8000, tolerance: 1e-9)
        expectClose(v.dx, v.dy, tolerance: 1e-9)
    }

    @Test func windowRulesHoldAtLargeAbsoluteTimestamps() {
        // Seconds since 1970: timestamps 2.4e-7 s apart. A gap of exactly
        // 40 ms still joins the window; 41 ms splits it.
        let base = 1.7e9
        for (gap, expected) in [(0.040, 3), (0.041, 2)] {
            var tracker = VelocityTracker()
            tracker.addPosition(Point(x: 0, y: 0), at: base)
            tracker.addPosition(Point(x: 10, y: 0), at: base + gap)
            tracker.addPosition(Point(x: 20, y: 0), at: base + gap + 0.008)
            tracker.addPosition(Point(x: 30, y: 0), at: base + gap + 0.016)
            // With the first sample in the window the fit sees the slow start.
            let v = tracker.velocity(at: base + gap + 0.016).dx
            // (Timestamps this large carry ~1e-7 s of rounding: 3e-5 of an 8 ms step.)
            if expected == 3 { #expect(Swift.abs(v - 1250) > 10) } else { expectClose(v, 1250, tolerance: 0.5) }
        }
    }
}

/// Robustness defect 9: thresholds that left 0…1.
@Suite("Force thresholds always keep their order inside 0…1")
struct ForceThresholdOrderTests {
    @Test func zeroActivationStillLeavesRoomBelowIt() {
        let t = ForcePressRecognizer.Thresholds(reset: 0.4, activation: 0, confirmation: 0.49)
        #expect(t.reset >= 0 && t.confirmation >= 0)
        #expect(t.reset <= t.confirmation && t.confirmation < t.activation && t.activation <= 1)
    }

    @Test func anyInputKeepsTheOrder() {
        let values: [Double] = [-1, 0, 1e-300, 0.3, 0.49, 0.5, 1, 2, .nan, .infinity, -.infinity]
        for r in values { for a in values { for c in values {
            let t = ForcePressRecognizer.Thresholds(reset: r, activation: a, confirmation: c)
            #expect(0 <= t.reset && t.reset <= t.confirmation && t.confirmation < t.activation && t.activation <= 1,
                    "\(r) \(a) \(c) → \(t)")
        } } }
    }
}
