import FluidAnimation
import FluidPhysics

extension FlashlightButton {
    /// What a designer may tune in the flashlight button.
    public enum Tuned {
        /// The spring back to scale 1 when the press ends (default
        /// ``FlashlightButton/resetSpring``: response 0.2 s, ζ 0.4).
        public static let resetSpring = Tunable.spring("resetSpring", default: FlashlightButton.resetSpring,
                                                       summary: "The spring the button shrinks back to its size at rest with when the press ends.")
        /// The spring with which a new press takes over a moving scale
        /// (default ``FlashlightButton/catchSpring``: response 0.2 s, ζ 1).
        public static let catchSpring = Tunable.spring("catchSpring", default: FlashlightButton.catchSpring,
                                                       summary: "The spring a new press takes the button's size over with.")
        /// The spring of the fill's grey level (default
        /// ``FlashlightButton/colorSpring``: response 0.2 s, ζ 1).
        public static let colorSpring = Tunable.spring("colorSpring", default: FlashlightButton.colorSpring,
                                                       summary: "The spring the fill's colour follows the press and the light with.")
        /// The button's diameter at full force, points (default
        /// ``FlashlightButton/maximumDiameter``, 92 pt; 50 pt at rest).
        public static let maximumDiameter = Tunable.number("maximumDiameter", default: FlashlightButton.maximumDiameter,
                                                           range: 50...200, unit: "pt",
                                                           summary: "How big the button grows when pressed with full force.")
        /// How far from the centre, in the button's unscaled coordinates,
        /// the finger may move before the touch is abandoned, points
        /// (default ``FlashlightButton/cancelRadius``, 45 pt).
        public static let cancelRadius = Tunable.number("cancelRadius", default: FlashlightButton.cancelRadius,
                                                        range: 25...150, unit: "pt",
                                                        summary: "How far the finger may wander from the button's centre before the press is abandoned.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``FlashlightButton/Tuned``).
    public static let tunables = [Tuned.resetSpring, Tuned.catchSpring, Tuned.colorSpring, Tuned.maximumDiameter, Tuned.cancelRadius]

    /// Hands the running springs to their retuned values where they are,
    /// with their velocities (scale and grey level per second). A new
    /// maximum diameter (points) moves what a held press asks for: the
    /// scale shown goes on from where it is and eases onto it on the catch
    /// spring, without a jump. The cancel radius (points) holds from the
    /// next move on.
    public mutating func tuningDidChange(from old: Tuning) {
        let scaleSpring = tuning.spring(isPressed ? Tuned.catchSpring : Tuned.resetSpring)
        let newGrowth = tuning.number(Tuned.maximumDiameter) / Self.diameter - 1
        if newGrowth != growth {
            let before = shown.scale
            growth = newGrowth
            if isPressed {
                scaleOffset.grab(from: before, base: (baseScale, baseScaleVelocity), spring: scaleSpring, threshold: .scale, at: time)
            }
        }
        scaleOffset.retune(to: scaleSpring, at: time)
        whiteOffset.retune(to: tuning.spring(Tuned.colorSpring), at: time)
    }
}
