@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import Testing

/// The playground's chrome on the kernel: which finger presses a tile or the
/// button, holds the card from the edge, or goes to the interface.
@MainActor
@Suite("The playground's chrome")
struct PlaygroundChromeTests {
    let viewport = Viewport.phone
    let tiles = [Rect(x: 20, y: 300, width: 80, height: 120), Rect(x: 120, y: 300, width: 80, height: 120)]

    func chrome(_ stage: PlaygroundChrome.Stage) -> PlaygroundChrome {
        var c = PlaygroundChrome(viewport: viewport, tiles: tiles)
        c.stage = stage
        return c
    }

    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double, pointer: Int = 1) -> TouchEvent {
        TouchEvent(pointer: PointerID(rawValue: pointer), phase: phase, location: Point(x: x, y: y), timestamp: t)
    }

    /// The actions' names, for comparing sequences.
    func names(_ actions: [PlaygroundChrome.Action]) -> [String] {
        actions.map {
            switch $0 {
            case .interface(let t): "interface \(t.phase)"
            case .open(let tile): "open \(tile)"
            case .back: "back"
            case .grabCard: "grab"
            case .dragCard: "drag"
            case .releaseCard(let cancelled, _): cancelled ? "release cancelled" : "release"
            }
        }
    }

    @Test func aTapOnATileOpensItAndItIsDrawnPressedMeanwhile() {
        var c = chrome(.home)
        c.handle(touch(.began, 50, 350, at: 1))
        #expect(c.pressedTile == 0)
        c.handle(touch(.moved, 53, 352, at: 1.05))
        #expect(c.pressedTile == 0 && c.takeActions().isEmpty)
        c.handle(touch(.ended, 53, 352, at: 1.1))
        #expect(names(c.takeActions()) == ["open 0"] && c.pressedTile == nil)
    }

    @Test func aPressThatWandersOrLiftsOutsideOpensNothing() {
        var c = chrome(.home)
        c.handle(touch(.began, 50, 350, at: 1))
        c.handle(touch(.moved, 50 + PlaygroundChrome.tapSlop + 1, 350, at: 1.05))
        #expect(c.pressedTile == nil)
        c.handle(touch(.ended, 50, 350, at: 1.1))
        #expect(c.takeActions().isEmpty)
        // Between tiles, nothing is pressed at all.
        c.handle(touch(.began, 110, 350, at: 2))
        #expect(c.pressedTile == nil && !c.kernel.isTouched)
        // A second finger cannot press another tile while one is pressed.
        c.handle(touch(.began, 50, 350, at: 3, pointer: 2))
        c.handle(touch(.began, 150, 350, at: 3.01, pointer: 3))
        #expect(c.pressedTile == 0 && c.kernel.holds.count == 1)
    }

    @Test func onAnOpenCardTheButtonTheEdgeAndTheInterfaceEachGetTheirFinger() {
        var c = chrome(.open)
        let button = BackButton.frame(in: viewport)
        c.handle(touch(.began, button.midX, button.midY, at: 1))
        #expect(c.isBackPressed)
        c.handle(touch(.ended, button.midX, button.midY, at: 1.1))
        #expect(names(c.takeActions()) == ["back"])
        // Lifted outside the button: no back.
        c.handle(touch(.began, button.midX, button.midY, at: 2))
        c.handle(touch(.moved, button.midX, button.maxY + 40, at: 2.05))
        #expect(!c.isBackPressed)
        c.handle(touch(.ended, button.midX, button.maxY + 40, at: 2.1))
        #expect(c.takeActions().isEmpty)
        // Anywhere else goes to the interface, every phase, with its own time.
        c.handle(touch(.began, 200, 400, at: 3, pointer: 4))
        c.handle(touch(.moved, 210, 400, at: 3.01, pointer: 4))
        let forwarded = c.takeActions()
        #expect(names(forwarded) == ["interface began", "interface moved"])
        if case .interface(let t) = forwarded[1] { #expect(t.timestamp == 3.01 && t.pointer == PointerID(rawValue: 4)) }
        // While the interface has a finger, the edge is the interface's too.
        c.handle(touch(.began, 5, 400, at: 3.02, pointer: 5))
        #expect(names(c.takeActions()) == ["interface began"])
        #expect(c.touchesInterface)
    }

    @Test func theEdgeSwipeGrabsDragsWithTheLibrarysVelocityAndReleases() throws {
        var c = chrome(.open)
        c.handle(touch(.began, 4, 400, at: 1))
        for i in 1...8 { c.handle(touch(.moved, 4 + Double(i) * 12, 400, at: 1 + Double(i) * 0.008)) }
        c.handle(touch(.ended, 100, 400, at: 1.07))
        let actions = c.takeActions()
        #expect(names(actions) == ["grab"] + Array(repeating: "drag", count: 8) + ["release"])
        guard case .dragCard(let progress, let velocity, let time) = actions[8] else { Issue.record("no drag"); return }
        #expect(time == 1.064)
        #expect(abs(progress - (1 - 96 / viewport.width)) < 1e-12)
        // 12 points every 8 ms is 1500 points per second toward closing.
        #expect(abs(velocity + 1500 / viewport.width) < 1e-6 * 1500 / viewport.width)
        // A system cancel lets go without a flick.
        c.handle(touch(.began, 4, 400, at: 2))
        c.handle(touch(.cancelled, 40, 400, at: 2.05))
        #expect(names(c.takeActions()) == ["grab", "release cancelled"])
    }

    @Test func whileOpeningOnlyTheButtonAnswersAndAHeldCardTakesNoOtherFinger() {
        var c = chrome(.opening)
        c.handle(touch(.began, 200, 400, at: 1))
        c.handle(touch(.began, 4, 400, at: 1, pointer: 2))
        #expect(c.takeActions().isEmpty && !c.kernel.isTouched)
        let button = BackButton.frame(in: viewport)
        c.handle(touch(.began, button.midX, button.midY, at: 1.1, pointer: 3))
        #expect(c.isBackPressed)
        var held = chrome(.held)
        held.handle(touch(.began, 200, 400, at: 1))
        #expect(!held.kernel.isTouched)
    }

    @Test func closingCancelsTheInterfacesFingersWhereTheLastTouchWasAndDropsTheSwipe() {
        var c = chrome(.open)
        c.handle(touch(.began, 200, 400, at: 1))
        c.handle(touch(.moved, 220, 410, at: 1.1))
        _ = c.takeActions()
        c.cancelInterfaceTouches(at: 2)
        let cancelled = c.takeActions()
        #expect(names(cancelled) == ["interface cancelled"])
        if case .interface(let t) = cancelled[0] { #expect(t.location == Point(x: 220, y: 410) && t.timestamp == 2) }
        #expect(!c.touchesInterface)
        c.handle(touch(.began, 4, 400, at: 3, pointer: 2))
        c.interfaceClosing()
        c.handle(touch(.ended, 100, 400, at: 3.1, pointer: 2))
        #expect(names(c.takeActions()) == ["grab"] && !c.kernel.isTouched)
    }

    @Test func theEdgeSwipesProgressIsTheShareOfTheWidthCrossed() {
        #expect(PlaygroundChrome.progress(distance: 0, width: 400) == 1)
        #expect(PlaygroundChrome.progress(distance: 100, width: 400) == 0.75)
        #expect(PlaygroundChrome.progress(distance: -30, width: 400) == 1)
        #expect(PlaygroundChrome.progress(distance: .nan, width: 400) == 1)
        #expect(PlaygroundChrome.progressVelocity(vx: 800, width: 400) == -2)
        #expect(PlaygroundChrome.progressVelocity(vx: .infinity, width: 400) == 0)
    }
}
