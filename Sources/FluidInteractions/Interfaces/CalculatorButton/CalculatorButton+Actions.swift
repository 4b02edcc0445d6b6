import FluidAnimation
import FluidGestures
import FluidPhysics

extension CalculatorButton {
    /// The button's actions.
    public enum Actions {
        /// Presses the button as a tap does: it lights at once, fades on
        /// the tuned curve, and counts a tap.
        public static let press = InteractionAction("press", label: "Press the button")
    }

    /// Press.
    public static let actions = [Actions.press]

    /// A tap without a finger: lit at once and fading, one more tap
    /// counted, with the events a tap records; nothing while a finger
    /// holds the button.
    public mutating func perform(_ action: InteractionAction) {
        guard action == Actions.press, tracker.state == .idle else { return }
        for event in [ControlTracker.Event.touchDown, .touchUpInside] {
            if event == .touchUpInside { kernel.change(&taps, to: taps + 1, recording: "taps") }
            if let lit = lights.apply(event, at: time) { kernel.state("highlighted", lit) }
        }
    }

    /// "Calculator button".
    public var accessibilityLabel: String { "Calculator button" }

    /// How many times it was tapped ("3 taps").
    public var accessibilityValue: String { taps == 1 ? "1 tap" : "\(taps) taps" }
}
