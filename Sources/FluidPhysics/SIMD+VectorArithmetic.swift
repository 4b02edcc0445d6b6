// SIMD vectors of floating-point scalars animate component by component.
// One conditional conformance per width covers Float and Double (and Float16
// where it exists); the arithmetic is done in the scalar type, the squared
// length is returned in Double.
//
// The standard library gives SIMD vectors `+`, `-` and `.zero` for
// floating-point scalars but does not declare `AdditiveArithmetic`; the
// retroactive conformances below only name what is already there.

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD3: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD4: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {
    /// Multiplies both lanes by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

    /// x² + y², in `Double`.
    @inlinable
    public var magnitudeSquared: Double {
        let x = Double(self.x), y = Double(self.y)
        return x * x + y * y
    }

    /// The quickest lane's closing rate, per second, in `Double`.
    @inlinable
    public func closingRate(of velocity: Self) -> Double {
        Swift.max(Double(x).closingRate(of: Double(velocity.x)), Double(y).closingRate(of: Double(velocity.y)))
    }
}

extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

    /// x² + y² + z², in `Double`.
    @inlinable
    public var magnitudeSquared: Double {
        let x = Double(self.x), y = Double(self.y), z = Double(self.z)
        return x * x + y * y + z * z
    }

    /// The quickest lane's closing rate, per second, in `Double`.
    @inlinable
    public func closingRate(of velocity: Self) -> Double {
        Swift.max(Double(x).closingRate(of: Double(velocity.x)), Double(y).closingRate(of: Double(velocity.y)), Double(z).closingRate(of: Double(velocity.z)))
    }
}

extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

    /// x² + y² + z² + w², in `Double`.
    @inlinable
    public var magnitudeSquared: Double {
        let x = Double(self.x), y = Double(self.y), z = Double(self.z), w = Double(self.w)
        return x * x + y * y + z * z + w * w
    }

    /// The quickest lane's closing rate, per second, in `Double`.
    @inlinable
    public func closingRate(of velocity: Self) -> Double {
        Swift.max(Double(x).closingRate(of: Double(velocity.x)), Double(y).closingRate(of: Double(velocity.y)), Double(z).closingRate(of: Double(velocity.z)), Double(w).closingRate(of: Double(velocity.w)))
    }
}
