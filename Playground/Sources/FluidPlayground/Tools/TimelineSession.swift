import CSDL2
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// A key of the timeline (see `TimelineSession`).
enum TimelineCommand: Equatable {
    /// Space or P: review (pause), play, pause; at the end, back to live.
    case toggle
    /// Left / Right: one frame (1/60 s) back / forward.
    case step(frames: Int)
    /// Home / End: to 0 s / to the end.
    case start, end

    /// The command of a key going down (`keycode`: SDL's), nil for other
    /// keys. Arrows repeat while held (`isRepeat`) and move 0.1 s with Shift
    /// (`shift`); Space, P, Home and End act once per press.
    static func key(_ keycode: Int32, shift: Bool, isRepeat: Bool) -> TimelineCommand? {
        switch keycode {
        case Int32(SDLK_LEFT.rawValue): return .step(frames: shift ? -Timeline.jumpFrames : -1)
        case Int32(SDLK_RIGHT.rawValue): return .step(frames: shift ? Timeline.jumpFrames : 1)
        case _ where isRepeat: return nil
        case Int32(SDLK_SPACE.rawValue), Int32(SDLK_p.rawValue): return .toggle
        case Int32(SDLK_HOME.rawValue): return .start
        case Int32(SDLK_END.rawValue): return .end
        default: return nil
        }
    }
}

extension SDLInput {
    /// The timeline's command for a key event `e` going down, if it is one of its keys.
    static func timelineCommand(_ e: SDL_Event) -> TimelineCommand? {
        guard e.type == SDL_KEYDOWN.rawValue else { return nil }
        let shift = (UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
        return TimelineCommand.key(Int32(e.key.keysym.sym), shift: shift, isRepeat: e.key.repeat != 0)
    }
}

/// What the timeline puts in a frame (`FrameComposer`).
@MainActor
struct TimelineFrame {
    /// The bar.
    var bar: TimelineBar
    /// The replay's model to draw instead of the live one (while reviewing).
    var model: (AnyInteraction)?
    /// The script's fingers at the playhead (while reviewing), points.
    var fingertips: [Fingertip] = []
    /// The HUD at the playhead (while reviewing and the HUD is shown), and
    /// the `now` to draw it at: the playhead, seconds of the script.
    var hud: (recorder: HUDRecorder, now: Double)?
}

/// The window's timeline: a gesture script's replay to pause, scrub and
/// step through, the interface showing exactly `fluid replay SCRIPT --at T`
/// at the playhead (a `Timeline`) and the HUD following it.
///
/// With `--replay SCRIPT` the bar is there from the start and follows the
/// live replay; with `--record FILE` Space or P reviews what was recorded so
/// far in the open interface. Reviewing (Space, P, or a press on the bar)
/// pauses at the live interface's time, where the replay shows the same
/// state; then Space plays and pauses, Left/Right step a frame (1/60 s,
/// 0.1 s with Shift), Home/End go to 0 s and the end, and a drag on the bar
/// scrubs. Escape, or Space at the end, goes back to the live interface,
/// which ran on underneath, untouched: while reviewing, a finger that comes
/// down anywhere but the bar is swallowed (one already down goes on to the
/// live interface).
@MainActor
struct TimelineSession {
    /// The live interface, as the timeline needs it.
    struct Live {
        /// The open interface's time, seconds (model time: the script's).
        var time: Double
        /// What `--record` has recorded in it so far, nil when nothing
        /// (asked for only when a review starts: it is made afresh each time).
        var recording: () -> GestureScript? = { nil }
        /// Its tuning now (a review replays with it).
        var tuning: Tuning
        /// How fast its time runs against the window's (slow motion).
        var timeScale: Double
    }

    /// The replay on the bar (kept while following `--replay`); nil when none.
    private(set) var timeline: Timeline?
    /// Whether the interface shows the replay (paused or playing) rather than the live model.
    private(set) var isReviewing = false
    /// Whether the bar follows the live replay when not reviewing (`--replay`).
    private var followsLive = false
    /// The live interface's time at the last frame, seconds.
    private var liveTime = 0.0
    /// The host time of the last frame, seconds.
    private var lastFrame: Double?
    /// The pointer scrubbing on the bar.
    private var scrubber: PointerID?
    /// Where the scrubbing pointer wants the playhead (applied once per frame), seconds.
    private var pendingScrub: Double?
    /// Pointers that came down while reviewing: theirs until they lift.
    private var swallowed: Set<PointerID> = []

    /// A timeline with nothing loaded.
    init() {}

    /// `--replay`: `script` (played with `tuning`) on the bar, following the live replay.
    ///
    /// - Returns: why it could not load, nil when it did.
    @discardableResult
    mutating func load(replay script: GestureScript, tuning: Tuning) -> String? {
        unload()
        do {
            timeline = try Timeline(script: script, tuning: tuning)
            followsLive = true
            return nil
        } catch {
            return "the timeline cannot replay \(script.interface): \(error)"
        }
    }

    /// The interface opened or closed: the bar goes, and the review with it.
    mutating func unload() {
        timeline = nil
        isReviewing = false
        followsLive = false
        scrubber = nil
        pendingScrub = nil
    }

    /// Whether the bar is drawn.
    var isShown: Bool { timeline != nil && (isReviewing || followsLive) }

    /// Whether the next frame must come without waiting for an event.
    var isAnimating: Bool { isReviewing && (timeline?.isPlaying == true || pendingScrub != nil) }

