@testable import FluidPlayground
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import PlaygroundTestSupport
import Testing

/// `--movie`: decoded back, frame by frame, against `--screenshot --script … --at …`.
@Suite("fluid-playground --movie")
@MainActor
struct MovieTests {
    /// Examples/Scripts in the root package.
    static let scripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scripts")

    /// A fresh temporary folder, removed by `cleanUp`.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-movie-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The stored frame showing tick `tick` (frame `tick` of the movie).
    static func storedIndex(_ movie: DecodedAPNG, tick: Int) -> Int {
        var end = 0
        for (i, frame) in movie.frames.enumerated() {
            end += frame.delayNumerator
            if tick < end { return i }
        }
        return movie.frames.count - 1
    }

    /// The pixels of a PNG image, row by row.
    static func pixels(_ image: PNGImage) -> [Pixel] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y)! } }
    }

    /// The pixels of a canvas, row by row.
    static func pixels(_ canvas: CairoCanvas) -> [Pixel] {
        (0..<canvas.pixelHeight).flatMap { y in (0..<canvas.pixelWidth).map { x in canvas.pixel(x: x, y: y)! } }
    }

    /// Whether `a` and `b` differ by at most `levels` in every channel of every pixel.
    static func matches(_ a: [Pixel], _ b: [Pixel], within levels: Int) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { p, q in
            abs(Int(p.red) - Int(q.red)) <= levels && abs(Int(p.green) - Int(q.green)) <= levels
                && abs(Int(p.blue) - Int(q.blue)) <= levels && p.alpha == q.alpha
        }
    }

    /// Lossless RGB gives the screenshot exactly; a palette (here forced: the
    /// default would keep PiP's gradient in RGB) gives it within the largest
    /// error its summary reports.
    @Test(arguments: [AnimatedPNG.Colours.truecolour, .palette(maximumError: 255)])
    func everyFrameIsTheScreenshotOfItsTime(colours: AnimatedPNG.Colours) throws {
        let dir = try Self.folder("frames-\(colours)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptPath = Self.scripts.appendingPathComponent("pip-main.json").path
        let script = try loadScript(scriptPath)
        var settings = MovieSettings()
        settings.fingertips = false
        settings.colours = colours
        let path = dir.appendingPathComponent("pip.png").path
        let summary = try Movie.render(script, settings: settings, to: path)
        let error = summary.paletteFit?.largestError ?? 0
        #expect((summary.paletteFit == nil) == (colours == .truecolour) && error <= 16)
        let times = try Movie.frameTimes(script, settings)
        let end = try ScriptReplay(script: script).run().endTime
        #expect(times.first == 0 && times.last! >= end && times.last! < end + 1.0 / 60)
        let movie = try DecodedAPNG(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(movie.width == 390 && movie.height == 844)
        #expect(summary.frames == times.count && summary.storedFrames == movie.frames.count)
        #expect(movie.frames.allSatisfy { $0.delayDenominator == 60 })
        #expect(movie.frames.map(\.delayNumerator).reduce(0, +) == times.count)
        #expect(abs(movie.duration - Double(times.count) / 60) < 1e-9 && abs(summary.duration - movie.duration) < 1e-9)
        #expect(movie.frames.count < times.count, "the settled tail is stored once")
        #expect(movie.frames.dropFirst().contains { $0.width < 390 || $0.height < 844 }, "changed rectangles only")
        for k in [0, 6, 12, 20, times.count - 1] {
            let t = Double(k) / 60
            let shot = dir.appendingPathComponent("shot.png").path
            try takeScreenshot(try PlaygroundOptions.parse(["--screenshot", shot, "--script", scriptPath, "--at", "\(t)", "--scale", "1"]), to: shot)
            let expected = Self.pixels(try PNGImage(path: shot))
            let picture = movie.picture(at: Self.storedIndex(movie, tick: k))
            #expect(colours != .truecolour ? Self.matches(picture, expected, within: error) : picture == expected, "frame \(k) at \(t) s")
        }
    }

    @Test func theFingersAreDrawnOverTheReplay() throws {
        let dir = try Self.folder("fingers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try Movie.example("drawer")
        var settings = MovieSettings()
        settings.until = 0.5
        settings.scale = 0.5
        let path = dir.appendingPathComponent("drawer.png").path
        let error = try Movie.render(script, settings: settings, to: path).paletteFit?.largestError ?? 0
        let movie = try DecodedAPNG(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(movie.width == 195 && movie.height == 422)
        #expect(movie.frames.map(\.delayNumerator).reduce(0, +) == 31)
        let fingers = ScriptFingertips(script)
        var touched = 0
        for k in [0, 3, 9, 30] {
            let t = Double(k) / 60
            let r = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 0.5)
            r.render(try ScriptReplay(script: script).model(at: t).scene)
            let plain = Self.pixels(r.canvas)
            let tips = fingers.fingertips(at: t)
            Fingertip.draw(tips, on: r.canvas)
            #expect(Self.matches(movie.picture(at: Self.storedIndex(movie, tick: k)), Self.pixels(r.canvas), within: error), "frame \(k)")
            if !tips.isEmpty {
                touched += 1
                #expect(Self.pixels(r.canvas) != plain, "a finger shows at \(t) s")
            }
        }
        #expect(touched >= 2)
    }

    @Test func fingertipsFollowTheScript() throws {
        let script = GestureScript(interface: "pip", viewport: .phone, events: [
            .touch(ScriptTouch(time: 0.1, phase: .began, pointer: 3, x: 10, y: 20)),
            .touch(ScriptTouch(time: 0.2, phase: .moved, pointer: 3, x: 30, y: 40)),
            .touch(ScriptTouch(time: 0.3, phase: .ended, pointer: 3, x: 50, y: 60)),
        ], until: .settled)
        let fingers = ScriptFingertips(script)
        #expect(fingers.fingertips(at: 0.05).isEmpty)
        #expect(fingers.fingertips(at: 0.15) == [Fingertip(location: Point(x: 10, y: 20))])
        #expect(fingers.fingertips(at: 0.25) == [Fingertip(location: Point(x: 30, y: 40), trail: [Point(x: 10, y: 20)])])
        let lifted = try #require(fingers.fingertips(at: 0.3 + ScriptFingertips.fadeDuration / 2).first)
        #expect(abs(lifted.opacity - 0.5) < 1e-9 && lifted.location == Point(x: 50, y: 60))
        #expect(fingers.fingertips(at: 0.3 + ScriptFingertips.fadeDuration).isEmpty)
    }

    /// A 3 s clip of a 390 × 844 view at scale 1 stays under 2 MB with the
    /// default colours: the elastic list, whose scrolled rows change a third
    /// of the pixels of every frame (3.6 MB in RGB), with a palette within 4
    /// levels; the rotation's and the drawer's gradients in lossless RGB.
    @Test func aThreeSecondClipStaysUnderTwoMegabytes() throws {
        let dir = try Self.folder("size")
        defer { try? FileManager.default.removeItem(at: dir) }
        var settings = MovieSettings()
        settings.until = 3
        for (name, palette) in [("elastic-list", true), ("rotation", false), ("drawer", false)] {
            let summary = try Movie.render(try Movie.example(name), settings: settings, to: dir.appendingPathComponent("\(name).png").path)
            #expect(summary.frames == 181 && summary.bytes < 2_000_000, "\(name): \(summary.bytes) bytes")
            #expect((summary.paletteFit != nil) == palette && (summary.paletteFit?.largestError ?? 0) <= MovieSettings.paletteError,
                    "\(name): \(summary.colourNote)")
        }
    }

    @Test func aCropKeepsItsRectangle() throws {
        let dir = try Self.folder("crop")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("crop.png").path
        let options = try PlaygroundOptions.parse(["--movie", path, "--interface", "pip", "--crop", "200x300+190+544", "--hold", "1"])
        let summary = try Movie.render(try Movie.script(options), settings: MovieSettings(options), to: path)
        let movie = try DecodedAPNG(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(movie.width == 200 && movie.height == 300 && summary.pixelWidth == 200)
        let times = try Movie.frameTimes(try Movie.example("pip"), MovieSettings(options))
        #expect(movie.frames.map(\.delayNumerator).reduce(0, +) == times.count + 60, "a second's hold")
        let outside = try PlaygroundOptions.parse(["--movie", path, "--interface", "pip", "--crop", "200x300+300+600"])
        #expect(throws: PlaygroundFailure.self) {
            _ = try Movie.render(try Movie.script(outside), settings: MovieSettings(outside), to: path)
        }
    }

    @Test func badInputAndUnwritableFilesFailWithTheirStatus() throws {
        func status(_ body: () throws -> Void) -> (Int32, String)? {
            do {
                try body()
                return nil
            } catch let error as PlaygroundFailure {
                #expect(!error.message.contains("\n"))
                return (error.status, error.message)
            } catch {
                Issue.record("\(error)")
                return nil
            }
        }
        let unreadable = try PlaygroundOptions.parse(["--movie", "/tmp/x.png", "--script", "/nonexistent/s.json"])
        #expect(status { _ = try Movie.script(unreadable) }?.0 == 2)
        #expect(status { _ = try Movie.example("no-such-interface") }?.0 == 2)
        let pip = try Movie.example("pip")
        let written = status { _ = try Movie.render(pip, settings: MovieSettings(), to: "/nonexistent-folder/pip.png") }
        #expect(written?.0 == 1 && written?.1.contains("/nonexistent-folder/pip.png") == true)
        #expect(status { _ = try Movie.render(pip, settings: MovieSettings(), to: "/tmp") }?.0 == 1)
        var invalid = pip
        invalid.interface = "no-such-interface"
        #expect(status { _ = try Movie.render(invalid, settings: MovieSettings(), to: "/tmp/fluid-invalid.png") }?.0 == 2)
    }

    /// Every catalogue interface's main example is embedded, exactly as the file reads.
    @Test func theEmbeddedExamplesAreTheFiles() throws {
        #expect(Set(ExampleScripts.main.keys) == Set(InteractionCatalog.names))
        for name in InteractionCatalog.names {
            let file = String(decoding: try Data(contentsOf: Self.scripts.appendingPathComponent("\(name)-main.json")), as: UTF8.self)
            var text = file
            while text.hasSuffix("\n") { text.removeLast() }
            #expect(ExampleScripts.main[name] == text, "\(name): run scripts/embed-example-scripts")
            #expect(try Movie.example(name).interface == name)
        }
    }
}
