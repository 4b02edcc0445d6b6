import FluidInteractions

extension InteractionEvent {
    /// The event as pinned for `fluid replay`:
    /// `{"t", "kind": "haptic", "style"}` or `{"t", "kind": "state", "name", "value"}`.
    public var jsonValue: JSONValue {
        switch kind {
        case .haptic(let style):
            return .object([.init("t", .number(time)), .init("kind", .string("haptic")), .init("style", .string(style.rawValue))])
        case .state(let name, let value):
            return .object([.init("t", .number(time)), .init("kind", .string("state")),
                            .init("name", .string(name)), .init("value", value)])
        }
    }
}
