import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// The recorded strokes of the velocity fixture replayed as touch scripts
/// through the recognizers: real finger data, not idealised lines.
@Suite("Recorded strokes replayed through recognizers")
struct RecordedScriptTests {
    let fixture: VelocityFixture

    init() throws { fixture = try VelocityFixture.load() }

    /// down → began, move → moved, up → ended, all for one pointer.
    func script(_ stroke: VelocityFixture.Stroke, pointer: PointerID = 1) -> [TouchEvent] {
        stroke.events.map { event in
            let phase: TouchPhase = event.type == "down" ? .began : (event.type == "up" ? .ended : .moved)
            return TouchEvent(pointer: pointer, phase: phase, location: event.position, timestamp: event.time)
        }
    }

    @Test func instantPanReleasesWithTheTrackersVelocity() {
        for stroke in fixture.strokes + [fixture.interrupted] {
            var pan = InstantPanRecognizer()
            let events = pan.handle(script(stroke))
            guard case .ended(let end)? = events.last, case .began? = events.first else { Issue.record("stroke \(stroke.id): \(events)"); continue }
            #expect(events.dropFirst().dropLast().allSatisfy { if case .changed = $0 { true } else { false } })
            let expected = stroke.expected["flutter_lsq2_current"]!
            expectClose(end.velocity, expected, tolerance: 0.001 * expected.length, "stroke \(stroke.id)")
            let first = stroke.events.first!.position, last = stroke.events.last!.position
            #expect(end.translation == first.offset(to: last))
        }
    }

    @Test func strokesAreScrollsNotTaps() {
        for stroke in fixture.strokes {
            var list = ScrollVersusTapRecognizer(axes: .vertical)
            let events = list.handle(script(stroke))
            #expect(events.first == .touchDown(stroke.events[0].position))
            #expect(events.contains(.tapCancelled), "stroke \(stroke.id)")
            guard case .scrollEnded(let end)? = events.last else { Issue.record("stroke \(stroke.id): \(events.last.map { "\($0)" } ?? "none")"); continue }
            #expect(end.velocity.dx == 0)
            expectClose(end.velocity.dy, stroke.expected["flutter_lsq2_current"]!.dy, tolerance: 0.001 * Swift.abs(stroke.expected["flutter_lsq2_current"]!.dy))

            var tap = TapRecognizer()
            #expect(tap.handle(script(stroke)).first == .failed(.movedTooFar))
        }
    }

    @Test func allStrokesInterleavedAsFingersOfOneHand() {
        // Stroke 1 drives the pan; every other stroke replays at the same time as another pointer.
        let main = script(fixture.strokes[0], pointer: 1)
        let t0 = main.first!.timestamp
        var others: [TouchEvent] = []
        for (i, stroke) in fixture.strokes.dropFirst().enumerated() {
            let shift = t0 - stroke.events.first!.time + Double(i) * 0.003
            others += script(stroke, pointer: PointerID(rawValue: 100 + i)).map { var e = $0; e.timestamp += shift; return e }
        }
        let merged = (main + others).enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }.map(\.element)
        var alone = InstantPanRecognizer()
        var together = InstantPanRecognizer()
        let expected = alone.handle(main)
        let actual = together.handle(merged).filter {
            switch $0 {
            case .began(let v), .changed(let v), .ended(let v), .cancelled(let v): return v.pointer == 1
            }
        }
        #expect(actual == expected)
    }
}
