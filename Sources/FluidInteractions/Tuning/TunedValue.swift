import FluidPhysics

/// A value given to a ``Tunable``: a spring, a number or a choice's name.
public enum TunedValue: Hashable, Sendable {
    /// A spring by its `response` (seconds, the same number as its
    /// duration) and `dampingRatio` ζ (1 − bounce for bounce ≥ 0, and
    /// 1/(1 + bounce) below). Kept as given, so a tuning written to a file
    /// and read back is the same spring to the last bit.
    case spring(response: Double, dampingRatio: Double)
    /// A number, in its tunable's unit.
    case number(Double)
    /// The name of one of its tunable's choices.
    case choice(String)

    /// A spring value for `duration` seconds and `bounce` (−1…1), as
    /// SwiftUI's `Spring(duration:bounce:)` reads them.
    public static func spring(duration: Double, bounce: Double) -> TunedValue {
        .spring(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The spring of a spring value (nil for the other kinds).
    public var spring: Spring? {
        guard case .spring(let response, let dampingRatio) = self else { return nil }
        return Spring(response: response, dampingRatio: dampingRatio)
    }

    /// `"spring"`, `"number"` or `"choice"`: the `kind` of `fluid tunables`.
    public var kindName: String {
        switch self {
        case .spring: return "spring"
        case .number: return "number"
        case .choice: return "choice"
        }
    }
}
