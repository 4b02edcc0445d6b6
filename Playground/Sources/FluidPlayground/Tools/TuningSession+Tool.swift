import FluidGestures
import FluidPhysics
import FluidRenderer

/// The tuning panel as a tool: the top of the list, it takes the touches
/// that start on it and retunes the open interface live; it lays out in
/// what the timeline's bar leaves.
extension TuningSession: PlaygroundTool {
    mutating func take(_ touch: TouchEvent, in context: ToolContext) -> Bool {
        guard let p = context.presentation, isShown else { return false }
        let (taken, changed) = take(touch, interface: p.name)
        if let changed { try? p.model.retune(changed) }
        return taken
    }

    mutating func interfaceOpened(_ presentation: Presentation) {
        try? presentation.model.retune(tuning(for: presentation.name))
    }

    mutating func interfaceClosing() { hide() }

    mutating func frame(in context: inout ToolContext) {
        advance(to: context.now)
        layOut(in: context.area)
    }

    func isAnimating(at now: Double) -> Bool { (panel?.isScrolling ?? false) || slide.isAnimating(on: runtime) }

    /// Draws the panel (or the one leaving) slid in by `slide`: at 0 it
    /// sits just below its area.
    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        guard context.presentation != nil, let drawn = panel ?? leaving else { return }
        let below = (1 - slid) * (drawn.area.maxY - drawn.frame.minY)
        canvas.drawing(offset: Vector(dx: 0, dy: below)) {
            TuningPanelRenderer().draw(drawn, note: panel == nil ? nil : note, on: canvas)
        }
    }
}
