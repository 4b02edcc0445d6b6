import FluidInteractions
import FluidPhysics
import Testing

@Suite("Rect.grid")
struct GridLayoutTests {
    @Test func rowsOfColumnsLeftToRightThenDown() {
        let cells = Rect.grid(count: 5, columns: 2, origin: Point(x: 16, y: 63), cellSize: Size(width: 173, height: 200), spacing: 12)
        #expect(cells.count == 5)
        #expect(cells[0] == Rect(x: 16, y: 63, width: 173, height: 200))
        #expect(cells[1] == Rect(x: 201, y: 63, width: 173, height: 200))
        #expect(cells[2] == Rect(x: 16, y: 275, width: 173, height: 200))
        #expect(cells[4] == Rect(x: 16, y: 487, width: 173, height: 200))
    }

    @Test func degenerateCountsAndColumns() {
        #expect(Rect.grid(count: -3, columns: 2, origin: .zero, cellSize: Size(width: 1, height: 1), spacing: 0).isEmpty)
        let single = Rect.grid(count: 3, columns: 0, origin: .zero, cellSize: Size(width: 10, height: 10), spacing: 5)
        #expect(single.map(\.minY) == [0, 15, 30] && single.allSatisfy { $0.minX == 0 })
    }
}
