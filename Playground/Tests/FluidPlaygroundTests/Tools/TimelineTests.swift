@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Testing

/// The window's timeline: the model at any time is exactly the replay's
/// (`fluid replay SCRIPT --at T`), forward, back, by frames and by scrubbing;
/// the HUD follows; bounds and bad input are harmless.
@Suite("The timeline")
@MainActor
struct TimelineTests {
    /// The PiP's main example (a flick at 0 … 0.096 s), and the drawer's.
    static func example(_ name: String) throws -> GestureScript { try Movie.example(name) }

    /// The state `fluid replay SCRIPT --at t` reports, with its `"t"` first.
    static func reported(_ script: GestureScript, at t: Double, tuning: Tuning = Tuning()) throws -> InteractionValue {
        var replay = ScriptReplay(script: script)
        replay.tuning = tuning
        return try replay.run(at: [t]).at[0]
    }

    /// `state` stamped with `"t": t` as `fluid replay --at` stamps it.
    static func stamped(_ state: InteractionValue, at t: Double) -> InteractionValue {
        let first = InteractionValue.Field("t", .number(t))
        guard case .object(let fields) = state else { return .object([first, .init("state", state)]) }
        return .object([first] + fields.filter { $0.key != "t" })
    }

    /// Checks that the timeline's model is the replay's at its time, both
    /// as `ScriptReplay.model(at:)` leaves it and as `run(at:)` reports it.
    static func expectReplayState(_ timeline: Timeline, _ comment: Comment? = nil,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let t = timeline.time
        let model = try ScriptReplay(script: timeline.script).model(at: t)
        #expect(timeline.model.state == model.state, comment, sourceLocation: sourceLocation)
        #expect(stamped(timeline.model.state, at: t) == (try reported(timeline.script, at: t)), comment,
                sourceLocation: sourceLocation)
    }

    // MARK: Exact states

    @Test(arguments: ["pip", "drawer", "elastic-list"])
    func seekingForwardAndBackShowsTheReplaysStateThere(_ name: String) throws {
        let script = try Self.example(name)
        var timeline = try Timeline(script: script)
        #expect(timeline.time == 0 && !timeline.isPlaying)
        #expect(timeline.end == (try ScriptReplay(script: script).run().endTime))
        try Self.expectReplayState(timeline, "at 0")
        let times = [0.05, 0.096, 0.2, 1.0 / 3, 0.5, 0.9, timeline.end]
        for t in times + times.reversed() + [0.0, 0.7, 0.1] {
            timeline.seek(to: t)
            #expect(timeline.time == Swift.min(t, timeline.end))
            try Self.expectReplayState(timeline, "\(name) at \(t)")
        }
    }

    @Test func steppingMovesOneFrameOfASixtiethAtATimeEitherWay() throws {
        var timeline = try Timeline(script: try Self.example("pip"))
        for k in 1...30 {
            timeline.step(frames: 1)
            #expect(timeline.time == Double(k) / 60)
            try Self.expectReplayState(timeline, "frame \(k)")
        }
        #expect(timeline.time == 0.5)
        for k in stride(from: 29, through: 18, by: -1) {
            timeline.step(frames: -1)
            #expect(timeline.time == Double(k) / 60)
            try Self.expectReplayState(timeline, "back to frame \(k)")
        }
        #expect(timeline.time == 0.3)
        // Shift+arrow: 0.1 s, six frames.
        timeline.step(frames: Timeline.jumpFrames)
        #expect(timeline.time == 0.4)
        try Self.expectReplayState(timeline)
        timeline.step(frames: -Timeline.jumpFrames)
        timeline.step(frames: -Timeline.jumpFrames)
        #expect(timeline.time == 0.2)
        try Self.expectReplayState(timeline)
        // From between two frames a step lands on the next or the previous one.
        timeline.seek(to: 0.505)
        timeline.step(frames: 1)
        #expect(timeline.time == 31.0 / 60)
        timeline.seek(to: 0.505)
        timeline.step(frames: -1)
        #expect(timeline.time == 0.5)
        try Self.expectReplayState(timeline)
    }

    @Test func scrubbingBackwardsReplaysFromTheStart() throws {
        let script = try Self.example("pip")
        var timeline = try Timeline(script: script)
        timeline.seek(to: timeline.end)
        let end = timeline.model.state
        timeline.seek(to: 0.05)   // mid-flick: the finger still down
        try Self.expectReplayState(timeline)
        #expect(timeline.model.state != end)
        timeline.seek(to: 0.02)
        try Self.expectReplayState(timeline)
        timeline.seek(to: 0.6)
        try Self.expectReplayState(timeline)
        timeline.seek(to: timeline.end)
        #expect(timeline.model.state == end)
        // The window's own model is never involved: a fresh timeline agrees.
        var other = try Timeline(script: script)
        other.seek(to: 0.02)
        timeline.seek(to: 0.02)
        #expect(other.model.state == timeline.model.state)
    }

    @Test func aTuningIsReplayedWithTheScript() throws {
        let script = try Self.example("drawer")
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.flick, to: .spring(response: 1.5, dampingRatio: 1))
        try tuning.set(MomentumDrawer.Tuned.tap, to: .spring(response: 1.5, dampingRatio: 1))
        var tuned = try Timeline(script: script, tuning: tuning)
        var plain = try Timeline(script: script)
        tuned.seek(to: 0.4)
        plain.seek(to: 0.4)
        #expect(Self.stamped(tuned.model.state, at: 0.4) == (try Self.reported(script, at: 0.4, tuning: tuning)))
        #expect(tuned.model.state != plain.model.state)
    }

    // MARK: Playing

    @Test func playingMovesForwardInScriptTimeAndStopsAtTheEnd() throws {
        var timeline = try Timeline(script: try Self.example("pip"))
        timeline.advance(by: 0.1)            // paused: nothing
        #expect(timeline.time == 0)
        timeline.play()
        timeline.advance(by: 0.125)
        timeline.advance(by: 0.125)
        #expect(timeline.time == 0.25 && timeline.isPlaying)
        try Self.expectReplayState(timeline)
        timeline.advance(by: 100)
        #expect(timeline.time == timeline.end && !timeline.isPlaying && timeline.isAtEnd)
        try Self.expectReplayState(timeline)
        // Play at the end starts again from 0 s.
        timeline.play()
        #expect(timeline.time == 0 && timeline.isPlaying)
        try Self.expectReplayState(timeline)
        timeline.pause()
        #expect(!timeline.isPlaying)
    }

    // MARK: The HUD

    @Test func theHUDsChartIsTheReplaysStatesOverTheLastTwoSeconds() throws {
        var script = try Self.example("pip")
        script.until = .time(3)
        var timeline = try Timeline(script: script)
        timeline.seek(to: 0.8)
        // Every 1/60 s from 0 to 0.8 s, each the replay's state then.
        #expect(timeline.samples.map(\.time) == (0...48).map { Double($0) / 60 })
        for s in timeline.samples where Int((s.time * 60).rounded()) % 8 == 0 {
            #expect(s.state == (try ScriptReplay(script: script).model(at: s.time).state), "sample at \(s.time)")
        }
        var hud = timeline.hud(frames: [], hostNow: 0, timeScale: 1)
        #expect(hud.quantityName == "center" && hud.samples.last?.time == 0.8)
        let at08 = try #require(ChartQuantity(state: try ScriptReplay(script: script).model(at: 0.8).state))
        #expect(hud.samples.last?.value == at08.value && hud.samples.last?.velocity == at08.velocity)

        // Forward to 2.55 s: the window moves with it (0.55 … 2.55 s).
        timeline.seek(to: 2.55)
        let forward = timeline.samples
        #expect(forward.first.map { $0.time >= 0.55 && $0.time < 0.55 + 1.0 / 60 } == true)
        #expect(forward.last?.time == 153.0 / 60 && forward.count == 121)
        hud = timeline.hud(frames: [], hostNow: 0, timeScale: 1)
        #expect(hud.samples.last?.time == 2.55 && hud.samples.count == 121)   // 2.55 s is a frame: sampled once
        timeline.seek(to: 2.5555)
        hud = timeline.hud(frames: [], hostNow: 0, timeScale: 1)
        #expect(hud.samples.last?.time == 2.5555 && hud.samples.dropLast().last?.time == 153.0 / 60)
        timeline.seek(to: 2.55)
        // The same as a timeline that went straight there.
        var straight = try Timeline(script: script)
        straight.seek(to: 2.55)
        #expect(straight.samples.map(\.time) == forward.map(\.time))
        #expect(straight.samples.map(\.state) == forward.map(\.state))

        // And back: nothing after the playhead.
        timeline.seek(to: 0.3)
        #expect(timeline.samples.map(\.time) == (0...18).map { Double($0) / 60 })
        hud = timeline.hud(frames: [], hostNow: 0, timeScale: 1)
        #expect(hud.samples.allSatisfy { $0.time <= 0.3 } && hud.samples.last?.time == 0.3)
        // Stepping keeps the grid, so a frame on it is sampled once.
        timeline.step(frames: 1)
        hud = timeline.hud(frames: [], hostNow: 0, timeScale: 1)
        #expect(hud.samples.map(\.time) == (0...19).map { Double($0) / 60 })
    }

    @Test func theHUDsRingsAndNotesAreTheReplaysRecentEventsAndItsTimingsAreShifted() throws {
        // Every interface's main example, at a few times: the rings and notes
        // are the replay's events of the last moments before the playhead.
        for name in ["pip", "drawer", "responsive-button", "flashlight-button"] {
            let script = try Self.example(name)
            var timeline = try Timeline(script: script)
            for t in [0.1, 0.3, 0.6, 1.0, timeline.end] {
                timeline.seek(to: t)
                let hud = timeline.hud(frames: [], hostNow: 0, timeScale: 0.5)
                let events = try ScriptReplay(script: script).model(at: timeline.time).events
                let haptics = events.filter {
                    if case .haptic = $0.kind { return $0.time > timeline.time - HUDRecorder.pulseDuration && $0.time <= timeline.time }
                    return false
                }
                let notes = events.filter {
                    if case .state = $0.kind { return $0.time > timeline.time - HUDRecorder.noteDuration && $0.time <= timeline.time }
                    return false
                }
                #expect(hud.pulses.map(\.time) == haptics.map(\.time), "\(name) at \(t)")
                #expect(hud.notes.map(\.time) == notes.suffix(6).map(\.time), "\(name) at \(t)")
                #expect(hud.timeScale == 0.5)
            }
        }
        // The window's frame times keep their spacing, ending at the playhead.
        var timeline = try Timeline(script: try Self.example("pip"))
        timeline.seek(to: 0.5)
        var live = HUDRecorder()
        live.recordFrame(at: 99.5, drawDuration: 0.001, sceneDuration: 0.0005)
        live.recordFrame(at: 100, drawDuration: 0.002, sceneDuration: 0.001)
        let hud = timeline.hud(frames: live.frames, hostNow: 100, timeScale: 1)
        #expect(hud.frames.map(\.time) == [0, 0.5])
        #expect(hud.frames.map(\.drawDuration) == [0.001, 0.002])
    }

    // MARK: Bounds and bad input

    @Test func timesOutsideTheReplayAreClamped() throws {
        var timeline = try Timeline(script: try Self.example("pip"))
        timeline.seek(to: -1)
        #expect(timeline.time == 0)
        timeline.step(frames: -1)
        #expect(timeline.time == 0)
        try Self.expectReplayState(timeline)
        timeline.seek(to: 1e9)
        #expect(timeline.time == timeline.end && timeline.isAtEnd)
        timeline.step(frames: 1)
        timeline.step(frames: Timeline.jumpFrames)
        #expect(timeline.time == timeline.end)
        try Self.expectReplayState(timeline)
        timeline.step(frames: -1)
        #expect(timeline.time < timeline.end && timeline.time >= timeline.end - 1.0 / 60 - 1e-12)
        #expect((timeline.time * 60).rounded() / 60 == timeline.time)
        #expect(timeline.snapped(-5) == 0 && timeline.snapped(timeline.end + 1) == timeline.end)
        #expect(timeline.snapped(timeline.end - 0.001) == timeline.end)
        #expect(timeline.snapped(0.255) == 0.25 && timeline.snapped(0.26) == 16.0 / 60)
    }

    @Test func notANumberChangesNothing() throws {
        var timeline = try Timeline(script: try Self.example("pip"))
        timeline.seek(to: 0.25)
        let state = timeline.model.state
        let samples = timeline.samples.map(\.time)
        for bad in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            timeline.seek(to: bad)
            #expect(timeline.time == 0.25)
            #expect(timeline.snapped(bad) == nil)
        }
        timeline.play()
        for bad in [Double.nan, .infinity, -1, 0] { timeline.advance(by: bad) }
        #expect(timeline.time == 0.25 && timeline.model.state == state && timeline.samples.map(\.time) == samples)
        try Self.expectReplayState(timeline)
        var live = HUDRecorder()
        live.recordFrame(at: 1, drawDuration: .nan, sceneDuration: 0)
        _ = timeline.hud(frames: live.frames, hostNow: .nan, timeScale: 1)

        let track = TimelineBar.track(in: TimelineBar.frame(in: Viewport.phone.safeBounds))
        #expect(TimelineBar.time(atX: .nan, end: 1, on: track) == nil)
        #expect(TimelineBar.time(atX: 10, end: .nan, on: track) == nil)
        #expect(TimelineBar.x(of: .nan, end: 1, on: track) == track.minX)
        #expect(TimelineBar.x(of: 1, end: 0, on: track) == track.minX)

        // A touch at NaN on the bar scrubs nowhere.
        var session = TimelineSession()
        session.review(Self.live(time: 0.25, recording: try Self.example("pip")))
        let area = Viewport.phone.safeBounds
        let r1 = session.take(.began(1, at: Point(x: .nan, y: .nan), time: 0), area: area, live: nil)
        #expect(r1)
        let r2 = session.take(.moved(1, to: Point(x: .nan, y: 800), time: 0.1), area: area, live: nil)
        #expect(r2)
        session.frame(at: 1, live: nil)
        #expect(session.timeline?.time == 0.25)
    }

    @Test func aScriptThatDoesNotReplayIsRefused() throws {
        var script = try Self.example("pip")
        script.interface = "no-such-interface"
        #expect(throws: ScriptError.self) { _ = try Timeline(script: script) }
        var session = TimelineSession()
        let r3 = session.load(replay: script, tuning: Tuning())
        #expect(r3 != nil)
        #expect(!session.isShown)
        let r4 = session.review(Self.live(time: 0, recording: script))
        #expect(r4 != nil)
        #expect(!session.isReviewing)
    }

    // MARK: The window's session

    static func live(time: Double, recording: GestureScript? = nil, timeScale: Double = 1) -> TimelineSession.Live {
        TimelineSession.Live(time: time, recording: { recording }, tuning: Tuning(), timeScale: timeScale)
    }

    @Test func reviewingARecordingPausesAtTheLiveTimeAndScrubsOnTheBar() throws {
        let recording = try Self.example("pip")
        let area = Viewport.phone.safeBounds
        var session = TimelineSession()
        // Nothing recorded: nothing to review.
        let r5 = session.perform(.toggle, live: Self.live(time: 1))
        #expect(r5 == nil)
        #expect(!session.isReviewing && !session.isShown)
        let r6 = session.take(.began(1, at: Point(x: 195, y: 780), time: 0), area: area, live: Self.live(time: 1))
        #expect(!r6)
        _ = session.take(.ended(1, at: Point(x: 195, y: 780), time: 0.1), area: area, live: nil)

        // P or Space: paused where the live interface is.
        session.perform(.toggle, live: Self.live(time: 0.4, recording: recording))
        #expect(session.isReviewing && session.isShown)
        var timeline = try #require(session.timeline)
        #expect(timeline.time == 0.4 && !timeline.isPlaying)
        try Self.expectReplayState(timeline)
        let hud = HUDState(visible: true)
        let shown = try #require(session.frame(hud: hud.shown(at: 50)))
        #expect(shown.bar.mode == .paused && shown.bar.time == 0.4 && shown.bar.caption == "paused at 0.400 s")
        #expect(shown.model?.state == timeline.model.state)
        #expect(shown.hud?.now == 0.4 && shown.hud?.recorder.samples.last?.time == 0.4)
        #expect(session.frame(hud: HUDState(visible: false).shown(at: 50))?.hud == nil)

        // The keys.
        session.perform(.step(frames: 1), live: nil)
        #expect(session.timeline?.time == 25.0 / 60)
        session.perform(.step(frames: -Timeline.jumpFrames), live: nil)
        #expect(session.timeline?.time == 19.0 / 60)
        session.perform(.start, live: nil)
        #expect(session.timeline?.time == 0)

        // A press on the bar scrubs there (applied at the frame), and so does the drag.
        let track = TimelineBar.track(in: TimelineBar.frame(in: area))
        let end = timeline.end
        func x(_ t: Double) -> Double { TimelineBar.x(of: t, end: end, on: track) }
        let r7 = session.take(.began(1, at: Point(x: x(0.25), y: track.midY), time: 1), area: area, live: nil)
        #expect(r7)
        session.frame(at: 1, live: nil)
        #expect(session.timeline?.time == 0.25)
        let r8 = session.take(.moved(1, to: Point(x: x(0.1), y: 10), time: 1.1), area: area, live: nil)
        #expect(r8)
        let r9 = session.take(.moved(1, to: Point(x: x(0.05), y: 10), time: 1.15), area: area, live: nil)
        #expect(r9)
        session.frame(at: 1.2, live: nil)
        timeline = try #require(session.timeline)
        #expect(timeline.time == 0.05)
        try Self.expectReplayState(timeline)
        let r10 = session.take(.moved(1, to: Point(x: track.maxX + 500, y: 10), time: 1.3), area: area, live: nil)
        #expect(r10)
        let r11 = session.take(.ended(1, at: Point(x: track.maxX + 500, y: 10), time: 1.3), area: area, live: nil)
        #expect(r11)
        session.frame(at: 1.3, live: nil)
        #expect(session.timeline?.time == end)

        // Elsewhere, a finger that comes down is swallowed until it lifts;
        // one that was down before the review goes on to the interface.
        let r12 = session.take(.began(2, at: Point(x: 100, y: 200), time: 2), area: area, live: nil)
        #expect(r12)
        let r13 = session.take(.moved(2, to: Point(x: 120, y: 200), time: 2.1), area: area, live: nil)
        #expect(r13)
        let r14 = session.take(.moved(3, to: Point(x: 120, y: 200), time: 2.1), area: area, live: nil)
        #expect(!r14)
        let r15 = session.take(.ended(2, at: Point(x: 120, y: 200), time: 2.2), area: area, live: nil)
        #expect(r15)
        #expect(session.timeline?.time == end)

        // Space at the end: back to live, and the review of the recording is dropped.
        session.perform(.toggle, live: nil)
        #expect(!session.isReviewing && !session.isShown && session.timeline == nil)
        #expect(session.frame(hud: hud.shown(at: 60)) == nil)
        let r16 = session.take(.began(2, at: Point(x: 100, y: 200), time: 3), area: area, live: nil)
        #expect(!r16)
    }

    @Test func playingInTheWindowFollowsItsClockAndSlowMotion() throws {
        var session = TimelineSession()
        session.perform(.toggle, live: Self.live(time: 0, recording: try Self.example("pip")))
        session.frame(at: 10, live: nil)
        session.perform(.toggle, live: nil)                 // play, in the frame at 10 s
        session.frame(at: 10, live: Self.live(time: 0))
        #expect(session.timeline?.time == 0)
        session.frame(at: 10.25, live: Self.live(time: 0))
        #expect(session.timeline?.time == 0.25 && session.isAnimating)
        session.frame(at: 10.45, live: Self.live(time: 0, timeScale: 0.25))
        let time = try #require(session.timeline?.time)
        #expect(abs(time - 0.3) < 1e-12)   // 0.25 s, then 0.2 s of the window at ¼ speed
        let timeline = try #require(session.timeline)
        try Self.expectReplayState(timeline)
        session.perform(.toggle, live: nil)                 // pause
        session.frame(at: 11, live: nil)
        #expect(session.timeline?.time == time && !session.isAnimating)
        // Escape: live.
        session.leave()
        #expect(!session.isReviewing && session.timeline == nil)
    }

    @Test func aReplayFollowsTheLiveTimeUntilPausedAndEscapeGoesBackToFollowing() throws {
        let script = try Self.example("pip")
        var session = TimelineSession()
        let r17 = session.load(replay: script, tuning: Tuning())
        #expect(r17 == nil)
        #expect(session.isShown && !session.isReviewing)
        session.frame(at: 5, live: Self.live(time: 0.2))
        var shown = try #require(session.frame(hud: HUDState(visible: true).shown(at: 5)))
        #expect(shown.bar.mode == .following && shown.bar.time == 0.2 && shown.model == nil && shown.hud == nil)
        #expect(shown.bar.ticks.count == script.events.count)
        session.frame(at: 50, live: Self.live(time: 45))
        shown = try #require(session.frame(hud: HUDState(visible: true).shown(at: 50)))
        #expect(shown.bar.time == session.timeline?.end)

        // A press on the bar reviews and scrubs.
        let area = Viewport.phone.safeBounds
        let track = TimelineBar.track(in: TimelineBar.frame(in: area))
        let r18 = session.take(.began(1, at: Point(x: track.minX, y: track.midY), time: 50), area: area, live: Self.live(time: 45))
        #expect(r18)
        session.frame(at: 50.1, live: Self.live(time: 45.1))
        #expect(session.isReviewing && session.timeline?.time == 0)
        _ = session.take(.ended(1, at: Point(x: track.minX, y: track.midY), time: 50.1), area: area, live: nil)
        session.perform(.end, live: nil)
        #expect(session.timeline?.time == session.timeline?.end)
        // Escape: following again, the replay kept.
        session.leave()
        #expect(!session.isReviewing && session.isShown && session.timeline != nil)
        // Space: paused at the live time.
        session.perform(.toggle, live: Self.live(time: 0.3))
        #expect(session.isReviewing && session.timeline?.time == 0.3)
        // The interface closes: the bar goes.
        session.unload()
        #expect(!session.isShown && session.timeline == nil)
    }

    @Test func theKeys() {
        let space: Int32 = 32, p: Int32 = 112, c: Int32 = 99
        let left: Int32 = 0x4000_0050, right: Int32 = 0x4000_004F, home: Int32 = 0x4000_004A, end: Int32 = 0x4000_004D
        #expect(TimelineCommand.key(space, shift: false, isRepeat: false) == .toggle)
        #expect(TimelineCommand.key(p, shift: false, isRepeat: false) == .toggle)
        #expect(TimelineCommand.key(space, shift: false, isRepeat: true) == nil)
        #expect(TimelineCommand.key(left, shift: false, isRepeat: false) == .step(frames: -1))
        #expect(TimelineCommand.key(right, shift: false, isRepeat: true) == .step(frames: 1))
        #expect(TimelineCommand.key(left, shift: true, isRepeat: false) == .step(frames: -6))
        #expect(TimelineCommand.key(right, shift: true, isRepeat: false) == .step(frames: 6))
        #expect(TimelineCommand.key(home, shift: false, isRepeat: false) == .start)
        #expect(TimelineCommand.key(end, shift: false, isRepeat: false) == .end)
        #expect(TimelineCommand.key(c, shift: false, isRepeat: false) == nil)
    }

    // MARK: The bar

    @Test func theBarsAxisMapsTimesToPointsAndBack() {
        let area = Viewport.phone.safeBounds
        let frame = TimelineBar.frame(in: area)
        #expect(frame.maxY == area.maxY - TimelineBar.margin && frame.height == TimelineBar.height)
        let track = TimelineBar.track(in: frame)
        for t in [0, 0.25, 1, 1.7, 2] {
            let x = TimelineBar.x(of: t, end: 2, on: track)
            #expect(abs((TimelineBar.time(atX: x, end: 2, on: track) ?? -1) - t) < 1e-12)
        }
        #expect(TimelineBar.x(of: -1, end: 2, on: track) == track.minX && TimelineBar.x(of: 3, end: 2, on: track) == track.maxX)
        #expect(TimelineBar.time(atX: track.minX - 50, end: 2, on: track) == 0)
        #expect(TimelineBar.time(atX: track.maxX + 50, end: 2, on: track) == 2)
        let paused = TimelineBar(end: 2.5, time: 0.75, mode: .paused, ticks: [])
        #expect(paused.caption == "paused at 0.750 s" && paused.axisLabels == ("0 s", "2.500 s"))
        #expect(TimelineBar(end: 2.5, time: 0.75, mode: .playing, ticks: []).caption == "playing 0.750 s")
        #expect(TimelineBar(end: 2.5, time: 0.75, mode: .following, ticks: []).caption == "replay 0.750 s")
    }

    @Test func theBarIsDrawnWithThePlayheadWhereItsTimeIs() throws {
        let viewport = Viewport.phone
        let renderer = try OffscreenRenderer(size: Size(width: viewport.width, height: viewport.height), scale: 2)
        renderer.render([])
        let bar = TimelineBar(end: 2, time: 0.5, mode: .paused,
                              ticks: [.init(time: 0, mark: .began), .init(time: 1.5, mark: .ended)])
        TimelineRenderer().draw(bar, in: viewport.safeBounds, on: renderer.canvas)
        let track = TimelineBar.track(in: TimelineBar.frame(in: viewport.safeBounds))
        let head = TimelineBar.x(of: 0.5, end: 2, on: track)
        // The knob is white, the played axis orange, the rest of the axis grey on the dark bar.
        #expect(renderer.pixel(at: Point(x: head, y: track.midY))?.isClose(to: Pixel(red: 255, green: 255, blue: 255)) == true)
        let played = try #require(renderer.pixel(at: Point(x: (track.minX + head) / 2 - 3, y: track.midY)))
        #expect(played.isClose(to: Pixel(TimelineRenderer.accent), tolerance: 12))
        let ahead = try #require(renderer.pixel(at: Point(x: TimelineBar.x(of: 1.2, end: 2, on: track), y: track.midY)))
        #expect(ahead.red > 40 && ahead.red < 120 && ahead.red == ahead.green)
        let sheet = try #require(renderer.pixel(at: Point(x: track.midX, y: track.maxY + 3)))
        #expect(sheet.red < 40 && sheet.green < 40)
        // The end tick at 1.5 s is white above the axis.
        let tick = try #require(renderer.pixel(at: Point(x: TimelineBar.x(of: 1.5, end: 2, on: track) + 0.5, y: track.midY - 5)))
        #expect(tick.red > 200)
    }
}

extension TimelineTests {
    /// The panel retuned the live interface after `--replay` loaded: the
    /// review replays the script with the tuning in force, as `fluid replay
    /// --tuning` would.
    @Test func aReviewAfterARetuneReplaysWithTheNewTuning() throws {
        let script = try Self.example("drawer")
        var session = TimelineSession()
        #expect(session.load(replay: script, tuning: Tuning()) == nil)
        let slow = try Tuning([MomentumDrawer.Tuned.flick.name: .spring(response: 1.5, dampingRatio: 1)], for: MomentumDrawer.tunables)
        let live = TimelineSession.Live(time: 0.45, recording: { nil }, tuning: slow, timeScale: 1)
        #expect(session.review(live) == nil)
        #expect(session.timeline?.replay.tuning == slow)
        let timeline = try #require(session.timeline)
        #expect(Self.stamped(timeline.model.state, at: timeline.time) == (try Self.reported(script, at: timeline.time, tuning: slow)))
        #expect(timeline.model.state != (try ScriptReplay(script: script).model(at: timeline.time)).state, "not the untuned replay")
    }
}
