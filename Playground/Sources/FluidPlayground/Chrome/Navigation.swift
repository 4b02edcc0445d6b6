import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// Navigation: the home screen, laid out for the window, and the interface
/// opened over it — its card growing out of its tile and shrinking back
/// (`Presentation`), which an edge swipe can hold and a tap on the tile can
/// turn around mid-close.
@MainActor
struct Navigation {
    /// The window's viewport, points.
    private(set) var viewport: Viewport
    /// The home screen for `viewport`.
    private(set) var home: HomeScreen
    /// The open (or opening, or closing) interface; nil at home.
    var presentation: Presentation?
    /// The window's frame clock, which runs the open interface.
    let clock: any FrameClock

    /// The home screen of a `size`-point window, nothing open; interfaces
    /// opened run on `clock`.
    init(size: Size, clock: any FrameClock) {
        self.clock = clock
        viewport = PlaygroundViewport.make(size)
        home = HomeScreen(viewport: viewport, interfaces: Playground.interfaces)
    }

    /// The whole window, points.
    var bounds: Rect { viewport.bounds }

    /// The chrome for this layout: the home screen's tiles, the button and
    /// the edge swipe, no finger down.
    func makeChrome() -> PlaygroundChrome {
        PlaygroundChrome(viewport: viewport, tiles: home.layout.tiles.map(\.frame))
    }

    /// What the chrome lets a new finger do now: a card on its way home
    /// counts as home (a tap on its tile turns it around).
    var chromeStage: PlaygroundChrome.Stage {
        guard let card = presentation, !card.closing else { return .home }
        if card.isHeld { return .held }
        return card.isOpen ? .open : .opening
    }

    /// The home-screen tile of the interface called `name`.
    func tileIndex(named name: String) -> Int? {
        home.layout.tiles.firstIndex { $0.name == name }
    }

    /// Opens the interface of tile `index` at host time `now`, its card
    /// growing out of the tile (`animated`) or over the window at once. A
    /// card on its way back to that same tile turns around instead, keeping
    /// its motion.
    ///
    /// - Returns: the interface that opened, nil when none did (a card was
    ///   already out, or turned around).
    mutating func open(tile index: Int, animated: Bool, at now: Double) -> Presentation? {
        let tile = home.layout.tiles[index]
        if var p = presentation {
            guard p.closing, p.tile == index, !p.isHeld else { return nil }
            // Caught on its way home: the same card turns around, keeping its motion.
            p.present(at: now)
            presentation = p
            return nil
        }
        guard let model = Playground.interfaces.make(tile.name, viewport: viewport) else { return nil }
        let opened = Presentation(tile: index, name: tile.name, model: model, clock: clock, tileFrame: tile.preview,
                                  bounds: bounds, animated: animated, now: now)
        presentation = opened
        return opened
    }

    /// Runs `body` on the open card and keeps what it changed; nil (and
    /// nothing run) when no card is open.
    @discardableResult
    private mutating func withOpenCard<T>(_ body: (inout Presentation) -> T) -> T? {
        guard var p = presentation else { return nil }
        defer { presentation = p }
        return body(&p)
    }

    /// Sends the card back toward its tile at host time `now`.
    mutating func dismiss(at now: Double) {
        withOpenCard { $0.dismiss(at: now) }
    }

    /// Hands `touch` (host time) to the open interface's model, in the
    /// model's time.
    ///
    /// - Returns: the touch as the model got it; nil when nothing is open.
    mutating func deliver(_ touch: TouchEvent) -> TouchEvent? {
        withOpenCard { p in
            var t = touch
            t.timestamp = p.modelTime(touch.timestamp)
            p.driver.handle(t)
            return t
        }
    }

    // MARK: Holding the card

    /// A finger took hold of the card at host time `time`.
    mutating func grab(at time: Double) {
        withOpenCard { $0.grab(at: time) }
    }

    /// The held card moved to transition `progress` (1 = open), changing at
    /// `velocity` per second.
    mutating func drag(to progress: Double, velocity: Double, at time: Double) {
        withOpenCard { $0.drag(to: progress, velocity: velocity, at: time) }
    }

    /// The held card was let go: it goes on to the end its projection
    /// reaches (the nearer end when `cancelled`: a system cancel is no flick).
    ///
    /// - Returns: that end (1 open, 0 closing); nil when no card was held.
    mutating func release(cancelled: Bool, at time: Double) -> Double? {
        guard var p = presentation, p.isHeld else { return nil }
        let end = p.release(at: time, cancelled: cancelled)
        presentation = p
        return end
    }

    // MARK: The window's size

    /// Whether a `size`-point window needs a new layout.
    func needsLayout(for size: Size) -> Bool {
        size.width != viewport.width || size.height != viewport.height
    }

    /// Lays the home screen out for a `size`-point window and drops the
    /// card (its model was laid out for the old size).
    ///
    /// - Returns: the tile to open again at once — the interface was open
    ///   or opening; nil when nothing was, or it was closing.
    mutating func layOut(for size: Size) -> Int? {
        viewport = PlaygroundViewport.make(size)
        home = HomeScreen(viewport: viewport, interfaces: Playground.interfaces)
        guard let p = presentation else { return nil }
        presentation = nil
        return p.closing ? nil : p.tile
    }
}
