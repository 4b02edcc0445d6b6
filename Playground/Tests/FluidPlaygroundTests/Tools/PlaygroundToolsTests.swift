@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Testing

/// The tools in their ordered list: touches from the top down, frames,
/// shaping and drawing from the bottom up.
@MainActor
@Suite("The playground's tools")
struct PlaygroundToolsTests {
    /// Names each tool it visits.
    struct Names: PlaygroundToolVisitor {
        var seen: [String] = []
        mutating func visit(_ tool: inout some PlaygroundTool) { seen.append("\(type(of: tool))") }
    }

    func tools(predict: Bool = false) -> PlaygroundTools {
        PlaygroundTools(recording: ScriptSession(recordPath: nil), prediction: predict ? TouchPrediction() : nil,
                        hud: HUDState(visible: true), tuning: TuningSession(file: nil, directory: "."))
    }

    func context(_ navigation: Navigation, now: Double) -> ToolContext {
        ToolContext(now: now, viewport: navigation.viewport, presentation: navigation.presentation, timeScale: 1, presentDelay: 0,
                    area: navigation.viewport.safeBounds, touchLocation: .zero)
    }

    @Test func theListGoesUpTheWindowAndTouchesComeDownIt() {
        var list = tools(predict: true)
        var up = Names(), down = Names()
        list.visitUp(&up)
        list.visitDown(&down)
        #expect(up.seen == ["ScriptSession", "TouchPrediction", "GhostComparison", "HUDState", "TimelineSession", "TuningSession",
                            "ActionFocus"])
        #expect(down.seen == up.seen.reversed())
        var without = tools()
        var names = Names()
        without.visitUp(&names)
        #expect(!names.seen.contains("TouchPrediction"))
    }

    @Test func thePanelLaysOutAboveTheTimelinesBarAndEachTakesItsOwnTouches() throws {
        var (navigation, clock) = try GhostComparisonTests.opened("pip")
        var list = tools()
        let p = try #require(navigation.presentation)
        list.interfaceOpened(p)
        #expect(list.timeline.load(replay: GhostComparisonTests.flickScript, tuning: p.model.tuning) == nil)
        list.tuning.toggle(interface: p.name, tunables: p.model.kind.tunables, area: navigation.viewport.safeBounds)
        clock.fire(at: 0.1)
        var frame = context(navigation, now: 0.1)
        list.frame(in: &frame)
        let bar = TimelineBar.frame(in: navigation.viewport.safeBounds)
        let panel = try #require(list.tuning.panel)
        #expect(frame.area.maxY == bar.minY && panel.frame.maxY <= bar.minY)
        // A finger on the panel is the panel's; one on the bar is the timeline's (it starts reviewing);
        // one elsewhere goes on to the chrome.
        let onPanel = TouchEvent(pointer: 1, phase: .began, location: panel.frame.center, timestamp: 0.1)
        #expect(list.take(onPanel, in: frame) && !list.timeline.isReviewing)
        let onBar = TouchEvent(pointer: 2, phase: .began, location: bar.center, timestamp: 0.1)
        #expect(list.take(onBar, in: frame) && list.timeline.isReviewing)
        // Under review the window shows the replayed instant, not the live model.
        let shown = list.shown(in: frame)
        #expect(shown.isReview && shown.hud != nil)
        // Closing the interface hides the panel and unloads the timeline.
        list.interfaceClosing()
        #expect(list.tuning.panel == nil && !list.timeline.isShown)
        navigation.dismiss(at: 0.2)
    }

    @Test func theInterfacesTouchesReachTheRecordingThePredictionAndTheGhost() throws {
        let (navigation, _) = try GhostComparisonTests.opened("pip")
        var list = PlaygroundTools(recording: ScriptSession(recordPath: "/dev/null"), prediction: TouchPrediction(),
                                   hud: HUDState(visible: false), tuning: TuningSession(file: nil, directory: "."))
        let p = try #require(navigation.presentation)
        list.interfaceOpened(p)
        list.ghost.toggle()
        var frame = context(navigation, now: 0)
        list.frame(in: &frame)
        for (i, touch) in GhostComparisonTests.flick.enumerated() where i < 3 {
            p.model.handle(touch)
            list.interfaceReceived(touch)
        }
        let recorded = list.recording.recording?.events.filter { if case .touch = $0 { true } else { false } }
        // The three, and the finger still down cancelled at the end of the script.
        #expect(recorded?.count == 4)
        #expect(list.ghost.ghost?.model.time == GhostComparisonTests.flick[2].timestamp)
        // A finger down and moving: the frame is shown with the finger ahead.
        frame.now = GhostComparisonTests.flick[2].timestamp
        frame.presentDelay = 0.016
        let shown = list.shown(in: frame)
        #expect(shown.isPredicted && !shown.isReview && list.isAnimating(at: 0))
    }
}
