import FluidGestures
import FluidPhysics

extension CornerDock {
    /// What a designer may tune in how a dock chooses where a thrown
    /// window goes (see ``CornerDock/place(releasedAt:aim:dragStart:heading:from:tuning:)``).
    public enum Tuned {
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
        public static let minimumReach = Tunable.number("minimumReach", default: 0.5, range: 0...2,
                                                        summary: "How hard a flick must be to throw the window at a corner, as the fraction of the way its glide covers.")
        /// The drag length at which the drag's direction weighs as much as
        /// the release direction in the whole-gesture method's aim, points
        /// (default 50 pt, `PointSnapping`'s `dragWeightLength`).
        public static let dragWeightLength = Tunable.number("dragWeightLength", default: 50, range: 0...400, unit: "pt",
                                                            summary: "How long a drag must be for its direction to count as much as the flick's in the aim.")
        /// How the corner is chosen, by `PointSnapping.Method` raw value:
        /// `wholeGesture`, `secondaryAxisDiscount`, `perAxisProjection` or
        /// `strokeHeading` (by default; the latest, listed last so the
        /// earlier choices keep their places); projections in points.
        public static let method = Tunable.choice("method", default: PointSnapping.Method.strokeHeading.rawValue,
                                                  choices: [PointSnapping.Method.wholeGesture, .secondaryAxisDiscount, .perAxisProjection,
                                                            .strokeHeading].map { $0.rawValue },
                                                  summary: "How the corner a flick meant is chosen.")
    }

    /// The projection rate, the minimum reach, the drag weight length and the method, in a tuning panel's order.
    public static let tunables = [Tuned.projectionRate, Tuned.minimumReach, Tuned.dragWeightLength, Tuned.method]

    /// The method a tuning names (``Tuned/method``; `.strokeHeading` for a name it does not know).
    public static func method(in tuning: Tuning) -> PointSnapping.Method {
        PointSnapping.Method(rawValue: tuning.choice(Tuned.method)) ?? .strokeHeading
    }

    /// ``place(releasedAt:aim:dragStart:heading:from:method:rate:minimumReach:dragWeightLength:)``
    /// with the method, rate (per millisecond), reach (a fraction) and drag
    /// weight length (points) `tuning` gives ``Tuned``'s tunables.
    public func place(releasedAt center: Point, aim: Vector, dragStart: Point, heading: Vector? = nil, from current: Corner,
                      tuning: Tuning) -> Place {
        place(releasedAt: center, aim: aim, dragStart: dragStart, heading: heading, from: current, method: Self.method(in: tuning),
              rate: DecelerationRate(rawValue: tuning.number(Tuned.projectionRate)), minimumReach: tuning.number(Tuned.minimumReach),
              dragWeightLength: tuning.number(Tuned.dragWeightLength))
    }
}
