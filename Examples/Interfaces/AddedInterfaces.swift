import FluidInteractions

/// The interfaces this package adds to the tools: `my-fluid` offers them
/// beside the catalogue's, and `scripts/web --add Examples/Interfaces` puts
/// them on the web page (it looks for this list by name).
public let addedInterfaces = [InteractionKind(ToggleSwitch.self)]
