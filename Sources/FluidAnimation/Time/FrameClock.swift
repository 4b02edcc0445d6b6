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
/// Frame clocks live on the main actor, like the runtime they drive and the
/// views they animate.
@MainActor
public protocol FrameClock: AnyObject {
    /// The time of the latest frame, seconds.
    var now: Double { get }

    /// Registers `handler` to be called on every frame, with the frame's
    /// time in seconds, until it is removed. Returns a token for removal.
    func addFrameHandler(_ handler: @escaping @MainActor (Double) -> Void) -> FrameHandlerToken

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

/// A list of frame handlers, shared by the clocks in this module and
/// available to custom clocks.
///
/// Handlers are called in registration order. Adding or removing handlers
/// from inside a handler is safe: a frame calls the handlers that were
/// registered when it began and are still registered when their turn comes.
@MainActor
public struct FrameHandlers {
    // A struct, not a tuple: an array of tuples holding closures would make
    // the generic array code re-wrap the closure (and allocate) on every read.
    private struct Entry {
        let token: FrameHandlerToken
        let handler: @MainActor (Double) -> Void
    }
    private var entries: [Entry] = []
    private var nextToken: UInt64 = 1

    /// An empty list.
    public init() {}

    /// The number of registered handlers.
    public var count: Int { entries.count }

    /// Adds `handler` and returns its token.
    public mutating func add(_ handler: @escaping @MainActor (Double) -> Void) -> FrameHandlerToken {
        let token = FrameHandlerToken(rawValue: nextToken)
        nextToken += 1
        entries.append(Entry(token: token, handler: handler))
        return token
    }

    /// Removes the handler registered under `token`.
    public mutating func remove(_ token: FrameHandlerToken) {
        entries.removeAll { $0.token == token }
    }

    /// Whether `token` is still registered.
    public func contains(_ token: FrameHandlerToken) -> Bool {
        entries.contains { $0.token == token }
    }

    /// The token of the most recently added handler (nil when none was ever added).
    public var newestToken: FrameHandlerToken? {
        nextToken > 1 ? FrameHandlerToken(rawValue: nextToken - 1) : nil
    }

    /// The first registered handler whose token comes after `previous` (or
    /// the first handler when `previous` is nil) and not after `limit`.
    ///
    /// Clocks call handlers with this, one at a time, so that a handler may
    /// add or remove handlers: start with `previous` nil and `limit` the
    /// `newestToken` when the frame began, and continue from the token just
    /// called. Handlers added during the frame wait for the next one.
    public func next(after previous: FrameHandlerToken?, notAfter limit: FrameHandlerToken) -> (token: FrameHandlerToken, handler: @MainActor (Double) -> Void)? {
        let floor = previous?.rawValue ?? 0
        var i = 0
        while i < entries.count {
            let token = entries[i].token
            if token.rawValue > floor {
                return token.rawValue <= limit.rawValue ? (token, entries[i].handler) : nil
            }
            i += 1
        }
        return nil
    }

    /// Calls every handler registered when the call began (and still
    /// registered when its turn comes) with `time`. `handlers` is read
    /// through `list` each step, so handlers may change the list.
    public static func fire(_ time: Double, list: () -> FrameHandlers) {
        guard let limit = list().newestToken else { return }
        var previous: FrameHandlerToken?
        while let entry = list().next(after: previous, notAfter: limit) {
            previous = entry.token
            entry.handler(time)
        }
    }
}

/// Why a clock refused a request.
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The interval or time was NaN or infinite.
    case notFinite(Double)
    /// The request would move time backwards (a negative interval, or a
    /// time before `now`).
    case backwards(Double)
    /// A frame rate that is not finite and positive.
    case invalidFrameRate(Double)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .notFinite(let v): return "clock time must be finite (got \(v))"
        case .backwards(let v): return "clock time cannot move backwards (got \(v))"
        case .invalidFrameRate(let v): return "frame rate must be finite and positive (got \(v))"
        }
    }
}
