import Testing

// What the generated suites in Generated/ need: the embedded copies of the
// README blocks (for FreshnessTests) and the checks of values shown in
// comments. See scripts/readme-snippets for the convention.

/// One ```swift block as the generator saw it.
struct ReadmeBlock: Equatable, Sendable, CustomStringConvertible {
    /// The line of its opening fence, 1-based.
    let line: Int
    /// Whether `<!-- continues -->` makes it share the previous block's scope.
    let continues: Bool
    /// FNV-1a (64 bits) of the lines between the fences, as UTF-8: enough to
    /// tell a changed block without keeping a second copy of it.
    let codeHash: UInt64

    /// A block as the generator embedded it.
    init(line: Int, continues: Bool, codeHash: UInt64) {
        self.line = line
        self.continues = continues
        self.codeHash = codeHash
    }

    /// A block as read from a README or an article now.
    init(line: Int, continues: Bool, code: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in code.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        self.init(line: line, continues: continues, codeHash: hash)
    }

    var description: String { "line \(line)\(continues ? " (continues)" : "")" }
}

/// A README and its blocks, as embedded in a generated file.
struct ReadmeSource: Sendable {
    /// The README's path from the package root.
    let path: String
    /// FNV-1a (64 bits) of scripts/readme-snippets when it generated the file.
    let generatorHash: UInt64
    /// How many shown values the generated suite checks.
    let checks: Int
    let blocks: [ReadmeBlock]
}

/// The README's `print` goes nowhere in the tests: the snippets' arguments
/// are still evaluated, but the test log stays readable.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    _ = (items, separator, terminator)
}

/// Marks a snippet's top-level `var` as used and mutated (a snippet may
/// declare a tracker it only hands to the reader).
func readmeKeep<T>(_ value: inout T) {}

/// Evaluates a snippet's expression statement whose result only illustrates
/// (`_ = …` would be rejected for a Void result).
func readmeDiscard<T>(_ value: T) {}

/// Checks that `value` prints as `shown`, numbers rounded to the digits shown:
/// `32.783355` accepts 32.7833549…, `Optional(0.0)` accepts `Optional(0.0)`.
func readmeCheck<T>(
    _ value: T, shows shown: String, at place: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let printed = String(describing: value)
    if !ReadmeValue.matches(printed: printed, shown: shown) {
        Issue.record("\(place): the comment shows \(shown), but the value prints as \(printed)",
                     sourceLocation: sourceLocation)
    }
}

enum ReadmeValue {
    enum Token: Equatable {
        case number(String)
        case other(String)
    }

    /// Numbers, words and single punctuation characters; spaces separate.
    static func tokens(_ text: String) -> [Token] {
        let chars = Array(text)
        var result: [Token] = []
        var i = 0
        func isDigit(_ index: Int) -> Bool { index < chars.count && chars[index].isASCII && chars[index].isNumber }
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            let startsNumber = isDigit(i) || (c == "-" && (isDigit(i + 1) || (i + 2 < chars.count && chars[i + 1] == "." && isDigit(i + 2))))
                || (c == "." && isDigit(i + 1))
            if startsNumber {
                var j = i + (c == "-" ? 1 : 0)
                while isDigit(j) { j += 1 }
                if j < chars.count, chars[j] == "." { j += 1; while isDigit(j) { j += 1 } }
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
                    if isDigit(k) { j = k; while isDigit(j) { j += 1 } }
                }
                result.append(.number(String(chars[i..<j])))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                result.append(.other(String(chars[i..<j])))
                i = j
            } else {
                result.append(.other(String(c)))
                i += 1
            }
        }
        return result
    }

    /// Half a unit in the last digit shown: 0.005 for `157.91`, 0.5 for `110`, 5e-7 for `1.5e-6`.
    static func tolerance(_ shown: String) -> Double {
        var mantissa = Substring(shown)
        var exponent = 0
        if let e = shown.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = shown[..<e]
            exponent = Int(shown[shown.index(after: e)...]) ?? 0
        }
        let decimals = mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
        var tolerance = 0.5
        for _ in 0..<Swift.abs(exponent - decimals) {
            tolerance = exponent - decimals < 0 ? tolerance / 10 : tolerance * 10
        }
        return tolerance
    }

    static func matches(printed: String, shown: String) -> Bool {
        let a = tokens(printed), b = tokens(shown)
        guard a.count == b.count else { return false }
        for (actual, expected) in zip(a, b) {
            switch (actual, expected) {
            case let (.number(x), .number(y)):
                guard let value = Double(x), let target = Double(y) else { return false }
                if value == target { continue }
                let tolerance = tolerance(y) * (1 + 1e-9)
                guard Swift.abs(value - target) <= tolerance else { return false }
            default:
                guard actual == expected else { return false }
            }
        }
        return true
    }
}
