import FluidExamples
import FluidInteractions
import FluidPhysics
import FluidScripting
import Testing
import WebBrowserSupport

extension InChromium {
/// A user's own interface on the page: Examples/Interfaces added with
/// `scripts/web --add`, offered, felt, recorded and replayed as the
/// catalogue's are.
@Suite("A user's interface on the web page")
struct AddedInterfaceTests {
    @Test func theToggleSwitchIsOfferedFeltAndReplayed() throws {
        let page = try BrowserPage()
        try page.open("", site: .added)
        #expect(try page.value("window.fluid.interfaces()") == .array((InteractionCatalog.names + ["toggle-switch"]).map { .string($0) }))
        #expect(try page.evaluate("document.querySelectorAll('#tiles button').length") as? Int == InteractionCatalog.names.count + 1)
        try page.open("?interface=toggle-switch\(PageTests.query)", site: .added)
        let knob = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "knob")
        var tap = TouchGesture()
        tap.land(1, at: knob)
        tap.wait(0.05)
        tap.lift(1)
        try page.play(tap)
        try page.waitUntilSettled()
        let shot = try page.snapshot(interfaces: InteractionCatalog.names + [ToggleSwitch.interfaceName])
        #expect(shot.state["isOn"] == true)
        // Replayed by the tools with the interface's kind, to the same state.
        let replay = ScriptReplay(script: shot.script, model: ToggleSwitch.self)
        let result = try replay.run(at: [shot.time])
        #expect(disagreements(result.at[0], shot.state, tolerance: 1e-6).isEmpty)
        #expect(try expectPixelsShow(try replay.model(at: shot.time).scene, on: page, "toggle switch") > 0)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }
}
}
