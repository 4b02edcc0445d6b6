import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Intent: one dimension, pages, angles, hand-off")
struct IntentTests {
    @Test func drawerSnapsToTheProjection() {
        let drawer = ValueSnapping([0, 600])
        #expect(drawer.target(from: 380, velocity: -900) == 0)    // 380 − 449.5 → open
        #expect(drawer.target(from: 380, velocity: 0) == 600)     // nearer closed
        #expect(drawer.target(from: 250, velocity: 200) == 600)   // 250 + 99.9 = 349.9 → closed
        #expect(drawer.target(from: 250, velocity: 100) == 0)     // 299.95 → open
        expectClose(drawer.projectedPosition(from: 0, velocity: 2000), 998.99967, tolerance: 1e-5)
        #expect(drawer.projectedPosition(from: 10, velocity: .nan) == 10)
    }

    @Test func snappingProperties() {
        var g = SeededRandom(seed: 31)
        for _ in 0..<500 {
            let targets = (0..<Int(g.uniform(1...6))).map { _ in g.uniform(-1000...1000) }
            let snapping = ValueSnapping(targets, rate: g.chance(0.5) ? .normal : .fast)
            let position = g.uniform(-1000...1000)
            let velocity = g.uniform(-5000...5000)
            let target = snapping.target(from: position, velocity: velocity)!
            let projected = snapping.projectedPosition(from: position, velocity: velocity)
            // It is a target, and no target is nearer to the projection.
            #expect(targets.contains(target))
            #expect(targets.allSatisfy { Swift.abs($0 - projected) >= Swift.abs(target - projected) })
            // Flicking harder in one direction never moves the choice back.
            let harder = snapping.target(from: position, velocity: velocity + (velocity >= 0 ? 500 : -500))!
            #expect(velocity >= 0 ? harder >= target : harder <= target)
        }
    }

    /// The two-end form chooses exactly as a `ValueSnapping` over the same
    /// two ends, for any ends, position, velocity and rate; a non-finite end
    /// is never chosen.
    @Test func theTwoEndChoiceIsTheSnappingOfThoseTwoEnds() {
        var g = SeededRandom(seed: 31)
        for _ in 0..<5_000 {
            let first = g.uniform(-1_000...1_000), second = g.chance(0.1) ? first : g.uniform(-1_000...1_000)
            let position = g.uniform(-2_000...2_000), velocity = (g.chance(0.5) ? -1 : 1) * g.logUniform(1e-3, 1e5)
            let rate = g.chance(0.5) ? DecelerationRate.normal : .fast
            let pair = ValueSnapping.targetIndex(between: first, and: second, from: position, velocity: velocity, rate: rate)
            #expect(pair == ValueSnapping([first, second], rate: rate).targetIndex(from: position, velocity: velocity))
        }
        #expect(ValueSnapping.targetIndex(between: .nan, and: 600, from: 0, velocity: 0) == 1)
        #expect(ValueSnapping.targetIndex(between: 0, and: .infinity, from: 900, velocity: 0) == 0)
        #expect(ValueSnapping.targetIndex(between: .nan, and: .nan, from: 0, velocity: 0) == nil)
        #expect(ValueSnapping.targetIndex(between: 0, and: 600, from: .nan, velocity: 0) == nil)
    }

    @Test func snappingBadInput() {
        #expect(ValueSnapping([]).target(from: 0, velocity: 0) == nil)
        #expect(ValueSnapping([.nan, .infinity]).targets.isEmpty)
        #expect(ValueSnapping([0, 1]).target(from: .nan, velocity: 0) == nil)
        // A velocity so large the projection overflows still picks by direction.
        #expect(ValueSnapping([-5, 0, 7]).target(from: 0, velocity: .greatestFiniteMagnitude) == 7)
        #expect(ValueSnapping([-5, 0, 7]).target(from: 0, velocity: -.greatestFiniteMagnitude) == -5)
    }

