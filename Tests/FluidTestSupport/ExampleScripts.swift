import FluidScripting
import Foundation

/// The example gesture scripts of the thirteen interfaces, in the
/// repository's `Examples/Scripts/` — the one place every test, the README,
/// `fluid --help` and `scripts/replay-examples` read them from — parsed with
/// the library's own strict parser, so every example is also checked
/// against the pinned format. (`Examples/Scripts/Added/` holds the scripts
/// of interfaces a user adds, which the catalogue does not know.)
public enum ExampleScripts {
    /// The repository's root, found from this file.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FluidTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Examples/Scripts`.
    public static let directory = repository.appendingPathComponent("Examples/Scripts")

    /// The file of the script `name` (without `.json`).
    public static func url(_ name: String) -> URL { directory.appendingPathComponent(name + ".json") }

    /// Every `.json` file of the folder (not of `Added/`), sorted by name.
    public static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `<name>.json` parsed and validated.
    public static func load(_ name: String) throws -> GestureScript {
        try GestureScript(utf8: [UInt8](Data(contentsOf: url(name))))
    }

    /// Every example script, by file name without `.json`, sorted.
    public static func all() throws -> [(String, GestureScript)] {
        try files().map { $0.deletingPathExtension().lastPathComponent }.map { ($0, try load($0)) }
    }
}
