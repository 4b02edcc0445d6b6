@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import Testing

/// The tuning panel (its geometry, sliders kept in sync, choices, reset),
/// the window's tuning session (touches on the panel never reach the model),
/// what E writes, and `--tuning` in screenshots and movies against the tuned
/// replay.
@Suite("fluid-playground: the tuning panel and --tuning")
@MainActor
struct TuningPanelTests {
    static let area = Rect(x: 0, y: 47, width: 390, height: 763)
    static let scripts = MovieTests.scripts

    func drawerPanel(_ tuning: Tuning = Tuning()) -> TuningPanel {
        TuningPanel(tunables: MomentumDrawer.tunables, tuning: tuning, in: Self.area)
    }

    /// The point at `fraction` of a control's track.
    func point(_ panel: TuningPanel, _ control: TuningPanel.Control, at fraction: Double) throws -> Point {
        let cell = try #require(panel.layout.cells.first { $0.control == control })
        let track = TuningPanel.track(of: cell.frame)
        return Point(x: track.minX + fraction * track.width, y: track.midY)
    }

    @Test func aRowPerTunableFourSlidersPerSpringAtTheBottom() {
        let panel = drawerPanel()
        let (titles, cells) = panel.layout
        #expect(titles.map(\.text) == ["flickSpring", "tapSpring", "tapSlop", "projectionRate", "endRule"])
        #expect(cells.count == 4 + 4 + 1 + 1 + 2)
        #expect(panel.frame.maxY == Self.area.maxY - 6 && panel.frame.height == panel.contentHeight)
        for cell in cells { #expect(panel.frame.contains(Point(x: cell.frame.midX, y: cell.frame.midY))) }
        #expect(!titles.contains { $0.isTuned })
    }

    @Test func aSpringsFourSlidersStayInSync() throws {
        var panel = drawerPanel()
        let flick = MomentumDrawer.Tuned.flick
        // Response to the far right: 5 s; duration shows the same.
        let r1 = panel.press(at: try point(panel, .spring(0, .response), at: 1), time: 0)
        #expect(r1)
        panel.release(at: 0)
        #expect(panel.springValue(.duration, of: flick) == 5)
        #expect(panel.tuning.spring(flick) == Spring(response: 5, dampingRatio: 0.8))
        // Bounce at 0.3 of its way from −0.5 to 0.95 is −0.065, −0.07 on the 0.01 grid: over-damped, ζ = 1/(1 − 0.07).
        let r2 = panel.press(at: try point(panel, .spring(0, .bounce), at: 0.3), time: 0)
        #expect(r2)
        panel.release(at: 0)
        let bounce = panel.springValue(.bounce, of: flick)
        expectNear(bounce, -0.07)
        expectNear(panel.springValue(.dampingRatio, of: flick), 1 / (1 - 0.07))
        // Damping ratio to 0.5: bounce 0.5.
        let target = (0.5 - 0.05) / (2 - 0.05)
        let r3 = panel.press(at: try point(panel, .spring(0, .dampingRatio), at: target), time: 0)
        #expect(r3)
        let r4 = panel.drag(to: try point(panel, .spring(0, .dampingRatio), at: target), time: 0)
        #expect(r4 == false, "the same value again")
        panel.release(at: 0)
        #expect(panel.springValue(.dampingRatio, of: flick) == 0.5 && panel.springValue(.bounce, of: flick) == 0.5)
        #expect(panel.layout.titles[0].isTuned && !panel.layout.titles[1].isTuned)
    }

    @Test func aNumberSliderMovesOnShortDecimalsAndClamps() throws {
        var panel = drawerPanel()
        let slop = MomentumDrawer.Tuned.tapSlop
        _ = panel.press(at: try point(panel, .number(2), at: 0.5), time: 0)
        #expect(panel.tuning.number(slop) == 30)
        _ = panel.drag(to: try point(panel, .number(2), at: 0.123), time: 0)
        #expect(panel.tuning.number(slop) == 7.5, "7.38 on the 0.5 grid of a 60-point range")
        _ = panel.drag(to: try point(panel, .number(2), at: 4), time: 0)
        #expect(panel.tuning.number(slop) == 60)
        panel.release(at: 0)
        let r5 = panel.reset()
        let again = panel.reset()
        #expect(r5 && panel.tuning.isEmpty && !again)
    }

    @Test func aChoiceIsASegment() throws {
        let curve = Tunable.choice("curve", default: "ios", choices: ["ios", "power"], summary: "The curve.")
        var panel = TuningPanel(tunables: [curve], in: Self.area)
        let power = try #require(panel.layout.cells.first { $0.control == .choice(0, 1) })
        let r6 = panel.press(at: Point(x: power.frame.midX, y: power.frame.midY), time: 0)
        #expect(r6)
        #expect(panel.tuning.choice(curve) == "power")
        #expect(panel.layout.cells.map(\.fraction) == [0, 1])
    }

    @Test func manyTunablesScrollInsideTheirShareOfTheArea() {
        let many = (0..<20).map { Tunable.number("n\($0)", default: 1, range: 0...2, unit: "", summary: "A number.") }
        var panel = TuningPanel(tunables: many, in: Self.area)
        #expect(panel.frame.height == (Self.area.height * TuningPanel.maximumHeightShare))
        let end = panel.contentHeight - panel.frame.height
        let empty = Point(x: panel.frame.maxX - 3, y: panel.frame.maxY - 3)
        let pressed = panel.press(at: empty, time: 1)
        #expect(!pressed)
        // One to one inside the range.
        _ = panel.drag(to: Point(x: empty.x, y: empty.y - 40), time: 1.1)
        #expect(panel.scroll == 40)
        // Past the end the rows resist: further than the end, far less than the finger.
        _ = panel.drag(to: Point(x: empty.x, y: empty.y - 5000), time: 1.2)
        let stretched = panel.scroll
        #expect(stretched > end && stretched < end + panel.frame.height)
        // Let go (the finger still), they spring back to the end and rest there.
        _ = panel.drag(to: Point(x: empty.x, y: empty.y - 5000), time: 1.35)
        panel.release(at: 1.35)
        #expect(panel.scroll == stretched && panel.isScrolling)
        var last = stretched
        for i in 1...60 {
            panel.advance(to: 1.35 + Double(i) / 60)
            #expect(panel.scroll <= last + 1e-9 && panel.scroll >= end - 1e-6, "no bounce past the end, at frame \(i)")
            last = panel.scroll
        }
        #expect(!panel.isScrolling && panel.scroll == end)
        // A flick down glides on after the finger lifts and comes to rest at the top.
        _ = panel.press(at: empty, time: 3)
        for i in 1...6 { _ = panel.drag(to: Point(x: empty.x, y: empty.y + Double(i) * 16), time: 3 + Double(i) * 0.008) }
        panel.release(at: 3.048)
        let lifted = panel.scroll
        panel.advance(to: 3.1)
        #expect(panel.isScrolling && panel.scroll < lifted)
        panel.advance(to: 10)
        #expect(!panel.isScrolling && panel.scroll == 0)
        // A taller area (a taller panel, less to scroll) keeps the scroll within the new range.
        _ = panel.press(at: empty, time: 11)
        _ = panel.drag(to: Point(x: empty.x, y: empty.y - end), time: 11.1)
        panel.release(at: 11.1)
        panel.advance(to: 12)
        panel.layOut(in: Rect(x: 0, y: 0, width: Self.area.width, height: Self.area.height * 1.5))
        #expect(panel.contentHeight - panel.frame.height < end && panel.scroll == panel.contentHeight - panel.frame.height)
    }

    @Test func theSessionKeepsPanelTouchesFromTheModel() throws {
        var session = TuningSession(file: nil, directory: ".")
        session.toggle(interface: "drawer", tunables: MomentumDrawer.tunables, area: Self.area)
        let panel = try #require(session.panel)
        let slider = try point(panel, .spring(1, .response), at: 1)
        let down = session.take(.began(7, at: slider, time: 1), interface: "drawer")
        #expect(down.taken && down.changed?.spring(MomentumDrawer.Tuned.tap) == Spring(response: 5, dampingRatio: 1))
        let r7 = session.take(.moved(7, to: slider, time: 1.1), interface: "drawer")
        #expect(r7.taken)
        let r8 = session.take(.ended(7, at: slider, time: 1.2), interface: "drawer")
        #expect(r8.taken)
        // A touch above the panel is the model's.
        let above = session.take(.began(8, at: Point(x: 100, y: 100), time: 2), interface: "drawer")
        #expect(!above.taken)
        #expect(session.tuning(for: "drawer").values.count == 1)
        let r9 = session.reset("drawer")?.isEmpty
        #expect(r9 == true && session.tuning(for: "drawer").isEmpty)
        let r10 = session.reset("drawer")
        #expect(r10 == nil)
    }

    @Test func anUnreadableTuningFileOrScriptSaysWhyInOneLine() throws {
        let dir = try MovieTests.folder("unreadable")
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("missing.json").path
        for (load, path, message) in [(0, missing, "cannot read '\(missing)': No such file or directory"),
                                      (1, dir.path, "cannot read '\(dir.path)': it is a directory, not a file")] {
            do {
                _ = try load == 0 ? loadTuning(path).interface : loadScript(path).interface
                Issue.record("read \(path)")
            } catch {
                #expect(error.message == message && error.status == 2)
            }
        }
    }

    @Test func eWritesATuningFileThatReadsBackAndTheCodeForEachTunedSpring() throws {
        let dir = try MovieTests.folder("tuning")
        defer { try? FileManager.default.removeItem(at: dir) }
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.flick, to: .spring(response: 0.45, dampingRatio: 0.6))
        try tuning.set(MomentumDrawer.Tuned.tapSlop, to: .number(14))
        var session = TuningSession(file: TuningFile(interface: "drawer", tuning: tuning), directory: dir.path)
        session.save("drawer", tunables: MomentumDrawer.tunables)
        let paths = TuningExport.paths(for: "drawer", in: dir.path)
        #expect(session.note == "saved \(paths.tuning) and \(paths.code)")
        #expect(try loadTuning(paths.tuning) == TuningFile(interface: "drawer", tuning: tuning))
        let code = try String(contentsOfFile: paths.code, encoding: .utf8)
        #expect(code.components(separatedBy: "\n### ").count - 1 == 8, "eight platforms for the one tuned spring")
        #expect(code.contains("## flickSpring") && code.contains("response 0.45 s, damping ratio 0.6") && code.contains("## tapSlop"))
        #expect(code.contains(".spring(response: 0.45, dampingFraction: 0.6") || code.contains("response: 0.45"))
        // A folder that cannot be written: the note says so, nothing crashes.
        var broken = TuningSession(file: nil, directory: dir.appendingPathComponent("missing/deeper").path)
        broken.save("drawer", tunables: MomentumDrawer.tunables)
        #expect(broken.note?.contains("cannot write") == true)
    }

