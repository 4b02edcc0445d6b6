import FluidInteractions
import FluidPhysics
import FluidRenderer

/// Drawing: composes one frame of the window — the home screen, or the open
/// interface's card (over the dimmed home screen while it moves) with its
/// "‹ Home" button, and the tools on top — and times it for the HUD and
/// `--frame-stats`.
@MainActor
struct FrameComposer {
    /// What drawing a frame took, seconds.
    struct Timing {
        /// No frame drawn (the window had no pixels to draw into).
        static let none = Timing(scene: nil, sceneCPU: nil, draw: 0)

        /// Wall time in `SceneRenderer` for the interface; nil at home.
        var scene: Double?
        /// Thread CPU time for the same; nil at home.
        var sceneCPU: Double?
        /// Wall time for the whole frame.
        var draw: Double
    }

    /// How dark the home screen gets behind a fully open card.
    static let dimming = 0.55
    /// The card's extra corner radius while a finger holds it, points.
    static let heldCornerRadius: Double = 24

    private let sceneRenderer = SceneRenderer()

    /// Draws what `navigation` shows on `canvas`: the home screen with the
    /// `pressed` tile pushed in to its scale, or the card with the button (`backPressed`:
    /// drawn pressed) showing `shown` — the live model or what a tool put in
    /// its place, with its fingertips — then every tool over it, from the
    /// bottom of the list up.
    func draw(_ navigation: Navigation, pressed: (tile: Int, scale: Double)?, backPressed: Bool, shown: ShownFrame,
              tools: inout PlaygroundTools, in context: ToolContext, on canvas: CairoCanvas) -> Timing {
        let watch = Stopwatch()
        var timing = Timing.none
        if let p = navigation.presentation {
            let scene = drawCard(p, showing: shown.model ?? p.model, in: navigation, backPressed: backPressed, on: canvas)
            if p.isOpen, !shown.fingertips.isEmpty { Fingertip.draw(shown.fingertips, on: canvas) }
            timing.scene = scene.wall
            timing.sceneCPU = scene.cpu
        } else {
            navigation.home.draw(on: canvas, pressedTile: pressed?.tile, pressedScale: pressed?.scale ?? 1, renderer: sceneRenderer)
        }
        tools.draw(shown, in: context, on: canvas)
        timing.draw = watch.elapsed
        return timing
    }

    /// The card of `p` where it is now (showing `model` instead of `p`'s
    /// when given), and the home screen behind it while it is not fully open.
    ///
    /// - Returns: the scene's wall and thread CPU time, seconds.
    private func drawCard(_ p: Presentation, showing model: AnyInteraction, in navigation: Navigation, backPressed: Bool,
                          on canvas: CairoCanvas) -> (wall: Double, cpu: Double) {
        let viewport = navigation.viewport
        let open = p.openness
        if !p.isOpen {
            navigation.home.draw(on: canvas, hiddenTile: p.tile, renderer: sceneRenderer)
            let dim = Color(red: 0, green: 0, blue: 0, alpha: Self.dimming * open)
            sceneRenderer.draw([Layer("dim", frame: navigation.bounds, fill: dim)], on: canvas)
        }
        let frame = p.cardFrame
        let size = Size(width: viewport.width, height: viewport.height)
        let sceneWatch = Stopwatch()
        let sceneCPUWatch = ThreadCPUStopwatch()
        sceneRenderer.draw(model.scene, viewport: size, in: frame,
                           cornerRadius: HomeScreenLayout.previewCornerRadius * (1 - open) + Self.heldCornerRadius * (p.isHeld ? 1 : 0),
                           on: canvas)
        let sceneTime = sceneWatch.elapsed
        let sceneCPUTime = sceneCPUWatch.elapsed
        // The button rides on the card, scaled with it.
        let button = BackButton.frame(in: viewport)
        let k = frame.width / Swift.max(size.width, 1)
        let mapped = Rect(x: frame.minX + button.minX * k, y: frame.minY + button.minY * k,
                          width: button.width * k, height: button.height * k)
        BackButton.draw(in: mapped, opacity: open * open * open, pressed: backPressed, on: canvas)
        return (sceneTime, sceneCPUTime)
    }
}
