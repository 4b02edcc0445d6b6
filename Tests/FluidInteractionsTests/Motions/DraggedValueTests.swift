import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("DraggedValue")
struct DraggedValueTests {
    let band = RubberBand(range: 0...100, dimension: 400)

    @Test func aDragFollowsTheFingerThroughTheResistance() {
        var v = DraggedValue(restingAt: 50.0, resistance: band)
        #expect(v.phase == .resting && v.value(at: 0) == 50)
        let heading = v.grab(at: 0)
        #expect(heading == nil, "a value at rest was heading nowhere")
        v.drag(by: 30)
        #expect(v.value(at: 0) == 80 && v.velocity(at: 0, finger: 200) == 200)
        v.drag(by: 90)   // 40 past the end
        expectClose(v.value(at: 0), band.apply(140), tolerance: 1e-12)
        expectClose(v.velocity(at: 0, finger: 200), 200 * band.slope(at: 140), tolerance: 1e-12)
        #expect(v.velocity(at: 0, finger: .nan) == 0)
    }

    @Test func theReleaseAndTheCatchKeepPositionAndVelocity() {
        var v = DraggedValue(restingAt: 0.0, resistance: band)
        v.grab(at: 1)
        v.drag(by: 130)
        let shown = v.value(at: 1), speed = v.velocity(at: 1, finger: 900)
        v.animate(to: 100, spring: Spring(response: 0.3, dampingRatio: 0.8), velocity: speed, at: 1)
        #expect(v.phase == .animating && v.target == 100)
        expectClose(v.value(at: 1), shown, tolerance: 1e-12)
        expectClose(v.velocity(at: 1, finger: 0), speed, tolerance: 1e-9)
        // Caught mid-flight past the end: held where it is, heading reported.
        let caught = v.value(at: 1.05)
        #expect(caught > 100)
        let heading = v.grab(at: 1.05)
        #expect(heading == 100)
        expectClose(v.value(at: 1.05), caught, tolerance: 1e-9)
        v.drag(by: 0)
        expectClose(v.value(at: 2), caught, tolerance: 1e-9)
    }

    @Test func aSettledSpringRestsExactlyOnItsTarget() {
        var v = DraggedValue(restingAt: 0.0, resistance: Unresisted<Double>())
        v.animate(to: 10, spring: .smooth, at: 0)
        let early = v.settle(at: 0.1), late = v.settle(at: 5)
        #expect(!early && late)
        #expect(v.phase == .resting && v.value(at: 5) == 10 && v.velocity(at: 5, finger: 3) == 0)
    }

    @Test func aNewResistanceRemapsADragAtOnce() {
        var v = DraggedValue(restingAt: 0.0, resistance: RubberBandCurve.bounded(RubberBand(range: 0...0, dimension: 500)))
        v.grab(at: 0)
        v.drag(by: 100)
        let bounded = v.value(at: 0)
        v.resistance = .power(PowerRubberBand())
        #expect(v.value(at: 0) != bounded)
        expectClose(v.value(at: 0), PowerRubberBand().value(100), tolerance: 1e-12)
    }

    @Test func aPointFollowsTheFingerOneToOne() {
        var v = DraggedValue(restingAt: Point(x: 10, y: 20), resistance: Unresisted<Point>())
        v.grab(at: 0)
        v.drag(toRaw: Point(x: 15, y: 5))
        #expect(v.value(at: 0) == Point(x: 15, y: 5))
        #expect(v.velocity(at: 0, finger: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }

    /// A pan's value at `location`, `translation` points from where it began, moving at `velocity` points/s.
    func finger(_ translation: Vector, velocity: Vector = .zero, at time: Double) -> InstantPanRecognizer.Value {
        let start = Point(x: 100, y: 100)
        return .init(pointer: 1, startLocation: start, location: start + translation,
                     translation: translation, velocity: velocity, time: time)
    }

    @Test func followingAPanGrabsDragsAndHandsTheReleaseVelocityThroughTheResistance() {
        var v = DraggedValue(restingAt: 80.0, resistance: band)
        #expect(v.follow(.began(finger(.zero, at: 0)), along: \.dy, at: 0) == nil && v.isDragging && v.value(at: 0) == 80)
        #expect(v.follow(.changed(finger(Vector(dx: 500, dy: 10), at: 0.1)), along: \.dy, at: 0.1) == nil)
        #expect(v.value(at: 0.1) == 90, "only the chosen component moves it")
        // The end drags to the finger's last place, then hands over the finger's velocity through the band's slope.
        let released = v.follow(.ended(finger(Vector(dx: 0, dy: 60), velocity: Vector(dx: 0, dy: 800), at: 0.2)), along: \.dy, at: 0.2)
        expectClose(v.value(at: 0.2), band.apply(140), tolerance: 1e-12)
        expectClose(released ?? .nan, 800 * band.slope(at: 140), tolerance: 1e-9)
        // Let go into a spring with it: position and velocity continuous.
        let shown = v.value(at: 0.2)
        v.animate(to: 100, spring: Spring(response: 0.3, dampingRatio: 0.8), velocity: released ?? 0, at: 0.2)
        expectClose(v.value(at: 0.2), shown, tolerance: 1e-12)
        expectClose(v.velocity(at: 0.2, finger: 0), released ?? .nan, tolerance: 1e-9)
    }

    @Test func anEndOfAPanThatHoldsNothingLetsNothingGo() {
        var v = DraggedValue(restingAt: 0.0, resistance: band)
        #expect(v.follow(.cancelled(finger(Vector(dx: 0, dy: 30), at: 0)), along: \.dy, at: 0) == nil && v.phase == .resting)
        v.follow(.began(finger(.zero, at: 0)), along: \.dy, at: 0)
        v.rest(at: 20)
        #expect(v.follow(.ended(finger(Vector(dx: 0, dy: 30), at: 1)), along: \.dy, at: 1) == nil && v.value(at: 1) == 20)
        #expect(InstantPanRecognizer.Event.cancelled(finger(Vector(dx: 3, dy: 4), at: 2)).value.translation.length == 5)
    }
}
