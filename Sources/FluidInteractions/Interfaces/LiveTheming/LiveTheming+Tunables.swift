import FluidAnimation
import FluidGestures
import FluidPhysics

extension LiveTheming {
    /// What a designer may tune in live theming.
    public enum Tuned {
        /// The untuned tap recognizer: the defaults of the tap's thresholds.
        private static let tap = TapRecognizer()

        /// How the colours cross-fade: `"spring"` (``fadeSpring``, the
        /// default) or `"easeInOut"` (an ease-in-out curve of
        /// ``fadeDuration``).
        public static let fadeCurve = Tunable.choice("fadeCurve", default: "spring", choices: ["spring", "easeInOut"],
                                                     summary: "How the colours cross-fade: on a spring, or along an ease-in-out curve.")
        /// The spring the cross-fade runs on when `fadeCurve` is
        /// `"spring"` (default ``LiveTheming/fadeSpring``: response 0.3 s, ζ 1).
        public static let fadeSpring = Tunable.spring("fadeSpring", default: LiveTheming.fadeSpring,
                                                      summary: "The spring the colours cross-fade on (when the fade curve is the spring).")
        /// The cross-fade's length when `fadeCurve` is `"easeInOut"`,
        /// seconds (default ``LiveTheming/fadeDuration``).
        public static let fadeDuration = Tunable.number("fadeDuration", default: LiveTheming.fadeDuration, range: 0.05...3, unit: "s",
                                                        summary: "How long the colours take to cross-fade along the ease-in-out curve.")
        /// How far a touch may travel and still be a tap, points (default 10).
        public static let tapSlop = Tunable.tapSlop(default: tap.movementSlop,
                                                    summary: "How far a touch may travel and still pick a swatch or close a card.")
        /// How long a touch may last and still be a tap, seconds (default 0.5).
        public static let tapDuration = Tunable.number("tapDuration", default: tap.maximumDuration, range: 0.1...3, unit: "s",
                                                       summary: "How long a touch may last and still be a tap.")
    }

    /// What a designer may tune in live theming: the fade's curve, spring and duration, and what counts as a tap.
    public static let tunables = [Tuned.fadeCurve, Tuned.fadeSpring, Tuned.fadeDuration, Tuned.tapSlop, Tuned.tapDuration]

    /// The cross-fade's curve in force.
    var fadeCurveInForce: PaletteFade.Curve {
        tuning.choice(Tuned.fadeCurve) == "easeInOut" ? .easeInOut(duration: tuning.number(Tuned.fadeDuration))
            : .spring(tuning.spring(Tuned.fadeSpring))
    }

    /// Gives the tap its retuned thresholds, and the cross-fade its retuned
    /// curve: a fade under way goes on from the colours shown, with their
    /// velocity (`PaletteFade.retune(_:at:)`).
    public mutating func tuningDidChange(from old: Tuning) {
        tap.movementSlop = tuning.number(Tuned.tapSlop)
        tap.maximumDuration = tuning.number(Tuned.tapDuration)
        fade.retune(fadeCurveInForce, at: time)
        if !fade.isSettled(at: time) { bindingsFading = true }
    }
}
