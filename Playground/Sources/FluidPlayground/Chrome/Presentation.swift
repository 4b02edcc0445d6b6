import FluidAnimation
import FluidInteractions
import FluidPhysics

/// An interface opened from the home screen: its model, run by an
/// `InteractionDriver` on the window's frame clock (the model's time is the
/// clock's minus the moment it opened), and the card that grows out of its
/// tile — the fluid-navigation interface's `PresentationDispatcher`, so
/// opening and closing can be grabbed (an edge swipe), reversed (a tap on
/// the tile mid-close) and released with projection, every hand-off
/// continuous.
@MainActor
struct Presentation {
    /// The card's spring (no bounce to speak of, ~0.45 s).
    static let spring = Spring(response: 0.45, dampingRatio: 0.9)

    /// The tile it opened from.
    var tile: Int
    /// The interface name.
    var name: String
    /// Runs the model on the window's frame clock. Copies of a
    /// presentation share it: there is one interface running.
    let driver: InteractionDriver<AnyInteraction>
    /// The model now (the driver's).
    var model: AnyInteraction {
        get { driver.model }
        nonmutating set { driver.model = newValue }
        nonmutating _modify { yield &driver.model }
    }
    /// Host time of the model's time 0, seconds.
    var epoch: Double { driver.timeOffset }
    /// The card's transition: progress 0 = the tile, 1 = the whole window.
    private(set) var dispatcher: PresentationDispatcher<Rect>
    /// Where the card comes from (the tile's preview frame on the home
    /// screen) and goes to (the whole window), points.
    let tileFrame: Rect, bounds: Rect
    /// The host time of the latest frame or call, seconds: what the card's
    /// frame is read at.
    private(set) var now: Double

    /// Opens `model` from `tileFrame` at host time `now`, growing (`animated`)
    /// or at once; from the next frame of `clock` on, the model runs on it,
    /// its time 0 at host time `now`.
    init(tile: Int, name: String, model: AnyInteraction, clock: any FrameClock, tileFrame: Rect, bounds: Rect,
         animated: Bool, now: Double) {
        self.tile = tile
        self.name = name
        driver = InteractionDriver(model, clock: clock, timeOffset: now)
        self.tileFrame = tileFrame
        self.bounds = bounds
        self.now = now
        dispatcher = PresentationDispatcher(mirrorTransition: Self.spring, redirectSpring: Self.spring)
        if animated {
            dispatcher.present(at: now)
        } else {
            // Straight to the end: held at 1 and let go there.
            dispatcher.grab(at: now)
            dispatcher.drag(to: 1, velocity: 0, at: now)
            dispatcher.release(at: now, cancelled: true)
        }
    }

    /// The model's time for a host time (slow motion included).
    func modelTime(_ hostTime: Double) -> Double { driver.modelTime(forClockTime: hostTime) }

    /// The host time for a model time.
    func hostTime(_ modelTime: Double) -> Double { driver.clockTime(forModelTime: modelTime) }

    /// Moves the card's transition to host time `time` (a frame).
    mutating func advance(to time: Double) {
        dispatcher.advance(to: time)
        now = Swift.max(now, time)
    }

    /// Sends the card toward the window at host time `time` (a tap on its
    /// tile while it closes), keeping its motion.
    mutating func present(at time: Double) { act(at: time) { $0.present(at: time) } }

    /// Sends the card back to its tile at host time `time`.
    mutating func dismiss(at time: Double) { act(at: time) { $0.dismiss(at: time) } }

    /// A finger takes hold of the card at host time `time`.
    mutating func grab(at time: Double) { act(at: time) { $0.grab(at: time) } }

    /// The held card moved to transition `progress` (1 = open) at
    /// `velocity` per second.
    mutating func drag(to progress: Double, velocity: Double, at time: Double) {
        act(at: time) { $0.drag(to: progress, velocity: velocity, at: time) }
    }

    /// The held card is let go at host time `time`: to the end its
    /// projection reaches, or the nearer end when `cancelled`. Returns that
    /// end (1 open, 0 closing).
    mutating func release(at time: Double, cancelled: Bool = false) -> Double {
        act(at: time) { $0.release(at: time, cancelled: cancelled).end }
    }

    @discardableResult
    private mutating func act<T>(at time: Double, _ body: (inout PresentationDispatcher<Rect>) -> T) -> T {
        now = Swift.max(now, time)
        return body(&dispatcher)
    }

    /// The card's frame now, points.
    var cardFrame: Rect { dispatcher.mirrorPose((tileFrame, .zero, bounds), at: now) }

    /// The transition's progress velocity now, per second (the drawn progress's).
    var progressVelocity: Double { dispatcher.drawnProgressVelocity(at: now) }

    /// Whether the card is heading (or held heading) back to its tile.
    var closing: Bool { dispatcher.heading == .dismissing }

    /// Whether a finger holds the card.
    var isHeld: Bool { dispatcher.isInteractive }

    /// Whether the card rests over the whole window (touches go to the model).
    var isOpen: Bool { dispatcher.phase(at: now) == .presented }

    /// Whether the card rests back on its tile.
    var isClosed: Bool { dispatcher.isIdle && dispatcher.isSettled(at: now) }

    /// Whether the card moves or is held.
    var isMoving: Bool { !dispatcher.isSettled(at: now) || dispatcher.isInteractive }

    /// How open the card is, 0 (tile) … 1 (window).
    var openness: Double { dispatcher.progress(at: now) }
}
