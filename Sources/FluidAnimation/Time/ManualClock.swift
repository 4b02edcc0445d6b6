/// A frame clock that moves only when told to: the clock for tests, tools
/// and replays.
///
/// Every `advance` delivers one frame at the new time. Frames may be as
/// uneven as you like — 1/60 s, then 1/120 s, then a 100 ms hitch — and
/// time may jump without a frame (`skip(by:)`) to model dropped frames.
/// Nothing here reads a real clock and nothing sleeps.
///
/// ```swift
/// let clock = ManualClock()
/// let runtime = AnimationRuntime(clock: clock)
/// try clock.advance(frames: 60, rate: 120)   // half a second at 120 Hz
/// try clock.skip(by: 0.1)                    // a 100 ms hitch: twelve frames lost at 120 Hz
/// try clock.advance(by: 1.0 / 60)            // the next frame arrives
/// ```
public final class ManualClock: FrameClock {
    /// The time of the latest frame (or skip), seconds.
    @exclusivity(unchecked) public private(set) var now: Double
    /// How many frames this clock has delivered.
    @exclusivity(unchecked) public private(set) var frameCount: Int = 0
    // Unchecked: main-actor isolated, and `FrameHandlers.fire` reads the list
    // afresh for each handler, never holding an access across a call.
    @exclusivity(unchecked) private var handlers = FrameHandlers()

    /// A clock whose time starts at `startTime` seconds (non-finite values
    /// are treated as 0).
    public init(startTime: Double = 0) {
        now = startTime.isFinite ? startTime : 0
    }

    /// Registers `handler` for every frame (see `FrameClock`).
    public func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken {
        handlers.add(handler)
    }

    /// Unregisters the handler registered under `token`.
    public func removeFrameHandler(_ token: FrameHandlerToken) {
        handlers.remove(token)
    }

    /// Moves time forward by `interval` seconds and delivers one frame.
    ///
    /// - Throws: `ClockError.notFinite` for NaN or infinity,
    ///   `ClockError.backwards` for a negative interval. Time is unchanged
    ///   after an error. An interval of 0 delivers a frame at the same time.
    public func advance(by interval: Double) throws(ClockError) {
        try advance(to: now + (try Self.checkedInterval(interval)))
    }

    /// Moves time to `time` seconds and delivers one frame.
    ///
    /// - Throws: `ClockError.notFinite`, or `ClockError.backwards` when
    ///   `time` is before `now`.
    public func advance(to time: Double) throws(ClockError) {
        guard time.isFinite else { throw .notFinite(time) }
        guard time >= now else { throw .backwards(time) }
        now = time
        frameCount += 1
        FrameHandlers.fire(time) { handlers }
    }

    /// Delivers `frames` frames at `rate` frames per second.
    ///
    /// Frame k lands at `start + k / rate` (computed from the start, not by
    /// adding 1/rate repeatedly, so long runs do not drift).
    ///
    /// - Throws: `ClockError.invalidFrameRate` for a rate that is not
    ///   finite and positive; nothing happens for `frames` ≤ 0.
    public func advance(frames: Int, rate: Double) throws(ClockError) {
        guard rate.isFinite, rate > 0 else { throw .invalidFrameRate(rate) }
        let start = now
        for k in stride(from: 1, through: frames, by: 1) {
            try advance(to: Swift.max(now, start + Double(k) / rate))
        }
    }

    /// Delivers one frame after each interval of `intervals`, in order.
    ///
    /// - Throws: as `advance(by:)`; frames before the bad interval have
    ///   been delivered.
    public func advance(by intervals: some Sequence<Double>) throws(ClockError) {
        for interval in intervals { try advance(by: interval) }
    }

    /// Moves time forward by `interval` seconds **without** a frame: the
    /// frames in between are dropped, and the next frame sees the whole gap.
    ///
    /// - Throws: as `advance(by:)`.
    public func skip(by interval: Double) throws(ClockError) {
        now += try Self.checkedInterval(interval)
    }

    private static func checkedInterval(_ interval: Double) throws(ClockError) -> Double {
        guard interval.isFinite else { throw .notFinite(interval) }
        guard interval >= 0 else { throw .backwards(interval) }
        return interval
    }
}
