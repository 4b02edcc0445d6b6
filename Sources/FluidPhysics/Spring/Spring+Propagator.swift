import RealModule

extension Spring {
    /// The exact solution of the spring equation over an interval of time, as
    /// four numbers.
    ///
    /// Write y = x − target for the displacement. The equation
    /// y'' + 2α·y' + ω₀²·y = 0 (α = ζω₀) is linear, so after `t` seconds
    ///
    ///     y(t) = a·y₀ + b·v₀
    ///     v(t) = c·y₀ + d·v₀
    ///
    /// for any starting displacement y₀ and velocity v₀ — scalars or vectors.
    /// With E_C = e^(−αt)·C(t) and E_S = e^(−αt)·S(t):
    ///
    ///     a = E_C + α·E_S     b = E_S
    ///     c = −ω₀²·E_S        d = E_C − α·E_S
    ///
    /// where, with ω_d = ω₀√(1 − ζ²) and μ = ω₀√(ζ² − 1):
    ///
    ///     ζ < 1:  C = cos(ω_d·t),   S = sin(ω_d·t)/ω_d
    ///     ζ = 1:  C = 1,            S = t
    ///     ζ > 1:  C = cosh(μ·t),    S = sinh(μ·t)/μ
    ///
    /// Numerical care:
    /// - 1 − ζ² is computed as (1 − ζ)(1 + ζ), so ω_d and μ keep full relative
    ///   precision near ζ = 1, and sin(ω_d t)/ω_d and sinh(μt)/μ tend to t:
    ///   there is no branch jump as ζ crosses 1.
    /// - For ζ > 1 the hyperbolic functions are never formed (cosh overflows
    ///   long before e^(−αt)·cosh does). With the slow root
    ///   r = −α + μ = −ω₀/(ζ + √(ζ² − 1)) — written without the cancellation of
    ///   −α + μ, which loses every digit when ζ is large — and h = e^(−2μt):
    ///
    ///       E_C = e^(rt)·(1 + h)/2,   E_S = −e^(rt)·expm1(−2μt)/(2μ)
    ///
    ///   and, for ζ ≥ 2, d = e^(rt)/2·(r/μ + h·(1 + α/μ)), which avoids the
    ///   cancellation of E_C − α·E_S when α/μ → 1.
    ///
    /// Composition is exact: the propagator for t₁ + t₂ is the product of the
    /// propagators for t₁ and t₂, which is why stepping a spring in uneven
    /// frames lands on the same curve as one evaluation.
    @frozen
    public struct Propagator: Hashable, Sendable {
        /// How the displacement depends on the initial displacement.
        public var a: Double
        /// How the displacement depends on the initial velocity, seconds.
        public var b: Double
        /// How the velocity depends on the initial displacement, 1/s².
        public var c: Double
        /// How the velocity depends on the initial velocity.
        public var d: Double

        /// Creates a propagator from its four coefficients.
        @inlinable
        public init(a: Double, b: Double, c: Double, d: Double) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// The displacement after the interval for a start (`displacement`, `velocity`).
        @inlinable
        public func displacement<V: VectorArithmetic>(from displacement: V, velocity: V) -> V {
            displacement.scaled(by: a) + velocity.scaled(by: b)
        }

        /// The velocity after the interval for a start (`displacement`, `velocity`).
        @inlinable
        public func velocity<V: VectorArithmetic>(from displacement: V, velocity: V) -> V {
            displacement.scaled(by: c) + velocity.scaled(by: d)
        }

        /// Moves (`value`, `velocity`) over the interval toward `target`:
        /// with y = value − target, value′ = target + a·y + b·v and
        /// velocity′ = c·y + d·v.
        @inlinable
        public func advance<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V) {
            let y = value - target
            let v = velocity
            value = target + displacement(from: y, velocity: v)
            velocity = self.velocity(from: y, velocity: v)
        }
    }

    /// α = ζ·ω₀, the exponential decay rate of the envelope, 1/s.
    @inlinable
    var decayRate: Double { dampingRatio * naturalFrequency }

    /// ω₀²·(ζ² − 1): −ω_d² when under-damped, μ² when over-damped, 0 at ζ = 1.
    @inlinable
    var kappa: Double {
        let z = dampingRatio, w = naturalFrequency
        return w * w * (z - 1) * (z + 1)
    }

    /// The exact propagator over `time` seconds. `time` may be any finite
    /// number; negative times run the spring backwards (exact, but the
    /// motion grows without bound).
    @inlinable
    public func propagator(time t: Double) -> Propagator {
        let z = dampingRatio, w0 = naturalFrequency
        let alpha = z * w0
        let ec: Double, es: Double, d: Double
        if z < 1 {
            let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
            let e = Double.exp(-alpha * t)
            // The phase ω_d·t overflows only for times beyond any motion
            // (t·ω_d > 1.8e308); whole periods are then removed from t first,
            // so cos and sin get a finite angle rather than ∞ (NaN).
            var phase = wd * t
            if !phase.isFinite { phase = wd * t.truncatingRemainder(dividingBy: 2 * .pi / wd) }
            ec = e * Double.cos(phase)
            es = e * Double.sin(phase) / wd
            d = ec - alpha * es
        } else if z == 1 {
            let e = Double.exp(-w0 * t)
            ec = e
            es = t * e
            d = ec - alpha * es
        } else {
            let root = ((z - 1) * (z + 1)).squareRoot()
            let mu = w0 * root
            let slow = -w0 / (z + root)
            let g = Double.exp(slow * t)
            let h = Double.exp(-2 * mu * t)
            ec = g * (1 + h) / 2
            es = -g * Double.expMinusOne(-2 * mu * t) / (2 * mu)
            d = z >= 2 ? g / 2 * (slow / mu + h * (1 + alpha / mu)) : ec - alpha * es
        }
        return Propagator(a: ec + alpha * es, b: es, c: -w0 * w0 * es, d: d)
    }
}
