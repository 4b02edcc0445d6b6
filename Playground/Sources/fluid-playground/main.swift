// fluid-playground: the live window, or `--screenshot`, `--movie` and
// `--tour` offscreen (no display), with the catalogue's interfaces.

#if canImport(Glibc)
import Glibc
#endif
import FluidPlayground

exit(Playground.run(Array(CommandLine.arguments.dropFirst())))
