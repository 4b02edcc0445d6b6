import FluidRenderer

/// The action focus as a tool: it learns the open interface's actions, and
/// draws the focused one's pill over everything below it.
extension ActionFocus: PlaygroundTool {
    mutating func interfaceOpened(_ presentation: Presentation) { show(presentation.model.kind.actions) }

    mutating func interfaceClosing() { show([]) }

    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        let pill = layers(in: context.area)
        if !pill.isEmpty { SceneRenderer().draw(pill, on: canvas) }
    }
}
