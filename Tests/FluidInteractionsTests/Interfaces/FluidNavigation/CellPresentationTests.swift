import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("CellPresentation")
struct CellPresentationTests {
    let cells = Rect.grid(count: 4, columns: 2, origin: Point(x: 16, y: 63), cellSize: Size(width: 173, height: 200), spacing: 12)
    let header = Rect(x: 0, y: 47, width: 390, height: 260)
    let tints = [Color(hex: 0xFF0000), Color(hex: 0x00FF00), Color(hex: 0x0000FF), Color(hex: 0xFFFF00)]

    func make() -> CellPresentation {
        CellPresentation(cells: cells, tints: tints, cornerRadius: 16, destination: header,
                         scroll: ScrollOffset(maxOffset: 300, dimension: 844, bounce: Spring(response: 0.45, dampingRatio: 1)),
                         spring: Spring(response: 0.45, dampingRatio: 0.9), overdrag: RubberBand(range: 0...1, dimension: 0.5))
    }

    /// The mirror's pose and velocity now (a selected cell expected).
    func pose(_ p: CellPresentation) throws -> (MirrorPose, MirrorPose) {
        (try #require(p.mirror), try #require(p.mirrorVelocity))
    }

    @Test func aTapPresentsTheCellThroughAMirrorThatStandsInForIt() throws {
        var p = make()
        #expect(p.mirror == nil && p.isSettled && p.cell(at: cells[1].center) == 1)
        p.select(1, at: 0.1)
        #expect(p.selected == 1 && p.context.opacity(of: 1) == 0 && p.cell(at: cells[1].center) == nil, "the cell is hidden")
        let start = try #require(p.mirror)
        #expect(start.frame == cells[1] && start.cornerRadius == 16 && start.tint == tints[1])
        let end = try #require(p.dispatcher.endTime)
        p.advance(to: end + 0.01)
        let landed = try #require(p.mirror)
        #expect(p.dispatcher.phase == .presented && landed.frame == header && landed.cornerRadius == 0 && landed.tint == tints[1])
        #expect(p.isSettled)
    }

    @Test func aDismissalLandsInTheCellShowsItAndClearsTheSelectionAtItsExactInstant() throws {
        var p = make()
        p.present(2, at: 0)
        p.advance(to: 2)
        p.grab(at: 2, stretch: 0.5)
        p.drag(by: -0.6, velocity: -3, at: 2.05)
        #expect(p.release(at: 2.05) == 0)
        let end = try #require(p.dispatcher.endTime)
        p.advance(to: end + 1)
        #expect(p.selected == nil && p.mirror == nil && p.context.opacity(of: 2) == 1 && p.isSettled)
        var kernel = InteractionKernel<PrimaryTouch>(viewport: .phone)
        p.drainEvents(into: &kernel)
        p.drainEvents(into: &kernel)
        #expect(kernel.events == [.state("selected", .null, at: end)], "once, at the landing instant")
    }

    @Test func aRedirectGlidesTheMirrorOverWithoutAJumpAndSwapsTheCells() throws {
        var p = make()
        p.present(0, at: 0)
        p.advance(to: 0.1)
        let (before, beforeVelocity) = try pose(p)
        p.select(3, at: 0.1)
        let (after, afterVelocity) = try pose(p)
        expectClose(after, before, tolerance: 1e-9)
        expectClose(afterVelocity, beforeVelocity, tolerance: 1e-6 * Swift.max(1, beforeVelocity.magnitude))
        #expect(p.selected == 3 && p.dispatcher.interruptions == 1)
        // The old cell fades back in and the new one out, each from where it was.
        #expect(p.context.opacity(of: 0) == 0 && p.context.opacity(of: 3) == 1)
        p.advance(to: 0.2)
        #expect(p.context.opacity(of: 0) > 0 && p.context.opacity(of: 3) < 1)
        p.advance(to: 3)
        let landed = try #require(p.mirror)
        #expect(p.context.opacity(of: 0) == 1 && p.context.opacity(of: 3) == 0 && landed.frame == header && landed.tint == tints[3])
    }

    @Test func aFingerHoldsDragsAndLetsGoWithProgressContinuous() throws {
        var p = make()
        p.present(1, at: 0)
        p.advance(to: 0.15)
        let (before, _) = try pose(p)
        p.grab(at: 0.15, stretch: 0.5)
        #expect(p.dispatcher.isInteractive && p.dispatcher.progressVelocity == 0)
        expectClose(try pose(p).0, before, tolerance: 1e-9)
        p.drag(by: -0.1, velocity: -2, at: 0.2)
        let held = (p.dispatcher.progress, p.dispatcher.progressVelocity)
        #expect(p.release(at: 0.2) == 0)
        #expect(p.dispatcher.progress == held.0 && p.dispatcher.progressVelocity == held.1)
        // A tap on a transition in flight lets it go on where it was going.
        p.grab(at: 0.3, stretch: 0.5)
        #expect(p.release(at: 0.3, tap: true) == 0 && p.dispatcher.phase.direction == .dismissing)
    }

    @Test func theSourceFollowsTheScroll() throws {
        var p = make()
        p.scroll.grab(at: 0)
        p.scroll.drag(translation: -100)
        p.scroll.release(at: 0, finger: -1500)
        p.advance(to: 0.05)
        let o = p.scroll.value(at: 0.05)
        #expect(o > 100 && p.context.cellFrame(1) == Rect(x: cells[1].minX, y: cells[1].minY - o, width: 173, height: 200))
        p.present(1, at: 0.05)
        let (start, velocity) = try pose(p)
        #expect(start.frame == p.context.cellFrame(1))
        expectClose(velocity.frame.origin.y, -p.scroll.velocity(at: 0.05), tolerance: 1e-6 * p.scroll.velocity(at: 0.05).magnitude)
    }

    @Test func revealingTheSelectedCellScrollsItIntoView() {
        var p = make()
        p.present(3, at: 0)
        p.advance(to: 1)
        // Cell 3 spans y 275…475: shown 16 pt inside 47…400 the list scrolls by 475 + 16 − 400.
        p.revealSelected(in: 47...400, margin: 16, at: 1)
        p.advance(to: 5)
        expectClose(p.scroll.value(at: 5), 91, tolerance: 1e-9)
    }

    @Test func retuningMidFlightKeepsProgressAndItsVelocity() {
        var p = make()
        p.present(0, at: 0)
        p.advance(to: 0.1)
        let before = (p.dispatcher.progress, p.dispatcher.progressVelocity)
        p.retune(spring: Spring(response: 0.8, dampingRatio: 0.7), projectionRate: .fast, at: 0.1)
        #expect(p.dispatcher.progress == before.0 && p.dispatcher.progressVelocity == before.1)
        #expect(p.dispatcher.stages.mirrorTransition == Spring(response: 0.8, dampingRatio: 0.7) && p.dispatcher.stages.projectionRate == .fast)
    }
}
