import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidTestSupport
import Foundation
import Testing

@Suite("Script replay")
@MainActor
struct ReplayTests {
    static let home = Viewport.phone.safeCenter

    /// The test dot grabbed at home at 0.1 s, dragged by (120, −60) with
    /// moves every 8 ms for 0.2 s, held `hold` s, then released (or cancelled).
    static func dragScript(until: ScriptEnd = .settled, hold: Double = 0, cancel: Bool = false) -> GestureScript {
        var events: [ScriptEvent] = [.touch(ScriptTouch(time: 0.1, phase: .began, pointer: 1, x: home.x, y: home.y))]
        for i in 1...25 {
            let f = Double(i) / 25
            events.append(.touch(ScriptTouch(time: Double(100 + 8 * i) / 1000, phase: .moved, pointer: 1,
                                             x: home.x + 120 * f, y: home.y - 60 * f, force: 0.3)))
        }
        events.append(.touch(ScriptTouch(time: 0.3 + hold, phase: cancel ? .cancelled : .ended, pointer: 1,
                                         x: home.x + 120, y: home.y - 60)))
        return GestureScript(interface: TestDot.interfaceName, viewport: .phone, events: events, until: until)
    }

    func replay(_ script: GestureScript, fps: Double = 120, at times: [Double] = []) throws -> ReplayResult {
        try ScriptReplay(script: script, model: TestDot.self, framesPerSecond: fps).run(at: times)
    }

    /// The dot driven without frames: every touch up to `time`, then straight to `time`.
    func direct(_ script: GestureScript, to time: Double) -> TestDot {
        var dot = TestDot(viewport: script.viewport)
        for touch in script.touches where touch.timestamp <= time { dot.handle(touch) }
        dot.advance(to: time)
        return dot
    }

    func stamped(_ state: InteractionValue, _ t: Double) -> InteractionValue {
        guard case .object(let fields) = state else { return state }
        return .object([.init("t", .number(t))] + fields)
    }

    /// With reduced motion from the start, the drawer flicked open never
    /// passes its open edge (127 pt) and rests there; the same as the
    /// script with a `reducedMotion` event at time 0, and the bouncing
    /// full motion passes it.
    @Test func reducedMotionFromTheStart() throws {
        let times = stride(from: 0.08, through: 0.6, by: 0.004).map { $0 }
        var replay = ScriptReplay(script: try ExampleScripts.load("drawer-main"))
        let full = try replay.run(at: times)
        replay.motionPreference = .reduced
        let reduced = try replay.run(at: times)
        let positions = { (r: ReplayResult) in r.at.compactMap { $0["position"]?.number } }
        #expect(positions(full).min()! < 126)
        #expect(positions(reduced).allSatisfy { $0 >= 127 - 1e-9 })
        #expect(reduced.final["position"]?.number == 127 && full.final["position"]?.number == 127)
        let evented = try ScriptReplay(script: try ExampleScripts.load("drawer-reduced-motion")).run(at: times)
        #expect(evented.at == reduced.at && evented.final == reduced.final)
    }

