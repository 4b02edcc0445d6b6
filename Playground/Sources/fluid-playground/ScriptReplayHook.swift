import Glibc
import FluidInteractions
import FluidScripting

/// The model of `scriptPath`'s interface at `time` seconds of the script's
/// replay (`--screenshot OUT.png --script SCRIPT --at T`): the same frames
/// (120 fps), touches and system events as `fluid replay SCRIPT --at T`, so
/// the picture shows exactly the state that command reports.
///
/// - Throws: `PlaygroundFailure` naming the file for an unreadable script,
///   and the script's own error (with its place) for a malformed one.
func replayedModel(script scriptPath: String, at time: Double) throws(PlaygroundFailure) -> any InteractionModel {
    guard let text = readTextFile(scriptPath) else {
        throw PlaygroundFailure(message: "\(scriptPath): cannot read the file")
    }
    do {
        let script = try GestureScript(parsing: text)
        return try ScriptReplay(script: script).model(at: time)
    } catch {
        throw PlaygroundFailure(message: "\(scriptPath): \(error)")
    }
}

/// The whole file at `path` as UTF-8 text, or nil when it cannot be read.
func readTextFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
        if n < buffer.count { break }
        if bytes.count > 16 << 20 { return nil }
    }
    return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
}

/// The gesture script at `path`, parsed and validated.
///
/// - Throws: `PlaygroundFailure` naming the file and the script's problem.
func loadScript(_ path: String) throws(PlaygroundFailure) -> GestureScript {
    guard let text = readTextFile(path) else { throw PlaygroundFailure(message: "\(path): cannot read the file") }
    do {
        let script = try GestureScript(parsing: text)
        try script.validate()
        return script
    } catch {
        throw PlaygroundFailure(message: "\(path): \(error)")
    }
}

/// Writes `text` to `path`, replacing it.
///
/// - Throws: `PlaygroundFailure` naming the file when it cannot be written.
func writeTextFile(_ text: String, to path: String) throws(PlaygroundFailure) {
    guard let file = fopen(path, "wb") else { throw PlaygroundFailure(message: "\(path): cannot write the file") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
        throw PlaygroundFailure(message: "\(path): cannot write the file")
    }
}
