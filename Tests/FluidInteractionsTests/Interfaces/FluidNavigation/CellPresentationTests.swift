import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// A `CellPresentation` with its owner's side: the time of the latest call
/// and the events the calls returned, recorded in order.
private struct Owner {
    var p: CellPresentation
    var time = 0.0
    var events: [InteractionEvent] = []

    private mutating func note(_ event: InteractionEvent?, at t: Double) {
        time = Swift.max(time, t)
        if let event { events.append(event) }
    }

    mutating func select(_ index: Int, at t: Double) { note(p.select(index, at: t), at: t) }
    mutating func present(_ index: Int, at t: Double) { note(p.present(index, at: t), at: t) }
    mutating func advance(to t: Double) { note(p.advance(to: t), at: t) }
    mutating func grab(at t: Double, stretch: Double) { note(p.grab(at: t, stretch: stretch), at: t) }
    mutating func drag(by delta: Double, velocity: Double, at t: Double) { note(p.drag(by: delta, velocity: velocity, at: t), at: t) }
    mutating func release(at t: Double, tap: Bool = false) -> Double {
        let released = p.release(at: t, tap: tap)
        note(released.event, at: t)
        return released.end
    }
    mutating func retune(spring: Spring, projectionRate: DecelerationRate, at t: Double) {
        note(p.retune(spring: spring, projectionRate: projectionRate, at: t), at: t)
    }

    var mirror: MirrorPose? { p.mirror(at: time) }
    var mirrorVelocity: MirrorPose? { p.mirrorVelocity(at: time) }
    var isSettled: Bool { p.isSettled(at: time) }
    func opacity(of index: Int) -> Double { p.context.opacity(of: index, at: time) }
    func cell(at point: Point) -> Int? { p.cell(at: point, time: time) }
    var progress: Double { p.dispatcher.drawnProgress(at: time) }
    var progressVelocity: Double { p.dispatcher.drawnProgressVelocity(at: time) }
    var phase: PresentationPhase { p.dispatcher.phase(at: time) }
}

@Suite("CellPresentation")
struct CellPresentationTests {
    let cells = Rect.grid(count: 4, columns: 2, origin: Point(x: 16, y: 63), cellSize: Size(width: 173, height: 200), spacing: 12)
    let header = Rect(x: 0, y: 47, width: 390, height: 260)
    let tints = [Color(hex: 0xFF0000), Color(hex: 0x00FF00), Color(hex: 0x0000FF), Color(hex: 0xFFFF00)]

    private func make() -> Owner {
        Owner(p: CellPresentation(cells: cells, tints: tints, cornerRadius: 16, destination: header,
                                  scroll: ScrollOffset(maxOffset: 300, dimension: 844, bounce: Spring(response: 0.45, dampingRatio: 1)),
                                  spring: Spring(response: 0.45, dampingRatio: 0.9), overdrag: RubberBand(range: 0...1, dimension: 0.5)))
    }

