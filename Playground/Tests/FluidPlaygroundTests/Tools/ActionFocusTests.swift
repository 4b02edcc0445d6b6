@testable import FluidPlayground
import FluidInteractions
import FluidPhysics
import FluidScripting
import Testing

@Suite("Tab and Return: the actions from the keyboard")
@MainActor
struct ActionFocusTests {
    @Test func tabMovesTheFocusRoundTheActionsAndEscapeDropsIt() {
        var focus = ActionFocus()
        focus.move(forward: true)
        #expect(focus.focusedAction == nil, "no interface open: nothing to focus")
        focus.show(PictureInPicture.actions)
        focus.move(forward: true)
        #expect(focus.focusedAction == PictureInPicture.Actions.moveToTopLeft)
        focus.move(forward: false)
        #expect(focus.focusedAction == PictureInPicture.Actions.stash, "Shift+Tab goes round to the last")
        let area = Viewport.phone.safeBounds
        let pill = focus.layers(in: area)
        #expect(pill.count == 1 && pill[0].text?.contains("Stash at the side") == true && area.contains(pill[0].frame.center))
        #expect(focus.clear() && !focus.clear(), "Escape drops the focus once")
        #expect(focus.layers(in: area).isEmpty)
    }

    @Test func aRecordingKeepsTheActions() throws {
        var recorder = ScriptRecorder(interface: "drawer", viewport: .phone)
        recorder.record(action: "open", at: 0.2)
        recorder.record(.began(1, at: Point(x: 195, y: 780), time: 0.5))
        recorder.record(.ended(1, at: Point(x: 195, y: 780), time: 0.55))
        recorder.record(action: "close", at: 0.1)   // earlier than the last event: at it
        let parsed = try GestureScript(parsing: recorder.text)
        #expect(parsed.events.first == .action(time: 0.2, name: "open"))
        #expect(parsed.events.last == .action(time: 0.55, name: "close"))
        #expect(try ScriptReplay(script: parsed).run().settled)
    }
}
