import FluidGestures
import FluidInteractions
import FluidScripting
import Testing
import FluidTestSupport

/// The touches of an example script in `Scripts/`, so a test can check that
/// the script's touches land on the interface's layout.
func exampleScriptTouches(named name: String) throws -> [TouchEvent] {
    try ExampleScripts.load(name).touches
}

/// Replays the example script `name` on a fresh `M` laid out on the phone:
/// to the script's `until`, or until settled (at most 60 s after the last
/// touch), at 120 frames per second.
func replayExample<M: InteractionModel>(_ type: M.Type, _ name: String) throws -> M {
    let script = try ExampleScripts.load(name)
    #expect(script.viewport.width == 390 && script.viewport.height == 844)
    #expect(script.interface == M.interfaceName)
    var until: Double?
    if case .time(let t) = script.until { until = t }
    var m = M(viewport: .phone)
    let lastTouch = script.touches.last?.timestamp ?? 0
    m.run(script.touches, until: until ?? lastTouch)
    if until == nil {
        var t = m.time
        while !m.isSettled && t < lastTouch + 60 {
            t += 1.0 / 120
            m.advance(to: t)
        }
        #expect(m.isSettled)
    }
    return m
}
