import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

extension InteractionModel {
    /// Puts `values` (by tunable name) in force, checked against the model's tunables.
    mutating func retune(_ values: [String: TunedValue]) throws(TuningError) {
        try retune(Tuning(values, for: Self.tunables))
    }

    /// Puts `values` in force (every other tunable at its default).
    mutating func retune(_ values: [(Tunable, TunedValue)]) throws {
        var tuning = Tuning()
        for (tunable, value) in values { try tuning.set(tunable, to: value) }
        try retune(tuning)
    }
}

/// `expectRefused` for each tuning of `refused`, with the tunable it must name.
func expectRefusals<M: InteractionModel>(_ model: M, _ refused: [(Tuning, String)], then touches: [TouchEvent] = [],
                                         until end: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    for (tuning, culprit) in refused {
        expectRefused(model, tuning, naming: culprit, touches: touches, until: end, sourceLocation: sourceLocation)
    }
}

/// A tuning that passed a check, but against stand-in tunables that take
/// each of `values` as it is: what a model's own check must refuse when the
/// name, the kind or the range is not the model's.
func standInTuning(_ values: [String: TunedValue]) -> Tuning {
    let tunables = values.map { name, value -> Tunable in
        switch value {
        case .number(let x): return .number(name, default: x, range: x...x, unit: "", summary: "A stand-in.")
        case .spring(let response, let ratio):
            return .spring(name, default: Spring(response: response, dampingRatio: ratio), summary: "A stand-in.")
        case .choice(let c): return .choice(name, default: c, choices: [c], summary: "A stand-in.")
        }
    }
    do {
        return try Tuning(values, for: tunables)
    } catch {
        Issue.record("the stand-in tuning was refused: \(error)")
        return Tuning()
    }
}

/// Expects `model` to refuse `tuning` with an error naming `name`, and to
/// stay exactly as it was: the same tuning, and after `touches` up to `end`
/// (seconds) the same state as a copy that was never offered it.
func expectRefused<M: InteractionModel>(_ model: M, _ tuning: Tuning, naming name: String, touches: [TouchEvent] = [],
                                        until end: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    var offered = model
    do {
        try offered.retune(tuning)
        Issue.record("\(tuning.values) was accepted", sourceLocation: sourceLocation)
    } catch {
        #expect(error.tunable == name, "\(error)", sourceLocation: sourceLocation)
    }
    #expect(offered.tuning == model.tuning, sourceLocation: sourceLocation)
    #expect(offered.state == model.state, sourceLocation: sourceLocation)
    var untouched = model
    untouched.run(touches, until: end)
    offered.run(touches, until: end)
    #expect(offered.state == untouched.state, sourceLocation: sourceLocation)
    #expect(offered.events == untouched.events, sourceLocation: sourceLocation)
}

/// Expects every spring tunable of `M` to have a default within
/// `Tunable.springResponses` and `Tunable.springDampingRatios`, every number
/// its default within its range, and the names to be unique.
func expectSoundTunables<M: InteractionModel>(_: M.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    let names = M.tunables.map(\.name)
    #expect(Set(names).count == names.count, "\(names)", sourceLocation: sourceLocation)
    for tunable in M.tunables {
        #expect((try? tunable.validate(tunable.defaultValue)) != nil, "\(tunable.name)", sourceLocation: sourceLocation)
        #expect(!tunable.summary.isEmpty, sourceLocation: sourceLocation)
    }
    #expect(M.tunables.count > 0, sourceLocation: sourceLocation)
}

/// Expects `value` to be continuous in value and velocity across a retune:
/// `retuned` is `original` retuned at its time t. At t the two show the
/// same value (within `tolerance`); `epsilon` seconds later (without
/// touches) they differ by at most `tolerance` — a jump in velocity Δv
/// would part them by about Δv·ε, a change of acceleration only by O(ε²).
func expectContinuousRetune<M: InteractionModel>(_ original: M, _ retuned: M, epsilon: Double = 1e-5, tolerance: Double,
                                           _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                                           _ value: (M) -> Double) {
    #expect(original.time == retuned.time, sourceLocation: sourceLocation)
    expectClose(value(retuned), value(original), tolerance: tolerance, "\(what) at the retune", sourceLocation: sourceLocation)
    var a = original, b = retuned
    a.advance(to: original.time + epsilon)
    b.advance(to: original.time + epsilon)
    expectClose(value(b), value(a), tolerance: tolerance, "\(what) \(epsilon) s later", sourceLocation: sourceLocation)
}
