import FluidScripting
import Foundation

/// What one run of the `fluid` executable did.
struct FluidRun: Sendable {
    /// The exit status (or the signal number when `crashed`).
    var status: Int32
    /// Whether it died of a signal instead of exiting.
    var crashed: Bool
    var stdout: String
    var stderr: String

    /// The non-empty lines of standard error.
    var errorLines: [String] { stderr.split(whereSeparator: \.isNewline).map(String.init) }
}

/// Where the tests find things: the built `fluid` next to the test bundle,
/// the example scripts in the source tree.
enum FluidPaths {
    /// The `fluid` executable the package built alongside this test bundle.
    static let executable: URL? = {
        var directories = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        // macOS runs tests from a helper; the bundle sits in the build directory.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("fluid")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

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

enum FluidRunnerError: Error { case noExecutable }

/// Runs the real `fluid` with `arguments` (and `stdin` as its standard input)
/// and collects its exit status and output.
func runFluid(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> FluidRun {
    guard let executable = FluidPaths.executable else { throw FluidRunnerError.noExecutable }
    let directory = try TemporaryDirectory()
    let out = directory.file("stdout")
    let err = directory.file("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    process.standardOutput = outHandle
    process.standardError = errHandle
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let stdin {
        let input = try directory.write("stdin", stdin)
        process.standardInput = try FileHandle(forReadingFrom: input)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return FluidRun(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                    stdout: try readText(out), stderr: try readText(err))
}

/// The UTF-8 text of the file at `url`, read by `InputFile` (with no
/// limit): Foundation's `Data(contentsOf:)` leaves its buffer behind under
/// LeakSanitizer.
func readText(_ url: URL) throws -> String {
    String(decoding: try InputFile.read(url.path, limit: .max), as: UTF8.self)
}

/// A fresh directory, removed when the value goes away.
final class TemporaryDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` and returns its URL.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = file(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}
