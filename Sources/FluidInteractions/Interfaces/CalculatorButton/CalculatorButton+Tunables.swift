import FluidGestures
import FluidPhysics

extension CalculatorButton {
    /// What a designer may tune in the calculator button.
    public enum Tuned {
        /// How long the fade back to normal lasts, seconds (default 0.5 s).
        public static let fadeDuration = Tunable.number("fadeDuration", default: 0.5,
                                                        range: 0.05...3, unit: "s",
                                                        summary: "How long the highlight takes to fade back once the finger has left.")
        /// The fade's timing curve, by name (default `easeOut`); its
        /// duration is `fadeDuration`, seconds.
        public static let fadeCurve = Tunable.timingCurve("fadeCurve", default: .easeOut,
                                                          summary: "The timing curve of the fade back to normal.")
        /// How far beyond the button a tracked touch still counts as inside,
        /// points (default UIKit's 70 pt).
        public static let trackingExpansion = Tunable.trackingExpansion(
            summary: "How far a finger may slide off the button and still light it and tap it.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``CalculatorButton/Tuned``).
    public static let tunables = [Tuned.fadeDuration, Tuned.fadeCurve, Tuned.trackingExpansion]

    /// Puts a retuned tracking expansion (points) in force at once, for the
    /// touch under way too. A running fade keeps the duration (seconds) and
    /// curve it started with; the next fade takes the new ones.
    public mutating func tuningDidChange(from old: Tuning) {
        tracker.trackingExpansion = tuning.number(Tuned.trackingExpansion)
        lights.fadeDuration = tuning.number(Tuned.fadeDuration)
        lights.fadeCurve = tuning.timingCurve(Tuned.fadeCurve)
    }
}
