import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// The playground's own chrome — the home screen's tiles, the "‹ Home"
/// button and the swipe from the left edge that pulls the open card back —
/// written as an interface on the library's kernel, as an app's own
/// navigation would be: the kernel gives each finger a role, a
/// `TapRecognizer` presses a tile, a `ControlTracker` presses the button,
/// an `InstantPanRecognizer` (the library's velocity) drags the card, and
/// every other finger on an open card goes to the interface shown.
///
/// It only decides: what each touch asks for is queued as a ``Action`` that
/// the app carries out on the navigation and the model (``takeActions()``).
/// Its time is host time and moves only with touches, so a touch handed on
/// to the interface keeps its own timestamp.
struct PlaygroundChrome: InteractionBehavior {
    /// What a finger does, from where it first touched.
    enum Role: Hashable, Sendable {
        /// Presses the home-screen tile at this index.
        case tile(Int)
        /// Presses the "‹ Home" button.
        case back
        /// Holds the card from the left edge.
        case edge
        /// Touches the interface shown.
        case interface
    }

    /// What the app shows, which decides what a new finger may do.
    enum Stage: Hashable, Sendable {
        /// The home screen, nothing open (or a card on its way home: a tap
        /// on its tile turns it around).
        case home
        /// A card growing out of its tile: only the button answers.
        case opening
        /// A card resting over the window.
        case open
        /// A card held by a finger: no other finger starts anything.
        case held
    }

    /// What a touch asks the app to do.
    enum Action: Sendable {
        /// Hand this touch (host time) to the open interface.
        case interface(TouchEvent)
        /// Open the interface of this tile.
        case open(tile: Int)
        /// Close the open interface.
        case back
        /// An edge swipe took hold of the card at this host time.
        case grabCard(at: Double)
        /// The held card moved: transition progress (1 = open) and its velocity, per second.
        case dragCard(progress: Double, velocity: Double, at: Double)
        /// The held card was let go (`cancelled`: by the system, so no flick).
        case releaseCard(cancelled: Bool, at: Double)
    }

    static let interfaceName = "playground-chrome"
    /// The spring of the window's own chrome motion (a pressed tile, the
    /// HUD's fade, the panel's slide): no bounce, about a quarter of a second.
    static let spring = Spring(response: 0.25, dampingRatio: 1)
    /// How close to the left edge a swipe must start, points.
    static let edgeWidth: Double = 16
    /// How far a press on a tile may wander and still open it, points.
    static let tapSlop: Double = 10

    var kernel: InteractionKernel<Role>
    /// What the app shows now; the app sets it before each touch.
    var stage = Stage.home
    /// The home screen's tiles (their whole frames), points.
    let tiles: [Rect]
    /// Where the latest touch was, window points — routed, or replayed
    /// (the app sets it then): haptic rings are drawn there and the
    /// interface's touches are cancelled there.
    var lastTouchLocation = Point.zero

    private var tilePress = TapRecognizer(movementSlop: PlaygroundChrome.tapSlop, maximumDuration: .infinity)
    private var backPress: ControlTracker
    private var edgePan = InstantPanRecognizer()
    private var actions: [Action] = []

    /// The chrome of a home screen with `tiles` in `viewport`.
    init(viewport: Viewport, tiles: [Rect]) {
        kernel = InteractionKernel(viewport: viewport)
        self.tiles = tiles
        backPress = ControlTracker(bounds: BackButton.frame(in: viewport), trackingExpansion: 0)
    }

    /// A chrome with no tiles (the protocol's initialiser).
    init(viewport: Viewport) { self.init(viewport: viewport, tiles: []) }

    /// The chrome has nothing of its own to draw: the app draws the home
    /// screen and the card from what the chrome says is pressed.
    var scene: [Layer] { [] }

    /// The tile a finger presses, drawn pushed in; nil when none.
    var pressedTile: Int? {
        guard tilePress.state == .pressed else { return nil }
        for hold in kernel.holds { if case .tile(let index) = hold.role { return index } }
        return nil
    }

    /// Whether a finger presses the "‹ Home" button, inside it.
    var isBackPressed: Bool { backPress.isHighlighted }

    /// Whether any finger touches the interface shown.
    var touchesInterface: Bool { kernel.isHeld(.interface) }

    // MARK: What a touch does

    func role(forTouchAt p: Point) -> Role? {
        switch stage {
        case .held:
            return nil
        case .home:
            guard !kernel.holds.contains(where: { if case .tile = $0.role { true } else { false } }) else { return nil }
            return tiles.firstIndex { $0.contains(p) }.map(Role.tile)
        case .opening:
            return backPress.contains(p, expansion: 0) && !kernel.isHeld(.back) ? .back : nil
        case .open:
            if backPress.contains(p, expansion: 0) { return kernel.isHeld(.back) ? nil : .back }
            if p.x <= Self.edgeWidth, !kernel.isHeld(.edge), !kernel.isHeld(.interface) { return .edge }
            return .interface
        }
    }

    mutating func respond(to touch: TouchEvent, as role: Role) {
        if touch.location.x.isFinite, touch.location.y.isFinite { lastTouchLocation = touch.location }
        switch role {
        case .interface:
            actions.append(.interface(touch))
        case .tile(let index):
            for event in tilePress.handle(touch) {
                if case .recognized(let tap) = event, tiles[index].contains(tap.location) { actions.append(.open(tile: index)) }
            }
        case .back:
            for event in backPress.handle(touch) where event == .touchUpInside { actions.append(.back) }
        case .edge:
            for event in edgePan.handle(touch) { edgeMoved(event) }
        }
    }

    private mutating func edgeMoved(_ event: InstantPanRecognizer.Event) {
        let width = viewport.width
        switch event {
        case .began(let value):
            actions.append(.grabCard(at: value.time))
        case .changed(let value):
            actions.append(.dragCard(progress: Self.progress(distance: value.translation.dx, width: width),
                                     velocity: Self.progressVelocity(vx: value.velocity.dx, width: width), at: value.time))
        case .ended(let value):
            actions.append(.releaseCard(cancelled: false, at: value.time))
        case .cancelled(let value):
            actions.append(.releaseCard(cancelled: true, at: value.time))
        }
    }

    /// What the touches since the last call asked for, in order; the queue
    /// is left empty.
    mutating func takeActions() -> [Action] {
        defer { actions.removeAll(keepingCapacity: true) }
        return actions
    }

    /// Lets go of the interface's fingers at host time `now`: each becomes
    /// a `cancelled` touch at the latest touch's location, queued for the
    /// interface.
    mutating func cancelInterfaceTouches(at now: Double) {
        for hold in kernel.holds where hold.role == .interface {
            handle(.cancelled(hold.pointer, at: lastTouchLocation, time: now))
        }
    }

    /// The interface began closing: the button's press and the edge swipe
    /// end without acting (a press on a tile stays).
    mutating func interfaceClosing() {
        kernel.release(.back)
        kernel.release(.edge)
        _ = backPress.cancel()
        _ = edgePan.cancel()
    }

    // MARK: The edge swipe's maths

    /// The transition's progress for an edge swipe of `distance` points
    /// across a `width`-point window: a full-width drag is the whole way
    /// (1 → 0); a drag back past the edge holds it at 1.
    static func progress(distance: Double, width: Double) -> Double {
        1 - Swift.max(0, distance.isFinite ? distance : 0) / Swift.max(width, 1)
    }

    /// The progress velocity, per second, for a finger moving at `vx` points per second.
    static func progressVelocity(vx: Double, width: Double) -> Double {
        vx.isFinite ? -vx / Swift.max(width, 1) : 0
    }
}
