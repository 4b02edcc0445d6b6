import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing

/// The example scripts of the calculator button, the flashlight button and
/// the spring tuner do what their names say: each is replayed here (120 fps,
/// to its `until`) and its outcome checked.
@Suite("Example scripts: calculator button, flashlight button, spring tuner")
struct ButtonAndTunerScriptTests {
    /// A script's touches and its end ("settled" becomes nil).
    func loadExampleScript(_ name: String) throws -> (interface: String, touches: [TouchEvent], until: Double?) {
        let script = try ExampleScripts.load(name)
        #expect(script.viewport.width == 390 && script.viewport.height == 844)
        var until: Double?
        if case .time(let t) = script.until { until = t }
        return (script.interface, script.touches, until)
    }

    /// Replays a script on a fresh model: to its `until`, or until settled (at most 60 s after the last touch).
    func replay<M: InteractionModel>(_ type: M.Type, _ name: String) throws -> M {
        let script = try loadExampleScript(name)
        #expect(script.interface == M.interfaceName)
        var m = M(viewport: .phone)
        let lastTouch = script.touches.last?.timestamp ?? 0
        m.run(script.touches, until: script.until ?? lastTouch)
        if script.until == nil {
            var t = m.time
            while !m.isSettled && t < lastTouch + 60 {
                t += 1.0 / 120
                m.advance(to: t)
            }
            #expect(m.isSettled)
        }
        return m
    }

    @Test func calculatorButtonScripts() throws {
        let main = try replay(CalculatorButton.self, "calculator-button-main")
        #expect(main.taps == 1 && main.highlight == 0)
        let interrupt = try replay(CalculatorButton.self, "calculator-button-interrupt")
        #expect(interrupt.taps == 3, "two taps, then a drag out and back in that still counts")
        #expect(interrupt.stateEvents.filter { $0.1 == "highlighted" }.count == 8)
        let cancel = try replay(CalculatorButton.self, "calculator-button-cancel")
        #expect(cancel.taps == 0 && cancel.stateEvents.count == 2)
    }

    @Test func flashlightButtonScripts() throws {
        let main = try replay(FlashlightButton.self, "flashlight-button-main")
        #expect(main.isOn && main.haptics == [.light, .medium])
        let interrupt = try replay(FlashlightButton.self, "flashlight-button-interrupt")
        #expect(!interrupt.isOn && interrupt.haptics == [.light, .medium, .light, .medium],
                "on by force, then off by a 0.5 s hold without force that caught the spring")
        let cancel = try replay(FlashlightButton.self, "flashlight-button-cancel")
        #expect(!cancel.isOn && cancel.haptics == [.light], "armed, cancelled: no toggle")
    }

    @Test func springTunerScripts() throws {
        let main = try replay(SpringTuner.self, "spring-tuner-main")
        #expect(Swift.abs(main.dampingRatio - 0.9) < 0.02 && main.turnarounds >= 1)
        #expect(main.stateEvents.contains { $0.1 == "dampingRatio" })
        let interrupt = try replay(SpringTuner.self, "spring-tuner-interrupt")
        #expect(interrupt.stateEvents.first.map { $0.1 == "target" && $0.2 == .number(interrupt.leftEnd) && $0.0 == 0.3 } == true, "the tap turned it")
        #expect(Swift.abs(interrupt.response - 0.4) < 0.02)
        let cancel = try replay(SpringTuner.self, "spring-tuner-cancel")
        #expect(cancel.dampingRatio == 0.5 && !cancel.stateEvents.contains { $0.1 == "dampingRatio" })
    }
}
