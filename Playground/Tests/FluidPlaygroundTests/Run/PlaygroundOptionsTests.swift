@testable import FluidPlayground
import FluidInteractions
import FluidPhysics
import FluidRenderer
import Foundation
import Testing

@Suite("fluid-playground: command line")
struct PlaygroundOptionsTests {
    @Test("Screenshot options parse")
    func screenshot() throws {
        let o = try PlaygroundOptions.parse(["--screenshot", "out.png", "--interface", "pip", "--size", "390x844", "--scale", "2"])
        #expect(o.screenshot == "out.png" && o.interface == "pip" && o.size.width == 390 && o.size.height == 844 && o.scale == 2)
        #expect(o.hud && !o.help)
    }

    /// Everything `fluid plot --png` points to: springs with a distance and an
    /// initial velocity, or a decay with its rate.
    @Test("Chart options parse")
    func charts() throws {
        let springs = try PlaygroundOptions.parse(["--plot", "preset=bouncy", "--plot", "duration=0.5,bounce=0.3",
                                                   "--plot-distance", "300", "--plot-velocity", "-1200", "--screenshot", "s.png"])
        #expect(springs.plots == ["preset=bouncy", "duration=0.5,bounce=0.3"] && springs.screenshot == "s.png")
        #expect(springs.plotDistance == 300 && springs.plotVelocity == -1200 && springs.plotDecay == nil)
        let decay = try PlaygroundOptions.parse(["--plot-decay", "2000.5", "--plot-rate", "fast", "--screenshot", "d.png"])
        #expect(decay.plotDecay == 2000.5 && decay.plotRate == "fast" && decay.plots.isEmpty)
        #expect(try PlaygroundOptions.parse(["--plot-decay", "-50", "--screenshot", "d.png"]).plotRate == "normal")
    }

    @Test("Movie and tour options parse; a movie's scale is 1 unless given")
    func movie() throws {
        let o = try PlaygroundOptions.parse(["--movie", "m.png", "--script", "s.json", "--fps", "30", "--until", "2.5",
                                             "--hold", "1", "--crop", "200x300+10+20"])
        #expect(o.movie == "m.png" && o.script == "s.json" && o.fps == 30 && o.until == 2.5 && o.hold == 1)
        #expect(o.crop == Rect(x: 10, y: 20, width: 200, height: 300) && o.movieScale == 1 && o.at == nil)
        let i = try PlaygroundOptions.parse(["--movie", "m.png", "--interface", "pip", "--scale", "2"])
        #expect(i.interface == "pip" && i.fps == 60 && i.until == nil && i.hold == 0 && i.movieScale == 2)
        let t = try PlaygroundOptions.parse(["--tour", "out", "--fps", "24"])
        #expect(t.tour == "out" && t.fps == 24 && t.movieScale == 1 && !t.lossless)
        #expect(MovieSettings(t).colours == .palette(maximumError: MovieSettings.paletteError))
        let lossless = try PlaygroundOptions.parse(["--movie", "m.png", "--interface", "pip", "--lossless"])
        #expect(lossless.lossless && MovieSettings(lossless).colours == .truecolour)
        #expect(try PlaygroundOptions.parse(["--tour", "out", "--lossless"]).lossless)
    }

    @Test("Window options parse, defaults hold")
    func window() throws {
        let o = try PlaygroundOptions.parse(["--no-hud", "--frame-stats", "--quit-after", "20"])
        #expect(!o.hud && o.frameStats && o.quitAfter == 20 && o.screenshot == nil && o.interface == nil)
        #expect(o.size.width == 390 && o.size.height == 844)
        #expect(try PlaygroundOptions.parse(["--help"]).help)
    }

