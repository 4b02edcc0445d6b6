import FluidAnimation
import FluidGestures
import FluidPhysics

/// Threads' fluid navigation (the Threads write-up "On Building a Fluid User
/// Interface"): a list of conversation cards; tapping one grows it into its
/// thread's screen through a *mirror* that
/// morphs from the card into the screen's header, and the screen can be
/// grabbed, reversed, redirected and dismissed at any moment.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:ThreadsInterfaces>.
public struct FluidNavigation: AnywhereTouchedBehavior, PanBehavior {
    /// The screens.
    public enum Screen: String, Hashable, Sendable {
        /// The list of cards.
        case list
        /// A card's detail screen.
        case detail
    }

    /// `fluid-navigation`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "fluid-navigation"
    /// Number of cards.
    public static let itemCount = 8
    /// Columns of cards.
    public static let columns = 2
    /// Margin around the list and gap between cards, points.
    public static let margin: Double = 16
    /// Gap between cards, points.
    public static let spacing: Double = 12
    /// A card's height, points.
    public static let itemHeight: Double = 200
    /// A card's corner radius, points.
    public static let cornerRadius: Double = 16
    /// The detail header's height, points.
    public static let headerHeight: Double = 260
    /// The detail body's starting scale (it grows to 1 with progress).
    public static let bodyStartScale: Double = 0.94
    /// The rubber band of the drawn progress past 0 and 1 (the curve's
    /// dimension, in progress: the mirror never stretches past an end by
    /// this much of the transition).
    public static let progressStretch: Double = 0.5
    /// The list's bounce and reveal spring (response 0.45 s, ζ 1).
    public static let scrollSpring = Spring(response: 0.45, dampingRatio: 1)
    /// The transition spring (response 0.45 s, ζ 0.9), also used for redirects and fades.
    public static let spring = Spring(response: 0.45, dampingRatio: 0.9)
    /// The cards' colours.
    public static let colors: [Color] = [0x61A8FF, 0xF7A51C, 0x34C759, 0xFF6B6B, 0x9B7BFF, 0x1ABC9C, 0xFF9F0A, 0x5E5CE6]
        .map { Color(hex: $0) }

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger, anywhere: it scrolls the list or holds the transition.
    public var pan = InstantPanRecognizer(maximumSpeed: 20_000)
    /// The screen shown or being shown.
    public private(set) var screen: Screen = .list

    /// The cards' frames at scroll offset 0, points.
    public let itemFrames: [Rect]
    /// The detail header's frame, points.
    public let headerFrame: Rect
    /// The detail body's frame, points.
    public let bodyFrame: Rect

    /// The cards, the list's scroll and the transition.
    var presentation: CellPresentation
    var grip: Grip = .none

    enum Grip: Sendable {
        case none
        /// Scrolling the list; `caughtMoving` if the touch stopped a moving list.
        case list(caughtMoving: Bool)
        /// Holding the transition: finger travel for a whole transition,
        /// edge swipe or vertical, and whether it was in flight.
        case transition(travel: Double, horizontal: Bool, inFlight: Bool)
    }

