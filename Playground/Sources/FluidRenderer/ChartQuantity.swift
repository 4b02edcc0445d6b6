import FluidInteractions

/// The quantity the HUD charts, read from any model's `state`: the number
/// or point that the state's velocity belongs to.
///
/// The velocity is the field named `velocity` (else the first whose name
/// ends in "velocity", any case): a number (1-D, e.g. the drawer's
/// `position` in points/s) or an `{x, y}` object (2-D, e.g. the PiP's
/// `center`). The value is the first other field of the same shape whose
/// name does not end in "velocity".
public struct ChartQuantity: Hashable, Sendable {
    /// The value's field name ("position", "center").
    public var name: String
    /// 1 for a number, 2 for a point.
    public var dimensions: Int
    /// The value (y is 0 in 1-D), points.
    public var value: SIMD2<Double>
    /// Its velocity (y is 0 in 1-D), points/s.
    public var velocity: SIMD2<Double>

    /// Reads the quantity from `state`, or nil when the state has no
    /// velocity field with a matching value.
    public init?(state: InteractionValue) {
        guard case .object(let fields) = state else { return nil }
        func isVelocity(_ key: String) -> Bool { key.lowercased().hasSuffix("velocity") }
        guard let v = fields.first(where: { $0.key == "velocity" }) ?? fields.first(where: { isVelocity($0.key) }) else { return nil }
        if let n = v.value.number {
            guard let f = fields.first(where: { !isVelocity($0.key) && $0.value.number != nil }), let x = f.value.number else { return nil }
            self.init(name: f.key, dimensions: 1, value: SIMD2(x, 0), velocity: SIMD2(n, 0))
        } else if let vv = Self.pair(v.value) {
            guard let f = fields.first(where: { !isVelocity($0.key) && Self.pair($0.value) != nil }), let p = Self.pair(f.value) else { return nil }
            self.init(name: f.key, dimensions: 2, value: p, velocity: vv)
        } else {
            return nil
        }
    }

    /// Creates a quantity.
    public init(name: String, dimensions: Int, value: SIMD2<Double>, velocity: SIMD2<Double>) {
        self.name = name
        self.dimensions = dimensions
        self.value = value
        self.velocity = velocity
    }

    private static func pair(_ v: InteractionValue) -> SIMD2<Double>? {
        guard let x = v["x"]?.number, let y = v["y"]?.number else { return nil }
        return SIMD2(x, y)
    }
}
