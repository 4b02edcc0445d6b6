import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import WebBrowserSupport

extension InChromium {
/// The page's tuning panel: every tunable's controls, applied live, kept
/// in the recorded script, and handed over as the files the playground
/// writes.
@Suite("The web page's tuning panel")
struct TuningPanelTests {
    @Test func aSliderTunesTheRunningInterfaceAndTheScriptReplaysWithIt() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer\(PageTests.query)")
        try page.evaluate("document.getElementById('tune').click()")
        // One row per tunable; a spring's four sliders, a choice's segments.
        let rows = try page.evaluate("document.querySelectorAll('#panel fieldset').length") as? Int
        #expect(rows == MomentumDrawer.tunables.count)
        #expect(try page.evaluate("document.querySelectorAll('#panel input[aria-label^=\"flickSpring \"]').length") as? Int == 4)
        // Move the flick spring's response to the middle of its track.
        try page.evaluate("""
            (() => { const s = document.querySelector('#panel input[aria-label="flickSpring response"]');
              s.value = "500"; s.dispatchEvent(new Event('input')); })()
            """)
        let tuning = try page.value("window.fluid.tuning()")
        let flick = try #require(tuning["values"]?["flickSpring"])
        let response = try #require(flick["response"]?.number)
        let range = MomentumDrawer.Tuned.flick.responses
        #expect(abs(response - (range.lowerBound * range.upperBound).squareRoot()) < 0.006, "the log track's middle: \(response)")
        // Its twin moved with it, and the file the page exports reads back.
        let text = try #require(try page.evaluate("document.querySelector('#panel input[aria-label=\"flickSpring duration\"]').value") as? String)
        #expect(text == "500")
        let file = try TuningFile(parsing: try page.value("window.fluid.tuning()").jsonText())
        #expect(file.interface == "drawer" && file.tuning.values["flickSpring"] == .spring(response: response, dampingRatio: flick["dampingRatio"]?.number ?? 0))
        // A flick with it, then the replay of what was recorded.
        let handle = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "handle")
        var gesture = TouchGesture()
        gesture.flick(1, from: handle, to: Point(x: handle.x, y: handle.y - 90), duration: 0.08)
        try page.play(gesture)
        try page.waitUntilSettled()
        let script = try page.snapshot().script
        #expect(script.events.contains { if case .tuning = $0 { return true } else { return false } })
        try expectReplayAgrees(page, "drawer flicked with a tuned spring")
        // Reset: every tunable at its default again.
        try page.evaluate("document.getElementById('reset').click()")
        #expect(try page.value("window.fluid.tuning()")["values"] == [:])
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }
}
}
