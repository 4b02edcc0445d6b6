import Foundation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// Replays the example scripts of the two Threads interfaces and checks that
/// their coordinates hit the layout and each path does what its name says.
@Suite("Scripts: responsive button and elastic list")
struct ThreadsScriptTests {
    /// The touches of a `fluid-gesture-script` file in `Scripts/`, checked against the pinned header.
    func touches(_ name: String, interface: String) throws -> [TouchEvent] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/\(name).json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(json["format"] as? String == "fluid-gesture-script")
        #expect(json["version"] as? Int == 1)
        #expect(json["interface"] as? String == interface)
        #expect(json["until"] as? String == "settled")
        let viewport = try #require(json["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 390 && viewport["height"] as? Double == 844)
        let events = try #require(json["events"] as? [[String: Any]])
        var previous = -Double.infinity
        return try events.map { e in
            let t = try #require(e["t"] as? Double)
            #expect(t >= previous, "times never run backwards in \(name)")
            previous = t
            let name = try #require(e["phase"] as? String)
            let phase = try #require(TouchPhase.allCases.first { "\($0)" == name })
            let p = Point(x: try #require(e["x"] as? Double), y: try #require(e["y"] as? Double))
            return TouchEvent(pointer: PointerID(rawValue: try #require(e["pointer"] as? Int)), phase: phase,
                              location: p, timestamp: t, force: e["force"] as? Double)
        }
    }

    /// Runs a script to the end of its touches, then until settled (at most 60 s more).
    func replay<M: InteractionModel>(_ type: M.Type, _ touches: [TouchEvent]) -> M {
        var m = M(viewport: .phone)
        m.run(touches, until: touches.last?.timestamp ?? 0)
        var t = m.time
        while !m.isSettled, t < m.time + 60 {
            t += 1.0 / 120
            m.advance(to: t)
        }
        return m
    }

    @Test func responsiveButtonScripts() throws {
        let main: ResponsiveButton = replay(ResponsiveButton.self, try touches("responsive-button-main", interface: "responsive-button"))
        #expect(main.isSettled && main.taps == 2 && main.rowTaps == 1)
        #expect(main.haptics == [.light, .light, .light], "two presses, one row tap")

        let interrupt: ResponsiveButton = replay(ResponsiveButton.self,
                                                 try touches("responsive-button-interrupt", interface: "responsive-button"))
        #expect(interrupt.isSettled && interrupt.taps == 3 && interrupt.rowTaps == 0)
        #expect(interrupt.listOffset > 70 && interrupt.listOffset <= interrupt.maxListOffset)

        let cancel: ResponsiveButton = replay(ResponsiveButton.self, try touches("responsive-button-cancel", interface: "responsive-button"))
        #expect(cancel.isSettled && cancel.taps == 0 && cancel.scale == 1)
        #expect(cancel.stateEvents.map(\.1) == ["pressed", "pressed", "pressed", "pressed"], "down, out, back in, cancelled")
    }

    @Test func elasticListScripts() throws {
        let main: ElasticList = replay(ElasticList.self, try touches("elastic-list-main", interface: "elastic-list"))
        #expect(main.isSettled && main.rowTaps == 0 && main.contentOffset > 600)

        let interrupt: ElasticList = replay(ElasticList.self, try touches("elastic-list-interrupt", interface: "elastic-list"))
        #expect(interrupt.isSettled && interrupt.rowTaps == 0, "the catch did not tap")

        let cancel: ElasticList = replay(ElasticList.self, try touches("elastic-list-cancel", interface: "elastic-list"))
        #expect(cancel.isSettled && cancel.rowTaps == 1)
        expectClose(cancel.contentOffset, 290, tolerance: 1e-9, "no fling: back where the system took the touch")
        #expect(cancel.stateEvents.first?.2 == .number(7))

        // Scroll up, hold, then flick down into the top: the glide bounces past 0 and the rows trail it.
        var bounce = ElasticList(viewport: .phone)
        var lowest = 0.0, stretch = 0.0
        bounce.run(try touches("elastic-list-bounce", interface: "elastic-list"), until: 3) { m in
            lowest = Swift.min(lowest, m.contentOffset)
            if !m.isTouched { stretch = Swift.max(stretch, m.visibleRowIndices.map { Swift.abs(m.rowOffset(index: $0)) }.max() ?? 0) }
        }
        #expect(lowest < -20, "it bounces past the top: \(lowest)")
        #expect(stretch > 50, "the rows stretch after the finger has gone: \(stretch)")
        #expect(bounce.isSettled && bounce.contentOffset == 0 && bounce.rowTaps == 0)
    }
}
