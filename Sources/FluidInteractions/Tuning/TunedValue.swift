import FluidPhysics

/// A value given to a ``Tunable``: a spring, a number or a choice's name.
public enum TunedValue: Hashable, Sendable, CustomStringConvertible {
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

    /// The value as a designer reads it: a spring both ways, "response
    /// 0.45 s, damping ratio 0.7 (duration 0.45 s, bounce 0.3)" (bounce
    /// = 1 − ζ for ζ ≤ 1, 1/ζ − 1 above, to 9 decimals); a number as is; a
    /// choice quoted.
    public var description: String {
        switch self {
        case .spring(let response, let ratio):
            let bounce = (Spring.bounce(dampingRatio: ratio) * 1e9).rounded() / 1e9
            return "response \(Tunable.shown(response)) s, damping ratio \(Tunable.shown(ratio))"
                + " (duration \(Tunable.shown(response)) s, bounce \(Tunable.shown(bounce == 0 ? 0 : bounce)))"
        case .number(let number):
            return Tunable.shown(number)
        case .choice(let name):
            return "\"\(name)\""
        }
    }
}
