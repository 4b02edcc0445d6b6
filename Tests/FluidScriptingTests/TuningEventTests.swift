import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import FluidTestSupport

/// A gesture script's `tuning` events: a designer's tuning put in force at
/// its time (the web page records one whenever its panel moves).
@Suite("Tuning events in gesture scripts")
struct TuningEventTests {
    /// The drawer flicked open (the example script), its flick spring
    /// retuned to a slow bouncy one at `time`, mid-flight.
    static func retunedFlick(at time: Double) throws -> GestureScript {
        var script = try ExampleScripts.load("drawer-main")
        let values: JSONValue = ["flickSpring": ["response": 0.9, "dampingRatio": 0.5]]
        script.events.append(.tuning(time: time, values: values))
        return script
    }

    @Test func aTuningEventIsWrittenAndReadBack() throws {
        let script = try Self.retunedFlick(at: 0.2)
        let text = script.jsonValue.jsonText(pretty: true)
        #expect(text.contains(#""tuning": {"#))
        #expect(try GestureScript(parsing: text) == script)
    }

    @Test func theReplayTakesTheTuningAtItsTimeWithoutAJump() throws {
        let script = try Self.retunedFlick(at: 0.2)
        let t = 0.2, e = 1e-6
        let run = try ScriptReplay(script: script).run(at: [t - e, t + e, 0.6])
        let before = run.at[0], after = run.at[1]
        // Continuous at the change: position and velocity.
        let p0 = try #require(before["position"]?.number), p1 = try #require(after["position"]?.number)
        let v0 = try #require(before["velocity"]?.number), v1 = try #require(after["velocity"]?.number)
        #expect(abs(p1 - p0) < 0.01 && abs(v1 - v0) < 0.5, "position \(p0) → \(p1), velocity \(v0) → \(v1)")
        // The same as the model retuned by hand at that instant.
        var drawer = MomentumDrawer(viewport: script.viewport)
        for touch in script.touches { drawer.handle(touch) }
        drawer.advance(to: t)
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.flick, to: .spring(response: 0.9, dampingRatio: 0.5))
        try drawer.retune(tuning)
        drawer.advance(to: 0.6)
        #expect(disagree(run.at[2], ReplayResult.stamped(drawer.state, at: 0.6)).isEmpty)
        // And not the same as the untuned flick.
        let plain = try ScriptReplay(script: try ExampleScripts.load("drawer-main")).run(at: [0.6])
        #expect(plain.at[0]["position"] != run.at[2]["position"])
    }

    @Test func aTuningTheInterfaceDoesNotHaveIsRefusedWithItsPlace() throws {
        var script = try ExampleScripts.load("drawer-main")
        script.events.append(.tuning(time: 0.2, values: ["noSuchTunable": 1]))
        #expect(throws: ScriptError.self) { try ScriptReplay(script: script).run() }
        do {
            _ = try ScriptReplay(script: script).run()
        } catch {
            #expect(error.description.hasPrefix("events[12].tuning.noSuchTunable: unknown tunable"), "\(error)")
        }
        var bad = try ExampleScripts.load("drawer-main")
        bad.events.append(.tuning(time: 0.2, values: ["tapSlop": 1e6]))
        do {
            _ = try ScriptReplay(script: bad).run()
            Issue.record("a value out of its range was taken")
        } catch {
            #expect(error.description.hasPrefix("events[12].tuning.tapSlop: must be from"), "\(error)")
        }
        // Not an object: refused by the parser.
        let text = try ExampleScripts.load("drawer-main").jsonValue.jsonText()
        let broken = text.replacingOccurrences(of: #"{"t":0.08,"phase":"ended""#, with: #"{"t":0.05,"tuning":3},{"t":0.08,"phase":"ended""#)
        #expect(broken != text)
        do {
            _ = try GestureScript(parsing: broken)
            Issue.record("a tuning that is not an object was read")
        } catch {
            #expect(error.description.hasPrefix("events[11].tuning: expected an object of tuned values"), "\(error)")
        }
    }

    func disagree(_ a: InteractionValue, _ b: InteractionValue) -> [String] {
        guard case .object(let f) = a, case .object(let g) = b else { return a == b ? [] : ["\(a) ≠ \(b)"] }
        return zip(f, g).compactMap { x, y in
            if let p = x.value.number, let q = y.value.number { return abs(p - q) < 1e-9 ? nil : "\(x.key): \(p) ≠ \(q)" }
            return x == y ? nil : "\(x.key)"
        }
    }
}
