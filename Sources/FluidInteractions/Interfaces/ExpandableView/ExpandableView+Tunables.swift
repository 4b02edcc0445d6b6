import FluidAnimation
import FluidPhysics

extension ExpandableView {
    /// What a designer may tune in the expandable view.
    ///
    /// Its animators are `AnimatorProgress` values made from a duration and
    /// a damping ratio, as UIKit's `UIViewPropertyAnimator(duration:
    /// dampingRatio:)`: the two are numbers here, not a spring (a spring's
    /// response is not its settling time).
    public enum Tuned {
        /// How long the animators take for the whole way, seconds (default
        /// 1 s, the article's): the springs settle in it from rest, the
        /// linear ones run through it.
        public static let duration = Tunable.number("duration", default: 1, range: 0.1...5, unit: "s",
                                                    summary: "How long the animators take for the whole way: the springs settle in it, the linear ones run through it.")
        /// The damping ratio of the animators on a spring (unitless; default
        /// 1, the article's: no overshoot).
        public static let dampingRatio = Tunable.number("dampingRatio", default: 1, range: Tunable.springDampingRatios,
                                                        summary: "The damping ratio of the height, corner and background springs: below 1 they overshoot.")
        /// How far a touch may travel and still be a tap, points (default 10 pt).
        public static let tapSlop = Tunable.tapSlop(default: 10,
                                                    summary: "How far a touch may travel and still be a tap that toggles the view.")
        /// How fast a release's projection slows, per millisecond (UIKit's
        /// `.normal` 0.998 by default): how far a flick carries the choice
        /// of side.
        public static let projection = Tunable.decelerationRate("projectionRate",
                                                                summary: "How far a flick's projection carries: the velocity kept per millisecond.")
    }

    /// What a designer may tune in the expandable view: the animators' duration and damping ratio, the tap slop and the projection rate.
    public static let tunables = [Tuned.duration, Tuned.dampingRatio, Tuned.tapSlop, Tuned.projection]

    /// Gives the animators the retuned duration and damping ratio: at rest
    /// at once; in flight without a jump, each taking them for good once it
    /// comes to rest (`AnimatorTransition.retime(_:at:)`).
    public mutating func tuningDidChange(from old: Tuning) {
        guard tuning.differs(from: old, in: Tuned.duration, Tuned.dampingRatio) else { return }
        transition.retime(Self.parts(in: tuning).map { $0.animator }, at: time)
    }
}
