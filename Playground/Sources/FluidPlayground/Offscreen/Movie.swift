import FluidAnimation
#if canImport(Glibc)
import Glibc
#endif
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// What a movie came to.
struct MovieSummary {
    /// Frames rendered (one per 1/fps seconds, repeats included).
    var frames: Int
    /// Frames stored in the file (repeats stored once).
    var storedFrames: Int
    /// How long it plays once, seconds.
    var duration: Double
    /// The file's size, bytes.
    var bytes: Int
    /// Width and height, pixels.
    var pixelWidth: Int, pixelHeight: Int
    /// For a palette: how many colours the frames showed, and the largest
    /// difference in one channel (levels) between one of them and the
    /// palette colour drawn for it. Nil for lossless RGB.
    var paletteFit: (colours: Int, largestError: Int)?

    /// How the colours were stored, for the summary line: `lossless RGB`,
    /// `palette, lossless (N colours)` or `palette: N colours, within E levels`.
    var colourNote: String {
        guard let fit = paletteFit else { return "lossless RGB" }
        return fit.largestError == 0 ? "palette, lossless (\(fit.colours) colours)"
            : "palette: \(fit.colours) colours, within \(fit.largestError) level\(fit.largestError == 1 ? "" : "s")"
    }
}

/// How a movie is made: `--fps`, `--scale`, `--until`, `--hold`, `--crop`.
struct MovieSettings {
    /// Frames per second (a whole number in `PlaygroundOptions.movieFrameRates`).
    var fps = 60
    /// Pixels per point.
    var scale = 1.0
    /// Where the movie ends, seconds; nil: where the replay ends (settled, or its `until`).
    var until: Double?
    /// Extra time on the last frame, seconds.
    var hold = 0.0
    /// The part of the view kept, points; nil: all of it.
    var crop: Rect?
    /// Whether the touches are drawn as fingertips.
    var fingertips = true
    /// The tuning to play the script's interface with (`--tuning`).
    var tuning: TuningFile?
    /// The motion preference to play it with (`--reduced-motion`).
    var motion = MotionPreference.full
    /// Whether the ghost of the original rule is drawn over every frame (`--compare`).
    var compare = false
    /// How the frames' colours are stored: `--lossless`, RGB; by default a
    /// palette when it keeps every colour within `paletteError` levels, else RGB.
    var colours = AnimatedPNG.Colours.palette(maximumError: MovieSettings.paletteError)

    /// How far (levels, in any channel) the default palette may move a
    /// colour: invisible. Interfaces of flat colours (a list, buttons) get a
    /// palette; smooth gradients, which would show bands, stay RGB.
    static let paletteError = 4

    /// The settings the options ask for.
    init(_ options: PlaygroundOptions) {
        fps = options.fps
        scale = options.movieScale
        until = options.until
        hold = options.hold
        crop = options.crop
        tuning = options.tuningFile
        motion = options.motionPreference
        compare = options.compare
        colours = options.lossless ? .truecolour : .palette(maximumError: Self.paletteError)
    }

    /// Defaults: 60 fps, scale 1, to the replay's end, no hold, no crop, fingertips, a palette.
    init() {}
}

/// `--movie`: a gesture script's replay as an animated PNG.
///
/// Frame k (k = 0, 1, …, ⌈end · fps⌉) shows time k / fps seconds, each for
/// 1 / fps seconds: the state a single `ReplayPlayhead` stepped through
/// those times gives — the state `fluid replay SCRIPT --at T` reports —
/// drawn as `--screenshot --script SCRIPT --at T` draws it, with the
/// script's fingers on top. The end is `until`, or the replay's end (where
/// it settles, or the script's own `until`; with `compare`, the later of the
/// real replay's and the ghost's). With `compare` each frame has the ghost of
/// the original rule (`GhostReplay`) drawn over it, under the fingertips.
@MainActor
enum Movie {
    /// The script `--movie` plays: `--script FILE`, or the main example of `--interface NAME`.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) for an unreadable or
    ///   invalid script, or an interface with no example.
    static func script(_ options: PlaygroundOptions) throws(PlaygroundFailure) -> GestureScript {
        if let path = options.script { return try loadScript(path) }
        let name = options.interface ?? ""
        return try example(name)
    }

    /// The embedded main example of interface `name`.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when there is none.
    static func example(_ name: String) throws(PlaygroundFailure) -> GestureScript {
        guard let text = ExampleScripts.main[name] else {
            throw PlaygroundFailure(message: "no example script for interface '\(name)'", status: 2)
        }
        do {
            return try GestureScript(parsing: text, interfaces: Playground.interfaces.names)
        } catch {
            throw PlaygroundFailure(message: "\(name)'s example script: \(error)", status: 2)
        }
    }