    /// A script's action events play as the model's own actions at their
    /// time; an action the interface does not have is an error naming its
    /// place, before anything plays.
    @Test func actionEventsPlayAsTheModelsActions() throws {
        let script = try ExampleScripts.load("pip-actions")
        let replayed = try ScriptReplay(script: script).run(at: [0.2, 0.5, 3])
        var m = PictureInPicture(viewport: script.viewport)
        var states: [InteractionValue] = []
        try m.perform("moveToTopLeft", at: 0.1)
        m.advance(to: 0.2)
        states.append(m.state)
        try m.perform("stash", at: 0.3)
        m.advance(to: 0.5)
        states.append(m.state)
        try m.perform("moveToBottomRight", at: 1.0)
        m.advance(to: 3)
        states.append(m.state)
        for (at, state) in zip(replayed.at, states) {
            #expect(at["corner"] == state["corner"] && at["stashed"] == state["stashed"])
            for axis in ["x", "y"] {
                let a = at["center"]?[axis]?.number ?? .nan, b = state["center"]?[axis]?.number ?? .infinity
                #expect(Swift.abs(a - b) < 1e-9, "center.\(axis): \(a) against \(b)")
            }
        }
        #expect(states[1]["stashed"] == "left" && states[2]["corner"] == "bottomRight")
        var bad = script
        bad.events.insert(.action(time: 0.2, name: "fly"), at: 1)
        #expect(throws: ScriptError.at("events[1].action", #"unknown action "fly" (expected moveToTopLeft, moveToTopRight, moveToBottomLeft, moveToBottomRight or stash)"#)) {
            try ScriptReplay(script: bad).run()
        }
    }

    @Test func finalStateAndEvents() throws {
        let result = try replay(Self.dragScript())
        #expect(result.interface == "test-dot")
        guard case .object(let fields) = result.final else { Issue.record("final is not an object"); return }
        #expect(fields.map(\.key) == ["t", "x", "y", "dragging", "velocity"])
        #expect(result.final["x"]?.number == Self.home.x)
        #expect(result.final["y"]?.number == Self.home.y)
        #expect(result.final["dragging"]?.bool == false)
        #expect(result.final["velocity"] == .point(Point(x: 0, y: 0)))
        #expect(result.settled)
        #expect(result.settledAt == result.endTime)
        #expect(result.endTime > 0.3)
        #expect(result.events == [
            InteractionEvent.haptic(.light, at: 0.1).jsonValue,
            InteractionEvent.state("dragging", .bool(true), at: 0.1).jsonValue,
            InteractionEvent.state("dragging", .bool(false), at: 0.3).jsonValue,
        ])
        #expect(result.at.isEmpty)
    }

    /// `until` seconds: the final state is the state at exactly that time.
    @Test func untilATime() throws {
        let script = Self.dragScript(until: .time(0.4567))
        let result = try replay(script)
        #expect(result.endTime == 0.4567)
        #expect(result.final == stamped(direct(script, to: 0.4567).state, 0.4567))
        #expect(result.final["dragging"]?.bool == false)
        #expect(result.final["x"]?.number != Self.home.x) // still on its way home
        #expect(!result.settled)
        #expect(result.settledAt == nil)
    }

    /// A snapshot between frames is the state at exactly that instant, and
    /// touches at the instant itself are applied first.
    @Test func snapshotsAreExact() throws {
        let script = Self.dragScript()
        let times = [0.1234, 0.3051, 0.0, 0.05, 0.1, 0.3, 0.2961]
        let result = try replay(script, at: times)
        #expect(result.at.count == times.count)
        for (i, t) in times.enumerated() {
            #expect(result.at[i] == stamped(direct(script, to: t).state, t), "at \(t)")
        }
        let initial = TestDot(viewport: .phone).state
        #expect(result.at[2] == stamped(initial, 0))
        #expect(result.at[3] == stamped(initial, 0.05)) // before the first touch: at rest
        #expect(result.at[4]["dragging"]?.bool == true) // the touch at 0.1 is in
        #expect(result.at[5]["dragging"]?.bool == false) // the release at 0.3 is in
        #expect(result.at[0]["x"]?.number != result.at[6]["x"]?.number)
    }

    @Test func snapshotsKeepTheRequestedOrder() throws {
        let times = [0.5, 0.2, 0.35, 0.2, 0.0001]
        let result = try replay(Self.dragScript(), at: times)
        #expect(result.at.map { $0["t"]?.number } == times.map { Optional($0) })
        #expect(result.at[1] == result.at[3])
    }

    /// Snapshots after the end are allowed and change nothing else.
    @Test func snapshotsAfterTheEnd() throws {
        let script = Self.dragScript(until: .time(0.35))
        let plain = try replay(script)
        let late = try replay(script, at: [0.35, 5, 0.34])
        #expect(late.final == plain.final)
        #expect(late.events == plain.events)
        #expect(late.settled == plain.settled)
        #expect(late.settledAt == plain.settledAt)
        #expect(late.at[0] == plain.final)
        #expect(late.at[1] == stamped(direct(script, to: 5).state, 5))
        #expect(late.at[1]["x"]?.number == Self.home.x)
        #expect(late.at[2] == stamped(direct(script, to: 0.34).state, 0.34))
    }

    /// A timed event happens at its exact instant at every frame rate, and a
    /// snapshot at that instant includes it.
    @Test func timedEventsAtExactInstants() throws {
        let script = Self.dragScript(hold: 0.6)
        for fps in [60.0, 120, 144, 7] {
            let result = try replay(script, fps: fps, at: [0.6])
            #expect(result.events.contains(InteractionEvent.state("held", .bool(true), at: 0.6).jsonValue), "\(fps) fps")
            #expect(result.events.count == 4)
            #expect(result.at[0]["dragging"]?.bool == true)
        }
    }

    nonisolated static let ends: [ScriptEnd] = [.settled, .time(1.5), .time(0.75), .time(0.6)]

    /// 60, 120 and 144 fps (and odd rates) give the same final numbers to
    /// 1e-6, the same snapshots and identical events.
    @Test(arguments: ends)
    func frameRateIndependence(end: ScriptEnd) throws {
        for cancel in [false, true] {
            let script = Self.dragScript(until: end, hold: 0.25, cancel: cancel)
            let times = [0.15, 0.31, 0.4, 0.551]
            let reference = try replay(script, fps: 120, at: times)
            for fps in [60.0, 144, 1000, 24.5] {
                let other = try replay(script, fps: fps, at: times)
                expectSameNumbers(other.final, reference.final, tolerance: 1e-6, ignoring: end == .settled ? ["t"] : [],
                                  "final at \(fps) fps")
                #expect(other.events == reference.events, "\(fps) fps")
                #expect(other.settled == reference.settled)
                for i in times.indices {
                    expectSameNumbers(other.at[i], reference.at[i], tolerance: 1e-6, ignoring: [], "at \(times[i]), \(fps) fps")
                }
                if let a = other.settledAt, let b = reference.settledAt {
                    // Frame times: the same instant to within one frame of the slower rate.
                    expectClose(a, b, tolerance: 1 / Swift.min(fps, 120) + 1e-9, "settled at, \(fps) fps")
                } else {
                    #expect(other.settledAt == reference.settledAt)
                }
            }
        }
    }

    /// `settledAt` is the first frame at which the model is settled for good.
    @Test func settledAt() throws {
        let script = Self.dragScript(until: .time(3))
        for fps in [60.0, 120, 144] {
            let result = try replay(script, fps: fps)
            let settledAt = try #require(result.settledAt)
            #expect(result.settled)
            let frame = (settledAt * fps).rounded()
            expectClose(settledAt, frame / fps, tolerance: 1e-12, "a frame time")
            #expect(direct(script, to: settledAt).isSettled)
            #expect(!direct(script, to: (frame - 1) / fps).isSettled)
            // A "settled" replay of the same touches stops right there.
            let stop = try replay(Self.dragScript(), fps: fps)
            #expect(stop.endTime == settledAt)
            #expect(stop.settledAt == settledAt)
        }
    }

    @Test func settledEdgeCases() throws {
        // Nothing happens: settled from the start.
        let idle = GestureScript(interface: "test-dot", viewport: .phone, events: [], until: .time(1))
        let still = try replay(idle)
        #expect(still.settled)
        #expect(still.settledAt == 0)
        #expect(still.events.isEmpty)
        // "settled" with no events ends at once.
        var instant = idle
        instant.until = .settled
        #expect(try replay(instant).endTime == 0)
        // A finger that never lifts: never settled; a "settled" replay gives
        // up 60 s after the last event.
        var held = Self.dragScript()
        held.events.removeLast()
        let result = try replay(held, fps: 60)
        #expect(!result.settled)
        #expect(result.settledAt == nil)
        #expect(result.endTime == 0.3 + ScriptReplay.settleLimit)
        #expect(result.final["dragging"]?.bool == true)
        // A release that leaves the dot at home is settled at the release itself.
        var tap = GestureScript(interface: "test-dot", viewport: .phone, events: [
            .touch(ScriptTouch(time: 0.2, phase: .began, pointer: 3, x: 10, y: 10)),
            .touch(ScriptTouch(time: 0.25, phase: .ended, pointer: 3, x: 10, y: 10)),
            .system(time: 0.3, appearance: .dark),
        ], until: .settled)
        let tapped = try replay(tap, fps: 60)
        #expect(tapped.endTime == 0.3)
        #expect(tapped.settledAt == 0.25)
        tap.until = .time(2)
        #expect(try replay(tap, fps: 60).settledAt == 0.25)
    }

    @Test func errors() throws {
        let script = Self.dragScript()
        for (fps, got) in [(0.0, "0"), (.nan, "nan"), (1001, "1001"), (.infinity, "inf"), (-5, "-5"), (0.5, "0.5")] {
            #expect(throws: ScriptError.at("fps", "must be a finite number from 1 to 1000 (got \(got))")) {
                try replay(script, fps: fps)
            }
        }
        #expect(throws: ScriptError.at("at[1]", "must be a time from 0 to 660 seconds (got nan)")) {
            try replay(script, at: [1, .nan])
        }
        #expect(throws: ScriptError.at("at[0]", "must be a time from 0 to 660 seconds (got -1)")) {
            try replay(script, at: [-1])
        }
        #expect(throws: ScriptError.at("at[0]", "must be a time from 0 to 660 seconds (got 661)")) {
            try replay(script, at: [661])
        }
        // The catalogue has no such interface.
        var unknown = script
        unknown.interface = "no-such-interface"
        #expect(throws: ScriptError.self) { try ScriptReplay(script: unknown).run() }
        do {
            _ = try ScriptReplay(script: unknown).run()
        } catch {
            #expect(error.description.hasPrefix(#"interface: unknown interface "no-such-interface""#))
        }
        // A script built in code is validated before it runs.
        var broken = script
        broken.events.swapAt(3, 4)
        #expect(throws: ScriptError.at("events[4].t", "time goes backwards (0.124 after 0.132)")) { try replay(broken) }
    }

    @Test func pinnedJSON() throws {
        let result = try replay(Self.dragScript(until: .time(0.35)), at: [0.2])
        let json = result.jsonValue
        guard case .object(let fields) = json else { Issue.record("not an object"); return }
        #expect(fields.map(\.key) == ["interface", "final", "at", "events", "settled", "settledAt"])
        #expect(json["interface"] == .string("test-dot"))
        #expect(json["settled"] == .bool(false))
        #expect(json["settledAt"] == .null)
        #expect(json["final"]?["t"] == .number(0.35))
        #expect(json["at"]?.array?.first?["t"] == .number(0.2))
        #expect(json["events"]?.array?.first == .object([.init("t", .number(0.1)), .init("kind", .string("haptic")),
                                                          .init("style", .string("light"))]))
        #expect(try JSONParser.parse(json.jsonText(pretty: true)) == json)
        let settled = try replay(Self.dragScript()).jsonValue
        #expect(settled["settledAt"] == settled["final"]?["t"])
    }

    /// Every example script is valid against the catalogue and replays the
    /// same at 60, 120 and 144 fps.
    @Test func exampleScripts() throws {
        let files = try ExampleScripts.files()
        #expect(files.count >= 39)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let script: GestureScript
            do {
                script = try GestureScript(utf8: bytes)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
                continue
            }
            #expect(file.lastPathComponent.hasPrefix(script.interface + "-"), "\(file.lastPathComponent)")
            let reference = try ScriptReplay(script: script, framesPerSecond: 120).run()
            for fps in [60.0, 144] {
                let other = try ScriptReplay(script: script, framesPerSecond: fps).run()
                expectSameNumbers(other.final, reference.final, tolerance: 1e-6,
                                  ignoring: script.until == .settled ? ["t"] : [], "\(file.lastPathComponent) at \(fps) fps")
                #expect(other.events == reference.events, "\(file.lastPathComponent) at \(fps) fps")
            }
        }
    }
}

