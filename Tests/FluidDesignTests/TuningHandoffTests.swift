import FluidDesign
import FluidInteractions
import Testing

@Suite("TuningHandoff")
struct TuningHandoffTests {
    @Test func aTunedSpringGetsItsNumbersAndTheCodeForEightPlatforms() throws {
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.flick, to: .spring(response: 0.45, dampingRatio: 0.6))
        try tuning.set(MomentumDrawer.Tuned.tapSlop, to: .number(14))
        let text = TuningHandoff.markdown(interface: "drawer", tuning: tuning, tunables: MomentumDrawer.tunables)
        #expect(text.hasPrefix("# drawer: tuned values\n"))
        #expect(text.split(separator: "\n### ", omittingEmptySubsequences: false).count - 1 == 8, "eight platforms for the one tuned spring")
        #expect(text.contains("## flickSpring") && text.contains("response 0.45 s, damping ratio 0.6"))
        #expect(text.contains("## tapSlop\n\n\(MomentumDrawer.Tuned.tapSlop.summary)\n\n14 pt\n"))
        // In the interface's order: the spring before the number.
        let spring = try #require(text.range(of: "## flickSpring")), slop = try #require(text.range(of: "## tapSlop"))
        #expect(spring.lowerBound < slop.lowerBound)
    }

    @Test func aChoiceIsNamedAndNothingTunedIsSaid() throws {
        var tuning = Tuning()
        try tuning.set(MomentumDrawer.Tuned.endRule, to: .choice("velocitySign"))
        #expect(TuningHandoff.markdown(interface: "drawer", tuning: tuning, tunables: MomentumDrawer.tunables)
            .contains("## endRule\n\n\(MomentumDrawer.Tuned.endRule.summary)\n\n\"velocitySign\"\n"))
        #expect(TuningHandoff.markdown(interface: "drawer", tuning: Tuning(), tunables: MomentumDrawer.tunables)
            .contains("Nothing is tuned: every value is the interface's default."))
    }
}
