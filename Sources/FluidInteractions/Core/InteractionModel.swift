import FluidGestures
import FluidPhysics

/// A fluid interface with no drawing code: it takes touches and time, owns
/// its animations, and tells a renderer what to draw and a host what happened.
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
public protocol InteractionModel: Sendable {
    /// The interface's name in scripts and on the command line ("pip").
    static var interfaceName: String { get }

    /// A model laid out in `viewport`, at time 0, at rest.
    init(viewport: Viewport)

    /// The viewport it is laid out in.
    var viewport: Viewport { get }

    /// The model's current time, seconds.
    var time: Double { get }

    /// Advances to the touch's time, then applies the touch.
    mutating func handle(_ touch: TouchEvent)

    /// Advances to `time` seconds, then applies a system event. Interfaces
    /// that do not care ignore it (the default implementation only advances).
    mutating func handle(_ event: SystemEvent, at time: Double)

    /// Advances the model to `time` seconds (no-op for earlier times),
    /// running whatever is scheduled in between at its exact instant.
    mutating func advance(to time: Double)

    /// True when nothing moves and no touch is down: the state stays the
    /// same until the next touch.
    var isSettled: Bool { get }

    /// Haptics and state changes, oldest first, since the last `removeAllEvents()`.
    var events: [InteractionEvent] { get }

    /// Forgets the recorded events (keeping their storage).
    mutating func removeAllEvents()

    /// The state at `time` as an object: the pinned `fluid replay` fields of
    /// this interface, and more.
    var state: InteractionValue { get }

    /// The named frames of the layout (`fluid layout`), as an object.
    var layout: InteractionValue { get }

    /// What to draw, back to front.
    var scene: [Layer] { get }

    /// What a designer may tune in this interface: its springs, rates,
    /// thresholds and choices, each with its default (empty by default).
    static var tunables: [Tunable] { get }

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

    /// The tuning that puts back the rule the WWDC18 demo app used where
    /// this interface decides differently — for comparing the two side by
    /// side (the playground's key C draws the original's outcome as a
    /// ghost) — or nil when there is no such rule to compare with (the
    /// default). It sets only the choices that select the demo's rule and
    /// leaves every spring, number and threshold as tuned; it is valid
    /// against ``tunables``. Each interface's documentation says what the
    /// demo app did and where the outcome differs.
    static var originalRule: Tuning? { get }
}

extension InteractionModel {
    /// Advances to `time` and otherwise ignores the event.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        advance(to: time)
    }

    /// No tunables: an interface that declares none.
    public static var tunables: [Tunable] { [] }

    /// No tuning: every tunable at its default.
    public var tuning: Tuning { Tuning() }

    /// No original rule to compare with.
    public static var originalRule: Tuning? { nil }

    /// Checks `tuning` against ``tunables`` and keeps nothing: a model that
    /// is not a kernel behaviour declares no tunables, so only an empty
    /// tuning passes.
    public mutating func retune(_ tuning: Tuning) throws(TuningError) {
        try tuning.validate(against: Self.tunables)
    }
}
