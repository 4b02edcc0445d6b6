// `fluid`: lay out and replay the fluid interfaces from the command line.
// Every failure prints one line, "fluid: <problem>", to standard error and
// exits with status 2; help exits with 0.

import FluidCommandLine
import Foundation

exit(FluidTool.run(Array(CommandLine.arguments.dropFirst())))
