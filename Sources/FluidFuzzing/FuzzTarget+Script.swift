import FluidInteractions
import FluidScripting

extension FuzzTarget {
    /// The gesture-script parser with arbitrary bytes: a typed `ScriptError`
    /// with a location, or a script that survives a JSON round trip and, when
    /// short, replays to finite states, with `model(at:)` agreeing with
    /// `run(at:)`.
    static let script = FuzzTarget(
        name: "script",
        summary: "gesture-script parser on arbitrary bytes, round trip and replay"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        var bytes: [UInt8] = []
        while !input.isExhausted { bytes.append(input.byte()) }
        let script: GestureScript
        do throws(ScriptError) { script = try GestureScript(utf8: bytes) } catch {
            try fuzzCheck(!error.description.isEmpty, "empty script error")
            return
        }
        let again: GestureScript
        do throws(ScriptError) { again = try GestureScript(json: script.jsonValue) } catch {
            throw FuzzFinding("a parsed script fails to re-parse from its own JSON: \(error)")
        }
        try fuzzCheck(again == script, "JSON round trip changed the script")
        // Replays cost a frame per 1/30 s: only short scripts, to keep the fuzzer fast.
        guard script.lastEventTime <= 5, case .time(let end) = script.until, end <= 5 else { return }
        let replay = ScriptReplay(script: script, framesPerSecond: 30)
        let probe = end / 2
        do {
            let result = try replay.run(at: [probe])
            try FiniteCheck.require(finite: result.final, "replay's final state")
            let model = try replay.model(at: probe)
            // `run(at:)` reports the state with its time first: `{"t": probe, …state}`.
            guard case .object(let fields) = result.at[0], fields.first == .init("t", .number(probe)) else {
                throw FuzzFinding("run(at: [\(probe)]) does not report \"t\": \(probe) first")
            }
            try fuzzCheck(model.state == .object(Array(fields.dropFirst())), "model(at: \(probe)) differs from run(at: [\(probe)])")
        } catch let error as ScriptError {
            throw FuzzFinding("a parsed script fails to replay: \(error)")
        } catch let finding as FuzzFinding {
            throw finding
        } catch {
            throw FuzzFinding("unexpected error \(error)")
        }
    }
}
