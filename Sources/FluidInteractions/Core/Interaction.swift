import FluidGestures
import FluidPhysics

/// An interface at work, whatever its type: touches and time go in; its
/// state, layout, picture and events come out.
///
/// Every ``InteractionModel`` is one. ``AnyInteraction`` is one too: an
/// interface of a type chosen at run time (by name, from
/// ``InteractionCatalog``), which is how `fluid replay`, the playground and
/// the web page hold the interface they run, and what ``InteractionDriver``
/// drives. The contract (time only moves forward and is exact; bad touches
/// are ignored; units) is ``InteractionModel``'s.
public protocol Interaction {
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
}

extension Interaction {
    /// Advances to `time` and otherwise ignores the event.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        advance(to: time)
    }

    /// No tuning: every tunable at its default.
    public var tuning: Tuning { Tuning() }
}
