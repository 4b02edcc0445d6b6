import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Force press")
struct ForcePressRecognizerTests {
    typealias S = Script

    /// Forces in the device's units, maximum 6.67 as on iPhone.
    static func pressWith(_ fractions: [Double]) -> [TouchEvent] {
        var events = [S.down(0, 0, 0, force: 0, maximumForce: 6.67)]
        for (i, f) in fractions.enumerated() {
            events.append(S.move(0, 0, Double(i + 1) * 0.016, force: f * 6.67, maximumForce: 6.67))
        }
        return events
    }

    func transitions<Events: Sequence>(_ events: Events) -> [String] where Events.Element == ForcePressRecognizer.Event {
        events.compactMap {
            switch $0 {
            case .activated: return "activated"
            case .confirmed: return "confirmed"
            case .began: return "began"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .changed: return nil
            }
        }
    }

    @Test func hysteresisActivatesThenConfirmsOnEasingOff() {
        var press = ForcePressRecognizer()
        let events = press.handle(Self.pressWith([0.2, 0.45, 0.5, 0.6, 0.495, 0.5, 0.49]))
        #expect(transitions(events) == ["began", "activated", "confirmed"])
        #expect(events.compactMap(\.haptic) == [.activation, .confirmation])
        #expect(press.state == .confirmed)
        // Back up above activation without dropping below reset: nothing.
        #expect(transitions(press.handle(S.move(0, 0, 0.2, force: 0.9 * 6.67, maximumForce: 6.67))).isEmpty)
        // Below reset re-arms; a second press activates again.
        _ = press.handle(S.move(0, 0, 0.21, force: 0.39 * 6.67, maximumForce: 6.67))
        #expect(press.state == .reset)
        #expect(transitions(press.handle(S.move(0, 0, 0.22, force: 0.5 * 6.67, maximumForce: 6.67))) == ["activated"])
    }

    @Test func hoveringAtTheThresholdDoesNotChatter() {
        var press = ForcePressRecognizer()
        let wobble = (0..<40).map { 0.5 + 0.004 * ($0 % 2 == 0 ? 1 : -1) }  // 0.504 / 0.496
        let events = press.handle(Self.pressWith(wobble))
        #expect(transitions(events) == ["began", "activated"])
    }

    @Test func proportionalOutput() {
        var press = ForcePressRecognizer()
        let events = press.handle(Self.pressWith([0.1, 0.3, 0.2, 1.5]))
        let forces = events.compactMap { event -> Double? in
            if case .changed(let s) = event { return s.force }
            return nil
        }
        #expect(forces.count == 4)
        expectClose(forces[0], 0.1, tolerance: 1e-12)
        expectClose(forces[1], 0.3, tolerance: 1e-12)
        expectClose(forces[2], 0.2, tolerance: 1e-12)
        #expect(forces[3] == 1)  // clamped to the maximum
        #expect(press.force == 1)
    }

    @Test func liftingWhileArmedConfirmsCancellingDoesNot() {
        var lift = ForcePressRecognizer()
        _ = lift.handle(Self.pressWith([0.7]))
        #expect(transitions(lift.handle(S.up(0, 0, 0.1))) == ["confirmed", "ended"])
        #expect(lift.state == .idle && lift.force == 0)

        var noConfirm = ForcePressRecognizer(confirmsOnRelease: false)
        _ = noConfirm.handle(Self.pressWith([0.7]))
        #expect(transitions(noConfirm.handle(S.up(0, 0, 0.1))) == ["ended"])

        var cancelled = ForcePressRecognizer()
        _ = cancelled.handle(Self.pressWith([0.7]))
        #expect(cancelled.handle(S.cancel(0, 0, 0.1)) == [.cancelled])
        _ = cancelled.handle(Self.pressWith([0.7]))
        #expect(cancelled.cancel() == [.cancelled])
        #expect(cancelled.cancel().isEmpty)
    }

    @Test func mouseRampsASyntheticForceWithTime() {
        var press = ForcePressRecognizer()
        let began = press.handle(TouchEvent.began(at: Point(x: 5, y: 5), time: 10, kind: .mouse))
        #expect(transitions(began) == ["began"])
        #expect(press.usesSyntheticForce)
        var log: [ForcePressRecognizer.Event] = []
        var t = 10.0
        while t < 10.6 {
            t += 1.0 / 60
            log += press.advance(to: t)
        }
        #expect(transitions(log) == ["activated"])
        if case .activated(let s) = log.first(where: { $0.haptic == .activation }) {
            #expect(s.isSynthetic && s.force >= 0.5 && s.time >= 10.5 && s.time < 10.52)
        }
        #expect(transitions(press.handle(S.up(5, 5, 10.7))) == ["confirmed", "ended"])
    }

    @Test func syntheticForceAlsoAdvancesWithEvents() {
        var press = ForcePressRecognizer(syntheticRampDuration: 0.2)
        _ = press.handle(S.down(0, 0, 0))
        let events = press.handle(S.still(0, 0, 0.15))
        #expect(transitions(events) == ["activated"])
        expectClose(press.force, 0.75, tolerance: 1e-12)
        // A bad ramp uses 1 s.
        var fallback = ForcePressRecognizer(syntheticRampDuration: -3)
        _ = fallback.handle(S.down(0, 0, 0))
        _ = fallback.advance(to: 0.25)
        #expect(fallback.force == 0.25)
        // Real force: advance does nothing.
        var real = ForcePressRecognizer()
        _ = real.handle(Self.pressWith([0.3]))
        #expect(real.advance(to: 5).isEmpty)
        #expect(!real.usesSyntheticForce)
    }

