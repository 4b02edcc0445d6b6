import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// A gesture script's replay held at any time of it, for the window's
/// timeline: the model there, and what the HUD charts up to there.
///
/// The model at `time` is always the replay's — the state `fluid replay
/// SCRIPT --at T` reports (`ScriptReplay.model(at:)`), never a live model's:
/// one `ReplayPlayhead` is stepped forward through the HUD's sample times to
/// `time`, and going back starts a new one from 0 s. The HUD's chart is
/// rebuilt from the replay's states at every 1/60 s of the script
/// (`sampleRate`) over the last `HUDRecorder.chartWindow` seconds up to
/// `time`, and at `time` itself, so it follows the playhead either way; its
/// rings and notes are the replay's events of the last moments.
///
/// Every time is seconds of the script, 0 … `end`; a time outside is
/// clamped, and a time that is not a finite number changes nothing.
/// Copies share the replay in progress (its playhead drives a model on a
/// clock of its own): keep one.
@MainActor
struct Timeline {
    /// The frames a step moves by: 60 per second of the script.
    nonisolated static let framesPerSecond = 60.0
    /// How many frames Shift+arrow moves by (0.1 s).
    nonisolated static let jumpFrames = 6
    /// The HUD's samples per second of the script, on the same grid as the steps.
    nonisolated static let sampleRate = framesPerSecond

    /// One charted instant of the replay.
    struct Sample {
        /// When, seconds of the script.
        var time: Double
        /// The replay's state then (`fluid replay --at time`).
        var state: InteractionValue
    }

    /// The script replayed.
    let script: GestureScript
    /// The replay (with the tuning it was made with).
    let replay: ScriptReplay
    /// The end of the replay, seconds: where it settles, or the script's
    /// `until` (`ScriptReplay.run().endTime`).
    let end: Double
    /// The script's events as the bar's ticks.
    let ticks: [TimelineBar.Tick]
    /// Where the script's fingers are at any time.
    let fingers: ScriptFingertips
    /// The playhead, seconds (0 … `end`).
    private(set) var time: Double = 0
    /// Whether it moves forward by itself (`advance(by:)`).
    private(set) var isPlaying = false
    /// The HUD's samples up to `time`, oldest first, on the grid
    /// k / `sampleRate` from `time − HUDRecorder.chartWindow` to `time`.
    private(set) var samples: [Sample] = []

    private var playhead: ReplayPlayhead
    /// The grid index of the next sample to take.
    private var nextSample = 0
    /// The script's touches, in time order, for where a haptic ring is drawn.
    private let touches: [ScriptTouch]

    /// The replay of `script` with `tuning`, its playhead at 0 s, paused.
    ///
    /// - Throws: `ScriptError` when the script does not replay (it does not
    ///   validate, its interface is unknown, the tuning does not fit).
    init(script: GestureScript, tuning: Tuning = Tuning()) throws(ScriptError) {
        var replay = try Playground.replay(script)
        replay.tuning = tuning
        self.script = script
        self.replay = replay
        end = try replay.run().endTime
        playhead = try ReplayPlayhead(replay)
        var ticks: [TimelineBar.Tick] = []
        var touches: [ScriptTouch] = []
        for event in script.events {
            switch event {
            case .touch(let touch):
                touches.append(touch)
                let mark: TimelineBar.Mark
                switch touch.phase {
                case .began: mark = .began
                case .moved: mark = .moved
                case .ended, .cancelled: mark = .ended
                }
                ticks.append(TimelineBar.Tick(time: touch.time, mark: mark))
            case .system(let time, _), .motion(let time, _), .tuning(let time, _), .action(let time, _):
                ticks.append(TimelineBar.Tick(time: time, mark: .system))
            }
        }
        self.ticks = ticks
        self.touches = touches
        fingers = ScriptFingertips(script)
        take(upTo: 0)
    }

    /// The model at `time`: the replay's, exactly as `ScriptReplay.model(at: time)` leaves it.
    var model: AnyInteraction { playhead.model }

    /// Whether the playhead stands at the end.
    var isAtEnd: Bool { time >= end }

    // MARK: Moving the playhead

    /// Holds the playhead at `t` seconds (clamped to 0 … `end`) and pauses;
    /// nothing happens for a time that is not a finite number.
    mutating func seek(to t: Double) {
        guard t.isFinite else { return }
        isPlaying = false
        move(to: t)
    }

