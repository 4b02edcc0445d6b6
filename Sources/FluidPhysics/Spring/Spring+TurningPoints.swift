import RealModule

extension Spring {
    /// The first two instants after the start, seconds, at which a 1-D
    /// motion that starts at `displacement` y₀ from its target with
    /// `velocity` v₀ turns around (its velocity crosses zero): the times of
    /// its extreme excursions, where an overshoot peaks. Nil where there is
    /// no such instant (a critically or over-damped spring turns at most once).
    ///
    /// From the propagator, v(t) = e^(−αt)·(v₀·C − (ω₀²y₀ + α·v₀)·S) with
    /// α = ζω₀ and C, S as in `Propagator`, so v = 0 where
    /// S/C = v₀ / (ω₀²y₀ + α·v₀):
    ///
    ///     ζ < 1:  θ = atan2(ω_d·v₀, ω₀²y₀ + α·v₀) taken in (0, π], t = θ/ω_d, then + π/ω_d
    ///     ζ = 1:  t = v₀ / (ω₀²y₀ + ω₀·v₀) when positive
    ///     ζ > 1:  t = atanh(μ·τ)/μ with τ = v₀ / (ω₀²y₀ + α·v₀), when 0 < μτ < 1
    ///
    /// Closed forms, so an overshoot measured at these instants is exact and
    /// does not depend on when frames happen to sample the motion. A motion
    /// at rest on its target (y₀ = v₀ = 0) never turns: both nil.
    public func turningTimes(displacement y0: Double, velocity v0: Double) -> (first: Double?, second: Double?) {
        guard y0.isFinite, v0.isFinite, y0 != 0 || v0 != 0 else { return (nil, nil) }
        let z = dampingRatio, w0 = naturalFrequency
        let alpha = z * w0
        let b = w0 * w0 * y0 + alpha * v0
        if z < 1 {
            let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
            var theta = Double.atan2(y: wd * v0, x: b)
            if theta <= 0 { theta += .pi }
            let first = theta / wd
            let second = (theta + .pi) / wd
            return (first.isFinite ? first : nil, second.isFinite ? second : nil)
        }
        guard b != 0 else { return (nil, nil) }
        let tau = v0 / b
        guard tau > 0 else { return (nil, nil) }
        if z == 1 { return (tau, nil) }
        let mu = w0 * ((z - 1) * (z + 1)).squareRoot()
        guard mu * tau < 1 else { return (nil, nil) }
        let t = Double.atanh(mu * tau) / mu
        return (t.isFinite && t > 0 ? t : nil, nil)
    }
}
