@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import PlaygroundTestSupport
import Testing

/// Key C and `--compare`: the ghost of the original rule gets what the real
/// model gets, parts from it where the rules differ, and shows in pictures.
@MainActor
@Suite("Ghost of the original rule (key C, --compare)")
struct GhostComparisonTests {
    /// A flick up the right side of a phone whose last 50 ms swing 25 pt to
    /// the left (−500 pt/s): the whole gesture keeps to the right (top
    /// right); per-axis projection carries x 250 pt, past the middle (top left).
    static let flick: [TouchEvent] = {
        var touches = [TouchEvent.began(1, at: Point(x: 320, y: 715), time: 0.1)]
        var last = Point(x: 320, y: 715), lastTime = 0.1
        for i in 1...25 {
            let t = Double(i) * 0.008
            last = Point(x: 320 - (t <= 0.15 ? 0 : 500 * (t - 0.15)), y: 715 - 1500 * t)
            lastTime = 0.1 + t
            touches.append(.moved(1, to: last, time: lastTime))
        }
        touches.append(.ended(1, at: last, time: lastTime))
        return touches
    }()

    /// The same flick as a gesture script for the pip, at its times.
    static var flickScript: GestureScript {
        let events = flick.map { touch -> ScriptEvent in
            let phase: ScriptTouch.Phase = touch.phase == .began ? .began : touch.phase == .ended ? .ended : .moved
            return .touch(ScriptTouch(time: touch.timestamp, phase: phase, pointer: 1, x: touch.location.x, y: touch.location.y))
        }
        return GestureScript(interface: "pip", viewport: .phone, events: events, until: .settled)
    }

    /// The window's navigation with `name` opened at once, its clock at 0.
    static func opened(_ name: String) throws -> (Navigation, HostFrameClock) {
        let clock = HostFrameClock(now: 0)
        var navigation = Navigation(size: Size(width: 390, height: 844), clock: clock)
        let tile = try #require(navigation.tileIndex(named: name))
        #expect(navigation.open(tile: tile, animated: false, at: 0) != nil)
        return (navigation, clock)
    }

    @Test func theGhostGetsTheSameTouchesAndPartsWherePerAxisProjectionPicksAnotherCorner() throws {
        var (navigation, clock) = try Self.opened("pip")
        let viewport = navigation.viewport
        var comparison = GhostComparison()
        comparison.toggle()
        // What the ghost must be: a fresh window with the demo's rule, fed the same touches at the same times.
        var reference = PictureInPicture(viewport: viewport)
        try reference.retune(try #require(PictureInPicture.originalRule))
        var plain = PictureInPicture(viewport: viewport)
        var pending = Self.flick[...]
        for frame in 0...240 {
            let t = Double(frame) / 120
            // As PlaygroundApp: the frame's touches through `forward`, then the frame clock, then the ghost.
            while let touch = pending.first, touch.timestamp <= t {
                pending.removeFirst()
                if let delivered = navigation.deliver(touch) { comparison.deliver(delivered) }
                reference.handle(touch)
                plain.handle(touch)
            }
            clock.fire(at: t)
            comparison.follow(navigation.presentation)
            reference.advance(to: t)
            plain.advance(to: t)
            let ghost = try #require(comparison.ghost?.model.model(as: PictureInPicture.self))
            let real = try #require(navigation.presentation?.model.model(as: PictureInPicture.self))
            #expect(ghost.time == real.time && ghost.state == reference.state && real.state == plain.state, "at \(t)")
        }
        let ghost = try #require(comparison.ghost?.model.model(as: PictureInPicture.self))
        let real = try #require(navigation.presentation?.model.model(as: PictureInPicture.self))
        #expect(real.corner == .topRight && ghost.corner == .topLeft && ghost.method == .perAxisProjection)
        #expect(real.isSettled && ghost.isSettled && !comparison.isMoving)
        #expect(comparison.label == "original rule: method = perAxisProjection")
        #expect(GhostRenderer.differing(ghost.scene, from: real.scene).map(\.name) == ["pip"])
        // The window's frame: the ghost's window at the top left, over the card, only with the comparison on.
        func frame(_ ghost: GhostComparison) throws -> CairoCanvas {
            let renderer = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 1)
            var tools = PlaygroundTools(recording: ScriptSession(recordPath: nil), prediction: nil, ghost: ghost,
                                        hud: HUDState(visible: false), tuning: TuningSession(file: nil, directory: "."))
            let context = ToolContext(now: 2, viewport: navigation.viewport, presentation: navigation.presentation, timeScale: 1,
                                      presentDelay: 0, area: navigation.viewport.safeBounds, touchLocation: .zero)
            _ = FrameComposer().draw(navigation, pressed: nil, backPressed: false, shown: tools.shown(in: context),
                                     tools: &tools, in: context, on: renderer.canvas)
            return renderer.canvas
        }
        let on = try frame(comparison), off = try frame(GhostComparison())
        #expect(on.pixel(at: Point(x: 70, y: 142)) != off.pixel(at: Point(x: 70, y: 142)))
        #expect(on.pixel(at: Point(x: 320, y: 142)) == off.pixel(at: Point(x: 320, y: 142)))
        // C again: no ghost, no label.
        comparison.toggle()
        comparison.follow(navigation.presentation)
        #expect(comparison.ghost == nil && comparison.label == nil)
    }

