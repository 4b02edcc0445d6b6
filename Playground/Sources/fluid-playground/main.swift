// fluid-playground: the live window, or `--screenshot`, `--movie` and
// `--tour` offscreen (no display).

#if canImport(Glibc)
import Glibc
#endif
import FluidInteractions
import FluidPhysics
import FluidScripting

/// Writes one line to stderr.
func printError(_ line: String) {
    let text = "fluid-playground: \(line)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

var options: PlaygroundOptions
do {
    options = try PlaygroundOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.message)
    exit(2)
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
        exit(2)
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
        exit(2)
    }
}

if options.help {
    print(PlaygroundOptions.usage)
    exit(0)
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
    exit(error.status)
}
fflush(nil)
exit(0)
