#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Files exist where there is an operating system's C library to open them
// with; the web page (Embedded Swift, with no system below it) reads none.
#if canImport(Glibc) || canImport(Darwin)

/// Reading a gesture script or tuning file whole — or standard input, for
/// the path "-" — up to a size limit, with a typed error that says what
/// went wrong and where.
///
/// The tools read their inputs through it (`fluid replay`, `fluid plot`,
/// the playground's `--script` and `--tuning`), so a missing file, a
/// directory, an unreadable file and an oversized one get the same message
/// from each. Read errors interrupted by a signal (`EINTR`) are retried.
public enum InputFile {
    /// The path that names standard input.
    public static let standardInput = "-"

    /// The bytes of the file at `path` (standard input for "-").
    ///
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the working
    ///     directory; "-" reads standard input to its end.
    ///   - limit: the most bytes accepted (the JSON parser's limit, 16 MiB,
    ///     by default); a larger input is refused once it passes it,
    ///     without reading the rest.
    /// - Throws: `InputFileError`: the file cannot be opened, is a
    ///   directory, cannot be read, or is larger than `limit`.
    public static func read(_ path: String, limit: Int = JSONParser.Limits.standard.maximumBytes) throws(InputFileError) -> [UInt8] {
        let fd: Int32
        if path == standardInput {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw .cannotOpen(path: path, reason: systemError()) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: systemError())
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
        return bytes
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer.baseAddress, buffer.count)
        #else
        return Darwin.read(fd, buffer.baseAddress, buffer.count)
        #endif
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
#endif
