import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Spring.withoutOvershoot")
struct SpringNoOvershootTests {
    /// At the bound ζ = (k² + 1)/2k the slow term vanishes and the motion
    /// is the single exponential y₀·e^(−kω₀t): from y₀ = 100 closing at
    /// k = 3 (ζ = 5/3), y(t) = 100·e^(−3ω₀t), computed here by hand.
    @Test func atTheBoundTheMotionIsOneExponential() {
        let spring = Spring(response: 0.5, dampingRatio: 0.6)
        let w = spring.naturalFrequency
        let damped = spring.withoutOvershoot(displacement: 100.0, velocity: -300 * w)
        expectClose(damped.dampingRatio, 5.0 / 3.0, tolerance: 1e-8)
        #expect(damped.naturalFrequency == w && damped.mass == spring.mass)
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            let y = damped.propagator(time: t).displacement(from: 100.0, velocity: -300 * w)
            expectClose(y, 100 * Double.exp(-3 * w * t), tolerance: 1e-6)
        }
    }

    /// From rest or moving away, critical damping is enough; a spring
    /// already damped enough comes back unchanged.
    @Test func critical() {
        let bouncy = Spring(response: 0.4, dampingRatio: 0.3)
        #expect(bouncy.withoutOvershoot(displacement: 50.0, velocity: 0).dampingRatio == 1)
        #expect(bouncy.withoutOvershoot(displacement: 50.0, velocity: 800).dampingRatio == 1)
        #expect(bouncy.withoutOvershoot(displacement: 0.0, velocity: -800).dampingRatio == 1)
        let stiff = Spring(response: 0.4, dampingRatio: 4)
        #expect(stiff.withoutOvershoot(displacement: 50.0, velocity: -10) == stiff)
        #expect(bouncy.withoutOvershoot(closingRate: .nan).dampingRatio == 1)
        #expect(bouncy.withoutOvershoot(closingRate: .infinity).dampingRatio == 1)
        #expect(bouncy.withoutOvershoot(closingRate: -3).dampingRatio == 1)
    }

    /// Against the exact reach of the motion (`Spring.reach`): over random
    /// springs, displacements and velocities, the damped motion never
    /// crosses its target, while the undamped one often does — and at 1 %
    /// less damping than returned, a fast approach does cross: the bound is
    /// tight.
    @Test func neverCrossesAndTheBoundIsTight() {
        var g = SeededRandom(seed: 0x0E5)
        var crossedBefore = 0, crossedJustBelow = 0, fast = 0
        for _ in 0..<2_000 {
            let spring = Spring(response: Double.random(in: 0.1...1.5, using: &g), dampingRatio: Double.random(in: 0.05...2.5, using: &g))
            let y0 = Double.random(in: -400...400, using: &g), v0 = Double.random(in: -8000...8000, using: &g)
            let damped = spring.withoutOvershoot(displacement: y0, velocity: v0)
            let reach = damped.reach(displacement: y0, velocity: v0)
            let slack = 1e-9 * (1 + Swift.abs(y0))
            #expect(y0 >= 0 ? reach.lowerBound >= -slack : reach.upperBound <= slack, "\(damped) from (\(y0), \(v0))")
            let before = spring.reach(displacement: y0, velocity: v0)
            if y0 >= 0 ? before.lowerBound < -slack : before.upperBound > slack { crossedBefore += 1 }
            if damped.dampingRatio > 1.01, damped.dampingRatio > spring.dampingRatio {
                fast += 1
                let less = Spring(response: spring.response, dampingRatio: damped.dampingRatio * 0.99).reach(displacement: y0, velocity: v0)
                if y0 >= 0 ? less.lowerBound < 0 : less.upperBound > 0 { crossedJustBelow += 1 }
            }
        }
        #expect(crossedBefore > 500)
        #expect(fast > 100 && crossedJustBelow == fast)
    }

    /// Per component: a point closing fast along y and slowly along x is
    /// damped for y; its y never crosses.
    @Test func aPointIsDampedForItsQuickestComponent() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        let y0 = Point(x: 200, y: 2), v0 = Point(x: -50, y: -400)
        #expect(y0.closingRate(of: v0) == 200)
        let damped = spring.withoutOvershoot(displacement: y0, velocity: v0)
        let reach = damped.reach(displacement: y0.y, velocity: v0.y)
        #expect(reach.lowerBound >= -1e-9)
        // The length alone would miss it: along the displacement it closes at only ~0.27 per second.
        #expect(y0.magnitude > 0 && Spring(response: 0.5, dampingRatio: 1).reach(displacement: y0.y, velocity: v0.y).lowerBound < 0)
    }

    @Test func closingRates() {
        #expect(10.0.closingRate(of: -30) == 3)
        #expect(10.0.closingRate(of: 30) == 0)
        #expect((-10.0).closingRate(of: 30) == 3)
        #expect(0.0.closingRate(of: 30) == 0)
        #expect(Vector(dx: 1, dy: -2).closingRate(of: Vector(dx: -1, dy: 8)) == 4)
        #expect(Size(width: 4, height: 1).closingRate(of: Size(width: -8, height: 0)) == 2)
        #expect(Rect(x: 1, y: 1, width: 1, height: 1).closingRate(of: Rect(x: 0, y: 0, width: -5, height: 0)) == 5)
        #expect(Angle(radians: 1).closingRate(of: Angle(radians: -7)) == 7)
        #expect(AnimatablePair(1.0, 2.0).closingRate(of: AnimatablePair(-1.0, -8.0)) == 4)
        #expect(SIMD2<Double>(2, 1).closingRate(of: SIMD2<Double>(-2, -3)) == 3)
        #expect(Float(2).closingRate(of: Float(-6)) == 3)
        let t = Transform(translation: Vector(dx: 1, dy: 0), scaleX: 1, scaleY: 1, rotation: Angle(radians: 0.5))
        #expect(t.closingRate(of: Transform(translation: .zero, scaleX: 0, scaleY: 0, rotation: Angle(radians: -5))) == 10)
        // A type without known components: the rate along the displacement.
        #expect(Radial(x: 2, y: 0).closingRate(of: Radial(x: -6, y: 100)) == 3)
    }
}

/// A value of its own, answering closingRate(of:) by the protocol's default.
private struct Radial: VectorArithmetic {
    var x: Double, y: Double
    static var zero: Radial { Radial(x: 0, y: 0) }
    static func + (a: Radial, b: Radial) -> Radial { Radial(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Radial, b: Radial) -> Radial { Radial(x: a.x - b.x, y: a.y - b.y) }
    mutating func scale(by rhs: Double) { x *= rhs; y *= rhs }
    var magnitudeSquared: Double { x * x + y * y }
}
