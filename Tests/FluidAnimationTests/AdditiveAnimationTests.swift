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