    /// The times of the frames of `script`'s movie with `settings`, seconds.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when the script does
    ///   not replay or its replay runs past `PlaygroundOptions.maximumMovieDuration`.
    static func frameTimes(_ script: GestureScript, _ settings: MovieSettings) throws(PlaygroundFailure) -> [Double] {
        var end: Double
        if let until = settings.until {
            end = until
        } else {
            let replay = try tunedReplay(script, tuning: settings.tuning, motion: settings.motion)
            do {
                end = try replay.run().endTime
            } catch {
                throw PlaygroundFailure(message: "\(script.interface): \(error)", status: 2)
            }
        }
        if settings.compare, settings.until == nil, let ghostEnd = try GhostReplay.endTime(script, tuning: settings.tuning, motion: settings.motion) {
            end = Swift.max(end, ghostEnd)
        }
        let limit = PlaygroundOptions.maximumMovieDuration
        guard end <= limit else {
            throw PlaygroundFailure(message: "the replay runs \(Int(end.rounded(.up))) s; a movie is at most \(Int(limit)) s: give --until", status: 2)
        }
        let last = Int((end * Double(settings.fps)).rounded(.up))
        return (0...last).map { Double($0) / Double(settings.fps) }
    }

    /// Renders `script`'s movie and writes it at `path`.
    ///
    /// - Throws: `PlaygroundFailure`: exit status 2 for a script that does
    ///   not replay or a crop outside the view, 1 when the file cannot be
    ///   written or a frame cannot be rendered.
    static func render(_ script: GestureScript, settings: MovieSettings, to path: String) throws(PlaygroundFailure) -> MovieSummary {
        try checkWritable(path)
        let times = try frameTimes(script, settings)
        let size = Size(width: script.viewport.width, height: script.viewport.height)
        let replay = try tunedReplay(script, tuning: settings.tuning, motion: settings.motion)
        do {
            let renderer = try OffscreenRenderer(size: size, scale: settings.scale)
            let crop = try pixelRectangle(settings.crop, in: size, scale: settings.scale, image: renderer)
            let fingers = ScriptFingertips(script)
            let movie = try AnimatedPNG.recording(pixelWidth: crop.width, pixelHeight: crop.height,
                                                  framesPerSecond: settings.fps, colours: settings.colours) { movie in
                var playhead = try ReplayPlayhead(replay)
                var ghost = settings.compare ? try GhostReplay(script, tuning: settings.tuning, motion: settings.motion) : nil
                for t in times {
                    let model = try playhead.advance(to: t)
                    renderer.render(model.scene)
                    try ghost?.draw(at: t, over: model, on: renderer.canvas)
                    if settings.fingertips { Fingertip.draw(fingers.fingertips(at: t), on: renderer.canvas) }
                    try movie.append(pixels: renderer.canvas.copyPixels(x: crop.x, y: crop.y, width: crop.width, height: crop.height))
                }
                try movie.hold(ticks: Int((settings.hold * Double(settings.fps)).rounded()))
            }
            let bytes = try movie.write(to: path)
            return MovieSummary(frames: movie.appendedFrameCount, storedFrames: movie.storedFrameCount,
                                duration: Double(movie.durationTicks) / Double(settings.fps),
                                bytes: bytes, pixelWidth: crop.width, pixelHeight: crop.height, paletteFit: movie.paletteFit)
        } catch let error as ScriptError {
            throw PlaygroundFailure(message: "\(script.interface): \(error)", status: 2)
        } catch let error as RenderError {
            throw PlaygroundFailure(message: error.description)
        } catch let error as PlaygroundFailure {
            throw error
        } catch {
            throw PlaygroundFailure(message: "\(error)")
        }
    }

    /// The device-pixel rectangle of `crop` (points) in an `image` of a
    /// `size`-point view at `scale`; the whole image without a crop.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when the crop reaches
    ///   outside the view.
    static func pixelRectangle(_ crop: Rect?, in size: Size, scale: Double,
                               image: OffscreenRenderer) throws(PlaygroundFailure) -> (x: Int, y: Int, width: Int, height: Int) {
        guard let crop else { return (0, 0, image.pixelWidth, image.pixelHeight) }
        guard crop.maxX <= size.width, crop.maxY <= size.height else {
            throw PlaygroundFailure(message: "--crop: \(Int(crop.width))x\(Int(crop.height))+\(Int(crop.minX))+\(Int(crop.minY)) reaches outside the \(Int(size.width))x\(Int(size.height))-point view", status: 2)
        }
        let x = Int((crop.minX * scale).rounded(.down)), y = Int((crop.minY * scale).rounded(.down))
        let w = Swift.min(image.pixelWidth - x, Int((crop.width * scale).rounded()))
        let h = Swift.min(image.pixelHeight - y, Int((crop.height * scale).rounded()))
        return (x, y, Swift.max(1, w), Swift.max(1, h))
    }

    /// Fails early, before any rendering, when `path` cannot be written:
    /// its folder is missing or not writable, or it is a folder.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 1) naming the file.
    static func checkWritable(_ path: String) throws(PlaygroundFailure) {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw PlaygroundFailure(message: "cannot write \(path): it is a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw PlaygroundFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
