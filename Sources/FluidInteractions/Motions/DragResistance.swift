import FluidPhysics

/// How a dragged value resists the finger: the value shown for a raw drag,
/// the raw drag that shows a value (to catch a value mid-flight where it
/// is), and the velocity shown for the finger's (the chain rule).
///
/// `RubberBand` (UIScrollView's bounded curve), `PowerRubberBand` (the
/// WWDC18 demo's |x|^0.7) and `RubberBandCurve` (either, chosen at run
/// time) resist past a range; `Unresisted` follows the finger 1:1.
public protocol DragResistance<Value>: Sendable {
    /// What is dragged (`Double` for one axis, `Point` for a position).
    associatedtype Value: VectorArithmetic

    /// The value shown for the raw (finger-driven) value `raw`.
    func shown(_ raw: Value) -> Value

    /// The raw value that shows `value`: where a finger catching it takes hold.
    func raw(showing value: Value) -> Value

    /// The shown value's velocity while the finger moves the raw value at
    /// `fingerVelocity` through `raw`, per second.
    func shownVelocity(_ fingerVelocity: Value, at raw: Value) -> Value
}

/// No resistance: the value follows the finger one to one.
public struct Unresisted<Value: VectorArithmetic>: DragResistance {
    /// Resistance-free following.
    public init() {}
    /// `raw` itself.
    public func shown(_ raw: Value) -> Value { raw }
    /// `value` itself.
    public func raw(showing value: Value) -> Value { value }
    /// The finger's velocity itself.
    public func shownVelocity(_ fingerVelocity: Value, at raw: Value) -> Value { fingerVelocity }
}

extension RubberBand: DragResistance {
    /// `apply(raw)`, points.
    public func shown(_ raw: Double) -> Double { apply(raw) }
    /// `rawValue(showing:)`, points.
    public func raw(showing value: Double) -> Double { rawValue(showing: value) }
    /// The finger's velocity times `slope(at: raw)`, points/s; a non-finite
    /// finger velocity counts as 0.
    public func shownVelocity(_ fingerVelocity: Double, at raw: Double) -> Double {
        fingerVelocity.isFinite ? fingerVelocity * slope(at: raw) : 0
    }
}

extension PowerRubberBand: DragResistance {
    /// `apply(raw)`, points.
    public func shown(_ raw: Double) -> Double { apply(raw) }
    /// `rawValue(showing:)`, points.
    public func raw(showing value: Double) -> Double { rawValue(showing: value) }
    /// The finger's velocity times `slope(at: raw)` (capped at 1),
    /// points/s; a non-finite finger velocity counts as 0.
    public func shownVelocity(_ fingerVelocity: Double, at raw: Double) -> Double {
        fingerVelocity.isFinite ? fingerVelocity * slope(at: raw) : 0
    }
}

/// One of the two rubber-band curves, chosen at run time (a designer
/// comparing them).
public enum RubberBandCurve: Hashable, Sendable, DragResistance {
    /// UIScrollView's bounded curve.
    case bounded(RubberBand)
    /// The WWDC18 demo's unbounded power curve.
    case power(PowerRubberBand)

    /// The curve's shown value, points.
    public func shown(_ raw: Double) -> Double {
        switch self {
        case .bounded(let band): return band.shown(raw)
        case .power(let band): return band.shown(raw)
        }
    }

    /// The curve's raw value for `value`, points.
    public func raw(showing value: Double) -> Double {
        switch self {
        case .bounded(let band): return band.raw(showing: value)
        case .power(let band): return band.raw(showing: value)
        }
    }

    /// The curve's shown velocity, points/s.
    public func shownVelocity(_ fingerVelocity: Double, at raw: Double) -> Double {
        switch self {
        case .bounded(let band): return band.shownVelocity(fingerVelocity, at: raw)
        case .power(let band): return band.shownVelocity(fingerVelocity, at: raw)
        }
    }
}
