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
    /// ## Strong over-damping
    /// For ζ ≥ 2 the motion is solved in its two modes instead,
    ///
    ///     y(t) = A·e^(λ₁t) + B·e^(λ₂t),  λ₁ = −1/(ζ+μ), λ₂ = −(ζ+μ), μ = √(ζ²−1)
    ///     A = (w + (ζ+μ)·y₀)/(2μ),  B = −(w + y₀/(ζ+μ))/(2μ)   (w = v₀/ω₀)
    ///
    /// with A and B formed from the vectors themselves. Pitfall: when
    /// |v₀|/ω₀ ≫ |y₀| the slow amplitude A is a small difference of large
    /// terms; the quadratic form above squares them first and loses it
    /// entirely (a slow mode of 1e-3 behind terms of 1e-2 came out as 0, and
    /// the settling time as 3.7e-13 s instead of 2.8 s). Here the difference
    /// is one subtraction per component, and |y|² has its critical points
    /// where λ₁|A|²x² + (λ₁+λ₂)(A·B)x + λ₂|B|² = 0 with x = e^(2μt).
    ///
    /// `epsilon` ≤ 0 is clamped to 1e-12; NaN traps.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        requireFinite(epsilon, "epsilon", in: "Spring.settlingDuration(target:initialVelocity:epsilon:)")
        let y0 = V.zero - target
        let p0 = y0.magnitudeSquared
        let r0 = initialVelocity.magnitudeSquared
        let q0 = ((y0 + initialVelocity).magnitudeSquared - p0 - r0) / 2
        // Solve in dimensionless time t' = ω₀·t on a spring with ω₀ = 1 (the
        // velocity becomes v₀/ω₀), so that ω₀² can neither underflow nor
        // overflow for extreme durations; the answer scales back as 1/ω₀.
        let w0 = naturalFrequency
        let unit = Spring(mass: 1, naturalFrequency: 1, dampingRatio: dampingRatio)
        let e = Swift.max(epsilon, 1e-12)
        var solver = SettlingSolver(spring: unit, p: p0, q: q0 / w0, r: r0 / w0 / w0, epsilon: e)
        if Swift.max(solver.p, solver.r) <= 1e100, solver.q.isFinite {
            solver.modes = SettlingSolver.Modes(y0: y0, w: initialVelocity.scaled(by: 1 / w0), dampingRatio: dampingRatio)
            return solver.solve() / w0
        }
        // |y|² is huge or overflows (a displacement or v₀/ω₀ beyond 1e50,
        // whose squares the solver's products would overflow): the
        // settling time is unchanged when y₀, v₀/ω₀ and ε are scaled
        // together, so solve with the larger of |y₀| and |v₀|/ω₀ brought
        // near 1 by a power of two (exact).
        guard let scaled = Self.rescaledProblem(y0, initialVelocity, w0: w0, epsilon: e) else { return .infinity }
        var (p, q, r, eps) = scaled
        var skipped = 0.0
        if eps < 1e-140 {
            // ε is under 1e-140 of the amplitude, so ε² underflows. Let the
            // slowest mode first decay to 1e100·ε (time T, exact through the
            // propagator), rescale, and solve from there: T + the rest.
            let z = dampingRatio
            let rate = z < 1 ? z : 1 / (z + ((z - 1) * (z + 1)).squareRoot())
            guard rate > 0 else { return .infinity }
            let skip = (Double.log(1 / eps) - Double.log(1e100)) / rate
            let m = unit.propagator(time: skip)
            let p1 = m.a * m.a * p + 2 * m.a * m.b * q + m.b * m.b * r
            let q1 = m.a * m.c * p + (m.a * m.d + m.b * m.c) * q + m.b * m.d * r
            let r1 = m.c * m.c * p + 2 * m.c * m.d * q + m.d * m.d * r
            let size = Swift.max(p1, r1)
            guard size > 0, size.isFinite else { return skip / w0 }
            let k2 = 1 / size
            (p, q, r, eps) = (p1 * k2, q1 * k2, r1 * k2, eps * k2.squareRoot())
            skipped = skip
        }
        return (skipped + SettlingSolver(spring: unit, p: p, q: q, r: r, epsilon: eps).solve()) / w0
    }

    /// P = |y₀|², Q = y₀·v₀/ω₀, R = |v₀/ω₀|² and ε after scaling all three
    /// lengths by one power of two that brings the larger of |y₀| and
    /// |v₀|/ω₀ near 1; nil when v₀/ω₀ itself exceeds the largest Double.
    static func rescaledProblem<V: VectorArithmetic>(
        _ y0: V, _ v0: V, w0: Double, epsilon: Double
    ) -> (p: Double, q: Double, r: Double, epsilon: Double)? {
        func length(_ v: V) -> Double {
            let m = v.magnitudeSquared
            if m.isFinite { return m.squareRoot() }
            let s = 0x1p-600
            return v.scaled(by: s).magnitudeSquared.squareRoot() / s
        }
        let w = length(v0) / w0
        let largest = Swift.max(length(y0), w)
        guard largest.isFinite, largest > 0 else { return nil }
        let k = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
        let ys = y0.scaled(by: k)
        let kw = k / w0
        let ws = kw.isFinite ? v0.scaled(by: kw) : v0.scaled(by: k).scaled(by: 1 / w0)
        let p = ys.magnitudeSquared, r = ws.magnitudeSquared
        let q = ((ys + ws).magnitudeSquared - p - r) / 2
        guard p.isFinite, q.isFinite, r.isFinite else { return nil }
        return (p, q, r, epsilon * k)
    }
}

