import FluidAnimation
import FluidInteractions
import FluidScripting

/// The tuning file at `path`, read and checked.
///
/// - Throws: `PlaygroundFailure` (exit status 2) naming the file and the
///   place of the problem, in one line.
func loadTuning(_ path: String) throws(PlaygroundFailure) -> TuningFile {
    let bytes = try readInputFile(path)
    do {
        return try TuningFile(utf8: bytes, models: Playground.interfaces)
    } catch {
        throw PlaygroundFailure(message: "\(path): \(error)", status: 2)
    }
}

extension PlaygroundOptions {
    /// The motion preference to play with: reduced with `--reduced-motion`
    /// or a `--tuning` file that asks for it.
    var motionPreference: MotionPreference {
        reducedMotion || tuningFile?.motionPreference == .reduced ? .reduced : .full
    }

    /// The tuning to play `interface` with: the `--tuning` file's, or none.
    ///
    /// - Throws: `PlaygroundFailure` (status 2) when the file is for
    ///   another interface.
    func tuning(for interface: String) throws(PlaygroundFailure) -> Tuning {
        guard let file = tuningFile else { return Tuning() }
        do { return try file.tuning(for: interface) } catch {
            throw PlaygroundFailure(message: "--tuning \(tuning ?? ""): \(error)", status: 2)
        }
    }
}

/// A replay of `script` with `tuning` (none: untuned), with reduced motion
/// when `motion` or the tuning file asks for it.
///
/// - Throws: `PlaygroundFailure` (status 2) when the tuning is for another interface.
func tunedReplay(_ script: GestureScript, tuning: TuningFile?, motion: MotionPreference = .full) throws(PlaygroundFailure) -> ScriptReplay {
    var replay: ScriptReplay
    do { replay = try Playground.replay(script) } catch { throw PlaygroundFailure(message: "\(error)", status: 2) }
    if motion == .reduced || tuning?.motionPreference == .reduced { replay.motionPreference = .reduced }
    guard let tuning else { return replay }
    do { replay.tuning = try tuning.tuning(for: script.interface) } catch {
        throw PlaygroundFailure(message: "--tuning: \(error)", status: 2)
    }
    return replay
}
