import FluidPhysics

/// How a `PropertyAnimator`'s progress moves in time: a timing curve over
/// the animator's duration, or a spring.
///
/// - `.curve`: progress follows the curve (linear, ease-in-out, any cubic
///   Bézier) over the time left — the full `duration` from the start, or
///   the remaining fraction of it after a pause.
/// - `.spring`: progress is the position of a `Spring.UnitCurve`: 0 → 1
///   pulled by the spring, starting with the unit curve's **relative**
///   initial velocity — in distances per second, as in UIKit's
///   `UISpringTimingParameters`: a finger moving at v points/s with d points
///   left hands over v/d (see `Spring.relativeVelocity(_:from:to:minimumDistance:)`).
///   A spring runs on its own time scale (its perceptual duration) and ends
///   at the exact moment its progress stays within the animator's
///   `settlingTolerance` of the end, whatever the animator's `duration`.
public enum AnimatorTiming: Hashable, Sendable {
    /// Progress along a timing curve.
    case curve(TimingCurve)
    /// Progress pulled by a spring, with a relative initial velocity (1/s).
    case spring(Spring.UnitCurve)

    /// A spring timing starting with `initialVelocity` distances per second.
    public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> AnimatorTiming {
        .spring(spring.unitCurve(initialVelocity: initialVelocity))
    }

    /// Constant speed.
    public static let linear = AnimatorTiming.curve(.linear)
    /// Slow start.
    public static let easeIn = AnimatorTiming.curve(.easeIn)
    /// Slow end.
    public static let easeOut = AnimatorTiming.curve(.easeOut)
    /// Slow start and end (UIKit's default curve).
    public static let easeInOut = AnimatorTiming.curve(.easeInOut)

    /// A cubic Bézier curve through (x1, y1) and (x2, y2).
    ///
    /// - Throws: `AnimatorError.invalidArgument` for non-finite control
    ///   points or x outside 0…1.
    public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) throws(AnimatorError) -> AnimatorTiming {
        do {
            return .curve(try TimingCurve.validated(x1: x1, y1: y1, x2: x2, y2: y2))
        } catch {
            throw .invalidArgument(error)
        }
    }

    /// Checks what the enum cannot: a spring must be damped (an undamped
    /// spring never finishes) and its initial velocity finite and within
    /// `AnimatorProgress.maximumProgressVelocity`.
    func validate() throws(AnimatorError) {
        guard case .spring(let curve) = self else { return }
        guard curve.initialVelocity.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "initialVelocity", value: curve.initialVelocity, reason: .notFinite))
        }
        let limit = AnimatorProgress.maximumProgressVelocity
        guard Swift.abs(curve.initialVelocity) <= limit else {
            throw .invalidArgument(ParameterError(parameter: "initialVelocity", value: curve.initialVelocity,
                                                  reason: .outOfRange("within ±\(limit) per second")))
        }
        guard curve.spring.dampingRatio > 0 else {
            throw .invalidArgument(ParameterError(parameter: "dampingRatio", value: curve.spring.dampingRatio, reason: .notPositive))
        }
    }
}
