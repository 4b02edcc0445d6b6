import FluidInteractions

/// A strict JSON parser (RFC 8259) for gesture scripts and anything else
/// read from outside.
///
/// - Objects keep their keys in the order written; a key written twice in
///   one object is an error (RFC 8259 leaves it open; a script with two
///   `"t"`s is a mistake, not a choice).
/// - Numbers are `Double`s; one too large to represent (`1e999`) becomes an
///   infinity, which schema checks reject. `NaN` and `Infinity` are not JSON
///   and are rejected with a message saying so.
/// - Strings must be valid UTF-8; escapes include `\uXXXX` with surrogate
///   pairs (an unpaired surrogate is an error).
/// - Nesting is limited (`Limits.maximumDepth`, 64 by default) so no input can
///   exhaust the stack, and so is the size of the text (`Limits.maximumBytes`,
///   16 MiB by default).
/// - A UTF-8 byte-order mark at the very start is skipped.
///
/// Errors are `ScriptError`s located at a line and column (1-based, columns
/// counted in Unicode scalars).
public enum JSONParser {
    /// How much the parser accepts.
    public struct Limits: Hashable, Sendable {
        /// The deepest nesting of arrays and objects (the top-level
        /// container is depth 1).
        public var maximumDepth: Int
        /// The largest text, bytes of UTF-8.
        public var maximumBytes: Int

        /// Creates limits; the defaults are 64 levels and 16 MiB.
        public init(maximumDepth: Int = 64, maximumBytes: Int = 16 << 20) {
            self.maximumDepth = maximumDepth
            self.maximumBytes = maximumBytes
        }

        /// 64 levels, 16 MiB.
        public static let standard = Limits()
    }

    /// Parses `text` as one JSON value.
    ///
    /// - Throws: `ScriptError` at the line and column of the first problem.
    public static func parse(_ text: String, limits: Limits = .standard) throws(ScriptError) -> JSONValue {
        try parse(utf8: Array(text.utf8), limits: limits)
    }

    /// Parses UTF-8 `bytes` (for example a file's contents) as one JSON value.
    ///
    /// - Throws: `ScriptError` at the line and column of the first problem,
    ///   including bytes that are not valid UTF-8 inside strings.
    public static func parse(utf8 bytes: [UInt8], limits: Limits = .standard) throws(ScriptError) -> JSONValue {
        guard bytes.count <= limits.maximumBytes else {
            throw ScriptError(.none, "the text is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes) bytes")
        }
        var reader = JSONReader(bytes: bytes, maximumDepth: Swift.max(1, limits.maximumDepth))
        return try reader.document()
    }
}

