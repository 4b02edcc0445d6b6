import FluidGestures
import FluidPhysics

extension PictureInPicture {
    /// What a designer may tune in the picture-in-picture window.
    public enum Tuned {
        /// The spring that carries the window to its corner or stash
        /// (default ``PictureInPicture/spring``: response 0.4 s, ζ 1).
        public static let spring = Tunable.spring("spring", default: PictureInPicture.spring,
                                                  summary: "The spring that carries the window to its corner or stash.")
        /// How fast a flick's projection slows, per millisecond (UIKit's
        /// `.normal` 0.998 by default): how far a flick carries the window
        /// when choosing its corner, and whether it stashes.
        public static let projectionRate = Tunable.decelerationRate("projectionRate",
                                                                    summary: "How far a flick's projection carries: the velocity kept per millisecond.")
        /// The flick threshold of the whole-gesture method, unitless: the
        /// fraction of the way to a corner (points) that the flick's glide
        /// (points: its speed over the decay constant) must cover for the
        /// window to be thrown at that corner; shorter, and the corner
        /// nearest where it would land wins (default 0.5,
        /// `PointSnapping`'s `minimumReach`).
        public static let minimumReach = Tunable.number("minimumReach", default: 0.5, range: 0...2, unit: "",
                                                        summary: "How hard a flick must be to throw the window at a corner, as the fraction of the way its glide covers.")
        /// The drag length at which the drag's direction weighs as much as
        /// the release direction in the whole-gesture method's aim, points
        /// (default 50 pt, `PointSnapping`'s `dragWeightLength`).
        public static let dragWeightLength = Tunable.number("dragWeightLength", default: 50, range: 0...400, unit: "pt",
                                                            summary: "How long a drag must be for its direction to count as much as the flick's in the aim.")
        /// How the corner is chosen, by `PointSnapping.Method` name:
        /// `wholeGesture` (by default), `secondaryAxisDiscount` or
        /// `perAxisProjection`; projections in points.
        public static let method = Tunable.choice("method", default: "wholeGesture",
                                                  choices: ["wholeGesture", "secondaryAxisDiscount", "perAxisProjection"],
                                                  summary: "How the corner a flick meant is chosen.")
        /// How far around the window a touch still grabs it, points
        /// (default ``PictureInPicture/touchSlop``, 8 pt).
        public static let touchSlop = Tunable.number("touchSlop", default: PictureInPicture.touchSlop, range: 0...44, unit: "pt",
                                                     summary: "How far outside the window a finger may land and still grab it.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``PictureInPicture/Tuned``).
    public static let tunables = [Tuned.spring, Tuned.projectionRate, Tuned.minimumReach, Tuned.dragWeightLength, Tuned.method,
                                  Tuned.touchSlop]

    /// The WWDC18 demo app's rule: ``Tuned/method`` `perAxisProjection` —
    /// each axis of the window's centre projected on its own, p + v/λ
    /// (points, with the tuned rate), and the corner nearest that point.
    /// Where it differs from the whole-gesture method (the default): only
    /// where the flick would glide counts, not the way it was aimed nor the
    /// drag before it, so a flick up or down along a side that carries
    /// some sideways momentum at release (a thumb's arc: −500 points/s
    /// glides 250 points) lands in a corner on the far side once that
    /// glide crosses the middle of the screen.
    public static var originalRule: Tuning? { .choosing("perAxisProjection", for: Tuned.method) }

    /// The name of `method` among ``Tuned/method``'s choices.
    static func name(of method: PointSnapping.Method) -> String {
        switch method {
        case .wholeGesture: return "wholeGesture"
        case .secondaryAxisDiscount: return "secondaryAxisDiscount"
        case .perAxisProjection: return "perAxisProjection"
        }
    }

    /// The method a ``Tuned/method`` choice names (`.wholeGesture` for any
    /// other name).
    static func method(named name: String) -> PointSnapping.Method {
        switch name {
        case "secondaryAxisDiscount": return .secondaryAxisDiscount
        case "perAxisProjection": return .perAxisProjection
        default: return .wholeGesture
        }
    }

    /// Hands a window in flight to the retuned spring where it is, with its
    /// velocity (points, points/s), toward the same place; takes up a
    /// retuned method. The rest (a rate per millisecond, a fraction, points)
    /// is read at each touch-down or release.
    public mutating func tuningDidChange(from old: Tuning) {
        window.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
        selectedMethod = Self.method(named: tuning.choice(Tuned.method))
    }
}
