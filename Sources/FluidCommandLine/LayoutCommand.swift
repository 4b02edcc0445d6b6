import ArgumentParser
import FluidInteractions
import FluidScripting

/// `fluid layout INTERFACE [--viewport WxH] [--safe-area t,l,b,r]` and `fluid layout --list`.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print an interface's layout (its named frames) as JSON, or list the interfaces.",
        discussion: """
            Frames are {"x", "y", "width", "height"} and points {"x", "y"}, in points with the \
            origin at the top left and y down. The default screen is 390x844 points with a \
            safe area of 47 (top), 0 (left), 34 (bottom), 0 (right).

            Examples:
              fluid layout --list
              fluid layout pip
              fluid layout drawer --viewport 844x390 --safe-area 0,47,21,47
            """
    )

    @Argument(help: "The interface's name (see --list).")
    var interface: String?

    @Flag(name: .long, help: "Print the interface names, one per line, and nothing else.")
    var list = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The screen size in points.", valueName: "WIDTHxHEIGHT"))
    var viewport = "390x844"

    @Option(name: .customLong("safe-area"), parsing: .unconditional,
            help: ArgumentHelp("The safe-area insets in points.", valueName: "top,left,bottom,right"))
    var safeArea = "47,0,34,0"

    func run() throws {
        if list {
            guard interface == nil else { throw CLIError("layout: give either an interface name or --list, not both") }
            for kind in FluidTool.interfaces { print(kind.interfaceName) }
            return
        }
        guard let interface else {
            throw CLIError("layout: missing interface name (try 'fluid layout --list')")
        }
        let screen = try ViewportArgument.parse(viewport: viewport, safeArea: safeArea)
        guard let model = FluidTool.interfaces.make(interface, viewport: screen) else {
            throw CLIError(ReplayCommand.unknownInterface(interface))
        }
        print(model.layout.jsonText(pretty: true))
    }
}
