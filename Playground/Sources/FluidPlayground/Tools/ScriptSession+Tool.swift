import FluidGestures

/// The recording as a tool: it keeps every touch the interface receives
/// and starts a new script for each interface opened.
extension ScriptSession: PlaygroundTool {
    mutating func interfaceReceived(_ touch: TouchEvent) { record(touch) }

    mutating func interfaceOpened(_ presentation: Presentation) {
        interfaceOpened(presentation.name, viewport: presentation.model.viewport)
    }

    func isAnimating(at now: Double) -> Bool { isPlaying }
}
