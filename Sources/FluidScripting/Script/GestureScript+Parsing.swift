import FluidAnimation
import FluidInteractions

extension GestureScript {
    /// Reads a script from JSON text and validates it.
    ///
    /// Strict: unknown keys at any level, missing keys, wrong types and
    /// numbers too large for a `Double` (`1e999`: "not a finite number") are
    /// errors, as is everything `validate(interfaces:)` rejects.
    ///
    /// - Parameters:
    ///   - text: the script's JSON text.
    ///   - interfaces: the interface names to accept (default: the catalogue's).
    /// - Throws: `ScriptError`: `line L, column C: …` for malformed JSON, or
    ///   the path of the offending value (`events[3].phase: …`).
    public init(parsing text: String, interfaces: [String] = InteractionCatalog.names) throws(ScriptError) {
        try self.init(json: JSONParser.parse(text), interfaces: interfaces)
    }

    /// Reads a script from UTF-8 bytes (a file's contents) and validates it;
    /// see `init(parsing:interfaces:)`.
    public init(utf8 bytes: [UInt8], interfaces: [String] = InteractionCatalog.names) throws(ScriptError) {
        try self.init(json: JSONParser.parse(utf8: bytes), interfaces: interfaces)
    }

    /// Reads a script from a parsed JSON document and validates it; see
    /// `init(parsing:interfaces:)`.
    public init(json: JSONValue, interfaces: [String] = InteractionCatalog.names) throws(ScriptError) {
        let root = try ScriptObject(json, path: "", what: "a JSON object",
                                    keys: ["format", "version", "interface", "viewport", "events", "until"])
        try root.requireFormat(Self.formatName, version: Self.formatVersion)
        let interface = try root.string("interface")
        let viewport = try Self.decodeViewport(root.value("viewport"), path: "viewport")
        guard case .array(let list) = root.value("events") else {
            throw .at("events", "expected an array, got \(ScriptMessages.kind(root.value("events")))")
        }
        var events: [ScriptEvent] = []
        events.reserveCapacity(list.count)
        for (i, element) in list.enumerated() {
            events.append(try Self.decodeEvent(element, path: "events[\(i)]"))
        }
        let until: ScriptEnd
        switch root.value("until") {
        case .string("settled"): until = .settled
        case .number(let t):
            guard t.isFinite else { throw .at("until", "not a finite number") }
            until = .time(t)
        case let other:
            let got = other.string.map(quotedForMessage) ?? ScriptMessages.kind(other)
            throw .at("until", "expected a number of seconds or \"settled\", got \(got)")
        }
        self.init(interface: interface, viewport: viewport, events: events, until: until)
        try validate(interfaces: interfaces)
    }

    private static func decodeViewport(_ value: JSONValue, path: String) throws(ScriptError) -> Viewport {
        let object = try ScriptObject(value, path: path, what: "an object", keys: ["width", "height", "safeArea"],
                                      optional: ["safeArea"])
        var safeArea = Viewport.SafeArea.zero
        if let insets = object.optionalValue("safeArea") {
            let edges = try ScriptObject(insets, path: object.path("safeArea"), what: "an object",
                                         keys: ["top", "left", "bottom", "right"])
            safeArea = Viewport.SafeArea(top: try edges.number("top"), left: try edges.number("left"),
                                         bottom: try edges.number("bottom"), right: try edges.number("right"))
        }
        let viewport = Viewport(width: try object.number("width"), height: try object.number("height"), safeArea: safeArea)
        try validateViewport(viewport)
        return viewport
    }

