import FluidPhysics

/// The values a designer gave an interface's tunables; every tunable not in
/// it keeps its default.
///
/// A tuning is checked against the tunables it is for when it is made
/// (``init(_:for:)``) or given to a model (``InteractionModel/retune(_:)``),
/// so a model reads values that are always valid.
///
/// ```swift
/// var drawer = MomentumDrawer(viewport: .iPhone)
/// try drawer.retune(Tuning([MomentumDrawer.Tuned.flick.name: .spring(response: 0.5, dampingRatio: 0.6)],
///                          for: MomentumDrawer.tunables))
/// ```
public struct Tuning: Hashable, Sendable {
    /// The tuned values, by tunable name.
    public private(set) var values: [String: TunedValue]

    /// No tuning: every tunable at its default.
    public init() {
        values = [:]
    }

    /// The tuning `values`, checked against `tunables`.
    ///
    /// - Throws: ``TuningError`` naming the first (by name) value whose
    ///   tunable is unknown or that its tunable refuses.
    public init(_ values: [String: TunedValue], for tunables: [Tunable]) throws(TuningError) {
        self.values = values
        try validate(against: tunables)
    }

    /// Whether no value is tuned.
    public var isEmpty: Bool { values.isEmpty }

    /// Checks every value against its tunable in `tunables`.
    ///
    /// - Throws: ``TuningError`` for a name no tunable has, or a value its
    ///   tunable refuses (``Tunable/validate(_:)``), the first by name.
    public func validate(against tunables: [Tunable]) throws(TuningError) {
        for name in values.keys.sorted() {
            guard let tunable = tunables.first(where: { $0.name == name }) else {
                let known = tunables.isEmpty ? "this interface has none" : "expected one of " + tunables.map { $0.name }.joined(separator: ", ")
                throw TuningError(name, "unknown tunable (\(known))")
            }
            try tunable.validate(values[name]!)
        }
    }

    /// Sets `tunable` to `value`, or back to its default when `value` is
    /// its default.
    ///
    /// - Throws: ``TuningError`` when the tunable refuses the value; the
    ///   tuning is then unchanged.
    public mutating func set(_ tunable: Tunable, to value: TunedValue) throws(TuningError) {
        try tunable.validate(value)
        values[tunable.name] = value == tunable.defaultValue ? nil : value
    }

    /// Puts `tunable` back to its default.
    public mutating func reset(_ tunable: Tunable) {
        values[tunable.name] = nil
    }

    /// The value of `tunable` in force: the tuned one or its default.
    public func value(_ tunable: Tunable) -> TunedValue {
        values[tunable.name] ?? tunable.defaultValue
    }

    /// Whether any of `tunables` has another value here than in `other`
    /// (a retune that moved them, so a motion that reads them needs handing
    /// over; one that moved others leaves it be).
    public func differs(from other: Tuning, in tunables: Tunable...) -> Bool {
        tunables.contains { value($0) != other.value($0) }
    }

    /// The spring in force for a spring `tunable` (its default if the
    /// tunable is of another kind, which is a programming error).
    public func spring(_ tunable: Tunable) -> Spring {
        if case .spring(let spring) = tunable.kind {
            // Untuned: the default itself, to the last bit.
            return values[tunable.name]?.spring ?? spring
        }
        assertionFailure("\(tunable.name) is not a spring")
        return values[tunable.name]?.spring ?? Spring(response: 0.5, dampingRatio: 1)
    }

    /// The number in force for a number `tunable`, in its unit.
    public func number(_ tunable: Tunable) -> Double {
        if case .number(let number) = value(tunable) { return number }
        assertionFailure("\(tunable.name) is not a number")
        if case .number(let number, _) = tunable.kind { return number }
        return 0
    }

    /// The name in force for a choice `tunable`.
    public func choice(_ tunable: Tunable) -> String {
        if case .choice(let name) = value(tunable) { return name }
        assertionFailure("\(tunable.name) is not a choice")
        if case .choice(let name, _) = tunable.kind { return name }
        return ""
    }
}

extension Tuning {
    /// The tuning that sets only the choice `tunable` to `name` (an
    /// interface's ``InteractionModel/originalRule``); empty, after an
    /// assertion failure, when `name` is not one of its choices.
    static func choosing(_ name: String, for tunable: Tunable) -> Tuning {
        var tuning = Tuning()
        do {
            try tuning.set(tunable, to: .choice(name))
        } catch {
            assertionFailure("\(error)")
        }
        return tuning
    }
}
