/// Something a person can do to an interface without a gesture — open the
/// drawer, send the window to a corner, turn the square a quarter — named
/// for scripts and tools, and labelled for assistive technology (UIKit's
/// accessibility custom actions, SwiftUI's `accessibilityAction`, an ARIA
/// button on the web page).
///
/// An interface lists its actions in ``InteractionModel/actions`` and
/// carries one out in ``InteractionModel/perform(_:)`` as the equivalent
/// touch would: the same springs, from where things are with the velocity
/// they have, so an action mid-flight is continuous and a finger can catch
/// what it started.
public struct InteractionAction: Hashable, Sendable {
    /// Its name in gesture scripts (`{"t": 1, "action": "open"}`) and on the
    /// command line (`fluid actions drawer`): lower camel case, unique in
    /// its interface.
    public let name: String
    /// What it does, as a screen reader says it ("Open the drawer").
    public let label: String

    /// An action called `name`, read out as `label`.
    public init(_ name: String, label: String) {
        self.name = name
        self.label = label
    }
}

/// An action an interface does not have: the one thing that can go wrong
/// asking for one by name.
public struct InteractionActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// The names the interface has, in its order.
    public let known: [String]

    /// The error for `name`, among `known`.
    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }

    /// `unknown action "fly" (expected open or close)`.
    public var description: String {
        let list: String
        switch known.count {
        case 0: list = "none: this interface has no actions"
        case 1: list = known[0]
        default: list = known.dropLast().joined(separator: ", ") + " or " + known[known.count - 1]
        }
        return "unknown action \"\(name)\" (expected \(list))"
    }
}
