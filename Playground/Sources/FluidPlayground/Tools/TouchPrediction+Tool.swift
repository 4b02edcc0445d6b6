import FluidGestures

/// Prediction as a tool: it follows the interface's finger and shows the
/// open interface as it will be when the frame reaches the screen.
extension TouchPrediction: PlaygroundTool {
    mutating func interfaceReceived(_ touch: TouchEvent) { observe(touch) }

    mutating func shape(_ shown: inout ShownFrame, in context: ToolContext) {
        guard let p = context.presentation, p.isOpen, let model = shown.model,
              let ahead = predicted(model, shownTime: p.modelTime(context.now + context.presentDelay)) else { return }
        shown.model = ahead
        shown.isPredicted = true
    }
}
