import FluidAnimation
import FluidGestures
import FluidPhysics

extension FlashlightButton {
    /// The button's actions.
    public enum Actions {
        /// Turns the light on or off, as a firm press does: the medium
        /// haptic, and the colour springing to the new state's.
        public static let toggle = InteractionAction("toggle", label: "Turn the flashlight on or off")
    }

    /// Toggle.
    public static let actions = [Actions.toggle]

    /// Toggles the light as a confirmed press does; nothing while a finger
    /// presses the button (the press decides).
    public mutating func perform(_ action: InteractionAction) {
        guard action == Actions.toggle, !isPressed else { return }
        toggleLight()
    }

    /// "Flashlight".
    public var accessibilityLabel: String { "Flashlight" }

    /// "on" or "off".
    public var accessibilityValue: String { isOn ? "on" : "off" }
}
