import Foundation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

// Example scripts read with Foundation's JSON parser rather than the
// project's own, so a test also checks the pinned header independently.

/// The touches of a `fluid-gesture-script` file in `Examples/Scripts/`, checked against the pinned header.
func independentScriptTouches(_ name: String, interface: String) throws -> [TouchEvent] {
    let url = ExampleScripts.url(name)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["format"] as? String == "fluid-gesture-script")
    #expect(json["version"] as? Int == 1)
    #expect(json["interface"] as? String == interface)
    #expect(json["until"] as? String == "settled")
    let viewport = try #require(json["viewport"] as? [String: Any])
    #expect(viewport["width"] as? Double == 390 && viewport["height"] as? Double == 844)
    let events = try #require(json["events"] as? [[String: Any]])
    var previous = -Double.infinity
    return try events.map { e in
        let t = try #require(e["t"] as? Double)
        #expect(t >= previous, "times never run backwards in \(name)")
        previous = t
        let name = try #require(e["phase"] as? String)
        let phase = try #require(TouchPhase.allCases.first { "\($0)" == name })
        let p = Point(x: try #require(e["x"] as? Double), y: try #require(e["y"] as? Double))
        return TouchEvent(pointer: PointerID(rawValue: try #require(e["pointer"] as? Int)), phase: phase,
                          location: p, timestamp: t, force: e["force"] as? Double)
    }
}

/// Runs a script to the end of its touches, then until settled (at most 60 s more).
func replayUntilSettled<M: InteractionModel>(_ type: M.Type, _ touches: [TouchEvent]) -> M {
    var m = M(viewport: .phone)
    m.run(touches, until: touches.last?.timestamp ?? 0)
    var t = m.time
    while !m.isSettled, t < m.time + 60 {
        t += 1.0 / 120
        m.advance(to: t)
    }
    return m
}
