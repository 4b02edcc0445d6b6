import FluidAnimation
import FluidGestures
import FluidPhysics

extension AppSwitcher {
    /// The card's actions.
    public enum Actions {
        /// Shows the switcher as a pause on the way up and a lift do: the
        /// other apps slide in and the card lands in its slot.
        public static let showSwitcher = InteractionAction("showSwitcher", label: "Show the app switcher")
        /// Returns to the app as a tap on the card in the switcher does.
        public static let returnToApp = InteractionAction("returnToApp", label: "Return to the app")
    }

    /// Show the switcher, return to the app.
    public static let actions = [Actions.showSwitcher, Actions.returnToApp]

    /// Reveals the switcher (with the pause's haptic) and lands the card
    /// in its slot, or hides it and brings the card back to full screen —
    /// on the tuned springs, from where the card is with its velocity;
    /// nothing while a finger holds the card.
    public mutating func perform(_ action: InteractionAction) {
        guard !card.isDragging, action == Actions.showSwitcher || action == Actions.returnToApp else { return }
        let show = action == Actions.showSwitcher
        if show, !paused { kernel.haptic(.light) }
        kernel.change(&paused, to: show, recording: "paused")
        reveal.retarget(to: show ? 1 : 0, at: time)
        card.animate(to: show ? slotOffset : 0, spring: tuning.spring(Tuned.spring), velocity: card.velocity(at: time, finger: 0), at: time)
        kernel.change(&inSwitcher, to: show, recording: "inSwitcher")
    }

    /// "App card".
    public var accessibilityLabel: String { "App card" }

    /// "in the app switcher" or "full screen".
    public var accessibilityValue: String { inSwitcher ? "in the app switcher" : "full screen" }
}
