import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// Samples `value` every millisecond over `span` seconds from `start`.
private func samples(from start: Double, span: Double, _ value: (Double) -> Double) -> [Double] {
    stride(from: start, through: start + span, by: 1e-3).map(value)
}

@Suite("SpringAnimation with reduced motion")
struct SpringAnimationMotionPreferenceTests {
    let bouncy = Spring(response: 0.4, dampingRatio: 0.3)

    @Test func fullMotionRunsTheSpringAsDesigned() {
        let a = SpringAnimation(spring: bouncy, from: 0.0, to: 100, initialVelocity: 2000, startTime: 0)
        #expect(a.motionPreference == .full && a.drivingSpring == bouncy)
        #expect(samples(from: 0, span: 2) { a.value(at: $0) }.max()! > 110)
    }

    /// A flick toward the target at 2000 pt/s from 100 pt away: with full
    /// motion it overshoots; reduced, it never passes 100 and still starts
    /// with the flick's velocity.
    @Test func aFlickNeverPassesItsTarget() {
        let a = SpringAnimation(spring: bouncy, from: 0.0, to: 100, initialVelocity: 2000, startTime: 0, motionPreference: .reduced)
        #expect(a.spring == bouncy && a.drivingSpring.dampingRatio > 1)
        #expect(a.velocity(at: 0) == 2000 && a.value(at: 0) == 0)
        #expect(samples(from: 0, span: 3) { a.value(at: $0) }.allSatisfy { $0 <= 100 })
        #expect(a.isSettled(at: 3) && a.value(at: 3) == 100)
    }

    /// Changed mid-flight — while it overshoots, and back — the value and
    /// velocity at the change are the ones it had; after going reduced it
    /// does not cross its target again.
    @Test func aChangeMidFlightKeepsValueAndVelocity() {
        var a = SpringAnimation(spring: bouncy, from: 0.0, to: 100, initialVelocity: 2000, startTime: 0)
        for t in [0.05, 0.12, 0.2] {
            var b = a
            let before = (a.value(at: t), a.velocity(at: t))
            b.setMotionPreference(.reduced, at: t)
            #expect(b.value(at: t) == before.0 && b.velocity(at: t) == before.1)
            expectVelocityIsDerivative({ b.sample(at: $0) }, at: t + 1e-3, scale: 2000)
            let side = before.0 - 100
            #expect(samples(from: t, span: 3) { b.value(at: $0) - 100 }.allSatisfy { $0 * side >= -1e-9 || Swift.abs($0) < 1e-9 })
        }
        a.setMotionPreference(.reduced, at: 0.1)
        let v = (a.value(at: 0.3), a.velocity(at: 0.3))
        a.setMotionPreference(.full, at: 0.3)
        #expect(a.value(at: 0.3) == v.0 && a.velocity(at: 0.3) == v.1 && a.drivingSpring == bouncy)
    }

    /// A retarget works the damping out again for where the motion is.
    @Test func aRetargetChoosesAgain() {
        var a = SpringAnimation(spring: bouncy, from: 0.0, to: 100, initialVelocity: 0, startTime: 0, motionPreference: .reduced)
        #expect(a.drivingSpring.dampingRatio == 1)
        // At 0.1 s it is near 47 pt, moving at about 510 pt/s: a target at
        // 60 pt is close ahead.
        a.retarget(to: 60, at: 0.1)
        #expect(a.drivingSpring.dampingRatio > 1, "now moving fast toward a near target")
        #expect(samples(from: 0.1, span: 3) { a.value(at: $0) }.allSatisfy { $0 <= 60 })
    }

    /// In the runtime the value runs its driving spring too.
    @Test func theRuntimeRunsTheDrivingSpring() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let handle = runtime.run(SpringAnimation(spring: bouncy, from: 0.0, to: 100, initialVelocity: 2000, startTime: 0,
                                                 motionPreference: .reduced))
        var highest = 0.0
        for k in 1...600 {
            try clock.advance(to: Double(k) / 240)
            highest = Swift.max(highest, runtime.value(of: handle) ?? 0)
        }
        #expect(highest <= 100)
    }
}