    // MARK: Reviewing

    /// Starts reviewing at `live`'s time: `--replay`'s script, or what was
    /// recorded so far.
    ///
    /// - Returns: why it could not, nil when it did (or there is nothing to review).
    @discardableResult
    mutating func review(_ live: Live?) -> String? {
        guard let live, !isReviewing else { return nil }
        if !followsLive {
            guard let recording = live.recording() else { return nil }
            do {
                timeline = try Timeline(script: recording, tuning: live.tuning)
            } catch {
                return "the recording cannot be replayed: \(error)"
            }
        } else if let current = timeline, current.replay.tuning != live.tuning {
            // The panel retuned the live interface since the replay was loaded: replay it so.
            do {
                timeline = try Timeline(script: current.script, tuning: live.tuning)
            } catch {
                return "the timeline cannot replay \(current.script.interface) with this tuning: \(error)"
            }
        }
        guard timeline != nil else { return nil }
        isReviewing = true
        timeline?.seek(to: live.time)
        return nil
    }

    /// Back to the live interface; a recording's review is dropped (the next
    /// one takes what was recorded by then).
    mutating func leave() {
        guard isReviewing else { return }
        isReviewing = false
        scrubber = nil
        pendingScrub = nil
        if !followsLive { timeline = nil }
    }

    /// Acts on a key, with the live interface `live` (nil at home).
    ///
    /// - Returns: why a review could not start, nil otherwise.
    @discardableResult
    mutating func perform(_ command: TimelineCommand, live: Live?) -> String? {
        guard isReviewing else {
            return command == .toggle ? review(live) : nil
        }
        switch command {
        case .toggle:
            if timeline?.isPlaying == true {
                timeline?.pause()
            } else if timeline?.isAtEnd == true {
                leave()
            } else {
                timeline?.play()
                lastFrame = nil
            }
        case .step(let frames): timeline?.step(frames: frames)
        case .start: timeline?.seek(to: 0)
        case .end: if let end = timeline?.end { timeline?.seek(to: end) }
        }
        pendingScrub = nil
        return nil
    }

    /// Takes `touch` (window points) when it is the timeline's: a press on
    /// the bar (`area`: where the bar is laid out, the viewport's safe
    /// bounds) starts a review if need be and scrubs, and the same pointer
    /// scrubs until it lifts; while reviewing, every pointer that comes down
    /// is the timeline's until it lifts.
    ///
    /// - Returns: whether the touch was taken (the interface must not get it).
    mutating func take(_ touch: TouchEvent, area: Rect, live: Live?) -> Bool {
        let pointer = touch.pointer
        let lifts = touch.phase == .ended || touch.phase == .cancelled
        if pointer == scrubber {
            scrub(to: touch.location.x, area: area)
            if lifts { scrubber = nil }
            return true
        }
        if swallowed.contains(pointer) {
            if lifts { swallowed.remove(pointer) }
            return true
        }
        guard touch.phase == .began else { return false }
        if isShown, TimelineBar.frame(in: area).contains(touch.location) {
            if !isReviewing { review(live) }
            if isReviewing {
                scrubber = pointer
                scrub(to: touch.location.x, area: area)
                return true
            }
        }
        if isReviewing {
            swallowed.insert(pointer)
            return true
        }
        return false
    }

    /// Asks for the playhead under `x` (points), paused; applied at the next frame.
    private mutating func scrub(to x: Double, area: Rect) {
        guard let timeline, isReviewing else { return }
        let track = TimelineBar.track(in: TimelineBar.frame(in: area))
        guard let t = TimelineBar.time(atX: x, end: timeline.end, on: track), let snapped = timeline.snapped(t) else { return }
        pendingScrub = snapped
    }

    /// Once per frame, at host time `now`: plays forward (at `live`'s speed)
    /// or applies the scrub, and notes the live time the bar follows.
    mutating func frame(at now: Double, live: Live?) {
        let elapsed = lastFrame.map { now - $0 } ?? 0
        lastFrame = now
        if let live, live.time.isFinite { liveTime = live.time }
        guard isReviewing else { return }
        if let t = pendingScrub {
            timeline?.seek(to: t)
            pendingScrub = nil
        } else if timeline?.isPlaying == true {
            timeline?.advance(by: elapsed * (live?.timeScale ?? 1))
        }
    }

    /// What the frame shows of the timeline, with the live HUD's recorder
    /// and host time `hud` (nil while the HUD is hidden); nil when the bar
    /// is not shown.
    func frame(hud: (recorder: HUDRecorder, now: Double)?) -> TimelineFrame? {
        guard let timeline, isShown else { return nil }
        guard isReviewing else {
            let time = Swift.min(Swift.max(liveTime, 0), timeline.end)
            return TimelineFrame(bar: TimelineBar(end: timeline.end, time: time, mode: .following, ticks: timeline.ticks))
        }
        let bar = TimelineBar(end: timeline.end, time: timeline.time, mode: timeline.isPlaying ? .playing : .paused,
                              ticks: timeline.ticks)
        let chart = hud.map { timeline.hud(frames: $0.recorder.frames, hostNow: $0.now, timeScale: $0.recorder.timeScale) }
        return TimelineFrame(bar: bar, model: timeline.model, fingertips: timeline.fingertips,
                             hud: chart.map { ($0, timeline.time) })
    }
}
