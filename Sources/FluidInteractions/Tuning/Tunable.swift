import FluidPhysics

/// One value of an interface that a designer may tune: a spring, a number
/// with a range and a unit, or a choice among names.
///
/// An interface lists its tunables in ``InteractionModel/tunables`` and reads
/// the values in force from its ``Tuning`` (``InteractionKernel/tuning`` for
/// a behaviour on the kernel). Every tunable has a default — the value the
/// interface uses untuned — so a ``Tuning`` only holds what a designer
/// changed, and an empty tuning leaves the interface exactly as it was.
///
/// ```swift
/// static let flick = Tunable.spring("flickSpring", default: Spring(response: 0.3, dampingRatio: 0.8),
///                                   summary: "The spring a flick hands the drawer to.")
/// static let slop = Tunable.number("tapSlop", default: 10, range: 0...40, unit: "pt",
///                                  summary: "How far a tap may travel.")
/// ```
public struct Tunable: Hashable, Sendable {
    /// What kind of value a tunable holds, with its default.
    public enum Kind: Hashable, Sendable {
        /// A spring, tuned by its response (seconds) and damping ratio, or
        /// equally by its duration (seconds) and bounce.
        case spring(default: Spring)
        /// A number within `range`, in the tunable's ``Tunable/unit``.
        case number(default: Double, range: ClosedRange<Double>)
        /// One of `choices`, by name.
        case choice(default: String, choices: [String])
    }

    /// The tunable's name, unique within its interface: the key of a tuning
    /// file's `values` and of ``Tuning``. By convention the name of the
    /// constant it replaces (`flickSpring`, `tapSlop`).
    public let name: String
    /// Its kind and default value.
    public let kind: Kind
    /// The unit of a number (`"pt"`, `"s"`, `"pt/s"`, `"1/s"`, `""` for a
    /// plain ratio); `"s"` for a spring (its response or duration); `""` for
    /// a choice.
    public let unit: String
    /// One sentence on what the value changes, for a tuning panel.
    public let summary: String
    /// The responses (seconds) a spring tunable takes: ``springResponses``
    /// unless the interface narrows them.
    public var responses: ClosedRange<Double> = Tunable.springResponses
    /// The damping ratios a spring tunable takes: ``springDampingRatios``
    /// unless the interface narrows them.
    public var dampingRatios: ClosedRange<Double> = Tunable.springDampingRatios

    /// A tunable spring, `unit` seconds, whose response (seconds) is within
    /// `responses` and damping ratio within `dampingRatios` — at most
    /// ``springResponses`` and ``springDampingRatios`` — both holding
    /// `value`'s.
    public static func spring(_ name: String, default value: Spring, responses: ClosedRange<Double> = springResponses,
                              dampingRatios: ClosedRange<Double> = springDampingRatios, summary: String) -> Tunable {
        let responses = responses.clamped(to: springResponses), dampingRatios = dampingRatios.clamped(to: springDampingRatios)
        return Tunable(name: name, kind: .spring(default: value), unit: "s", summary: summary,
                       responses: responses, dampingRatios: dampingRatios)
    }

    /// A tunable number within `range` (which holds `value`), in `unit`.
    public static func number(_ name: String, default value: Double, range: ClosedRange<Double>, unit: String = "",
                              summary: String) -> Tunable {
        assert(value.isFinite && range.lowerBound.isFinite && range.upperBound.isFinite && range.contains(value),
               "a tunable number's default and range are finite and the range holds the default")
        return Tunable(name: name, kind: .number(default: value, range: range), unit: unit, summary: summary)
    }

    /// A tunable choice among `choices` (which hold `value`).
    public static func choice(_ name: String, default value: String, choices: [String], summary: String) -> Tunable {
        assert(choices.contains(value), "a tunable choice's default is one of its choices")
        return Tunable(name: name, kind: .choice(default: value, choices: choices), unit: "", summary: summary)
    }

    /// The value the interface uses untuned.
    public var defaultValue: TunedValue {
        switch kind {
        case .spring(let spring):
            // Rounded to 12 digits, so 0.3 reads 0.3 and not 0.30000000000000004.
            func twelveDigits(_ x: Double) -> Double { (x * 1e12).rounded() / 1e12 }
            return .spring(response: twelveDigits(spring.response), dampingRatio: twelveDigits(spring.dampingRatio))
        case .number(let value, _): return .number(value)
        case .choice(let value, _): return .choice(value)
        }
    }

    /// The responses (seconds) a tuned spring may have: from a tenth of a
    /// frame's worth of snap to a slow five-second drift.
    public static let springResponses: ClosedRange<Double> = 0.05...5

    /// The damping ratios a tuned spring may have. Not zero, so every tuned
    /// motion ends; up to 2, well over-damped.
    public static let springDampingRatios: ClosedRange<Double> = 0.05...2

    /// `value` if it is a valid value of this tunable, or why not.
    ///
    /// - Throws: ``TuningError`` (its reason only; the caller names the
    ///   place) for a value of another kind, a number that is not finite or
    ///   outside the range, a name not among the choices, or a spring whose
    ///   response or damping ratio is outside ``responses`` or
    ///   ``dampingRatios``.
    public func validate(_ value: TunedValue) throws(TuningError) {
        switch (kind, value) {
        case (.spring, .spring(let response, let ratio)):
            guard responses.contains(response) else {
                throw TuningError(name, "a spring's response (duration) must be from \(Self.shown(responses)) seconds (got \(Self.shown(response)))")
            }
            guard dampingRatios.contains(ratio) else {
                throw TuningError(name, "a spring's damping ratio must be from \(Self.shown(dampingRatios)) (got \(Self.shown(ratio)))")
            }
        case (.number(_, let range), .number(let number)):
            guard number.isFinite else { throw TuningError(name, "not a finite number") }
            guard range.contains(number) else {
                throw TuningError(name, "must be from \(Self.shown(range))\(unit.isEmpty ? "" : " " + unit) (got \(Self.shown(number)))")
            }
        case (.choice(_, let choices), .choice(let choice)):
            guard choices.contains(choice) else {
                throw TuningError(name, "unknown choice \"\(choice)\" (expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
        default:
            throw TuningError(name, "expected a \(kindName), got a \(value.kindName)")
        }
    }

    /// `"spring"`, `"number"` or `"choice"`.
    public var kindName: String { defaultValue.kindName }

    /// A number as a message shows it: 10, not 10.0.
    static func shown(_ x: Double) -> String {
        x.isFinite && x.rounded() == x && Swift.abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }

    /// "low to high".
    private static func shown(_ range: ClosedRange<Double>) -> String {
        "\(shown(range.lowerBound)) to \(shown(range.upperBound))"
    }
}