    @Test func aReplayedScriptGoesIntoTheGhostFromWhereTheRealModelIs() throws {
        for toggleFrame in [0, 12] {
            var (navigation, clock) = try Self.opened("pip")
            var scripts = ScriptSession(recordPath: nil)
            var comparison = GhostComparison()
            scripts.play(Self.flickScript)
            comparison.play(Self.flickScript, in: navigation.presentation)
            for frame in 0...240 {
                let t = Double(frame) / 120
                if frame == toggleFrame { comparison.toggle() }
                // As PlaygroundApp.step.
                if let p = navigation.presentation {
                    _ = scripts.replay(into: &p.model, upTo: p.modelTime(t))
                    navigation.presentation = p
                }
                clock.fire(at: t)
                comparison.follow(navigation.presentation)
            }
            let ghost = try #require(comparison.ghost?.model.model(as: PictureInPicture.self))
            let real = try #require(navigation.presentation?.model.model(as: PictureInPicture.self))
            // Made mid-drag (at 0.1 s) or before it, the ghost still gets the rest of the script.
            #expect(real.corner == .topRight && ghost.corner == .topLeft, "toggled at frame \(toggleFrame)")
            #expect(ghost.events.isEmpty, "the ghost's events are dropped")
        }
    }

    @Test func aTuningChangeIsFollowedAndTheOriginalRuleInForceGivesAGhostOfOurs() throws {
        var (navigation, clock) = try Self.opened("pip")
        var comparison = GhostComparison()
        comparison.toggle()
        clock.fire(at: 0)
        comparison.follow(navigation.presentation)
        #expect(comparison.ghost?.rule.isOriginal == true)
        // The tuning panel puts the demo's rule in force on the real model: the ghost plays ours.
        try navigation.presentation?.model.retune(try #require(PictureInPicture.originalRule))
        clock.fire(at: 0.05)
        comparison.follow(navigation.presentation)
        #expect(comparison.ghost?.rule.isOriginal == false && comparison.ghost?.model.tuning.isEmpty == true)
        #expect(comparison.label == "our rule: method = strokeHeading")
        Self.play(Self.flick, frames: 7...240, into: &navigation, clock: clock, comparison: &comparison)
        let ghost = try #require(comparison.ghost?.model.model(as: PictureInPicture.self))
        let real = try #require(navigation.presentation?.model.model(as: PictureInPicture.self))
        #expect(real.corner == .topLeft && ghost.corner == .topRight)
    }

    @Test func theRulesOfTheFourInterfacesAndANoteForTheOthers() throws {
        let rules = InteractionCatalog.all.compactMap { type in GhostRule.comparing(type, tuned: Tuning()).map { (type.interfaceName, $0.label) } }
        #expect(rules.map(\.0).sorted() == ["app-switcher", "drawer", "pip", "rubber-band"])
        #expect(rules.map(\.1).sorted() == ["original rule: curve = power", "original rule: endRule = velocitySign",
                                            "original rule: method = perAxisProjection", "original rule: pauseRule = sevenSamples"])
        // The rest of the tuning goes along; the compared choice is swapped either way.
        var tuned = Tuning()
        try tuned.set(MomentumDrawer.Tuned.tapSlop, to: .number(30))
        let drawer = try #require(GhostRule.comparing(InteractionKind(MomentumDrawer.self), tuned: tuned))
        #expect(drawer.tuning.number(MomentumDrawer.Tuned.tapSlop) == 30 && drawer.tuning.choice(MomentumDrawer.Tuned.endRule) == "velocitySign")
        try tuned.set(MomentumDrawer.Tuned.endRule, to: .choice("velocitySign"))
        let back = try #require(GhostRule.comparing(InteractionKind(MomentumDrawer.self), tuned: tuned))
        #expect(back.tuning.values == [MomentumDrawer.Tuned.tapSlop.name: .number(30)] && back.label == "our rule: endRule = projection")
        // An interface without an original rule: no ghost, a note.
        var (navigation, clock) = try Self.opened("calculator-button")
        var comparison = GhostComparison()
        comparison.toggle()
        clock.fire(at: 0)
        comparison.follow(navigation.presentation)
        #expect(comparison.ghost == nil && comparison.label == "calculator-button: no original rule to compare with")
        // Closing drops it.
        navigation.dismiss(at: 0.1)
        comparison.follow(navigation.presentation)
        #expect(comparison.label == nil)
    }

    @Test func aDrawerGhostFollowsTheVelocitySignAcrossTheScreen() throws {
        var (navigation, clock) = try Self.opened("drawer")
        var comparison = GhostComparison()
        comparison.toggle()
        let closed = try #require(navigation.presentation?.model.model(as: MomentumDrawer.self)).closedPosition
        // A slow nudge up on the closed drawer: 30 pt at 100 pt/s. Projection keeps it closed; the sign opens it.
        var touches = [TouchEvent.began(1, at: Point(x: 195, y: closed + 60), time: 0.1)]
        for i in 1...36 { touches.append(.moved(1, to: Point(x: 195, y: closed + 60 - Double(i) * 30 / 36), time: 0.1 + Double(i) * 0.3 / 36)) }
        touches.append(.ended(1, at: Point(x: 195, y: closed + 30), time: 0.4))
        Self.play(touches, frames: 0...300, into: &navigation, clock: clock, comparison: &comparison)
        let ghost = try #require(comparison.ghost?.model.model(as: MomentumDrawer.self))
        let real = try #require(navigation.presentation?.model.model(as: MomentumDrawer.self))
        #expect(!real.isOpen && ghost.isOpen && ghost.isSettled && ghost.position == ghost.openPosition)
    }

    /// The pixels of a PNG file, row by row.
    static func pixels(_ path: String) throws -> [Pixel] {
        MovieTests.pixels(try PNGImage(path: path))
    }

    @Test func aComparedScreenshotShowsTheGhostWhereTheOriginalRuleSentTheWindow() throws {
        let dir = try MovieTests.folder("ghost-shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("flick.json").path
        try Self.flickScript.jsonValue.jsonText(pretty: true).write(toFile: script, atomically: true, encoding: .utf8)
        let compared = dir.appendingPathComponent("compared.png").path, plain = dir.appendingPathComponent("plain.png").path
        try takeScreenshot(try PlaygroundOptions.parse(["--screenshot", compared, "--script", script, "--at", "1.5", "--scale", "1", "--compare"]),
                           to: compared)
        try takeScreenshot(try PlaygroundOptions.parse(["--screenshot", plain, "--script", script, "--at", "1.5", "--scale", "1"]), to: plain)
        let shot = try PNGImage(path: compared), base = try PNGImage(path: plain)
        func at(_ image: PNGImage, _ p: Point) -> Pixel { image.pixel(x: Int(p.x), y: Int(p.y))! }
        // The real window rests at the top right in both; the ghost's at the top left, in the compared shot only.
        let topRight = Point(x: 320, y: 142), topLeft = Point(x: 70, y: 142)
        #expect(at(shot, topRight) == at(base, topRight))
        let ghost = at(shot, topLeft), empty = at(base, topLeft)
        #expect(ghost != empty)
        // Violet-tinted yellow at 35 %: redder and bluer than the empty slot, over the dark background.
        #expect(Int(ghost.red) > Int(empty.red) + 40 && Int(ghost.blue) > Int(empty.blue) + 10, "\(ghost) over \(empty)")
        // Exactly the real replay, the ghost replayed with the demo's rule over it, and the label.
        let real = try ScriptReplay(script: Self.flickScript).model(at: 1.5)
        var original = ScriptReplay(script: Self.flickScript)
        original.tuning = try #require(PictureInPicture.originalRule)
        let renderer = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 1)
        renderer.render(real.scene)
        GhostReplay.draw(try original.model(at: 1.5), label: "original rule: method = perAxisProjection", over: real, on: renderer.canvas)
        #expect(MovieTests.pixels(shot) == MovieTests.pixels(renderer.canvas))
        #expect(MovieTests.pixels(shot) != MovieTests.pixels(base))
    }

    @Test func aComparedMovieRunsToTheLaterEndAndEachFrameIsTheComparedScreenshot() throws {
        let dir = try MovieTests.folder("ghost-movie")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("flick.json").path
        try Self.flickScript.jsonValue.jsonText(pretty: true).write(toFile: script, atomically: true, encoding: .utf8)
        var settings = MovieSettings(try PlaygroundOptions.parse(["--movie", "m.png", "--script", script, "--fps", "4", "--compare"]))
        settings.fingertips = false
        #expect(settings.compare)
        var plainSettings = settings
        plainSettings.compare = false
        let times = try Movie.frameTimes(Self.flickScript, settings), plainTimes = try Movie.frameTimes(Self.flickScript, plainSettings)
        #expect(times.count >= plainTimes.count)
        let path = dir.appendingPathComponent("m.png").path
        _ = try Movie.render(Self.flickScript, settings: settings, to: path)
        let movie = try DecodedAPNG(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(movie.frames.map(\.delayNumerator).reduce(0, +) == times.count)
        let shot = dir.appendingPathComponent("shot.png").path
        for k in [1, times.count - 1] {
            try takeScreenshot(try PlaygroundOptions.parse(["--screenshot", shot, "--script", script, "--at", "\(times[k])", "--scale", "1",
                                                            "--compare"]), to: shot)
            #expect(movie.picture(at: MovieTests.storedIndex(movie, tick: k)) == MovieTests.pixels(try PNGImage(path: shot)), "frame \(k)")
        }
    }

    @Test func compareIsAnOptionOfTheWindowTheScreenshotAndTheMovie() throws {
        #expect(try PlaygroundOptions.parse(["--compare"]).compare)
        #expect(try PlaygroundOptions.parse(["--screenshot", "a.png", "--interface", "pip", "--compare"]).compare)
        #expect(try PlaygroundOptions.parse(["--movie", "m.png", "--interface", "pip", "--compare"]).compare)
        #expect(!(try PlaygroundOptions.parse([]).compare))
        for arguments in [["--tour", "dir", "--compare"], ["--screenshot", "a.png", "--plot-decay", "100", "--compare"]] {
            #expect(throws: UsageError.self) { try PlaygroundOptions.parse(arguments) }
        }
        #expect(PlaygroundOptions.usage.contains("--compare") && PlaygroundOptions.usage.contains("C compares with the original rule"))
    }
}

extension GhostComparisonTests {
    /// Plays `touches` frame by frame at 120 Hz over `frames`: each touch
    /// due goes to the real model and, as delivered, to the ghost; then the
    /// clock fires and the ghost follows.
    static func play(_ touches: [TouchEvent], frames: ClosedRange<Int>, into navigation: inout Navigation, clock: HostFrameClock,
                     comparison: inout GhostComparison) {
        var pending = touches[...]
        for frame in frames {
            let t = Double(frame) / 120
            while let touch = pending.first, touch.timestamp <= t {
                pending.removeFirst()
                if let delivered = navigation.deliver(touch) { comparison.deliver(delivered) }
            }
            clock.fire(at: t)
            comparison.follow(navigation.presentation)
        }
    }
}
