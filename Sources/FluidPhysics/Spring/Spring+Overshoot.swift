import RealModule

extension Spring {
    /// How far a step from rest overshoots its target at most, as a fraction
    /// of the distance travelled (unitless): exp(−πζ/√(1 − ζ²)) for an
    /// under-damped spring (ζ < 1), reached at the first turning point
    /// t = π/ω_d; 0 for ζ ≥ 1, which never crosses the target from rest.
    ///
    /// It depends on the damping ratio alone: ζ = 0.5 overshoots by 16.3 %,
    /// 0.7 by 4.6 %, 0.9 by 0.15 %; as ζ → 0 it tends to 100 %. A motion
    /// that starts *moving* toward its target overshoots more (by the
    /// velocity's share); this is the figure for a start from rest.
    ///
    /// Pitfall: near ζ = 1, 1 − ζ² loses digits to cancellation; it is
    /// computed as (1 − ζ)(1 + ζ), which is exact to rounding, so the
    /// overshoot falls smoothly to 0 instead of jumping.
    public var overshoot: Double {
        let z = dampingRatio
        guard z < 1 else { return 0 }
        let s = ((1 - z) * (1 + z)).squareRoot()
        return Double.exp(-Double.pi * z / s)
    }
}
