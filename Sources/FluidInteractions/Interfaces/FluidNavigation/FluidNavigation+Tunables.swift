import FluidAnimation
import FluidPhysics

extension FluidNavigation {
    /// What a designer may tune in the fluid navigation.
    public enum Tuned {
        /// The transition's spring, also used for redirects and the cards'
        /// fades (default ``FluidNavigation/spring``: response 0.45 s, ζ 0.9).
        public static let spring = Tunable.spring("spring", default: FluidNavigation.spring,
                                                  summary: "The spring a card grows into its screen and shrinks back on (also redirects and fades).")
        /// The list's bounce and reveal spring (default
        /// ``FluidNavigation/scrollSpring``: response 0.45 s, ζ 1).
        public static let scrollSpring = Tunable.spring("scrollSpring", default: FluidNavigation.scrollSpring,
                                                        summary: "The spring that brings the list back from past an end and scrolls a card into view.")
        /// How fast a flicked list slows, per millisecond (``Tunable/listDeceleration``).
        public static let deceleration = Tunable.listDeceleration
        /// The list's rubber-band constant past its ends (``Tunable/listRubberBandConstant``).
        public static let rubberBandConstant = Tunable.listRubberBandConstant
        /// How fast a released transition's projection slows, per
        /// millisecond (0.998 by default): how far a flick carries the
        /// choice of screen.
        public static let projection = Tunable.decelerationRate("projectionRate",
                                                                summary: "How far a flick's projection carries when a held transition is let go.")
        /// Movement below which a release is a tap, points (default 10).
        public static let tapSlop = Tunable.tapSlop(default: 10, summary: "How far a touch may travel and still be a tap on a card.")
        /// How close to the left edge a touch must begin to be an edge
        /// swipe, points (default 20).
        public static let edgeWidth = Tunable.number("edgeWidth", default: 20, range: 0...120, unit: "pt",
                                                     summary: "How close to the left edge a touch must begin to swipe the screen away sideways.")
        /// The least finger travel for a whole vertical transition, points
        /// (default 240): larger makes a drag move the transition less.
        public static let minimumTravel = Tunable.number("minimumTravel", default: 240, range: 50...1000, unit: "pt",
                                                         summary: "The least finger travel that drags a transition the whole way.")
        /// The progress (0…1, unitless) below which a card can be tapped
        /// through a transition in flight (default 0.75).
        public static let listTouchableBelow = Tunable.number("listTouchableBelow", default: 0.75, range: 0...1,
                                                              summary: "How far a transition may have come and still let a tap on another card redirect it.")
        /// The rubber band of a held transition's progress past 0 and 1 (its
        /// dimension, in progress, unitless; default
        /// ``FluidNavigation/progressStretch``); it applies from the next
        /// time a finger takes hold.
        public static let progressStretch = Tunable.number("progressStretch", default: FluidNavigation.progressStretch,
                                                           range: 0.05...2,
                                                           summary: "How far past its ends a finger can stretch a transition, in progress.")
    }

    /// What a designer may tune in the navigation: its springs, the list's deceleration and rubber band, projection and the touch thresholds.
    public static let tunables = [Tuned.spring, Tuned.scrollSpring, Tuned.deceleration, Tuned.rubberBandConstant, Tuned.projection,
                                  Tuned.tapSlop, Tuned.edgeWidth, Tuned.minimumTravel, Tuned.listTouchableBelow, Tuned.progressStretch]

    /// Hands what is moving to the retuned values where it is, with its
    /// velocity: the transition, a redirect's hand-off and the cards' fades
    /// go on on the new spring (`CellPresentation.retune(spring:projectionRate:at:)`), and
    /// the list's bounce or glide on its new spring and deceleration
    /// (`ScrollOffset.retune(to:bounce:at:)`). The
    /// projection rate applies at the next release, the progress stretch at
    /// the next hold.
    public mutating func tuningDidChange(from old: Tuning) {
        let ended = presentation.retune(spring: tuning.spring(Tuned.spring),
                                        projectionRate: DecelerationRate(rawValue: tuning.number(Tuned.projection)), at: time)
        kernel.record(ended)
        presentation.scroll.retune(to: tuning, bounce: Tuned.scrollSpring, at: time)
    }
}
