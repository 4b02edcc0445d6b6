@testable import FluidPlayground
import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import Testing

@Suite("--record and --replay")
@MainActor
struct ScriptRecorderTests {
    @Test func aRecordingIsAValidScriptThatReplaysToTheSameTouches() throws {
        var recorder = ScriptRecorder(interface: "pip", viewport: .phone)
        recorder.record(.began(1, at: Point(x: 330, y: 720), time: 0.5, force: 0.3))
        recorder.record(.moved(1, to: Point(x: 300, y: 650), time: 0.51))
        recorder.record(.moved(1, to: Point(x: .nan, y: 650), time: 0.52))       // dropped
        recorder.record(.moved(1, to: Point(x: 260, y: 600), time: 0.505))      // earlier than 0.51: clamped to it
        recorder.record(.ended(1, at: Point(x: 260, y: 600), time: 0.6))
        recorder.record(.began(2, at: Point(x: 100, y: 100), time: 0.7))        // never ends: cancelled in the script
        let parsed = try GestureScript(parsing: recorder.text)
        #expect(parsed == recorder.script)
        try parsed.validate()
        #expect(parsed.interface == "pip" && parsed.until == .settled)
        #expect(parsed.touches.map(\.phase) == [.began, .moved, .moved, .ended, .began, .cancelled])
        #expect(parsed.touches.map(\.timestamp) == [0.5, 0.51, 0.51, 0.6, 0.7, 0.7])
        #expect(parsed.touches.first?.force == 0.3)
        // And fluid replay's runner plays it.
        let result = try ScriptReplay(script: parsed).run()
        #expect(result.settled)
    }

    /// Key M while recording: the script carries the change at its time,
    /// and replays as the window played (with reduced motion from there).
    @Test func aRecordingKeepsTheMotionPreference() throws {
        var recorder = ScriptRecorder(interface: "drawer", viewport: .phone)
        recorder.record(.reduced, at: 0)
        for (i, t) in [0.0, 0.02, 0.04, 0.06, 0.08, 0.08].enumerated() {
            recorder.record(TouchEvent(pointer: 1, phase: i == 0 ? .began : (i == 5 ? .ended : .moved),
                                       location: Point(x: 195, y: 700 - Double(i) * 28), timestamp: t))
        }
        recorder.record(.full, at: 0.6)
        let parsed = try GestureScript(parsing: recorder.text)
        #expect(parsed.events.first == .motion(time: 0, preference: .reduced))
        #expect(parsed.events.last == .motion(time: 0.6, preference: .full))
        var late = ScriptRecorder(interface: "drawer", viewport: .phone)
        late.record(.began(1, at: Point(x: 195, y: 700), time: 0.3))
        late.record(.reduced, at: 0.05)   // earlier than the last touch: at it
        #expect(late.events.last == .motion(time: 0.3, preference: .reduced))
        #expect(recorder.text.contains(#""reducedMotion" : true"#) || recorder.text.contains(#""reducedMotion": true"#))
        var plain = parsed
        plain.events.removeAll { if case .motion = $0 { return true } else { return false } }
        var reduced = ScriptReplay(script: plain)
        reduced.motionPreference = .reduced
        let times = [0.1, 0.2]
        #expect(try ScriptReplay(script: parsed).run(at: times).at == (try reduced.run(at: times)).at)
    }

    @Test func thePlayerHandsOutEachEventOnceWhenItsTimeComes() throws {
        var recorder = ScriptRecorder(interface: "drawer", viewport: .phone)
        for (i, t) in [0.0, 0.1, 0.1, 0.25].enumerated() {
            recorder.record(TouchEvent(pointer: 1, phase: i == 0 ? .began : (i == 3 ? .ended : .moved),
                                       location: Point(x: 195, y: 700 - Double(i) * 20), timestamp: t))
        }
        var player = ScriptPlayer(script: recorder.script)
        #expect(player.due(at: -1).isEmpty)
        #expect(player.due(at: 0).count == 1)
        #expect(player.due(at: 0.05).isEmpty)
        #expect(player.due(at: 0.2).count == 2)
        #expect(!player.isFinished)
        #expect(player.due(at: 10).count == 1)
        #expect(player.isFinished && player.due(at: 20).isEmpty)
    }

    @Test func options() throws {
        let o = try PlaygroundOptions.parse(["--record", "out.json", "--interface", "pip"])
        #expect(o.record == "out.json" && o.interface == "pip")
        #expect(try PlaygroundOptions.parse(["--replay", "s.json"]).replay == "s.json")
        #expect(throws: (any Error).self) { try PlaygroundOptions.parse(["--record"]) }
        let reduced = try PlaygroundOptions.parse(["--interface", "pip", "--reduced-motion"])
        #expect(reduced.reducedMotion && reduced.motionPreference == .reduced)
        #expect(try PlaygroundOptions.parse(["--interface", "pip"]).motionPreference == .full)
    }
}
