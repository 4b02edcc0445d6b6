import FluidScripting
import Foundation
import Testing

/// The example scripts, read from the source tree where they live,
/// `Tests/FluidInteractionsTests/Scripts` (the interface tests, the README
/// and `scripts/replay-examples` use the same folder), with the library's
/// own strict parser — so every example is also checked against the pinned
/// format.
enum ExampleScripts {
    /// `Tests/FluidInteractionsTests/Scripts`, found from this file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // FluidScriptingTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("FluidInteractionsTests/Scripts")

    /// Every `.json` file of the folder, sorted by name.
    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `<name>.json` parsed and validated.
    static func load(_ name: String) throws -> GestureScript {
        let url = directory.appendingPathComponent(name + ".json")
        return try GestureScript(utf8: [UInt8](Data(contentsOf: url)))
    }

    /// Every example script, by file name without `.json`, sorted.
    static func all() throws -> [(String, GestureScript)] {
        try files().map { $0.deletingPathExtension().lastPathComponent }.map { ($0, try load($0)) }
    }
}
