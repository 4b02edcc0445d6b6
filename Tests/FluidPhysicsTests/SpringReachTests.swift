import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Spring.reach")
struct SpringReachTests {
    /// A step from rest 1 below the target peaks at the closed-form
    /// overshoot exp(−πζ/√(1 − ζ²)) above it (Python decimal, 40 digits).
    @Test func aStepFromRestPeaksAtTheClosedFormOvershoot() {
        let reach = Spring(response: 1, dampingRatio: 0.5).reach(displacement: -1, velocity: 0)
        #expect(reach.lowerBound == -1)
        expectClose(reach.upperBound, 0.16303353482158048, tolerance: 1e-12)
        // Critically and over-damped from rest: no overshoot at all.
        #expect(Spring(response: 1, dampingRatio: 1).reach(displacement: -1, velocity: 0) == -1...0)
        #expect(Spring(response: 1, dampingRatio: 2).reach(displacement: 3, velocity: 0) == 0...3)
    }

    /// Against the motion sampled every 0.1 ms: nothing sampled lies outside
    /// the reach, and the samples come within a hair of both ends.
    @Test func boundsTheSampledMotionTightly() {
        var g = SeededRandom(seed: 0x7EAC)
        for _ in 0..<200 {
            let spring = Spring(response: Double.random(in: 0.1...1.5, using: &g), dampingRatio: Double.random(in: 0.05...2.5, using: &g))
            let y0 = Double.random(in: -400...400, using: &g), v0 = Double.random(in: -6000...6000, using: &g)
            let reach = spring.reach(displacement: y0, velocity: v0)
            var low = 0.0, high = 0.0
            for i in 0...40_000 {
                let y = spring.propagator(time: Double(i) * 1e-4).displacement(from: y0, velocity: v0)
                low = Swift.min(low, y)
                high = Swift.max(high, y)
            }
            let slack = 1e-9 * (1 + Swift.abs(y0) + Swift.abs(v0))
            #expect(low >= reach.lowerBound - slack && high <= reach.upperBound + slack, "\(spring) from (\(y0), \(v0))")
            // Sampling at 0.1 ms misses a peak by at most v·dt-ish second-order terms.
            #expect(low - reach.lowerBound < 1e-3 && reach.upperBound - high < 1e-3, "\(spring) from (\(y0), \(v0))")
        }
    }

    @Test func nonFiniteInputSaysNothing() {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        #expect(spring.reach(displacement: .nan, velocity: 1) == 0...0)
        #expect(spring.reach(displacement: 1, velocity: .infinity) == 0...0)
        #expect(spring.reach(displacement: 0, velocity: 0) == 0...0)
    }
}