    /// A model laid out in `viewport` (see the type's layout), on the list, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let safe = viewport.safeBounds
        let width = Swift.max(0, (safe.width - 2 * Self.margin - Double(Self.columns - 1) * Self.spacing) / Double(Self.columns))
        itemFrames = Rect.grid(count: Self.itemCount, columns: Self.columns, origin: Point(x: safe.minX + Self.margin, y: safe.minY + Self.margin),
                               cellSize: Size(width: width, height: Self.itemHeight), spacing: Self.spacing)
        headerFrame = Rect(x: safe.minX, y: safe.minY, width: safe.width, height: Self.headerHeight)
        bodyFrame = Rect(x: 0, y: headerFrame.maxY, width: viewport.width, height: Swift.max(0, viewport.height - headerFrame.maxY))
        let contentBottom = (itemFrames.last?.maxY ?? safe.minY) + Self.margin
        let scroll = ScrollOffset(maxOffset: contentBottom - safe.maxY, dimension: viewport.height, bounce: Self.scrollSpring)
        presentation = CellPresentation(cells: itemFrames, tints: Self.colors, cornerRadius: Self.cornerRadius, destination: headerFrame,
                                        scroll: scroll, spring: Self.spring, overdrag: RubberBand(range: 0...1, dimension: Self.progressStretch))
    }

    // MARK: State

    /// The card shown or on its way, if any.
    public var selected: Int? { presentation.selected }
    /// The transition's state; the progress it carries is `progress` (0…1).
    public var phase: PresentationPhase { presentation.dispatcher.phase(at: time) }
    /// Progress (0 = list, 1 = detail), dimensionless, always within 0…1:
    /// `drawnProgress` clamped (see the type's "Progress: reported and drawn").
    public var progress: Double { presentation.dispatcher.progress(at: time) }
    /// The velocity of `progress`, per second: `drawnProgressVelocity` while
    /// the drawn progress is within 0…1, 0 while it is clamped.
    public var progressVelocity: Double { presentation.dispatcher.progressVelocity(at: time) }
    /// The progress the mirror and the body are drawn at, dimensionless: the
    /// dispatcher's value, which leaves 0…1 while a finger stretches it past
    /// an end (rubber-banded) and while a release's spring overshoots.
    public var drawnProgress: Double { presentation.dispatcher.drawnProgress(at: time) }
    /// The velocity of `drawnProgress`, per second.
    public var drawnProgressVelocity: Double { presentation.dispatcher.drawnProgressVelocity(at: time) }
    /// The list's scroll offset now, points.
    public var scrollOffset: Double { presentation.scroll.value(at: time) }
    /// The card's frame on screen now (the list scrolled), points.
    public func itemFrame(_ index: Int) -> Rect { presentation.context.cellFrame(index, at: time) }
    /// The mirror's pose now, or nil when no card is selected.
    public var mirror: MirrorPose? { presentation.mirror(at: time) }
    /// The mirror pose's velocity now (units per second), or nil when no card is selected.
    public var mirrorVelocity: MirrorPose? { presentation.mirrorVelocity(at: time) }
    /// How many times a transition in flight was caught, reversed or redirected.
    public var interruptions: Int { presentation.dispatcher.interruptions }
    /// The exact instant the running transition comes to rest (seconds), or nil when none runs.
    public var transitionEndTime: Double? { presentation.dispatcher.endTime }
    /// The opacity of a card now (0 while the mirror stands in for it).
    public func itemOpacity(_ index: Int) -> Double { presentation.context.opacity(of: index, at: time) }

    /// "none", "presenting" or "dismissing" (see the type).
    public var transition: String { presentation.dispatcher.phase(at: time).direction?.rawValue ?? "none" }

    // MARK: What a touch does

    /// Scrolls the list or presents a card; grabs, reverses, redirects or dismisses a transition.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        switch pan {
        case .began(let value): begin(value)
        case .changed(let value): move(value)
        case .ended(let value): release(value, cancelled: false)
        case .cancelled(let value): release(value, cancelled: true)
        }
    }

    private mutating func begin(_ value: InstantPanRecognizer.Value) {
        if presentation.dispatcher.isIdle {
            grip = .list(caughtMoving: presentation.scroll.velocity(at: time) != 0)
            presentation.scroll.grab(at: time)
            return
        }
        let horizontal = value.startLocation.x <= viewport.safeArea.left + tuning.number(Tuned.edgeWidth)
        let inFlight = !presentation.dispatcher.isSettled(at: time) && !presentation.dispatcher.isInteractive
        let travel = horizontal ? Swift.max(viewport.width, 1) : Swift.max(presentation.morphDistance(at: time), tuning.number(Tuned.minimumTravel))
        kernel.record(presentation.grab(at: time, stretch: tuning.number(Tuned.progressStretch)))
        grip = .transition(travel: travel, horizontal: horizontal, inFlight: inFlight)
    }

    private mutating func move(_ value: InstantPanRecognizer.Value) {
        switch grip {
        case .none: break
        case .list:
            presentation.scroll.drag(translation: value.translation.dy)
        case .transition(let travel, let horizontal, _):
            let d = horizontal ? value.translation.dx : value.translation.dy
            let v = horizontal ? value.velocity.dx : value.velocity.dy
            kernel.record(presentation.drag(by: -d / travel, velocity: -v / travel, at: time))
        }
    }

    private mutating func release(_ value: InstantPanRecognizer.Value, cancelled: Bool) {
        move(value)
        let grip = self.grip
        self.grip = .none
        let moved = !(value.translation.length <= tuning.number(Tuned.tapSlop))
        switch grip {
        case .none: break
        case .list(let caughtMoving):
            presentation.scroll.release(at: time, finger: value.velocity.dy, fling: moved && !cancelled)
            if !cancelled, !moved, !caughtMoving, let index = presentation.cell(at: value.startLocation, time: time) { select(index) }
        case .transition(_, _, let inFlight):
            // A tap on another card while the list shows through redirects; other taps let the transition go on.
            if !cancelled, !moved, inFlight, presentation.dispatcher.drawnProgress(at: time) < tuning.number(Tuned.listTouchableBelow),
               let index = presentation.cell(at: value.startLocation, time: time), index != selected,
               !(mirror?.visibleFrame.contains(value.startLocation) ?? false) {
                return select(index)
            }
            let released = presentation.release(at: time, tap: !moved, cancelled: cancelled)
            kernel.record(released.event)
            settle(on: released.end >= 1 ? .detail : .list)
        }
    }

    /// Presents card `index`, or redirects the transition in flight to it.
    mutating func select(_ index: Int) {
        kernel.record(presentation.select(index, at: time))
        kernel.state("selected", index)
        settle(on: .detail)
    }

    /// Records the screen decided now; a dismissal scrolls its card into view.
    mutating func settle(on newScreen: Screen) {
        if newScreen == .list {
            let safe = viewport.safeBounds
            presentation.revealSelected(in: safe.minY...safe.maxY, margin: Self.margin, at: time)
        }
        if newScreen != screen {
            screen = newScreen
            kernel.state("screen", newScreen.rawValue)
        }
    }

    // MARK: What time does

    /// The cards, the list's scroll and the transition: time ends the
    /// transition at its exact instant and rests the list and the fades
    /// that have settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&presentation)
    }

    /// Reduced motion: the card and the list move on springs that never
    /// overshoot, and the list never glides past its ends; a finger still
    /// drags the card one to one (``CellPresentation/setMotionPreference(_:at:)``).
    public mutating func motionPreferenceDidChange(from old: MotionPreference) {
        kernel.record(presentation.setMotionPreference(kernel.motionPreference, at: time))
    }
}
