// The real clock needs Swift concurrency (a main-actor task that sleeps
// until each frame), which the Embedded Swift build of the web page does
// not have: there, the browser's requestAnimationFrame is the real clock,
// and the page drives a `ManualClock` with its times.
#if !hasFeature(Embedded)
/// The real frame clock for apps: reads the system's monotonic clock and
/// delivers frames at a chosen rate, like a display link.
///
/// This is the **only** type in FluidAnimation that reads a real clock.
/// Time is `ContinuousClock` (the standard library's monotonic clock; on
/// Linux `CLOCK_BOOTTIME`, which never jumps with wall-clock changes) in
/// seconds since the clock was created.
///
/// Two ways to drive it:
/// - `start()` runs a main-actor task that wakes at every frame deadline
///   `origin + k / framesPerSecond`. Deadlines are computed from the origin,
///   so they do not drift; when the task wakes late it skips the missed
///   deadlines (the frames are dropped, as a display would drop them) and
///   the animations, stepped to the real time, lose nothing.
/// - `fireFrame()` reads the clock and delivers one frame now. A host with
///   its own vsync signal (the Linux playground, a `CADisplayLink`, a game
///   loop) calls it once per refresh and never calls `start()`.
///
/// ```swift
/// let clock = try MonotonicFrameClock(framesPerSecond: 120)
/// let runtime = AnimationRuntime(clock: clock)
/// clock.start()
/// ```
@MainActor
public final class MonotonicFrameClock: @MainActor FrameClock {
    /// The rate `start()` ticks at, frames per second.
    public let framesPerSecond: Double
    /// The time of the latest frame, seconds since the clock was created.
    @exclusivity(unchecked) public private(set) var now: Double = 0
    /// How many frames this clock has delivered.
    @exclusivity(unchecked) public private(set) var frameCount: Int = 0
    private let origin: ContinuousClock.Instant
    // Unchecked: main-actor isolated, and `FrameHandlers.fire` reads the list
    // afresh for each handler, never holding an access across a call.
    @exclusivity(unchecked) private var handlers = FrameHandlers()
    private var task: Task<Void, Never>?

    /// The highest rate `init(framesPerSecond:)` accepts: 1000 frames per
    /// second, far beyond any display.
    public static let maximumFramesPerSecond: Double = 1000

    /// A clock ticking at `framesPerSecond` (60 by default).
    ///
    /// - Throws: `ClockError.invalidFrameRate` unless the rate is finite,
    ///   positive and at most `maximumFramesPerSecond`.
    public init(framesPerSecond: Double = 60) throws(ClockError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= Self.maximumFramesPerSecond else {
            throw .invalidFrameRate(framesPerSecond)
        }
        self.framesPerSecond = framesPerSecond
        self.origin = ContinuousClock.now
    }

    /// Seconds elapsed on the monotonic clock since this clock was created.
    public func currentTime() -> Double {
        Self.seconds(ContinuousClock.now - origin)
    }

    /// Whether `start()` is driving the clock.
    public var isRunning: Bool { task != nil }

    /// Registers `handler` for every frame (see `FrameClock`).
    public func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken {
        handlers.add(handler)
    }

    /// Unregisters the handler registered under `token`.
    public func removeFrameHandler(_ token: FrameHandlerToken) {
        handlers.remove(token)
    }

    /// Reads the monotonic clock and delivers one frame at that time.
    /// Frame times never decrease.
    public func fireFrame() {
        deliver(at: currentTime())
    }

    /// Starts delivering frames at `framesPerSecond` on the main actor
    /// (no effect if already started). Requires a running main actor (an
    /// `async` main, or a run loop / `dispatchMain()`).
    public func start() {
        guard task == nil else { return }
        let interval = 1 / framesPerSecond
        let origin = self.origin
        task = Task { @MainActor [weak self] in
            var previous = 0.0
            while !Task.isCancelled {
                let elapsed = Self.seconds(ContinuousClock.now - origin)
                let deadline = Self.nextDeadline(after: Swift.max(elapsed, previous), interval: interval)
                previous = deadline
                try? await Task.sleep(until: origin + Self.duration(deadline), clock: ContinuousClock())
                guard let self, !Task.isCancelled else { return }
                self.fireFrame()
            }
        }
    }

    /// Stops the frames started by `start()`.
    public func stop() {
        task?.cancel()
        task = nil
    }

    /// The first frame deadline `k·interval` (k a whole number) strictly
    /// after `time`: deadlines that have passed are skipped, never queued.
    ///
    /// Pure arithmetic, exposed for tests: with interval 1/60 and time
    /// 0.0501 (three frames and a bit) the next deadline is 4/60.
    ///
    /// Closed form, k = ⌊time/interval⌋ + 1, corrected by at most one step
    /// each way for rounding. Where multiples of `interval` are no longer
    /// distinguishable around `time` (time/interval beyond 2⁵²; not reachable
    /// with the frame rates `init` accepts) the answer is the next double
    /// after `time`. Non-finite or non-positive intervals and non-finite
    /// times return `time`.
    public nonisolated static func nextDeadline(after time: Double, interval: Double) -> Double {
        guard interval > 0, interval.isFinite, time.isFinite else { return time }
        let q = (time / interval).rounded(.down)
        guard Swift.abs(q) < 0x1p52 else { return time.nextUp }
        var k = q + 1
        // time / interval may be off by an ulp: one correction each way.
        if k * interval <= time { k += 1 }
        if (k - 1) * interval > time { k -= 1 }
        let deadline = k * interval
        return deadline > time && deadline.isFinite ? deadline : time.nextUp
    }

    private func deliver(at time: Double) {
        now = Swift.max(now, time)
        frameCount += 1
        let t = now
        FrameHandlers.fire(t) { handlers }
    }

    nonisolated static func seconds(_ duration: Duration) -> Double {
        let c = duration.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    nonisolated static func duration(_ seconds: Double) -> Duration {
        let whole = seconds.rounded(.down)
        return .seconds(Int64(whole)) + .nanoseconds(Int64(((seconds - whole) * 1e9).rounded()))
    }
}
#endif
