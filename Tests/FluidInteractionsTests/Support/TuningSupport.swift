import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

extension InteractionModel {
    /// Retunes the model to `values` (every other tunable at its default).
    mutating func retune(_ values: [(Tunable, TunedValue)]) throws {
        var tuning = Tuning()
        for (tunable, value) in values { try tuning.set(tunable, to: value) }
        try retune(tuning)
    }
}

/// A tuning holding `values` as given, checked only against stand-in
/// tunables that take them (any finite number, any choice), so that what
/// refuses them is the model's own check. (A spring outside the allowed
/// responses or damping ratios cannot be held by any tuning.)
func unchecked(_ values: [String: TunedValue]) -> Tuning {
    let standIns = values.map { name, value -> Tunable in
        switch value {
        case .spring(let response, let ratio):
            return .spring(name, default: Spring(response: response, dampingRatio: ratio), summary: "")
        case .number(let x):
            return .number(name, default: x, range: x...x, unit: "", summary: "")
        case .choice(let choice):
            return .choice(name, default: choice, choices: [choice], summary: "")
        }
    }
    do {
        return try Tuning(values, for: standIns)
    } catch {
        Issue.record("the stand-ins refused \(values): \(error)")
        return Tuning()
    }
}

/// Expects every tuning of `refused` to be refused by `model` (naming the
/// tunable given with it) and to leave it as it was: same tuning and
/// state, and — driven on by `touches` to `end` — the same states and
/// events as a copy that was never offered them.
func expectRefusals<M: InteractionModel>(_ model: M, _ refused: [(Tuning, String)], then touches: [TouchEvent] = [],
                                         until end: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    var m = model
    for (tuning, culprit) in refused {
        do {
            try m.retune(tuning)
            Issue.record("\(tuning.values) was not refused", sourceLocation: sourceLocation)
        } catch {
            #expect(error.tunable == culprit, "\(error)", sourceLocation: sourceLocation)
        }
        #expect(m.tuning == model.tuning, sourceLocation: sourceLocation)
        #expect(m.state == model.state, sourceLocation: sourceLocation)
    }
    var untouched = model
    m.run(touches, until: end)
    untouched.run(touches, until: end)
    #expect(m.state == untouched.state, sourceLocation: sourceLocation)
    #expect(m.events == untouched.events, sourceLocation: sourceLocation)
}
