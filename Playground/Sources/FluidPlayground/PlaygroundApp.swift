import CSDL2
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// The live playground: a composition of the frame loop (`FrameLoop`),
/// input (`SDLInput`), the chrome that routes touches (`PlaygroundChrome`), navigation
/// (`Navigation`), `--record`/`--replay` (`ScriptSession`), the HUD
/// (`HUDState`) and drawing (`FrameComposer`); it carries each one's
/// decisions to the others.
///
/// Every interface is reached through `Playground.interfaces` and
/// `AnyInteraction` only. Time: the loop reads `HostClock` once
/// per frame and ticks the window's `HostFrameClock` with that time, whose
/// frame runs the open interface's `InteractionDriver` (as a display link
/// drives an app); touches carry their SDL event timestamps; a model's time
/// is host time minus the moment it was opened.
@MainActor
final class PlaygroundApp {
    private let window: SDLWindow
    private let options: PlaygroundOptions
    private var loop: FrameLoop
    private let frameClock: HostFrameClock
    private var input: SDLInput
    private var chrome: PlaygroundChrome
    private var navigation: Navigation
    private var scripts: ScriptSession
    private var hud: HUDState
    private let composer = FrameComposer()
    private var statistics = FrameStatistics()
    private var slowMotion = SlowMotion()
    private var tuning: TuningSession
    private var latency = LatencyMeter()
    private var prediction: TouchPrediction?
    /// The recent time from a frame's start to its present, seconds.
    private var presentDelay = 1.0 / 60
    private var timeline = TimelineSession()
    private var ghosts = GhostComparison()

    /// Opens the window (SDL is initialised here, never for screenshots),
    /// with `--interface` open, or `script`'s interface replaying it.
    init(options: PlaygroundOptions, replay script: GestureScript? = nil) throws(PlaygroundFailure) {
        self.options = options
        window = try SDLWindow(title: "Fluid Playground", size: options.size)
        let clock = HostClock()
        input = SDLInput(clock: clock)
        hud = HUDState(visible: options.hud)
        scripts = ScriptSession(recordPath: options.record)
        tuning = TuningSession(file: options.tuningFile, directory: options.saveDirectory)
        prediction = options.predict ? TouchPrediction() : nil
        QuitSignals.install()
        SceneRenderer.prepareFonts()
        loop = FrameLoop(clock: clock)
        frameClock = HostFrameClock(now: loop.now)
        navigation = Navigation(size: window.pointSize, clock: frameClock)
        chrome = navigation.makeChrome()
        if let name = options.interface, let index = navigation.tileIndex(named: name) {
            open(tile: index, animated: false)
        }
        if let script, navigation.presentation != nil, let type = Playground.interfaces.kind(named: script.interface) {
            // The script's own viewport, so the replay is the one `fluid replay` computes.
            var model = type.make(viewport: script.viewport)
            try? model.retune(tuning.tuning(for: script.interface))
            navigation.presentation?.model = model
            scripts.play(script)
            if let failure = timeline.load(replay: script, tuning: model.tuning) { printError(failure) }
            ghosts.play(script, in: navigation.presentation)
        }
        if options.compare { ghosts.toggle() }
        if options.panel { toggleTuningPanel() }
    }

    /// The frame loop; returns when the window closes, Escape is pressed at
    /// home, or SIGINT/SIGTERM arrive (SDL turns them into `SDL_QUIT`).
    func run() {
        while loop.isRunning {
            loop.beginFrame(animating: isAnimating)
            for e in loop.events { handle(e) }
            if let touch = input.frame(at: now) { route(touch) }
            relayoutIfResized()
            step()
            drawFrame()
            loop.endFrame(quitAfter: options.quitAfter)
        }
        scripts.save()
        if options.frameStats { print(statistics.report) }
    }

    /// The current frame's host time, seconds.
    private var now: Double { loop.now }

