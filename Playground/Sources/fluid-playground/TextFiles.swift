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
    // Written beside it and renamed over it, so a failed write never leaves half a file.
    let temporary = "\(path).tmp-\(getpid())"
    guard let file = fopen(temporary, "wb") else { throw PlaygroundFailure(message: "\(path): cannot write the file") }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file) == bytes.count
    let closed = fclose(file) == 0
    guard written, closed, rename(temporary, path) == 0 else {
        unlink(temporary)
        throw PlaygroundFailure(message: "\(path): cannot write the file")
    }
}
