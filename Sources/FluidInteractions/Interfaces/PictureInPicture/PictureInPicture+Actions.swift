import FluidAnimation
import FluidGestures
import FluidPhysics

extension PictureInPicture {
    /// The window's actions.
    public enum Actions {
        /// Sends the window to the top left corner.
        public static let moveToTopLeft = InteractionAction("moveToTopLeft", label: "Move to the top left corner")
        /// Sends the window to the top right corner.
        public static let moveToTopRight = InteractionAction("moveToTopRight", label: "Move to the top right corner")
        /// Sends the window to the bottom left corner.
        public static let moveToBottomLeft = InteractionAction("moveToBottomLeft", label: "Move to the bottom left corner")
        /// Sends the window to the bottom right corner.
        public static let moveToBottomRight = InteractionAction("moveToBottomRight", label: "Move to the bottom right corner")
        /// Tucks the window into the side its corner is on, its tab showing
        /// (a move to a corner brings it back).
        public static let stash = InteractionAction("stash", label: "Stash at the side")
    }

    /// The four corners, then the stash.
    public static let actions = [Actions.moveToTopLeft, Actions.moveToTopRight, Actions.moveToBottomLeft, Actions.moveToBottomRight,
                                 Actions.stash]

    /// Sends the window where the action says, on the tuned spring, from
    /// where it is with its velocity — as a flick there would, so it can be
    /// caught on the way; nothing while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard !window.isDragging else { return }
        let velocity = Vector(window.velocity(at: time, finger: .zero))
        let corners: [(InteractionAction, Corner)] = [(Actions.moveToTopLeft, .topLeft), (Actions.moveToTopRight, .topRight),
                                                     (Actions.moveToBottomLeft, .bottomLeft), (Actions.moveToBottomRight, .bottomRight)]
        if let target = corners.first(where: { $0.0 == action })?.1 {
            send(to: CornerDock.Place(corner: target, stashed: nil, center: dock.center(of: target)), velocity: velocity)
        } else if action == Actions.stash {
            let side: EdgeStash.Side = corner == .topLeft || corner == .bottomLeft ? .left : .right
            let y = dock.center(of: corner).y
            send(to: CornerDock.Place(corner: corner, stashed: side, center: Point(x: dock.stash.restingX(side), y: y)), velocity: velocity)
        }
    }

    /// "Picture in picture".
    public var accessibilityLabel: String { "Picture in picture" }

    /// Where it rests or heads: "top left", or "stashed at the left".
    public var accessibilityValue: String {
        if let stashed { return "stashed at the \(stashed.rawValue)" }
        switch corner {
        case .topLeft: return "top left"
        case .topRight: return "top right"
        case .bottomLeft: return "bottom left"
        case .bottomRight: return "bottom right"
        }
    }
}