/// The parser's cursor over the bytes.
private struct JSONReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    // MARK: Characters

    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func startsWith(_ word: String, at offset: Int) -> Bool {
        var i = offset
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    // MARK: Errors

    /// An error at `offset` (default: the cursor).
    func error(_ reason: String, at offset: Int? = nil) -> ScriptError {
        let end = Swift.min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        for i in 0..<end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ScriptError(.text(line: line, column: column), reason)
    }

    /// The character at `offset` as words for a message.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of text" }
        let b = bytes[offset]
        switch b {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(b)))'"
        case 0x20: return "a space"
        case 0..<0x20, 0x7F: return "control character \(hexByte(b))"
        default: return "non-ASCII character"
        }
    }

    func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }

    func unexpected(expected: String) -> ScriptError {
        if index >= bytes.count { return error("unexpected end of text, expected \(expected)") }
        if startsWith("NaN", at: index) || startsWith("Infinity", at: index) || startsWith("-Infinity", at: index) {
            return error("NaN and Infinity are not JSON numbers (numbers must be finite)")
        }
        return error("unexpected \(describe(at: index)), expected \(expected)")
    }

    // MARK: Grammar

    mutating func document() throws(ScriptError) -> JSONValue {
        if startsWith("\u{FEFF}", at: 0) { index = 3 }
        skipWhitespace()
        if index >= bytes.count { throw error("the text is empty, expected a JSON value") }
        let value = try value(depth: 0)
        skipWhitespace()
        guard index >= bytes.count else { throw error("unexpected \(describe(at: index)) after the JSON value") }
        return value
    }

    mutating func value(depth: Int) throws(ScriptError) -> JSONValue {
        skipWhitespace()
        guard let b = peek else { throw unexpected(expected: "a value") }
        switch b {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case Self.quote: return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), 0x30...0x39: return try number()
        default: throw unexpected(expected: "a value")
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(ScriptError) -> JSONValue {
        guard startsWith(word, at: index) else { throw error("invalid literal, expected true, false or null") }
        index += word.utf8.count
        return value
    }

    mutating func object(depth: Int) throws(ScriptError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1 // {
        var fields: [InteractionValue.Field] = []
        var keys = Set<String>()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard peek == Self.quote else {
                if peek == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw unexpected(expected: "a string key")
            }
            let keyStart = index
            let key = try string()
            guard keys.insert(key).inserted else {
                throw error("duplicate key \(quotedForMessage(key))", at: keyStart)
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
            index += 1
            let value = try value(depth: depth)
            fields.append(InteractionValue.Field(key, value))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(fields)
            default: throw unexpected(expected: "',' or '}' after an object member")
            }
        }
    }

    mutating func array(depth: Int) throws(ScriptError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1 // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw unexpected(expected: "',' or ']' after an array element")
            }
        }
    }

    mutating func number() throws(ScriptError) -> JSONValue {
        let start = index
        if peek == UInt8(ascii: "-") {
            index += 1
            if startsWith("Infinity", at: index) { throw error("NaN and Infinity are not JSON numbers (numbers must be finite)", at: start) }
        }
        guard let first = peek, Self.isDigit(first) else { throw unexpected(expected: "a digit") }
        index += 1
        if first == 0x30, let next = peek, Self.isDigit(next) {
            throw error("leading zeros are not allowed in numbers", at: start)
        }
        while let b = peek, Self.isDigit(b) { index += 1 }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let b = peek, Self.isDigit(b) else { throw unexpected(expected: "a digit after '.'") }
            while let b = peek, Self.isDigit(b) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let b = peek, Self.isDigit(b) else { throw unexpected(expected: "a digit in the exponent") }
            while let b = peek, Self.isDigit(b) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        return .number(value)
    }

    mutating func string() throws(ScriptError) -> String {
        let start = index
        index += 1 // "
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string (it starts here)", at: start) }
            let b = bytes[index]
            switch b {
            case Self.quote:
                index += 1
                return String(decoding: out, as: UTF8.self)
            case Self.backslash:
                try escape(into: &out)
            case 0..<0x20:
                throw error("control character \(hexByte(b)) in a string (write it as an escape such as \\n)")
            case 0x20..<0x80:
                // A run of plain characters at once.
                let run = index
                index += 1
                while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80,
                      bytes[index] != Self.quote, bytes[index] != Self.backslash {
                    index += 1
                }
                out.append(contentsOf: bytes[run..<index])
            default:
                let length = try utf8Sequence()
                out.append(contentsOf: bytes[index..<(index + length)])
                index += length
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at the cursor (Unicode
    /// Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    func utf8Sequence() throws(ScriptError) -> Int {
        let b0 = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error("invalid UTF-8 (byte \(hexByte(b0)))")
        }
        for k in 1..<length {
            let i = index + k
            guard i < bytes.count else { throw error("invalid UTF-8 (the text ends inside a character)") }
            let b = bytes[i]
            let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard b >= lo, b <= hi else { throw error("invalid UTF-8 (byte \(hexByte(b)))", at: i) }
        }
        return length
    }

    mutating func escape(into out: inout [UInt8]) throws(ScriptError) {
        let start = index
        index += 1 // backslash
        guard let b = peek else { throw error("unterminated string (the text ends inside an escape)", at: start) }
        index += 1
        switch b {
        case Self.quote, Self.backslash, UInt8(ascii: "/"): out.append(b)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(value) {
                throw error("unpaired surrogate \\u\(hex16(value)) (a low surrogate needs a high one before it)", at: start)
            }
            if (0xD800...0xDBFF).contains(value) {
                guard startsWith("\\u", at: index) else {
                    throw error("unpaired surrogate \\u\(hex16(value)) (a high surrogate needs a low one after it)", at: start)
                }
                let lowStart = index
                index += 2
                let low = try hex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \\u\(hex16(value)) (a high surrogate needs a low one after it)", at: start)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            // Surrogates are excluded above, so the scalar exists.
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            UTF8.encode(scalar) { out.append($0) }
        default:
            throw error("invalid escape in a string (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: start)
        }
    }

    mutating func hex4(escapeStart: Int) throws(ScriptError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek else { throw error("unterminated string (the text ends inside a \\u escape)", at: escapeStart) }
            let digit: UInt8
            switch b {
            case 0x30...0x39: digit = b - 0x30
            case 0x41...0x46: digit = b - 0x41 + 10
            case 0x61...0x66: digit = b - 0x61 + 10
            default: throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    func hex16(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<4).reversed().map { digits[Int((v >> (4 * UInt32($0))) & 15)] })
    }
}

/// `text` as a JSON string literal for a one-line message, shortened to
/// about 40 characters.
func quotedForMessage(_ text: String) -> String {
    let limit = 40
    if text.unicodeScalars.count <= limit { return InteractionValue.jsonQuoted(text) }
    return InteractionValue.jsonQuoted(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))) + "…"
}
