/// Arbitrary bytes read as the choices a fuzz target makes: counts, cases,
/// flags and numbers. Once the bytes run out every read returns zero (the
/// first case, `false`, 0.0), so every input is a complete, finite program.
///
/// Numbers lean toward the values that break numeric code: signed zeros,
/// NaN, ±∞, the extremes of `Double`, values one ulp from 1, and ordinary
/// magnitudes from 1e-12 to 1e12, as well as arbitrary bit patterns.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var index = 0

    /// Reads `bytes` from the start.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isExhausted: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A flag.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// An integer in `0 ..< count` (`count` ≥ 1), from one byte (two when
    /// `count` exceeds 256).
    public mutating func int(below count: Int) -> Int {
        precondition(count >= 1, "FuzzInput.int(below:) needs a positive count")
        if count <= 256 { return Int(byte()) % count }
        return (Int(byte()) << 8 | Int(byte())) % count
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(below: choices.count)] }

    /// Any `Double`: special values, extremes, ordinary magnitudes of either
    /// sign, or a raw bit pattern.
    public mutating func double() -> Double {
        switch byte() % 16 {
        case 0: return 0
        case 1: return -0.0
        case 2: return .nan
        case 3: return .infinity
        case 4: return -.infinity
        case 5: return bool() ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
        case 6: return bool() ? .leastNonzeroMagnitude : .leastNormalMagnitude
        case 7: return 1
        case 8: return -1
        case 9:
            // A few ulps either side of 1 (critical damping, unit bounce).
            let k = Double(Int(byte() % 9) - 4)
            return 1 + k * Double.ulpOfOne
        case 10:
            var bits: UInt64 = 0
            for _ in 0 ..< 8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        default:
            return ordinary()
        }
    }

    /// A finite `Double` (a non-finite draw becomes an ordinary one).
    public mutating func finite() -> Double {
        let x = double()
        return x.isFinite ? x : ordinary()
    }

    /// A finite value of magnitude at most `limit` (mostly ordinary ones;
    /// sometimes exactly ±`limit` or 0).
    public mutating func finite(magnitude limit: Double) -> Double {
        switch byte() % 8 {
        case 0: return 0
        case 1: return limit
        case 2: return -limit
        default:
            let x = ordinary()
            return Swift.abs(x) <= limit ? x : (x < 0 ? -limit : limit) * (Double(byte()) / 255)
        }
    }

    /// A value in `range` (finite bounds), spread over it with some weight
    /// on both ends.
    public mutating func value(in range: ClosedRange<Double>) -> Double {
        switch byte() % 8 {
        case 0: return range.lowerBound
        case 1: return range.upperBound
        default:
            let u = Double(Int(byte()) << 8 | Int(byte())) / 65_535
            let x = range.lowerBound + (range.upperBound - range.lowerBound) * u
            return Swift.min(Swift.max(x, range.lowerBound), range.upperBound)
        }
    }

    /// A signed value m·10^e with m from two bytes and e in −12…12.
    private mutating func ordinary() -> Double {
        let mantissa = Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) / 1024
        let exponent = Int(byte() % 25) - 12
        var scale = 1.0
        for _ in 0 ..< Swift.abs(exponent) { scale *= 10 }
        return exponent < 0 ? mantissa / scale : mantissa * scale
    }
}
