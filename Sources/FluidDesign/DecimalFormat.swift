/// Plain decimal text for numbers in generated code and charts, without
/// Foundation: at most `significantDigits` significant digits, trailing
/// zeros dropped, never an exponent for magnitudes between 1e-6 and 1e15.
///
/// Ten significant digits (the default) keep a relative error below 5e-10,
/// so numbers read back from exported code give the same spring to 1e-9.
public enum DecimalFormat {
    /// `x` as decimal text: `157.9136704`, `0.5`, `-3`, `0`. Non-finite
    /// values give `nan`, `inf` or `-inf`; magnitudes outside 1e-6…1e15
    /// use Swift's shortest round-trip form (which may have an exponent).
    public static func format(_ x: Double, significantDigits: Int = 10) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        if x == 0 { return "0" }
        let magnitude = Swift.abs(x)
        guard magnitude >= 1e-6, magnitude < 1e15 else { return "\(x)" }
        let digits = Swift.max(1, Swift.min(significantDigits, 15))
        // Decimal exponent of the leading digit.
        var exponent = 0
        var m = magnitude
        while m >= 10 { m /= 10; exponent += 1 }
        while m < 1 { m *= 10; exponent -= 1 }
        let decimals = Swift.max(0, digits - 1 - exponent)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (magnitude * scale).rounded()
        // Integer part and fraction from one rounded integer.
        guard scaled < 9.007e15 else { return "\(x)" }
        var integer = UInt64(scaled)
        var fraction: [Character] = []
        for _ in 0..<decimals {
            fraction.append(Character(String(integer % 10)))
            integer /= 10
        }
        while let last = fraction.first, last == "0" { fraction.removeFirst() }
        var text = String(integer)
        if !fraction.isEmpty { text += "." + String(fraction.reversed()) }
        return (x < 0 ? "-" : "") + text
    }

    /// `x` with exactly `places` digits after the point (rounded), trailing
    /// zeros dropped: `fixed(0.04194850778, places: 4)` is `0.0419`.
    public static func fixed(_ x: Double, places: Int) -> String {
        guard x.isFinite else { return format(x) }
        var scale = 1.0
        for _ in 0..<Swift.max(0, Swift.min(places, 15)) { scale *= 10 }
        let rounded = (x * scale).rounded() / scale
        return format(rounded == 0 ? 0 : rounded, significantDigits: 15)
    }
}
