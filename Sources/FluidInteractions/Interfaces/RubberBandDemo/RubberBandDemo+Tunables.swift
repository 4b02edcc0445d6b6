import FluidPhysics

extension RubberBandDemo {
    /// What a designer may tune in the rubber-band demo.
    public enum Tuned {
        /// The spring home (default ``RubberBandDemo/spring``: response
        /// 0.3 s, ζ 0.6).
        public static let spring = Tunable.spring("spring", default: RubberBandDemo.spring,
                                                  summary: "The spring that brings the square home when it is let go.")
        /// The rubber-band curve, by ``RubberBandDemo/Curve`` name: `bounded`
        /// (UIScrollView's, never past the safe area's height in points) or
        /// `power` (the demo app's, unbounded); `bounded` by default.
        public static let curve = Tunable.choice("curve", default: RubberBandDemo.Curve.bounded.rawValue,
                                                 choices: [RubberBandDemo.Curve.bounded.rawValue, RubberBandDemo.Curve.power.rawValue],
                                                 summary: "The curve that turns the finger's pull into the square's offset.")
        /// The bounded curve's constant c, unitless: its slope at rest, how
        /// much of the first points of a pull the square follows (default
        /// `RubberBand.defaultConstant`, UIScrollView's 0.55).
        public static let rubberBandConstant = Tunable.rubberBandConstant(summary: "How freely the bounded curve follows the pull: larger stretches more.")
        /// The power curve's exponent e, unitless: the offset is |pull|^e
        /// points for a pull in points (default
        /// `PowerRubberBand.defaultExponent`, 0.7).
        public static let powerExponent = Tunable.number("powerExponent", default: PowerRubberBand.defaultExponent,
                                                         range: 0.3...0.95,
                                                         summary: "How freely the power curve follows the pull: nearer 1 resists less.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``RubberBandDemo/Tuned``).
    public static let tunables = [Tuned.spring, Tuned.curve, Tuned.rubberBandConstant, Tuned.powerExponent]

    /// The WWDC18 demo app's curve: ``Tuned/curve`` `power`, the offset
    /// sign(d)·|d|^e points for a pull of d points (e the tuned exponent,
    /// 0.7 by default). Where it differs from UIScrollView's bounded curve
    /// (the default): past its first few points a pull moves the square
    /// less (slope e·|d|^(e−1) against the bounded curve's 0.55 at rest: a
    /// 100-point pull shows 25 points, about half the bounded curve's on a
    /// phone), but the offset grows without bound, where the bounded curve
    /// never passes the safe area's height.
    public static var originalRule: Tuning? { .choosing(Curve.power.rawValue, for: Tuned.curve) }

    /// Hands a running spring home to its retuned values where it is, with
    /// its velocity (points, points/s); a new curve, constant or exponent
    /// keeps a square held by a finger where it is shown and the drag goes
    /// on from there through the new curve.
    public mutating func tuningDidChange(from old: Tuning) {
        square.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
        if tuning.differs(from: old, in: Tuned.curve, Tuned.rubberBandConstant, Tuned.powerExponent) {
            selectedCurve = Curve(rawValue: tuning.choice(Tuned.curve)) ?? .bounded
            square.changeResistance(to: resistance(for: selectedCurve))
        }
    }
}
