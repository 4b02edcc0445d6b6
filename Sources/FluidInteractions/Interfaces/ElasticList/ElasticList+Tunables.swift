import FluidAnimation
import FluidPhysics

extension ElasticList {
    /// What a designer may tune in the elastic list.
    public enum Tuned {
        /// The spring each row hangs on, pushed by the scroll and trailing
        /// the list's glide (default ``ElasticList/rowSpring``: response 0.6 s, ζ 0.7).
        public static let rowSpring = Tunable.spring("rowSpring", default: ElasticList.rowSpring,
                                                     summary: "The spring each row hangs on: how the rows stretch apart and settle back.")
        /// R: the distance from the finger at which a row lags a whole
        /// scroll step, points (default ``ElasticList/resistanceLength``):
        /// smaller stretches the list more.
        public static let resistanceLength = Tunable.number("resistanceLength", default: ElasticList.resistanceLength,
                                                            range: 100...5000, unit: "pt",
                                                            summary: "How far from the finger a row lags a whole scroll step: smaller stretches the list more.")
        /// The spring that brings the list back from past an end (default
        /// ``ElasticList/bounceSpring``: response 0.5 s, ζ 1).
        public static let bounceSpring = Tunable.spring("bounceSpring", default: ElasticList.bounceSpring,
                                                        summary: "The spring that brings the list back from past an end.")
        /// How fast a flicked list slows, per millisecond (``Tunable/listDeceleration``).
        public static let deceleration = Tunable.listDeceleration
        /// The rubber band's constant past the list's ends (``Tunable/listRubberBandConstant``).
        public static let rubberBandConstant = Tunable.listRubberBandConstant
        /// The spring a row's press amount follows at touch-down (default
        /// ``ElasticList/pressSpring``: response 0.15 s, ζ 1).
        public static let pressSpring = Tunable.spring("pressSpring", default: ElasticList.pressSpring,
                                                       summary: "The spring a touched row shrinks and darkens on.")
        /// The spring a row's press amount lets go on (default
        /// ``ElasticList/releaseSpring``: response 0.3 s, ζ 1).
        public static let releaseSpring = Tunable.spring("releaseSpring", default: ElasticList.releaseSpring,
                                                         summary: "The spring a row lets go of its press on.")
    }

    /// What a designer may tune in the elastic list: the rows' spring and resistance, the scrolling's bounce, deceleration and rubber band, and the press springs.
    public static let tunables = [Tuned.rowSpring, Tuned.resistanceLength, Tuned.bounceSpring, Tuned.deceleration,
                                  Tuned.rubberBandConstant, Tuned.pressSpring, Tuned.releaseSpring]

    /// Hands everything moving to the retuned values where it is, with its
    /// velocity: the rows go on on the new row spring and R
    /// (`ElasticRows.retune(spring:resistanceLength:flight:refollow:at:)`:
    /// their own springs at once, a running trail following the list's new
    /// motion on the new spring from where it is; R from the next scroll
    /// step and the next trail, so no row jumps); the list's glide or bounce
    /// on its new spring and deceleration
    /// (`ScrollOffset.retune(to:bounce:at:)`); the presses
    /// on their new springs.
    public mutating func tuningDidChange(from old: Tuning) {
        let t = time
        let flightChanged = list.retune(to: tuning, bounce: Tuned.bounceSpring, at: t)
        rows.retune(spring: tuning.spring(Tuned.rowSpring), resistanceLength: tuning.number(Tuned.resistanceLength),
                    flight: list.offset.flight, refollow: flightChanged, at: t)
        presses.retune(pressSpring: tuning.spring(Tuned.pressSpring), releaseSpring: tuning.spring(Tuned.releaseSpring), at: t)
    }
}
