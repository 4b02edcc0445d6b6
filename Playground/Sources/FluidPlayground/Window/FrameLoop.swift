import CSDL2

/// The event loop's pacing and clock. Each frame it sleeps while nothing
/// moves, takes every pending SDL event and reads `HostClock` once: that
/// read is the frame's `now`, which never goes back. It stops on `stop()`,
/// after `--quit-after`, or when SIGINT/SIGTERM arrive (`QuitSignals`).
struct FrameLoop {
    /// How long an idle frame waits for an event at most, ms, so a quit
    /// signal is seen within that time.
    static let idleWait: Int32 = 100

    private let clock: HostClock
    /// Host time when the loop started, seconds.
    let startTime: Double
    /// Host time of the current frame, seconds: the frame's one clock read.
    private(set) var now: Double
    /// The current frame's SDL events, oldest first.
    private(set) var events: [SDL_Event] = []
    /// False once the loop should end.
    private(set) var isRunning = true

    /// A loop whose time starts now on `clock`.
    init(clock: HostClock) {
        self.clock = clock
        now = clock.readNow()
        startTime = now
    }

    /// Starts a frame. Unless something is `animating` or the previous frame
    /// had events, it first sleeps until an event arrives (at most
    /// `idleWait`); then it takes every pending event and reads the clock.
    mutating func beginFrame(animating: Bool) {
        if !animating && events.isEmpty {
            _ = SDL_WaitEventTimeout(nil, Self.idleWait)
        }
        events.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { events.append(event) }
        now = Swift.max(now, clock.readNow())
    }

    /// Ends a frame: the loop stops once `quitAfter` seconds have passed
    /// since it started, or a quit signal arrived.
    mutating func endFrame(quitAfter: Double?) {
        if let limit = quitAfter, now - startTime >= limit { isRunning = false }
        if QuitSignals.received { isRunning = false }
    }

    /// Ends the loop after this frame.
    mutating func stop() { isRunning = false }

    /// The host clock read now, seconds (the frame's time is ``now``).
    func readClock() -> Double { clock.readNow() }
}
