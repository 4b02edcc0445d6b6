#if canImport(Glibc)
import Glibc
#endif

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
