import FluidGestures
import FluidPhysics

/// A fluid interface type with no drawing code: it takes touches and time,
/// owns its animations, and tells a renderer what to draw and a host what
/// happened — an ``Interaction`` that the tools can also make by name, lay
/// out in any viewport, report on and tune.
///
/// What it adds to ``Interaction`` is what the tools need (`fluid`, the
/// playground, the web page, tests): its name in scripts and on the command
/// line, a fresh model for a viewport, the state and layout they print,
/// what a designer may tune, and the WWDC18 demo's rule to compare with —
/// each but the name and `init(viewport:)` with a default. A tool that
/// chooses the interface at run time holds it as an ``AnyInteraction`` and
/// its type as an ``InteractionKind``.
///
/// The shape every interface shares:
/// - **Input.** `handle(_:)` takes one touch; the model first advances to the
///   touch's timestamp, then applies it. `advance(to:)` moves time forward
///   between touches (once per frame, or to any instant). Time never runs
///   backwards: an earlier time is treated as the model's current time.
///   Touches with NaN or infinite coordinates or times are ignored; the
///   model never traps on any touch stream.
/// - **Exact time.** Animations are values evaluated at the model's time,
///   never counted in frames, and what time causes (a turnaround, a settle)
///   happens at its exact instant inside `advance(to:)`. Stepping at 60,
///   120 or 144 fps, or jumping straight to an instant, gives the same state.
/// - **Output.** `state` is the object `fluid replay` prints (fields pinned
///   per interface), `layout` the named frames `fluid layout` prints,
///   `scene` the layers a renderer draws, and `events` the timed haptics and
///   state changes since the last `removeAllEvents()`.
///
/// Units: points (origin top left, y down), seconds, points per second;
/// angles in `state` and `layout` are degrees, positive clockwise on screen.
public protocol InteractionModel: Interaction, Sendable {
    /// The interface's name in scripts and on the command line ("pip").
    static var interfaceName: String { get }

    /// A model laid out in `viewport`, at time 0, at rest.
    init(viewport: Viewport)

    /// The state at `time` as an object: the pinned `fluid replay` fields of
    /// this interface, and more (default: an empty object).
    var state: InteractionValue { get }

    /// The named frames of the layout (`fluid layout`), as an object
    /// (default: an empty object).
    var layout: InteractionValue { get }

    /// The tuning in force (empty: every tunable at its default).
    var tuning: Tuning { get }

    /// Puts `tuning` in force at once, mid-motion if need be, without a
    /// jump: what is moving keeps its position and velocity and goes on
    /// with the new values.
    ///
    /// - Throws: ``TuningError`` when `tuning` names a tunable this
    ///   interface does not have or a value out of its range; the model is
    ///   then unchanged.
    mutating func retune(_ tuning: Tuning) throws(TuningError)

    /// What a designer may tune in this interface: its springs, rates,
    /// thresholds and choices, each with its default (empty by default).
    static var tunables: [Tunable] { get }

    /// The tuning that puts back the rule the WWDC18 demo app used where
    /// this interface decides differently — for comparing the two side by
    /// side (the playground's key C draws the original's outcome as a
    /// ghost) — or nil when there is no such rule to compare with (the
    /// default). It sets only the choices that select the demo's rule and
    /// leaves every spring, number and threshold as tuned; it is valid
    /// against ``tunables``. Each interface's documentation says what the
    /// demo app did and where the outcome differs.
    static var originalRule: Tuning? { get }

    /// What a person can do without a gesture, in the order an assistive
    /// technology offers it (default: none). See ``InteractionAction``.
    static var actions: [InteractionAction] { get }

    /// Carries out `action` (one of ``actions``) now, at the model's time,
    /// as the equivalent touch would: the same springs, from where things
    /// are and with their velocity, recording the same events. While a
    /// finger holds what the action would move, the finger wins and the
    /// action does nothing. The default does nothing.
    mutating func perform(_ action: InteractionAction)

    /// What the interface is, as a screen reader names it ("Drawer";
    /// default: its ``interfaceName``).
    var accessibilityLabel: String { get }

    /// What it shows now, as a screen reader reads it ("open", "top
    /// left", "90°"; default: empty).
    var accessibilityValue: String { get }
}

extension InteractionModel {
    /// Nothing to report: an empty object.
    public var state: InteractionValue { [:] }

    /// No named frames: an empty object.
    public var layout: InteractionValue { [:] }

    /// No tuning: every tunable at its default.
    public var tuning: Tuning { Tuning() }

    /// No tunables: an interface that declares none.
    public static var tunables: [Tunable] { [] }

    /// No original rule to compare with.
    public static var originalRule: Tuning? { nil }

    /// No actions.
    public static var actions: [InteractionAction] { [] }

    /// Does nothing: an interface without actions.
    public mutating func perform(_ action: InteractionAction) {}

    /// The interface's name.
    public var accessibilityLabel: String { Self.interfaceName }

    /// Nothing to read out.
    public var accessibilityValue: String { "" }

    /// Advances to `time`, then carries out the action named `name` (see
    /// ``perform(_:)``); a non-finite time counts as the model's.
    ///
    /// - Throws: ``InteractionActionError`` when the interface has no
    ///   action of that name; the model is then unchanged.
    public mutating func perform(_ name: String, at time: Double) throws(InteractionActionError) {
        guard let action = Self.actions.first(where: { $0.name == name }) else {
            throw InteractionActionError(name: name, known: Self.actions.map { $0.name })
        }
        advance(to: time)
        perform(action)
    }

    /// Checks `tuning` against ``tunables`` and keeps nothing: a model that
    /// is not a kernel behaviour declares no tunables, so only an empty
    /// tuning passes.
    public mutating func retune(_ tuning: Tuning) throws(TuningError) {
        try tuning.validate(against: Self.tunables)
    }
}
