import FluidGestures
import FluidPhysics
import Foundation
import FluidTestSupport
import Testing

/// Property-based checks shared by every recognizer: random, hostile input
/// never crashes or produces NaN, cancellation always returns to idle, and
/// a second finger never changes what the first finger's gesture reports.
@Suite("GestureRecognizer: every recognizer under hostile input")
struct GestureRecognizerTests {
    /// A random event: mostly plausible, sometimes hostile.
    static func randomEvent(_ g: inout SeededRandom, time: inout Double) -> TouchEvent {
        let phases: [TouchPhase] = [.began, .moved, .moved, .moved, .stationary, .ended, .cancelled]
        let phase = phases[Int(g.uniform(0...Double(phases.count) - 0.001))]
        var location = Point(x: g.uniform(-50...450), y: g.uniform(-50...450))
        if g.chance(0.05) { location.x = [.nan, .infinity, -.infinity][Int(g.uniform(0...2.999))] }
        time += g.uniform(0...0.05)
        var stamp = time
        if g.chance(0.05) { stamp = time - g.uniform(0...1) }
        if g.chance(0.03) { stamp = .nan }
        let force: Double? = g.chance(0.5) ? g.uniform(-1...8) : nil
        return TouchEvent(
            pointer: PointerID(rawValue: Int(g.uniform(0...2.999))), phase: phase, location: location, timestamp: stamp,
            kind: g.chance(0.3) ? .mouse : .touch, force: force, maximumForce: g.chance(0.7) ? 6.67 : nil)
    }

    static func hasNaN<Events: Sequence>(_ events: Events) -> Bool {
        events.contains { "\($0)".contains("nan") }
    }

    func fuzz<R: GestureRecognizer>(_ make: () -> R, idle: R.State, seed: UInt64) {
        var g = SeededRandom(seed: seed)
        for _ in 0..<200 {
            var recognizer = make()
            var time = 0.0
            for _ in 0..<60 {
                let roll = g.uniform(0...1)
                let events: GestureEvents<R.Event>
                if roll < 0.08 {
                    events = recognizer.advance(to: g.chance(0.1) ? .nan : time + g.uniform(-0.1...0.6))
                } else if roll < 0.11 {
                    events = recognizer.cancel()
                    #expect(recognizer.state == idle, "cancel() must return to idle")
                } else {
                    events = recognizer.handle(Self.randomEvent(&g, time: &time))
                }
                #expect(!Self.hasNaN(events), "\(events)")
                #expect(events.count <= 3, "one call emitted \(events.count) events")  // GestureEvents holds 4
            }
            _ = recognizer.cancel()
            #expect(recognizer.state == idle)
        }
    }

    @Test func fuzzEveryRecognizer() {
        fuzz({ InstantPanRecognizer() }, idle: .idle, seed: 1)
        fuzz({ TapRecognizer(requiredTapCount: 2) }, idle: .idle, seed: 2)
        fuzz({ LongPressRecognizer() }, idle: .idle, seed: 3)
        fuzz({ ControlTracker(bounds: Rect(x: 100, y: 100, width: 200, height: 200)) }, idle: .idle, seed: 4)
        fuzz({ ForcePressRecognizer() }, idle: .idle, seed: 5)
        fuzz({ ScrollVersusTapRecognizer() }, idle: .idle, seed: 6)
        fuzz({ TransformRecognizer() }, idle: .idle, seed: 7)
    }

