import FluidInteractions
import FluidPhysics
import Testing

@Suite("RowStack")
struct RowStackTests {
    /// 300 rows 64 pt tall, 8 pt apart and inset: the elastic list's.
    let stack = RowStack(count: 300, rowHeight: 64, spacing: 8, inset: 8)

    @Test func geometry() {
        #expect(stack.pitch == 72 && stack.top(0) == 8 && stack.top(2) == 152)
        #expect(stack.contentHeight == 21_608)          // 2·8 + 300·64 + 299·8
        #expect(RowStack(count: 0, rowHeight: 64, spacing: 8, inset: 8).contentHeight == 0)
        #expect(RowStack(count: -3, rowHeight: 64, spacing: 8, inset: 8).count == 0)
    }

    @Test func visibleFramesAreCutAtTheWindowsTopAndTheBottom() {
        let area = Rect(x: 20, y: 100, width: 300, height: 200)
        // Scrolled by 40: row 0 (content 8…72) shows 100…132, cut at the top; row 3 (224…288) 284…300, cut at the bottom.
        let rows = stack.visibleFrames(in: area, offset: 40, bottom: 300)
        #expect(rows.map(\.index) == [0, 1, 2, 3])
        #expect(rows[0].frame == Rect(x: 20, y: 100, width: 300, height: 32))
        #expect(rows[1].frame == Rect(x: 20, y: 140, width: 300, height: 64))
        #expect(rows[3].frame == Rect(x: 20, y: 284, width: 300, height: 16))
        // A lower bottom (the screen's edge) cuts sooner and drops what it hides.
        #expect(stack.visibleFrames(in: area, offset: 40, bottom: 270).map(\.index) == [0, 1, 2])
        #expect(stack.visibleFrames(in: area, offset: .nan, bottom: 300).isEmpty)
    }

    @Test func rowsOverlappingAnInterval() {
        #expect(stack.rows(fromContent: 0, to: 100) == 0...1)
        #expect(stack.rows(fromContent: 71, to: 81) == 0...1)       // row 0 ends at 72, row 1 starts at 80
        #expect(stack.rows(fromContent: 72, to: 80) == nil)          // only the gap: touching is no overlap
        #expect(stack.rows(fromContent: -500, to: -1) == nil && stack.rows(fromContent: 1e9, to: 2e9) == nil)
        #expect(stack.rows(fromContent: 0, to: 1e9) == 0...299)
        #expect(stack.rows(fromContent: 5, to: 5) == nil && stack.rows(fromContent: .nan, to: 5) == nil)
    }

    @Test func nearestRowIsClamped() {
        #expect(stack.nearestRow(toContentY: 40) == 0 && stack.nearestRow(toContentY: 112) == 1)
        #expect(stack.nearestRow(toContentY: -1e6) == 0 && stack.nearestRow(toContentY: 1e9) == 299)
        #expect(stack.nearestRow(toContentY: .nan) == nil)
        #expect(RowStack(count: 0, rowHeight: 64, spacing: 8, inset: 8).nearestRow(toContentY: 0) == nil)
    }
}
