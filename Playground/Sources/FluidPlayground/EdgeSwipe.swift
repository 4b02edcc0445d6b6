import FluidGestures
import FluidPhysics

/// A swipe from the window's left edge that takes hold of the open
/// interface's card and pulls it back toward its tile: a full-width drag is
/// the whole way (progress 1 → 0); released, the transition ends on the side
/// its projection reaches.
struct EdgeSwipe {
    /// How close to the left edge a touch must start, points.
    static let edgeWidth: Double = 16

    /// The pointer doing it.
    var pointer: PointerID
    /// Where it started, points.
    var startX: Double
    /// Horizontal velocity.
    var tracker = VelocityTracker1D()
    /// The latest horizontal distance, points.
    var distance: Double = 0

    /// The transition's progress for a drag of `distance` points across `width`.
    static func progress(distance: Double, width: Double) -> Double {
        1 - Swift.max(0, distance.isFinite ? distance : 0) / Swift.max(width, 1)
    }

    /// The progress velocity for a finger moving at `vx` points/s.
    static func progressVelocity(vx: Double, width: Double) -> Double {
        vx.isFinite ? -vx / Swift.max(width, 1) : 0
    }
}
