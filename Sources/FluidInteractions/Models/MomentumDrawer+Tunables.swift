import FluidGestures
import FluidPhysics

extension MomentumDrawer {
    /// What a designer may tune in the drawer.
    public enum Tuned {
        /// The spring a drag or flick hands the drawer to (default
        /// ``MomentumDrawer/flickSpring``).
        public static let flick = Tunable.spring("flickSpring", default: MomentumDrawer.flickSpring,
                                                 summary: "The spring a drag or flick hands the drawer to.")
        /// The spring a tap toggles the drawer with (default
        /// ``MomentumDrawer/tapSpring``).
        public static let tap = Tunable.spring("tapSpring", default: MomentumDrawer.tapSpring,
                                               summary: "The spring a tap opens or closes the drawer with.")
        /// How far a touch may travel and still be a tap, points.
        public static let tapSlop = Tunable.tapSlop(default: MomentumDrawer.tapSlop,
                                                    summary: "How far a touch may travel and still be a tap.")
        /// How fast a flick's projection slows, per millisecond (UIKit's
        /// `.normal` 0.998 by default): how far a flick carries the choice
        /// of end.
        public static let projection = Tunable.decelerationRate("projectionRate",
                                                                summary: "How far a flick's projection carries: the velocity kept per millisecond.")
    }

    /// The flick and tap springs, the tap slop and the projection rate.
    public static let tunables = [Tuned.flick, Tuned.tap, Tuned.tapSlop, Tuned.projection]

    /// Hands a running spring to its retuned values where it is.
    public mutating func tuningDidChange(from old: Tuning) {
        for spring in [Tuned.flick, Tuned.tap] {
            drawer.retune(old.spring(spring), to: kernel.tuning.spring(spring), at: time)
        }
    }
}