/// The settling-time search for |y(t)|² = a²·P + 2ab·Q + b²·R, where
/// P = |y₀|², Q = y₀·v₀, R = |v₀|² and (a, b) come from the propagator —
/// or, for strong over-damping, from the two modes (`Modes`).
struct SettlingSolver {
    let spring: Spring
    let p: Double
    let q: Double
    let r: Double
    let epsilon: Double
    /// The modes of a strongly over-damped spring (ω₀ = 1), when known.
    var modes: Modes?

    init(spring: Spring, p: Double, q: Double, r: Double, epsilon: Double) {
        self.spring = spring
        self.p = p
        self.q = q
        self.r = r
        self.epsilon = epsilon
    }

    /// y(t) = A·e^(λ₁t) + B·e^(λ₂t) on a spring with ω₀ = 1 and ζ ≥ 2
    /// (see `Spring.settlingDuration`): |A|², A·B, |B|² and the rates.
    struct Modes {
        /// The smallest ζ solved by modes (below it μ is small, and A and B
        /// would cancel each other instead).
        static let minimumDampingRatio = 2.0
        let slowPower: Double, cross: Double, fastPower: Double
        let slowRate: Double, fastRate: Double

        init?<V: VectorArithmetic>(y0: V, w: V, dampingRatio z: Double) {
            guard z >= Self.minimumDampingRatio, z.isFinite else { return nil }
            let mu = ((z - 1) * (z + 1)).squareRoot()
            let s = z + mu
            let a = (w + y0.scaled(by: s)).scaled(by: 1 / (2 * mu))
            let b = (w + y0.scaled(by: 1 / s)).scaled(by: -1 / (2 * mu))
            slowPower = a.magnitudeSquared
            fastPower = b.magnitudeSquared
            cross = ((a + b).magnitudeSquared - slowPower - fastPower) / 2
            slowRate = -1 / s
            fastRate = -s
            guard slowPower.isFinite, fastPower.isFinite, cross.isFinite else { return nil }
        }

        func normSquared(_ t: Double) -> Double {
            let e1 = Double.exp(slowRate * t), e2 = Double.exp(fastRate * t)
            return Swift.max(0, slowPower * e1 * e1 + 2 * cross * e1 * e2 + fastPower * e2 * e2)
        }

        /// The times t > 0 where d|y|²/dt = 0, in order: the roots x > 1 of
        /// λ₁|A|²x² + (λ₁+λ₂)(A·B)x + λ₂|B|² with x = e^((λ₁−λ₂)t).
        var criticalTimes: [Double] {
            let xs = quadraticRoots(slowRate * slowPower, (slowRate + fastRate) * cross, fastRate * fastPower)
            return xs.filter { $0 > 1 && $0.isFinite }.map { Double.log($0) / (slowRate - fastRate) }.sorted()
        }
    }

