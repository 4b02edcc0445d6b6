@testable import fluid_playground
import FluidInteractions
import Testing

@Suite("fluid-playground: command line")
struct PlaygroundOptionsTests {
    @Test("Screenshot options parse")
    func screenshot() throws {
        let o = try PlaygroundOptions.parse(["--screenshot", "out.png", "--interface", "pip", "--size", "390x844", "--scale", "2"])
        #expect(o.screenshot == "out.png" && o.interface == "pip" && o.size.width == 390 && o.size.height == 844 && o.scale == 2)
        #expect(o.hud && !o.help)
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

    @Test("The usage names every catalogue interface")
    func usage() {
        for name in InteractionCatalog.names { #expect(PlaygroundOptions.usage.contains(name)) }
    }
}
