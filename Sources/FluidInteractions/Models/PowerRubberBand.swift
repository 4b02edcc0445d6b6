import FluidPhysics
import RealModule

/// Seed 000's rubber-band curve f(x) = sign(x)·|x|^0.7 (`RubberBand.power`)
/// with the two things a model needs besides the curve: its slope, to turn
/// a finger's velocity into the displayed velocity (chain rule), and its
/// inverse, to find the drag that shows a given offset (a catch mid-flight).
///
/// The curve is steeper than the finger within 0.7^(1/0.3) ≈ 0.305 points
/// of rest, and infinitely steep at 0, so the slope used for velocities is
/// capped at 1 there: a finger lifting right at rest cannot fling the view
/// faster than it moved itself.
enum PowerRubberBand {
    /// The exponent of the curve (0.7, the seed's).
    static let exponent = 0.7

    /// f(x) = sign(x)·|x|^0.7, points.
    static func value(_ x: Double) -> Double {
        RubberBand.power(x, exponent: exponent)
    }

    /// min(f′(x), 1) = min(0.7·|x|^−0.3, 1) (dimensionless).
    static func slope(_ x: Double) -> Double {
        let ax = Swift.abs(x)
        guard ax > 0 else { return 1 }
        let s = exponent * Double.pow(ax, exponent - 1)
        return s.isFinite ? Swift.min(s, 1) : (ax.isInfinite ? 0 : 1)
    }

    /// f⁻¹(y) = sign(y)·|y|^(1/0.7), kept finite.
    static func inverse(_ y: Double) -> Double {
        let m = Double.pow(Swift.abs(y), 1 / exponent)
        let finite = m.isFinite ? m : Double.greatestFiniteMagnitude
        return y < 0 ? -finite : finite
    }
}
