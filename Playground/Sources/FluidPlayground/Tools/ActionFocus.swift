import FluidInteractions
import FluidPhysics

/// The keyboard's way to an interface's actions (`InteractionModel.actions`):
/// Tab moves the focus to the next action (Shift+Tab the one before),
/// Return carries the focused one out, Escape takes the focus away. The
/// focused action is shown as a pill over the bottom of the interface —
/// the visible focus a keyboard user needs — labelled as an assistive
/// technology reads it.
struct ActionFocus {
    /// The open interface's actions, in its order.
    private(set) var actions: [InteractionAction] = []
    /// Which of them has the focus, if any.
    private(set) var focused: Int?

    /// The focused action, if any.
    var focusedAction: InteractionAction? { focused.map { actions[$0] } }

    /// An interface opened: its actions, none focused.
    mutating func show(_ actions: [InteractionAction]) {
        self.actions = actions
        focused = nil
    }

    /// Tab (`forward`) or Shift+Tab: the next or previous action has the
    /// focus, round the list; the first or last when none had it.
    mutating func move(forward: Bool) {
        guard !actions.isEmpty else { return }
        guard let at = focused else {
            focused = forward ? 0 : actions.count - 1
            return
        }
        focused = (at + (forward ? 1 : -1) + actions.count) % actions.count
    }

    /// Escape: no action has the focus; returns whether one had it.
    mutating func clear() -> Bool {
        defer { focused = nil }
        return focused != nil
    }

    /// The pill that shows the focused action at the bottom of `area`
    /// (window points), or none: "◀ Open the drawer ▶  Return".
    func layers(in area: Rect) -> [Layer] {
        guard let action = focusedAction else { return [] }
        let width = Swift.min(area.width - 24, 340.0), height = 44.0
        let frame = Rect(x: area.midX - width / 2, y: area.maxY - height - 16, width: width, height: height)
        return [Layer("actionFocus", frame: frame, cornerRadius: height / 2, fill: Color(hex: 0x1C1C1E), stroke: Color(hex: 0x0A84FF),
                      strokeWidth: 3, opacity: 0.94, text: "◀ \(action.label) ▶   Return", textColor: .white, fontSize: 15)]
    }
}
