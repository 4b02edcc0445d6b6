import FluidInteractions
import FluidPhysics
import Testing

@Suite("EdgeStash")
struct EdgeStashTests {
    /// The picture in picture's on the phone: a 100 pt window between x 0 and 390, 24 pt left showing.
    let stash = EdgeStash(edges: 0...390, width: 100, tab: 24)

    @Test func theRule() {
        // Past the edge by more than half the width, from that side's half.
        #expect(stash.side(releasedAt: 70, projectedTo: -51) == .left)
        #expect(stash.side(releasedAt: 70, projectedTo: -50) == nil)
        #expect(stash.side(releasedAt: 320, projectedTo: 441) == .right)
        #expect(stash.side(releasedAt: 320, projectedTo: 440) == nil)
        // A flick across the screen never stashes at the far edge.
        #expect(stash.side(releasedAt: 320, projectedTo: -900) == nil)
        #expect(stash.side(releasedAt: 70, projectedTo: 2000) == nil)
        #expect(stash.side(releasedAt: 195, projectedTo: -900) == nil, "from the very middle: neither half")
        #expect(stash.side(releasedAt: .nan, projectedTo: -900) == nil && stash.side(releasedAt: 70, projectedTo: -.infinity) == nil)
    }

    @Test func restingPlacesLeaveTheTabShowing() {
        #expect(stash.restingX(.left) == -26 && stash.restingX(.right) == 416)
        let frame = Rect(center: Point(x: 416, y: 715), size: Size(width: 100, height: 150))
        #expect(stash.tabFrame(of: frame, at: .right) == Rect(x: 366, y: 640, width: 24, height: 150))
        let left = Rect(center: Point(x: -26, y: 142), size: Size(width: 100, height: 150))
        #expect(stash.tabFrame(of: left, at: .left) == Rect(x: 0, y: 67, width: 24, height: 150))
    }

    @Test func tuckedGrowsFromTheEdgeToTheStash() {
        #expect(stash.tucked(atX: 70) == (.left, 0) && stash.tucked(atX: 50) == (.left, 0))
        #expect(stash.tucked(atX: 12) == (.left, 0.5) && stash.tucked(atX: -26) == (.left, 1) && stash.tucked(atX: -400) == (.left, 1))
        #expect(stash.tucked(atX: 340) == (.right, 0) && stash.tucked(atX: 378) == (.right, 0.5) && stash.tucked(atX: 416) == (.right, 1))
        #expect(stash.tucked(atX: .nan).amount == 0)
    }
}
