// Helpers shared by every test target: tolerance assertions and a seeded
// random generator for property-based tests.

import FluidPhysics
import Foundation
import Testing

/// Asserts |actual − expected| ≤ tolerance, reporting both numbers.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        Swift.abs(actual - expected) <= tolerance,
        "\(comment.map { "\($0): " } ?? "")got \(actual), expected \(expected) ± \(tolerance)",
        sourceLocation: sourceLocation
    )
}

/// Asserts that two values of a vector type are within `tolerance` of each
/// other (Euclidean distance, `(actual − expected).magnitude`).
public func expectClose<V: VectorArithmetic>(
    _ actual: V, _ expected: V, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let d = (actual - expected).magnitude
    #expect(d <= tolerance, "\(comment.map { "\($0): " } ?? "")got \(actual), expected \(expected) (off by \(d), tolerance \(tolerance))",
            sourceLocation: sourceLocation)
}

/// A small deterministic generator (SplitMix64) for property-based tests:
/// the same seed gives the same cases on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A standard normal deviate times `sigma` (Box–Muller).
    public mutating func gaussian(sigma: Double = 1) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne...1, using: &self)
        let u2 = Double.random(in: 0...1, using: &self)
        return sigma * (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * .pi * u2)
    }

    /// Spread evenly in log space between `low` and `high` (both > 0).
    public mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        low * Foundation.pow(high / low, uniform(0...1))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
}
