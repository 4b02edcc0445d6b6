import FluidAnimation
import FluidGestures
import FluidPhysics

/// Runs an interface on a frame clock, the way an app does: every frame of
/// the clock advances the model to the frame's time; touches and system
/// events go in as they arrive.
///
/// The same driver runs under a `ManualClock` (`fluid replay` and tests:
/// time moves only when told) and under a display's clock in an app, beside
/// an `AnimationRuntime` attached to the same clock: the runtime steps the
/// app's own animations and the driver the interface's, in the frame's
/// registration order. The model stays a value of its own type: `model` is
/// its current state, readable, changeable and replaceable between frames —
/// a `PictureInPicture` for `InteractionDriver(PictureInPicture(…), …)`, an
/// ``AnyInteraction`` for a tool that runs whichever interface is chosen.
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
///
/// **Slow motion.** `setTimeScale(_:at:)` makes the model's time run at a
/// fraction of the clock's — ½, ¼, ⅒, as Xcode's slow animations do — from
/// a given clock time on: model time m(t) = m₀ + (t − t₀)·scale, where
/// (t₀, m₀) is where the scale last changed, so the model's time (and so
/// every motion) is continuous at the change. Touches keep their meaning:
/// turn a platform event's clock time into the model's with
/// `modelTime(forClockTime:)`, so a finger moving at v points per clock
/// second is seen moving at v/scale points per model second — in slow
/// motion a flick must be slower to throw as far, exactly as if the world
/// had slowed down around it.
///
/// **Ownership.** The driver holds its clock; the clock's frame handler
/// holds only the driver's engine (the model, the time mapping and
/// `onFrame`), never the driver, so nothing of the library's points back
/// at a driver: when it goes away it takes its handler off the clock. No
/// weak reference is needed (Embedded Swift, the web page's build, has
/// none). `onFrame` receives the model, so it need not capture the driver.
///
/// **Isolation.** Like the clock and the model, the driver is not
/// `Sendable`: it stays in the concurrency domain that made it (the main
/// actor in an app).
public final class InteractionDriver<Model: Interaction> {
    /// What a frame reads and changes: the model, the clock-to-model time
    /// mapping and the frame callback. The clock's handler holds this, not
    /// the driver.
    final class Engine {
        var model: Model
        /// Where the scale last changed: (clock time, model time), seconds.
        var anchor: (clock: Double, model: Double)
        var timeScale: Double = 1
        var onFrame: ((Model, Double) -> Void)?

        init(model: Model, timeOffset: Double) {
            self.model = model
            anchor = (timeOffset, 0)
        }

        func modelTime(forClockTime time: Double) -> Double {
            timeScale == 1 ? time - (anchor.clock - anchor.model) : anchor.model + (time - anchor.clock) * timeScale
        }

        /// Advances the model to the frame at clock time `time` seconds.
        func frame(at time: Double) {
            model.advance(to: modelTime(forClockTime: time))
            onFrame?(model, time)
        }
    }

    let engine: Engine

    /// The interface now. Changed in place (`driver.model.handle(…)`), it
    /// is not copied.
    public var model: Model {
        get { engine.model }
        set { engine.model = newValue }
        _modify { yield &engine.model }
    }
    /// The clock time at which the model's time would be 0 if time had
    /// always run at the current scale, seconds: at scale 1, subtracted from
    /// the clock's time to give the model's. Setting it starts the mapping
    /// afresh: model time 0 at clock time `timeOffset`, at the current scale.
    public var timeOffset: Double {
        get { engine.anchor.clock - engine.anchor.model / engine.timeScale }
        set { engine.anchor = (newValue, 0) }
    }
    /// How fast the model's time runs against the clock's: 1 in real time,
    /// below 1 in slow motion (see the type).
    public var timeScale: Double { engine.timeScale }
    /// The clock whose frames advance the model.
    public let clock: any FrameClock
    /// Called after the model has advanced to each frame, with the model
    /// and the frame's time on the clock (seconds). It is kept by the
    /// engine the clock holds: a closure that captured the driver would keep
    /// the driver alive, and its frames running, until `stop()`.
    public var onFrame: ((Model, Double) -> Void)? {
        get { engine.onFrame }
        set { engine.onFrame = newValue }
    }
    private var token: FrameHandlerToken?

