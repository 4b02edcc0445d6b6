import FluidRenderer

/// The HUD as a tool: each frame it records what the interface reported
/// (the app then clears the model's events), and it is drawn from the
/// recorder a higher tool may have put in its place (the timeline's review).
extension HUDState: PlaygroundTool {
    mutating func interfaceOpened(_ presentation: Presentation) { reset() }

    mutating func interfaceClosing() { reset() }

    mutating func frame(in context: inout ToolContext) {
        guard let p = context.presentation else { return }
        record(p.model.events, hostTime: p.hostTime, location: context.touchLocation)
        if isVisible { record(state: p.model.state, at: context.now) }
    }

    mutating func shape(_ shown: inout ShownFrame, in context: ToolContext) {
        shown.hud = self.shown(at: context.now)
    }

    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        guard let (recorder, now) = shown.hud else { return }
        canvas.drawing(opacity: shownOpacity) {
            HUDRenderer().draw(recorder, now: now, in: context.viewport.safeBounds, on: canvas)
        }
    }
}
