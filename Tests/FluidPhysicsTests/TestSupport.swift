import FluidPhysics
import Foundation
import Testing

/// Asserts |actual − expected| ≤ tolerance, reporting both numbers.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        Swift.abs(actual - expected) <= tolerance,
        "\(comment.map { "\($0): " } ?? "")got \(actual), expected \(expected) ± \(tolerance)",
        sourceLocation: sourceLocation
    )
}

/// A small deterministic generator (SplitMix64) for property-based tests:
/// the same seed gives the same cases on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value spread evenly in log space between `low` and `high` (> 0).
    mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        let u = Double.random(in: 0...1, using: &self)
        return low * pow(high / low, u)
    }
}
