import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidWeb
import Testing
import WebBrowserSupport

/// The page's Swift on its own (natively, no browser): what it records and
/// reports, and how it refuses bad input.
@Suite("PageSession")
struct PageSessionTests {
    static let opened = 1000.0

    static func pip() throws -> PageSession {
        try PageSession(interface: "pip", viewport: .phone, openedAt: opened)
    }

    @Test func aTouchThatArrivesLateCountsAsNowAndIsRecordedSo() throws {
        let page = try Self.pip()
        page.frame(at: Self.opened + 0.1)
        // Stamped 30 ms before the model's time: taken, and recorded, at 0.1 s.
        try page.touch(.began, pointer: 7, at: Point(x: 320, y: 715), clockTime: Self.opened + 0.07)
        try page.touch(.moved, pointer: 7, at: Point(x: 300, y: 650), clockTime: Self.opened + 0.12)
        guard case .touch(let first) = page.script.events[0], case .touch(let second) = page.script.events[1] else {
            Issue.record("two touches recorded")
            return
        }
        #expect(abs(first.time - 0.1) < 1e-12 && abs(second.time - 0.12) < 1e-12)
        #expect(page.time == second.time)
        #expect(page.state["dragging"] == true)
        // The script ends at the model's time and replays to its state.
        #expect(page.script.until == .time(page.time))
        let replayed = try ScriptReplay(script: page.script).run(at: [page.time])
        #expect(replayed.at[0] == page.state)
    }

    @Test func slowMotionRunsTheModelAtAFractionOfTheClock() throws {
        let page = try Self.pip()
        page.frame(at: Self.opened + 1)
        try page.setTimeScale(0.25, at: Self.opened + 1)
        page.frame(at: Self.opened + 2)
        #expect(abs(page.time - 1.25) < 1e-12)
        #expect(throws: PageError.self) { try page.setTimeScale(0, at: Self.opened + 2) }
    }

    @Test func badInputIsRefusedWithAReasonAndNothingIsRecorded() throws {
        #expect(throws: PageError("unknown interface 'nope' (known: \(InteractionCatalog.names.joined(separator: ", ")))")) {
            try PageSession(interface: "nope", viewport: .phone, openedAt: 0)
        }
        #expect(throws: PageError.self) { try PageSession(interface: "pip", viewport: Viewport(width: -1, height: 10), openedAt: 0) }
        #expect(throws: PageError.self) { try PageSession(interface: "pip", viewport: .phone, openedAt: .nan) }
        let page = try Self.pip()
        #expect(throws: PageError.self) { try page.touch(.began, pointer: 1, at: Point(x: .nan, y: 0), clockTime: Self.opened) }
        #expect(throws: PageError.self) { try page.touch(.began, pointer: 1, at: Point(x: 1, y: 1), clockTime: .infinity) }
        #expect(throws: PageError.self) { try page.touch(.began, pointer: -1, at: Point(x: 1, y: 1), clockTime: Self.opened) }
        #expect(throws: PageError.self) { try page.moveControl(0, ofTunable: 99, to: 0.5) }
        #expect(throws: PageError.self) { try page.load(tuningFile: "{}") }
        #expect(page.script.events.isEmpty)
        // A frame at a bad time leaves the model where it is.
        page.frame(at: .nan)
        page.frame(at: Self.opened - 5)
        #expect(page.time == 0)
    }

    @Test func aTuningIsPutInForceLiveAndRecorded() throws {
        let page = try PageSession(interface: "drawer", viewport: .phone, openedAt: Self.opened)
        let index = try #require(MomentumDrawer.tunables.firstIndex { $0.name == MomentumDrawer.Tuned.tapSlop.name })
        try page.moveControl(0, ofTunable: index, to: 1)
        guard case .number(let slop) = page.tuning.value(MomentumDrawer.Tuned.tapSlop),
              case .number(_, let range) = MomentumDrawer.Tuned.tapSlop.kind else { Issue.record("a number"); return }
        #expect(slop == range.upperBound)
        guard case .tuning(let time, let values)? = page.script.events.last else { Issue.record("a tuning event"); return }
        #expect(time == 0 && values["tapSlop"] == .number(slop))
        #expect(page.tuningFile.tuning == page.tuning)
        #expect(page.tuningHandoff.contains("## tapSlop"))
        // The panel says it: the tunable is tuned, its slider at the end of its track.
        let row = try #require(page.panel["tunables"]?.array?[index])
        #expect(row["tuned"] == true && row["controls"]?.array?.first?["fraction"] == 1)
        try page.load(tuningFile: #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {}}"#)
        #expect(page.tuning.isEmpty)
        #expect(throws: PageError.self) {
            try page.load(tuningFile: #"{"format": "fluid-tuning", "version": 1, "interface": "pip", "values": {}}"#)
        }
    }

    @Test func theSceneIsCodedAsThePageReadsIt() throws {
        let page = try Self.pip()
        var coding = SceneCoding()
        coding.code(page.scene)
        #expect(coding.count == page.scene.count)
        #expect(coding.numbers.count == coding.count * SceneCoding.stride)
        let texts = coding.texts.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        for (k, layer) in page.scene.enumerated() {
            let n = Array(coding.numbers[(k * SceneCoding.stride)..<((k + 1) * SceneCoding.stride)])
            #expect(Array(n[0..<4]) == [layer.frame.minX, layer.frame.minY, layer.frame.width, layer.frame.height])
            #expect(n[22] < 0 ? layer.text == nil : texts[Int(n[22])] == layer.text)
            #expect((n[8] >= 0) == (layer.fill != nil) && (n[16] >= 0) == (layer.stroke != nil))
            if let fill = layer.fill?.clamped { #expect(n[5] == fill.red && n[8] == fill.alpha) }
            #expect(n[19] == layer.opacity && n[20] == layer.scale && n[21] == layer.rotation.radians)
        }
    }

    @Test func theSeededRunIsTheSameEveryTime() throws {
        let a = try PageComparison.transcript(interface: "drawer", seed: 42)
        #expect(try PageComparison.transcript(interface: "drawer", seed: 42) == a)
        #expect(try PageComparison.transcript(interface: "drawer", seed: 43) != a)
        #expect(a.split(separator: "\n").count > 100, "a state a step and the end's seven lines")
    }
}
