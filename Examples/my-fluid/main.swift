// `my-fluid`: the `fluid` tool with interfaces of your own added — here the
// toggle switch of Examples/Interfaces. Every command knows it as it knows
// the thirteen: `my-fluid layout --list`, `my-fluid replay SCRIPT`,
// `my-fluid tunables toggle-switch`, `my-fluid plot --script SCRIPT`.

import FluidCommandLine
import FluidExamples
import FluidInteractions
import Foundation

exit(FluidTool.run(Array(CommandLine.arguments.dropFirst()),
                   interfaces: InteractionCatalog.all + addedInterfaces))
