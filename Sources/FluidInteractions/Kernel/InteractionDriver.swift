import FluidAnimation
import FluidGestures

/// Runs an interface on a frame clock, the way an app does: every frame of
/// the clock advances the model to the frame's time; touches and system
/// events go in as they arrive.
///
/// The same driver runs under a `ManualClock` (`fluid replay` and tests:
/// time moves only when told) and under a display's clock in an app, beside
/// an `AnimationRuntime` attached to the same clock: the runtime steps the
/// app's own animations and the driver the interface's, in the frame's
/// registration order. The model stays a value: `model` is its current
/// state, readable and replaceable between frames.
///
/// ```swift
/// let clock = ManualClock()
/// let driver = InteractionDriver(PictureInPicture(viewport: .phone), clock: clock)
/// driver.handle(.began(1, at: Point(x: 320, y: 715), time: 0.01))
/// try clock.advance(frames: 60, rate: 120)   // half a second of frames
/// ```
///
/// `timeOffset` maps the clock's time to the model's: the model sees clock
/// time − `timeOffset`, seconds (an interface opened at clock time 12.5 s
/// starts at model time 0 with an offset of 12.5).
@MainActor
public final class InteractionDriver {
    /// The interface now.
    public var model: any InteractionModel
    /// Subtracted from the clock's time to give the model's, seconds.
    public var timeOffset: Double
    /// The clock whose frames advance the model.
    public let clock: any FrameClock
    /// Called after the model has advanced to each frame, with the frame's
    /// time on the clock (seconds).
    public var onFrame: ((InteractionDriver, Double) -> Void)?
    private var token: FrameHandlerToken?

    /// Drives `model` on `clock`'s frames from the next frame on. The clock
    /// holds the driver weakly: keep it while the interface runs; a driver
    /// that goes away takes its frame handler off the clock.
    public init(_ model: any InteractionModel, clock: any FrameClock, timeOffset: Double = 0) {
        self.model = model
        self.clock = clock
        self.timeOffset = timeOffset
        token = clock.addFrameHandler { [weak self] time in self?.frame(at: time) }
    }

    /// Advances the model to the frame at `time` seconds on the clock.
    private func frame(at time: Double) {
        model.advance(to: time - timeOffset)
        onFrame?(self, time)
    }

    /// Hands `touch` (its time on the model's timeline) to the model.
    public func handle(_ touch: TouchEvent) {
        model.handle(touch)
    }

    /// Hands a system event at `time` (the model's timeline) to the model.
    public func handle(_ event: SystemEvent, at time: Double) {
        model.handle(event, at: time)
    }

    /// Advances the model to `time` on its own timeline between frames (an
    /// exact instant a tool reports).
    public func advanceModel(to time: Double) {
        model.advance(to: time)
    }

    isolated deinit {
        if let token { clock.removeFrameHandler(token) }
    }

    /// Stops driving the model: later frames leave it alone.
    public func stop() {
        if let token { clock.removeFrameHandler(token) }
        token = nil
    }
}
