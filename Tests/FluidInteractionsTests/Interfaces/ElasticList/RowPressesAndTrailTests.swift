import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("RowPresses and RowTrail")
struct RowPressesAndTrailTests {
    let pressSpring = Spring(response: 0.15, dampingRatio: 1), releaseSpring = Spring(response: 0.3, dampingRatio: 1)

    @Test func aPressRisesAtOnceAndLetsGoFromWhereItIs() {
        var p = RowPresses(pressSpring: pressSpring, releaseSpring: releaseSpring)
        #expect(p.isSettled(at: 0) && p.amount(ofRow: 2, at: 0) == 0)
        p.press(2, at: 0)
        #expect(p.pressedRow == 2 && p.amount(ofRow: 2, at: 0) == 0 && p.amount(ofRow: 2, at: 0.05) > 0.2)
        let mid = p.amount(ofRow: 2, at: 0.08)
        p.release(at: 0.08)
        #expect(p.pressedRow == nil && p.amount(ofRow: 2, at: 0.08) == mid, "no jump")
        // Another row pressed while the first lets go: both move on their own springs.
        p.press(5, at: 0.1)
        #expect(p.amount(ofRow: 2, at: 0.1) > 0 && p.amount(ofRow: 2, at: 0.1) < mid + 0.2)
        p.release(at: 0.2)
        p.settle(at: 3)
        #expect(p.isSettled(at: 3) && p.amount(ofRow: 2, at: 3) == 0 && p.amount(ofRow: 5, at: 3) == 0)
    }

    @Test func theTrailIsSharedByDistanceFromTheAnchorKeptOnScreen() throws {
        let stack = RowStack(count: 100, rowHeight: 64, spacing: 8, inset: 8)
        var trail = RowTrail(stack: stack, listTop: 47, screen: 0...844, resistanceLength: 1000,
                             spring: Spring(response: 0.6, dampingRatio: 0.7), threshold: RestThreshold(value: 0.25))
        trail.anchor = 400 - 47 // a finger at y 400 at offset 0
        #expect(trail.anchorY(offset: 0) == 400 && trail.anchorY(offset: 1000) == 0 && trail.anchorY(offset: -1000) == 844)
        // Row 4's centre: 47 + 8 + 288 + 32 = 375, 25 pt above the anchor.
        expectClose(trail.share(ofRow: 4, offset: 0), 0.025, tolerance: 1e-12)
        #expect(trail.share(ofRow: 90, offset: 0) == 1)
        var offset = ScrollOffset(maxOffset: 6000, dimension: 763, bounce: Spring(response: 0.5, dampingRatio: 1))
        offset.grab(at: 0)
        offset.drag(translation: -200)
        offset.release(at: 0, finger: -2000)
        trail.follow(offset.flight, at: 0)
        #expect(trail.value(at: 0) == 0 && trail.value(at: 0.1) > 50 && !trail.isSettled(at: 0.1))
        let g = (value: trail.value(at: 0.1), velocity: 0.0)
        let rows = trail.rows([(index: 6, motion: SpringAnimation(spring: .smooth, from: 10.0, to: 0, startTime: 0.1))],
                              near: 3..<6, trail: g, offset: 300, at: 0.1)
        #expect(rows.map(\.index) == [3, 4, 5, 6])
        expectClose(rows[3].d, 10 + trail.share(ofRow: 6, offset: 300) * g.value, tolerance: 1e-9)
        #expect(trail.stop(at: 0.1) != nil && trail.value(at: 0.2) == 0 && trail.isSettled(at: 0.2))
    }
}
