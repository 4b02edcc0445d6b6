import FluidAnimation
import FluidGestures
import FluidPhysics

extension SpringTuner {
    /// The tuner's actions: the two sliders step, the square changes ends.
    public enum Actions {
        /// Raises the damping ratio by ``SpringTuner/dampingStep`` (less bounce).
        public static let increaseDamping = InteractionAction("increaseDamping", label: "More damping")
        /// Lowers the damping ratio by ``SpringTuner/dampingStep`` (more bounce).
        public static let decreaseDamping = InteractionAction("decreaseDamping", label: "Less damping")
        /// Lengthens the response by ``SpringTuner/responseStep``.
        public static let increaseResponse = InteractionAction("increaseResponse", label: "Slower response")
        /// Shortens the response by ``SpringTuner/responseStep``.
        public static let decreaseResponse = InteractionAction("decreaseResponse", label: "Faster response")
        /// Sends the square to the other end, as a tap on the track there does.
        public static let switchEnd = InteractionAction("switchEnd", label: "Send the square to the other end")
    }

    /// The sliders' steps, then the square's end.
    public static let actions = [Actions.increaseDamping, Actions.decreaseDamping, Actions.increaseResponse, Actions.decreaseResponse,
                                 Actions.switchEnd]

    /// A damping step, unitless (0.1, as an adjustable slider's increment).
    public static let dampingStep = 0.1
    /// A response step, seconds (0.1 s).
    public static let responseStep = 0.1

    /// Steps a slider within its range (its twin follows, and the square
    /// moves on the new spring at once, from where it is with its
    /// velocity) and records both values, as a slider let go does; or
    /// sends the square to the other end, keeping its velocity. Nothing
    /// while a finger holds a slider.
    public mutating func perform(_ action: InteractionAction) {
        guard adjusting == nil else { return }
        let steps: [(InteractionAction, Slider, Double)] = [(Actions.increaseDamping, .dampingRatio, Self.dampingStep),
                                                           (Actions.decreaseDamping, .dampingRatio, -Self.dampingStep),
                                                           (Actions.increaseResponse, .response, Self.responseStep),
                                                           (Actions.decreaseResponse, .response, -Self.responseStep)]
        if let found = steps.first(where: { $0.0 == action }) {
            let (slider, step) = (found.1, found.2)
            guard self[control: slider].set(value(of: slider) + step) else { return }
            apply(slider)
            kernel.state(slider.rawValue, value(of: slider))
            kernel.state(slider.twin.rawValue, value(of: slider.twin))
        } else if action == Actions.switchEnd, rightEnd > leftEnd {
            let end = shuttle.target == rightEnd ? leftEnd : rightEnd
            shuttle.head(to: end, at: time)
            kernel.state("target", end)
        }
    }

    /// "Spring tuner".
    public var accessibilityLabel: String { "Spring tuner" }

    /// The spring's numbers, as the sliders read them ("damping ratio 0.5, response 0.8 s").
    public var accessibilityValue: String { "\(label(.dampingRatio)), \(label(.response))" }
}
