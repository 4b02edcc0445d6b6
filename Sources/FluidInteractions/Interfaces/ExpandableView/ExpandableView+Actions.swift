import FluidAnimation
import FluidGestures
import FluidPhysics

extension ExpandableView {
    /// The view's actions.
    public enum Actions {
        /// Opens the view, as a drag up that lets go does.
        public static let expand = InteractionAction("expand", label: "Expand")
        /// Closes the view, as a drag down that lets go does.
        public static let collapse = InteractionAction("collapse", label: "Collapse")
    }

    /// Expand and collapse.
    public static let actions = [Actions.expand, Actions.collapse]

    /// Sends the animators toward the side the action names, from where
    /// each is, the springs keeping the height's velocity (openness per
    /// second) as a release does; nothing when it already rests or heads
    /// there, or while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard transition.grabbed == nil, action == Actions.expand || action == Actions.collapse else { return }
        let open = action == Actions.expand
        let heading = transition.activeCount > 0 ? transition.side == 1 : isOpen
        guard heading != open else { return }
        let velocity = transition.opennessVelocity(0, at: time)
        transition.grab(at: time, startingFrom: isOpen)
        transition.release(toward: open, velocity: velocity.isFinite ? velocity : 0, at: time)
        kernel.state("heading", open ? "open" : "closed")
    }

    /// "Expandable view".
    public var accessibilityLabel: String { "Expandable view" }

    /// "expanded" or "collapsed".
    public var accessibilityValue: String { isOpen ? "expanded" : "collapsed" }
}
