import CSDL2
import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// The live playground: the frame loop, input routing (home tiles, the back
/// button, the edge swipe, the model), the zoom transition and drawing.
///
/// Every interface is reached through `InteractionCatalog` and the
/// `InteractionModel` protocol only. Time: the loop reads `HostClock` once
/// per frame; touches carry their SDL event timestamps; a model's time is
/// host time minus the moment it was opened.
final class PlaygroundApp {
    private let window: SDLWindow
    private let clock: HostClock
    private let options: PlaygroundOptions
    private var viewport: Viewport
    private var home: HomeScreen
    private var presentation: Presentation?
    private let sceneRenderer = SceneRenderer()
    private let hudRenderer = HUDRenderer()
    private var hud = HUDRecorder()
    private var hudVisible: Bool
    private var mouse = MouseTouchSource()
    private var fingers: [SDL_FingerID: PointerID] = [:]
    private var modelPointers: Set<PointerID> = []
    private var homePress: (pointer: PointerID, tile: Int, start: Point)?
    private var backPress: PointerID?
    private var edgeSwipe: EdgeSwipe?
    private var lastTouchLocation = Point.zero
    private var lastTouchTime = 0.0
    private var now = 0.0
    private var lastFrameTime: Double?
    private var running = true
    private var statistics = FrameStatistics()
    private let startTime: Double
    /// `--record`: the touches of the open interface.
    private var recorder: ScriptRecorder?
    /// `--replay`: the script being played into the open interface.
    private var player: ScriptPlayer?

    /// Opens the window (SDL is initialised here, never for screenshots).
    init(options: PlaygroundOptions, replay script: GestureScript? = nil) throws(PlaygroundFailure) {
        self.options = options
        window = try SDLWindow(title: "Fluid Playground", size: options.size)
        clock = HostClock()
        hudVisible = options.hud
        viewport = PlaygroundViewport.make(window.pointSize)
        home = HomeScreen(viewport: viewport)
        QuitSignals.install()
        SceneRenderer.prepareFonts()
        now = clock.readNow()
        startTime = now
        if let name = options.interface, let index = home.layout.tiles.firstIndex(where: { $0.name == name }) {
            open(tile: index, animated: false)
        }
        if let script, var p = presentation, let type = InteractionCatalog.model(named: script.interface) {
            // The script's own viewport, so the replay is the one `fluid replay` computes.
            p.model = type.init(viewport: script.viewport)
            presentation = p
            player = ScriptPlayer(script: script)
        }
    }

    /// The frame loop; returns when the window closes, Escape is pressed at
    /// home, or SIGINT/SIGTERM arrive (SDL turns them into `SDL_QUIT`).
    func run() {
        var events: [SDL_Event] = []
        var event = SDL_Event()
        while running {
            if !isAnimating && events.isEmpty {
                // Nothing moves: sleep until something happens (a signal
                // is seen within 100 ms).
                _ = SDL_WaitEventTimeout(nil, 100)
            }
            events.removeAll(keepingCapacity: true)
            while SDL_PollEvent(&event) != 0 { events.append(event) }
            // The one clock read of the frame.
            now = Swift.max(now, clock.readNow())
            for e in events { handle(e) }
            if let touch = mouse.frame(at: now) { route(touch) }
            relayoutIfResized()
            step()
            drawFrame()
            if let limit = options.quitAfter, now - startTime >= limit { running = false }
            if QuitSignals.received { running = false }
        }
        saveRecording()
        if options.frameStats { print(statistics.report) }
    }

    /// Writes the recording of the open interface, if any touches were recorded.
    private func saveRecording() {
        guard let path = options.record, let r = recorder, !r.touches.isEmpty else { return }
        do {
            try writeTextFile(r.text, to: path)
        } catch {
            printError(error.message)
        }
    }

