import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("SpringAnimation")
@MainActor
struct SpringAnimationTests {
    /// The reference: the spring's closed form from FluidPhysics, piecewise
    /// over a retarget at `switchTime`.
    static func reference(spring: Spring, spring2: Spring, from: Double, v0: Double, target: Double,
                          switchTime: Double, newTarget: Double, time t: Double) -> Double {
        if t <= switchTime {
            return spring.value(fromValue: from, toValue: target, initialVelocity: v0, time: t)
        }
        let x1 = spring.value(fromValue: from, toValue: target, initialVelocity: v0, time: switchTime)
        let v1 = spring.velocity(fromValue: from, toValue: target, initialVelocity: v0, time: switchTime)
        return spring2.value(fromValue: x1, toValue: newTarget, initialVelocity: v1, time: t - switchTime)
    }

    enum Stepping: CaseIterable { case hz30, hz60, hz120, uneven, dropped }

    /// Drives a runtime with `stepping` up to 1.5 s, retargeting (new target
    /// and spring) at exactly 0.2 s, and compares every delivered frame with
    /// the closed form.
    @Test(arguments: Stepping.allCases)
    func steppingAtAnyRateGivesTheClosedForm(_ stepping: Stepping) throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let recorder = Recorder<Double>(runtime: runtime)
        let s1 = Spring(duration: 0.6, bounce: 0.3), s2 = Spring.snappy
        let handle = runtime.run(
            SpringAnimation(spring: s1, from: 0.0, to: 400, initialVelocity: -1500, startTime: 0, threshold: RestThreshold(value: 1e-6)),
            onUpdate: recorder.onUpdate)
        var g = SeededRandom(seed: 7)
        func step() throws {
            switch stepping {
            case .hz30: try clock.advance(by: 1.0 / 30)
            case .hz60: try clock.advance(by: 1.0 / 60)
            case .hz120: try clock.advance(by: 1.0 / 120)
            case .uneven: try clock.advance(by: Double.random(in: 0.001...0.04, using: &g))
            case .dropped:
                if Int.random(in: 0..<5, using: &g) == 0 { try clock.skip(by: 5.0 / 60) }
                try clock.advance(by: 1.0 / 60)
            }
        }
        while clock.now + 0.05 < 0.2 { try step() }
        try clock.advance(to: 0.2)
        #expect(runtime.retarget(handle, to: -120, spring: s2))
        while clock.now < 1.5 { try step() }
        #expect(recorder.samples.count > 10)
        for (t, s) in recorder.samples where !s.isSettled {
            let expected = Self.reference(spring: s1, spring2: s2, from: 0, v0: -1500, target: 400,
                                          switchTime: 0.2, newTarget: -120, time: t)
            expectClose(s.value, expected, tolerance: 1e-9 * 520, "t = \(t)")
        }
    }

    @Test func retargetingKeepsPositionAndVelocityInEveryRegime() {
        var g = SeededRandom(seed: 11)
        for _ in 0..<500 {
            let spring = Spring(duration: Double.random(in: 0.05...2, using: &g), bounce: Double.random(in: -0.9...0.95, using: &g))
            let newSpring = Bool.random(using: &g) ? nil : Spring(duration: Double.random(in: 0.05...2, using: &g), bounce: Double.random(in: -0.9...0.95, using: &g))
            let from = Double.random(in: -500...500, using: &g), to = Double.random(in: -500...500, using: &g)
            let v0 = Double.random(in: -3000...3000, using: &g)
            var a = SpringAnimation(spring: spring, from: from, to: to, initialVelocity: v0, startTime: 1)
            let t = 1 + Double.random(in: 0...1, using: &g)
            let before = a.sample(at: t)
            let newTarget: Double? = Bool.random(using: &g) ? Double.random(in: -500...500, using: &g) : nil
            a.retarget(to: newTarget, spring: newSpring, at: t)
            let after = a.sample(at: t)
            let scale = Swift.max(1, Swift.abs(to - from) / spring.duration + Swift.abs(v0))
            if !before.isSettled && !after.isSettled {
                expectC1(before: before, after: after, scale: scale)
            }
            expectVelocityIsDerivative({ a.sample(at: $0) }, at: t + 0.01, scale: scale * 10)
        }
    }

    @Test func gestureHandOffStartsWithTheFingersVelocity() {
        let a = SpringAnimation(spring: .bouncy, from: Point(x: 10, y: 20), to: Point(x: 300, y: 20),
                                initialVelocity: Point(x: 800, y: -600), startTime: 5)
        let s = a.sample(at: 5)
        #expect(s.value == Point(x: 10, y: 20))
        #expect(s.velocity == Point(x: 800, y: -600))
        // Just after: velocity continuous (no jump from the finger's).
        let later = a.sample(at: 5 + 1e-7)
        expectClose(later.velocity, Point(x: 800, y: -600), tolerance: 1e-2)
    }

    @Test func logicalCompletionIsThePerceptualDurationAndSettlingComesLater() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let a = SpringAnimation(spring: spring, from: 0.0, to: 100, startTime: 2, threshold: .points)
        #expect(a.logicalCompletionTime == 2.5)
        #expect(!a.sample(at: 2.4999).isLogicallyComplete)
        #expect(a.sample(at: 2.5).isLogicallyComplete)
        #expect(!a.sample(at: 2.5).isSettled)  // 1.4 % of 100 pt is still 1.4 pt away
        // Find the settling instant at 1 ms resolution; after it, exact target.
        var t = 2.0
        while !a.sample(at: t).isSettled { t += 0.001 }
        #expect(t > 2.5 && t < 3.5)
        for dt in stride(from: 0.0, through: 5, by: 0.01) {
            let s = a.sample(at: t + dt)
            #expect(s.isSettled && s.value == 100 && s.velocity == 0)
        }
        // Just before settling the guaranteed bound is above the threshold.
        let before = a.sample(at: t - 0.001)
        #expect(!before.isSettled)
        expectClose(before.value, 100, tolerance: 0.5 + 0.05)
    }

    @Test func settlingNeverCutsABounceShort() {
        // A very bouncy spring passes through its target quickly many times;
        // it must not be declared settled while the bounces exceed the threshold.
        let spring = Spring(duration: 0.4, bounce: 0.9)
        let a = SpringAnimation(spring: spring, from: 0.0, to: 100, startTime: 0, threshold: .points)
        var settledAt: Double?
        var maxAfter = 0.0
        for k in 0...200_000 {
            let t = Double(k) * 1e-4
            let s = a.sample(at: t)
            if s.isSettled, settledAt == nil { settledAt = t }
            if settledAt != nil {
                let exact = spring.value(fromValue: 0.0, toValue: 100.0, time: t)
                maxAfter = Swift.max(maxAfter, Swift.abs(exact - 100))
            }
        }
        #expect(settledAt != nil)
        #expect(maxAfter <= 0.5)
    }

    @Test func thresholdsFitTheUnit() {
        // The same spring moving an opacity 0→1 and a position 0→300 pt.
        let spring = Spring.smooth
        let opacity = SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: 0, threshold: .opacity)
        let points = SpringAnimation(spring: spring, from: 0.0, to: 300, startTime: 0, threshold: .points)
        let wrong = SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: 0, threshold: .points)
        func settleTime<A: ValueAnimation>(_ a: A) -> Double {
            var t = 0.0
            while !a.sample(at: t).isSettled { t += 0.001 }
            return t
        }
        // With the point threshold an opacity animation would end almost at once.
        #expect(settleTime(wrong) < 0.25)
        #expect(settleTime(opacity) > 0.5)
        #expect(settleTime(points) > 0.5)
        #expect(RestThreshold.points == RestThreshold(value: 0.5, velocity: 5))
        #expect(RestThreshold.opacity.value == 0.01 && RestThreshold.scale.value == 0.005 && RestThreshold.rotation.value == 0.01)
        #expect(RestThreshold(value: .nan, velocity: -3) == RestThreshold(value: 0, velocity: 0))
        let custom = SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: 0, threshold: RestThreshold(value: 0.1))
        #expect(settleTime(custom) < settleTime(opacity))
    }

    @Test func anUndampedSpringStillEnds() {
        let a = SpringAnimation(spring: Spring(duration: 0.5, bounce: 1), from: 0.0, to: 10, startTime: 0)
        #expect(!a.sample(at: 59.9).isSettled)
        let end = a.sample(at: AnimationLimits.maximumMotionDuration)
        #expect(end.isSettled && end.value == 10 && end.velocity == 0)
        let zero = SpringAnimation(spring: .smooth, from: 0.0, to: 10, startTime: 0, threshold: RestThreshold(value: 0))
        #expect(zero.sample(at: 60).isSettled)
    }

    @Test func aDelayHoldsTheValueStill() {
        let a = SpringAnimation(spring: .smooth, from: 5.0, to: 50, startTime: 1, delay: 0.3)
        #expect(a.motionStartTime == 1.3)
        #expect(a.sample(at: 1.1).value == 5 && a.sample(at: 1.1).velocity == 0)
        expectClose(a.sample(at: 1.5).value, Spring.smooth.value(fromValue: 5.0, toValue: 50.0, time: 0.2), tolerance: 1e-12)
        var b = a
        b.retarget(to: 10, at: 1.1)   // during the delay: only the target changes
        #expect(b.motionStartTime == 1.3 && b.target == 10 && b.initialValue == 5)
        // Bad times and delays are clamped.
        let c = SpringAnimation(spring: .smooth, from: 0.0, to: 1, startTime: .nan, delay: -4)
        #expect(c.motionStartTime == 0)
        #expect(!c.sample(at: .nan).value.isNaN)
    }

    @Test func aTransformTurnsTheShortWay() {
        let from = Transform(rotation: Angle(degrees: 170))
        let to = Transform(rotation: Angle(degrees: -170))
        var a = SpringAnimation(spring: .smooth, from: from, to: to, startTime: 0, threshold: .rotation)
        expectClose(a.target.rotation.degrees, 190, tolerance: 1e-9)
        let current = a.sample(at: 0.1).value.rotation.degrees
        #expect(current > 170 && current < 190)
        a.retarget(to: Transform(rotation: Angle(degrees: -150)), at: 0.1)
        // Nearest to the current rotation (about 177°): 210°, not −150°.
        expectClose(a.target.rotation.degrees, 210, tolerance: 1e-9)
    }

    @Test func restartingFromAGestureKeepsTargetAndSpring() {
        var a = SpringAnimation(spring: .snappy, from: 0.0, to: 100, startTime: 0)
        a.restart(from: 40, velocity: 300, at: 1)
        let s = a.sample(at: 1)
        #expect(s.value == 40 && s.velocity == 300 && a.target == 100 && a.spring == .snappy)
    }
}

// Defects found in review, one test each: each failed before its fix. This one
// covers the spring, decay and curve animations alike.
@MainActor
extension SpringAnimationTests {
    /// startTime + delay overflowed to infinity.
    @Test(.tags(.regression, .review)) func startTimesNearTheTopOfTheRangeStayFinite() {
        let spring = SpringAnimation(from: 0.0, to: 1, startTime: 1e308, delay: 1e308)
        let decay = DecayAnimation(from: 0.0, initialVelocity: 1, startTime: 1e308, delay: 1e308)
        let curve = TimingCurveAnimation(from: 0.0, to: 1, duration: 1e308, startTime: 1e308, delay: 1e308)
        for start in [spring.motionStartTime, decay.motionStartTime, curve.motionStartTime] {
            #expect(start.isFinite)
        }
        #expect(spring.logicalCompletionTime.isFinite && curve.logicalCompletionTime.isFinite && decay.logicalCompletionTime.isFinite)
        for t in [0, 1e308, Double.greatestFiniteMagnitude] {
            #expect(!spring.sample(at: t).value.isNaN && !decay.sample(at: t).value.isNaN && !curve.sample(at: t).value.isNaN)
        }
    }
}