    @Test func aTunedScreenshotIsTheTunedReplayAndDiffersFromTheUntunedOne() throws {
        let dir = try MovieTests.folder("tuned-shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = Self.scripts.appendingPathComponent("drawer-main.json").path
        let file = dir.appendingPathComponent("slow.json")
        try #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"flickSpring": {"duration": 1.5, "bounce": 0}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let tuned = dir.appendingPathComponent("tuned.png").path, plain = dir.appendingPathComponent("plain.png").path
        var options = try PlaygroundOptions.parse(["--screenshot", tuned, "--script", script, "--at", "0.45", "--scale", "1", "--tuning", file.path])
        options.tuningFile = try loadTuning(file.path)
        try takeScreenshot(options, to: tuned)
        try takeScreenshot(try PlaygroundOptions.parse(["--screenshot", plain, "--script", script, "--at", "0.45", "--scale", "1"]), to: plain)
        // The tuned replay's model at 0.45 s, drawn.
        var replay = ScriptReplay(script: try loadScript(script))
        replay.tuning = try loadTuning(file.path).tuning
        let model = try replay.model(at: 0.45)
        let renderer = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 1)
        renderer.render(model.scene)
        #expect(MovieTests.pixels(try PNGImage(path: tuned)) == MovieTests.pixels(renderer.canvas))
        #expect(MovieTests.pixels(try PNGImage(path: tuned)) != MovieTests.pixels(try PNGImage(path: plain)))
        // A tuning for another interface is refused with one line, status 2.
        let other = dir.appendingPathComponent("pip.json")
        try #"{"format": "fluid-tuning", "version": 1, "interface": "pip", "values": {}}"#.write(to: other, atomically: true, encoding: .utf8)
        options.tuningFile = try loadTuning(other.path)
        #expect(throws: PlaygroundFailure.self) { try takeScreenshot(options, to: tuned) }
    }

    @Test func badTuningFilesAndFlagsAreOneLineStatus2() throws {
        let dir = try MovieTests.folder("bad-tuning")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, text) in ["{", #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"tapSlop": 99}}"#, ""].enumerated() {
            let file = dir.appendingPathComponent("bad\(i).json")
            try text.write(to: file, atomically: true, encoding: .utf8)
            do {
                _ = try loadTuning(file.path)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.status == 2 && !error.message.contains("\n") && error.message.hasPrefix(file.path))
            }
        }
        #expect(throws: PlaygroundFailure.self) { try loadTuning(dir.appendingPathComponent("none.json").path) }
        #expect(throws: UsageError.self) { try PlaygroundOptions.parse(["--tour", "out", "--tuning", "t.json"]) }
        #expect(throws: UsageError.self) { try PlaygroundOptions.parse(["--movie", "m.png", "--interface", "pip", "--panel"]) }
        let o = try PlaygroundOptions.parse(["--interface", "drawer", "--tuning", "t.json", "--panel", "--save-dir", "/tmp"])
        #expect(o.tuning == "t.json" && o.panel && o.saveDirectory == "/tmp")
    }

    func expectNear(_ a: Double, _ b: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) < 1e-9, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }
}
