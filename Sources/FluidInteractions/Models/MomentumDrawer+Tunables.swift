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
        public static let tapSlop = Tunable.tapSlop(default: MomentumDrawer.tapSlop, summary: "How far a touch may travel and still be a tap.")
        /// How fast a flick's projection slows, per millisecond (UIKit's
        /// `.normal` 0.998 by default): how far a flick carries the choice
        /// of end.
        public static let projection = Tunable.decelerationRate("projectionRate", summary: "How far a flick's projection carries: the velocity kept per millisecond.")
        /// How a drag or flick that is not a tap chooses its end:
        /// `projection` (by default) takes the end nearest where the
        /// release velocity (points/s) would carry the drawer at
        /// ``MomentumDrawer/Tuned/projection``'s rate; `velocitySign` is
        /// the WWDC18 demo app's rule, open when the drawer moves up at
        /// release and closed when it moves down, whatever the speed and
        /// wherever it is (at exactly 0 points/s, the nearer end).
        public static let endRule = Tunable.choice("endRule", default: MomentumDrawer.EndRule.projection.rawValue,
                                                   choices: MomentumDrawer.EndRule.allCases.map(\.rawValue),
                                                   summary: "How a flick chooses the open or closed end: where it projects, or only which way it moves.")
    }

    /// How a released drag or flick chooses the end it goes to (``Tuned/endRule``).
    public enum EndRule: String, Hashable, Sendable, CaseIterable {
        /// The end nearest the release projection (ours, the default).
        case projection
        /// The end the sign of the release velocity points to (the demo app's).
        case velocitySign
    }

    /// The flick and tap springs, the tap slop, the projection rate and the end rule.
    public static let tunables = [Tuned.flick, Tuned.tap, Tuned.tapSlop, Tuned.projection, Tuned.endRule]

    /// The WWDC18 demo app's rule: ``Tuned/endRule`` `velocitySign` — a
    /// released drag goes to the open end if it moves up and to the closed
    /// end if it moves down. Where it differs from projection (the
    /// default): a slow flick the wrong way near an end (a nudge down of
    /// a few points per second just below the open end) crosses the whole
    /// screen to the other end, where projection, which carries it only
    /// v/(1000·ln(1/r)) points (0.5 s worth of its speed at the normal
    /// rate), keeps it at the end it is near.
    public static var originalRule: Tuning? { .choosing(EndRule.velocitySign.rawValue, for: Tuned.endRule) }

    /// Hands the running spring to its retuned values where it is (the
    /// one it was started on, flick or tap, even when both are alike), and
    /// widens ``MomentumDrawer/overshoot`` to the new spring's excursion
    /// from here.
    public mutating func tuningDidChange(from old: Tuning) {
        guard let running = runningSpring, drawer.phase == .animating, let target = drawer.target else { return }
        let new = kernel.tuning.spring(running)
        guard new != old.spring(running) else { return }
        let from = position, velocity = drawer.velocity(at: time, finger: 0)
        drawer.retune(old.spring(running), to: new, at: time)
        overshoot = Swift.max(overshoot, Self.excursion(past: target, openEnd: target == openPosition, from: from,
                                                        velocity: velocity, spring: new))
    }
}
