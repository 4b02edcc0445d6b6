import FluidGestures
import FluidPhysics
import FluidRenderer

/// Input routing: decides where each touch goes — to the open interface's
/// model, to the card (a swipe from the left edge takes hold of it), to the
/// "‹ Home" button, or to a home-screen tile — and keeps what each pointer
/// is doing until it lifts. It only decides; the app carries out the
/// returned `Route` on the navigation and the model.
@MainActor
struct TouchRouter {
    /// What a touch asks for.
    enum Route {
        /// Hand the touch (host time) to the open interface's model.
        case model(TouchEvent)
        /// An edge swipe took hold of the card at this host time.
        case beginCardInteraction(at: Double)
        /// The held card moved: transition progress and its velocity, per second.
        case moveCard(progress: Double, velocity: Double, at: Double)
        /// The held card was let go (`cancelled`: by the system, so no flick).
        case releaseCard(cancelled: Bool, at: Double)
        /// A tap on this home-screen tile: open its interface.
        case openTile(Int)
        /// A tap on the "‹ Home" button: close the interface.
        case back
    }

    /// How far a press on a tile may wander before it is no tap, points.
    static let tapSlop: Double = 10

    /// The pointers whose touches go to the model.
    private var modelPointers: Set<PointerID> = []
    /// A press on a home-screen tile: its pointer, the tile and where it began.
    private var homePress: (pointer: PointerID, tile: Int, start: Point)?
    /// The pointer pressing the "‹ Home" button.
    private var backPress: PointerID?
    /// The swipe from the left edge that holds the card.
    private var edgeSwipe: EdgeSwipe?
    /// Where the latest touch was, window points — routed or replayed
    /// (the app sets it for a replayed touch): haptic rings are drawn there
    /// and touches cancelled there.
    var lastTouchLocation = Point.zero

    /// The home-screen tile being pressed, drawn pushed in.
    var pressedTile: Int? { homePress?.tile }

    /// Whether the "‹ Home" button is being pressed.
    var isBackPressed: Bool { backPress != nil }

    /// Where `touch` (host time, window points) goes, given what
    /// `navigation` shows; nil when nowhere.
    mutating func route(_ touch: TouchEvent, in navigation: Navigation) -> Route? {
        if touch.location.x.isFinite, touch.location.y.isFinite { lastTouchLocation = touch.location }
        let pointer = touch.pointer
        if touch.phase == .began {
            return began(touch, in: navigation)
        }
        if modelPointers.contains(pointer) {
            if touch.phase.isTerminal { modelPointers.remove(pointer) }
            return .model(touch)
        } else if var swipe = edgeSwipe, swipe.pointer == pointer {
            swipe.distance = touch.location.x - swipe.startX
            _ = swipe.tracker.addPosition(touch.location.x, at: touch.timestamp)
            edgeSwipe = swipe
            if touch.phase.isTerminal {
                edgeSwipe = nil
                return .releaseCard(cancelled: touch.phase == .cancelled, at: touch.timestamp)
            }
            let width = navigation.viewport.width
            return .moveCard(progress: EdgeSwipe.progress(distance: swipe.distance, width: width),
                             velocity: EdgeSwipe.progressVelocity(vx: swipe.tracker.velocity(at: touch.timestamp), width: width),
                             at: touch.timestamp)
        } else if let press = homePress, press.pointer == pointer {
            if touch.location.distance(to: press.start) > Self.tapSlop { homePress = nil }
            if touch.phase == .ended, homePress != nil {
                homePress = nil
                if navigation.home.layout.tiles[press.tile].frame.contains(touch.location) { return .openTile(press.tile) }
            } else if touch.phase == .cancelled {
                homePress = nil
            }
        } else if backPress == pointer, touch.phase.isTerminal {
            backPress = nil
            if touch.phase == .ended, navigation.backButtonFrame.contains(touch.location) { return .back }
        }
        return nil
    }

    /// A touch began: while an interface is open (not closing, not held) it
    /// presses the button, grabs the card at the left edge, or goes to the
    /// model; otherwise it may press a tile (also to catch a closing card).
    private mutating func began(_ touch: TouchEvent, in navigation: Navigation) -> Route? {
        let p = touch.location
        if let card = navigation.presentation, !card.closing {
            guard !card.isHeld else { return nil }
            if navigation.backButtonFrame.contains(p) {
                backPress = touch.pointer
            } else if p.x <= EdgeSwipe.edgeWidth, edgeSwipe == nil, modelPointers.isEmpty, card.isOpen {
                var swipe = EdgeSwipe(pointer: touch.pointer, startX: p.x)
                _ = swipe.tracker.addPosition(p.x, at: touch.timestamp)
                edgeSwipe = swipe
                return .beginCardInteraction(at: touch.timestamp)
            } else if card.isOpen {
                modelPointers.insert(touch.pointer)
                return .model(touch)
            }
        } else if homePress == nil, let tile = navigation.home.layout.tileIndex(at: p) {
            homePress = (touch.pointer, tile, p)
        }
        return nil
    }

    /// Lets go of the model's pointers: one `cancelled` touch each (host
    /// time `now`, at the latest touch's location) for the app to hand to
    /// the model.
    mutating func cancelModelTouches(at now: Double) -> [TouchEvent] {
        let cancelled = modelPointers.map { TouchEvent.cancelled($0, at: lastTouchLocation, time: now) }
        modelPointers.removeAll()
        return cancelled
    }

    /// The interface began closing: its button press and edge swipe end
    /// (a press on a tile stays).
    mutating func interfaceClosing() {
        backPress = nil
        edgeSwipe = nil
    }

    /// The window was laid out anew: every press and swipe ends.
    mutating func relaidOut() {
        edgeSwipe = nil
        homePress = nil
        backPress = nil
    }
}
