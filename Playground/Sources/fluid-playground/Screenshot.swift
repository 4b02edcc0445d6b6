import FluidInteractions
import FluidPhysics
import FluidRenderer

/// `--screenshot`: renders the interface (or the home screen) offscreen and
/// writes a PNG. Touches no display: SDL is never initialised.
func takeScreenshot(_ options: PlaygroundOptions, to path: String) throws(PlaygroundFailure) {
    var size = options.size
    var scene: [Layer]? = nil
    if let script = options.script, let at = options.at {
        let model = try replayedModel(script: script, at: at)
        size = Size(width: model.viewport.width, height: model.viewport.height)
        scene = model.scene
    } else if let name = options.interface {
        guard let model = InteractionCatalog.make(name, viewport: PlaygroundViewport.make(size)) else {
            throw PlaygroundFailure(message: "unknown interface '\(name)'")
        }
        scene = model.scene
    }
    do {
        let renderer = try OffscreenRenderer(size: size, scale: options.scale)
        if let scene {
            renderer.render(scene)
        } else {
            HomeScreen(viewport: PlaygroundViewport.make(size)).draw(on: renderer.canvas)
        }
        try renderer.writePNG(to: path)
    } catch {
        throw PlaygroundFailure(message: error.description)
    }
}
