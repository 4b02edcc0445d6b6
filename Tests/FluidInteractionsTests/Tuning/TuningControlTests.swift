import FluidInteractions
import FluidPhysics
import Testing

@Suite("TuningControl")
struct TuningControlTests {
    let flick = MomentumDrawer.Tuned.flick
    let slop = MomentumDrawer.Tuned.tapSlop
    let rule = MomentumDrawer.Tuned.endRule

    @Test func eachKindHasItsControls() {
        #expect(TuningControl.controls(of: slop) == [.number])
        #expect(TuningControl.controls(of: flick) == [.spring(.response), .spring(.dampingRatio), .spring(.duration), .spring(.bounce)])
        guard case .choice(_, let choices) = rule.kind else { Issue.record("endRule is a choice"); return }
        #expect(TuningControl.controls(of: rule) == choices.indices.map { .choice($0) })
    }

    @Test func aSpringsFourSlidersShowOneSpringBothWays() throws {
        let value = TunedValue.spring(response: 0.45, dampingRatio: 0.6)
        #expect(TuningControl.spring(.response).number(of: value) == 0.45)
        #expect(TuningControl.spring(.duration).number(of: value) == 0.45)
        #expect(TuningControl.spring(.dampingRatio).number(of: value) == 0.6)
        #expect(TuningControl.spring(.bounce).number(of: value) == 0.4)
        // The bounce range is the damping ratios' bounces, highest damping first.
        let bounces = try #require(TuningControl.spring(.bounce).range(for: flick))
        #expect(bounces.lowerBound == Spring.bounce(dampingRatio: flick.dampingRatios.upperBound))
        #expect(bounces.upperBound == Spring.bounce(dampingRatio: flick.dampingRatios.lowerBound))
    }

    @Test func responseSlidesOnALogarithmicTrack() throws {
        let range = try #require(TuningControl.spring(.response).range(for: flick))
        let low = range.lowerBound, high = range.upperBound
        let middle = (low * high).squareRoot()
        let value = TunedValue.spring(response: middle, dampingRatio: 1)
        #expect(abs(TuningControl.spring(.response).fraction(of: value, for: flick) - 0.5) < 1e-12)
        let moved = try #require(TuningControl.spring(.duration).value(at: 0.5, for: flick, from: value))
        // The geometric middle on the 0.01 grid; the damping ratio kept.
        #expect(moved == .spring(response: (middle * 100).rounded() / 100, dampingRatio: 1))
    }

    @Test func movingTheBounceKeepsTheResponseAndSetsTheDampingRatio() throws {
        let start = TunedValue.spring(response: 0.3, dampingRatio: 0.8)
        let range = try #require(TuningControl.spring(.bounce).range(for: flick))
        let fraction = (0.25 - range.lowerBound) / (range.upperBound - range.lowerBound)
        let moved = try #require(TuningControl.spring(.bounce).value(at: fraction, for: flick, from: start))
        #expect(moved == .spring(response: 0.3, dampingRatio: 0.75))
        #expect(abs(TuningControl.spring(.bounce).fraction(of: moved, for: flick) - fraction) < 1e-9)
    }

    @Test func aNumberLandsOnAShortGridInsideItsRange() throws {
        guard case .number(_, let range) = slop.kind else { Issue.record("tapSlop is a number"); return }
        for fraction in [-1.0, 0, 0.123456, 0.5, 1, 2, .nan] {
            guard case .number(let n) = try #require(TuningControl.number.value(at: fraction, for: slop, from: slop.defaultValue))
            else { Issue.record("a number"); continue }
            #expect(range.contains(n), "\(fraction)")
            let step = (range.upperBound - range.lowerBound) / 200
            #expect(n == range.lowerBound || n == range.upperBound || abs((n * 1e6).rounded() / 1e6 - n) < 1e-12,
                    "\(n) on a short decimal grid (step about \(step))")
        }
        #expect(TuningControl.number.fraction(of: .number(range.upperBound), for: slop) == 1)
    }

    @Test func aSegmentSelectsItsChoiceAndAForeignControlGivesNothing() throws {
        guard case .choice(_, let choices) = rule.kind else { Issue.record("endRule is a choice"); return }
        let last = TuningControl.choice(choices.count - 1)
        #expect(last.value(at: 0, for: rule, from: rule.defaultValue) == .choice(choices[choices.count - 1]))
        #expect(last.fraction(of: .choice(choices[choices.count - 1]), for: rule) == 1)
        #expect(TuningControl.choice(0).fraction(of: .choice(choices[choices.count - 1]), for: rule) == 0)
        #expect(TuningControl.choice(choices.count).value(at: 1, for: rule, from: rule.defaultValue) == nil)
        #expect(TuningControl.number.value(at: 0.5, for: flick, from: flick.defaultValue) == nil)
        #expect(TuningControl.spring(.response).range(for: slop) == nil)
    }

    @Test func theBounceSlidersEndsGiveSpringsTheTunableTakes() throws {
        // SpringTuner's damping ratios are 0.1…1: a bounce of 0.9 would be 1 − 0.9 = 0.0999… .
        let spring = SpringTuner.Tuned.startSpring
        for fraction in [0.0, 0.5, 1.0] {
            let value = try #require(TuningControl.spring(.bounce).value(at: fraction, for: spring, from: spring.defaultValue))
            try spring.validate(value)
        }
        var tuning = Tuning()
        try tuning.set(spring, to: try #require(TuningControl.spring(.bounce).value(at: 1, for: spring, from: spring.defaultValue)))
        #expect(tuning.value(spring) == .spring(response: SpringTuner.defaultResponse, dampingRatio: 0.1))
    }

    @Test func eachControlIsLabelledAndItsNumberWrittenWithItsUnit() {
        let value = TunedValue.spring(response: 0.45, dampingRatio: 0.6)
        #expect(TuningControl.controls(of: flick).map { $0.label(for: flick) } == ["response", "damping", "duration", "bounce"])
        #expect(TuningControl.controls(of: flick).map { $0.text(of: value, for: flick) } == ["0.450 s", "0.600", "0.450 s", "0.400"])
        #expect(TuningControl.number.label(for: slop) == "tapSlop")
        #expect(TuningControl.number.text(of: .number(12.5), for: slop) == "12.5 pt")
        #expect(TuningControl.number.text(of: .number(150), for: slop) == "150 pt")
        #expect(TuningControl.number.text(of: .number(0), for: slop) == "0.00 pt")
        #expect(TuningControl.choice(0).text(of: rule.defaultValue, for: rule) == "")
    }
}