    /// Whether the next frame must come without waiting for an event.
    private var isAnimating: Bool {
        if input.isTouching || scripts.isPlaying || hud.isAnimating(at: now) || options.quitAfter != nil || timeline.isAnimating {
            return true
        }
        guard let p = navigation.presentation else { return chrome.pressedTile != nil }
        return p.isMoving || !p.model.isSettled || ghosts.isMoving
    }

    // MARK: Input

    private func handle(_ e: SDL_Event) {
        switch input.command(for: e, now: now, viewport: navigation.viewport) {
        case .touch(let touch):
            latency.touchDelivered(at: touch.timestamp)
            route(touch)
        case .escape: if timeline.isReviewing { timeline.leave() } else if navigation.presentation != nil { close() } else { loop.stop() }
        case .toggleHUD: hud.toggle()
        case .slowMotion: changeSpeed()
        case .toggleTuning: toggleTuningPanel()
        case .resetTuning: resetTuning()
        case .exportTuning: exportTuning()
        case .timeline(let command): if let failure = timeline.perform(command, live: live) { printError(failure) }
        case .toggleComparison: ghosts.toggle()
        case .quit: loop.stop()
        case nil: break
        }
    }

    /// Offers a touch (host time, window points) to the tools in order, and
    /// hands it to the chrome when none takes it; then carries out what the
    /// chrome asks for.
    private func route(_ touch: TouchEvent) {
        // The panel first: it sits above the timeline's bar and owns what starts on it.
        if let p = navigation.presentation, tuning.isShown {
            let (taken, changed) = tuning.take(touch, interface: p.name)
            if let changed { try? p.model.retune(changed) }
            if taken { return }
        }
        if timeline.take(touch, area: navigation.viewport.safeBounds, live: live) { return }
        chrome.stage = navigation.chromeStage
        chrome.handle(touch)
        carryOut(chrome.takeActions())
    }

    /// Does what the chrome asked for, in order.
    private func carryOut(_ actions: [PlaygroundChrome.Action]) {
        for action in actions {
            switch action {
            case .interface(let touch):
                forward(touch)
            case .grabCard(let time):
                navigation.grab(at: time)
            case .dragCard(let progress, let velocity, let time):
                navigation.drag(to: progress, velocity: velocity, at: time)
            case .releaseCard(let cancelled, let time):
                if let end = navigation.release(cancelled: cancelled, at: time), end < 1 { hud.reset() }
            case .open(let tile):
                open(tile: tile, animated: true)
            case .back:
                close()
            }
        }
    }

    /// Hands a touch to the model, in the model's time, and records it.
    private func forward(_ touch: TouchEvent) {
        if let delivered = navigation.deliver(touch) {
            scripts.record(delivered)
            prediction?.observe(delivered)
            ghosts.deliver(delivered)
        }
    }

    private func cancelModelTouches() {
        chrome.cancelInterfaceTouches(at: now)
        for case .interface(let touch) in chrome.takeActions() { forward(touch) }
    }

    // MARK: Opening and closing

    private func open(tile index: Int, animated: Bool) {
        guard let opened = navigation.open(tile: index, animated: animated, at: now) else { return }
        // An interface opens at the window's slow-motion speed.
        try? opened.driver.setTimeScale(slowMotion.scale, at: now)
        try? opened.model.retune(tuning.tuning(for: opened.name))
        scripts.interfaceOpened(opened.name, viewport: opened.model.viewport)
        timeline.unload()
        hud.reset()
    }

    /// S: the next slow-motion speed, for the open interface (its time stays
    /// continuous) and those opened later; the HUD says it.
    private func changeSpeed() {
        slowMotion.next()
        try? navigation.presentation?.driver.setTimeScale(slowMotion.scale, at: now)
        hud.show(timeScale: slowMotion.scale)
    }

    // MARK: Tuning

    private func toggleTuningPanel() {
        let model = navigation.presentation?.model
        tuning.toggle(interface: navigation.presentation?.name, tunables: model.map { $0.kind.tunables } ?? [],
                      area: panelArea)
    }

