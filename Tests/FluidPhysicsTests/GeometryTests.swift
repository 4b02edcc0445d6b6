import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Values that animate")
struct GeometryTests {
    /// The vector-space laws every conformance promises.
    func checkLaws<V: VectorArithmetic>(_ a: V, _ b: V) {
        func close(_ x: V, _ y: V) -> Bool { isClose(x, y, tolerance: 1e-9) }
        #expect(close(a + .zero, a))
        #expect(close(a - a, .zero))
        #expect(close(a.scaled(by: 1), a))
        #expect(close(a.scaled(by: 0), .zero))
        #expect(close((a + b).scaled(by: 2.5), a.scaled(by: 2.5) + b.scaled(by: 2.5)))
        #expect(a.magnitudeSquared >= 0 && V.zero.magnitudeSquared == 0)
        #expect(close(a.interpolated(to: b, fraction: 0), a) && close(a.interpolated(to: b, fraction: 1), b))
    }

    @Test func laws() {
        checkLaws(3.5, -2.0)
        checkLaws(Float(3.5), Float(-2))
        checkLaws(SIMD2<Double>(1, 2), SIMD2<Double>(-3, 4))
        checkLaws(SIMD3<Float>(1, 2, 3), SIMD3<Float>(-3, 4, 0.5))
        checkLaws(SIMD4<Double>(1, 2, 3, 4), SIMD4<Double>(-3, 4, 0.5, 9))
        checkLaws(Point(x: 1, y: 2), Point(x: -5, y: 7))
        checkLaws(Vector(dx: 1, dy: 2), Vector(dx: -5, dy: 7))
        checkLaws(Size(width: 10, height: 20), Size(width: 3, height: -1))
        checkLaws(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: -1, y: 0, width: 30, height: 40))
        checkLaws(Angle(degrees: 30), Angle(degrees: -400))
        checkLaws(Color(red: 1, green: 0.5, blue: 0), Color(hex: 0x3366CC, alpha: 0.5))
        checkLaws(Transform(translation: Vector(dx: 3, dy: 4), scaleX: 2, scaleY: 1, rotation: .degrees(45)), .identity)
        checkLaws(AnimatablePair(1.0, Point(x: 2, y: 3)), AnimatablePair(-4.0, Point(x: 0, y: 1)))
    }

    @Test func magnitudes() {
        #expect(Point(x: 3, y: 4).magnitude == 5)
        #expect(Vector(dx: 3, dy: 4).length == 5)
        expectClose(Vector(dx: 3e200, dy: 4e200).length / 5e200, 1, tolerance: 1e-15)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(SIMD3<Float>(1, 2, 2).magnitudeSquared == 9)
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 6, y: 8)) == 10)
        #expect(Point(x: 1, y: 1) + Vector(dx: 2, dy: 3) == Point(x: 3, y: 4))
        #expect(Point(x: 1, y: 1).offset(to: Point(x: 4, y: 5)) == Vector(dx: 3, dy: 4))
    }

    @Test func rect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 10, y: 20)) && !r.contains(Point(x: 9, y: 20)))
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 25, width: 80, height: 40))
        let flipped = Rect(x: 10, y: 20, width: -100, height: 50)
        #expect(flipped.minX == -90 && flipped.maxX == 10 && flipped.width == 100)
    }

    @Test func angles() {
        expectClose(Angle(degrees: 180).radians, .pi, tolerance: 1e-15)
        expectClose(Angle(degrees: 370).normalized.degrees, 10, tolerance: 1e-12)
        expectClose(Angle(degrees: -190).normalized.degrees, 170, tolerance: 1e-12)
        #expect(Angle(degrees: 180).normalized.radians == .pi)
        #expect(Angle(degrees: -180).normalized.radians == .pi)
        expectClose(Angle(degrees: 350).shortestDelta(to: .degrees(10)).degrees, 20, tolerance: 1e-12)
        expectClose(Angle(degrees: 10).shortestDelta(to: .degrees(350)).degrees, -20, tolerance: 1e-12)
        // Angles are not wrapped by arithmetic: 0 → 360° is a full turn.
        #expect(Angle(degrees: 0).nearestEquivalent(to: .degrees(359)) == Angle(degrees: 0))
    }

    @Test func colourRoundTripsAndMixesInLinearLight() {
        for hex: UInt32 in [0x000000, 0xFFFFFF, 0x3366CC, 0xFF0000, 0x808080, 0x0A0B0C] {
            #expect(Color(hex: hex).hex == hex)
        }
        expectClose(Color.linear(fromSRGB: 0.5), 0.21404114048223255, tolerance: 1e-12)
        expectClose(Color.sRGB(fromLinear: 0.21404114048223255), 0.5, tolerance: 1e-12)
        expectClose(Color.linear(fromSRGB: 0.04), 0.04 / 12.92, tolerance: 1e-15)
        // Halfway between black and white in linear light is brighter than sRGB 0.5.
        let mid = Color.black.interpolated(to: .white, fraction: 0.5)
        expectClose(mid.red, Color.sRGB(fromLinear: 0.5), tolerance: 1e-12)
        #expect(mid.red > 0.7)
        // Red to green keeps its brightness instead of dipping to brown.
        let rg = Color(red: 1, green: 0, blue: 0).interpolated(to: Color(red: 0, green: 1, blue: 0), fraction: 0.5)
        expectClose(rg.linearRed + rg.linearGreen, 1, tolerance: 1e-12)
        // Overshoot past black stays finite and clamps to a displayable colour.
        let past = Color.black - Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0)
        #expect(past.red < 0 && past.clamped.red == 0)
        #expect(Spring.bouncy.value(fromValue: Color.black, toValue: Color.white, time: 0.3).red > 1)
    }

    @Test func transformMatrixAndDecomposition() {
        let t = Transform(translation: Vector(dx: 10, dy: -5), scaleX: 2, scaleY: 3, rotation: .degrees(30))
        let m = t.affineMatrix
        let back = Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        expectClose(back.scaleX, 2, tolerance: 1e-12)
        expectClose(back.scaleY, 3, tolerance: 1e-12)
        expectClose(back.rotation.degrees, 30, tolerance: 1e-12)
        #expect(back.translation == Vector(dx: 10, dy: -5))
        let p = Transform.rotation(.degrees(90)).apply(to: Point(x: 1, y: 0))
        expectClose(p.x, 0, tolerance: 1e-15)
        expectClose(p.y, 1, tolerance: 1e-15)
        let mirrored = Transform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(mirrored.scaleX * mirrored.scaleY < 0)
    }

    @Test func transformTakesTheShortWayWithoutShear() {
        let from = Transform(rotation: .degrees(170))
        let to = Transform(rotation: .degrees(-170)).nearestEquivalent(to: from)
        expectClose(to.rotation.degrees, 190, tolerance: 1e-9)
        // Every frame of a spring between them stays a pure rotation and scale: the
        // matrix columns stay orthogonal (no shear) and the scale never collapses.
        let start = Transform(scaleX: 1, scaleY: 1, rotation: .degrees(0))
        let end = Transform(scaleX: 2, scaleY: 2, rotation: .degrees(180))
        for i in 0...30 {
            let f = Spring.bouncy.value(fromValue: start, toValue: end, time: Double(i) / 30)
            let m = f.affineMatrix
            expectClose(m.a * m.c + m.b * m.d, 0, tolerance: 1e-12)
            #expect(Vector(dx: m.a, dy: m.b).length > 0.9)
        }
        #expect(AnimatablePair(1.0, from).nearestEquivalent(to: AnimatablePair(0, Transform(rotation: .degrees(-170)))).second.rotation.degrees < 0)
    }
}

// Defects found in review, one test each.
extension GeometryTests {
    @Test(.tags(.regression, .review)) func colourHexOfNaNDoesNotTrap() {
        #expect(Color(linearRed: .nan, linearGreen: 0, linearBlue: 0).hex == 0x000000)
        #expect(Color(linearRed: .nan, linearGreen: 1, linearBlue: 0).clamped.linearRed == 0)
    }
}
