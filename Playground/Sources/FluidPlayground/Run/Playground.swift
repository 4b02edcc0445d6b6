#if canImport(Glibc)
import Glibc
#endif
import FluidInteractions
import FluidPhysics
import FluidScripting

/// The playground as a library: `fluid-playground` is one call of ``run(_:interfaces:)``,
/// and a playground of your own is the same call with your interfaces added.
///
/// Every mode knows the interfaces it is given, as it knows the catalogue's
/// thirteen: the window's home screen offers them, `--interface NAME` opens
/// one, `--screenshot`, `--movie` and `--replay` draw and play them, and a
/// script or tuning file may name them:
///
/// ```swift
/// // main.swift of your own executable, which depends on FluidPlayground
/// import FluidInteractions
/// import FluidPlayground
///
/// exit(Playground.run(Array(CommandLine.arguments.dropFirst()),
///                     interfaces: InteractionCatalog.all + [InteractionKind(ToggleSwitch.self)]))
/// ```
public enum Playground {
    /// The interfaces the running playground knows (a task-local value:
    /// ``run(_:interfaces:)`` sets it for the run).
    @TaskLocal static var interfaces: [InteractionKind] = InteractionCatalog.all

    /// Parses `arguments` (without the program name), runs the mode they ask
    /// for — the window, or `--screenshot`, `--movie` or `--tour` offscreen —
    /// with `interfaces` known, and returns the exit status: 0, 1 for a
    /// failure at run time, 2 for bad arguments or input (one line on
    /// standard error).
    @MainActor
    public static func run(_ arguments: [String], interfaces: [InteractionKind] = InteractionCatalog.all) -> Int32 {
        let status = $interfaces.withValue(interfaces) { run(arguments) }
        fflush(nil)
        return status
    }

    @MainActor
    private static func run(_ arguments: [String]) -> Int32 {
        var options: PlaygroundOptions
        do {
            options = try PlaygroundOptions.parse(arguments)
        } catch {
            printError(error.message)
            return 2
        }
        var replayScript: GestureScript?
        if let path = options.replay {
            do {
                let script = try loadScript(path)
                replayScript = script
                // The window is the script's screen, so the model sees the script's viewport.
                options.size = Size(width: script.viewport.width, height: script.viewport.height)
                options.interface = script.interface
            } catch {
                printError(error.message)
                return 2
            }
        }
        if let path = options.tuning {
            do {
                let file = try loadTuning(path)
                options.tuningFile = file
                // The window opens the interface the tuning is for.
                if options.interface == nil, options.script == nil, options.replay == nil, options.screenshot == nil {
                    options.interface = file.interface
                }
                // A tuning for another interface than the one opened is a mistake, not a silent no-op.
                if let name = options.interface, options.screenshot == nil, options.movie == nil {
                    _ = try options.tuning(for: name)
                }
            } catch {
                printError(error.message)
                return 2
            }
        }
        if options.help {
            print(PlaygroundOptions.usage)
            return 0
        }
        do {
            if let path = options.screenshot {
                try takeScreenshot(options, to: path)
            } else if let path = options.movie {
                let summary = try Movie.render(try Movie.script(options), settings: MovieSettings(options), to: path)
                print("\(path)  \(summary.pixelWidth)x\(summary.pixelHeight), \(summary.frames) frames "
                      + "(\(summary.storedFrames) stored), \(summary.bytes) bytes, \(summary.colourNote)")
            } else if let folder = options.tour {
                try Tour.render(options, into: folder)
            } else {
                let app = try PlaygroundApp(options: options, replay: replayScript)
                app.run()
            }
        } catch {
            printError(error.message)
            return error.status
        }
        return 0
    }

    /// The gesture script in `bytes`, for one of ``interfaces``.
    static func script(_ bytes: [UInt8]) throws(ScriptError) -> GestureScript {
        try GestureScript(utf8: bytes, interfaces: interfaces.names)
    }

    /// A replay of `script` into its interface, one of ``interfaces``.
    ///
    /// - Throws: `ScriptError` at `interface` when it names none of them.
    static func replay(_ script: GestureScript) throws(ScriptError) -> ScriptReplay {
        guard let kind = interfaces.kind(named: script.interface) else {
            throw .at("interface", "unknown interface '\(script.interface)' (known: \(interfaces.names.joined(separator: ", ")))")
        }
        return ScriptReplay(script: script, kind: kind)
    }
}

/// Writes one line to stderr.
func printError(_ line: String) {
    let text = "fluid-playground: \(line)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
