import FluidGestures
import FluidPhysics
import FluidRenderer

/// The timeline as a tool: its bar takes the bottom strip of the area it
/// is given and the touches that start on it (all touches while
/// reviewing); under review, the window shows the replayed instant — its
/// model, fingers and HUD — in place of the live ones.
extension TimelineSession: PlaygroundTool {
    mutating func take(_ touch: TouchEvent, in context: ToolContext) -> Bool {
        take(touch, area: context.viewport.safeBounds, live: context.live)
    }

    mutating func interfaceOpened(_ presentation: Presentation) { unload() }

    mutating func interfaceClosing() { unload() }

    mutating func frame(in context: inout ToolContext) {
        frame(at: context.now, live: context.live)
        guard isShown else { return }
        let area = context.area, bar = TimelineBar.frame(in: context.viewport.safeBounds)
        context.area = Rect(x: area.minX, y: area.minY, width: area.width, height: Swift.max(0, bar.minY - area.minY))
    }

    mutating func shape(_ shown: inout ShownFrame, in context: ToolContext) {
        guard let review = frame(hud: shown.hud), review.model != nil else { return }
        shown.model = review.model
        shown.isReview = true
        shown.isPredicted = false
        shown.fingertips = review.fingertips
        shown.hud = review.hud
    }

    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        guard context.presentation != nil, let bar = frame(hud: nil)?.bar else { return }
        TimelineRenderer().draw(bar, in: context.viewport.safeBounds, on: canvas)
    }
}
