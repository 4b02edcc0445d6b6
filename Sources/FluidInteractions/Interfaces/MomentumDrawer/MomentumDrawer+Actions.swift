import FluidAnimation
import FluidGestures
import FluidPhysics

extension MomentumDrawer {
    /// The drawer's actions.
    public enum Actions {
        /// Opens the drawer as a tap on the closed drawer does: on the tap
        /// spring, from where it is, with its velocity.
        public static let open = InteractionAction("open", label: "Open the drawer")
        /// Closes the drawer as a tap on the open drawer does.
        public static let close = InteractionAction("close", label: "Close the drawer")
    }

    /// Open and close.
    public static let actions = [Actions.open, Actions.close]

    /// Sends the drawer to the side the action names, on the tap spring,
    /// from where it is with its velocity — mid-flight too, without a jump;
    /// nothing while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard !drawer.isDragging, action == Actions.open || action == Actions.close else { return }
        send(open: action == Actions.open, on: Tuned.tap, velocity: drawer.velocity(at: time, finger: 0))
    }

    /// "Drawer".
    public var accessibilityLabel: String { "Drawer" }

    /// "open" or "closed": where it rests or heads.
    public var accessibilityValue: String { isOpen ? "open" : "closed" }
}