    @Test("Bad arguments are usage errors naming the problem", arguments: [
        (["--bogus"], "unknown argument"),
        (["--interface"], "needs a value"),
        (["--interface", "nope"], "unknown interface"),
        (["--size", "390"], "--size"),
        (["--size", "0x844"], "--size"),
        (["--size", "nanx844"], "--size"),
        (["--scale", "-1"], "--scale"),
        (["--scale", "abc"], "--scale"),
        (["--screenshot", "a.png", "--script", "s.json"], "go together"),
        (["--script", "s.json", "--at", "1"], "needs --screenshot"),
        (["--quit-after", "0"], "--quit-after"),
        (["--lossless"], "--lossless needs --movie or --tour"),
        (["--screenshot", "a.png", "--lossless"], "--lossless needs --movie or --tour"),
        (["--plot", "preset=bouncy"], "need --screenshot"),
        (["--plot-decay", "2000"], "need --screenshot"),
        (["--screenshot", "a.png", "--plot-decay", "nan"], "--plot-decay"),
        (["--screenshot", "a.png", "--plot-velocity", "x"], "--plot-velocity"),
        (["--movie", "m.png"], "--movie needs --script FILE or --interface NAME"),
        (["--movie", "m.png", "--interface", "nope"], "unknown interface"),
        (["--movie", "m.png", "--script", "s.json", "--at", "1"], "--at is for --screenshot"),
        (["--movie", "m.png", "--script", "s.json", "--interface", "pip"], "leave out --interface"),
        (["--movie", "m.png", "--screenshot", "a.png", "--interface", "pip"], "give one of them"),
        (["--movie", "m.png", "--tour", "d", "--interface", "pip"], "give one of them"),
        (["--movie", "m.png", "--interface", "pip", "--fps", "0"], "--fps"),
        (["--movie", "m.png", "--interface", "pip", "--fps", "-5"], "--fps"),
        (["--movie", "m.png", "--interface", "pip", "--fps", "1000"], "--fps"),
        (["--movie", "m.png", "--interface", "pip", "--fps", "29.97"], "--fps"),
        (["--movie", "m.png", "--interface", "pip", "--until", "0"], "--until"),
        (["--movie", "m.png", "--interface", "pip", "--until", "-1"], "--until"),
        (["--movie", "m.png", "--interface", "pip", "--until", "1e9"], "--until: at most 120"),
        (["--movie", "m.png", "--interface", "pip", "--until", "inf"], "--until"),
        (["--movie", "m.png", "--interface", "pip", "--hold", "11"], "--hold"),
        (["--movie", "m.png", "--interface", "pip", "--scale", "0"], "--scale"),
        (["--movie", "m.png", "--interface", "pip", "--scale", "100"], "--scale"),
        (["--movie", "m.png", "--interface", "pip", "--crop", "10x10+0+0"], "--crop"),
        (["--movie", "m.png", "--interface", "pip", "--crop", "100x100"], "--crop"),
        (["--movie", "m.png", "--interface", "pip", "--crop", "100x100+-1+0"], "--crop"),
        (["--movie"], "needs a value"),
        (["--interface", "pip", "--fps", "30"], "--fps needs --movie or --tour"),
        (["--interface", "pip", "--until", "3"], "--until needs --movie"),
        (["--crop", "100x100+0+0"], "--crop needs --movie"),
        (["--tour", "d", "--interface", "pip"], "--tour plays every interface"),
        (["--tour", "d", "--until", "2"], "--until needs --movie"),
        (["--tour"], "needs a value"),
    ])
    func bad(arguments: [String], fragment: String) {
        do {
            _ = try PlaygroundOptions.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("Charts are drawn as PNGs, with fluid plot's checks")
    func chartScreenshots() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-playground-plot-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func draw(_ arguments: [String]) throws -> String? {
            let path = directory.appendingPathComponent("chart.png").path
            try? FileManager.default.removeItem(atPath: path)
            let options = try PlaygroundOptions.parse(arguments + ["--screenshot", path, "--scale", "1"])
            do {
                try plotScreenshot(options, to: path)
            } catch {
                return error.message
            }
            let signature = try #require(FileManager.default.contents(atPath: path)).prefix(8)
            #expect(Array(signature) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(arguments)")
            return nil
        }
        #expect(try draw(["--plot", "preset=bouncy", "--plot", "duration=0.5,bounce=0.3",
                          "--plot-distance", "300", "--plot-velocity", "-1200"]) == nil)
        #expect(try draw(["--plot-decay", "2000", "--plot-rate", "0.99"]) == nil)
        #expect(try draw(["--plot-decay", "2000", "--plot-rate", "1.5"])?.contains("--plot-rate") == true)
        #expect(try draw(["--plot-decay", "0"])?.contains("--plot-decay") == true)
        #expect(try draw(["--plot", "preset=bouncy", "--plot-distance", "0"])?.contains("--plot-distance") == true)
        #expect(try draw(["--plot", "duration=0.5,wobble=2"])?.contains("wobble") == true)
        #expect(try draw(["--plot", "preset=bouncy", "--plot-decay", "10"])?.contains("one or the other") == true)
    }

    @Test("The usage names every catalogue interface")
    func usage() {
        for name in InteractionCatalog.names { #expect(PlaygroundOptions.usage.contains(name)) }
    }
}
