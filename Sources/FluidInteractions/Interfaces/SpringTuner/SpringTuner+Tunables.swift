import FluidPhysics

extension SpringTuner {
    /// What a designer may tune in the spring tuner.
    public enum Tuned {
        /// The spring the tuner starts with: the sliders' first values
        /// (default response ``SpringTuner/defaultResponse`` 1 s, damping
        /// ratio ``SpringTuner/defaultDampingRatio`` 0.5), within the
        /// response slider's 0.1…2 s and the damping slider's 0.1…1.
        public static let startSpring = Tunable.spring(
            "startSpring", default: Spring(response: SpringTuner.defaultResponse, dampingRatio: SpringTuner.defaultDampingRatio),
            responses: 0.1...2, dampingRatios: 0.1...1,
            summary: "The spring the square starts on: the sliders' first values (response 0.1 to 2 s, damping ratio 0.1 to 1).")
    }

    /// What a designer may tune in the spring tuner: the spring it starts with.
    public static let tunables = [Tuned.startSpring]

    /// Puts the sliders on the retuned starting spring: at time 0 the square
    /// starts on it afresh; later it goes on from where it is, with its
    /// velocity, on the new spring, as if the sliders had been moved there.
    public mutating func tuningDidChange(from old: Tuning) {
        let start = tuning.value(Tuned.startSpring)
        guard start != old.value(Tuned.startSpring), case .spring(let response, let ratio) = start else { return }
        startOn(dampingRatio: ratio, response: response)
    }
}