    private static func decodeEvent(_ value: JSONValue, path: String) throws(ScriptError) -> ScriptEvent {
        if value["action"] != nil {
            let object = try ScriptObject(value, path: path, what: "an object", keys: ["t", "action"])
            let t = try object.number("t")
            let name = try object.string("action")
            guard !name.isEmpty else { throw .at(object.path("action"), "an action needs a name") }
            return .action(time: t, name: name)
        }
        if value["tuning"] != nil {
            let object = try ScriptObject(value, path: path, what: "an object", keys: ["t", "tuning"])
            let t = try object.number("t")
            guard case .object = object.value("tuning") else {
                throw .at(object.path("tuning"), "expected an object of tuned values, got \(ScriptMessages.kind(object.value("tuning")))")
            }
            return .tuning(time: t, values: object.value("tuning"))
        }
        if value["system"] != nil {
            let object = try ScriptObject(value, path: path, what: "an object", keys: ["t", "system"])
            let t = try object.number("t")
            let system = try ScriptObject(object.value("system"), path: object.path("system"), what: "an object",
                                          keys: ["appearance", "reducedMotion"], optional: ["appearance", "reducedMotion"])
            guard system.fields.count == 1 else {
                throw .at(object.path("system"), "expected exactly one of \"appearance\" and \"reducedMotion\"")
            }
            if system.optionalValue("reducedMotion") != nil {
                guard case .bool(let reduced) = system.value("reducedMotion") else {
                    throw .at(system.path("reducedMotion"), "expected true or false, got \(ScriptMessages.kind(system.value("reducedMotion")))")
                }
                return .motion(time: t, preference: reduced ? .reduced : .full)
            }
            let name = try system.string("appearance")
            guard let appearance = SystemAppearance(rawValue: name) else {
                let known = ScriptMessages.list(SystemAppearance.allCases.map { $0.rawValue })
                throw .at(system.path("appearance"), "unknown appearance \(quotedForMessage(name)) (expected \(known))")
            }
            return .system(time: t, appearance: appearance)
        }
        let object = try ScriptObject(value, path: path, what: "an object",
                                      keys: ["t", "phase", "pointer", "x", "y", "force"], optional: ["force"])
        let t = try object.number("t")
        let phaseName = try object.string("phase")
        guard let phase = ScriptTouch.Phase(rawValue: phaseName) else {
            let known = ScriptMessages.list(ScriptTouch.Phase.allCases.map { $0.rawValue })
            throw .at(object.path("phase"), "unknown phase \(quotedForMessage(phaseName)) (expected \(known))")
        }
        let p = try object.number("pointer")
        guard p.rounded() == p, p >= 0, p <= Double(maximumPointer) else {
            throw .at(object.path("pointer"), "must be an integer from 0 to \(maximumPointer) (got \(ScriptMessages.number(p)))")
        }
        var force: Double?
        if object.optionalValue("force") != nil { force = try object.number("force") }
        return .touch(ScriptTouch(time: t, phase: phase, pointer: Int(p), x: try object.number("x"),
                                  y: try object.number("y"), force: force))
    }
}

/// A JSON object being read against a fixed set of keys.
struct ScriptObject {
    let base: String
    let fields: [InteractionValue.Field]

    /// Checks that `value` is an object with only `keys`, all present but `optional`.
    init(_ value: JSONValue, path: String, what: String, keys: [String], optional: Set<String> = []) throws(ScriptError) {
        guard case .object(let fields) = value else {
            throw .at(path, "expected \(what), got \(ScriptMessages.kind(value))")
        }
        self.base = path
        self.fields = fields
        for field in fields where !keys.contains(field.key) {
            throw .at(path, "unknown key \(quotedForMessage(field.key)) (expected \(ScriptMessages.list(keys, or: "and")))")
        }
        for key in keys where !optional.contains(key) && !fields.contains(where: { $0.key == key }) {
            throw .at(path, "missing key \(quotedForMessage(key))")
        }
    }

    /// The path of the member `key`.
    func path(_ key: String) -> String { base.isEmpty ? key : base + "." + key }

    /// Checks a file's `format` (exactly `name`) and `version` (exactly
    /// `version`: this program reads no other).
    func requireFormat(_ name: String, version: Int) throws(ScriptError) {
        let format = try string("format")
        guard format == name else {
            throw .at(path("format"), "must be \(quotedForMessage(name)) (got \(quotedForMessage(format)))")
        }
        let number = try self.number("version")
        guard number == Double(version) else {
            throw .at(path("version"), "unsupported version \(ScriptMessages.number(number)) (this program reads version \(version))")
        }
    }

    func optionalValue(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }

    /// A required member (checked present by `init`).
    func value(_ key: String) -> JSONValue { optionalValue(key) ?? .null }

    func number(_ key: String) throws(ScriptError) -> Double {
        guard case .number(let n) = value(key) else {
            throw .at(path(key), "expected a number, got \(ScriptMessages.kind(value(key)))")
        }
        guard n.isFinite else { throw .at(path(key), "not a finite number") }
        return n
    }

    func string(_ key: String) throws(ScriptError) -> String {
        guard case .string(let s) = value(key) else {
            throw .at(path(key), "expected a string, got \(ScriptMessages.kind(value(key)))")
        }
        return s
    }
}
