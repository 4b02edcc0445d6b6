extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// `self · self`.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`, rounded to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// `self · self`, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
