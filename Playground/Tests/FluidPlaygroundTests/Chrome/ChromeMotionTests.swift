@testable import FluidPlayground
import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import Testing

/// The window's own chrome on the window's `AnimationRuntime` (its values
/// are FluidAnimation's `AnimatedValue`): the HUD's fade, the panel's
/// slide, a pressed tile.
@MainActor
@Suite("The window's chrome motion")
struct ChromeMotionTests {
    let clock = HostFrameClock(now: 0)
    let runtime: AnimationRuntime

    init() { runtime = AnimationRuntime(clock: clock) }

    /// Fires the window's frames at 120 Hz from `start` (exclusive) to `end`.
    func frames(from start: Double, to end: Double, _ each: (Double) -> Void = { _ in }) {
        var t = start
        while t < end - 1e-12 {
            t = Swift.min(end, t + 1.0 / 120)
            clock.fire(at: t)
            each(t)
        }
    }

    @Test func theHUDFadesInAndOutAndIsDrawnUntilItHasFaded() {
        var hud = HUDState(visible: false, runtime: runtime)
        #expect(hud.shown(at: 0) == nil)
        hud.toggle()
        #expect(hud.shown(at: 0) != nil && hud.shownOpacity == 0 && hud.isAnimating(at: 0))
        frames(from: 0, to: 0.08)
        #expect(hud.shownOpacity > 0 && hud.shownOpacity < 1)
        frames(from: 0.08, to: 2)
        #expect(hud.shownOpacity == 1)
        hud.toggle()
        frames(from: 2, to: 2.05)
        #expect(!hud.isVisible && hud.shown(at: 2.05) != nil && hud.shownOpacity > 0)
        frames(from: 2.05, to: 4)
        #expect(hud.shown(at: 4) == nil && !hud.isAnimating(at: 4))
    }

    @Test func thePanelSlidesInAndOutAndTakesNoTouchOnItsWayOut() throws {
        let area = Rect(x: 0, y: 47, width: 390, height: 763)
        var session = TuningSession(file: nil, directory: ".", runtime: runtime)
        session.toggle(interface: "drawer", tunables: MomentumDrawer.tunables, area: area)
        let panel = try #require(session.panel)
        #expect(session.slid == 0 && session.slide.target == 1)
        frames(from: 0, to: 0.05)
        let partly = session.slid
        #expect(partly > 0 && partly < 1)
        frames(from: 0.05, to: 2)
        #expect(session.slid == 1)
        // T again: it leaves, drawn until it has slid away, and a finger on it reaches the model.
        session.toggle(interface: "drawer", tunables: MomentumDrawer.tunables, area: area)
        #expect(session.panel == nil && session.leaving != nil)
        let touch = TouchEvent.began(1, at: panel.frame.center, time: 2)
        #expect(session.take(touch, interface: "drawer").taken == false)
        frames(from: 2, to: 4) { _ in session.layOut(in: area) }
        #expect(session.slid == 0 && session.leaving == nil)
        // Shown again while leaving: it turns around from where it is.
        session.toggle(interface: "drawer", tunables: MomentumDrawer.tunables, area: area)
        frames(from: 4, to: 4.05)
        session.hide()
        let turning = session.slid
        session.toggle(interface: "drawer", tunables: MomentumDrawer.tunables, area: area)
        #expect(session.slid == turning && session.leaving == nil)
    }

    @Test func aPressedTileSpringsInAndBackOut() {
        var press = TilePress(runtime: runtime)
        #expect(press.drawn == nil)
        press.follow(pressed: 3)
        frames(from: 0, to: 0.03)
        let pushed = press.drawn
        #expect(pushed?.tile == 3 && pushed!.scale < 1 && pushed!.scale > TilePress.pressedScale)
        frames(from: 0.03, to: 1)
        #expect(press.drawn?.scale == TilePress.pressedScale)
        press.follow(pressed: nil)
        frames(from: 1, to: 1.03)
        #expect(press.drawn?.tile == 3 && press.drawn!.scale > TilePress.pressedScale)
        frames(from: 1.03, to: 3)
        press.follow(pressed: nil)
        #expect(press.drawn == nil && !press.isAnimating)
    }

    @Test func drawingAtAnOpacityAndAnOffsetComposites() throws {
        let renderer = try OffscreenRenderer(size: Size(width: 40, height: 40), scale: 1)
        let canvas = renderer.canvas
        SceneRenderer().drawBackground(.black, on: canvas)
        canvas.drawing(opacity: 0.5, offset: Vector(dx: 20, dy: 0)) {
            SceneRenderer().draw([Layer("white", frame: Rect(x: 0, y: 0, width: 20, height: 40), fill: .white)], on: canvas)
        }
        canvas.drawing(opacity: 0) {
            SceneRenderer().draw([Layer("hidden", frame: Rect(x: 0, y: 0, width: 40, height: 40), fill: .white)], on: canvas)
        }
        let left = try #require(canvas.pixel(at: Point(x: 10, y: 20))), right = try #require(canvas.pixel(at: Point(x: 30, y: 20)))
        #expect(left.red == 0 && abs(Int(right.red) - 128) <= 2)
    }
}
