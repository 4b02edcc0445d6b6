import ArgumentParser
import FluidInteractions
import FluidPhysics
import FluidScripting

/// `fluid tunables NAME [--json]`: what a designer may tune in an interface.
struct TunablesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tunables",
        abstract: "List what a designer may tune in an interface: its springs, numbers and choices.",
        discussion: """
            Each tunable has a name, a kind (spring, number or choice), a default and a unit \
            (seconds for a spring's response). A tuning file (see the README) gives some of them \
            other values; `fluid replay SCRIPT --tuning FILE` and `fluid-playground --tuning FILE` \
            read it.

            --json prints the pinned form: an array of {"name", "kind", "default", "unit"}, \
            plus "min" and "max" for a number, "choices" for a choice, and "summary"; a \
            spring's default is {"response", "dampingRatio"}.

            Examples:
              fluid tunables drawer
              fluid tunables pip --json
            """
    )

    @Argument(help: "The interface's name (see 'fluid layout --list').")
    var interface: String

    @Flag(name: .long, help: "Print the tunables as JSON in the pinned format.")
    var json = false

    func run() throws {
        let model = try FluidTool.kind(named: interface)
        if json {
            print(InteractionValue.array(model.tunables.map(\.jsonValue)).jsonText(pretty: true))
            return
        }
        print(Self.table(model.tunables, interface: interface), terminator: "")
    }

    /// One line per tunable: name, kind, default with unit, range or choices, summary.
    static func table(_ tunables: [Tunable], interface: String) -> String {
        guard !tunables.isEmpty else { return "\(interface) has nothing to tune\n" }
        var out = ""
        for tunable in tunables {
            let value: String
            switch tunable.kind {
            case .spring:
                value = tunable.defaultValue.description
            case .number(let number, let range):
                let unit = tunable.unit.isEmpty ? "" : " " + tunable.unit
                value = "\(Self.number(number))\(unit), \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound))"
            case .choice(let name, let choices):
                value = "\(name), one of \(choices.joined(separator: ", "))"
            }
            out += "\(tunable.name) (\(tunable.kindName)): \(value)\n    \(tunable.summary)\n"
        }
        return out
    }

    private static func number(_ value: Double) -> String { InteractionValue.jsonNumber(value) }
}
