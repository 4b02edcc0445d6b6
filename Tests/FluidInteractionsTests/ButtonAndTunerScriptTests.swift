import FluidGestures
import FluidInteractions
import FluidPhysics
import Foundation
import Testing

/// The example scripts of the calculator button, the flashlight button and
/// the spring tuner do what their names say: each is replayed here (120 fps,
/// to its `until`) and its outcome checked.
@Suite("Example scripts: calculator button, flashlight button, spring tuner")
struct ButtonAndTunerScriptTests {
    /// A script's touches and its end ("settled" becomes nil).
    func loadExampleScript(_ name: String) throws -> (interface: String, touches: [TouchEvent], until: Double?) {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Scripts"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(json["format"] as? String == "fluid-gesture-script" && json["version"] as? Int == 1)
        let viewport = try #require(json["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 390 && viewport["height"] as? Double == 844)
        let phases: [String: TouchPhase] = ["began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled]
        let events = try #require(json["events"] as? [[String: Any]])
        var touches: [TouchEvent] = []
        var last = -Double.infinity
        for e in events {
            let t = try #require(e["t"] as? Double)
            #expect(t >= last, "times in order")
            last = t
            let phase = try #require(phases[e["phase"] as? String ?? ""])
            let p = Point(x: try #require(e["x"] as? Double), y: try #require(e["y"] as? Double))
            touches.append(TouchEvent(pointer: PointerID(rawValue: try #require(e["pointer"] as? Int)), phase: phase,
                                      location: p, timestamp: t, force: e["force"] as? Double))
        }
        return (try #require(json["interface"] as? String), touches, json["until"] as? Double)
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
        #expect(interrupt.stateEvents.first.map { $0.1 == "target" && $0.2 == .number(70) && $0.0 == 0.3 } == true, "the tap turned it")
        #expect(Swift.abs(interrupt.response - 0.4) < 0.02)
        let cancel = try replay(SpringTuner.self, "spring-tuner-cancel")
        #expect(cancel.dampingRatio == 0.5 && !cancel.stateEvents.contains { $0.1 == "dampingRatio" })
    }
}
