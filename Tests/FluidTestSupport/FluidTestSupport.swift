// Helpers shared by every test target: the tags that say where a regression
// test came from, the tolerance assertion (on swift-numerics'
// isApproximatelyEqual) and a seeded random generator for property-based tests.

import FluidPhysics
import Foundation
import RealModule
import Testing

/// Where a regression test came from. Each test that reproduces a fixed
/// defect lives in the suite of the type it exercises and carries
/// `.regression` plus one tag for how the defect was found; where an issue
/// names the defect, a `.bug(id:_:)` trait points at it too.
extension Tag {
    /// Reproduces a defect that was found and fixed: it failed before the fix.
    @Tag public static var regression: Self
    /// The defect was found in code review.
    @Tag public static var review: Self
    /// The defect was found by a fuzz target (scripts/fuzz); the test replays
    /// the smallest input that showed it.
    @Tag public static var fuzzFinding: Self
    /// The defect was found by the robustness audit of issue #13 (hostile,
    /// extreme or non-finite input).
    @Tag public static var robustness: Self
}

/// Expects `actual` to be within the tolerance of `expected`, as swift-numerics'
/// `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)` decides:
/// |actual − expected| ≤ max(absolute, relative · max(|actual|, |expected|)),
/// and the difference finite (NaN is never close; equal values always are).
/// A failure reports both numbers, the difference and the bound.
///
/// `absolute` must be finite and ≥ 0, `relative` in 0…1; anything else is
/// recorded as an issue rather than trapping.
public func expectClose(
    _ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard absolute >= 0, absolute.isFinite, relative >= 0, relative <= 1 else {
        Issue.record("expectClose: bad tolerance (absolute \(absolute), relative \(relative))", sourceLocation: sourceLocation)
        return
    }
    let bound = Swift.max(absolute, relative * Swift.max(actual.magnitude, expected.magnitude))
    #expect(
        actual.isApproximatelyEqual(to: expected, absoluteTolerance: absolute, relativeTolerance: relative),
        "\(comment.map { "\($0): " } ?? "")got \(actual), expected \(expected) (off by \((actual - expected).magnitude), tolerance \(bound))",
        sourceLocation: sourceLocation
    )
}

/// Expects |actual − expected| ≤ tolerance: `expectClose(_:_:absolute:)`
/// with an absolute tolerance only.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual, expected, absolute: tolerance, comment, sourceLocation: sourceLocation)
}

/// Expects two values of a vector type to be within `tolerance` of each
/// other in Euclidean distance (`(actual − expected).magnitude`), through
/// `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:norm:)`.
public func expectClose<V: VectorArithmetic>(
    _ actual: V, _ expected: V, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard tolerance >= 0, tolerance.isFinite else {
        Issue.record("expectClose: bad tolerance \(tolerance)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance, norm: \.magnitude),
        "\(comment.map { "\($0): " } ?? "")got \(actual), expected \(expected) (off by \((actual - expected).magnitude), tolerance \(tolerance))",
        sourceLocation: sourceLocation
    )
}

/// Whether |actual − expected| ≤ tolerance, by the same rule as
/// `expectClose` (NaN is never close), for a check inside a larger condition.
public func isClose(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
    tolerance >= 0 && tolerance.isFinite && actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance)
}

/// Whether `actual` is within `tolerance` of `expected` (Euclidean distance),
/// by the same rule as `expectClose`, for a check inside a larger condition.
public func isClose<V: VectorArithmetic>(_ actual: V, _ expected: V, tolerance: Double) -> Bool {
    tolerance >= 0 && tolerance.isFinite
        && actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance, norm: \.magnitude)
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