@Suite("BoundedDecayAnimation with reduced motion")
struct BoundedDecayMotionPreferenceTests {
    /// A flick that would glide past the end springs to the end from the
    /// release instead, with the release's velocity, and never passes it;
    /// it rests where the full motion rests.
    @Test func aFlickPastTheEndStopsAtIt() {
        let full = BoundedDecayAnimation(from: 100, initialVelocity: 3000, bounds: 0...500, spring: .smooth, startTime: 0)
        let reduced = BoundedDecayAnimation(from: 100, initialVelocity: 3000, bounds: 0...500, spring: .smooth, startTime: 0,
                                            motionPreference: .reduced)
        #expect(samples(from: 0, span: 4) { full.value(at: $0) }.max()! > 500)
        #expect(reduced.velocity(at: 0) == 3000 && reduced.value(at: 0) == 100)
        #expect(samples(from: 0, span: 4) { reduced.value(at: $0) }.allSatisfy { $0 <= 500 })
        #expect(reduced.restingValue == full.restingValue && reduced.isSettled(at: 4))
    }

    /// Released stretched past the end, it comes back without passing it.
    @Test func releasedPastTheEndComesBackWithoutPassingIt() {
        let a = BoundedDecayAnimation(from: 540, initialVelocity: -4000, bounds: 0...500, spring: Spring(response: 0.4, dampingRatio: 0.5),
                                      startTime: 0, motionPreference: .reduced)
        #expect(samples(from: 0, span: 3) { a.value(at: $0) }.allSatisfy { $0 >= 500 })
    }

    /// A glide that stops inside is the same glide either way.
    @Test func aGlideInsideIsUnchanged() {
        let full = BoundedDecayAnimation(from: 100, initialVelocity: 200, bounds: 0...500, startTime: 0)
        let reduced = BoundedDecayAnimation(from: 100, initialVelocity: 200, bounds: 0...500, startTime: 0, motionPreference: .reduced)
        #expect(samples(from: 0, span: 2) { full.value(at: $0) } == samples(from: 0, span: 2) { reduced.value(at: $0) })
    }
}

@Suite("AnimatorProgress with reduced motion")
struct AnimatorProgressMotionPreferenceTests {
    /// Continued on a critically damped spring with a fast flick, the
    /// progress passes 1 with full motion and never with reduced motion;
    /// a change mid-run keeps progress and velocity.
    @Test func aFastContinueNeverPassesTheEnd() throws {
        func run(_ preference: MotionPreference) throws -> AnimatorProgress {
            var a = try AnimatorProgress(duration: 1, dampingRatio: 1)
            a.setMotionPreference(preference, at: 0)
            try a.start(at: 0)
            try a.pause(at: 0.1)
            try a.setFractionComplete(0.5, at: 0.1)
            try a.continueAnimation(spring: Spring(settlingDuration: 1, dampingRatio: 1), progressVelocity: 8, at: 0.1)
            return a
        }
        let full = try run(.full), reduced = try run(.reduced)
        #expect(samples(from: 0.1, span: 2) { full.progress(at: $0) }.max()! > 1)
        #expect(samples(from: 0.1, span: 2) { reduced.progress(at: $0) }.allSatisfy { $0 <= 1 })
        #expect(reduced.progressVelocity(at: 0.1) == 8)
        var changed = full
        let p = full.progress(at: 0.15), v = full.progressVelocity(at: 0.15)
        changed.setMotionPreference(.reduced, at: 0.15)
        #expect(changed.progress(at: 0.15) == p && changed.progressVelocity(at: 0.15) == v)
        #expect(samples(from: 0.15, span: 2) { changed.progress(at: $0) }.allSatisfy { $0 <= 1 + 1e-12 })
        #expect(changed.completionTime != nil)
    }
}