    /// Drives `model` on `clock`'s frames from the next frame on. The
    /// driver holds the clock and the clock holds only the driver's engine
    /// (see the type): keep the driver while the interface runs; a driver
    /// that goes away takes its frame handler off the clock.
    public init(_ model: Model, clock: any FrameClock, timeOffset: Double = 0) {
        let engine = Engine(model: model, timeOffset: timeOffset)
        self.engine = engine
        self.clock = clock
        token = clock.addFrameHandler { time in engine.frame(at: time) }
    }

    /// The slowest and fastest a model's time may run against the clock's.
    public static var timeScales: ClosedRange<Double> { 0.01...100 }

    /// The model's time at clock time `time`, seconds.
    public func modelTime(forClockTime time: Double) -> Double {
        engine.modelTime(forClockTime: time)
    }

    /// The clock time at which the model's time is `time`, seconds (for
    /// showing a model's event on the clock's timeline).
    public func clockTime(forModelTime time: Double) -> Double {
        let anchor = engine.anchor
        return timeScale == 1 ? time + timeOffset : anchor.clock + (time - anchor.model) / timeScale
    }

    /// Makes the model's time run at `scale` × the clock's from clock time
    /// `time` (default: the clock's latest frame) on, keeping the model's
    /// time continuous there (see the type).
    ///
    /// - Throws: `ParameterError` for a scale or time that is not finite,
    ///   or a scale outside `timeScales`; nothing changes then.
    public func setTimeScale(_ scale: Double, at time: Double? = nil) throws(ParameterError) {
        guard scale.isFinite else { throw ParameterError(parameter: "timeScale", value: scale, reason: .notFinite) }
        guard Self.timeScales.contains(scale) else {
            throw ParameterError(parameter: "timeScale", value: scale,
                                 reason: .outOfRange("within \(Self.timeScales.lowerBound)…\(Self.timeScales.upperBound)"))
        }
        let at = time ?? clock.now
        guard at.isFinite else { throw ParameterError(parameter: "time", value: at, reason: .notFinite) }
        engine.anchor = (at, modelTime(forClockTime: at))
        engine.timeScale = scale
    }

    /// Hands `touch` (its time on the model's timeline) to the model.
    public func handle(_ touch: TouchEvent) {
        engine.model.handle(touch)
    }

    /// Hands a system event at `time` (the model's timeline) to the model.
    public func handle(_ event: SystemEvent, at time: Double) {
        engine.model.handle(event, at: time)
    }

    /// Advances the model to `time` on its own timeline between frames (an
    /// exact instant a tool reports).
    public func advanceModel(to time: Double) {
        engine.model.advance(to: time)
    }

    deinit {
        if let token { clock.removeFrameHandler(token) }
    }

    /// Stops driving the model: later frames leave it alone.
    public func stop() {
        if let token { clock.removeFrameHandler(token) }
        token = nil
    }
}

extension InteractionDriver where Model: InteractionModel {
    /// Puts `tuning` in force in the model at once, mid-motion if need be,
    /// without a jump (see ``InteractionModel/retune(_:)``): a tuning panel's
    /// change while the interface runs.
    ///
    /// - Throws: ``TuningError`` as the model does; nothing changes then.
    public func retune(_ tuning: Tuning) throws(TuningError) {
        try engine.model.retune(tuning)
    }
}

extension InteractionDriver where Model == AnyInteraction {
    /// Puts `tuning` in force in the interface at once, mid-motion if need
    /// be, without a jump (see ``InteractionModel/retune(_:)``).
    ///
    /// - Throws: ``TuningError`` as the model does; nothing changes then.
    public func retune(_ tuning: Tuning) throws(TuningError) {
        try engine.model.retune(tuning)
    }
}
