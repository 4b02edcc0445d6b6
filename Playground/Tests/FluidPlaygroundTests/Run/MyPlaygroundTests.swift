import FluidExamples
@testable import FluidPlayground
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import Testing

/// A playground of your own (Playground/Examples/my-playground): the
/// toggle switch of the root package's Examples/Interfaces, registered with
/// `Playground.run(_:interfaces:)`, is offered and drawn by every mode as
/// the thirteen are.
@Suite("Playground.run with a user's interface added")
@MainActor
struct MyPlaygroundTests {
    static let interfaces = InteractionCatalog.all + addedInterfaces
    /// Examples/Scripts/Added/toggle-switch-main.json in the root package: a tap on, then a flick back off.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scripts/Added/toggle-switch-main.json")

    static func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("my-playground-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aScreenshotOfTheScriptShowsTheStateTheReplayReports() throws {
        let dir = try Self.folder("screenshot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("on.png").path
        // 0.5 s: tapped on at 0.15 s, the knob on its way right.
        #expect(Playground.run(["--screenshot", path, "--script", Self.script.path, "--at", "0.5"], interfaces: Self.interfaces) == 0)
        let script = try GestureScript(parsing: try String(contentsOf: Self.script, encoding: .utf8), interfaces: ["toggle-switch"])
        let model = try ScriptReplay(script: script, model: ToggleSwitch.self).model(at: 0.5)
        #expect(model.state["isOn"] == true)
        let reference = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 2)
        reference.render(model.scene)
        let written = try PNGImage(path: path)
        #expect(MovieTests.matches(MovieTests.pixels(written), MovieTests.pixels(reference.canvas), within: 0))
        // The model at rest looks different: the picture is of the replay, not of a fresh switch.
        let fresh = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 2)
        fresh.render(ToggleSwitch(viewport: model.viewport).scene)
        #expect(!MovieTests.matches(MovieTests.pixels(written), MovieTests.pixels(fresh.canvas), within: 16))
    }

    @Test func aMovieOfTheScriptPlaysIt() throws {
        let dir = try Self.folder("movie")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("toggle.png").path
        #expect(Playground.run(["--movie", path, "--script", Self.script.path, "--fps", "30"], interfaces: Self.interfaces) == 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func theHomeScreenOffersItAfterTheCatalogues() {
        let home = HomeScreen(viewport: Viewport(width: 390, height: 844), interfaces: Self.interfaces)
        #expect(home.layout.tiles.map(\.name) == InteractionCatalog.names + ["toggle-switch"])
        #expect(home.previews.last?.kind.interfaceName == "toggle-switch")
    }

    @Test func withoutItTheNameIsUnknown() throws {
        #expect(throws: UsageError.self) { try PlaygroundOptions.parse(["--interface", "toggle-switch"]) }
        let options = try Playground.$interfaces.withValue(Self.interfaces) { try PlaygroundOptions.parse(["--interface", "toggle-switch"]) }
        #expect(options.interface == "toggle-switch")
        #expect(Playground.run(["--screenshot", "/dev/null", "--script", Self.script.path, "--at", "0.5"]) == 2)
    }
}
