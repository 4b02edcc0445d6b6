import FluidInteractions
import Testing

@Suite("RowDisplacements")
struct RowDisplacementsTests {
    @Test func unlistedRowsAreAtZeroAndLookupIsByIndex() {
        let r = RowDisplacements(entries: [(2, 5), (4, -3)], anchor: nil, slack: 6)
        #expect(r.position(of: 4) == 1 && r.position(of: 3) == nil)
        #expect(r.raw(2) == 5 && r.raw(3) == 0 && r.largestMagnitude == 5)
        #expect(r.displayed(4) == -3)               // no anchor: no clamp
    }

    @Test func belowTheAnchorGapsShrinkBySlackAtMost() {
        // The anchor moved down 20; the next rows at 0 and 0 would close the gaps by 20 and 20.
        let r = RowDisplacements(entries: [(0, 20), (1, 0), (2, 0)], anchor: 0, slack: 6)
        #expect(r.displayed(0) == 20 && r.displayed(1) == 14 && r.displayed(2) == 8)
        // An unlisted row counts as 0, and a row pushed farther keeps its own.
        let s = RowDisplacements(entries: [(0, 20), (2, 30)], anchor: 0, slack: 6)
        #expect(s.displayed(1) == 14 && s.displayed(2) == 30 && s.displayed(3) == 24)
    }

    @Test func aboveTheAnchorItMirrors() {
        let r = RowDisplacements(entries: [(3, 0), (4, 0), (5, -20)], anchor: 5, slack: 6)
        #expect(r.displayed(5) == -20 && r.displayed(4) == -14 && r.displayed(3) == -8 && r.displayed(2) == -2)
        #expect(r.displayed(6) == 0)
    }
}