    /// A plausible one-finger gesture of `pointer`: touch-down, a few moves
    /// (small or large), then a lift or a cancel.
    static func gesture(_ g: inout SeededRandom, pointer: PointerID) -> [TouchEvent] {
        var t = g.uniform(0...1)
        var p = Point(x: g.uniform(120...280), y: g.uniform(120...280))
        let spread = g.chance(0.5) ? 1.5 : 12
        let forceScale = g.uniform(0...1)
        var events = [TouchEvent.began(pointer, at: p, time: t, force: 0, maximumForce: 1)]
        for i in 0..<Int(g.uniform(0...12)) {
            t += g.uniform(0.004...0.06)
            p = p + Vector(dx: g.gaussian(sigma: spread), dy: g.gaussian(sigma: spread))
            let force = forceScale * (1 + sin(Double(i))) / 2
            events.append(g.chance(0.2) ? .stationary(pointer, at: p, time: t, force: force, maximumForce: 1) : .moved(pointer, to: p, time: t, force: force, maximumForce: 1))
        }
        t += g.uniform(0.004...0.3)
        events.append(g.chance(0.85) ? .ended(pointer, at: p, time: t) : .cancelled(pointer, at: p, time: t))
        return events
    }

    func isolation<R: GestureRecognizer>(_ make: () -> R, idle: R.State, seed: UInt64) {
        var g = SeededRandom(seed: seed)
        var checked = 0
        for _ in 0..<300 {
            let first = Self.gesture(&g, pointer: 1)
            // Pure run: advance to each event's time first, as an owner would each frame.
            var pure = make()
            var pureEvents: [R.Event] = []
            var wentIdleEarly = false
            for (i, e) in first.enumerated() {
                pureEvents += pure.advance(to: e.timestamp)
                pureEvents += pure.handle(e)
                if i < first.count - 1, pure.state == idle { wentIdleEarly = true }
            }
            // A tap that failed (or a control touched outside) is idle while the
            // finger is still down; a new finger may then legitimately start a
            // gesture, so isolation is only claimed while the first is followed.
            guard !wentIdleEarly else { continue }
            checked += 1
            // Mixed run: a second finger does anything at any time after the first touched down.
            var noise: [TouchEvent] = []
            var t = first[0].timestamp
            for _ in 0..<Int(g.uniform(1...15)) {
                var e = Self.randomEvent(&g, time: &t)
                e.pointer = 2
                noise.append(e)
            }
            var mixed = make()
            var mixedEvents: [R.Event] = []
            var noiseIndex = 0
            for (i, e) in first.enumerated() {
                mixedEvents += mixed.advance(to: e.timestamp)
                mixedEvents += mixed.handle(e)
                if i < first.count - 1 {
                    let slots = noise.count - noiseIndex
                    for _ in 0..<(slots > 0 ? Int(g.uniform(0...Double(slots))) : 0) {
                        mixedEvents += mixed.handle(noise[noiseIndex])
                        noiseIndex += 1
                    }
                }
            }
            #expect(mixedEvents == pureEvents, "second finger changed the gesture")
        }
        #expect(checked >= 50, "too few gestures stayed followed to the end (\(checked))")
    }

    @Test func secondFingerNeverCorruptsTheFirst() {
        isolation({ InstantPanRecognizer() }, idle: .idle, seed: 11)
        isolation({ TapRecognizer() }, idle: .idle, seed: 12)
        isolation({ LongPressRecognizer(minimumDuration: 0.2, allowableMovement: 40) }, idle: .idle, seed: 13)
        isolation({ ControlTracker(bounds: Rect(x: 100, y: 100, width: 200, height: 200)) }, idle: .idle, seed: 14)
        isolation({ ForcePressRecognizer() }, idle: .idle, seed: 15)
        isolation({ ScrollVersusTapRecognizer() }, idle: .idle, seed: 16)
    }

    @Test func panEventsFollowTheirGrammar() {
        // began (changed)* (ended | cancelled), repeated; never two began in a row.
        var g = SeededRandom(seed: 21)
        for _ in 0..<200 {
            var pan = InstantPanRecognizer()
            var time = 0.0
            var open = false
            for _ in 0..<80 {
                let events = g.chance(0.05) ? pan.cancel() : pan.handle(Self.randomEvent(&g, time: &time))
                for event in events {
                    switch event {
                    case .began: #expect(!open); open = true
                    case .changed: #expect(open)
                    case .ended, .cancelled: #expect(open); open = false
                    }
                }
                #expect((pan.state == .panning) == open)
            }
        }
    }
}
