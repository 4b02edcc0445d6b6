import FluidGestures
import FluidPhysics

extension ResponsiveButton {
    /// What a designer may tune in the responsive button and its list.
    public enum Tuned {
        /// The spring toward the pressed scale, for the button and a list row
        /// (default response 0.7 s, ζ 1: slow, so the depth grows with the
        /// time held, and without overshoot).
        public static let pressSpring = Tunable.spring("pressSpring", default: Spring(response: 0.7, dampingRatio: 1),
                                                       summary: "The spring a held button or row sinks with: slow, so the depth grows with the time held.")
        /// The spring back to scale 1, for the button and a list row
        /// (default response 0.3 s, ζ 0.6: quick, with a small bounce).
        public static let releaseSpring = Tunable.spring("releaseSpring", default: Spring(response: 0.3, dampingRatio: 0.6),
                                                         summary: "The spring a released button or row comes back up with.")
        /// The scale a held button sinks toward, unitless (default 0.9).
        public static let pressedScale = Tunable.number("pressedScale", default: 0.9, range: 0.5...1,
                                                        summary: "How deep a held button sinks, as a scale of its size.")
        /// The scale a held list row sinks toward, unitless (default 0.95).
        public static let rowPressedScale = Tunable.number("rowPressedScale", default: 0.95, range: 0.5...1,
                                                           summary: "How deep a held list row sinks, as a scale of its size.")
        /// How far beyond the button a held touch may stray before the
        /// press is cancelled, points (default 70 pt).
        public static let trackingTolerance = Tunable.trackingExpansion(
            "trackingTolerance", summary: "How far a finger may slide off the button before the press lets go.")
        /// The spring that brings the list back from past an end (default
        /// response 0.5 s, ζ 1).
        public static let bounceSpring = Tunable.spring("bounceSpring", default: Spring(response: 0.5, dampingRatio: 1),
                                                        summary: "The spring the list bounces back from past an end with.")
        /// How fast a flicked list slows, per millisecond (UIScrollView's
        /// `.normal` 0.998 by default).
        public static let decelerationRate = Tunable.decelerationRate("decelerationRate",
                                                                      summary: "How far a flicked list glides: the velocity it keeps per millisecond.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``ResponsiveButton/Tuned``).
    public static let tunables = [Tuned.pressSpring, Tuned.releaseSpring, Tuned.pressedScale, Tuned.rowPressedScale,
                                  Tuned.trackingTolerance, Tuned.bounceSpring, Tuned.decelerationRate]

    /// Hands what moves to the retuned values where it is, with its
    /// velocity: the button's scale (per second) on the spring it is on,
    /// toward the pressed scale while held; the rows the same way; the
    /// list's glide (points, points/s) with the new rate and bounce. The
    /// tracking tolerance (points) holds at once, for the touch under way too.
    public mutating func tuningDidChange(from old: Tuning) {
        control.trackingExpansion = tuning.number(Tuned.trackingTolerance)
        press.retune(like: Self.press(sinkingTo: Tuned.pressedScale, in: tuning), at: time)
        list.retune(press: Self.press(sinkingTo: Tuned.rowPressedScale, in: tuning), bounce: tuning.spring(Tuned.bounceSpring),
                    decay: Decay(rate: tuning.decelerationRate(Tuned.decelerationRate)), at: time)
    }
}
