import Fluid
import Foundation
import Testing

/// The sample script the gesture-script article shows is a real script: it
/// parses, replays through its interface, and is the flick it says it is.
@Suite("The documented gesture script")
struct DocumentedScriptTests {
    static let article = "Sources/FluidScripting/FluidScripting.docc/GestureScripts.md"

    @Test func theSampleIsAFlickThatReplays() throws {
        let text = try String(contentsOf: FreshnessTests.root.appendingPathComponent(Self.article), encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let script = try GestureScript(utf8: Array(text[start.upperBound..<end.lowerBound].utf8))
        let replay = ScriptReplay(script: script)
        let pip = try #require(try replay.model(at: 0.041).model(as: PictureInPicture.self))
        let v = pip.velocity
        #expect((v.dx * v.dx + v.dy * v.dy).squareRoot() > 3_500, "the article says about 3 800 pt/s")
        #expect(text.contains("about 3 800 points per second"))
        let result = try replay.run()
        #expect(result.settled)
    }
}