    @Test func pagingMovesAtMostOnePagePerFlick() {
        let pages = Paging(pageLength: 390, pageCount: 5)
        #expect(pages.targetPage(from: 450, velocity: 300, startPage: 1) == 2)     // 450 + 150 = 600 → 1.54 → 2
        #expect(pages.targetPage(from: 450, velocity: 100, startPage: 1) == 1)     // 500 → 1.28 → 1
        #expect(pages.targetPage(from: 450, velocity: 9000, startPage: 1) == 2)    // not 4
        #expect(pages.targetPage(from: 450, velocity: -9000, startPage: 1) == 0)
        #expect(pages.targetPage(from: 1500, velocity: 9000, startPage: 3) == 4)   // never past the last
        var free = pages
        free.maximumPagesPerFlick = nil
        #expect(free.targetPage(from: 450, velocity: 9000, startPage: 1) == 4)
        var two = pages
        two.maximumPagesPerFlick = 2
        #expect(two.targetPage(from: 450, velocity: 9000, startPage: 1) == 3)
        #expect(pages.targetPage(from: 450, velocity: 300) == 2)                   // start page: nearest to the offset
        #expect(pages.offset(of: 3) == 1170 && pages.offset(of: 9) == 1560 && pages.offset(of: -2) == 0)
        #expect(pages.page(at: 800) == 2 && pages.page(at: .nan) == 0 && pages.page(at: -400) == 0)
    }

    @Test func pagingBadInput() {
        let broken = Paging(pageLength: .nan, pageCount: 0)
        #expect(broken.targetPage(from: 10, velocity: 10) == 0)
        let pages = Paging(pageLength: 100, pageCount: 3)
        #expect(pages.targetPage(from: .infinity, velocity: 0) == 0)
        #expect(pages.targetPage(from: 100, velocity: .nan, startPage: 1) == 1)
        #expect(pages.targetPage(from: 100, velocity: .greatestFiniteMagnitude, startPage: 1) == 2)
    }

    @Test func anglesTakeTheShortWayRound() {
        let quarterTurns = AngleSnapping(step: .degrees(90))
        #expect(quarterTurns.allowedAngles.count == 4)
        expectClose(quarterTurns.target(from: .degrees(350), velocity: 0)!.degrees, 360, tolerance: 1e-9)
        expectClose(quarterTurns.target(from: .degrees(-170), velocity: 0)!.degrees, -180, tolerance: 1e-9)
        expectClose(quarterTurns.target(from: .degrees(30), velocity: 3)!.degrees, 90, tolerance: 1e-9)  // projected ≈ 115.9°
        expectClose(quarterTurns.target(from: .degrees(30), velocity: 5)!.degrees, 180, tolerance: 1e-9)  // projected ≈ 173°
        expectClose(quarterTurns.target(from: .degrees(10), velocity: -4)!.degrees, -90, tolerance: 1e-9) // projected ≈ −104°
        let projected = quarterTurns.projectedAngle(from: .zero, velocity: 1)
        expectClose(projected.radians, Projection.distance(velocity: 1.0), tolerance: 1e-12)
    }

    @Test func angleProperties() {
        var g = SeededRandom(seed: 32)
        for _ in 0..<500 {
            let allowed = (0..<Int(g.uniform(1...5))).map { _ in Angle(radians: g.uniform(-10...10)) }
            let snapping = AngleSnapping(allowedAngles: allowed)
            let angle = Angle(radians: g.uniform(-20...20))
            let velocity = g.uniform(-20...20)
            let target = snapping.target(from: angle, velocity: velocity)!
            let projected = snapping.projectedAngle(from: angle, velocity: velocity)
            // Within half a turn of the projection, and the same direction as an allowed angle.
            expectClose(target.radians, projected.radians, tolerance: .pi + 1e-9)
            #expect(allowed.contains { Swift.abs($0.shortestDelta(to: target).radians) < 1e-9 })
        }
    }

    @Test func aStepNearADivisionOfTheTurnIsThatDivision() {
        #expect(AngleSnapping(stepNear: 90, rate: .fast) == AngleSnapping(step: .degrees(90), rate: .fast))
        #expect(AngleSnapping(stepNear: 100).allowedAngles == AngleSnapping(step: .degrees(90)).allowedAngles)
        #expect(AngleSnapping(stepNear: 110).allowedAngles.count == 3)
        #expect(AngleSnapping(stepNear: 80).allowedAngles.count == 5, "4.5 divisions round up")
        #expect(AngleSnapping(stepNear: 15).allowedAngles.count == 24)
        for bad in [0.0, -90, .nan, .infinity, 1000] {
            #expect(AngleSnapping(stepNear: bad).allowedAngles == [.zero], "\(bad)")
        }
    }