    private var isAnimating: Bool {
        if hudVisible || mouse.isDown || !fingers.isEmpty || player.map({ !$0.isFinished }) == true || hud.isAnimating(at: now) || options.quitAfter != nil { return true }
        guard let p = presentation else { return homePress != nil }
        return p.isMoving || !p.model.isSettled
    }

    // MARK: Events

    /// An event's time, seconds: its timestamp, never after the frame's
    /// time nor before the previous touch's.
    private func time(of e: SDL_Event) -> Double {
        let t = clock.seconds(fromEventTimestamp: e.common.timestamp)
        lastTouchTime = Swift.min(now, Swift.max(lastTouchTime, t))
        return lastTouchTime
    }

    private func handle(_ e: SDL_Event) {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_QUIT:
            running = false
        case SDL_KEYDOWN, SDL_KEYUP:
            let down = e.type == SDL_KEYDOWN.rawValue
            let sym = e.key.keysym.sym
            if sym == SDLK_LSHIFT.rawValue || sym == SDLK_RSHIFT.rawValue {
                let shiftHeld = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
                if let touch = mouse.shift(down || shiftHeld, time: time(of: e)) { route(touch) }
            } else if down, e.key.repeat == 0 {
                if sym == SDLK_ESCAPE.rawValue {
                    if let p = presentation {
                        if !p.closing { close() }
                    } else {
                        running = false
                    }
                } else if sym == SDLK_h.rawValue {
                    hudVisible.toggle()
                }
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard e.button.which != UInt32.max else { return }  // SDL_TOUCH_MOUSEID: a finger, handled below
            let p = Point(x: Double(e.button.x), y: Double(e.button.y))
            if let touch = mouse.button(e.button.button, down: e.type == SDL_MOUSEBUTTONDOWN.rawValue, at: p, time: time(of: e)) {
                route(touch)
            }
        case SDL_MOUSEMOTION:
            guard e.motion.which != UInt32.max else { return }
            if let touch = mouse.motion(to: Point(x: Double(e.motion.x), y: Double(e.motion.y)), time: time(of: e)) {
                route(touch)
            }
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(e)
        case SDL_WINDOWEVENT:
            if e.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue), let touch = mouse.cancel(at: time(of: e)) {
                route(touch)
            }
        default:
            break
        }
    }

    private func handleFinger(_ e: SDL_Event) {
        let f = e.tfinger
        let t = time(of: e)
        let p = Point(x: Double(f.x) * viewport.width, y: Double(f.y) * viewport.height)
        let force: Double? = f.pressure.isFinite ? Double(f.pressure) : nil
        switch SDL_EventType(rawValue: e.type) {
        case SDL_FINGERDOWN:
            var id = 100
            while fingers.values.contains(PointerID(rawValue: id)) { id += 1 }
            let pointer = PointerID(rawValue: id)
            fingers[f.fingerId] = pointer
            route(TouchEvent(pointer: pointer, phase: .began, location: p, timestamp: t, kind: .touch, force: force, maximumForce: 1))
        case SDL_FINGERMOTION:
            guard let pointer = fingers[f.fingerId] else { return }
            route(TouchEvent(pointer: pointer, phase: .moved, location: p, timestamp: t, kind: .touch, force: force, maximumForce: 1))
        default:
            guard let pointer = fingers.removeValue(forKey: f.fingerId) else { return }
            route(TouchEvent(pointer: pointer, phase: .ended, location: p, timestamp: t, kind: .touch))
        }
    }

    // MARK: Routing

    /// Sends a touch (host time, window points) where it belongs.
    private func route(_ touch: TouchEvent) {
        if touch.location.x.isFinite, touch.location.y.isFinite { lastTouchLocation = touch.location }
        let pointer = touch.pointer
        if touch.phase == .began {
            began(touch)
            return
        }
        if modelPointers.contains(pointer) {
            forward(touch)
            if touch.phase.isTerminal { modelPointers.remove(pointer) }
        } else if var swipe = edgeSwipe, swipe.pointer == pointer {
            swipe.distance = touch.location.x - swipe.startX
            _ = swipe.tracker.addPosition(touch.location.x, at: touch.timestamp)
            edgeSwipe = swipe
            if touch.phase.isTerminal {
                edgeSwipe = nil
                releaseEdgeSwipe(swipe, cancelled: touch.phase == .cancelled, at: touch.timestamp)
            } else if var p = presentation {
                let progress = EdgeSwipe.progress(distance: swipe.distance, width: viewport.width)
                let velocity = EdgeSwipe.progressVelocity(vx: swipe.tracker.velocity(at: touch.timestamp), width: viewport.width)
                p.dispatcher.updateInteraction(progress: progress, velocity: velocity, at: touch.timestamp, context: &p.context)
                presentation = p
            }
        } else if let press = homePress, press.pointer == pointer {
            if touch.location.distance(to: press.start) > 10 { homePress = nil }
            if touch.phase == .ended, homePress != nil {
                homePress = nil
                if home.layout.tiles[press.tile].frame.contains(touch.location) { open(tile: press.tile, animated: true) }
            } else if touch.phase == .cancelled {
                homePress = nil
            }
        } else if backPress == pointer, touch.phase.isTerminal {
            backPress = nil
            if touch.phase == .ended, BackButton.frame(in: viewport).contains(touch.location) { close() }
        }
    }

    private func began(_ touch: TouchEvent) {
        let p = touch.location
        if var pres = presentation, !pres.closing {
            guard !pres.isHeld else { return }
            if BackButton.frame(in: viewport).contains(p) {
                backPress = touch.pointer
            } else if p.x <= EdgeSwipe.edgeWidth, edgeSwipe == nil, modelPointers.isEmpty, pres.isOpen {
                var swipe = EdgeSwipe(pointer: touch.pointer, startX: p.x)
                _ = swipe.tracker.addPosition(p.x, at: touch.timestamp)
                edgeSwipe = swipe
                pres.dispatcher.beginInteraction(at: touch.timestamp, context: &pres.context)
                presentation = pres
            } else if pres.isOpen {
                modelPointers.insert(touch.pointer)
                forward(touch)
            }
        } else if homePress == nil, let tile = home.layout.tileIndex(at: p) {
            homePress = (touch.pointer, tile, p)
        }
    }

    /// Hands a touch to the model, in the model's time.
    private func forward(_ touch: TouchEvent) {
        guard var p = presentation else { return }
        var t = touch
        t.timestamp = p.modelTime(touch.timestamp)
        recorder?.record(t)
        p.model.handle(t)
        presentation = p
    }

    // MARK: Opening and closing

    private var bounds: Rect { viewport.bounds }

    private func open(tile index: Int, animated: Bool) {
        let tile = home.layout.tiles[index]
        if var p = presentation {
            guard p.closing, p.tile == index, !p.isHeld else { return }
            // Caught on its way home: the same card turns around, keeping its motion.
            p.dispatcher.present(at: now, context: &p.context)
            presentation = p
            return
        }
        guard let model = InteractionCatalog.make(tile.name, viewport: viewport) else { return }
        presentation = Presentation(tile: index, name: tile.name, model: model, epoch: now, tileFrame: tile.preview,
                                    bounds: bounds, animated: animated, now: now)
        if options.record != nil { recorder = ScriptRecorder(interface: tile.name, viewport: model.viewport) }
        hud.reset()
    }

    private func cancelModelTouches() {
        for pointer in modelPointers {
            forward(.cancelled(pointer, at: lastTouchLocation, time: now))
        }
        modelPointers.removeAll()
    }

    private func close() {
        guard var p = presentation, !p.closing else { return }
        cancelModelTouches()
        saveRecording()
        recorder = nil
        player = nil
        backPress = nil
        edgeSwipe = nil
        p.dispatcher.dismiss(at: now, context: &p.context)
        presentation = p
        hud.reset()
    }

    private func releaseEdgeSwipe(_ swipe: EdgeSwipe, cancelled: Bool, at time: Double) {
        guard var p = presentation, p.isHeld else { return }
        // Projected with the progress velocity; a system cancel is no flick: the nearer end.
        let end = p.dispatcher.endInteraction(at: time, projecting: !cancelled, context: &p.context)
        presentation = p
        if end < 1 { hud.reset() }
    }

    private func relayoutIfResized() {
        let size = window.pointSize
        guard size.width != viewport.width || size.height != viewport.height else { return }
        cancelModelTouches()
        edgeSwipe = nil
        homePress = nil
        backPress = nil
        viewport = PlaygroundViewport.make(size)
        home = HomeScreen(viewport: viewport)
        if let p = presentation {
            presentation = nil
            if !p.closing { open(tile: p.tile, animated: false) }
        }
    }

    // MARK: Time and drawing

    /// Moves the model and the card to `now`, collecting the model's events.
    private func step() {
        guard var p = presentation else { return }
        p.advance(to: now)
        if var script = player {
            for event in script.due(at: p.modelTime(now)) {
                switch event {
                case .touch(let touch):
                    p.model.handle(touch.touchEvent)
                    lastTouchLocation = Point(x: touch.x, y: touch.y)
                case .system(let time, let appearance):
                    p.model.handle(.appearance(appearance), at: time)
                }
            }
            player = script
        }
        p.model.advance(to: p.modelTime(now))
        for event in p.model.events {
            hud.record(event, at: event.time + p.epoch, location: lastTouchLocation)
        }
        p.model.removeAllEvents()
        if hudVisible { hud.record(state: p.model.state, at: now) }
        if p.isClosed {
            presentation = nil
            hud.reset()
        } else {
            presentation = p
        }
    }

    private func drawFrame() {
        var sceneTime: Double?
        var sceneCPUTime: Double?
        var drawTime = 0.0
        window.drawFrame { canvas in
            let watch = Stopwatch()
            if let p = presentation {
                let open = p.openness
                if !p.isOpen {
                    home.draw(on: canvas, hiddenTile: p.tile, renderer: sceneRenderer)
                    sceneRenderer.draw([Layer("dim", frame: bounds, fill: Color(red: 0, green: 0, blue: 0, alpha: 0.55 * open))], on: canvas)
                }
                let frame = p.cardFrame
                let size = Size(width: viewport.width, height: viewport.height)
                let sceneWatch = Stopwatch()
                let sceneCPUWatch = ThreadCPUStopwatch()
                sceneRenderer.draw(p.model.scene, viewport: size, in: frame,
                                   cornerRadius: HomeScreenLayout.previewCornerRadius * (1 - open) + 24 * (p.isHeld ? 1 : 0),
                                   on: canvas)
                sceneTime = sceneWatch.elapsed
                sceneCPUTime = sceneCPUWatch.elapsed
                let button = BackButton.frame(in: viewport)
                let k = frame.width / Swift.max(size.width, 1)
                let mapped = Rect(x: frame.minX + button.minX * k, y: frame.minY + button.minY * k,
                                  width: button.width * k, height: button.height * k)
                BackButton.draw(in: mapped, opacity: open * open * open, pressed: backPress != nil, on: canvas)
            } else {
                home.draw(on: canvas, pressedTile: homePress?.tile, renderer: sceneRenderer)
            }
            if hudVisible {
                hudRenderer.draw(hud, now: now, in: viewport.safeBounds, on: canvas)
            }
            drawTime = watch.elapsed
        }
        hud.recordFrame(at: now, drawDuration: drawTime, sceneDuration: sceneTime ?? 0)
        if options.frameStats {
            if let sceneTime { statistics.scene.append(sceneTime) }
            if let sceneCPUTime { statistics.sceneCPU.append(sceneCPUTime) }
            statistics.draw.append(drawTime)
            if let last = lastFrameTime { statistics.interval.append(now - last) }
        }
        lastFrameTime = now
    }
}
