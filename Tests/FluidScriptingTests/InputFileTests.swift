import FluidScripting
import Foundation
import Testing

@Suite("InputFile")
struct InputFileTests {
    /// A fresh directory for one test's files, removed afterwards by the caller.
    func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("InputFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsAFileWhole() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Larger than one 64 KiB read, with every byte value.
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = directory.appendingPathComponent("script.json")
        try Data(bytes).write(to: file)
        #expect(try InputFile.read(file.path) == bytes)
        let empty = directory.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(try InputFile.read(empty.path) == [])
    }

    @Test func aMissingFileOrADirectoryIsATypedErrorNamingThePath() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nothing.json").path
        #expect(throws: InputFileError.cannotOpen(path: missing, reason: "No such file or directory")) { try InputFile.read(missing) }
        #expect(throws: InputFileError.isDirectory(path: directory.path)) { try InputFile.read(directory.path) }
        #expect(InputFileError.cannotOpen(path: "a.json", reason: "Permission denied").description == "cannot read 'a.json': Permission denied")
        #expect(InputFileError.isDirectory(path: "/tmp").description == "cannot read '/tmp': it is a directory, not a file")
    }

    @Test func anInputPastTheLimitIsRefused() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 1_001).write(to: file)
        #expect(try InputFile.read(file.path, limit: 1_001).count == 1_001)
        #expect(throws: InputFileError.tooLarge(path: file.path, limit: 1_000)) { try InputFile.read(file.path, limit: 1_000) }
        #expect(InputFileError.tooLarge(path: "b.json", limit: 16).description == "'b.json' is larger than the limit of 16 bytes")
        // The default limit is the JSON parser's.
        #expect(JSONParser.Limits.standard.maximumBytes == 16 << 20)
    }
}
