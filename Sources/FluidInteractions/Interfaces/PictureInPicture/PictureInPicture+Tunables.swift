import FluidGestures
import FluidPhysics

extension PictureInPicture {
    /// What a designer may tune in the picture-in-picture window.
    public enum Tuned {
        /// The spring that carries the window to its corner or stash
        /// (default response 0.4 s, ζ 1).
        public static let spring = Tunable.spring("spring", default: Spring(response: 0.4, dampingRatio: 1),
                                                  summary: "The spring that carries the window to its corner or stash.")
        /// How far around the window a touch still grabs it, points
        /// (default 8 pt).
        public static let touchSlop = Tunable.number("touchSlop", default: 8, range: 0...44, unit: "pt",
                                                     summary: "How far outside the window a finger may land and still grab it.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it:
    /// the spring, how the dock chooses (``CornerDock/Tuned``) and the touch slop.
    public static let tunables = [Tuned.spring] + CornerDock.tunables + [Tuned.touchSlop]

    /// The WWDC18 demo app's rule: ``CornerDock/Tuned/method`` `perAxisProjection` —
    /// each axis of the window's centre projected on its own, p + v/λ
    /// (points, with the tuned rate), and the corner nearest that point.
    /// Where it differs from the whole-gesture method (the default): only
    /// where the flick would glide counts, not the way it was aimed nor the
    /// drag before it, so a flick up or down along a side that carries
    /// some sideways momentum at release (a thumb's arc: −500 points/s
    /// glides 250 points) lands in a corner on the far side once that
    /// glide crosses the middle of the screen.
    public static var originalRule: Tuning? { .choosing(PointSnapping.Method.perAxisProjection.rawValue, for: CornerDock.Tuned.method) }

    /// Hands a window in flight to the retuned spring where it is, with its
    /// velocity (points, points/s), toward the same place. The rest (a
    /// method, a rate per millisecond, a fraction, points) is read at each
    /// touch-down or release.
    public mutating func tuningDidChange(from old: Tuning) {
        window.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
    }
}
