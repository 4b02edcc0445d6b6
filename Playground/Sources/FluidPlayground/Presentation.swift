import FluidAnimation
import FluidInteractions
import FluidPhysics

/// Where the card of an open interface comes from and goes to: the tile's
/// preview frame on the home screen and the whole window, points.
struct CardContext: Sendable {
    var tile: Rect
    var bounds: Rect
}

/// An interface opened from the home screen: its model, run by an
/// `InteractionDriver` on the window's frame clock (the model's time is the
/// clock's minus the moment it opened), and the card that grows out of its tile — driven by the fluid-navigation
/// interface's `PresentationDispatcher`, so opening and closing can be
/// grabbed (an edge swipe), reversed (a tap on the tile mid-close) and
/// released with projection, every hand-off continuous.
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
    /// The transition: progress 0 = the tile, 1 = the whole window.
    var dispatcher: PresentationDispatcher<CardContext, Rect>
    /// The frames it moves between.
    var context: CardContext

    /// Opens `model` from `tileFrame` at host time `now`, growing (`animated`)
    /// or at once; from the next frame of `clock` on, the model runs on it,
    /// its time 0 at host time `now`.
    init(tile: Int, name: String, model: AnyInteraction, clock: any FrameClock, tileFrame: Rect, bounds: Rect,
         animated: Bool, now: Double) {
        self.tile = tile
        self.name = name
        driver = InteractionDriver(model, clock: clock, timeOffset: now)
        context = CardContext(tile: tileFrame, bounds: bounds)
        dispatcher = PresentationDispatcher(stages: .init(
            source: { $0.tile }, destination: { $0.bounds },
            mirrorTransition: Self.spring, redirectSpring: Self.spring))
        if animated {
            dispatcher.present(at: now, context: &context)
        } else {
            // Straight to the end: held at 1 and let go there.
            dispatcher.grab(at: now, context: &context)
            dispatcher.drag(to: 1, velocity: 0, at: now, context: &context)
            dispatcher.release(at: now, cancelled: true, context: &context)
        }
    }

    /// The model's time for a host time (slow motion included).
    func modelTime(_ hostTime: Double) -> Double { driver.modelTime(forClockTime: hostTime) }

    /// The host time for a model time.
    func hostTime(_ modelTime: Double) -> Double { driver.clockTime(forModelTime: modelTime) }

    /// Moves the transition to host time `now`.
    mutating func advance(to now: Double) { dispatcher.advance(to: now, context: &context) }

    /// The card's frame now, points.
    var cardFrame: Rect { dispatcher.mirrorPose(in: context) }

    /// Whether the card is heading (or held heading) back to its tile.
    var closing: Bool { dispatcher.heading == .dismissing }

    /// Whether a finger holds the card.
    var isHeld: Bool { dispatcher.isInteractive }

    /// Whether the card rests over the whole window (touches go to the model).
    var isOpen: Bool { dispatcher.phase == .presented }

    /// Whether the card is back on its tile, at rest.
    var isClosed: Bool { dispatcher.phase == .idle && dispatcher.isSettled }

    /// Whether anything moves.
    var isMoving: Bool { !dispatcher.isSettled || dispatcher.isInteractive }

    /// How open the card is, 0 (tile) … 1 (window).
    var openness: Double { Swift.min(1, Swift.max(0, dispatcher.progress)) }
}
