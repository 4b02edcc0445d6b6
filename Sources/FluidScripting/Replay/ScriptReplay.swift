import FluidAnimation
import FluidInteractions

/// Plays a gesture script into its interface as a host would, and reports
/// the states and events that came out.
///
/// The host runs frames at `k / framesPerSecond` seconds (k = 1, 2, …) and
/// delivers each touch at its own time (`handle` first advances the model
/// to it). Models are exact in time, so the result does not depend on the
/// frame rate except through where a `"settled"` replay stops (the first
/// settled frame) and `settledAt`.
///
/// - `run(at:)` snapshots the state at each requested time by advancing the
///   model exactly to it (between frames if need be); touches at that very
///   time are applied first, and times before the first touch give the
///   state at rest.
/// - The replay ends at `until` seconds, or with `"settled"` at the first
///   frame after the last event at which the model is settled (at the last
///   event itself if it is settled then), or `settleLimit` seconds after the
///   last event at the latest.
/// - System events (`appearance`, `reducedMotion`) are delivered at their
///   own time, like touches, and so are tuning events (the model takes the
///   tuning there) and action events (the model carries the action out
///   there, `InteractionModel.perform(_:at:)`).
/// - With ``motionPreference`` `.reduced` the model takes reduced motion at
///   time 0, before the first event (`fluid replay --reduced-motion`); a
///   script's own `reducedMotion` events change it later.
public struct ScriptReplay: Sendable {
    /// How long after the last event a `"settled"` replay waits at most, seconds.
    public static let settleLimit = 60.0
    /// The allowed frame rates, frames per second.
    public static let frameRates: ClosedRange<Double> = 1...1000

    /// The script to play.
    public var script: GestureScript
    /// The host's frame rate, frames per second (1…1000).
    public var framesPerSecond: Double
    /// The tuning the model plays with (empty: every tunable at its
    /// default); checked against the model's tunables when the replay runs.
    public var tuning = Tuning()
    /// The motion preference the model starts with (`.full` by default).
    public var motionPreference = MotionPreference.full
    private let kind: InteractionKind?

    /// A replay of `script` into the catalogue's interface of that name.
    public init(script: GestureScript, framesPerSecond: Double = 120) {
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.kind = nil
    }

    /// A replay of `script` into an interface of `kind` (whatever the
    /// script's `interface` says): for interfaces outside the catalogue.
    public init(script: GestureScript, kind: InteractionKind, framesPerSecond: Double = 120) {
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.kind = kind
    }

    /// A replay of `script` into a model of type `model` (whatever the
    /// script's `interface` says): for models outside the catalogue.
    public init<Model: InteractionModel>(script: GestureScript, model: Model.Type, framesPerSecond: Double = 120) {
        self.init(script: script, kind: InteractionKind(model), framesPerSecond: framesPerSecond)
    }

    /// Plays the script and returns the final state, the state at each of
    /// `times` (seconds, reported in the order given), the events and when
    /// the model settled.
    ///
    /// - Throws: `ScriptError` when the frame rate is not a finite number in
    ///   `frameRates` (path `fps`), a time is not finite or outside 0 …
    ///   `GestureScript.maximumTime + settleLimit` (path `at[i]`), or the
    ///   script does not validate (including an unknown interface).
    public func run(at times: [Double] = []) throws(ScriptError) -> ReplayResult {
        let fps = try validatedFrameRate()
        let latest = GestureScript.maximumTime + Self.settleLimit
        for (i, t) in times.enumerated() {
            guard t.isFinite, t >= 0, t <= latest else {
                throw .at("at[\(i)]", "must be a time from 0 to \(ScriptMessages.number(latest)) seconds (got \(ScriptMessages.number(t)))")
            }
        }
        let (model, tunings) = try makeModel()
        var run = ReplayRun(model: model, tunings: tunings, fps: fps, times: times)
        return run.play(script)
    }

