import FluidPhysics

extension Tunable {
    /// The timing curves a `timingCurve` tunable chooses among, by the name
    /// a tuning gives them, in the order a tuning panel lists them: the
    /// curves of CSS and Core Animation (cubic Béziers from (0, 0) to (1, 1)).
    public static let timingCurves: [(name: String, curve: TimingCurve)] = [
        ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("easeIn", .easeIn), ("ease", .ease), ("linear", .linear),
    ]

    /// A choice of timing curve by name among ``timingCurves`` (`easeOut`,
    /// `easeInOut`, `easeIn`, `ease`, `linear`), `curve` by default (which
    /// must be one of them); read it with `Tuning.timingCurve(_:)`. The
    /// duration the curve is run over is a tunable of its own, seconds.
    public static func timingCurve(_ name: String, default curve: TimingCurve, summary: String) -> Tunable {
        let named = timingCurves.first { $0.curve == curve }
        assert(named != nil, "a timing-curve tunable's default is one of the named curves")
        return .choice(name, default: named?.name ?? "linear", choices: timingCurves.map { $0.name }, summary: summary)
    }
}

extension Tuning {
    /// The timing curve in force for a `Tunable.timingCurve` tunable: the
    /// one its chosen name names (linear for a name that is not one of
    /// `Tunable.timingCurves`, which is a programming error).
    public func timingCurve(_ tunable: Tunable) -> TimingCurve {
        let name = choice(tunable)
        if let named = Tunable.timingCurves.first(where: { $0.name == name }) { return named.curve }
        assertionFailure("\(tunable.name) is not a timing curve")
        return .linear
    }
}
