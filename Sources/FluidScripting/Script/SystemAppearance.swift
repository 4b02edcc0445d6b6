import FluidInteractions

/// The system's light or dark appearance, as a script can switch it
/// (`{"t": 1.0, "system": {"appearance": "dark"}}`): the same type the
/// models take in `SystemEvent.appearance`.
public typealias SystemAppearance = SystemEvent.Appearance
