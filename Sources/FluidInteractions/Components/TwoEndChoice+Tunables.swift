import FluidGestures
import FluidPhysics

extension TwoEndChoice {
    /// What a designer may tune in how a released object chooses its end.
    public enum Tuned {
        /// How far a touch may travel and still be a tap, points (default 10 pt).
        public static let tapSlop = Tunable.tapSlop(default: 10, summary: "How far a touch may travel and still be a tap.")
        /// How fast a flick's projection slows, per millisecond (UIKit's
        /// `.normal` 0.998 by default): how far a flick carries the choice
        /// of end.
        public static let projection = Tunable.decelerationRate("projectionRate", summary: "How far a flick's projection carries: the velocity kept per millisecond.")
        /// How a drag or flick that is not a tap chooses its end, by
        /// ``TwoEndChoice/Rule`` name: `projection` (by default) takes the
        /// end nearest where the release velocity (points/s) would carry
        /// it at ``projection``'s rate; `velocitySign` is the WWDC18 demo
        /// app's rule, the end the velocity points to whatever the speed and
        /// wherever it is (at exactly 0 points/s, the nearer end).
        public static let rule = Tunable.choice("endRule", default: TwoEndChoice.Rule.projection.rawValue,
                                                choices: TwoEndChoice.Rule.allCases.map { $0.rawValue },
                                                summary: "How a flick chooses the open or closed end: where it projects, or only which way it moves.")
    }

    /// The tap slop, the projection rate and the rule, in a tuning panel's order.
    public static let tunables = [Tuned.tapSlop, Tuned.projection, Tuned.rule]

    /// The choice between `first` and `second` (points) that `tuning` gives ``Tuned``'s tunables.
    public init(first: Double, second: Double, tuning: Tuning) {
        self.init(first: first, second: second, tapSlop: tuning.number(Tuned.tapSlop), rule: Rule(rawValue: tuning.choice(Tuned.rule)) ?? .projection,
                  rate: DecelerationRate(rawValue: tuning.number(Tuned.projection)))
    }
}
