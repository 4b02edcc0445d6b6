import FluidScripting
import FluidTestSupport
import Foundation

/// What one run of the `fluid` executable did.
typealias FluidRun = ExecutableRun

/// Where the tests find things: the built `fluid` next to the test bundle,
/// the example scripts in the source tree.
enum FluidPaths {
    /// The `fluid` executable the package built alongside this test bundle.
    static let fluid = BuiltExecutable("fluid")
    static var executable: URL? { fluid.url }

    /// `Tests/FluidInteractionsTests/Scripts` in the source tree.
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FluidInteractionsTests").appendingPathComponent("Scripts")

    /// The example scripts, sorted by name.
    static func exampleScripts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: scripts, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// Runs the real `fluid` with `arguments` (and `stdin` as its standard input)
/// and collects its exit status and output.
func runFluid(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> FluidRun {
    try FluidPaths.fluid.run(arguments, stdin: stdin, environment: environment)
}