    /// The model as it is at `time` seconds in this replay — the same frames,
    /// touches and system events, so its `state` is exactly the one `run(at:
    /// [time])` reports — for drawing that instant (`fluid-playground
    /// --screenshot --script … --at …`). To draw many instants in order,
    /// step one `ReplayPlayhead` instead of replaying from the start each time.
    ///
    /// - Throws: `ScriptError` as `run(at:)` does.
    public func model(at time: Double) throws(ScriptError) -> AnyInteraction {
        var playhead = try ReplayPlayhead(self)
        return try playhead.advance(to: time)
    }

    /// Checks the script against its interface as ``run(at:)`` does before
    /// it plays: the script itself, the interface's name, every tuning
    /// event's values against its tunables and every action event's name
    /// against its actions — for a host that plays the script its own way
    /// (the playground's window).
    ///
    /// - Throws: `ScriptError` naming the place of the first problem.
    public func validate() throws(ScriptError) {
        _ = try validatedKind()
    }

    /// The frame rate, checked.
    ///
    /// - Throws: `ScriptError` at `fps` when it is not a finite number in `frameRates`.
    func validatedFrameRate() throws(ScriptError) -> Double {
        let fps = framesPerSecond
        guard fps.isFinite, Self.frameRates.contains(fps) else {
            throw .at("fps", "must be a finite number from 1 to 1000 (got \(ScriptMessages.number(fps)))")
        }
        return fps
    }

    /// A new model to play the script into, on the script's viewport and
    /// with ``tuning`` in force.
    ///
    /// Returns it with the script's tuning events decoded, in order.
    ///
    /// - Throws: `ScriptError` as ``validatedKind()`` does, or at
    ///   `tuning` when the tuning does not fit the model.
    func makeModel() throws(ScriptError) -> (model: AnyInteraction, tunings: [Tuning]) {
        let (kind, tunings) = try validatedKind()
        var model = kind.make(viewport: script.viewport)
        do { try model.retune(tuning) } catch { throw .at("tuning", error.description) }
        if motionPreference != .full { model.handle(.motion(motionPreference), at: 0) }
        return (model, tunings)
    }

    /// Validates the script and finds the kind of interface to play it into;
    /// its tuning events are decoded against that kind's tunables, once.
    func validatedKind() throws(ScriptError) -> (kind: InteractionKind, tunings: [Tuning]) {
        let found: InteractionKind
        if let kind {
            try script.validate(interfaces: [script.interface])
            found = kind
        } else {
            try script.validate()
            guard let named = InteractionCatalog.model(named: script.interface) else {
                throw .at("interface", "unknown interface \(quotedForMessage(script.interface))")
            }
            found = named
        }
        var tunings: [Tuning] = []
        for (i, event) in script.events.enumerated() {
            if case .tuning(_, let values) = event {
                tunings.append(try TuningFile.tuning(values: values, of: found, path: "events[\(i)].tuning"))
            }
            if case .action(_, let name) = event, !found.actions.contains(where: { $0.name == name }) {
                throw .at("events[\(i)].action", InteractionActionError(name: name, known: found.actions.map { $0.name }).description)
            }
        }
        return (found, tunings)
    }
}

/// One replay in progress: the model, the frame counter, the pending
/// snapshot times and the settled bookkeeping (`ScriptReplay.run(at:)` and
/// `ReplayPlayhead` both drive one).
struct ReplayRun {
    /// The replay's clock: frames happen when the replay says so.
    let clock: ManualClock
    /// The model on the clock: its frames advance it.
    let driver: InteractionDriver<AnyInteraction>
    let fps: Double
    let times: [Double]
    /// Indices into `times`, by time (stable).
    let order: [Int]
    var nextSnapshot = 0
    var snapshots: [InteractionValue]
    /// The next frame's index; frame k is at k / fps seconds.
    var frame = 1
    /// Since when the model has been settled at every observation, or nil.
    var settledSince: Double?

    /// The script's tuning events, decoded in order, and the next one's place.
    let tunings: [Tuning]
    var nextTuning = 0

