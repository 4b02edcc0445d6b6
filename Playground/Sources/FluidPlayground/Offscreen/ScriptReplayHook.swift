import FluidAnimation
import FluidInteractions
import FluidScripting

/// The model of `scriptPath`'s interface at `time` seconds of the script's
/// replay (`--screenshot OUT.png --script SCRIPT --at T`): the same frames
/// (120 fps), touches and system events as `fluid replay SCRIPT --at T`, so
/// the picture shows exactly the state that command reports.
///
/// - Throws: `PlaygroundFailure` (exit status 2) naming the file for an
///   unreadable script (`readInputFile(_:)`), and the script's own error
///   (with its place) for a malformed one.
@MainActor
func replayedModel(script scriptPath: String, at time: Double, tuning: TuningFile? = nil,
                   motion: MotionPreference = .full) throws(PlaygroundFailure) -> AnyInteraction {
    let bytes = try readInputFile(scriptPath)
    do {
        let script = try Playground.script(bytes)
        return try tunedReplay(script, tuning: tuning, motion: motion).model(at: time)
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
    let bytes = try readInputFile(path)
    do {
        let script = try Playground.script(bytes)
        // Its interface, tunings and actions, as `fluid replay` checks them.
        try Playground.replay(script).validate()
        return script
    } catch {
        throw PlaygroundFailure(message: "\(path): \(error)", status: 2)
    }
}
