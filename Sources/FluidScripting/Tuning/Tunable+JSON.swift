import FluidInteractions

extension Tunable {
    /// The tunable as `fluid tunables --json` prints it (pinned):
    /// `{"name", "kind", "default", "unit"}`, plus `"min"` and `"max"` for a
    /// number and `"choices"` for a choice, and `"summary"`. A spring's
    /// default is `{"response", "dampingRatio"}`; a spring also gives
    /// `"responseRange"` (seconds) and `"dampingRatioRange"`, `[low, high]`.
    public var jsonValue: JSONValue {
        var fields: [InteractionValue.Field] = [
            .init("name", .string(name)),
            .init("kind", .string(kindName)),
            .init("default", defaultValue.jsonValue),
            .init("unit", .string(unit)),
        ]
        switch kind {
        case .number(_, let range):
            fields.append(.init("min", .number(range.lowerBound)))
            fields.append(.init("max", .number(range.upperBound)))
        case .choice(_, let choices):
            fields.append(.init("choices", .array(choices.map { .string($0) })))
        case .spring:
            // An extension of the pinned form: the ranges a spring takes.
            fields.append(.init("responseRange", .array([.number(responses.lowerBound), .number(responses.upperBound)])))
            fields.append(.init("dampingRatioRange", .array([.number(dampingRatios.lowerBound), .number(dampingRatios.upperBound)])))
        }
        fields.append(.init("summary", .string(summary)))
        return .object(fields)
    }
}

extension TunedValue {
    /// The value as a tuning file holds it: a number, a string, or a spring
    /// `{"response", "dampingRatio"}`.
    public var jsonValue: JSONValue {
        switch self {
        case .spring(let response, let dampingRatio):
            return .object([.init("response", .number(response)), .init("dampingRatio", .number(dampingRatio))])
        case .number(let number):
            return .number(number)
        case .choice(let name):
            return .string(name)
        }
    }
}
