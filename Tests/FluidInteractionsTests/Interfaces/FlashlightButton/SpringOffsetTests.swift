import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("SpringOffset")
struct SpringOffsetTests {
    let spring = Spring(response: 0.2, dampingRatio: 1)

    @Test func noOffsetIsZeroAtRest() {
        let o = SpringOffset()
        #expect(o.animation == nil && o.value(at: 5) == 0 && o.velocity(at: 5) == 0 && o.isSettled(at: 5))
    }

    @Test func aGrabStartsFromShownMinusBase() {
        var o = SpringOffset()
        o.grab(from: (1.5, 2), base: (1, -1), spring: spring, threshold: .scale, at: 3)
        #expect(o.value(at: 3) == 0.5 && o.velocity(at: 3) == 3)
        #expect(!o.isSettled(at: 3))
        expectClose(o.value(at: 10), 0, tolerance: 1e-12)
        o.settle(at: 3.01)
        #expect(o.animation != nil)
        o.settle(at: 10)
        #expect(o.animation == nil)
    }

    @Test func nothingToCarryMeansNoOffset() {
        var o = SpringOffset()
        o.grab(from: (1.5, 0), base: (1, 0), spring: spring, threshold: .scale, at: 0)
        o.grab(from: (1, 0), base: (1, 0), spring: spring, threshold: .scale, at: 0)
        #expect(o.animation == nil)
        o.grab(from: (.nan, 0), base: (1, 0), spring: spring, threshold: .scale, at: 0)
        #expect(o.animation == nil)
        o.grab(from: (1, .infinity), base: (1, 0), spring: spring, threshold: .scale, at: 0)
        #expect(o.animation == nil)
    }
}
