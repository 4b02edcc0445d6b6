import FluidInteractions

/// One replay of a gesture script stepped forward through increasing times,
/// for drawing many instants of it in order (the frames of a movie) without
/// replaying from the start for each.
///
/// At every time it stops at, the model is exactly as `ScriptReplay.model(at:)`
/// leaves it — which is this very playhead advanced once — and its `state` is
/// the one `ScriptReplay.run(at: [time])` (`fluid replay SCRIPT --at T`)
/// reports: the same host frames at `k / framesPerSecond` seconds, each touch
/// and system event at its own time (those at the stopping time first), and
/// the model advanced exactly to the time. Models are exact in time, so
/// stopping at earlier instants on the way does not change the state.
public struct ReplayPlayhead {
    private var run: ReplayRun
    private let events: [ScriptEvent]
    private var nextEvent = 0

    /// The time the playhead stands at, seconds (0 at first).
    public private(set) var time: Double = 0

    /// A playhead at the start (0 s) of `replay`, before its first event.
    ///
    /// - Throws: `ScriptError` when the frame rate is not in
    ///   `ScriptReplay.frameRates` or the script does not validate (as
    ///   `ScriptReplay.run(at:)` does).
    public init(_ replay: ScriptReplay) throws(ScriptError) {
        let fps = try replay.validatedFrameRate()
        let (model, tunings) = try replay.makeModel()
        run = ReplayRun(model: model, tunings: tunings, fps: fps, times: [])
        events = replay.script.events
    }

    /// The model where the playhead stands.
    public var model: AnyInteraction { run.driver.model }

    /// Moves the playhead forward to `time` seconds and returns the model there.
    ///
    /// - Throws: `ScriptError` at `at` when `time` is not finite, is outside
    ///   0 … `GestureScript.maximumTime + ScriptReplay.settleLimit`, or lies
    ///   before the time the playhead stands at (a playhead never goes back).
    @discardableResult
    public mutating func advance(to time: Double) throws(ScriptError) -> AnyInteraction {
        let latest = GestureScript.maximumTime + ScriptReplay.settleLimit
        guard time.isFinite, time >= 0, time <= latest else {
            throw .at("at", "must be a time from 0 to \(ScriptMessages.number(latest)) seconds (got \(ScriptMessages.number(time)))")
        }
        guard time >= self.time else {
            throw .at("at", "a playhead only moves forward: \(ScriptMessages.number(time)) s is before \(ScriptMessages.number(self.time)) s")
        }
        while nextEvent < events.count, events[nextEvent].time <= time {
            run.deliver(events[nextEvent])
            nextEvent += 1
        }
        run.run(before: time)
        run.driver.model.advance(to: time)
        self.time = time
        return run.driver.model
    }
}
