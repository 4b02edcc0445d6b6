import FluidInteractions
import FluidPhysics
import Testing

@Suite("Tunable.timingCurve and Tuning.timingCurve")
struct TunableTimingCurveTests {
    static let fade = Tunable.timingCurve("fade", default: .easeIn, summary: "A fade's curve.")

    @Test func itIsAChoiceOfTheNamedCurvesInTheirOrder() {
        #expect(Self.fade.kind == .choice(default: "easeIn", choices: ["easeOut", "easeInOut", "easeIn", "ease", "linear"]))
        #expect(Self.fade.unit == "")
    }

    @Test func eachNameReadsAsItsCurveAndUntunedAsTheDefault() throws {
        var tuning = Tuning()
        #expect(tuning.timingCurve(Self.fade) == .easeIn)
        for (name, curve) in Tunable.timingCurves {
            try tuning.set(Self.fade, to: .choice(name))
            #expect(tuning.timingCurve(Self.fade) == curve, "\(name)")
        }
        #expect(throws: TuningError.self) { try tuning.set(Self.fade, to: .choice("bounce")) }
    }
}

@Suite("Tunable.decelerationRate and Tuning.decelerationRate")
struct TunableDecelerationRateTests {
    static let glide = Tunable.decelerationRate("glide", default: .fast, range: 0.95...0.999, summary: "A glide.")

    @Test func itReadsAsTheRateItWasTunedTo() throws {
        var tuning = Tuning()
        #expect(tuning.decelerationRate(Self.glide) == .fast)
        try tuning.set(Self.glide, to: .number(0.998))
        #expect(tuning.decelerationRate(Self.glide) == .normal)
        #expect(tuning.decelerationRate(Self.glide).rawValue == 0.998)
    }
}
