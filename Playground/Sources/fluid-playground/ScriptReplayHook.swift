import FluidInteractions
import FluidScripting

/// The model of `scriptPath`'s interface at `time` seconds of the script's
/// replay (`--screenshot OUT.png --script SCRIPT --at T`): the same frames
/// (120 fps), touches and system events as `fluid replay SCRIPT --at T`, so
/// the picture shows exactly the state that command reports.
///
/// - Throws: `PlaygroundFailure` (exit status 2) naming the file for an
///   unreadable script, and the script's own error (with its place) for a
///   malformed one.
@MainActor
func replayedModel(script scriptPath: String, at time: Double, tuning: TuningFile? = nil) throws(PlaygroundFailure) -> any InteractionModel {
    guard let text = readTextFile(scriptPath) else {
        throw PlaygroundFailure(message: "\(scriptPath): cannot read the file", status: 2)
    }
    do {
        let script = try GestureScript(parsing: text)
        return try tunedReplay(script, tuning: tuning).model(at: time)
    } catch let failure as PlaygroundFailure {
        throw failure
    } catch {
        throw PlaygroundFailure(message: "\(scriptPath): \(error)", status: 2)
    }
}

/// The gesture script at `path`, parsed and validated.
///
/// - Throws: `PlaygroundFailure` (exit status 2) naming the file and the script's problem.
func loadScript(_ path: String) throws(PlaygroundFailure) -> GestureScript {
    guard let text = readTextFile(path) else { throw PlaygroundFailure(message: "\(path): cannot read the file", status: 2) }
    do {
        let script = try GestureScript(parsing: text)
        try script.validate()
        return script
    } catch {
        throw PlaygroundFailure(message: "\(path): \(error)", status: 2)
    }
}
