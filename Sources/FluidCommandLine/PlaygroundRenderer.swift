import Foundation

/// `fluid plot --png`: the charts drawn by the playground's Cairo renderer
/// (`fluid-playground --screenshot OUT --plot …`), which lives in its own
/// package so that `fluid` needs no C libraries.
enum PlaygroundRenderer {
    /// Where `fluid-playground` is: `$FLUID_PLAYGROUND`, else built beside
    /// this package (`Playground/.build/{release,debug}`, found from the
    /// current directory and from this executable's), else on the PATH.
    static func executable() -> String? {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["FLUID_PLAYGROUND"] {
            return fm.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var roots = [URL(fileURLWithPath: fm.currentDirectoryPath)]
        var up = me.deletingLastPathComponent()
        for _ in 0..<4 { up = up.deletingLastPathComponent(); roots.append(up) }
        for root in roots {
            for config in ["release", "debug"] {
                let candidate = root.appendingPathComponent("Playground/.build/\(config)/fluid-playground").path
                if fm.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(dir)/fluid-playground"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Draws the springs (or the decay) to `png`.
    ///
    /// - Throws: `CLIError` with status 1 when the playground is not built or fails.
    static func plot(png: String, springs: [String], decay: Double?, rate: String, distance: Double?, initialVelocity: Double) throws {
        guard let path = executable() else {
            throw CLIError("--png: needs the playground's renderer; build it first (./scripts/playground --help) or set FLUID_PLAYGROUND", status: 1)
        }
        var arguments = ["--screenshot", png, "--scale", "2"]
        for s in springs { arguments += ["--plot", s] }
        if let decay { arguments += ["--plot-decay", "\(decay)", "--plot-rate", rate] }
        if let distance { arguments += ["--plot-distance", "\(distance)"] }
        if initialVelocity != 0 { arguments += ["--plot-velocity", "\(initialVelocity)"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CLIError("--png: cannot run \(path)", status: 1)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? "failed"
            throw CLIError("--png: \(line)", status: 1)
        }
    }
}
