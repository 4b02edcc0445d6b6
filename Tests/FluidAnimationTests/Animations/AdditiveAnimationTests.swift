import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Additive and replacing modes")
struct AdditiveAnimationTests {
    /// A toggle tapped three times quickly: 0 → 100 → 0 → 100.
    static let taps: [(time: Double, target: Double)] = [(0, 100), (0.12, 0), (0.2, 100)]

    @Test func withOneSpringBothModesAreTheSameMotion() {
        let spring = Spring.bouncy
        var replacing = SpringAnimation(spring: spring, from: 0.0, to: 100, startTime: 0)
        var additive = AdditiveSpringAnimation(spring: spring, from: 0.0, to: 100, startTime: 0)
        var pending = Array(Self.taps.dropFirst())
        var compared = 0
        for k in 0...150 {
            let t = Double(k) * 0.01
            while let tap = pending.first, tap.time <= t {
                replacing.retarget(to: tap.target, at: tap.time)
                additive.add(target: tap.target, spring: spring, at: tap.time)
                pending.removeFirst()
            }
            let r = replacing.sample(at: t), a = additive.sample(at: t)
            if r.isSettled || a.isSettled { continue }
            expectClose(a.value, r.value, tolerance: 1e-9)
            expectClose(a.velocity, r.velocity, tolerance: 1e-9)
            compared += 1
        }
        #expect(compared > 50)
        #expect(additive.components.count == 1)   // merged exactly
    }

    @Test func withDifferentSpringsBothAreC1ButTheyDiffer() {
        let slow = Spring(duration: 0.8, bounce: 0.4), quick = Spring.snappy(duration: 0.25)
        var replacing = SpringAnimation(spring: slow, from: 0.0, to: 100, startTime: 0)
        var additive = AdditiveSpringAnimation(spring: slow, from: 0.0, to: 100, startTime: 0)
        let t = 0.15
        let r0 = replacing.sample(at: t), a0 = additive.sample(at: t)
        expectClose(a0.value, r0.value, tolerance: 1e-9)          // same motion up to here
        replacing.retarget(to: 40, spring: quick, at: t)
        additive.add(target: 40, spring: quick, at: t)
        #expect(additive.components.count == 2)
        // Both continuous in position and velocity at the retarget.
        expectC1(before: r0, after: replacing.sample(at: t), scale: 1000)
        expectC1(before: a0, after: additive.sample(at: t), scale: 1000)
        // Both end on 40...
        #expect(replacing.restingValue == 40 && additive.restingValue == 40)
        // ...but differently: replacing gives all the momentum to the quick
        // spring; additive lets the slow, bouncy motion finish on its own.
        var maxDifference = 0.0
        for k in 1...100 {
            let time = t + Double(k) * 0.01
            maxDifference = Swift.max(maxDifference, Swift.abs(replacing.sample(at: time).value - additive.sample(at: time).value))
        }
        #expect(maxDifference > 10)
        var rSettle = t, aSettle = t
        while !replacing.sample(at: rSettle).isSettled { rSettle += 0.001 }
        while !additive.sample(at: aSettle).isSettled { aSettle += 0.001 }
        #expect(aSettle > rSettle)   // the slow component keeps bouncing
        #expect(additive.sample(at: aSettle).value == 40)
    }

    @Test func componentsCompactWhenSettled() {
        var a = AdditiveSpringAnimation(value: Point(x: 0, y: 0))
        #expect(a.sample(at: 0).isSettled)
        a.add(target: Point(x: 10, y: 10), spring: .smooth, at: 0)
        a.add(target: Point(x: 20, y: 0), spring: .snappy, at: 0.1)
        #expect(a.components.count == 2)
        a.compact(at: 0.2)
        #expect(a.components.count == 2)
        a.compact(at: 5)
        #expect(a.components.isEmpty && a.base == Point(x: 20, y: 0))
        #expect(a.logicalCompletionTime == -.infinity)
    }
}

// Defects found in review, one test each: each failed before its fix.
extension AdditiveAnimationTests {
    /// Merging into a component that was inside its own rest band snapped the
    /// component onto its target: a jump in position and velocity.
    @Test(.tags(.regression, .review)) func mergingIntoANearlySettledComponentIsC1() {
        let slow = Spring(duration: 2, bounce: 0.3), fast = Spring(duration: 0.2, bounce: 0)
        var a = AdditiveSpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0)
        a.add(target: 1000, spring: slow, at: 0)
        // The fast component alone would count as settled here; the sum is moving.
        let fastAlone = SpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0)
        var t = 0.0
        while !fastAlone.sample(at: t).isSettled { t += 0.001 }
        t += 0.0001
        let c = SpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0, threshold: RestThreshold(value: 0, velocity: 0))
        #expect(c.sample(at: t).value != 100)   // not exactly at rest
        let before = a.sample(at: t)
        #expect(!before.isSettled)
        a.add(target: 1010, spring: fast, at: t)
        #expect(a.components.count == 2)
        expectC1(before: before, after: a.sample(at: t), scale: 1000)
        // Also after the component's own 60 s limit, while another keeps the sum moving.
        var b = AdditiveSpringAnimation(spring: Spring(duration: 1, bounce: 1), from: 0.0, to: 100, startTime: 0)
        b.add(target: 200, spring: slow, at: 30)
        let t2 = 70.0
        let b0 = b.sample(at: t2)
        #expect(!b0.isSettled)
        b.add(target: 300, spring: Spring(duration: 1, bounce: 1), at: t2)
        expectC1(before: b0, after: b.sample(at: t2), scale: 1000)
    }

    /// A merged `Transform` delta went through `nearestEquivalent(to:)` of the
    /// component: the sum moved toward one angle and snapped 360° away at rest.
    @Test(.tags(.regression, .review)) func mergedTransformDeltasDoNotWrapAtSettle() {
        let s = Spring.smooth
        var add = AdditiveSpringAnimation(spring: s, from: Transform(rotation: Angle(degrees: 0)),
                                          to: Transform(rotation: Angle(degrees: 170)), startTime: 0, threshold: .rotation)
        add.add(target: Transform(rotation: Angle(degrees: 340)), spring: s, at: 0.1)
        #expect(add.components.count == 1)
        expectClose(add.components[0].target.rotation.degrees, 340, tolerance: 1e-9)
        var t = 0.1
        var last = add.sample(at: t)
        while !add.sample(at: t).isSettled { last = add.sample(at: t); t += 0.001 }
        let end = add.sample(at: t)
        expectClose(end.value.rotation.degrees, 340, tolerance: 1e-9)
        // The final snap is within the rotation threshold (0.01 rad), not a turn.
        expectClose(end.value.rotation.radians, last.value.rotation.radians, tolerance: 0.011)
    }
}
