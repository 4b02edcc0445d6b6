import FluidGestures
import FluidPhysics

/// A swipe from the window's left edge that pulls the open interface back
/// toward the home screen: the card shrinks (to 70 % at a full-width drag)
/// and follows the finger at half speed; released, it goes home when the
/// projected drag passes half the width.
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

    /// The card frame for a drag of `dx` points over `bounds`.
    static func cardFrame(dx: Double, bounds: Rect) -> Rect {
        let d = Swift.max(0, dx.isFinite ? dx : 0)
        let p = Swift.min(1, d / Swift.max(bounds.width, 1))
        let s = 1 - 0.3 * p
        let w = bounds.width * s, h = bounds.height * s
        return Rect(x: bounds.midX - w / 2 + d * 0.5, y: bounds.midY - h / 2, width: w, height: h)
    }

    /// The card frame's velocity for a drag of `dx` points moving at `vx` points/s.
    static func cardVelocity(dx: Double, vx: Double, bounds: Rect) -> Rect {
        let h = 1.0
        var delta = cardFrame(dx: dx + h, bounds: bounds) - cardFrame(dx: dx, bounds: bounds)
        delta.scale(by: vx.isFinite ? vx / h : 0)
        return delta
    }
}
