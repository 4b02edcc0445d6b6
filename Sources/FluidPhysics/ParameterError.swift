/// Why a physical parameter was rejected.
///
/// Thrown by the validating builders (`Spring.validated(…)`, `Decay.validated(…)`,
/// `DecelerationRate(validating:)`, `CubicBezier.validated(…)`, …) — the way
/// to build physics from untrusted input such as a designer's numbers or a
/// command-line flag. The error names the parameter as it is spelt in the API,
/// so it can be shown to a person as it is.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the value.
    public enum Reason: Hashable, Sendable {
        /// NaN or ±infinity.
        case notFinite
        /// Zero or negative where only positive values make sense.
        case notPositive
        /// Negative where zero and positive values are allowed.
        case negative
        /// Outside the closed or open range given, described in words.
        case outOfRange(String)
    }

    /// The parameter's name, e.g. `"stiffness"`.
    public let parameter: String
    /// The rejected value.
    public let value: Double
    /// Why it was rejected.
    public let reason: Reason

    /// Creates an error for `parameter` holding `value`.
    public init(parameter: String, value: Double, reason: Reason) {
        self.parameter = parameter
        self.value = value
        self.reason = reason
    }

    /// A sentence for people, e.g. "stiffness must be zero or positive (got -3.0)".
    public var description: String {
        switch reason {
        case .notFinite: return "\(parameter) must be a finite number (got \(value))"
        case .notPositive: return "\(parameter) must be positive (got \(value))"
        case .negative: return "\(parameter) must be zero or positive (got \(value))"
        case .outOfRange(let range): return "\(parameter) must be \(range) (got \(value))"
        }
    }

    // Shared checks, used by every validating builder.

    @usableFromInline
    static func finite(_ value: Double, _ name: String) throws(ParameterError) -> Double {
        guard value.isFinite else { throw ParameterError(parameter: name, value: value, reason: .notFinite) }
        return value
    }

    @usableFromInline
    static func positive(_ value: Double, _ name: String) throws(ParameterError) -> Double {
        _ = try finite(value, name)
        guard value > 0 else { throw ParameterError(parameter: name, value: value, reason: .notPositive) }
        return value
    }

    @usableFromInline
    static func nonNegative(_ value: Double, _ name: String) throws(ParameterError) -> Double {
        _ = try finite(value, name)
        guard value >= 0 else { throw ParameterError(parameter: name, value: value, reason: .negative) }
        return value
    }
}

/// Stops with a message naming `name` when `value` is NaN or infinite.
///
/// The SwiftUI-shaped initialisers clamp what can be clamped meaningfully and
/// trap only here, where no value would be meaningful.
@inlinable
func requireFinite(_ value: Double, _ name: StaticString, in api: StaticString) {
    precondition(value.isFinite, "\(api): \(name) must be finite, got \(value); use the validating builder for untrusted input")
}
