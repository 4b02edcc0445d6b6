import FluidInteractions
import FluidScripting
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a script file (or standard input for "-"), up to the JSON parser's size limit.
enum InputFile {
    /// The file's bytes, or a `CLIError` naming the file and the system's reason.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        let limit = JSONParser.Limits.standard.maximumBytes
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw CLIError("cannot read '\(path)': \(systemError())") }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw CLIError("cannot read '\(path)': it is a directory, not a gesture script file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError("cannot read '\(path)': \(systemError())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit {
                throw CLIError("'\(path)' is larger than the limit of \(limit) bytes")
            }
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

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
