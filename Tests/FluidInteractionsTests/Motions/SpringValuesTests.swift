import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("SpringValues")
struct SpringValuesTests {
    private let spring = Spring(response: 0.45, dampingRatio: 0.9)

    @Test func onlyMovingNumbersAreStoredAndTheyArriveOnTheirSpring() {
        var fades = SpringValues<Int>(spring: spring, threshold: .opacity)
        #expect(fades.isEmpty && fades.value(of: 3, at: 0) == nil && fades.velocity(of: 3, at: 0) == 0)
        fades.animate(3, from: 1, to: 0, at: 1)
        let reference = SpringAnimation(spring: spring, from: 1.0, to: 0, startTime: 1, threshold: .opacity)
        for t in [1.0, 1.1, 1.3, 1.7] {
            #expect(fades.value(of: 3, at: t) == reference.value(at: t))
            #expect(fades.velocity(of: 3, at: t) == reference.velocity(at: t))
        }
        fades.removeSettled(at: 1.2)
        #expect(!fades.isEmpty)
        fades.removeSettled(at: 5)
        #expect(fades.isEmpty && fades.value(of: 3, at: 5) == nil)
    }

    @Test func retargetKeepsValueAndVelocity() {
        var fades = SpringValues<String>(spring: spring, threshold: .opacity)
        fades.animate("a", from: 0, to: 1, at: 0)
        let t = 0.12
        let value = fades.value(of: "a", at: t)!, velocity = fades.velocity(of: "a", at: t)
        #expect(velocity > 1)
        fades.animate("a", from: value, to: 0, at: t)
        #expect(fades.value(of: "a", at: t) == value)
        expectClose(fades.velocity(of: "a", at: t), velocity, relative: 1e-9)
    }

    @Test func stoppingOneOrEveryNumberHeadingSomewhere() {
        var fades = SpringValues<Int>(spring: spring, threshold: .opacity)
        fades.animate(0, from: 1, to: 0, at: 0)
        fades.animate(1, from: 0, to: 1, at: 0)
        fades.animate(2, from: 0.5, to: 0, at: 0)
        fades.stopAll { $0 < 1 }
        #expect(fades.value(of: 0, at: 0.1) == nil && fades.value(of: 2, at: 0.1) == nil && fades.value(of: 1, at: 0.1) != nil)
        fades.stop(1)
        #expect(fades.isEmpty)
    }
}
