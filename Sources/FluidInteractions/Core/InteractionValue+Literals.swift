import FluidPhysics

/// A type whose values a model can report as they are: in a `state` or
/// `layout` literal, or as the value of a state event.
///
/// The conversions are exact and fixed, so what a model reports reads the
/// same everywhere:
///
/// | type | reported as |
/// |---|---|
/// | `Bool` | `.bool` |
/// | `Double`, `Int` | `.number` (an `Int` as the `Double` nearest it: exact below 2⁵³) |
/// | `String` | `.string` |
/// | `Point`, `Vector` | `{x, y}`, points (a vector: points, or points per second for a velocity) |
/// | `Rect` | `{x, y, width, height}`, points |
/// | `Optional` | the wrapped value's form, or `.null` |
/// | `Array` | `.array` of its elements' forms |
/// | `InteractionValue` | itself |
public protocol InteractionValueConvertible {
    /// The value as a model reports it.
    var interactionValue: InteractionValue { get }
}

extension InteractionValue: InteractionValueConvertible {
    /// Itself.
    public var interactionValue: InteractionValue { self }
}

extension Bool: InteractionValueConvertible {
    /// `.bool(self)`.
    public var interactionValue: InteractionValue { .bool(self) }
}

extension Double: InteractionValueConvertible {
    /// `.number(self)`.
    public var interactionValue: InteractionValue { .number(self) }
}

extension Int: InteractionValueConvertible {
    /// `.number` of the nearest `Double` (exact for magnitudes below 2⁵³).
    public var interactionValue: InteractionValue { .number(Double(self)) }
}

extension String: InteractionValueConvertible {
    /// `.string(self)`.
    public var interactionValue: InteractionValue { .string(self) }
}

extension Point: InteractionValueConvertible {
    /// `{x, y}`, points.
    public var interactionValue: InteractionValue { .point(self) }
}

extension Vector: InteractionValueConvertible {
    /// `{x, y}` with `dx` as x and `dy` as y.
    public var interactionValue: InteractionValue { .vector(self) }
}

extension Rect: InteractionValueConvertible {
    /// `{x, y, width, height}`, points.
    public var interactionValue: InteractionValue { .frame(self) }
}

extension Optional: InteractionValueConvertible where Wrapped: InteractionValueConvertible {
    /// The wrapped value's form, or `.null` when there is none.
    public var interactionValue: InteractionValue { self?.interactionValue ?? .null }
}

extension Array: InteractionValueConvertible where Element: InteractionValueConvertible {
    /// `.array` of the elements' forms, in order.
    public var interactionValue: InteractionValue { .array(map { $0.interactionValue }) }
}

extension InteractionValue: ExpressibleByDictionaryLiteral {
    /// An object with the literal's keys in the literal's order: a model's
    /// state reads as the record it is, each value in its reported form,
    /// `["isOpen": .bool(isOpen), "position": .number(position), "center": .point(center)]`
    /// (or `.init(value)` for any ``InteractionValueConvertible``).
    ///
    /// Keys are kept as written, repeats included (`subscript(_:)` finds the
    /// first): the order is part of what `fluid replay` prints. The values
    /// are `InteractionValue`s, not values of any convertible type, so that
    /// the literal exists where Swift has no existentials of value types
    /// (Embedded Swift, which the web page is built with).
    public init(dictionaryLiteral elements: (String, InteractionValue)...) {
        self = .object(elements.map { Field($0.0, $0.1) })
    }
}

extension InteractionValue: ExpressibleByArrayLiteral {
    /// An array of the literal's elements, in order.
    public init(arrayLiteral elements: InteractionValue...) {
        self = .array(elements)
    }
}

extension InteractionValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByNilLiteral {
    /// `.bool(value)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.number` of the literal (exact below 2⁵³).
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `.number(value)`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `.string(value)`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `.null`.
    public init(nilLiteral: ()) { self = .null }
}

extension InteractionValue {
    /// `value` in its reported form (``InteractionValueConvertible``):
    /// `.init(fractions)` for an array of numbers, `.init(pose?.frame)` for
    /// an optional frame.
    public init<Value: InteractionValueConvertible>(_ value: Value) {
        self = value.interactionValue
    }
}

extension InteractionValue {
    /// An object of `keysAndValues` in order, each value in its reported
    /// form: fields whose names are made as the model runs
    /// (`InteractionValue(keysAndValues: rows.map { ("row.\($0)", frame(ofRow: $0)) })`).
    public init<Fields: Sequence, Value: InteractionValueConvertible>(keysAndValues: Fields)
    where Fields.Element == (String, Value) {
        self = .object(keysAndValues.map { Field($0.0, $0.1.interactionValue) })
    }
}
