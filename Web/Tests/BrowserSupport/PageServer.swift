import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built page, served on the loopback address by `Web/serve.py` (the
/// server `scripts/web` uses), on a free port: one server for each site,
/// for every test.
///
/// The site is the folder `FLUID_WEB_SITE` names, or `.build-web/site` in the
/// repository — what `scripts/web --out .build-web/site` builds (and
/// `scripts/web-test`, which runs these tests, does); the site with the
/// examples' interfaces added is `FLUID_WEB_SITE_ADDED` or
/// `.build-web/site-added` (`scripts/web --add Examples/Interfaces`).
public enum PageServer {
    /// Which built page.
    public enum Site: Sendable {
        /// The page with the catalogue's interfaces.
        case main
        /// The page with Examples/Interfaces added.
        case added
    }

    /// The repository's root (this file is Web/Tests/BrowserSupport/PageServer.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The site's folder.
    public static func folder(_ site: Site = .main) -> String {
        let environment = ProcessInfo.processInfo.environment
        switch site {
        case .main: return environment["FLUID_WEB_SITE"] ?? root.appendingPathComponent(".build-web/site").path
        case .added: return environment["FLUID_WEB_SITE_ADDED"] ?? root.appendingPathComponent(".build-web/site-added").path
        }
    }

    /// The main site's folder.
    public static var site: String { folder(.main) }

    private static let mainServer = Result { () throws(BrowserError) -> (pid: Int32, url: String) in try start(folder(.main)) }
    private static let addedServer = Result { () throws(BrowserError) -> (pid: Int32, url: String) in try start(folder(.added)) }

    /// The page's address, `http://127.0.0.1:PORT/`.
    ///
    /// - Throws: ``BrowserError`` when the site is not built or the server does not start.
    public static func url(_ site: Site = .main) throws(BrowserError) -> String {
        switch site {
        case .main: return try mainServer.get().url
        case .added: return try addedServer.get().url
        }
    }

    private static func start(_ site: String) throws(BrowserError) -> (pid: Int32, url: String) {
        guard FileManager.default.fileExists(atPath: site + "/index.html"),
              FileManager.default.fileExists(atPath: site + "/fluid.wasm") else {
            throw BrowserError("no built page in \(site): run scripts/web --out \(site) (scripts/web-test does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Web/serve.py").path, "--folder", site,
                             "--host", "127.0.0.1", "--port", "0", "--quiet", "--until-input-ends"]
        let input = Pipe()
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw BrowserError("cannot start Web/serve.py: \(error)") }
        // The first line: "serving http://127.0.0.1:PORT/".
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data([10]) { break }
            line.append(byte)
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "serving", words[1].hasPrefix("http://127.0.0.1:") else {
            process.terminate()
            throw BrowserError("Web/serve.py did not say where it serves (it said '\(String(decoding: line, as: UTF8.self))')")
        }
        // The server ends when this process does: it watches its input, whose
        // writing end this process keeps open (a copy closed on exec, so no
        // other child holds it) until it exits.
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 3)
        return (process.processIdentifier, String(words[1]))
    }
}
