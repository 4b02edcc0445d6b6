import FluidScripting
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
}