    @Test func thresholds() throws {
        let t = ForcePressRecognizer.Thresholds(reset: 0.9, activation: 0.3, confirmation: .nan)
        // Confirmation is kept strictly below activation (no chatter at a steady force).
        #expect(t.activation == 0.3 && t.confirmation == 0.3.nextDown && t.reset == 0.3.nextDown)
        let u = ForcePressRecognizer.Thresholds(reset: -1, activation: 2, confirmation: 0.8)
        #expect(u.activation == 1 && u.confirmation == 0.8 && u.reset == 0)
        #expect(try ForcePressRecognizer.Thresholds.validated(reset: 0.4, activation: 0.5, confirmation: 0.49) == .standard)
        #expect(throws: ParameterError.self) { try ForcePressRecognizer.Thresholds.validated(reset: 0.4, activation: 0.5, confirmation: 0.6) }
        #expect(throws: ParameterError.self) { try ForcePressRecognizer.Thresholds.validated(reset: 0.495, activation: 0.5, confirmation: 0.49) }
        #expect(throws: ParameterError.self) { try ForcePressRecognizer.Thresholds.validated(reset: .nan, activation: 0.5, confirmation: 0.49) }
        do {
            _ = try ForcePressRecognizer.Thresholds.validated(reset: 0.4, activation: 1.5, confirmation: 0.49)
            Issue.record("no error")
        } catch {
            #expect(error.parameter == "activation")
        }
    }

    @Test func secondFingerAndBadNumbers() {
        var press = ForcePressRecognizer()
        _ = press.handle(S.down(0, 0, 0, id: 1, force: 0, maximumForce: 1))
        #expect(press.handle(S.down(0, 0, 0.01, id: 2, force: 1, maximumForce: 1)).isEmpty)
        #expect(press.handle(S.move(0, 0, 0.02, id: 2, force: 1, maximumForce: 1)).isEmpty)
        #expect(press.state == .reset)
        // A missing or NaN force keeps the last reading.
        _ = press.handle(S.move(0, 0, 0.03, id: 1, force: 0.3, maximumForce: 1))
        _ = press.handle(S.move(0, 0, 0.04, id: 1, force: .nan, maximumForce: 1))
        #expect(press.force == 0.3)
        _ = press.handle(S.move(0, 0, 0.05, id: 1))
        #expect(press.force == 0.3)
        #expect(press.handle(S.move(.nan, 0, 0.06, id: 1, force: 1, maximumForce: 1)).isEmpty)
        #expect(press.state == .reset)
        // A repeated began restarts.
        #expect(transitions(press.handle(S.down(0, 0, 0.1, id: 1, force: 0, maximumForce: 1))) == ["cancelled", "began"])
    }
}

@Suite("ForcePressRecognizer: synthetic ramp and activation time")
struct ForcePressSyntheticTimeTests {
    @Test func theRampFallsBackToOneSecond() {
        #expect(ForcePressRecognizer().syntheticRamp == 1)
        #expect(ForcePressRecognizer(syntheticRampDuration: 2).syntheticRamp == 2)
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(ForcePressRecognizer(syntheticRampDuration: bad).syntheticRamp == 1)
        }
    }

    @Test func activationTimeIsTheFirstInstantTheRampReachesActivation() throws {
        let press = ForcePressRecognizer()
        #expect(press.syntheticActivationTime(pressedAt: 0) == 0.5)
        for start in [0.1, 1.0 / 3, 12.345, 1e6 + 0.1] {
            let t = try #require(press.syntheticActivationTime(pressedAt: start))
            #expect((t - start) / press.syntheticRamp >= press.thresholds.activation)
            #expect((t.nextDown - start) / press.syntheticRamp < press.thresholds.activation)
        }
        #expect(press.syntheticActivationTime(pressedAt: .infinity) == nil)
    }

    @Test func theRecognizerActivatesAtThatInstant() throws {
        var press = ForcePressRecognizer(syntheticRampDuration: 0.8)
        _ = press.handle(Script.down(0, 0, 0.1, kind: .mouse))
        let t = try #require(press.syntheticActivationTime(pressedAt: 0.1))
        _ = press.advance(to: t.nextDown)
        #expect(press.state == .reset)
        _ = press.advance(to: t)
        #expect(press.state == .activated)
    }
}

// Defects found in review, one test each.
extension ForcePressRecognizerTests {
    @Test(.tags(.regression, .review)) func forcePressRearmsAfterASharpRelease() {
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

    @Test(.tags(.regression, .review)) func equalThresholdsDoNotChatter() throws {
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
}

// Robustness defect 9 of issue #13: thresholds that left 0…1. They always keep their order inside 0…1.
extension ForcePressRecognizerTests {
    @Test(.tags(.regression, .robustness), .bug(id: 13, "force thresholds left 0…1"))
    func zeroActivationStillLeavesRoomBelowIt() {
        let t = ForcePressRecognizer.Thresholds(reset: 0.4, activation: 0, confirmation: 0.49)
        #expect(t.reset >= 0 && t.confirmation >= 0)
        #expect(t.reset <= t.confirmation && t.confirmation < t.activation && t.activation <= 1)
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "force thresholds left 0…1")) func anyInputKeepsTheOrder() {
        let values: [Double] = [-1, 0, 1e-300, 0.3, 0.49, 0.5, 1, 2, .nan, .infinity, -.infinity]
        for r in values { for a in values { for c in values {
            let t = ForcePressRecognizer.Thresholds(reset: r, activation: a, confirmation: c)
            #expect(0 <= t.reset && t.reset <= t.confirmation && t.confirmation < t.activation && t.activation <= 1,
                    "\(r) \(a) \(c) → \(t)")
        } } }
    }
}
