import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WebBrowserSupport

/// `scripts/web` and the server it starts (`Web/serve.py`), as a person
/// runs them.
@Suite("scripts/web")
struct WebScriptTests {
    /// Runs `executable` with `arguments` from the repository; its exit
    /// status and what it printed, once it has finished.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = PageServer.root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(arguments: [["--nope"], ["--out"], ["--port", "http"], ["--port", "70000"], ["extra"]])
    func aBadArgumentIsOneLineAndStatusTwo(arguments: [String]) throws {
        let result = try Self.run(["bash", "scripts/web"] + arguments)
        #expect(result.status == 2, "\(arguments)")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("scripts/web: "), "\(arguments): \(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test func theServerSaysWhereToOpenThePageOnThisMachineAndOnAPhone() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Web/serve.py", "--folder", PageServer.site, "--port", "0", "--quiet"]
        process.currentDirectoryURL = PageServer.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        // Everything it prints before it waits: up to "Press Ctrl-C to stop."
        var text = ""
        while !text.contains("Press Ctrl-C to stop.") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let lines = text.split(separator: "\n").map(String.init)
        let local = try #require(lines.first { $0.contains("on this machine:") })
        #expect(local.hasSuffix("/") && local.contains("http://127.0.0.1:"))
        // The page answers there (on the loopback address only).
        let port = try #require(local.split(separator: ":").last.flatMap { Int($0.dropLast()) })
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/index.html")!)
        let page = String(decoding: data, as: UTF8.self)
        #expect(page.contains("<title>FluidInterfaces</title>"))
        // For a phone: a local-network URL and its QR code (block characters),
        // or the reason there is none.
        if let phone = lines.first(where: { $0.contains("on a phone or tablet:") }) {
            #expect(phone.contains("http://") && phone.contains(":\(port)/"))
            #expect(text.contains("█") || text.contains("▀") || text.contains("▄"), "a QR code in the terminal")
        } else {
            #expect(text.contains("no local network address found"))
        }
    }

    @Test func withTLSItServesHTTPSWithACertificateItMakes() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Web/serve.py", "--folder", PageServer.site, "--host", "127.0.0.1", "--port", "0", "--tls", "--quiet"]
        process.currentDirectoryURL = PageServer.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data([10]) { break }
            line.append(byte)
        }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("serving https://127.0.0.1:"))
        let tls = URL(fileURLWithPath: PageServer.site).deletingLastPathComponent().appendingPathComponent("tls")
        #expect(FileManager.default.fileExists(atPath: tls.appendingPathComponent("cert.pem").path))
        #expect(FileManager.default.fileExists(atPath: tls.appendingPathComponent("key.pem").path))
    }
}
