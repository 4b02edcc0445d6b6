@testable import fluid_playground
import FluidInteractions
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
        (["--plot", "preset=bouncy"], "need --screenshot"),
        (["--plot-decay", "2000"], "need --screenshot"),
        (["--screenshot", "a.png", "--plot-decay", "nan"], "--plot-decay"),
        (["--screenshot", "a.png", "--plot-velocity", "x"], "--plot-velocity"),
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
