extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// `self · self`.
    @inlinable
    public var magnitudeSquared: Double { self * self }

    /// −v/y per second when the value (a displacement) is non-zero and
    /// `velocity` points back toward 0; otherwise 0.
    @inlinable
    public func closingRate(of velocity: Double) -> Double {
        self != 0 && (self > 0) != (velocity > 0) && velocity != 0 ? -velocity / self : 0
    }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`, rounded to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// `self · self`, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }

    /// −v/y per second, computed in `Double` (see `Double`'s).
    @inlinable
    public func closingRate(of velocity: Float) -> Double { Double(self).closingRate(of: Double(velocity)) }
}