    init(model: AnyInteraction, tunings: [Tuning], fps: Double, times: [Double]) {
        self.tunings = tunings
        clock = ManualClock()
        driver = InteractionDriver(model, clock: clock)
        self.fps = fps
        self.times = times
        self.order = times.indices.sorted { times[$0] < times[$1] || (times[$0] == times[$1] && $0 < $1) }
        self.snapshots = Array(repeating: .null, count: times.count)
        observe(at: 0)
    }

    var frameTime: Double { Double(frame) / fps }
    var snapshotTime: Double { nextSnapshot < order.count ? times[order[nextSnapshot]] : .infinity }

    /// Notes whether the model is settled at `t` (a frame, touch or end time).
    mutating func observe(at t: Double) {
        if driver.model.isSettled {
            if settledSince == nil { settledSince = t }
        } else {
            settledSince = nil
        }
    }

    mutating func snapshot() {
        let t = snapshotTime
        driver.model.advance(to: t)
        snapshots[order[nextSnapshot]] = ReplayResult.stamped(driver.model.state, at: t)
        nextSnapshot += 1
    }

    mutating func step() {
        let t = frameTime
        // One frame of the clock: the driver advances the model to `t`.
        // Frame times strictly increase from the clock's start at 0, so the
        // clock cannot refuse them.
        try? clock.advance(to: t)
        observe(at: t)
        frame += 1
    }

    /// Runs the frames and snapshots strictly before `target`, in time order
    /// (a snapshot before a frame at the same instant).
    mutating func run(before target: Double) {
        while true {
            let s = snapshotTime
            let f = frameTime
            if s <= f, s < target {
                snapshot()
            } else if f < target {
                step()
            } else {
                return
            }
        }
    }

    /// Runs the frames before `event`, then hands it to the model.
    mutating func deliver(_ event: ScriptEvent) {
        run(before: event.time)
        switch event {
        case .touch(let touch): driver.model.handle(touch.touchEvent)
        case .system(let time, let appearance): driver.model.handle(.appearance(appearance), at: time)
        case .motion(let time, let preference): driver.model.handle(.motion(preference), at: time)
        // Checked against the interface's actions before the replay began.
        case .action(let time, let name): try? driver.model.perform(name, at: time)
        case .tuning(let time, _):
            driver.model.advance(to: time)
            // Decoded and checked against the model's tunables before the replay began.
            if nextTuning < tunings.count { try? driver.retune(tunings[nextTuning]) }
            nextTuning += 1
        }
        observe(at: event.time)
    }

    mutating func play(_ script: GestureScript) -> ReplayResult {
        for event in script.events {
            deliver(event)
        }
        let end: Double
        switch script.until {
        case .time(let t):
            run(before: t)
            driver.model.advance(to: t)
            observe(at: t)
            end = t
        case .settled:
            let last = script.lastEventTime
            run(before: last)
            driver.model.advance(to: last)
            observe(at: last)
            let limit = last + ScriptReplay.settleLimit
            var stop = last
            if !driver.model.isSettled {
                while true {
                    if frameTime >= limit {
                        run(before: limit)
                        driver.model.advance(to: limit)
                        observe(at: limit)
                        stop = limit
                        break
                    }
                    run(before: frameTime)
                    let t = frameTime
                    step()
                    if driver.model.isSettled {
                        stop = t
                        break
                    }
                }
            }
            end = stop
        }
        let final = ReplayResult.stamped(driver.model.state, at: end)
        let events = driver.model.events.map { $0.jsonValue }
        let settled = driver.model.isSettled
        let settledAt = settled ? settledSince : nil
        // Snapshots at or after the end, frames still running as a host would.
        while nextSnapshot < order.count {
            run(before: snapshotTime)
            snapshot()
        }
        return ReplayResult(interface: script.interface, final: final, at: snapshots, events: events,
                            settled: settled, settledAt: settledAt)
    }
}
