import Foundation
import FluidFuzzing
import FluidTestSupport
import Testing

/// The fuzz targets' contracts in the ordinary test run: every stored input
/// (the corpus `scripts/fuzz` grew and the minimised crashers of fixed
/// findings) is replayed, and seeded random inputs are tried, so a
/// toolchain without libFuzzer still checks every contract.
@Suite("Fuzz targets: stored corpus and seeded inputs")
@MainActor
struct FuzzContractTests {
    /// `Fuzz/` at the repository's top.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The files in `Fuzz/<kind>/<target>/`, sorted (none if the folder is missing).
    static func storedInputs(_ kind: String, _ target: String) throws -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("every target is known by name, once")
    func targetsAreNamed() {
        let names = FuzzTarget.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(FuzzTarget.named(name)?.name == name) }
        #expect(FuzzTarget.named("no such target") == nil)
    }

    @Test("the stored corpus and regression inputs keep their contracts", arguments: FuzzTarget.all.map(\.name))
    func storedInputsPass(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let corpus = try Self.storedInputs("corpus", name)
        let regressions = try Self.storedInputs("regressions", name)
        // An empty corpus would make this test pass without checking anything.
        #expect(!corpus.isEmpty, "Fuzz/corpus/\(name) is empty: run scripts/fuzz")
        for file in corpus + regressions {
            let bytes = try [UInt8](Data(contentsOf: file))
            let finding = target.run(bytes)
            #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("seeded random inputs keep the contracts", arguments: FuzzTarget.all.map(\.name))
    func seededInputsPass(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        var random = SeededRandom(seed: 0xF1_0D ^ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for trial in 0 ..< 400 {
            let count = Int(random.next() % 384)
            let bytes = (0 ..< count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let finding = target.run(bytes)
            #expect(finding == nil, "trial \(trial), bytes \(bytes): \(finding.map(String.init(describing:)) ?? "")")
            if finding != nil { break }
        }
    }

    @Test("a broken contract is reported, not swallowed")
    func findingsAreReported() {
        let finding: FuzzFinding? = { () -> FuzzFinding? in
            do throws(FuzzFinding) {
                try fuzzCheck(1 + 1 == 3, "arithmetic")
                return nil
            } catch { return error }
        }()
        #expect(finding?.description == "arithmetic")
        #expect(FiniteCheck.firstNonFinite(in: (1.0, [2.0, .nan])) == ".1[1]")
        #expect(FiniteCheck.firstNonFinite(in: (1.0, [2.0, .infinity]), allowingInfinity: true) == nil)
    }
}
