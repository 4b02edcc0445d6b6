import FluidAnimation
import FluidPhysics
import RealModule
import FluidTestSupport
import Testing

@Suite("DecayAnimation and hand-offs")
struct DecayAnimationTests {
    @Test func aFlickLandsOnItsProjection() {
        let a = DecayAnimation(from: 100.0, initialVelocity: 2000, startTime: 0)
        expectClose(a.restingValue, 100 + Projection.distance(velocity: 2000.0), tolerance: 1e-9)
        expectClose(a.restingValue, 100 + 998.99967, tolerance: 1e-4)
        // The reference numbers: after 1/60 s, x = 32.783355, v = 1934.367635.
        let s = a.sample(at: 1.0 / 60)
        expectClose(s.value - 100, 32.783355, tolerance: 1e-6)
        expectClose(s.velocity, 1934.367635, tolerance: 1e-6)
        #expect(!s.isSettled)
        let end = a.sample(at: a.settlingTime)
        #expect(end.isSettled && end.value == a.restingValue && end.velocity == 0)
        #expect(!a.sample(at: a.settlingTime - 1e-6).isSettled)
    }

    @Test func settlingTimeIsInClosedForm() {
        let a = DecayAnimation(decay: Decay(rate: .fast), from: 0.0, initialVelocity: -3000, startTime: 1, threshold: .points)
        let lambda = DecelerationRate.fast.decayConstant
        let floor = Swift.min(lambda * 0.5, 5)
        expectClose(a.settlingTime, 1 + Double.log(3000 / floor) / lambda, tolerance: 1e-12)
        expectClose(a.logicalCompletionTime, 1 + Double.log(100) / lambda, tolerance: 1e-12)
        // At logical completion 99 % of the distance is covered.
        let s = a.sample(at: a.logicalCompletionTime)
        expectClose(s.value / a.restingValue, 0.99, tolerance: 1e-12)
    }

    @Test func aTwoDimensionalFlickGlidesAlongItsDirection() {
        let a = DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 300, y: 400), startTime: 0)
        let p = a.sample(at: 0.3).value
        expectClose(p.y / p.x, 4.0 / 3, tolerance: 1e-12)
    }

    @Test func aDecayBecomesASpringMidFlightWithoutAJolt() {
        let decay = DecayAnimation(from: 0.0, initialVelocity: 1800, startTime: 0)
        let t = 0.137
        let spring = SpringAnimation(continuing: decay, at: t, to: 400, spring: .bouncy)
        expectC1(before: decay.sample(at: t), after: spring.sample(at: t), scale: 1800)
        #expect(spring.target == 400)
    }

    @Test func aSpringIsHandedToADecayWithoutAJolt() {
        let spring = SpringAnimation(spring: .snappy, from: Point(x: 0, y: 0), to: Point(x: 200, y: -50),
                                     initialVelocity: Point(x: 100, y: 900), startTime: 0)
        let t = 0.09
        let decay = DecayAnimation(continuing: spring, at: t, decay: Decay(rate: .fast))
        expectC1(before: spring.sample(at: t), after: decay.sample(at: t), scale: 1000)
    }

    @Test func aFlickPastTheEdgeHandsOffAtTheExactCrossing() {
        let decay = Decay()
        let a = BoundedDecayAnimation(decay: decay, from: 100, initialVelocity: 3000, bounds: 0...500, spring: .smooth, startTime: 2)
        let expected = 2 + decay.time(toTravel: 400, initialVelocity: 3000)!
        let crossing = try! #require(a.handOffTime)
        expectClose(crossing, expected, tolerance: 1e-12)
        // The glide meets the edge at the crossing time...
        expectClose(a.glide.sample(at: crossing).value, 500, tolerance: 1e-9)
        // ...and the spring carries on with the glide's exact state (C1).
        let glide = a.glide.sample(at: crossing)
        let spring = a.sample(at: crossing)
        expectC1(before: glide, after: spring, scale: 3000)
        expectClose(spring.velocity, 3000 - decay.rate.decayConstant * 400, tolerance: 1e-9)
        // Just before and after the hand-off the motion is smooth.
        // (The acceleration changes there — C1, not C2 — so allow for it.)
        let left = a.sample(at: crossing - 1e-9), right = a.sample(at: crossing + 1e-9)
        expectClose(left.velocity, right.velocity, tolerance: 1e-3)
        // It goes past the edge, comes back and rests on it.
        #expect(a.sample(at: crossing + 0.1).value > 500)
        var t = crossing
        while !a.sample(at: t).isSettled { t += 0.001 }
        #expect(a.sample(at: t).value == 500)
        #expect(a.restingValue == 500)
        #expect(a.logicalCompletionTime == crossing + Spring.smooth.duration)
    }

    @Test func aFlickThatStopsInsideIsAPlainDecay() {
        let a = BoundedDecayAnimation(from: 100, initialVelocity: -150, bounds: 0...500, startTime: 0)
        #expect(a.handOffTime == nil)
        let plain = DecayAnimation(from: 100.0, initialVelocity: -150, startTime: 0)
        for t in stride(from: 0.0, through: 3, by: 0.1) {
            #expect(a.sample(at: t) == plain.sample(at: t))
        }
        #expect(a.restingValue == plain.restingValue)
    }

    @Test func aRubberBandedReleaseSpringsBackToTheEdge() {
        // A drag rubber-banded 40 pt past the bottom edge, released moving outward.
        let a = BoundedDecayAnimation(from: -40, initialVelocity: -200, bounds: 0...500, startTime: 0)
        #expect(a.handOffTime == 0)
        let s = a.sample(at: 0)
        #expect(s.value == -40 && s.velocity == -200)
        #expect(a.restingValue == 0)
        var t = 0.0
        while !a.sample(at: t).isSettled { t += 0.001 }
        #expect(a.sample(at: t).value == 0)
        // Non-finite input is treated as rest, not propagated.
        let bad = BoundedDecayAnimation(from: .nan, initialVelocity: .infinity, bounds: 0...1, startTime: 0)
        #expect(!bad.sample(at: 0.5).value.isNaN)
    }

    @Test func aDecayThatMovesTooSlowlyIsAlreadyAtRest() {
        let a = DecayAnimation(from: 3.0, initialVelocity: 0.1, startTime: 0)
        #expect(a.sample(at: 0).isSettled)
        #expect(a.settlingTime == 0)
    }
}
