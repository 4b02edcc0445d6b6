import FluidAnimation
import FluidInteractions

extension GestureScript {
    /// The script in its pinned file format, keys in the documented order
    /// (`safeArea` always written; `force` only when present). Write it with
    /// `jsonText(pretty:)`; `init(parsing:)` reads it back to an equal script.
    public var jsonValue: JSONValue {
        let insets = viewport.safeArea
        let safeArea: JSONValue = .object([
            .init("top", .number(insets.top)), .init("left", .number(insets.left)),
            .init("bottom", .number(insets.bottom)), .init("right", .number(insets.right)),
        ])
        let end: JSONValue
        switch until {
        case .time(let t): end = .number(t)
        case .settled: end = .string("settled")
        }
        return .object([
            .init("format", .string(Self.formatName)),
            .init("version", .number(Double(Self.formatVersion))),
            .init("interface", .string(interface)),
            .init("viewport", .object([.init("width", .number(viewport.width)), .init("height", .number(viewport.height)),
                                       .init("safeArea", safeArea)])),
            .init("events", .array(events.map { $0.jsonValue })),
            .init("until", end),
        ])
    }
}

extension ScriptEvent {
    /// The event as written in a script.
    public var jsonValue: JSONValue {
        switch self {
        case .touch(let touch):
            var fields: [InteractionValue.Field] = [
                .init("t", .number(touch.time)), .init("phase", .string(touch.phase.rawValue)),
                .init("pointer", .number(Double(touch.pointer))), .init("x", .number(touch.x)), .init("y", .number(touch.y)),
            ]
            if let force = touch.force { fields.append(.init("force", .number(force))) }
            return .object(fields)
        case .system(let time, let appearance):
            return .object([.init("t", .number(time)),
                            .init("system", .object([.init("appearance", .string(appearance.rawValue))]))])
        case .motion(let time, let preference):
            return .object([.init("t", .number(time)),
                            .init("system", .object([.init("reducedMotion", .bool(preference == .reduced))]))])
        case .tuning(let time, let values):
            return .object([.init("t", .number(time)), .init("tuning", values)])
        case .action(let time, let name):
            return .object([.init("t", .number(time)), .init("action", .string(name))])
        }
    }
}
