import FluidGestures
import FluidRenderer

/// The ghost as a tool: it gets what the interface gets, follows it each
/// frame, and is drawn over the live interface (not over a reviewed instant).
extension GhostComparison: PlaygroundTool {
    mutating func interfaceReceived(_ touch: TouchEvent) { deliver(touch) }

    mutating func frame(in context: inout ToolContext) { follow(context.presentation) }

    func isAnimating(at now: Double) -> Bool { isMoving }

    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        guard !shown.isReview, let p = context.presentation, let model = shown.model else { return }
        draw(over: p, in: context.viewport, shown: model, on: canvas)
    }
}
