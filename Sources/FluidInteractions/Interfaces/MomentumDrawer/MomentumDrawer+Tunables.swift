import FluidGestures
import FluidPhysics

extension MomentumDrawer {
    /// What a designer may tune in the drawer.
    public enum Tuned {
        /// The spring a drag or flick hands the drawer to (default
        /// response 0.3 s, ζ 0.8).
        public static let flick = Tunable.spring("flickSpring", default: Spring(response: 0.3, dampingRatio: 0.8),
                                                 summary: "The spring a drag or flick hands the drawer to.")
        /// The spring a tap toggles the drawer with (default
        /// response 0.4 s, ζ 1: no bounce).
        public static let tap = Tunable.spring("tapSpring", default: Spring(response: 0.4, dampingRatio: 1),
                                               summary: "The spring a tap opens or closes the drawer with.")
        /// How far a touch may travel and still be a tap, points (``TwoEndChoice/Tuned/tapSlop``).
        public static let tapSlop = TwoEndChoice.Tuned.tapSlop
        /// How far a flick's projection carries the choice of end (``TwoEndChoice/Tuned/projection``).
        public static let projection = TwoEndChoice.Tuned.projection
        /// How a drag or flick that is not a tap chooses its end (``TwoEndChoice/Tuned/rule``):
        /// `projection` or the WWDC18 demo app's `velocitySign`.
        public static let endRule = TwoEndChoice.Tuned.rule
    }

    /// How a released drag or flick chooses the end it goes to (``Tuned/endRule``).
    public typealias EndRule = TwoEndChoice.Rule

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
        overshoot = Swift.max(overshoot, ends.overshoot(toFirst: target == openPosition, from: from, velocity: velocity,
                                                        spring: drawer.drivingSpring ?? new))
    }
}
