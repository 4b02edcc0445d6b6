import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("ElasticRows")
struct ElasticRowsTests {
    let stack = RowStack(count: 300, rowHeight: 64, spacing: 8, inset: 8)
    let frame = Rect(x: 0, y: 47, width: 390, height: 763)
    let spring = Spring(response: 0.6, dampingRatio: 0.7)

    func make() -> ElasticRows {
        ElasticRows(stack: stack, frame: frame, screen: 0...844, spring: spring, resistanceLength: 1000,
                    threshold: RestThreshold(value: 0.25), liveMargin: 80, minimumGap: 2)
    }

    /// Row `i`'s layout centre on screen at `offset`, points.
    func center(_ i: Int, offset: Double) -> Double { 47 + 8 + 72 * Double(i) + 32 - offset }

    /// A list flicked up: rows pushed by steps of 20 pt (the finger at y 400), let go at 2000 pt/s at 0.1 s.
    func flicked() -> (ElasticRows, ScrollOffset) {
        var rows = make()
        var offset = ScrollOffset(maxOffset: stack.contentHeight - frame.height, dimension: frame.height,
                                  bounce: Spring(response: 0.5, dampingRatio: 1))
        offset.grab(at: 0)
        rows.grab(offset: 0, at: 0)
        for step in 1...5 {
            let t = Double(step) * 0.02, before = offset.value(at: t)
            offset.drag(translation: -20 * Double(step))
            rows.push(by: offset.value(at: t) - before, fingerY: 400, offset: offset.value(at: t), at: t)
        }
        offset.release(at: 0.1, finger: -2000)
        rows.follow(offset.flight, at: 0.1)
        return (rows, offset)
    }

    @Test func aScrollStepPushesEachRowByItsDistanceFromTheFinger() {
        var rows = make()
        rows.grab(offset: 0, at: 0)
        #expect(rows.isSettled(at: 0) && rows.window(at: 0) == 0...11)
        rows.push(by: 10, fingerY: 400, offset: 10, at: 0.01)
        for i in [4, 10] {
            let share = Swift.min(1, Swift.abs(center(i, offset: 10) - 400) / 1000)
            expectClose(rows.displacement(ofRow: i, offset: 10, at: 0.01), 10 * share, tolerance: 1e-12)
        }
        #expect(rows.displacement(ofRow: 4, offset: 10, at: 0.01) < rows.displacement(ofRow: 10, offset: 10, at: 0.01), "far rows lag more")
        #expect(!rows.isSettled(at: 0.01) && rows.live.map(\.index) == Array(rows.live.map(\.index)).sorted())
        // Left alone, every row springs back to its place and is dropped.
        rows.settle(at: 5)
        #expect(rows.isSettled(at: 5) && rows.live.isEmpty && rows.snapshot(offset: 10, at: 5).displayed(10) == 0)
    }

    @Test func theDrawnRowsKeepTheirOrder() {
        var rows = make()
        rows.grab(offset: 0, at: 0)
        var offset = 0.0
        for step in 1...10 {
            offset += 60
            rows.push(by: 60, fingerY: 100, offset: offset, at: Double(step) * 0.008)
        }
        let t = 0.08, snapshot = rows.snapshot(offset: offset, at: t)
        let visible = rows.visibleRows(offset: offset, snapshot: snapshot)
        #expect(!visible.isEmpty)
        for (a, b) in zip(visible, visible.dropFirst()) {
            #expect(b.offset - a.offset >= -6 - 1e-9, "every gap at least 2 pt")
        }
    }

    @Test func releasedTheRowsTrailTheGlideAndAHoldFoldsTheTrailInWithoutAJump() throws {
        var (rows, offset) = flicked()
        let t = 0.4, o = offset.value(at: t)
        #expect(rows.trail.value(at: t) != 0)
        let before = rows.snapshot(offset: o, at: t)
        let indices = rows.visibleRows(offset: o, snapshot: before).map(\.index)
        offset.grab(at: t)
        rows.grab(offset: offset.value(at: t), at: t)
        #expect(rows.trail.trail == nil && !rows.live.isEmpty)
        let after = rows.snapshot(offset: offset.value(at: t), at: t)
        for i in indices { expectClose(after.displayed(i), before.displayed(i), tolerance: 1e-9) }
        rows.settle(at: 10)
        #expect(rows.isSettled(at: 10))
    }

    @Test func retuningMidMotionKeepsEveryRowWhereItIsAndItsVelocity() throws {
        var (rows, offset) = flicked()
        let t = 0.3, o = offset.value(at: t)
        let trail = try #require(rows.trail.trail).state(at: t)
        let before = rows.visibleRows(offset: o, snapshot: rows.snapshot(offset: o, at: t))
        let own = rows.live.map { $0.motion.sample(at: t) }
        let stiffer = Spring(response: 0.3, dampingRatio: 0.9)
        rows.retune(spring: stiffer, resistanceLength: 500, flight: offset.flight, refollow: false, at: t)
        #expect(rows.spring == stiffer && rows.resistanceLength == 500 && rows.trail.resistanceLength == 1000, "the running trail keeps its R")
        let after = rows.visibleRows(offset: o, snapshot: rows.snapshot(offset: o, at: t))
        #expect(after.map(\.index) == before.map(\.index))
        for (a, b) in zip(after, before) { expectClose(a.offset, b.offset, tolerance: 1e-9) }
        for (k, row) in rows.live.enumerated() {
            #expect(row.motion.spring == stiffer)
            expectClose(row.motion.velocity(at: t), own[k].velocity, tolerance: 1e-9)
        }
        let refollowed = try #require(rows.trail.trail).state(at: t)
        expectClose(refollowed.value, trail.value, tolerance: 1e-9)
        expectClose(refollowed.velocity, trail.velocity, tolerance: 1e-9)
        // Once the trail has ended, the next one takes the new R.
        rows.settle(at: 20)
        rows.follow(nil, at: 20)
        #expect(rows.trail.resistanceLength == 500)
    }
}
