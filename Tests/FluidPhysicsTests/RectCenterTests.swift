import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Rect(center:)")
struct RectCenterTests {
    @Test func centredOnThePoint() {
        let r = Rect(center: Point(x: 195, y: 422), width: 300, height: 80)
        #expect(r == Rect(x: 45, y: 382, width: 300, height: 80))
        #expect(r.center == Point(x: 195, y: 422))
    }

    @Test func sizeFormMatchesWidthHeightForm() {
        let c = Point(x: 12.3, y: -4.56)
        #expect(Rect(center: c, size: Size(width: 7.7, height: 0.1)) == Rect(center: c, width: 7.7, height: 0.1))
    }

    /// The origin is computed as `c − w / 2`, the same operations a model writes by hand, so results are bit-identical.
    @Test func bitIdenticalToTheHandWrittenArithmetic() {
        let c = Point(x: 0.1 + 0.2, y: 1.0 / 3), w = 0.7, h = 1e-3
        let r = Rect(center: c, width: w, height: h)
        #expect(r.origin.x.bitPattern == (c.x - w / 2).bitPattern)
        #expect(r.origin.y.bitPattern == (c.y - h / 2).bitPattern)
        #expect(r.size == Size(width: w, height: h))
    }

    @Test func zeroSizeIsThePoint() {
        let r = Rect(center: Point(x: 5, y: 6), size: .zero)
        #expect(r.origin == Point(x: 5, y: 6) && r.width == 0 && r.height == 0)
    }
}

@Suite("Rect.scaled(by:about:)")
struct RectScaledTests {
    @Test func everyCornerMovesAwayFromTheAnchor() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        let anchor = Point(x: 0, y: 100)
        let s = r.scaled(by: 2, about: anchor)
        #expect(s == Rect(x: 20, y: -60, width: 60, height: 80))
    }

    @Test func theAnchorStaysAndFactorOneIsIdentity() {
        let r = Rect(x: -3.5, y: 7.25, width: 11, height: 0.5)
        #expect(r.scaled(by: 1, about: Point(x: 123, y: -9)) == r)
        let c = r.center
        let s = r.scaled(by: 0.94, about: c)
        expectClose(s.center.x, c.x, tolerance: 1e-12)
        expectClose(s.center.y, c.y, tolerance: 1e-12)
        #expect(r.scaled(by: 0, about: c).width == 0)
    }
}
