import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidTestSupport
import Testing

/// The pinned `fluid-tuning` file: reading both spring spellings, writing,
/// round trips to the last bit, every bad case an error naming its place,
/// and a replay that plays the tuning.
@Suite("TuningFile: the fluid-tuning format")
struct TuningFileTests {
    static func file(_ values: String, interface: String = "drawer") -> String {
        #"{"format": "fluid-tuning", "version": 1, "interface": "\#(interface)", "values": {\#(values)}}"#
    }

    @Test func readsBothSpringSpellingsNumbersAndWritesThemBack() throws {
        let file = try TuningFile(parsing: Self.file(#""flickSpring": {"duration": 0.5, "bounce": 0.3}, "tapSpring": {"response": 0.45, "dampingRatio": 0.9}, "tapSlop": 12"#))
        #expect(file.interface == "drawer")
        #expect(file.tuning.spring(MomentumDrawer.Tuned.flick) == Spring(duration: 0.5, bounce: 0.3))
        #expect(file.tuning.spring(MomentumDrawer.Tuned.tap) == Spring(response: 0.45, dampingRatio: 0.9))
        #expect(file.tuning.number(MomentumDrawer.Tuned.tapSlop) == 12)
        #expect(file.jsonValue.jsonText() == #"{"format":"fluid-tuning","version":1,"interface":"drawer","values":{"flickSpring":{"response":0.5,"dampingRatio":0.7},"tapSlop":12,"tapSpring":{"response":0.45,"dampingRatio":0.9}}}"#)
    }

    @Test func roundTripsToTheLastBit() throws {
        var g = SeededRandom(seed: 23)
        for _ in 0..<200 {
            var tuning = Tuning()
            try tuning.set(MomentumDrawer.Tuned.flick, to: .spring(response: g.uniform(0.05...5), dampingRatio: g.uniform(0.05...2)))
            try tuning.set(MomentumDrawer.Tuned.tapSlop, to: .number(g.uniform(0...60)))
            let file = TuningFile(interface: "drawer", tuning: tuning)
            let again = try TuningFile(parsing: file.jsonValue.jsonText(pretty: true))
            #expect(again == file)
        }
    }

    @Test(arguments: [
        (#"{"format": "fluid-tuning", "version": 1, "interface": "drawer"}"#, #"missing key "values""#),
        (#"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {}, "x": 1}"#, #"unknown key "x" (expected format, version, interface, values and reducedMotion)"#),
        (#"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {}, "reducedMotion": 1}"#,
         #"reducedMotion: expected true or false, got a number"#),
        (#"{"format": "fluid-script", "version": 1, "interface": "drawer", "values": {}}"#, #"format: must be "fluid-tuning" (got "fluid-script")"#),
        (#"{"format": "fluid-tuning", "version": 2, "interface": "drawer", "values": {}}"#, "version: unsupported version 2 (this program reads version 1)"),
        (file("", interface: "nope"), #"interface: unknown interface "nope""#),
        (file(#""nope": 1"#), #"values.nope: unknown tunable (expected "flickSpring""#),
        (file(#""tapSlop": 61"#), "values.tapSlop: must be from 0 to 60 pt (got 61)"),
        (file(#""tapSlop": "ten""#), "values.tapSlop: expected a number, got a string"),
        (file(#""tapSlop": 1e999"#), "values.tapSlop: not a finite number"),
        (file(#""flickSpring": 0.3"#), "values.flickSpring: expected a spring"),
        (file(#""flickSpring": {"response": 0.3}"#), #"values.flickSpring: missing key "dampingRatio""#),
        (file(#""flickSpring": {"response": 0.3, "dampingRatio": 0.8, "bounce": 0}"#), #"values.flickSpring: unknown key "response""#),
        (file(#""flickSpring": {"duration": 0.3, "bounce": 1}"#), "values.flickSpring.bounce: must be greater than -1 and less than 1 (got 1)"),
        (file(#""flickSpring": {"response": 0.3, "dampingRatio": 0}"#), "values.flickSpring: a spring's damping ratio must be from 0.05 to 2 (got 0)"),
        ("{", "line 1"),
    ])
    func aBadFileIsAnErrorNamingItsPlace(text: String, message: String) {
        do {
            _ = try TuningFile(parsing: text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aFileGivesItsTuningOnlyToItsInterface() throws {
        let file = try TuningFile(parsing: Self.file(#""tapSlop": 12"#))
        #expect(try file.tuning(for: "drawer").number(MomentumDrawer.Tuned.tapSlop) == 12)
        #expect(throws: ScriptError.at("interface", "the tuning is for drawer, not pip")) { try file.tuning(for: "pip") }
    }

    /// `"reducedMotion": true` reads as reduced motion and is written back
    /// last; without it (the files before it), full motion, written as before.
    @Test func carriesTheMotionPreference() throws {
        let reduced = try TuningFile(parsing: #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"tapSlop": 12}, "reducedMotion": true}"#)
        #expect(reduced.motionPreference == .reduced)
        #expect(reduced.jsonValue.jsonText() == #"{"format":"fluid-tuning","version":1,"interface":"drawer","values":{"tapSlop":12},"reducedMotion":true}"#)
        let off = try TuningFile(parsing: #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {}, "reducedMotion": false}"#)
        #expect(off.motionPreference == .full)
        #expect(off.jsonValue.jsonText() == #"{"format":"fluid-tuning","version":1,"interface":"drawer","values":{}}"#)
        #expect(try TuningFile(parsing: Self.file("")).motionPreference == .full)
    }

    @Test @MainActor func aReplayPlaysItsTuning() throws {
        let tap = #"{"format": "fluid-gesture-script", "version": 1, "interface": "drawer", "viewport": {"width": 390, "height": 844}, "events": [{"t": 0, "phase": "began", "pointer": 1, "x": 195, "y": 700}, {"t": 0.05, "phase": "ended", "pointer": 1, "x": 195, "y": 700}], "until": "settled"}"#
        var replay = ScriptReplay(script: try GestureScript(parsing: tap))
        let plain = try replay.run(at: [0.3])
        replay.tuning = try TuningFile(parsing: Self.file(#""tapSpring": {"response": 1.5, "dampingRatio": 1}"#)).tuning
        let slow = try replay.run(at: [0.3])
        let y = { (r: ReplayResult) in r.at[0]["position"]?.number ?? .nan }
        #expect(y(slow) > y(plain) + 100)
        #expect(slow.settledAt! > plain.settledAt! + 0.5)
        // The playhead plays the same tuning.
        var playhead = try ReplayPlayhead(replay)
        expectClose(try playhead.advance(to: 0.3).state["position"]?.number ?? .nan, y(slow), tolerance: 0)
    }
}
