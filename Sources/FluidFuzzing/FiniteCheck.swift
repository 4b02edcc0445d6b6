import FluidInteractions

/// Finds a non-finite number anywhere inside a value, for the contract "no
/// NaN or infinity out of finite input".
///
/// Walks the value's structure with `Mirror` (stored properties, enum
/// payloads, collection elements, optionals) and looks at every `Double`
/// and `Float`; `InteractionValue` trees are walked directly. Slow, and
/// only for fuzz targets and tests.
public enum FiniteCheck {
    /// The path of the first NaN (or, unless `allowingInfinity`, infinite)
    /// number in `value`, or nil when every number is finite.
    public static func firstNonFinite(in value: Any, allowingInfinity: Bool = false, path: String = "") -> String? {
        firstBad(in: value, allowingInfinity: allowingInfinity, path: path, depth: 0)
    }

    /// Throws a finding naming `what` when `value` holds a NaN or infinity.
    public static func require(finite value: Any, _ what: @autoclosure () -> String) throws(FuzzFinding) {
        if let path = firstNonFinite(in: value) {
            throw FuzzFinding("\(what()): non-finite number at \(path.isEmpty ? "the value" : path) in \(value)")
        }
    }

    private static func firstBad(in value: Any, allowingInfinity: Bool, path: String, depth: Int) -> String? {
        if let x = value as? Double {
            return x.isNaN || (!allowingInfinity && x.isInfinite) ? path : nil
        }
        if let x = value as? Float {
            return x.isNaN || (!allowingInfinity && x.isInfinite) ? path : nil
        }
        if let v = value as? InteractionValue { return firstBad(in: v, allowingInfinity: allowingInfinity, path: path) }
        guard depth < 32 else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return nil }    // never follow references
        for (offset, child) in mirror.children.enumerated() {
            // Tuple elements are labelled ".0", ".1", …; others get a dot here.
            let name = child.label.map { $0.hasPrefix(".") ? $0 : "." + $0 } ?? "[\(offset)]"
            if let bad = firstBad(in: child.value, allowingInfinity: allowingInfinity, path: path + name, depth: depth + 1) {
                return bad
            }
        }
        return nil
    }

    private static func firstBad(in value: InteractionValue, allowingInfinity: Bool, path: String) -> String? {
        switch value {
        case .number(let x): return x.isNaN || (!allowingInfinity && x.isInfinite) ? path : nil
        case .null, .bool, .string: return nil
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let bad = firstBad(in: item, allowingInfinity: allowingInfinity, path: path + "[\(i)]") { return bad }
            }
            return nil
        case .object(let fields):
            for field in fields {
                if let bad = firstBad(in: field.value, allowingInfinity: allowingInfinity, path: path + "." + field.key) { return bad }
            }
            return nil
        }
    }
}