    func normSquared(_ t: Double) -> Double {
        if let modes { return modes.normSquared(t) }
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

    /// Under-damped: |y(t)|² = e^(−2αt)·P(θ) with θ = ω_d·t and P periodic
    /// with period π, so the maxima of |y| sit at t_n = (θ* + nπ)/ω_d with
    /// heights² G·e^(−2α·t_n), G = P(θ*).
    ///
    /// θ* comes from the roots of the quadratic c₂τ² + c₁τ + c₀ in
    /// τ = tan(θ)/ω_d, whose coefficients do not involve ω_d: nothing cancels
    /// as ζ → 1 (where ω_d → 0 and the first maximum moves to t ≈ τ), and no
    /// exponential of a peak time is ever formed, so nothing overflows. A root
    /// is a maximum when the quadratic falls through it (D goes + → −). The
    /// last peak above ε follows from a logarithm; a phase beyond 2⁴⁰ periods
    /// has no meaning in floating point, so there (ζ ≲ 1e-12) the answer is
    /// the time at which the peaks fall below ε. Every path is bounded: a
    /// handful of evaluations and one bisection.
    func underDamped(c0: Double, c1: Double, c2: Double) -> Double {
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let alpha = z * w0
        let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
        guard let theta = maximumPhase(c0: c0, c1: c1, c2: c2, wd: wd) else {
            // D keeps one sign: |y| is monotone (constant when undamped).
            if !exceeds(0) { return 0 }
            if alpha == 0 { return .infinity }
            return boundary(0, upperBound(after: 0))
        }
        func time(_ n: Double) -> Double { (theta + n * .pi) / wd }
        let sine = Double.sin(theta) / wd
        let amplitude = Double.cos(theta) + alpha * sine
        let g = amplitude * amplitude * p + 2 * amplitude * sine * q + sine * sine * r
        let eps2 = epsilon * epsilon
        let firstPeak = time(0)
        func leadIn() -> Double { exceeds(0) ? boundary(0, firstPeak) : 0 }
        if alpha == 0 {
            return g > eps2 || exceeds(0) ? .infinity : 0
        }
        guard g > eps2 else { return leadIn() }
        let tCross = (Double.log(g) - 2 * Double.log(epsilon)) / (2 * alpha)
        let periods = (tCross * wd - theta) / .pi
        guard periods < 0x1p40 else { return tCross }
        var n = periods.rounded(.down)
        guard n >= 0 else { return leadIn() }
        // Rounding in G or the logarithm may put n one peak off: check.
        for _ in 0..<4 where n > 0 && !exceeds(time(n)) { n -= 1 }
        for _ in 0..<4 where exceeds(time(n + 1)) { n += 1 }
        guard exceeds(time(n)) else { return leadIn() }
        return boundary(time(n), time(n + 1))
    }

    /// The phase θ* ∈ [0, π) of the maxima of |y|, or nil when d|y|²/dt never
    /// changes sign. Roots of Q(τ) = c₂τ² + c₁τ + c₀ map to θ = atan(ω_d·τ)
    /// (plus π when negative); τ = ∞ (c₂ = 0) is θ = π/2.
    func maximumPhase(c0: Double, c1: Double, c2: Double, wd: Double) -> Double? {
        func phase(_ tau: Double) -> Double {
            let theta = Double.atan(wd * tau)
            return theta < 0 ? theta + .pi : theta
        }
        if c2 == 0 {
            guard c1 != 0 else { return nil }
            // D ≈ c₁·C·S near θ = π/2, which is a maximum when c₁ > 0.
            return c1 < 0 ? phase(-c0 / c1) : .pi / 2
        }
        let disc = c1 * c1 - 4 * c2 * c0
        guard disc > 0 else { return nil }
        let s = disc.squareRoot()
        let qq = -(c1 + (c1 >= 0 ? s : -s)) / 2
        let r1 = qq / c2, r2 = c0 / qq
        // Q falls through the larger root when c₂ < 0, the smaller when c₂ > 0.
        let (lower, upper) = r1 < r2 ? (r1, r2) : (r2, r1)
        return phase(c2 < 0 ? upper : lower)
    }

    func nonOscillating(c0: Double, c1: Double, c2: Double) -> Double {
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let mu = w0 * ((z - 1) * (z + 1)).squareRoot()
        let times = modes?.criticalTimes ?? Self.criticalTimes(c0: c0, c1: c1, c2: c2, mu: mu)
        let candidates = [0.0] + times
        guard let index = candidates.lastIndex(where: { exceeds($0) }) else { return 0 }
        let start = candidates[index]
        let end = index + 1 < candidates.count ? candidates[index + 1] : upperBound(after: start)
        return boundary(start, end)
    }

    /// The times t > 0 where d|y|²/dt = 0 for a non-oscillating spring:
    /// the roots of c₂τ² + c₁τ + c₀ with τ = tanh(μt)/μ in [0, 1/μ), in order.
    static func criticalTimes(c0: Double, c1: Double, c2: Double, mu: Double) -> [Double] {
        let taus = quadraticRoots(c2, c1, c0)
        var times: [Double] = []
        for tau in taus where tau > 0 {
            if mu == 0 {
                times.append(tau)
            } else if mu * tau < 1 {
                times.append(Double.atanh(mu * tau) / mu)
            }
        }
        return times.sorted()
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

/// The real roots of a₂x² + a₁x + a₀ (one when a₂ = 0, none when both
/// leading coefficients are 0 or the discriminant is negative), in the
/// stable form q = −(a₁ + sign(a₁)·√(a₁² − 4a₂a₀))/2, x = q/a₂ and a₀/q:
/// the textbook (−a₁ ± √…)/(2a₂) loses the smaller root to cancellation
/// when 4a₂a₀ ≪ a₁².
func quadraticRoots(_ a2: Double, _ a1: Double, _ a0: Double) -> [Double] {
    if a2 == 0 { return a1 != 0 ? [-a0 / a1] : [] }
    let disc = a1 * a1 - 4 * a2 * a0
    guard disc >= 0 else { return [] }
    let root = disc.squareRoot()
    let q = -(a1 + (a1 >= 0 ? root : -root)) / 2
    return q != 0 ? [q / a2, a0 / q] : [q / a2]
}