    @Test func angleBadInput() {
        #expect(AngleSnapping(allowedAngles: []).target(from: .zero, velocity: 1) == nil)
        #expect(AngleSnapping(allowedAngles: [.radians(.nan)]).allowedAngles.isEmpty)
        #expect(AngleSnapping(step: .radians(.nan), offset: .degrees(45)).allowedAngles == [.degrees(45)])
        #expect(AngleSnapping(step: .zero).allowedAngles.count == 1)
        #expect(AngleSnapping(step: .degrees(90)).target(from: .radians(.nan), velocity: 1) == nil)
        #expect(AngleSnapping(step: .degrees(90)).target(from: .zero, velocity: .nan) == .zero)
    }

    @Test func springHandoff() {
        // Seed 000's drawer: 300 points/s with 150 points to go → 2 per second.
        expectClose(SpringHandoff.relativeVelocity(300, from: 450, to: 600), 2, tolerance: 1e-12)
        // Zero distance: nudged to one point in the direction of the velocity.
        #expect(SpringHandoff.relativeVelocity(300, from: 600, to: 600) == 300)
        #expect(SpringHandoff.relativeVelocity(-300, from: 600, to: 600) == 300)  // distance −1, velocity −300
        #expect(SpringHandoff.relativeVelocity(50, from: 0, to: 0.25) == 50)     // under a point: ±1
        #expect(SpringHandoff.relativeVelocity(.nan, from: 0, to: 1) == 0)
        #expect(SpringHandoff.relativeVelocity(1, from: 0, to: 1, minimumDistance: .nan) == 1)
        let v = SpringHandoff.relativeVelocity(Vector(dx: 100, dy: -400), from: Point(x: 0, y: 0), to: Point(x: 50, y: -200))
        #expect(v == Vector(dx: 2, dy: 2))
        expectClose(SpringHandoff.relativeVelocity(angularVelocity: 3, from: .zero, to: .degrees(90)), 3 / (Double.pi / 2), tolerance: 1e-12)
        #expect(SpringHandoff.relativeVelocity(angularVelocity: 0.5, from: .zero, to: .zero) == 50)
        // The unit curve starts with that velocity.
        let curve = SpringHandoff.unitCurve(Spring(duration: 0.4, bounce: 0.2), velocity: 300, from: 450, to: 600)
        expectClose(curve.velocity(at: 0), 2, tolerance: 1e-9)
        expectClose(curve.progress(at: 0), 0, tolerance: 1e-12)
    }
}

@Suite("Intent: PiP corners")
struct PointSnappingTests {
    // A portrait phone: corners of the window's centre.
    let corners = [Point(x: 66, y: 151), Point(x: 324, y: 151), Point(x: 66, y: 719), Point(x: 324, y: 719)]

    @Test func allMethodsAgreeOnClearCases() {
        for method in [PointSnapping.Method.perAxisProjection, .secondaryAxisDiscount, .wholeGesture] {
            let pip = PointSnapping(corners, method: method)
            // Let go in place: stays.
            #expect(pip.targetIndex(from: Point(x: 80, y: 160), velocity: .zero, start: corners[0]) == 0)
            // A clean flick straight down.
            #expect(pip.targetIndex(from: Point(x: 66, y: 250), velocity: Vector(dx: 0, dy: 2500), start: corners[0]) == 2)
            // Carried almost all the way and let go slowly.
            #expect(pip.targetIndex(from: Point(x: 300, y: 700), velocity: Vector(dx: -40, dy: 30), start: corners[0]) == 3)
        }
    }

    @Test func aSlightlyCrookedHardFlickDownStaysOnItsSide() {
        // Aimed down with 6° of sideways error, three times harder than needed.
        let speed = 3600.0
        let v = Vector(dx: speed * 0.1045, dy: speed * 0.9945)
        let p = Point(x: 70, y: 230)
        #expect(PointSnapping(corners, method: .perAxisProjection).targetIndex(from: p, velocity: v, start: corners[0]) == 3)  // wrong side
        #expect(PointSnapping(corners, method: .wholeGesture).targetIndex(from: p, velocity: v, start: corners[0]) == 2)
    }

