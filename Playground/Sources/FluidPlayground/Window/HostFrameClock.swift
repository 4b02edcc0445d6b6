import FluidAnimation

/// The window's frame clock: the library's `FrameClock`, ticked by the
/// playground once per frame with that frame's host time (the frame loop's
/// one `HostClock` read), so the open interface's `InteractionDriver` — and
/// anything else attached to the clock, an `AnimationRuntime` say — steps on
/// exactly the frames the window draws, as an app's display link would
/// drive them. Seconds since SDL started.
final class HostFrameClock: FrameClock {
    /// The latest frame's host time, seconds; it never goes back.
    private(set) var now: Double
    // Unchecked: not Sendable (it stays on the main actor with the frame
    // loop), and `FrameHandlers.fire` reads the list afresh for each
    // handler, never holding an access across a call.
    @exclusivity(unchecked) private var handlers = FrameHandlers()

    /// A clock whose time starts at `now`, host seconds.
    init(now: Double) {
        self.now = now
    }

    func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken {
        handlers.add(handler)
    }

    func removeFrameHandler(_ token: FrameHandlerToken) {
        handlers.remove(token)
    }

    /// How many handlers are registered (an open interface's driver, while it is open).
    var handlerCount: Int { handlers.count }

    /// A frame at host time `time` (an earlier time counts as `now`): every
    /// handler is called with it, in registration order.
    func fire(at time: Double) {
        if time.isFinite { now = Swift.max(now, time) }
        FrameHandlers.fire(now) { handlers }
    }
}
