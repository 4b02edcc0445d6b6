import FluidAnimation
import FluidGestures
import FluidPhysics

extension FluidNavigation {
    /// The navigation's actions.
    public enum Actions {
        /// Opens the first card fully in view, as a tap on it does (a
        /// transition heading back to the list is redirected to it).
        public static let open = InteractionAction("open", label: "Open the first card in view")
        /// Goes back to the list, as a swipe that lets go toward it does.
        public static let back = InteractionAction("back", label: "Back to the list")
        /// Scrolls the list a screen on.
        public static let scrollDown = InteractionAction("scrollDown", label: "Scroll the list down")
        /// Scrolls the list a screen back.
        public static let scrollUp = InteractionAction("scrollUp", label: "Scroll the list up")
    }

    /// Open, back, and the list's pages.
    public static let actions = [Actions.open, Actions.back, Actions.scrollDown, Actions.scrollUp]

    /// Carries the action out on the transition's or the list's spring,
    /// from where things are with their velocity; nothing while a finger
    /// holds the list or the card, nor when there is nothing to do (open on
    /// the detail, back on the list, a page on the detail).
    public mutating func perform(_ action: InteractionAction) {
        guard case .none = grip else { return }
        let onList = screen == .list
        switch action {
        case Actions.open:
            guard onList, let index = firstCardInView else { return }
            select(index)
        case Actions.back:
            guard !onList else { return }
            kernel.record(presentation.dismiss(at: time))
            settle(on: .list)
        case Actions.scrollDown, Actions.scrollUp:
            guard onList, presentation.dispatcher.isIdle else { return }
            presentation.scroll.scroll(by: (action == Actions.scrollDown ? 1 : -1) * viewport.safeBounds.height, at: time)
        default:
            break
        }
    }

    /// The first card whose frame is wholly inside the safe area now, or
    /// the one nearest the top when none is.
    var firstCardInView: Int? {
        let safe = viewport.safeBounds
        let frames = itemFrames.indices.map { presentation.context.cellFrame($0, at: time) }
        return frames.indices.first { frames[$0].minY >= safe.minY && frames[$0].maxY <= safe.maxY }
            ?? frames.indices.min { Swift.abs(frames[$0].minY - safe.minY) < Swift.abs(frames[$1].minY - safe.minY) }
    }

    /// "Cards".
    public var accessibilityLabel: String { "Cards" }

    /// "list" or "card N" (1-based) on the detail screen.
    public var accessibilityValue: String {
        guard screen == .detail, let selected else { return "list" }
        return "card \(selected + 1)"
    }
}
