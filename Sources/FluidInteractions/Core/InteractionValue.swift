import FluidPhysics

/// A value a model reports about itself (`state`, `layout`, the value of a
/// state event): a neutral tree of nulls, Booleans, numbers, strings, arrays
/// and objects, so tests compare it and hosts read it without knowing the
/// model's types. The FluidScripting module prints these fields as JSON
/// (`fluid replay`, `fluid layout`).
///
/// Objects keep their keys in the order given (a model lists its fields in a
/// stable, readable order). Geometry follows one convention: a frame is
/// `{x, y, width, height}` and a point `{x, y}`, points, origin top left,
/// y down.
///
/// Not `indirect`: arrays and objects already hold their children on the
/// heap, so a Boolean, number or short string is stored inline, and recording
/// a state event such as `taps → 3` allocates nothing.
public enum InteractionValue: Hashable, Sendable {
    /// No value.
    case null
    /// true or false.
    case bool(Bool)
    /// A number (models report finite ones).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([InteractionValue])
    /// An object with keys in order.
    case object([Field])

    /// One key and its value in an object.
    public struct Field: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: InteractionValue

        /// Creates a field.
        public init(_ key: String, _ value: InteractionValue) {
            self.key = key
            self.value = value
        }
    }

    /// A point as `{"x", "y"}`.
    public static func point(_ p: Point) -> InteractionValue {
        .object([Field("x", .number(p.x)), Field("y", .number(p.y))])
    }

    /// A vector (a velocity, points/s) as `{"x", "y"}`: its `dx` and `dy`.
    public static func vector(_ v: Vector) -> InteractionValue {
        .point(Point(v))
    }

    /// A frame as `{"x", "y", "width", "height"}`.
    public static func frame(_ r: Rect) -> InteractionValue {
        .object([Field("x", .number(r.minX)), Field("y", .number(r.minY)),
                 Field("width", .number(r.width)), Field("height", .number(r.height))])
    }

    /// The value under `key` when this is an object.
    public subscript(key: String) -> InteractionValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The Boolean, when this is one.
    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The string, when this is one.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [InteractionValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
}
