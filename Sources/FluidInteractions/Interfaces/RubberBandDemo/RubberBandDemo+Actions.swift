import FluidAnimation
import FluidGestures
import FluidPhysics

extension RubberBandDemo {
    /// The square's actions.
    public enum Actions {
        /// Pulls the square down as a finger 200 points below its rest
        /// would, through the curve, and holds it there.
        public static let pull = InteractionAction("pull", label: "Pull the square down")
        /// Lets the square go home, as a finger lifting does.
        public static let letGo = InteractionAction("letGo", label: "Let the square go")
    }

    /// Pull, then let go.
    public static let actions = [Actions.pull, Actions.letGo]

    /// How far the action pulls, points: the finger's travel the curve resists.
    public static let actionPull = 200.0

    /// Pulls the square to where the curve shows a 200-point pull, or lets
    /// it go home, on the tuned spring from where it is with its velocity;
    /// nothing while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard !square.isDragging else { return }
        let velocity = square.velocity(at: time, finger: 0)
        switch action {
        case Actions.pull: square.animate(to: square.resistance.shown(Self.actionPull), spring: tuning.spring(Tuned.spring), velocity: velocity, at: time)
        case Actions.letGo: square.animate(to: 0, spring: tuning.spring(Tuned.spring), velocity: velocity, at: time)
        default: break
        }
    }

    /// "Rubber band square".
    public var accessibilityLabel: String { "Rubber band square" }

    /// "pulled" away from its rest, or "at rest".
    public var accessibilityValue: String { offset == 0 && square.target ?? 0 == 0 ? "at rest" : "pulled" }
}
