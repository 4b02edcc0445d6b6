import FluidGestures
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

/// A small deterministic generator (SplitMix64): the same seed gives the
/// same cases on every machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A standard normal deviate times `sigma` (Box–Muller).
    mutating func gaussian(sigma: Double = 1) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne...1, using: &self)
        let u2 = Double.random(in: 0...1, using: &self)
        return sigma * (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * .pi * u2)
    }

    /// Log-uniform in `low…high` (both > 0).
    mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        low * Foundation.pow(high / low, uniform(0...1))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
}

/// Builds touch scripts tersely.
enum Script {
    static func down(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .began(id, at: Point(x: x, y: y), time: t, kind: kind, force: force, maximumForce: maximumForce)
    }
    static func move(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .moved(id, to: Point(x: x, y: y), time: t, force: force, maximumForce: maximumForce)
    }
    static func still(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .stationary(id, at: Point(x: x, y: y), time: t, force: force, maximumForce: maximumForce)
    }
    static func up(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0) -> TouchEvent {
        .ended(id, at: Point(x: x, y: y), time: t)
    }
    static func cancel(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0) -> TouchEvent {
        .cancelled(id, at: Point(x: x, y: y), time: t)
    }
}
