/// A source of display frames: something that says "a new frame is due, and
/// it will be shown at time t".
///
/// Time is measured in **seconds** on the clock's own timeline (only
/// differences matter; the origin is arbitrary). Animations in
/// FluidAnimation are functions of this time: a frame clock never tells an
/// animation "one more frame passed", it tells it *what time it is*, and the
/// animation evaluates its closed form there. That is why 30, 60, 120 Hz,
/// uneven frames and dropped frames all land on the same curve.
///
/// Two clocks ship with the module:
/// - `ManualClock`, for tests and tools: time moves only when you say so,
///   by any interval you choose.
/// - `MonotonicFrameClock`, for apps: reads the system's monotonic clock and
///   ticks at a chosen rate (or whenever the host's vsync calls
///   `MonotonicFrameClock.fireFrame()`). It is the only type in the module
///   that reads a real clock.
///
/// ## Plugging in an Apple display link
/// On Apple platforms a `CADisplayLink` (or `NSView.displayLink(target:selector:)`
/// on macOS 14+) is the best driver. Conform a small class to `FrameClock`
/// whose display-link callback calls every handler with
/// `link.targetTimestamp` — the time the frame being prepared will reach the
/// screen, on the `CACurrentMediaTime()` timeline — and whose `now` returns
/// the latest such timestamp. Using the *target* timestamp rather than
/// `link.timestamp` (the previous frame's time) keeps what is drawn in phase
/// with what is seen, and ProMotion's variable rates need nothing more,
/// because animations are stepped to a time.
///
/// ## Isolation
/// A frame clock is a class that need not be `Sendable`: it stays in the
/// concurrency domain that made it (the main actor in an app, with the
/// runtime it drives and the views they animate) and calls its handlers
/// there. A clock bound to the main actor conforms with `@MainActor
/// FrameClock`, as `MonotonicFrameClock` does.
public protocol FrameClock: AnyObject {
    /// The time of the latest frame, seconds.
    var now: Double { get }

    /// Registers `handler` to be called on every frame, with the frame's
    /// time in seconds, until it is removed. Returns a token for removal.
    func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken

    /// Stops calling the handler registered under `token` (no effect if it
    /// was already removed).
    func removeFrameHandler(_ token: FrameHandlerToken)
}

/// Identifies a frame handler registered with a `FrameClock`.
public struct FrameHandlerToken: Hashable, Sendable {
    /// The raw identifier, unique within its clock.
    public let rawValue: UInt64

    /// Wraps a raw identifier (for `FrameClock` implementations).
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}
