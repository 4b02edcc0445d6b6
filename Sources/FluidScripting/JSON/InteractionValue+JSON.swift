import FluidInteractions

/// Writing values as JSON text (`fluid replay --json`, `fluid layout`).
extension InteractionValue {
    /// The value as JSON text: compact (no spaces or newlines), or pretty
    /// with a two-space indent, one member or element per line and
    /// `"key": value` with a space after the colon.
    ///
    /// Numbers: an integral value with magnitude below 10¹⁵ is written
    /// without a fraction (`3`, `-120`; negative zero as `0`), any other
    /// finite value in Swift's shortest form that reads back as the same
    /// `Double` (`0.1`, `1e-07`, `2.5e+20`); NaN and infinities as `null`.
    /// Strings escape `"`, `\` and control characters (`\n`, `\t`, …,
    /// `\u001F`); everything else is written as UTF-8. Keys keep their order.
    ///
    /// `JSONParser.parse` reads the text back to an equal value (as long as
    /// every number is finite).
    public func jsonText(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    /// A number as JSON (see `jsonText(pretty:)`).
    public static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded(.towardZero) == value, Swift.abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// A string as a JSON string literal, quotes included.
    public static func jsonQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = Array("0123456789abcdef")
                out += "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 15)])
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.jsonNumber(n)
        case .string(let s): out += Self.jsonQuoted(s)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                element.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                out += Self.jsonQuoted(field.key)
                out += pretty ? ": " : ":"
                field.value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }
}
