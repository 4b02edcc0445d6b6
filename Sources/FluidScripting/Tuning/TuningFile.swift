import FluidAnimation
import FluidInteractions

/// A tuning saved to take away: which interface, and the values a designer
/// gave its tunables.
///
/// The format is pinned:
///
/// ```json
/// {"format": "fluid-tuning", "version": 1, "interface": "drawer",
///  "values": {"flickSpring": {"response": 0.4, "dampingRatio": 0.7},
///             "tapSpring": {"duration": 0.5, "bounce": 0.2},
///             "tapSlop": 12}}
/// ```
///
/// It may also carry the person's motion preference, `"reducedMotion":
/// true` (an extension of version 1; absent means full motion): a tool
/// that plays the interface with the file plays it with reduced motion.
///
/// A value is a number, a string (a choice), or a spring as
/// `{"response", "dampingRatio"}` or `{"duration", "bounce"}`. Reading is
/// as strict as the gesture-script parser: an unknown key, interface or
/// tunable, a value of the wrong kind, out of its range or not finite is a
/// ``ScriptError`` naming its place (`values.tapSlop`).
public struct TuningFile: Hashable, Sendable {
    /// `"fluid-tuning"`.
    public static let formatName = "fluid-tuning"
    /// The version this program reads and writes: 1.
    public static let formatVersion = 1

    /// The interface's name (`InteractionModel.interfaceName`).
    public var interface: String
    /// Its tuning.
    public var tuning: Tuning
    /// The motion preference to play it with (`"reducedMotion": true` is
    /// `.reduced`; without the key, `.full`).
    public var motionPreference: MotionPreference

    /// A tuning file for `interface`, played with `motionPreference`.
    public init(interface: String, tuning: Tuning, motionPreference: MotionPreference = .full) {
        self.interface = interface
        self.tuning = tuning
        self.motionPreference = motionPreference
    }

    /// Reads a tuning file from UTF-8 `bytes`, for an interface of the
    /// catalogue (or of `models`).
    ///
    /// - Throws: ``ScriptError`` naming the place of the first problem.
    public init(utf8 bytes: [UInt8], models: [InteractionKind] = InteractionCatalog.all) throws(ScriptError) {
        try self.init(json: JSONParser.parse(utf8: bytes), models: models)
    }

    /// Reads a tuning file from `text`.
    public init(parsing text: String, models: [InteractionKind] = InteractionCatalog.all) throws(ScriptError) {
        try self.init(json: JSONParser.parse(text), models: models)
    }

    /// Reads a tuning file from parsed JSON.
    public init(json: JSONValue, models: [InteractionKind] = InteractionCatalog.all) throws(ScriptError) {
        let root = try ScriptObject(json, path: "", what: "a JSON object", keys: ["format", "version", "interface", "values", "reducedMotion"],
                                    optional: ["reducedMotion"])
        try root.requireFormat(Self.formatName, version: Self.formatVersion)
        let interface = try root.string("interface")
        guard let model = models.first(where: { $0.interfaceName == interface }) else {
            let known = ScriptMessages.list(models.map { quotedForMessage($0.interfaceName) })
            throw .at("interface", "unknown interface \(quotedForMessage(interface)) (expected \(known))")
        }
        let tuning = try Self.tuning(values: root.value("values"), of: model, path: "values")
        var preference = MotionPreference.full
        if let reduced = root.optionalValue("reducedMotion") {
            guard case .bool(let on) = reduced else {
                throw .at("reducedMotion", "expected true or false, got \(ScriptMessages.kind(reduced))")
            }
            preference = on ? .reduced : .full
        }
        self.init(interface: interface, tuning: tuning, motionPreference: preference)
    }

    /// The tuning `values` say (an object of tuned values, as a tuning
    /// file's `"values"` and a gesture script's `tuning` event hold them),
    /// checked against `kind`'s tunables.
    ///
    /// - Throws: ``ScriptError`` at `path` (`values`, `events[3].tuning`) or
    ///   at the member it names (`values.tapSlop`): not an object, an
    ///   unknown tunable, a value of the wrong kind or out of its range.
    public static func tuning(values: JSONValue, of kind: InteractionKind, path: String) throws(ScriptError) -> Tuning {
        guard case .object(let fields) = values else {
            throw .at(path, "expected an object, got \(ScriptMessages.kind(values))")
        }
        var tuning = Tuning()
        for field in fields {
            let member = path + "." + field.key
            guard let tunable = kind.tunables.first(where: { $0.name == field.key }) else {
                let names = kind.tunables.map { quotedForMessage($0.name) }
                let known = names.isEmpty ? "\(kind.interfaceName) has none" : "expected " + ScriptMessages.list(names)
                throw .at(member, "unknown tunable (\(known))")
            }
            let value = try Self.decode(field.value, for: tunable, path: member)
            do { try tuning.set(tunable, to: value) } catch { throw .at(member, error.reason) }
        }
        return tuning
    }

    private static func decode(_ value: JSONValue, for tunable: Tunable, path: String) throws(ScriptError) -> TunedValue {
        switch tunable.kind {
        case .spring:
            let keys = value["duration"] != nil || value["bounce"] != nil ? ["duration", "bounce"] : ["response", "dampingRatio"]
            let object = try ScriptObject(value, path: path, what: "a spring {\"response\", \"dampingRatio\"} or {\"duration\", \"bounce\"}",
                                          keys: keys)
            if keys[0] == "duration" {
                let bounce = try object.number("bounce")
                guard bounce > -1, bounce < 1 else {
                    throw .at(object.path("bounce"), "must be greater than -1 and less than 1 (got \(ScriptMessages.number(bounce)))")
                }
                return .spring(duration: try object.number("duration"), bounce: bounce)
            }
            return .spring(response: try object.number("response"), dampingRatio: try object.number("dampingRatio"))
        case .number:
            guard case .number(let number) = value else {
                throw .at(path, "expected a number, got \(ScriptMessages.kind(value))")
            }
            guard number.isFinite else { throw .at(path, "not a finite number") }
            return .number(number)
        case .choice:
            guard case .string(let name) = value else {
                throw .at(path, "expected a string, got \(ScriptMessages.kind(value))")
            }
            return .choice(name)
        }
    }

    /// The tuning, when the file is for `interface`.
    ///
    /// - Throws: ``ScriptError`` at `interface` when it is for another one
    ///   ("the tuning is for pip, not drawer").
    public func tuning(for interface: String) throws(ScriptError) -> Tuning {
        guard self.interface == interface else {
            throw .at("interface", "the tuning is for \(self.interface), not \(interface)")
        }
        return tuning
    }

    /// The file as JSON, tuned values by name in alphabetical order; springs
    /// as `{"response", "dampingRatio"}`; `"reducedMotion": true` last, only
    /// with reduced motion.
    public var jsonValue: JSONValue {
        var fields: [InteractionValue.Field] = [
            .init("format", .string(Self.formatName)),
            .init("version", .number(Double(Self.formatVersion))),
            .init("interface", .string(interface)),
            .init("values", .object(tuning.values.keys.sorted().map { .init($0, tuning.values[$0]!.jsonValue) })),
        ]
        if motionPreference == .reduced { fields.append(.init("reducedMotion", .bool(true))) }
        return .object(fields)
    }
}
