import ArgumentParser
import FluidInteractions
import FluidScripting

/// `fluid actions NAME [--json]`: what a person can do to an interface
/// without a gesture.
struct ActionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions",
        abstract: "List what a person can do to an interface without a gesture: its named, labelled actions.",
        discussion: """
            Each action has a name, which a gesture script's action event uses \
            ({"t": 1.0, "action": "open"}, played by `fluid replay`), and a label, which \
            an assistive technology reads out (UIKit's accessibility custom actions, \
            SwiftUI's accessibilityAction, the web page's buttons). An action runs as the \
            equivalent touch would: the same springs, from where things are.

            --json prints the pinned form: an array of {"name", "label"}.

            Examples:
              fluid actions drawer
              fluid actions pip --json
            """
    )

    @Argument(help: "The interface's name (see 'fluid layout --list').")
    var interface: String

    @Flag(name: .long, help: "Print the actions as JSON in the pinned format.")
    var json = false

    func run() throws {
        let model = try FluidTool.kind(named: interface)
        if json {
            let list = model.actions.map { InteractionValue.object([.init("name", .string($0.name)), .init("label", .string($0.label))]) }
            print(InteractionValue.array(list).jsonText(pretty: true))
            return
        }
        guard !model.actions.isEmpty else {
            print("\(interface) has no actions")
            return
        }
        let width = model.actions.map(\.name.count).max() ?? 0
        for action in model.actions {
            print(action.name + String(repeating: " ", count: width - action.name.count + 2) + action.label)
        }
    }
}
