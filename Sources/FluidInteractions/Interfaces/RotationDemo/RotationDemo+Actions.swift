import FluidAnimation
import FluidGestures
import FluidPhysics

extension RotationDemo {
    /// The square's actions.
    public enum Actions {
        /// Turns the square one step (a quarter turn untuned) clockwise.
        public static let rotateClockwise = InteractionAction("rotateClockwise", label: "Rotate clockwise")
        /// Turns the square one step counterclockwise.
        public static let rotateCounterclockwise = InteractionAction("rotateCounterclockwise", label: "Rotate counterclockwise")
    }

    /// A step either way.
    public static let actions = [Actions.rotateClockwise, Actions.rotateCounterclockwise]

    /// Turns the square one snapping step from where it is heading (or
    /// rests), on the tuned spring, from where it is with its angular
    /// velocity — as a flick would, so turns add up and a finger can catch
    /// it; nothing while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard !square.isDragging, action == Actions.rotateClockwise || action == Actions.rotateCounterclockwise else { return }
        let step = 2 * Double.pi / Double(Swift.max(1, angleSnapping.allowedAngles.count))
        let from = square.target ?? angleSnapping.target(from: Angle(radians: angle), velocity: 0)?.radians ?? angle
        let ahead = from + (action == Actions.rotateClockwise ? step : -step)
        turn(to: angleSnapping.target(from: Angle(radians: ahead), velocity: 0)?.radians ?? ahead,
             velocity: square.velocity(at: time, finger: 0))
    }

    /// "Rotating square".
    public var accessibilityLabel: String { "Rotating square" }

    /// The angle it rests at or heads to, in whole degrees clockwise ("90°").
    public var accessibilityValue: String { "\(Int((target * 180 / .pi).rounded()))°" }
}
