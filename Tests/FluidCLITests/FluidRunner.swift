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

    /// `Examples/Scripts` in the source tree.
    static var scripts: URL { ExampleScripts.directory }

    /// The example scripts, sorted by name.
    static func exampleScripts() throws -> [URL] { try ExampleScripts.files() }
}

/// Runs the real `fluid` with `arguments` (and `stdin` as its standard input)
/// and collects its exit status and output.
func runFluid(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> FluidRun {
    try FluidPaths.fluid.run(arguments, stdin: stdin, environment: environment)
}