    /// The mirror's pose and velocity now (a selected cell expected).
    private func pose(_ o: Owner) throws -> (MirrorPose, MirrorPose) {
        (try #require(o.mirror), try #require(o.mirrorVelocity))
    }

    @Test func aTapPresentsTheCellThroughAMirrorThatStandsInForIt() throws {
        var o = make()
        #expect(o.mirror == nil && o.isSettled && o.cell(at: cells[1].center) == 1)
        o.select(1, at: 0.1)
        #expect(o.p.selected == 1 && o.opacity(of: 1) == 0 && o.cell(at: cells[1].center) == nil, "the cell is hidden")
        let start = try #require(o.mirror)
        #expect(start.frame == cells[1] && start.cornerRadius == 16 && start.tint == tints[1])
        let end = try #require(o.p.dispatcher.endTime)
        o.advance(to: end + 0.01)
        let landed = try #require(o.mirror)
        #expect(o.phase == .presented && landed.frame == header && landed.cornerRadius == 0 && landed.tint == tints[1])
        #expect(o.isSettled && o.events.isEmpty)
    }

    @Test func aDismissalLandsInTheCellShowsItAndClearsTheSelectionAtItsExactInstant() throws {
        var o = make()
        o.present(2, at: 0)
        o.advance(to: 2)
        o.grab(at: 2, stretch: 0.5)
        o.drag(by: -0.6, velocity: -3, at: 2.05)
        #expect(o.release(at: 2.05) == 0)
        let end = try #require(o.p.dispatcher.endTime)
        o.advance(to: end + 1)
        o.advance(to: end + 2)
        #expect(o.p.selected == nil && o.mirror == nil && o.opacity(of: 2) == 1 && o.isSettled)
        #expect(o.events == [.state("selected", .null, at: end)], "once, at the landing instant")
    }

    @Test func aRedirectGlidesTheMirrorOverWithoutAJumpAndSwapsTheCells() throws {
        var o = make()
        o.present(0, at: 0)
        o.advance(to: 0.1)
        let (before, beforeVelocity) = try pose(o)
        o.select(3, at: 0.1)
        let (after, afterVelocity) = try pose(o)
        expectClose(after, before, tolerance: 1e-9)
        expectClose(afterVelocity, beforeVelocity, tolerance: 1e-6 * Swift.max(1, beforeVelocity.magnitude))
        #expect(o.p.selected == 3 && o.p.dispatcher.interruptions == 1)
        // The old cell fades back in and the new one out, each from where it was.
        #expect(o.opacity(of: 0) == 0 && o.opacity(of: 3) == 1)
        o.advance(to: 0.2)
        #expect(o.opacity(of: 0) > 0 && o.opacity(of: 3) < 1)
        o.advance(to: 3)
        let landed = try #require(o.mirror)
        #expect(o.opacity(of: 0) == 1 && o.opacity(of: 3) == 0 && landed.frame == header && landed.tint == tints[3])
    }

    @Test func aFingerHoldsDragsAndLetsGoWithProgressContinuous() throws {
        var o = make()
        o.present(1, at: 0)
        o.advance(to: 0.15)
        let (before, _) = try pose(o)
        o.grab(at: 0.15, stretch: 0.5)
        #expect(o.p.dispatcher.isInteractive && o.progressVelocity == 0)
        expectClose(try pose(o).0, before, tolerance: 1e-9)
        o.drag(by: -0.1, velocity: -2, at: 0.2)
        let held = (o.progress, o.progressVelocity)
        #expect(o.release(at: 0.2) == 0)
        #expect(o.progress == held.0 && o.progressVelocity == held.1)
        // A tap on a transition in flight lets it go on where it was going.
        o.grab(at: 0.3, stretch: 0.5)
        #expect(o.release(at: 0.3, tap: true) == 0 && o.phase.direction == .dismissing)
    }

    @Test func theSourceFollowsTheScroll() throws {
        var o = make()
        o.p.scroll.grab(at: 0)
        o.p.scroll.drag(translation: -100)
        o.p.scroll.release(at: 0, finger: -1500)
        o.advance(to: 0.05)
        let offset = o.p.scroll.value(at: 0.05)
        #expect(offset > 100 && o.p.context.cellFrame(1, at: 0.05) == Rect(x: cells[1].minX, y: cells[1].minY - offset, width: 173, height: 200))
        o.present(1, at: 0.05)
        let (start, velocity) = try pose(o)
        #expect(start.frame == o.p.context.cellFrame(1, at: 0.05))
        expectClose(velocity.frame.origin.y, -o.p.scroll.velocity(at: 0.05), tolerance: 1e-6 * o.p.scroll.velocity(at: 0.05).magnitude)
    }

    @Test func revealingTheSelectedCellScrollsItIntoView() {
        var o = make()
        o.present(3, at: 0)
        o.advance(to: 1)
        // Cell 3 spans y 275…475: shown 16 pt inside 47…400 the list scrolls by 475 + 16 − 400.
        o.p.revealSelected(in: 47...400, margin: 16, at: 1)
        o.advance(to: 5)
        expectClose(o.p.scroll.value(at: 5), 91, tolerance: 1e-9)
    }

    @Test func retuningMidFlightKeepsProgressAndItsVelocity() {
        var o = make()
        o.present(0, at: 0)
        o.advance(to: 0.1)
        let before = (o.progress, o.progressVelocity)
        o.retune(spring: Spring(response: 0.8, dampingRatio: 0.7), projectionRate: .fast, at: 0.1)
        #expect(o.progress == before.0 && o.progressVelocity == before.1)
        #expect(o.p.dispatcher.mirrorTransition == Spring(response: 0.8, dampingRatio: 0.7) && o.p.dispatcher.projectionRate == .fast)
    }
}
