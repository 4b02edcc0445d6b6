import FluidScripting
import Foundation

/// What one run of an executable did.
public struct ExecutableRun: Sendable {
    /// The exit status (or the signal number when `crashed`).
    public var status: Int32
    /// Whether it died of a signal instead of exiting.
    public var crashed: Bool
    public var stdout: String
    public var stderr: String

    /// The non-empty lines of standard error.
    public var errorLines: [String] { stderr.split(whereSeparator: \.isNewline).map(String.init) }
}

/// An executable of this package (`fluid`, `my-fluid`), built beside the
/// test bundle, that a test runs as a user would.
public struct BuiltExecutable: Sendable {
    /// Its product name.
    public let name: String
    /// Where it is, or nil when the package did not build it.
    public let url: URL?

    /// The executable product `name` built alongside this test bundle.
    public init(_ name: String) {
        self.name = name
        func found(in directories: [URL]) -> URL? {
            directories.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
        let beside = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        // macOS runs tests from a helper; the bundle sits in the build
        // directory. Asked only there: on Linux, Foundation's list of every
        // bundle is never freed (LeakSanitizer reports it).
        url = found(in: beside) ?? found(in: Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() })
    }

    /// It was not built beside the tests.
    public struct NotBuilt: Error, CustomStringConvertible {
        public let name: String
        public init(name: String) { self.name = name }
        public var description: String { "no \(name) executable next to the test bundle" }
    }

    /// Runs it with `arguments` (and `stdin` as its standard input, else
    /// nothing) and collects its exit status and output.
    ///
    /// - Throws: ``NotBuilt`` when it is not there, or what starting it threw.
    public func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> ExecutableRun {
        guard let url else { throw NotBuilt(name: name) }
        let directory = try TemporaryDirectory()
        let out = directory.file("stdout"), err = directory.file("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let stdin {
            process.standardInput = try FileHandle(forReadingFrom: try directory.write("stdin", stdin))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return ExecutableRun(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                             stdout: try readText(out), stderr: try readText(err))
    }
}

/// The UTF-8 text of the file at `url`, read by `InputFile` (with no
/// limit): Foundation's `Data(contentsOf:)` leaves its buffer behind under
/// LeakSanitizer.
public func readText(_ url: URL) throws -> String {
    String(decoding: try InputFile.read(url.path, limit: .max), as: UTF8.self)
}

/// A fresh directory, removed when the value goes away.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The URL of `name` inside.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        let file = file(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}
