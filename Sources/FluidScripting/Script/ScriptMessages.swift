import FluidInteractions

/// Number formatting for one-line error messages.
enum ScriptMessages {
    /// Seconds with three decimals (`0.120`) when the value is a whole number
    /// of milliseconds, else the shortest exact form.
    static func seconds(_ value: Double) -> String {
        milliseconds(value) ?? InteractionValue.jsonNumber(value)
    }

    /// Two times that must read differently (`0.120 after 0.130`): three
    /// decimals when that tells them apart, else the exact forms.
    static func seconds(_ a: Double, _ b: Double) -> (String, String) {
        if let ta = milliseconds(a), let tb = milliseconds(b), ta != tb { return (ta, tb) }
        return (exact(a), exact(b))
    }

    /// A number for "(got …)".
    static func number(_ value: Double) -> String { exact(value) }

    private static func exact(_ value: Double) -> String {
        value.isFinite ? InteractionValue.jsonNumber(value) : value.description
    }

    private static func milliseconds(_ value: Double) -> String? {
        guard value.isFinite, Swift.abs(value) < 1e12 else { return nil }
        let ms = (value * 1000).rounded()
        guard Swift.abs(value * 1000 - ms) < 1e-6 else { return nil }
        let whole = Int64(Swift.abs(ms))
        let fraction = String(whole % 1000)
        let sign = ms < 0 ? "-" : ""
        return sign + String(whole / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// What kind of JSON value this is, for "expected X, got Y".
    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `a, b or c`.
    static func list(_ words: [String], or conjunction: String = "or") -> String {
        switch words.count {
        case 0: return ""
        case 1: return words[0]
        default: return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
        }
    }
}