    /// Steps `frames` frames of 1/60 s forward (positive) or back
    /// (negative) along the grid k / 60 s, and pauses: from a time between
    /// two frames, one step lands on the next (or previous) frame. The end
    /// and 0 s stop it.
    mutating func step(frames: Int) {
        guard frames != 0 else { return }
        let fps = Self.framesPerSecond
        var k: Int
        if frames > 0 {
            guard time < end else { return seek(to: end) }
            k = Int((time * fps).rounded(.down))
            while Double(k) / fps <= time { k += 1 }
            k += frames - 1
        } else {
            guard time > 0 else { return seek(to: 0) }
            k = Int((time * fps).rounded(.up))
            while Double(k) / fps >= time { k -= 1 }
            k += frames + 1
        }
        seek(to: Double(k) / fps)
    }

    /// The grid time nearest to `t` seconds (k / 60), clamped to 0 …
    /// `end`; the end itself within half a frame of it. Nil for a time that
    /// is not a finite number.
    func snapped(_ t: Double) -> Double? {
        guard t.isFinite else { return nil }
        let fps = Self.framesPerSecond
        if t >= end - 0.5 / fps { return end }
        return Swift.min(Swift.max((t * fps).rounded() / fps, 0), end)
    }

    /// Plays forward from `time` (from 0 s when at the end).
    mutating func play() {
        if isAtEnd { move(to: 0) }
        isPlaying = true
    }

    /// Stops playing where the playhead is.
    mutating func pause() { isPlaying = false }

    /// While playing: moves the playhead `seconds` forward (script time),
    /// pausing at the end. Nothing happens when paused, or for a time that
    /// is not a positive finite number.
    mutating func advance(by seconds: Double) {
        guard isPlaying, seconds.isFinite, seconds > 0 else { return }
        move(to: time + seconds)
        if isAtEnd { isPlaying = false }
    }

    /// Moves the playhead to `t` (finite), clamped: forward, the playhead
    /// goes on; back, the replay starts again from 0 s.
    private mutating func move(to t: Double) {
        let target = Swift.min(Swift.max(t, 0), end)
        if target < time {
            // A playhead never goes back: replay from the start. The replay
            // validated in `init`, so a new playhead cannot fail.
            guard let fresh = try? ReplayPlayhead(replay) else { return }
            playhead = fresh
            samples.removeAll(keepingCapacity: true)
            nextSample = 0
        }
        take(upTo: target)
        time = target
    }

    /// Advances the playhead to `target`, taking the grid samples on the
    /// way that fall in the chart's window, and drops those it left behind.
    private mutating func take(upTo target: Double) {
        let rate = Self.sampleRate
        let oldest = target - HUDRecorder.chartWindow
        nextSample = Swift.max(nextSample, Int((oldest * rate).rounded(.down)) - 1, 0)
        while Double(nextSample) / rate < oldest { nextSample += 1 }
        while Double(nextSample) / rate <= target {
            let t = Double(nextSample) / rate
            if t >= playhead.time, (try? playhead.advance(to: t)) != nil {
                samples.append(Sample(time: t, state: playhead.model.state))
            }
            nextSample += 1
        }
        if target >= playhead.time { _ = try? playhead.advance(to: target) }
        if let keep = samples.firstIndex(where: { $0.time >= oldest }) {
            samples.removeFirst(keep)
        } else {
            samples.removeAll(keepingCapacity: true)
        }
    }

    // MARK: What is shown

    /// The HUD at `time`: the replay's chart, haptic rings and notes up to
    /// it (script time), and the window's frame timings `frames` (host
    /// time, shifted so that `hostNow` falls on `time`) at `timeScale`. Draw
    /// it with `now` = `time`.
    func hud(frames: [HUDRecorder.Frame], hostNow: Double, timeScale: Double) -> HUDRecorder {
        var hud = HUDRecorder()
        hud.timeScale = timeScale
        if hostNow.isFinite {
            for f in frames {
                hud.recordFrame(at: f.time - hostNow + time, drawDuration: f.drawDuration, sceneDuration: f.sceneDuration)
            }
        }
        for s in samples { hud.record(state: s.state, at: s.time) }
        if samples.last?.time != time { hud.record(state: model.state, at: time) }
        for event in model.events where event.time <= time {
            let shownFor: Double
            switch event.kind {
            case .haptic: shownFor = HUDRecorder.pulseDuration
            case .state: shownFor = HUDRecorder.noteDuration
            }
            guard event.time > time - shownFor else { continue }
            hud.record(event, at: event.time, location: touchLocation(at: event.time))
        }
        return hud
    }

    /// Where the last touch at or before `t` was, points (the origin before any).
    func touchLocation(at t: Double) -> Point {
        guard let touch = touches.last(where: { $0.time <= t }) else { return Point(x: 0, y: 0) }
        return Point(x: touch.x, y: touch.y)
    }

    /// The fingers at `time`, as a movie draws them.
    var fingertips: [Fingertip] { fingers.fingertips(at: time) }
}
