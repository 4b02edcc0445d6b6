import FluidAnimation
import FluidGestures
import FluidPhysics

extension ResponsiveButton {
    /// The button's and the list's actions.
    public enum Actions {
        /// Presses the button as a quick tap does: it sinks for
        /// ``ResponsiveButton/actionPressDuration``, springs back and acts.
        public static let press = InteractionAction("press", label: "Press the button")
        /// Scrolls the list a page on, on its bounce spring.
        public static let scrollDown = InteractionAction("scrollDown", label: "Scroll the list down a page")
        /// Scrolls the list a page back.
        public static let scrollUp = InteractionAction("scrollUp", label: "Scroll the list up a page")
    }

    /// Press, then the list's pages.
    public static let actions = [Actions.press, Actions.scrollDown, Actions.scrollUp]

    /// How long an action's press holds the button before it lets go,
    /// seconds: a quick tap's (0.1 s).
    public static let actionPressDuration = 0.1

    /// The press: the light haptic and the sink now, the lift (and the tap
    /// counted) ``actionPressDuration`` later, each on the tuned springs from
    /// where the scale is; nothing while a finger holds the button. A page:
    /// the list's height further on or back, from where it is with its
    /// velocity; nothing while a finger holds the list.
    public mutating func perform(_ action: InteractionAction) {
        switch action {
        case Actions.press:
            guard !kernel.isHeld(.button), actionRelease == nil else { return }
            kernel.haptic(.light)
            if let pressed = press.apply(.touchDown, at: time) { kernel.state("pressed", pressed) }
            actionRelease = time + Self.actionPressDuration
        case Actions.scrollDown, Actions.scrollUp:
            guard !kernel.isHeld(.list) else { return }
            list.scroll(by: (action == Actions.scrollDown ? 1 : -1) * list.frame.height, at: time)
        default:
            break
        }
    }

    /// The parts' deadlines, and the lift of an action's press.
    public var nextDeadline: Double? {
        var copy = self, deadline = PartsDeadline()
        copy.visitParts(&deadline)
        guard let release = actionRelease else { return deadline.earliest }
        return Swift.min(release, deadline.earliest ?? release)
    }

    /// Settled as every interface is (no finger, every part at rest), and
    /// with no action's press waiting to lift.
    public var isSettled: Bool {
        guard !kernel.isTouched, actionRelease == nil else { return false }
        var copy = self, check = PartsSettled(time: kernel.time)
        copy.visitParts(&check)
        return check.settled
    }

    /// Lifts an action's press when its time has come, as a lift inside does.
    public mutating func deadlineArrived() {
        guard let release = actionRelease, time >= release else { return }
        actionRelease = nil
        if let pressed = press.apply(.touchUpInside, at: time) { kernel.state("pressed", pressed) }
        kernel.change(&taps, to: taps + 1, recording: "taps")
    }

    /// "Responsive button".
    public var accessibilityLabel: String { "Responsive button" }

    /// How many times it acted ("2 taps").
    public var accessibilityValue: String { taps == 1 ? "1 tap" : "\(taps) taps" }
}
