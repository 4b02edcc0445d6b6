import FluidGestures
import FluidInteractions
import Foundation
import Testing

/// The example scripts in `Scripts/` (copied into the test bundle), read
/// with the library's own strict parser — so every example is also checked
/// against the pinned format.
enum ExampleScripts {
    /// `Scripts/<name>.json` parsed and validated.
    static func load(_ name: String) throws -> GestureScript {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Scripts"),
                               "no example script \(name)")
        return try GestureScript(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    /// Every example script, by file name without `.json`, sorted.
    static func all() throws -> [(String, GestureScript)] {
        let directory = try #require(Bundle.module.url(forResource: "Scripts", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        return try names.map { ($0, try load($0)) }
    }

    /// The model of type `M` after replaying script `name` to its end (its
    /// `until`, or the first settled frame) at `fps`, through `ScriptReplay`.
    static func replayed<M: InteractionModel>(_ type: M.Type, _ name: String, fps: Double = 120) throws -> M {
        let script = try load(name)
        let replay = ScriptReplay(script: script, framesPerSecond: fps)
        let end = try replay.run().endTime
        return try #require(try replay.model(at: end) as? M)
    }
}
