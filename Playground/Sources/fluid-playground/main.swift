// fluid-playground: the live window, or `--screenshot` offscreen (no display).

#if canImport(Glibc)
import Glibc
#endif
import FluidInteractions

/// Writes one line to stderr.
func printError(_ line: String) {
    let text = "fluid-playground: \(line)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

let options: PlaygroundOptions
do {
    options = try PlaygroundOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.message)
    exit(2)
}

if options.help {
    print(PlaygroundOptions.usage)
    exit(0)
}

do {
    if let path = options.screenshot {
        try takeScreenshot(options, to: path)
    } else {
        let app = try PlaygroundApp(options: options)
        app.run()
    }
} catch {
    printError(error.message)
    exit(1)
}
fflush(nil)
exit(0)
