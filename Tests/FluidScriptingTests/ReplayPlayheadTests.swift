import FluidInteractions
import FluidScripting
import Testing
import FluidTestSupport

@Suite("Replay playhead")
@MainActor
struct ReplayPlayheadTests {
    /// The state the playhead shows, stamped as `run(at:)` stamps its snapshots.
    func stamped(_ model: AnyInteraction, at time: Double) -> InteractionValue {
        guard case .object(let fields) = model.state else {
            return .object([.init("t", .number(time)), .init("state", model.state)])
        }
        return .object([.init("t", .number(time))] + fields.filter { $0.key != "t" })
    }

    /// Stepped through a movie's frame times (60 fps, past the end), every
    /// main example shows at each time exactly the state `fluid replay
    /// SCRIPT --at T` reports for that time alone, and the model
    /// `ScriptReplay.model(at:)` gives.
    @Test func everyStopIsTheReplaysStateAtThatTime() throws {
        for (name, script) in try ExampleScripts.all() where name.hasSuffix("-main") {
            let replay = ScriptReplay(script: script)
            let end = try replay.run().endTime
            var playhead = try ReplayPlayhead(replay)
            let frames = Int((end * 60).rounded(.up)) + 6
            for k in 0...frames {
                let t = Double(k) / 60
                let model = try playhead.advance(to: t)
                #expect(playhead.time == t)
                // Every frame against the single-time replay would be slow in
                // a debug build: every third frame, and the last ones.
                guard k % 3 == 0 || k > frames - 8 else { continue }
                let alone = try replay.run(at: [t]).at[0]
                #expect(stamped(model, at: t) == alone, "\(name) at \(t)")
                #expect(try replay.model(at: t).state == model.state, "\(name) at \(t)")
            }
        }
    }

    @Test func aPlayheadNeverGoesBack() throws {
        let replay = ScriptReplay(script: try ExampleScripts.load("pip-main"))
        var playhead = try ReplayPlayhead(replay)
        try playhead.advance(to: 0.5)
        try playhead.advance(to: 0.5)
        #expect(throws: ScriptError.self) { try playhead.advance(to: 0.25) }
        #expect(throws: ScriptError.self) { try playhead.advance(to: .nan) }
        #expect(throws: ScriptError.self) { try playhead.advance(to: 1e9) }
        #expect(playhead.time == 0.5)
    }

    @Test func aPlayheadChecksItsReplay() throws {
        var script = try ExampleScripts.load("pip-main")
        #expect(throws: ScriptError.self) { _ = try ReplayPlayhead(ScriptReplay(script: script, framesPerSecond: 0)) }
        script.interface = "no-such-interface"
        #expect(throws: ScriptError.self) { _ = try ReplayPlayhead(ScriptReplay(script: script)) }
    }
}
