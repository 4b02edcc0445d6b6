import ArgumentParser

/// The root command: `fluid layout`, `replay`, `spring`, `decay` (`project`), `plot`, `tunables`, `actions`.
struct FluidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "Lay out and replay the fluid interfaces without a screen; describe, export and plot springs.",
        discussion: """
            Every interface is a model that takes touches and time. `fluid layout` prints \
            where it puts things; `fluid replay` plays a recorded gesture script into it \
            and prints the resulting state and events. Every interface has example \
            scripts (a main gesture, an interruption, a cancel) in the repository's \
            Examples/Scripts folder, named INTERFACE-main.json and so on.

            Examples:
              fluid layout --list
              fluid layout pip
              fluid layout pip --viewport 768x1024 --safe-area 24,0,20,0
              fluid replay Examples/Scripts/pip-main.json
              fluid replay pip-main.json --json --fps 60 --at 0.05 --at 0.2
              fluid actions drawer
              fluid spring --duration 0.5 --bounce 0.3
              fluid decay --velocity 2000 --rate fast
              fluid plot --spring "duration=0.5,bounce=0.3" -o spring.svg

            Any problem prints one line, "fluid: <what and where>", to standard error \
            and exits with status 2.
            """,
        subcommands: [LayoutCommand.self, ReplayCommand.self, SpringCommand.self, DecayCommand.self, PlotCommand.self, TunablesCommand.self,
                      ActionsCommand.self]
    )
}
