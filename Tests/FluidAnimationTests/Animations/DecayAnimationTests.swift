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

// Defects found in review, one test each: each failed before its fix.
extension DecayAnimationTests {
    /// A flick whose landing point is within rounding (or within the rest
    /// threshold) of the edge used to start its spring at t₀ on the edge with
    /// zero velocity: a jump of up to thousands of points.
    @Test(.tags(.regression, .review)) func aGlideLandingWithinRoundingOfTheEdgeNeverJumpsAtTheStart() {
        let decay = Decay()
        let lambda = decay.rate.decayConstant
        var g = SeededRandom(seed: 9)
        var checked = 0, plain = 0
        var jumps = 0, springs = 0, early = 0
        var worst = 0.0, example = ""
        func check(_ x0: Double, _ v0: Double, _ bounds: ClosedRange<Double>) {
            let a = BoundedDecayAnimation(decay: decay, from: x0, initialVelocity: v0, bounds: bounds, startTime: 1)
            let s = a.sample(at: 1)
            let scale = Swift.max(Swift.abs(x0), Swift.abs(v0), 1)
            let jump = Swift.max(Swift.abs(s.value - x0), Swift.abs(s.velocity - v0)) / scale
            // A flick too slow to move is at rest at once: on its landing point, ε away at most.
            let atRest = s.isSettled && Swift.abs(s.value - x0) <= a.glide.threshold.value && s.velocity == 0
            if jump > 1e-9 && !atRest {
                jumps += 1
                if jump > worst { worst = jump; example = "x0=\(x0) v0=\(v0) bounds=\(bounds): starts at (\(s.value), \(s.velocity))" }
            }
            // A glide that would stop at most ε past the edge is a plain decay.
            let end = x0 + v0 / lambda
            let over = Swift.max(end - bounds.upperBound, bounds.lowerBound - end)
            if over <= a.glide.threshold.value {
                plain += 1
                if a.handOffTime != nil { springs += 1 }
            }
            // Inside the range, the spring never takes over at the start.
            if let h = a.handOffTime, h <= 1, x0 != bounds.upperBound, x0 != bounds.lowerBound { early += 1 }
            checked += 1
        }
        // Paging-style flicks that land exactly on a page boundary.
        for _ in 0..<20_000 {
            let x0 = Double.random(in: -2000...2000, using: &g)
            let edge = Double(Int.random(in: 1...20, using: &g)) * 375
            guard edge > x0 else { continue }
            check(x0, decay.initialVelocity(toTravel: edge - x0), -3000...edge)
        }
        // Edges a few ulps short of the landing point, both directions.
        for _ in 0..<5_000 {
            let x0 = Double.random(in: -500...500, using: &g)
            let v0 = Double.random(in: 1...5000, using: &g)
            var upper = (x0 + v0 / lambda).nextDown
            for _ in 0..<3 {
                check(x0, v0, (x0 - 1)...upper)
                check(-x0, -v0, (-upper)...(-x0 + 1))
                upper = upper.nextDown
            }
        }
        // The reviewer's example.
        check(-1998.85, decay.initialVelocity(toTravel: 7500 + 1998.85), -3000...7500)
        #expect(checked > 40_000 && plain > 30_000)
        #expect(jumps == 0, "\(jumps) of \(checked) flicks jump at the start; worst \(worst) of the scale: \(example)")
        #expect(springs == 0, "\(springs) of \(plain) flicks stopping within ε past the edge hand off to a spring")
        #expect(early == 0, "\(early) flicks hand off at their start")
    }

    /// With a slow deceleration rate the glide took 92 s to reach the edge:
    /// the animation ran past the 60 s limit.
    @Test(.tags(.regression, .review)) func aSlowGlideEndsByTheMotionLimit() {
        let decay = Decay(rate: DecelerationRate(rawValue: 0.9999))
        let a = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...9_990, startTime: 5)
        #expect(a.handOffTime != nil)
        let limit = 5 + AnimationLimits.maximumMotionDuration
        #expect(!a.sample(at: limit - 0.001).isSettled)
        for t: Double in [limit, limit + 1, 5 + 100, 5 + 300] {
            let s = a.sample(at: t)
            #expect(s.isSettled && s.value == a.restingValue && s.velocity == 0, "at \(t)")
            #expect(s.isLogicallyComplete, "at \(t)")
        }
        #expect(a.logicalCompletionTime <= limit)
        // A glide that stays inside obeys the same limit.
        let inside = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...20_000, startTime: 5)
        #expect(inside.handOffTime == nil && inside.sample(at: limit).isSettled)
    }

    /// An edge 0.01 pt before the landing point made the glide creep to the
    /// edge and settle at 5.40 s instead of the plain decay's 3.45 s.
    @Test(.tags(.regression, .review)) func aGlideThatStopsJustPastTheEdgeSettlesLikeAPlainDecay() throws {
        let decay = Decay()
        let end = 1000 / decay.rate.decayConstant
        for over in [0.01, 0.25, 0.5] {
            let a = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...(end - over), startTime: 0)
            let plain = DecayAnimation(decay: decay, from: 0.0, initialVelocity: 1000, startTime: 0)
            #expect(a.handOffTime == nil, "\(over) pt past the edge")
            #expect(a.sample(at: plain.settlingTime).isSettled)
            #expect(!a.sample(at: plain.settlingTime - 1e-6).isSettled)
        }
        // Further past the edge, the spring takes over before the glide would settle.
        let b = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...(end - 0.6), startTime: 0)
        let plain = DecayAnimation(decay: decay, from: 0.0, initialVelocity: 1000, startTime: 0)
        #expect(try #require(b.handOffTime) < plain.settlingTime)
    }

    /// The properties of a threshold bypassed the initialiser's clamp.
    @Test(.tags(.regression, .review)) func restThresholdsStayValidWhenMutated() {
        var t = RestThreshold.points
        t.value = .nan
        t.velocity = -3
        #expect(t.value == 0 && t.velocity == 0)
        t.value = .infinity
        #expect(t.value == .infinity)
        // A decay whose threshold was set to NaN agreed with itself neither
        // on when it settles nor on whether it has.
        var a = DecayAnimation(from: 0.0, initialVelocity: 100, startTime: 0)
        a.threshold.value = .nan
        #expect(a.sample(at: a.settlingTime).isSettled)
        #expect(a.settlingTime > 0)
    }
}