/// Asserts two values have the same shape and numbers within `tolerance`,
/// skipping the top-level keys in `ignoring`.
func expectSameNumbers(_ a: InteractionValue, _ b: InteractionValue, tolerance: Double, ignoring: Set<String>,
                       _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var differences: [String] = []
    func compare(_ a: InteractionValue, _ b: InteractionValue, _ path: String, top: Bool) {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            if !isClose(x, y, tolerance: tolerance) { differences.append("\(path): \(x) vs \(y)") }
        case (.array(let xs), .array(let ys)):
            guard xs.count == ys.count else { differences.append("\(path): lengths \(xs.count) vs \(ys.count)"); return }
            for i in xs.indices { compare(xs[i], ys[i], "\(path)[\(i)]", top: false) }
        case (.object(let xs), .object(let ys)):
            let xf = xs.filter { !(top && ignoring.contains($0.key)) }
            let yf = ys.filter { !(top && ignoring.contains($0.key)) }
            guard xf.map(\.key) == yf.map(\.key) else { differences.append("\(path): keys differ"); return }
            for (x, y) in zip(xf, yf) { compare(x.value, y.value, "\(path).\(x.key)", top: false) }
        default:
            if a != b { differences.append("\(path): \(a) vs \(b)") }
        }
    }
    compare(a, b, "", top: true)
    #expect(differences.isEmpty, "\(comment): \(differences.prefix(5))", sourceLocation: sourceLocation)
}

@Suite("Replay: the model at an instant")
@MainActor
struct ReplayModelAtTests {
    @Test func theModelAtAnInstantHasTheStateRunAtReports() throws {
        let scripts = try ExampleScripts.all()
        #expect(scripts.count >= 39)
        for (name, script) in scripts {
            let replay = ScriptReplay(script: script, framesPerSecond: 120)
            let times = [0, 0.05, 0.123, 0.4, 1.3]
            let result = try replay.run(at: times)
            for (i, t) in times.enumerated() {
                let state = try replay.model(at: t).state
                guard case .object(let stamped) = result.at[i] else { Issue.record("not an object"); continue }
                #expect(stamped.first?.key == "t" && stamped.first?.value == .number(t))
                #expect(state == .object(Array(stamped.dropFirst())), "\(name) at \(t)")
            }
        }
    }
}
