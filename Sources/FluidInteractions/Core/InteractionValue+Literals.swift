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
    public var interactionValue: InteractionValue { .array(map(\.interactionValue)) }
}

extension InteractionValue: ExpressibleByDictionaryLiteral {
    /// An object with the literal's keys in the literal's order, each value
    /// in its reported form: a model's state reads as the record it is,
    /// `["isOpen": isOpen, "position": position, "velocity": velocity]`.
    ///
    /// Keys are kept as written, repeats included (`subscript(_:)` finds the
    /// first): the order is part of what `fluid replay` prints. A nested
    /// object says what it is, `["inner": ["k": 2] as InteractionValue]`:
    /// left alone, an inner literal would be a `Dictionary`, whose order is
    /// not kept, and is refused.
    public init(dictionaryLiteral elements: (String, any InteractionValueConvertible)...) {
        self = .object(elements.map { Field($0.0, $0.1.interactionValue) })
    }
}

extension InteractionValue: ExpressibleByArrayLiteral {
    /// An array of the literal's elements in their reported forms.
    public init(arrayLiteral elements: any InteractionValueConvertible...) {
        self = .array(elements.map(\.interactionValue))
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
