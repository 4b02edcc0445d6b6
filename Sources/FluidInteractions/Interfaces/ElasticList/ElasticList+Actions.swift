import FluidAnimation
import FluidGestures
import FluidPhysics

extension ElasticList {
    /// The list's actions.
    public enum Actions {
        /// Scrolls a page (the list's height) on, on the bounce spring; the
        /// rows trail the motion as they trail a glide.
        public static let scrollDown = InteractionAction("scrollDown", label: "Scroll down a page")
        /// Scrolls a page back.
        public static let scrollUp = InteractionAction("scrollUp", label: "Scroll up a page")
    }

    /// A page either way.
    public static let actions = [Actions.scrollDown, Actions.scrollUp]

    /// Scrolls a page from where the list would rest, from where it is
    /// with its velocity, the rows trailing; nothing while a finger holds it.
    public mutating func perform(_ action: InteractionAction) {
        guard !kernel.isTouched, action == Actions.scrollDown || action == Actions.scrollUp else { return }
        list.scroll(by: (action == Actions.scrollDown ? 1 : -1) * listFrame.height, at: time)
        rows.follow(list.offset.flight, at: time)
    }

    /// "List of \(rowCount) rows".
    public var accessibilityLabel: String { "List of \(rowCount) rows" }

    /// The rows in view ("rows 1 to 11").
    public var accessibilityValue: String {
        guard let shown = stack.rows(fromContent: contentOffset, to: contentOffset + listFrame.height) else { return "empty" }
        return "rows \(shown.lowerBound + 1) to \(shown.upperBound + 1)"
    }
}
