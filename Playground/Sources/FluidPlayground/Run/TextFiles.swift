import FluidScripting

#if canImport(Glibc)
import Glibc
#endif

/// The bytes of the script or tuning file at `path`, read by `InputFile`
/// (up to 16 MiB; "-" is standard input).
///
/// - Throws: `PlaygroundFailure` (exit status 2) with the reader's one-line
///   message: the file is missing, unreadable, a directory or too large.
func readInputFile(_ path: String) throws(PlaygroundFailure) -> [UInt8] {
    do { return try InputFile.read(path) } catch { throw PlaygroundFailure(message: error.description, status: 2) }
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
