import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// `Tunable`, `TunedValue` and `Tuning`: checking, defaults, the spring's
/// two spellings, and every interface's tunables valid.
@Suite("Tuning: tunables and their values")
struct TuningTests {
    static let spring = Tunable.spring("s", default: Spring(response: 0.3, dampingRatio: 0.8), summary: "A spring.")
    static let number = Tunable.number("n", default: 10, range: 0...20, unit: "pt", summary: "A number.")
    static let choice = Tunable.choice("c", default: "a", choices: ["a", "b"], summary: "A choice.")
    static let all = [spring, number, choice]

    @Test func anEmptyTuningGivesEveryDefaultToTheLastBit() {
        let tuning = Tuning()
        #expect(tuning.spring(Self.spring) == Spring(response: 0.3, dampingRatio: 0.8))
        #expect(tuning.number(Self.number) == 10)
        #expect(tuning.choice(Self.choice) == "a")
        #expect(tuning.isEmpty)
    }

    @Test func aDefaultSpringReadsAsItsShortDecimals() {
        // 2π/(2π/0.3) is 0.30000000000000004; the default shows 0.3.
        #expect(Self.spring.defaultValue == .spring(response: 0.3, dampingRatio: 0.8))
    }

    @Test func settingAValueAndSettingItBackToTheDefault() throws {
        var tuning = Tuning()
        try tuning.set(Self.number, to: .number(12))
        try tuning.set(Self.choice, to: .choice("b"))
        try tuning.set(Self.spring, to: .spring(duration: 0.5, bounce: 0.3))
        #expect(tuning.number(Self.number) == 12)
        #expect(tuning.choice(Self.choice) == "b")
        #expect(tuning.spring(Self.spring) == Spring(response: 0.5, dampingRatio: 0.7))
        try tuning.set(Self.number, to: .number(10))
        #expect(tuning.values["n"] == nil, "the default is not stored")
        tuning.reset(Self.choice)
        #expect(tuning.values.keys.sorted() == ["s"])
    }

    @Test func aTuningDiffersOnlyInTheTunablesThatMoved() throws {
        var tuning = Tuning()
        try tuning.set(Self.number, to: .number(12))
        #expect(tuning.differs(from: Tuning(), in: Self.number) && tuning.differs(from: Tuning(), in: Self.spring, Self.number))
        #expect(!tuning.differs(from: Tuning(), in: Self.spring, Self.choice) && !tuning.differs(from: tuning, in: Self.number))
        #expect(!tuning.differs(from: Tuning()), "no tunables named, nothing moved")
        try tuning.set(Self.number, to: .number(10))
        #expect(!tuning.differs(from: Tuning(), in: Self.number), "set back to the default")
    }

    @Test func durationAndBounceAreSwiftUIsMapping() {
        #expect(TunedValue.spring(duration: 0.4, bounce: 0.25) == .spring(response: 0.4, dampingRatio: 0.75))
        // Negative bounce over-damps: ζ = 1/(1 + bounce).
        #expect(TunedValue.spring(duration: 0.4, bounce: -0.5) == .spring(response: 0.4, dampingRatio: 2))
        #expect(TunedValue.spring(duration: 0.4, bounce: 0.25).spring == Spring(duration: 0.4, bounce: 0.25))
    }

    @Test(arguments: [
        (number, TunedValue.number(.nan), "n: not a finite number"),
        (number, .number(.infinity), "n: not a finite number"),
        (number, .number(21), "n: must be from 0 to 20 pt (got 21)"),
        (number, .choice("a"), "n: expected a number, got a choice"),
        (choice, .choice("z"), "c: unknown choice \"z\" (expected one of \"a\", \"b\")"),
        (spring, .spring(response: 0.3, dampingRatio: 0), "s: a spring's damping ratio must be from 0.05 to 2 (got 0)"),
        (spring, .spring(response: .nan, dampingRatio: 1), "s: a spring's response (duration) must be from 0.05 to 5 seconds (got nan)"),
        (spring, .spring(response: 9, dampingRatio: 1), "s: a spring's response (duration) must be from 0.05 to 5 seconds (got 9)"),
    ] as [(Tunable, TunedValue, String)])
    func aBadValueIsRefusedWithOneLineAndChangesNothing(tunable: Tunable, value: TunedValue, message: String) {
        var tuning = Tuning()
        #expect(throws: TuningError(tunable.name, String(message.dropFirst(tunable.name.count + 2)))) {
            try tuning.set(tunable, to: value)
        }
        #expect(tuning.isEmpty)
    }

    @Test func anUnknownTunableIsRefused() {
        #expect(throws: TuningError.self) { try Tuning(["x": .number(1)], for: Self.all) }
        #expect(throws: TuningError.self) { try Tuning(["x": .number(1)], for: []) }
        #expect((try? Tuning(["n": .number(1)], for: Self.all)) != nil)
    }

    @Test func everyInterfacesTunablesAreValidUniqueAndHoldTheirDefaults() throws {
        for type in InteractionCatalog.all {
            let names = type.tunables.map(\.name)
            #expect(Set(names).count == names.count, "\(type.interfaceName): names are unique")
            for tunable in type.tunables {
                try tunable.validate(tunable.defaultValue)
                #expect(!tunable.summary.isEmpty && !tunable.name.isEmpty, "\(type.interfaceName).\(tunable.name)")
            }
            // Every interface takes an empty tuning, and refuses an unknown name unchanged.
            var model = type.make(viewport: .phone)
            try model.retune(Tuning())
            #expect(throws: TuningError.self) { try model.retune(Tuning(["no such tunable": .number(1)], for: [Self.number.renamed("no such tunable")])) }
            #expect(model.tuning.isEmpty)
        }
    }

    @Test func theOriginalRulesAreValidChoicesOfTheirInterfaces() throws {
        var compared: [String] = []
        for type in InteractionCatalog.all {
            guard let rule = type.originalRule else { continue }
            compared.append(type.interfaceName)
            try rule.validate(against: type.tunables)
            #expect(!rule.isEmpty, "\(type.interfaceName): an original rule tunes something")
            for (name, value) in rule.values {
                let tunable = try #require(type.tunables.first { $0.name == name })
                #expect(tunable.kindName == "choice" && value != tunable.defaultValue, "\(type.interfaceName).\(name)")
            }
            // A model takes it, and goes on taking touches.
            var model = type.make(viewport: .phone)
            try model.retune(rule)
            #expect(model.tuning == rule)
        }
        #expect(compared.sorted() == ["app-switcher", "drawer", "pip", "rubber-band"])
    }
}

private extension Tunable {
    func renamed(_ name: String) -> Tunable {
        guard case .number(let value, let range) = kind else { return self }
        return .number(name, default: value, range: range, unit: unit, summary: summary)
    }
}
