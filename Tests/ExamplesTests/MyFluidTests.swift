import FluidExamples
import FluidInteractions
import FluidScripting
import FluidTestSupport
import Foundation
import Testing

/// `my-fluid` (Examples/my-fluid): the fluid tool with a user's interface
/// registered runs it in every command as it runs the thirteen.
@Suite("my-fluid: a user's interface in the fluid tool")
struct MyFluidTests {
    static let myFluid = BuiltExecutable("my-fluid")
    /// Examples/Scripts/Added/toggle-switch-main.json: a tap on, then a flick back off.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scripts/Added/toggle-switch-main.json")

    /// Runs `my-fluid` with `arguments`: its exit status, standard output and error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let run = try myFluid.run(arguments)
        #expect(!run.crashed)
        return (run.status, run.stdout, run.stderr)
    }

    @Test func itListsTheUsersInterfaceAfterTheCatalogues() throws {
        let run = try Self.run(["layout", "--list"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == InteractionCatalog.names + ["toggle-switch"])
    }

    @Test func itReplaysAScriptThroughTheUsersInterface() throws {
        let run = try Self.run(["replay", Self.script.path, "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let result = try JSONParser.parse(run.output)
        #expect(result["interface"] == "toggle-switch")
        // Tapped on, then flicked back off past the middle.
        #expect(result["final"]?["isOn"] == false && result["final"]?["offset"] == 0)
        let changes = result["events"]?.array?.compactMap { $0["name"] == "isOn" ? $0["value"] : nil }
        #expect(changes == [true, false])
        // The same as ScriptReplay with the interface's kind, in process.
        let script = try GestureScript(parsing: try String(contentsOf: Self.script, encoding: .utf8), interfaces: ["toggle-switch"])
        let here = try ScriptReplay(script: script, model: ToggleSwitch.self).run()
        #expect(here.jsonValue == result)
    }

    @Test func itLaysItOutAndSaysItHasNothingToTune() throws {
        let layout = try Self.run(["layout", "toggle-switch", "--viewport", "390x844", "--safe-area", "47,0,34,0"])
        #expect(layout.status == 0)
        let native = ToggleSwitch(viewport: Viewport(width: 390, height: 844, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(try JSONParser.parse(layout.output) == native.layout)
        let tunables = try Self.run(["tunables", "toggle-switch", "--json"])
        let list = try JSONParser.parse(tunables.output)
        #expect(tunables.status == 0 && list == [])
    }

    @Test func plainFluidDoesNotKnowIt() throws {
        let run = try Self.run(["layout", "no-such"])
        #expect(run.status == 2 && run.errors.contains("unknown interface \"no-such\"") && run.errors.contains("toggle-switch"))
    }
}
