import FluidPhysics
import Testing

@Suite("Rect.contains(_:turnedBy:)")
struct RectTurnedTests {
    let square = Rect(center: Point(x: 100, y: 200), width: 60, height: 60)

    @Test func unturnedItIsThePlainHitTest() {
        for x in stride(from: 60.0, through: 140, by: 5) {
            for y in stride(from: 160.0, through: 240, by: 5) {
                let p = Point(x: x, y: y)
                #expect(square.contains(p, turnedBy: .zero) == square.contains(p))
            }
        }
    }

    @Test func anEighthTurnBringsTheCornersInAndTheDiagonalOut() {
        let eighth = Angle.degrees(45)
        // A corner of the unturned square now lies outside; a point on the
        // axis just beyond the old edge, within the half-diagonal, is inside.
        #expect(!square.contains(Point(x: 129, y: 229), turnedBy: eighth))
        #expect(square.contains(Point(x: 141, y: 200), turnedBy: eighth))
        #expect(!square.contains(Point(x: 143, y: 200), turnedBy: eighth))
    }

    @Test func aQuarterTurnSwapsWidthAndHeight() {
        let wide = Rect(center: .zero, width: 100, height: 20)
        #expect(wide.contains(Point(x: 45, y: 0), turnedBy: .zero))
        #expect(!wide.contains(Point(x: 45, y: 0), turnedBy: .degrees(90)))
        #expect(wide.contains(Point(x: 0, y: 45), turnedBy: .degrees(90)))
        #expect(wide.contains(Point(x: 0, y: -45), turnedBy: .degrees(-90)))
    }

    @Test func theEdgeCountsAndAFullTurnChangesNothing() {
        #expect(square.contains(Point(x: 130, y: 200), turnedBy: .zero))
        let p = Point(x: 120, y: 215)
        #expect(square.contains(p, turnedBy: .degrees(360)) == square.contains(p, turnedBy: .zero))
    }
}
