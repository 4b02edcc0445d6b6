@testable import FluidPlayground
import FluidInteractions
import Foundation
import PlaygroundTestSupport
import Testing

/// `--tour DIR` (what `./scripts/playground` does with no display).
@Suite("fluid-playground --tour")
@MainActor
struct TourTests {
    @Test func theTourWritesAMoviePerInterfaceAndTheHomeScreen() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-tour-\(getpid())/nested/tour")
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent().deletingLastPathComponent()) }
        let options = try PlaygroundOptions.parse(["--tour", dir.path, "--fps", "30"])
        try Tour.render(options, into: dir.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == Tour.fileNames.sorted() && files.count == InteractionCatalog.names.count + 1)
        for name in InteractionCatalog.names {
            let movie = try DecodedAPNG(bytes: [UInt8](try Data(contentsOf: dir.appendingPathComponent("\(name).png"))))
            #expect(movie.frames.count > 1 && movie.frames.allSatisfy { $0.delayDenominator == 30 }, "\(name)")
            #expect(movie.width == 390 && movie.height == 844, "\(name)")
        }
        let home = [UInt8](try Data(contentsOf: dir.appendingPathComponent("home.png")))
        #expect(throws: APNGDecodingError.self) { _ = try DecodedAPNG(bytes: home) }
        let size = try PNGImageSize.of(home)
        #expect(size.0 == 1280 && size.1 == 800)
    }

    @Test func aFileWhereTheFolderShouldBeFails() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-tour-file-\(getpid())")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data([1]))
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Tour.makeFolder(file.path + "/tour")
            Issue.record("made a folder under a file")
        } catch {
            #expect(error.status == 1 && error.message.contains(file.path))
        }
    }
}

/// The size IHDR gives a PNG file.
enum PNGImageSize {
    static func of(_ bytes: [UInt8]) throws -> (Int, Int) {
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (u32(16), u32(20))
    }
}
