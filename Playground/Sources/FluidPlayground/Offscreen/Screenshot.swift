import FluidAnimation
import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// `--screenshot`: renders the interface (or the home screen) offscreen and
/// writes a PNG. Touches no display: SDL is never initialised.
@MainActor
func takeScreenshot(_ options: PlaygroundOptions, to path: String) throws(PlaygroundFailure) {
    if !options.plots.isEmpty || options.plotDecay != nil {
        try plotScreenshot(options, to: path)
        return
    }
    var size = options.size
    var model: (AnyInteraction)? = nil
    if let script = options.script, let at = options.at {
        let replayed = try replayedModel(script: script, at: at, tuning: options.tuningFile, motion: options.motionPreference)
        size = Size(width: replayed.viewport.width, height: replayed.viewport.height)
        model = replayed
    } else if let name = options.interface ?? options.tuningFile?.interface {
        guard var made = Playground.interfaces.make(name, viewport: PlaygroundViewport.make(size)) else {
            throw PlaygroundFailure(message: "unknown interface '\(name)'")
        }
        do {
            try made.retune(try options.tuning(for: name))
        } catch let failure as PlaygroundFailure {
            throw failure
        } catch {
            throw PlaygroundFailure(message: "--tuning: \(error)", status: 2)
        }
        model = made
    }
    var ghost: (model: (AnyInteraction)?, label: String)?
    if options.compare, let model { ghost = try screenshotGhost(options, real: model) }
    do {
        let renderer = try OffscreenRenderer(size: size, scale: options.scale)
        if let model {
            renderer.render(model.scene)
            if let ghost { GhostReplay.draw(ghost.model, label: ghost.label, over: model, on: renderer.canvas) }
            if options.panel {
                let panel = TuningPanel(tunables: model.kind.tunables, tuning: model.tuning, in: model.viewport.safeBounds)
                TuningPanelRenderer().draw(panel, on: renderer.canvas)
            }
        } else {
            HomeScreen(viewport: PlaygroundViewport.make(size), interfaces: Playground.interfaces).draw(on: renderer.canvas)
        }
        try renderer.writePNG(to: path)
    } catch {
        throw PlaygroundFailure(message: error.description)
    }
}

/// `--screenshot OUT.png --plot SPEC…` or `--plot-decay V`: `fluid plot`'s
/// charts drawn with Cairo, with the same checks (`fluid plot --png` prints
/// this command and starts nothing).
func plotScreenshot(_ options: PlaygroundOptions, to path: String) throws(PlaygroundFailure) {
    let charts: [Chart]
    if let velocity = options.plotDecay {
        guard options.plots.isEmpty else { throw PlaygroundFailure(message: "--plot and --plot-decay: give one or the other") }
        guard velocity != 0 else { throw PlaygroundFailure(message: "--plot-decay: must be a finite velocity other than 0") }
        let rate: DecelerationRate
        switch options.plotRate {
        case "normal": rate = .normal
        case "fast": rate = .fast
        default:
            guard let r = Double(options.plotRate), let valid = try? DecelerationRate(validating: r) else {
                throw PlaygroundFailure(message: "--plot-rate: must be normal, fast or a number between 0 and 1, exclusive")
            }
            rate = valid
        }
        charts = SpringPlot.charts(decay: Decay(rate: rate), initialVelocity: velocity)
    } else {
        if let distance = options.plotDistance, distance == 0 {
            throw PlaygroundFailure(message: "--plot-distance: must be a finite number other than 0")
        }
        var springs: [(label: String, spring: Spring)] = []
        for (i, text) in options.plots.enumerated() {
            do {
                springs.append((text, try SpringSpecification(parsing: text, place: "--plot[\(i)]").spring()))
            } catch {
                throw PlaygroundFailure(message: error.message)
            }
        }
        charts = SpringPlot.charts(springs: springs, distance: options.plotDistance ?? 1, initialVelocity: options.plotVelocity)
    }
    let panel = 300.0
    do {
        let renderer = try OffscreenRenderer(size: Size(width: 720, height: panel * Double(charts.count)), scale: options.scale)
        ChartRenderer().draw(charts, panelHeight: panel, on: renderer.canvas)
        try renderer.writePNG(to: path)
    } catch {
        throw PlaygroundFailure(message: error.description)
    }
}
