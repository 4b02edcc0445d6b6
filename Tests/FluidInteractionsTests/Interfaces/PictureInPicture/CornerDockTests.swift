import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

@Suite("CornerDock")
struct CornerDockTests {
    /// The picture in picture's on the phone: a 100 × 150 pt window 20 pt inside a 390 × 797 pt area 47 pt down.
    let dock = CornerDock(area: Rect(x: 0, y: 47, width: 390, height: 797), windowSize: Size(width: 100, height: 150), inset: 20, tab: 24)

    @Test func cornersAreInsetFromTheArea() {
        #expect(dock.center(of: .topLeft) == Point(x: 70, y: 142) && dock.center(of: .topRight) == Point(x: 320, y: 142))
        #expect(dock.center(of: .bottomLeft) == Point(x: 70, y: 749) && dock.center(of: .bottomRight) == Point(x: 320, y: 749))
        #expect(dock.frame(centeredAt: dock.center(of: .topLeft)) == Rect(x: 20, y: 67, width: 100, height: 150))
        #expect(dock.stash == EdgeStash(edges: 0...390, width: 100, tab: 24))
    }

    @Test func aStillReleaseGoesToTheNearestCorner() {
        let place = dock.place(releasedAt: Point(x: 300, y: 200), aim: .zero, dragStart: Point(x: 300, y: 200), from: .bottomLeft)
        #expect(place == CornerDock.Place(corner: .topRight, stashed: nil, center: Point(x: 320, y: 142)))
    }

    @Test func aFlickAcrossGoesToTheFarCorner() {
        let from = dock.center(of: .bottomRight)
        let place = dock.place(releasedAt: from, aim: Vector(dx: -1500, dy: 0), dragStart: from, from: .bottomRight)
        #expect(place.corner == .bottomLeft && place.stashed == nil && place.center == dock.center(of: .bottomLeft))
    }

    @Test func aFlickOffASideStashesAtTheProjectedHeightBetweenThatSidesCorners() {
        // Projected 500 pt right (at the normal rate) and, the secondary axis discounted, 20 pt down: nearer the top corner.
        let mid = dock.place(releasedAt: Point(x: 330, y: 400), aim: Vector(dx: 1000, dy: 200), dragStart: Point(x: 330, y: 400), from: .topRight)
        #expect(mid.stashed == .right && mid.center.x == dock.stash.restingX(.right))
        #expect(mid.center.y > 400 && mid.center.y < 749 && mid.corner == .topRight)
        let low = dock.place(releasedAt: Point(x: 60, y: 760), aim: Vector(dx: -1000, dy: 800), dragStart: Point(x: 60, y: 760), from: .bottomLeft)
        #expect(low == CornerDock.Place(corner: .bottomLeft, stashed: .left, center: Point(x: -26, y: 749)))
    }

    @Test func aReleaseItCannotJudgeKeepsTheCornerItCameFrom() {
        let nowhere = Point(x: .nan, y: 300)
        #expect(dock.place(releasedAt: nowhere, aim: .zero, dragStart: nowhere, from: .topLeft).corner == .topLeft)
    }

    @Test func theTuningChoosesTheMethodAndItsNumbers() throws {
        let from = Point(x: 320, y: 500), aim = Vector(dx: -600, dy: -1200), start = dock.center(of: .bottomRight)
        #expect(CornerDock.method(in: Tuning()) == .strokeHeading)
        #expect(dock.place(releasedAt: from, aim: aim, dragStart: start, from: .bottomRight, tuning: Tuning())
            == dock.place(releasedAt: from, aim: aim, dragStart: start, from: .bottomRight))
        var tuning = Tuning()
        try tuning.set(CornerDock.Tuned.method, to: .choice("perAxisProjection"))
        try tuning.set(CornerDock.Tuned.projectionRate, to: .number(0.99))
        try tuning.set(CornerDock.Tuned.minimumReach, to: .number(1.5))
        try tuning.set(CornerDock.Tuned.dragWeightLength, to: .number(10))
        #expect(CornerDock.method(in: tuning) == .perAxisProjection)
        #expect(dock.place(releasedAt: from, aim: aim, dragStart: start, from: .bottomRight, tuning: tuning)
            == dock.place(releasedAt: from, aim: aim, dragStart: start, from: .bottomRight, method: .perAxisProjection,
                          rate: DecelerationRate(rawValue: 0.99), minimumReach: 1.5, dragWeightLength: 10))
        #expect(CornerDock.tunables.map(\.name) == ["projectionRate", "minimumReach", "dragWeightLength", "method"])
    }
}
