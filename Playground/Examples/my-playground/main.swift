// `my-playground`: the playground with interfaces of your own added — here
// the toggle switch of the root package's Examples/Interfaces. Its home
// screen offers it after the thirteen, and every mode plays it:
// `my-playground --interface toggle-switch`, `--screenshot OUT.png
// --interface toggle-switch`, `--movie OUT.png --script SCRIPT`.

#if canImport(Glibc)
import Glibc
#endif
import FluidExamples
import FluidInteractions
import FluidPlayground

exit(Playground.run(Array(CommandLine.arguments.dropFirst()),
                    interfaces: InteractionCatalog.all + addedInterfaces))