    /// Where the tuning panel sits: the safe bounds, above the timeline's
    /// bar while it is shown.
    private var panelArea: Rect {
        let safe = navigation.viewport.safeBounds
        guard timeline.isShown else { return safe }
        let bar = TimelineBar.frame(in: safe)
        return Rect(x: safe.minX, y: safe.minY, width: safe.width, height: Swift.max(0, bar.minY - safe.minY))
    }

    private func resetTuning() {
        guard let p = navigation.presentation, let reset = tuning.reset(p.name) else { return }
        try? p.model.retune(reset)
    }

    private func exportTuning() {
        guard let p = navigation.presentation else { return }
        tuning.save(p.name, tunables: p.model.kind.tunables)
    }

    private func close() {
        guard let card = navigation.presentation, !card.closing else { return }
        tuning.hide()
        // The card closes on its model as it was before the cancellations
        // below: they are recorded, but the model that got them is put back.
        let before = card.model
        cancelModelTouches()
        scripts.interfaceClosing()
        chrome.interfaceClosing()
        card.model = before
        navigation.dismiss(at: now)
        hud.reset()
        timeline.unload()
    }

    /// The open interface as the timeline sees it; nil at home.
    private var live: TimelineSession.Live? {
        navigation.presentation.map { .init(time: $0.modelTime(now), recording: { [scripts] in scripts.recording }, tuning: $0.model.tuning,
                                            timeScale: slowMotion.scale) }
    }

    private func relayoutIfResized() {
        let size = window.pointSize
        guard navigation.needsLayout(for: size) else { return }
        cancelModelTouches()
        let reopen = navigation.layOut(for: size)
        chrome = navigation.makeChrome()
        if let tile = reopen { open(tile: tile, animated: false) }
    }

    // MARK: Time and drawing

    /// Moves the card to `now`, replays what is due, ticks the frame clock
    /// (the open interface's driver advances its model to `now`), and gives
    /// the model's events and state to the HUD.
    private func step() {
        // The panel follows the window's size and the timeline's bar.
        tuning.layOut(in: panelArea)
        if var p = navigation.presentation {
            p.advance(to: now)
            if let location = scripts.replay(into: &p.model, upTo: p.modelTime(now)) {
                chrome.lastTouchLocation = location
            }
            navigation.presentation = p
        }
        frameClock.fire(at: now)
        timeline.frame(at: now, live: live)
        ghosts.follow(navigation.presentation)
        guard let p = navigation.presentation else { return }
        hud.record(p.model.events, hostTime: p.hostTime, location: chrome.lastTouchLocation)
        p.model.removeAllEvents()
        if hud.isVisible { hud.record(state: p.model.state, at: now) }
        if p.isClosed {
            navigation.presentation = nil
            hud.reset()
        }
    }

    private func drawFrame() {
        var timing = FrameComposer.Timing.none
        let review = timeline.frame(hud: hud, now: now)
        var predicted: (AnyInteraction)?
        if review == nil, let p = navigation.presentation, p.isOpen {
            // With prediction, the interface as it will be when this frame is presented.
            predicted = prediction?.predicted(p.model, shownTime: p.modelTime(now + presentDelay))
        }
        window.drawFrame { canvas in
            timing = composer.draw(navigation, pressedTile: chrome.pressedTile, backPressed: chrome.isBackPressed,
                                   hud: hud, tuning: tuning, shown: predicted, ghost: ghosts, now: now, timeline: review, on: canvas)
        }
        let presented = Swift.max(now, loop.readClock())
        presentDelay += 0.2 * (presented - now - presentDelay)
        if let age = latency.framePresented(at: presented), options.frameStats { statistics.latency.append(age) }
        hud.show(latency: latency.recent, predicts: prediction != nil, lead: predicted == nil ? nil : prediction?.lastLead)
        hud.recordFrame(timing, at: now)
        if options.frameStats { statistics.record(timing, at: now) }
    }
}
