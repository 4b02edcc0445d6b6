/// Why `InputFile.read(_:limit:)` could not read an input. Its description
/// is one line naming the path, for a tool to print as it is.
public enum InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be opened; `reason` is the system's (`strerror`), such
    /// as "No such file or directory" or "Permission denied".
    case cannotOpen(path: String, reason: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// Reading failed part way; `reason` is the system's.
    case cannotRead(path: String, reason: String)
    /// The input is larger than `limit` bytes.
    case tooLarge(path: String, limit: Int)

    /// "cannot read 'PATH': REASON", "cannot read 'PATH': it is a directory,
    /// not a file", or "'PATH' is larger than the limit of N bytes".
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason), .cannotRead(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .isDirectory(let path): return "cannot read '\(path)': it is a directory, not a file"
        case .tooLarge(let path, let limit): return "'\(path)' is larger than the limit of \(limit) bytes"
        }
    }
}
