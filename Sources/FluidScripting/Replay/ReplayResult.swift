import FluidInteractions

/// What a replayed gesture script did to its interface.
public struct ReplayResult: Hashable, Sendable {
    /// The interface's name.
    public var interface: String
    /// The state at the end of the replay, with `"t"` (the end time,
    /// seconds) as its first field.
    public var final: InteractionValue
    /// The state at each requested time, in the order requested, each with
    /// its `"t"` first.
    public var at: [InteractionValue]
    /// The model's haptics and state changes up to the end, oldest first, as
    /// `InteractionEvent.jsonValue`s.
    public var events: [InteractionValue]
    /// Whether the model was settled at the end.
    public var settled: Bool
    /// The earliest frame or event time (seconds) from which the model
    /// stayed settled until the end, or nil when it was not settled at the end.
    public var settledAt: Double?

    /// Creates a result.
    public init(interface: String, final: InteractionValue, at: [InteractionValue], events: [InteractionValue],
                settled: Bool, settledAt: Double?) {
        self.interface = interface
        self.final = final
        self.at = at
        self.events = events
        self.settled = settled
        self.settledAt = settledAt
    }

    /// The end time, seconds (the `"t"` of `final`).
    public var endTime: Double { final["t"]?.number ?? 0 }

    /// The pinned `fluid replay --json` document:
    /// `{"interface", "final": {"t", …}, "at": [{"t", …}…], "events": […],
    /// "settled": true|false, "settledAt": seconds|null}`.
    public var jsonValue: InteractionValue {
        .object([
            .init("interface", .string(interface)),
            .init("final", final),
            .init("at", .array(at)),
            .init("events", .array(events)),
            .init("settled", .bool(settled)),
            .init("settledAt", settledAt.map(InteractionValue.number) ?? .null),
        ])
    }

    /// `state` with `"t": time` as its first field (replacing any `"t"` it
    /// has); a state that is not an object is wrapped as `{"t", "state"}`:
    /// a state as `fluid replay --json` prints it (and the web page's
    /// `window.fluid.state()`).
    public static func stamped(_ state: InteractionValue, at time: Double) -> InteractionValue {
        let t = InteractionValue.Field("t", .number(time))
        guard case .object(let fields) = state else { return .object([t, .init("state", state)]) }
        return .object([t] + fields.filter { $0.key != "t" })
    }
}
