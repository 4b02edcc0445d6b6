/// Decimal formatting without Foundation (internal): `format(3.14159, 2)` is "3.14".
enum NumberFormatting {
    /// `value` rounded to `decimals` places (0…6); "–" when not finite.
    static func format(_ value: Double, _ decimals: Int = 0) -> String {
        guard value.isFinite else { return "–" }
        let d = Swift.min(Swift.max(decimals, 0), 6)
        var factor = 1.0
        for _ in 0..<d { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        guard scaled < 9e15 else { return value < 0 ? "-huge" : "huge" }
        let n = UInt64(scaled)
        let whole = n / UInt64(factor), fraction = n % UInt64(factor)
        var s = (value < 0 && n != 0 ? "-" : "") + String(whole)
        if d > 0 {
            let digits = String(fraction)
            s += "." + String(repeating: "0", count: d - digits.count) + digits
        }
        return s
    }
}
