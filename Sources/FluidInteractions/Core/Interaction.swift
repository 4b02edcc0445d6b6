import FluidGestures
import FluidPhysics

/// What an app hosts: an interface at work — touches and time go in, its
/// picture and events come out, and it says when it is still.
///
/// This is all an ``InteractionDriver`` (a display link, a frame loop)
/// needs. What the tools need besides — a name, the state and layout they
/// print, what a designer may tune — is ``InteractionModel``, which every
/// interface of the library is. ``AnyInteraction`` is an interface of a type
/// chosen at run time (by name, from ``InteractionCatalog``): how `fluid
/// replay`, the playground and the web page hold the one they run.
///
/// The contract: time only moves forward and is exact (stepping at 60,
/// 120 or 144 fps, or jumping straight to an instant, gives the same
/// picture); touches with NaN or infinite coordinates or times are ignored,
/// and no touch stream makes a model trap. Units: points (origin top left, y
/// down), seconds, points per second.
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

    /// What to draw, back to front.
    var scene: [Layer] { get }
}

extension Interaction {
    /// Advances to `time` and otherwise ignores the event.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        advance(to: time)
    }
}
