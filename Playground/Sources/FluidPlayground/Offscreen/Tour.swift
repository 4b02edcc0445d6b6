#if canImport(Glibc)
import Glibc
#endif
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// `--tour DIR`: what the playground shows, without a window — every
/// interface's main example as an animated PNG (`NAME.png`) and the home
/// screen as a PNG (`home.png`), written into DIR (created if missing).
/// `./scripts/playground` runs it when there is no display.
@MainActor
enum Tour {
    /// The home screen's size in the tour, points (a laptop screen, as the README's picture).
    static let homeSize = Size(width: 1280, height: 800)

    /// The interfaces the tour plays: those with an example script (the
    /// catalogue's), in order.
    static var names: [String] { Playground.interfaces.names.filter { ExampleScripts.main[$0] != nil } }

    /// The files the tour writes, in order: one per interface, then `home.png`.
    static var fileNames: [String] { names.map { "\($0).png" } + ["home.png"] }

    /// Renders the tour into `folder`, printing one line per file on stdout.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 1) when the folder cannot
    ///   be made or a file cannot be written.
    static func render(_ options: PlaygroundOptions, into folder: String) throws(PlaygroundFailure) {
        try makeFolder(folder)
        var settings = MovieSettings(options)
        settings.until = nil
        settings.crop = nil
        for name in names {
            let path = folder + "/" + name + ".png"
            let summary = try Movie.render(try Movie.example(name), settings: settings, to: path)
            print("\(path)  \(summary.pixelWidth)x\(summary.pixelHeight), \(summary.frames) frames "
                  + "(\(summary.storedFrames) stored), \(formatted(summary.duration)) s, \(summary.bytes / 1024) KiB, \(summary.colourNote)")
            fflush(nil)
        }
        let home = folder + "/home.png"
        do {
            let renderer = try OffscreenRenderer(size: homeSize, scale: options.movieScale)
            HomeScreen(viewport: PlaygroundViewport.make(homeSize), interfaces: Playground.interfaces).draw(on: renderer.canvas)
            try renderer.writePNG(to: home)
        } catch {
            throw PlaygroundFailure(message: error.description)
        }
        print("\(home)  the home screen")
    }

    /// Makes `folder` and any missing parents.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 1) naming the folder.
    static func makeFolder(_ folder: String) throws(PlaygroundFailure) {
        var path = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            path += (path.isEmpty || path.hasSuffix("/") ? "" : "/") + part
            var info = stat()
            if stat(path, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw PlaygroundFailure(message: "cannot make the folder \(folder): \(path) is a file")
                }
                continue
            }
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw PlaygroundFailure(message: "cannot make the folder \(folder): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// `value` with at most 2 decimals.
    private static func formatted(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
