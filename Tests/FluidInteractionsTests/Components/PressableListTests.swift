import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("PressableList")
struct PressableListTests {
    /// Five 64 pt rows, 8 pt apart and inset, in a 224 pt list at (24, 400): content 368 pt, scrolls 144 pt.
    func make() -> PressableList {
        PressableList(frame: Rect(x: 24, y: 400, width: 342, height: 224), rows: RowStack(count: 5, rowHeight: 64, spacing: 8, inset: 8),
                      rowSideInset: 12, bounce: Spring(response: 0.5, dampingRatio: 1),
                      press: PressScale(pressedScale: 0.95, pressSpring: Spring(response: 0.7, dampingRatio: 1),
                                        releaseSpring: Spring(response: 0.3, dampingRatio: 0.6), threshold: RestThreshold(value: 0.001)))
    }

    func touch(_ phase: TouchPhase, _ y: Double, _ t: Double) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: 100, y: y), timestamp: t)
    }

    @Test func geometry() {
        let l = make()
        #expect(l.scroll.offset.maxOffset == 144)
        #expect(l.rowFrame(index: 1, offset: 0) == Rect(x: 36, y: 480, width: 318, height: 64))
        #expect(l.rowFrame(index: 1, offset: 30).minY == 450)
        #expect(l.row(at: Point(x: 100, y: 490), time: 0) == 1)
        #expect(l.row(at: Point(x: 100, y: 476), time: 0) == nil)          // the gap
        #expect(l.row(at: Point(x: 100, y: 700), time: 0) == nil)          // below the list
        #expect(l.rowScale(9, at: 0) == 1 && l.rowScales(at: 0) == [1, 1, 1, 1, 1] && l.isSettled(at: 0))
    }

    @Test func theVisibleRowsAreThoseOverlappingTheFrame() {
        var l = make()
        #expect(l.visibleRows(at: 0) == [0, 1, 2])        // row 3's top is at 224, the list's bottom edge
        _ = l.handle(touch(.began, 600, 0), at: 0)
        _ = l.handle(touch(.moved, 560, 0.05), at: 0.05)
        let offset = l.offset(at: 0.05)
        #expect(offset > 8 && offset < 72)
        #expect(l.visibleRows(at: 0.05) == [0, 1, 2, 3])
    }

    /// Only the rows near the frame are looked at, yet the answers are those
    /// of testing every row: long lists of whole and fractional rows,
    /// scrolled anywhere (past either end too), against a brute-force scan.
    @Test func visibleRowsAndHitTestingMatchAScanOfEveryRow() {
        var random = SeededRandom(seed: 20)
        for stack in [RowStack(count: 3000, rowHeight: 64, spacing: 8, inset: 8), RowStack(count: 2000, rowHeight: 33.3, spacing: 7.7, inset: 5.1),
                      RowStack(count: 7, rowHeight: 40, spacing: 0, inset: 0)] {
            var l = PressableList(frame: Rect(x: 24, y: 400.25, width: 342, height: 224), rows: stack, rowSideInset: 12,
                                  bounce: Spring(response: 0.5, dampingRatio: 1), press: make().presses[0])
            var t = 0.0, y = 500.0
            _ = l.handle(touch(.began, y, t), at: t)
            for _ in 0..<120 {
                t += 1.0 / 120
                y += Double.random(in: -180...140, using: &random)
                _ = l.handle(touch(.moved, y, t), at: t)
                let offset = l.offset(at: t)
                let scanned = (0..<stack.count).filter {
                    let row = l.rowFrame(index: $0, offset: offset)
                    return row.maxY > l.frame.minY && row.minY < l.frame.maxY
                }
                #expect(l.visibleRows(at: t) == scanned)
                #expect(scanned.count <= 8)
                for probe in [l.frame.minY, l.frame.maxY, l.frame.minY + Double.random(in: 0...224, using: &random)] {
                    let point = Point(x: 100, y: probe)
                    #expect(l.row(at: point, time: t) == (0..<stack.count).first { l.rowFrame(index: $0, offset: offset).contains(point) })
                }
            }
        }
    }

    @Test func theRowLayersAreTheVisibleRowsInTheirFramesAndScales() {
        var l = make()
        _ = l.handle(touch(.began, 490, 0), at: 0)
        let layers = l.rowLayers(at: 0.1) { i, frame in Layer("row.\(i)", frame: frame, fill: .white) }
        #expect(layers.map(\.name) == ["row.0", "row.1", "row.2"])
        #expect(layers[1].frame == l.rowFrame(index: 1, offset: 0) && layers[1].scale == l.rowScale(1, at: 0.1) && layers[1].scale < 1)
        #expect(layers[0].scale == 1 && layers[0].fill == .white)
        #expect(layers.allSatisfy { $0.clip == l.frame }, "each row is clipped to the list")
    }

    @Test func aTapSinksTheRowAtOnceAndTapsItOnTheLift() {
        var l = make()
        #expect(l.handle(touch(.began, 490, 0), at: 0).isEmpty)
        #expect(l.pressedRow == 1)
        #expect(l.rowScale(1, at: 0.1) < 1 && l.rowScale(0, at: 0.1) == 1)
        #expect(l.handle(touch(.ended, 490, 0.1), at: 0.1) == [1])
        #expect(l.pressedRow == nil && !l.isSettled(at: 0.1))
        expectClose(l.rowScale(1, at: 5), 1, tolerance: 1e-9)
        #expect(l.isSettled(at: 5))
    }

    @Test func aScrollLetsTheRowGoWithoutATap() {
        var l = make()
        _ = l.handle(touch(.began, 600, 0), at: 0)
        #expect(l.pressedRow == 2)
        _ = l.handle(touch(.moved, 560, 0.05), at: 0.05)
        #expect(l.pressedRow == nil && l.offset(at: 0.05) > 0)
        #expect(l.handle(touch(.ended, 560, 0.1), at: 0.1).isEmpty)
    }
}
