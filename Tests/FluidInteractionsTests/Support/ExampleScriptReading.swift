import FluidGestures
import FluidInteractions
import FluidScripting

/// The touches of an example script in `Scripts/`, so a test can check that
/// the script's touches land on the interface's layout.
func exampleScriptTouches(named name: String) throws -> [TouchEvent] {
    try ExampleScripts.load(name).touches
}
