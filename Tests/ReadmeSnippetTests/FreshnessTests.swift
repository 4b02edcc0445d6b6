import Foundation
import Testing

/// The generated suites compile and check the READMEs' ```swift blocks as they
/// were when scripts/readme-snippets last ran. These tests re-read the READMEs
/// with the same extraction rules, so a snippet edited without regenerating
/// fails `swift test`.
@Suite("README snippets are current")
struct FreshnessTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let advice = "run scripts/readme-snippets"

    @Test func everyReadmeWithSwiftBlocksIsGenerated() throws {
        let onDisk = try Self.readmesWithSwiftBlocks()
        #expect(onDisk == ReadmeSource.all.map(\.path), "READMEs with ```swift blocks changed; \(Self.advice)")
        #expect(onDisk.contains("README.md"))
    }

    @Test(arguments: ReadmeSource.all.map(\.path))
    func blocksAreCurrent(path: String) throws {
        let source = try #require(ReadmeSource.all.first { $0.path == path })
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let blocks = Self.extractBlocks(text)
        #expect(blocks.map(\.description) == source.blocks.map(\.description), "\(path): \(Self.advice)")
        for (current, generated) in zip(blocks, source.blocks) where current != generated {
            Issue.record("\(path):\(current.line): the block changed since it was generated; \(Self.advice)")
        }
        #expect(!blocks.isEmpty)
    }

    /// Every block marked `<!-- file: PATH -->` in a README or article is the
    /// file PATH of the repository (an example the package builds), byte for
    /// byte: the guide shows code that compiles and runs.
    @Test func shownFilesAreTheFiles() throws {
        var shown = 0
        for path in try Self.markdownFiles() {
            let lines = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() {
                let marker = line.trimmingCharacters(in: .whitespaces)
                guard marker.hasPrefix("<!-- file: "), marker.hasSuffix(" -->") else { continue }
                let file = String(marker.dropFirst("<!-- file: ".count).dropLast(" -->".count))
                var fence = i + 1
                while fence < lines.count, lines[fence].allSatisfy(\.isWhitespace) { fence += 1 }
                guard fence < lines.count, lines[fence].hasPrefix("```") else {
                    Issue.record("\(path):\(i + 1): <!-- file: \(file) --> is not followed by a code block")
                    continue
                }
                var end = fence + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                let block = lines[(fence + 1)..<end].joined(separator: "\n") + "\n"
                let contents = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                #expect(block == contents, "\(path):\(fence + 1): the block is not \(file) as it is now")
                shown += 1
            }
        }
        #expect(shown >= 3, "the guide shows the example files")
    }

    /// The toggle switch's size, stated in the guide, the kernel's
    /// documentation and the example itself, is the file's count of code
    /// lines (neither blank nor only a comment).
    @Test func theToggleSwitchIsAsLongAsTheDocsSay() throws {
        let file = "Examples/Interfaces/ToggleSwitch.swift"
        let code = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        let said = "\(code.count) lines"
        for path in [file, "Sources/FluidInteractions/Kernel/InteractionBehavior.swift",
                     "Sources/FluidInteractions/FluidInteractions.docc/BuildingAFluidInterface.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains(said), "\(path) should say the toggle is \(said) (of code)")
        }
    }

    @Test func generatorUnchanged() throws {
        let script = try Data(contentsOf: Self.root.appendingPathComponent("scripts/readme-snippets"))
        for source in ReadmeSource.all {
            #expect(source.generatorHash == Self.fnv1a64(script),
                    "\(source.path): scripts/readme-snippets changed since it generated this file; \(Self.advice)")
        }
    }

    @Test func valuesAreChecked() {
        // Guards the convention itself: the READMEs show values, and they are checked.
        #expect(ReadmeSource.all.reduce(0) { $0 + $1.checks } >= 20)
    }

    @Test func shownValues() {
        #expect(ReadmeValue.matches(printed: "32.78335494", shown: "32.783355"))
        #expect(!ReadmeValue.matches(printed: "32.7833", shown: "32.783355"))
        #expect(ReadmeValue.matches(printed: "Optional(0.0)", shown: "Optional(0.0)"))
        #expect(!ReadmeValue.matches(printed: "Optional(0.0)", shown: "0"))
        #expect(ReadmeValue.matches(printed: "(velocity: 200.20020020, landing: 100.0)",
                                    shown: "(velocity: 200.2002, landing: 100)"))
        #expect(ReadmeValue.matches(printed: "110.00000000000001", shown: "110"))
        #expect(!ReadmeValue.matches(printed: "110.6", shown: "110"))
        #expect(ReadmeValue.matches(printed: "-1.2345e-07", shown: "-1.23e-7"))
        #expect(!ReadmeValue.matches(printed: "-1.2445e-07", shown: "-1.23e-7"))
        #expect(ReadmeValue.matches(printed: "true", shown: "true"))
        #expect(!ReadmeValue.matches(printed: "false", shown: "true"))
        #expect(ReadmeValue.matches(printed: "2", shown: "2"))
    }

    // MARK: The generator's extraction rules, again

    /// README.md files below the root, skipping hidden folders (and so .build),
    /// and articles directly inside DocC catalogs (`*.docc/*.md`), that hold
    /// a ```swift block; paths from the root, sorted.
    static func readmesWithSwiftBlocks() throws -> [String] {
        try markdownFiles().filter { path in
            !extractBlocks(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).isEmpty
        }
    }

    /// README.md files below the root (hidden folders skipped) and DocC
    /// articles; paths from the root, sorted.
    static func markdownFiles() throws -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        var found: [String] = []
        for case let url as URL in walk where url.lastPathComponent == "README.md"
            || (url.pathExtension == "md" && url.deletingLastPathComponent().pathExtension == "docc") {
            found.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return found.sorted()
    }

    /// Every ```swift block: the line of its fence, whether the nearest
    /// non-blank line before the fence is `<!-- continues -->`, its code —
    /// except blocks marked `<!-- not compiled… -->` or `<!-- file: PATH -->`
    /// there.
    static func extractBlocks(_ text: String) -> [ReadmeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func trailingTrimmed(_ s: String) -> Substring { s[..<(s.lastIndex { !$0.isWhitespace }.map { s.index(after: $0) } ?? s.startIndex)] }
        func blank(_ s: String) -> Bool { s.allSatisfy(\.isWhitespace) }
        var blocks: [ReadmeBlock] = []
        var i = 0
        while i < lines.count {
            if trailingTrimmed(lines[i]) == "```swift" {
                var j = i - 1
                while j >= 0, blank(lines[j]) { j -= 1 }
                let marker = j >= 0 ? lines[j].trimmingCharacters(in: .whitespaces) : ""
                let continues = marker == "<!-- continues -->"
                var end = i + 1
                while end < lines.count, trailingTrimmed(lines[end]) != "```" { end += 1 }
                // Code for Apple's frameworks, marked `<!-- not compiled… -->`, is shown, not compiled;
                // a file the package builds, marked `<!-- file: PATH -->`, is checked by `shownFilesAreTheFiles`.
                if !marker.hasPrefix("<!-- not compiled"), !marker.hasPrefix("<!-- file: ") {
                    blocks.append(ReadmeBlock(line: i + 1, continues: continues,
                                              code: lines[(i + 1)..<Swift.min(end, lines.count)].joined(separator: "\n")))
                }
                i = end
            }
            i += 1
        }
        return blocks
    }

    static func fnv1a64(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
