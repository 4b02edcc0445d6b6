import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// One of the playground's tools over the open interface — the recording,
/// touch prediction, the ghost, the HUD, the timeline, the tuning panel.
///
/// Tools live in one ordered list, ``PlaygroundTools``, from the bottom of
/// the window up: a tool higher in the list is offered each touch first
/// and is drawn over the ones below; each frame, the tools are run from the
/// bottom up and each lays itself out in the area the ones below left.
/// Every requirement has a default that does nothing, so a tool says only
/// what it does.
@MainActor
protocol PlaygroundTool {
    /// Offered a touch (host time, window points) before the tools below
    /// and the chrome; returns whether this tool takes it (nobody else sees
    /// it then). The default takes nothing.
    mutating func take(_ touch: TouchEvent, in context: ToolContext) -> Bool

    /// The open interface received `touch` (in the model's time), from a
    /// finger or a script.
    mutating func interfaceReceived(_ touch: TouchEvent)

    /// An interface opened (`presentation`), or the window's one came back
    /// after a new layout.
    mutating func interfaceOpened(_ presentation: Presentation)

    /// The open interface began closing.
    mutating func interfaceClosing()

    /// A frame at `context.now`, after the open interface advanced to it;
    /// `context.area` is what the tools below left, and a tool that takes a
    /// strip of the window takes it out of that area.
    mutating func frame(in context: inout ToolContext)

    /// Whether the tool needs the next frame without waiting for input, at
    /// host time `now`.
    func isAnimating(at now: Double) -> Bool

    /// Changes what the window shows of the interface this frame (run from
    /// the bottom up, so a higher tool has the last word).
    mutating func shape(_ shown: inout ShownFrame, in context: ToolContext)

    /// Draws the tool over the card and the tools below.
    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas)
}

extension PlaygroundTool {
    mutating func take(_ touch: TouchEvent, in context: ToolContext) -> Bool { false }
    mutating func interfaceReceived(_ touch: TouchEvent) {}
    mutating func interfaceOpened(_ presentation: Presentation) {}
    mutating func interfaceClosing() {}
    mutating func frame(in context: inout ToolContext) {}
    func isAnimating(at now: Double) -> Bool { false }
    mutating func shape(_ shown: inout ShownFrame, in context: ToolContext) {}
    func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {}
}

/// What a tool sees of the window at a moment.
@MainActor
struct ToolContext {
    /// Host time, seconds.
    var now: Double
    /// The window's viewport, points.
    var viewport: Viewport
    /// The open (or opening, or closing) interface; nil at home.
    var presentation: Presentation?
    /// The window's slow-motion speed (1 = real time).
    var timeScale: Double
    /// How long a frame takes from its start to the screen, seconds.
    var presentDelay: Double
    /// The part of the window's safe bounds the tools below left free, points.
    var area: Rect
    /// Where the latest touch was, window points (haptic rings are drawn there).
    var touchLocation: Point

    /// The `--record` recording so far, read only when asked for.
    var recording: () -> GestureScript? = { nil }

    /// The open interface as the timeline sees it; nil at home.
    var live: TimelineSession.Live? {
        presentation.map { .init(time: $0.modelTime(now), recording: recording, tuning: $0.model.tuning, timeScale: timeScale) }
    }
}

/// What the window shows of the open interface in a frame: the live model,
/// or what a tool put in its place.
@MainActor
struct ShownFrame {
    /// The model drawn on the card (the live one unless a tool replaced it).
    var model: AnyInteraction?
    /// Whether `model` is a reviewed instant, not the live interface.
    var isReview = false
    /// Whether `model` is the live one with its finger predicted ahead.
    var isPredicted = false
    /// Fingertips drawn on the card.
    var fingertips: [Fingertip] = []
    /// The HUD's recorder and its time, when the HUD is visible.
    var hud: (recorder: HUDRecorder, now: Double)?
}
