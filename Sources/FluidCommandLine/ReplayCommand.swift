import ArgumentParser
import FluidAnimation
import FluidInteractions
import FluidScripting

/// `fluid replay SCRIPT [--fps 120] [--at T]... [--json] [--tuning FILE] [--reduced-motion]`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a gesture script into its interface and print the state and events.",
        discussion: """
            The script is a JSON file in the fluid-gesture-script format (see the README). \
            Frames run at --fps; each touch is delivered at its own time, and the state at \
            each --at time is exact, between frames if need be. Without --json a short \
            summary is printed: the final state, the state at each --at time, the events \
            (haptics and state changes, one per line) and whether the interface settled.

            --json prints {"interface", "final": {"t", ...}, "at": [{"t", ...}, ...], \
            "events": [...], "settled", "settledAt"}.

            --reduced-motion plays the interface as someone who asked for reduced \
            motion sees it (iOS's Reduce Motion, the web's prefers-reduced-motion): \
            springs that never overshoot, and each interface's own reductions; so \
            does a tuning file that says "reducedMotion": true.

            Examples:
              fluid replay Examples/Scripts/pip-main.json
              fluid replay pip-main.json --json
              fluid replay pip-main.json --fps 60 --at 0.05 --at 0.25
              fluid replay drawer-main.json --reduced-motion
              cat pip-main.json | fluid replay - --json
            """
    )

    @Argument(help: ArgumentHelp("The gesture script, a JSON file ('-' reads standard input).", valueName: "script"))
    var script: String

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Frames per second of the simulated display, 1 to 1000.", valueName: "fps"))
    var fps: Double = 120

    @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Also report the state at this time, seconds (repeatable).", valueName: "seconds"))
    var at: [Double] = []

    @Flag(name: .long, help: "Print the result as JSON in the pinned format instead of a summary.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Play the interface with this tuning file (see 'fluid tunables').", valueName: "file"))
    var tuning: String?

    @Flag(name: .customLong("reduced-motion"), help: "Play with reduced motion: springs that never overshoot, no stretching beyond the finger.")
    var reducedMotion = false

    func run() throws {
        guard fps.isFinite, ScriptReplay.frameRates.contains(fps) else {
            throw CLIError("--fps: must be a finite number from 1 to 1000 (got \(fps))")
        }
        let latest = GestureScript.maximumTime + ScriptReplay.settleLimit
        for t in at where !(t.isFinite && t >= 0 && t <= latest) {
            throw CLIError("--at: must be a time from 0 to \(Int(latest)) seconds (got \(t))")
        }
        let bytes = try InputFile.read(script)
        let name = script == "-" ? "standard input" : script
        let tuned = try tuning.map(Self.readTuning)
        let result: ReplayResult
        var motion = MotionPreference.full
        do {
            let parsed = try FluidTool.script(bytes)
            var replay = try FluidTool.replay(parsed, framesPerSecond: fps)
            if let tuned {
                do { replay.tuning = try tuned.tuning(for: parsed.interface) } catch {
                    throw CLIError("--tuning \(tuning ?? ""): \(error)")
                }
                replay.motionPreference = tuned.motionPreference
            }
            if reducedMotion { replay.motionPreference = .reduced }
            motion = replay.motionPreference
            result = try replay.run(at: at)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(name): \(error)")
        }
        if json {
            print(result.jsonValue.jsonText(pretty: true))
        } else {
            print(ReplaySummary.text(result, fps: fps, motion: motion), terminator: "")
        }
    }

    /// Reads and checks a tuning file; one line naming the file and the place on failure.
    static func readTuning(_ path: String) throws -> TuningFile {
        let bytes = try InputFile.read(path)
        do {
            return try TuningFile(utf8: bytes, models: FluidTool.interfaces)
        } catch {
            throw CLIError("\(path == "-" ? "standard input" : path): \(error)")
        }
    }

    /// The message for an interface name that is not in the catalogue.
    static func unknownInterface(_ name: String) -> String {
        let names = FluidTool.interfaces.names
        let known = names.isEmpty ? "no interfaces are available" : "known interfaces: " + names.joined(separator: ", ")
        return "unknown interface \(InteractionValue.jsonQuoted(name)) (\(known))"
    }
}