    @Test func aRealDiagonalFlickStaysDiagonal() {
        // Aimed at the opposite corner (65.6° below horizontal) from the top-left,
        // at about the speed that glides there (λ·544 ≈ 1090 points/s).
        let direction = Vector(dx: 258, dy: 568) / Vector(dx: 258, dy: 568).length
        let p = corners[0] + direction * 80
        let v = direction * 1000
        #expect(PointSnapping(corners, method: .wholeGesture).targetIndex(from: p, velocity: v, start: corners[0]) == 3)
        #expect(PointSnapping(corners, method: .perAxisProjection).targetIndex(from: p, velocity: v, start: corners[0]) == 3)
        // The discount alone bends it down the near edge.
        #expect(PointSnapping(corners, method: .secondaryAxisDiscount).targetIndex(from: p, velocity: v, start: corners[0]) == 2)
    }

    @Test func discountFormula() {
        #expect(PointSnapping.discountingSecondaryAxis(Vector(dx: 100, dy: 1000)) == Vector(dx: 10, dy: 1000))
        #expect(PointSnapping.discountingSecondaryAxis(Vector(dx: -1000, dy: 500)) == Vector(dx: -1000, dy: 250))
        #expect(PointSnapping.discountingSecondaryAxis(Vector(dx: 7, dy: -7)) == Vector(dx: 7, dy: -7))
        #expect(PointSnapping.discountingSecondaryAxis(.zero) == .zero)
    }

    @Test func badInput() {
        let pip = PointSnapping(corners)
        #expect(PointSnapping([]).targetIndex(from: .zero, velocity: .zero) == nil)
        #expect(PointSnapping([Point(x: .nan, y: 0)]).targets.isEmpty)
        #expect(pip.targetIndex(from: Point(x: .nan, y: 0), velocity: .zero) == nil)
        #expect(pip.targetIndex(from: Point(x: 70, y: 160), velocity: Vector(dx: .nan, dy: .infinity)) == 0)
        #expect(pip.target(from: Point(x: 70, y: 160), velocity: .zero, start: Point(x: .nan, y: 0)) == corners[0])
        // Astronomically fast: still a corner, in the direction of the flick.
        let huge = pip.targetIndex(from: Point(x: 70, y: 160), velocity: Vector(dx: 1e308, dy: 1e308), start: corners[0])
        #expect(huge == 3)
        let overflow = pip.targetIndex(from: Point(x: 70, y: 160), velocity: Vector(dx: 1.7e308, dy: 1.7e308), start: corners[0])
        #expect(overflow == 3)
        // Positions at the edge of Double: any valid corner, no trap.
        let extreme = pip.targetIndex(from: Point(x: 1.7e308, y: -1.7e308), velocity: Vector(dx: -1e308, dy: 1e308), start: Point(x: -1.7e308, y: 1.7e308))
        #expect(extreme.map { corners.indices.contains($0) } == true)
        var g = SeededRandom(seed: 33)
        for _ in 0..<500 {
            for method in [PointSnapping.Method.perAxisProjection, .secondaryAxisDiscount, .wholeGesture] {
                let p = Point(x: g.uniform(-100...500), y: g.uniform(-100...900))
                let v = Vector(dx: g.uniform(-8000...8000), dy: g.uniform(-8000...8000))
                let index = PointSnapping(corners, method: method).targetIndex(from: p, velocity: v, start: g.chance(0.5) ? nil : corners[Int(g.uniform(0...3.999))])
                #expect(index.map { corners.indices.contains($0) } == true)
            }
        }
    }
}

// Defects found in review, one test each.
extension IntentTests {
    @Test(.tags(.regression, .review)) func pagingWithAHugePageCountDoesNotTrap() {
        let pages = Paging(pageLength: 1, pageCount: .max, maximumPagesPerFlick: nil)
        #expect(pages.page(at: 1e30) == Int.max - 1)
        #expect(pages.page(at: -1e30) == 0)
        #expect(pages.targetPage(from: 1e30, velocity: 1e300) == Int.max - 1)
        #expect(pages.targetPage(from: 10, velocity: 0) == 10)
    }
}
