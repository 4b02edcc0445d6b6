import CSDL2
import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// The live playground: a composition of the frame loop (`FrameLoop`),
/// input (`SDLInput`), the chrome that routes touches (`PlaygroundChrome`),
/// navigation (`Navigation`), the tools over the interface in their ordered
/// list (`PlaygroundTools`) and drawing (`FrameComposer`); it carries each
/// one's decisions to the others.
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
    private var tools: PlaygroundTools
    /// The window's own animations (the chrome's: a pressed tile, the HUD's
    /// fade, the panel's slide), on the window's frame clock.
    private let runtime: AnimationRuntime
    private var tilePress: TilePress
    private let composer = FrameComposer()
    private var statistics = FrameStatistics()
    private var slowMotion = SlowMotion()
    private var latency = LatencyMeter()
    /// The recent time from a frame's start to its present, seconds.
    private var presentDelay = 1.0 / 60
    /// How much motion the interfaces play with (`--reduced-motion`, key M).
    private var motionPreference: MotionPreference

    /// Opens the window (SDL is initialised here, never for screenshots),
    /// with `--interface` open, or `script`'s interface replaying it.
    init(options: PlaygroundOptions, replay script: GestureScript? = nil) throws(PlaygroundFailure) {
        self.options = options
        motionPreference = options.motionPreference
        window = try SDLWindow(title: "Fluid Playground", size: options.size)
        let clock = HostClock()
        input = SDLInput(clock: clock)
        loop = FrameLoop(clock: clock)
        frameClock = HostFrameClock(now: loop.now)
        runtime = AnimationRuntime(clock: frameClock)
        tilePress = TilePress(runtime: runtime)
        tools = PlaygroundTools(recording: ScriptSession(recordPath: options.record),
                                prediction: options.predict ? TouchPrediction() : nil,
                                hud: HUDState(visible: options.hud, runtime: runtime),
                                tuning: TuningSession(file: options.tuningFile, directory: options.saveDirectory, runtime: runtime))
        QuitSignals.install()
        SceneRenderer.prepareFonts()
        navigation = Navigation(size: window.pointSize, clock: frameClock)
        chrome = navigation.makeChrome()
        if let name = options.interface, let index = navigation.tileIndex(named: name) {
            open(tile: index, animated: false)
        }
        if let script, navigation.presentation != nil, let type = Playground.interfaces.kind(named: script.interface) {
            // The script's own viewport, so the replay is the one `fluid replay` computes.
            var model = type.make(viewport: script.viewport)
            try? model.retune(tools.tuning.tuning(for: script.interface))
            model.handle(.motion(motionPreference), at: 0)
            navigation.presentation?.model = model
            tools.recording.play(script)
            if let failure = tools.timeline.load(replay: script, tuning: model.tuning) { printError(failure) }
            tools.ghost.play(script, in: navigation.presentation)
        }
        if options.compare { tools.ghost.toggle() }
        tools.hud.show(reducedMotion: motionPreference == .reduced)
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
        tools.recording.save()
        if options.frameStats { print(statistics.report) }
    }

    /// The current frame's host time, seconds.
    private var now: Double { loop.now }

    /// Whether the next frame must come without waiting for an event.
    private var isAnimating: Bool {
        if input.isTouching || options.quitAfter != nil || tools.isAnimating(at: now) { return true }
        if tilePress.isAnimating { return true }
        guard let p = navigation.presentation else { return chrome.pressedTile != nil }
        return p.isMoving || !p.model.isSettled
    }

    /// What the tools see now.
    private var context: ToolContext {
        let safe = navigation.viewport.safeBounds
        return ToolContext(now: now, viewport: navigation.viewport, presentation: navigation.presentation, timeScale: slowMotion.scale,
                           presentDelay: presentDelay, area: safe, touchLocation: chrome.lastTouchLocation,
                           recording: { [recording = tools.recording] in recording.recording })
    }

    // MARK: Input

    private func handle(_ e: SDL_Event) {
        switch input.command(for: e, now: now, viewport: navigation.viewport) {
        case .touch(let touch):
            latency.touchDelivered(at: touch.timestamp)
            route(touch)
        case .escape:
            if tools.actions.clear() { return }
            if tools.timeline.isReviewing { tools.timeline.leave() } else if navigation.presentation != nil { close() } else { loop.stop() }
        case .toggleHUD: tools.hud.toggle()
        case .slowMotion: changeSpeed()
        case .toggleTuning: toggleTuningPanel()
        case .resetTuning: resetTuning()
        case .exportTuning: exportTuning()
        case .timeline(let command): if let failure = tools.timeline.perform(command, live: context.live) { printError(failure) }
        case .toggleComparison: tools.ghost.toggle()
        case .toggleReducedMotion: toggleReducedMotion()
        case .focusAction(let forward): tools.actions.move(forward: forward)
        case .performFocusedAction: performFocusedAction()
        case .quit: loop.stop()
        case nil: break
        }
    }

    /// Offers a touch (host time, window points) to the tools in order, and
    /// hands it to the chrome when none takes it; then carries out what the
    /// chrome asks for.
    private func route(_ touch: TouchEvent) {
        if tools.take(touch, in: context) { return }
        chrome.stage = navigation.chromeStage
        chrome.handle(touch)
        tilePress.follow(pressed: chrome.pressedTile)
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
                if let end = navigation.release(cancelled: cancelled, at: time), end < 1 { tools.hud.reset() }
            case .open(let tile):
                open(tile: tile, animated: true)
            case .back:
                close()
            }
        }
    }

    /// Hands a touch to the model, in the model's time, and records it.
    private func forward(_ touch: TouchEvent) {
        if let delivered = navigation.deliver(touch) { tools.interfaceReceived(delivered) }
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
        opened.driver.handle(.motion(motionPreference), at: opened.modelTime(now))
        tools.interfaceOpened(opened)
        if motionPreference == .reduced { tools.recording.record(motionPreference, at: opened.modelTime(now)) }
    }

    /// Return: the focused action, carried out on the open interface at
    /// its time now (as its touch would: mid-motion, catchable), and
    /// recorded.
    private func performFocusedAction() {
        guard let action = tools.actions.focusedAction, let p = navigation.presentation else { return }
        let time = p.modelTime(now)
        try? p.model.perform(action.name, at: time)
        tools.recording.record(action: action.name, at: time)
        tools.ghost.perform(action.name, at: time)
    }

    /// M: reduced motion on or off, for the open interface (mid-motion,
    /// without a jump) and those opened later; the HUD says it.
    private func toggleReducedMotion() {
        motionPreference = motionPreference == .full ? .reduced : .full
        if let p = navigation.presentation {
            p.driver.handle(.motion(motionPreference), at: p.modelTime(now))
            tools.recording.record(motionPreference, at: p.modelTime(now))
        }
        tools.hud.show(reducedMotion: motionPreference == .reduced)
    }

    /// S: the next slow-motion speed, for the open interface (its time stays
    /// continuous) and those opened later; the HUD says it.
    private func changeSpeed() {
        slowMotion.next()
        try? navigation.presentation?.driver.setTimeScale(slowMotion.scale, at: now)
        tools.hud.show(timeScale: slowMotion.scale)
    }

    // MARK: Tuning

    private func toggleTuningPanel() {
        let model = navigation.presentation?.model
        // Laid out in the safe bounds; the next frame lays it out above the timeline's bar.
        tools.tuning.toggle(interface: navigation.presentation?.name, tunables: model.map { $0.kind.tunables } ?? [],
                            area: navigation.viewport.safeBounds)
    }

    private func resetTuning() {
        guard let p = navigation.presentation, let reset = tools.tuning.reset(p.name) else { return }
        try? p.model.retune(reset)
    }

    private func exportTuning() {
        guard let p = navigation.presentation else { return }
        tools.tuning.save(p.name, tunables: p.model.kind.tunables)
    }

    private func close() {
        guard let card = navigation.presentation, !card.closing else { return }
        // The card closes on its model as it was before the cancellations
        // below: they are recorded, but the model that got them is put back.
        let before = card.model
        cancelModelTouches()
        tools.interfaceClosing()
        chrome.interfaceClosing()
        card.model = before
        navigation.dismiss(at: now)
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
    /// (the open interface's driver advances its model to `now`), and runs
    /// the tools' frame (the HUD takes the model's events, which are then
    /// cleared).
    private func step() {
        if var p = navigation.presentation {
            p.advance(to: now)
            if let location = tools.recording.replay(into: &p.model, upTo: p.modelTime(now)) {
                chrome.lastTouchLocation = location
            }
            navigation.presentation = p
        }
        frameClock.fire(at: now)
        tilePress.follow(pressed: chrome.pressedTile)
        var context = self.context
        tools.frame(in: &context)
        guard let p = navigation.presentation else { return }
        p.model.removeAllEvents()
        if p.isClosed {
            navigation.presentation = nil
            tools.hud.reset()
        }
    }

    private func drawFrame() {
        var timing = FrameComposer.Timing.none
        let context = self.context
        let shown = tools.shown(in: context)
        window.drawFrame { canvas in
            timing = composer.draw(navigation, pressed: tilePress.drawn, backPressed: chrome.isBackPressed, shown: shown,
                                   tools: &tools, in: context, on: canvas)
        }
        let presented = Swift.max(now, loop.readClock())
        presentDelay += 0.2 * (presented - now - presentDelay)
        if let age = latency.framePresented(at: presented), options.frameStats { statistics.latency.append(age) }
        tools.hud.show(latency: latency.recent, predicts: tools.prediction != nil, lead: shown.isPredicted ? tools.prediction?.lastLead : nil)
        tools.hud.recordFrame(timing, at: now)
        if options.frameStats { statistics.record(timing, at: now) }
    }
}
