import RealModule

extension Spring {
    /// The exact settling duration: the **last** time, in seconds, at which a
    /// value that starts at 0 with `initialVelocity` and is pulled toward
    /// `target` is farther than `epsilon` from the target (Euclidean distance
    /// for vectors). 0 when it never is; `.infinity` for an undamped spring
    /// (ζ = 0) that starts outside the band.
    ///
    /// ## How this differs from SwiftUI
    /// SwiftUI estimates the settling time from the decay envelope e^(−ζω₀t).
    /// The envelope bounds the motion from above, so the estimate is late by
    /// up to a fraction of an oscillation, and it moves in jumps as parameters
    /// change (for `.smooth`, 0.757 s against the exact 0.7348 s). This
    /// function finds the real boundary crossing.
    ///
    /// ## Method
    /// With y(t) the displacement from the target, d|y|²/dt has the sign of
    ///
    ///     D = c₀·C² + c₁·C·S + c₂·S²
    ///     c₀ = y₀·v₀,  c₁ = |v₀|² − ω₀²|y₀|²,
    ///     c₂ = −(α² + ω₀²)·y₀·v₀ − α·ω₀²·|y₀|² − α·|v₀|²
    ///
    /// (C, S as in `Propagator`). Under-damped, D is a constant plus a
    /// sinusoid in 2ω_d·t, so the maxima of |y| are at closed-form times
    /// spaced π/ω_d with heights shrinking by e^(−απ/ω_d) each: the last one
    /// above epsilon is found by a logarithm. Critically and over-damped, D/C²
    /// is a quadratic in τ = S/C (monotone in t), with at most two roots.
    /// Between the last maximum above epsilon and the next critical point,
    /// |y| − epsilon changes sign once; bisection finds that crossing to the
    /// last bit.
    ///
    /// `epsilon` ≤ 0 is clamped to 1e-12; NaN traps.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        requireFinite(epsilon, "epsilon", in: "Spring.settlingDuration(target:initialVelocity:epsilon:)")
        let y0 = V.zero - target
        let p0 = y0.magnitudeSquared
        let r0 = initialVelocity.magnitudeSquared
        let q0 = ((y0 + initialVelocity).magnitudeSquared - p0 - r0) / 2
        return SettlingSolver(spring: self, p: p0, q: q0, r: r0, epsilon: Swift.max(epsilon, 1e-12)).solve()
    }
}

/// The settling-time search for |y(t)|² = a²·P + 2ab·Q + b²·R, where
/// P = |y₀|², Q = y₀·v₀, R = |v₀|² and (a, b) come from the propagator.
struct SettlingSolver {
    let spring: Spring
    let p: Double
    let q: Double
    let r: Double
    let epsilon: Double

    func normSquared(_ t: Double) -> Double {
        let m = spring.propagator(time: t)
        return Swift.max(0, m.a * m.a * p + 2 * m.a * m.b * q + m.b * m.b * r)
    }

    func exceeds(_ t: Double) -> Bool { normSquared(t) > epsilon * epsilon }

    func solve() -> Double {
        guard p > 0 || r > 0 else { return 0 }
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let alpha = z * w0
        let c0 = q
        let c1 = r - w0 * w0 * p
        let c2 = -(alpha * alpha + w0 * w0) * q - alpha * w0 * w0 * p - alpha * r
        if z < 1 {
            return underDamped(c0: c0, c1: c1, c2: c2)
        }
        return nonOscillating(c0: c0, c1: c1, c2: c2)
    }

    /// Bisects for the boundary in (lo, hi), where |y(lo)| > ε ≥ |y(hi)| and
    /// the set where |y| > ε is a prefix of the interval.
    func boundary(_ lo0: Double, _ hi0: Double) -> Double {
        var lo = lo0, hi = hi0
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if exceeds(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }

    func underDamped(c0: Double, c1: Double, c2: Double) -> Double {
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let alpha = z * w0
        let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
        // D(θ) = K0 + K1·cos 2θ + K2·sin 2θ with θ = ω_d·t.
        let k0 = (c0 + c2 / (wd * wd)) / 2
        let k1 = (c0 - c2 / (wd * wd)) / 2
        let k2 = c1 / (2 * wd)
        let rho = Vector(dx: k1, dy: k2).length
        if rho <= Swift.abs(k0) {
            // |y| is monotone: decreasing (k0 < 0), or constant when undamped.
            if !exceeds(0) { return 0 }
            if alpha == 0 { return .infinity }
            return boundary(0, upperBound(after: 0))
        }
        let delta = Double.atan2(y: k2, x: k1)
        let phi = Double.acos(Swift.min(1, Swift.max(-1, -k0 / rho)))
        // Maxima of |y| at θ_n = θ0 + n·π.
        let theta0 = (delta + phi) / 2
        func time(_ n: Double) -> Double { (theta0 + n * .pi) / wd }
        let nMin = (-theta0 / .pi).rounded(.down) + 1   // first n with θ_n > 0
        let firstPeak = time(nMin)
        if alpha == 0 {
            return exceeds(firstPeak) || exceeds(0) ? .infinity : 0
        }
        // Peak heights: |y(t_n)| = √G·e^(−α·t_n). Solve √G·e^(−αt) = ε for t.
        let g = normSquared(firstPeak) * Double.exp(2 * alpha * firstPeak)
        var last = nMin - 1
        if g > epsilon * epsilon {
            let tCross = Double.log(g.squareRoot() / epsilon) / alpha
            last = Swift.max(nMin - 1, ((tCross * wd - theta0) / .pi).rounded(.up) - 1)
            while last >= nMin && !exceeds(time(last)) { last -= 1 }
            while exceeds(time(last + 1)) { last += 1 }
        }
        if last >= nMin {
            return boundary(time(last), time(last + 1))
        }
        return exceeds(0) ? boundary(0, firstPeak) : 0
    }

    func nonOscillating(c0: Double, c1: Double, c2: Double) -> Double {
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let mu = w0 * ((z - 1) * (z + 1)).squareRoot()
        // Roots of c2·τ² + c1·τ + c0 with τ = tanh(μt)/μ in [0, 1/μ).
        var taus: [Double] = []
        if c2 == 0 {
            if c1 != 0 { taus.append(-c0 / c1) }
        } else {
            let disc = c1 * c1 - 4 * c2 * c0
            if disc >= 0 {
                let s = disc.squareRoot()
                let qq = -(c1 + (c1 >= 0 ? s : -s)) / 2
                taus.append(qq / c2)
                if qq != 0 { taus.append(c0 / qq) }
            }
        }
        var times: [Double] = []
        for tau in taus where tau > 0 {
            if mu == 0 {
                times.append(tau)
            } else if mu * tau < 1 {
                times.append(Double.atanh(mu * tau) / mu)
            }
        }
        times.sort()
        let candidates = [0.0] + times
        guard let index = candidates.lastIndex(where: { exceeds($0) }) else { return 0 }
        let start = candidates[index]
        let end = index + 1 < candidates.count ? candidates[index + 1] : upperBound(after: start)
        return boundary(start, end)
    }

    /// A time after `start` where |y| ≤ ε, found by doubling, for a stretch
    /// where |y| decreases monotonically toward 0.
    func upperBound(after start: Double) -> Double {
        var step = 1 / spring.naturalFrequency
        var t = start + step
        while exceeds(t) && t.isFinite {
            step *= 2
            t = start + step
        }
        return t
    }
}
