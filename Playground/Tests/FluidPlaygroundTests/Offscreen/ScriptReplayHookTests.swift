@testable import FluidPlayground
import FluidAnimation
import FluidInteractions
import FluidScripting
import Foundation
import Testing

@Suite("--screenshot --script --at with reduced motion")
@MainActor
struct ScriptReplayHookTests {
    /// `--reduced-motion` draws what `fluid replay --reduced-motion --at T`
    /// reports: the rubber band's square mid-way back, short of its rest
    /// where the full motion has already swung past it.
    @Test func theScreenshotIsTheReducedReplay() throws {
        let path = MovieTests.scripts.appendingPathComponent("rubber-band-main.json").path
        let script = try GestureScript(utf8: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let t = (script.touches.last?.timestamp ?? 0) + 0.25
        var replay = ScriptReplay(script: script)
        replay.motionPreference = .reduced
        let reduced = try replayedModel(script: path, at: t, motion: .reduced)
        #expect(reduced.state == (try replay.model(at: t)).state)
        let full = try replayedModel(script: path, at: t)
        #expect(full.state != reduced.state)
        // A tuning file that asks for reduced motion does the same.
        let file = TuningFile(interface: "rubber-band", tuning: Tuning(), motionPreference: .reduced)
        #expect(try replayedModel(script: path, at: t, tuning: file).state == reduced.state)
    }
}
