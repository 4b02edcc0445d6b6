import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

@Suite("TwoEndChoice")
struct TwoEndChoiceTests {
    /// A drawer open at 127 pt and closed at 633.4 pt (y down).
    let ends = TwoEndChoice(first: 127, second: 633.4)

    @Test func aCancelGoesToTheNearerEndKeepingItsVelocity() {
        let up = ends.release(at: 300, velocity: 900, travel: 200, cancelled: true, atFirst: false, heading: nil)
        #expect(up == TwoEndChoice.Release(toFirst: true, isGentle: true, target: 127, velocity: 900))
        let tie = ends.release(at: (127 + 633.4) / 2, velocity: 0, travel: 0, cancelled: true, atFirst: true, heading: nil)
        #expect(!tie.toFirst, "a tie goes to the second end")
    }

    /// An unknown velocity counts as still under both rules: the nearer end,
    /// and no NaN handed on to the spring.
    @Test(arguments: [TwoEndChoice.Rule.projection, .velocitySign])
    func aNonFiniteVelocityCountsAsStill(rule: TwoEndChoice.Rule) {
        let choice = TwoEndChoice(first: 127, second: 633.4, rule: rule)
        for v in [Double.nan, .infinity, -.infinity] {
            let release = choice.release(at: 200, velocity: v, travel: 80, cancelled: false, atFirst: true, heading: nil)
            #expect(release == TwoEndChoice.Release(toFirst: true, isGentle: false, target: 127, velocity: 0), "\(v)")
        }
    }

    @Test func aTapTogglesARestingObjectAndLetsACaughtOneGoOn() {
        let toggled = ends.release(at: 633.4, velocity: 40, travel: 10, cancelled: false, atFirst: false, heading: nil)
        #expect(toggled == TwoEndChoice.Release(toFirst: true, isGentle: true, target: 127, velocity: 0))
        #expect(!ends.release(at: 127, velocity: 0, travel: 3, cancelled: false, atFirst: true, heading: nil).toFirst)
        #expect(!ends.release(at: 200, velocity: 0, travel: 3, cancelled: false, atFirst: true, heading: false).toFirst)
        #expect(!ends.release(at: 200, velocity: 0, travel: 10.5, cancelled: false, atFirst: true, heading: true).isGentle)
    }

    @Test func aFlickGoesWhereItProjects() {
        // Near the open end, a slow nudge down stays open; a hard one closes.
        let nudge = ends.release(at: 140, velocity: 50, travel: 20, cancelled: false, atFirst: true, heading: nil)
        #expect(nudge == TwoEndChoice.Release(toFirst: true, isGentle: false, target: 127, velocity: 50))
        #expect(!ends.release(at: 140, velocity: 1200, travel: 20, cancelled: false, atFirst: true, heading: nil).toFirst)
        let slower = TwoEndChoice(first: 127, second: 633.4, rate: DecelerationRate(rawValue: 0.999))
        #expect(!slower.release(at: 140, velocity: 600, travel: 20, cancelled: false, atFirst: true, heading: nil).toFirst,
                "a slower deceleration carries it farther")
    }

    @Test func theVelocitySignRuleGoesTheWayItMovesHoweverSlowly() {
        let sign = TwoEndChoice(first: 127, second: 633.4, rule: .velocitySign)
        #expect(!sign.release(at: 140, velocity: 5, travel: 20, cancelled: false, atFirst: true, heading: nil).toFirst)
        #expect(sign.release(at: 620, velocity: -5, travel: 20, cancelled: false, atFirst: false, heading: nil).toFirst)
        #expect(sign.release(at: 300, velocity: 0, travel: 20, cancelled: false, atFirst: false, heading: nil).toFirst, "still: the nearer")
        // With the first end below the second, moving down heads to the first.
        let flipped = TwoEndChoice(first: 633.4, second: 127, rule: .velocitySign)
        #expect(flipped.release(at: 300, velocity: 5, travel: 20, cancelled: false, atFirst: false, heading: nil).toFirst)
    }

    @Test func theOvershootIsTheSpringsExactReachPastTheEnd() {
        let spring = Spring(response: 0.3, dampingRatio: 0.5)
        let open = ends.overshoot(toFirst: true, from: 300, velocity: -2000, spring: spring)
        let closed = ends.overshoot(toFirst: false, from: 300, velocity: 2000, spring: spring)
        var lowest = 300.0, highest = 300.0
        for i in 0...20_000 {
            let t = Double(i) * 0.0001
            lowest = Swift.min(lowest, spring.value(fromValue: 300.0, toValue: 127, initialVelocity: -2000, time: t))
            highest = Swift.max(highest, spring.value(fromValue: 300.0, toValue: 633.4, initialVelocity: 2000, time: t))
        }
        #expect(open > 0 && Swift.abs(open - (127 - lowest)) < 0.01)
        #expect(closed > 0 && Swift.abs(closed - (highest - 633.4)) < 0.01)
        #expect(ends.overshoot(toFirst: true, from: 300, velocity: 0, spring: Spring(response: 0.3, dampingRatio: 1)) == 0)
    }

    @Test func theTuningGivesTheSlopTheRuleAndTheRate() throws {
        var tuning = Tuning()
        try tuning.set(TwoEndChoice.Tuned.tapSlop, to: .number(20))
        try tuning.set(TwoEndChoice.Tuned.rule, to: .choice("velocitySign"))
        try tuning.set(TwoEndChoice.Tuned.projection, to: .number(0.99))
        #expect(TwoEndChoice(first: 1, second: 2, tuning: tuning)
            == TwoEndChoice(first: 1, second: 2, tapSlop: 20, rule: .velocitySign, rate: DecelerationRate(rawValue: 0.99)))
        #expect(TwoEndChoice(first: 1, second: 2, tuning: Tuning()) == TwoEndChoice(first: 1, second: 2))
        #expect(TwoEndChoice.tunables.map(\.name) == ["tapSlop", "projectionRate", "endRule"])
    }
}
