import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Spring.Parameter")
struct SpringParameterTests {
    @Test func eachParameterHasItsTwinInTheOtherPair() {
        #expect(Spring.Parameter.allCases == [.dampingRatio, .response, .duration, .bounce])
        #expect(Spring.Parameter.allCases.map(\.twin) == [.bounce, .duration, .response, .dampingRatio])
        #expect(Spring.Parameter.allCases.allSatisfy { $0.twin.twin == $0 })
    }

    @Test func twinValuesNameTheSameSpring() {
        for response in [0.1, 0.45, 2] {
            #expect(Spring.Parameter.response.twinValue(response) == response && Spring.Parameter.duration.twinValue(response) == response)
        }
        for ratio in [0.1, 0.5, 1, 1.5, 4] {
            let spring = Spring(response: 0.5, dampingRatio: ratio)
            let bounce = Spring.Parameter.dampingRatio.twinValue(ratio)
            #expect(bounce == spring.bounce)
            expectClose(Spring.Parameter.bounce.twinValue(bounce), ratio, tolerance: 1e-12)
            expectClose(Spring(duration: 0.5, bounce: bounce).dampingRatio, ratio, tolerance: 1e-12)
        }
        for bounce in [-0.5, 0, 0.3, 0.9] {
            #expect(Spring.Parameter.bounce.twinValue(bounce) == Spring(duration: 1, bounce: bounce).dampingRatio)
        }
        #expect(Spring.Parameter.dampingRatio.twinValue(0.5) == 0.5 && Spring.Parameter.bounce.twinValue(0.2) == 0.8)
    }
}
