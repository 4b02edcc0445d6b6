extension Spring {
    /// A spring from a perceptual `duration` and `bounce`, checked instead of
    /// clamped: for numbers from people or files.
    ///
    /// - Throws: `ParameterError` naming `duration` (NaN, infinite, ≤ 0, or
    ///   shorter than `minimumDuration`) or `bounce` (NaN, infinite, outside
    ///   −1 < bounce ≤ 1, or so close to −1 that ζ exceeds
    ///   `maximumDampingRatio`).
    public static func validated(duration: Double, bounce: Double = 0) throws(ParameterError) -> Spring {
        let d = try period(duration, "duration")
        let b = try ParameterError.finite(bounce, "bounce")
        guard b > -1, b <= 1 else {
            throw ParameterError(parameter: "bounce", value: b, reason: .outOfRange("greater than -1 and at most 1"))
        }
        let zeta = dampingRatio(bounce: b)
        guard zeta <= maximumDampingRatio else {
            throw ParameterError(parameter: "bounce", value: b, reason: .outOfRange("at least \(1 / maximumDampingRatio - 1)"))
        }
        return Spring(mass: 1, naturalFrequency: 2 * .pi / d, dampingRatio: zeta)
    }

    /// A checked period: finite and at least `minimumDuration`.
    static func period(_ value: Double, _ name: String) throws(ParameterError) -> Double {
        let d = try ParameterError.positive(value, name)
        guard d >= minimumDuration else {
            throw ParameterError(parameter: name, value: d, reason: .outOfRange("at least \(minimumDuration) s"))
        }
        return d
    }

    /// A checked damping ratio: finite, ≥ 0 (> 0 if `positive`) and at most
    /// `maximumDampingRatio`.
    static func ratio(_ value: Double, _ name: String, positive: Bool = false) throws(ParameterError) -> Double {
        let z = positive ? try ParameterError.positive(value, name) : try ParameterError.nonNegative(value, name)
        guard z <= maximumDampingRatio else {
            throw ParameterError(parameter: name, value: z, reason: .outOfRange("at most \(maximumDampingRatio)"))
        }
        return z
    }

    /// A spring from a `response` and `dampingRatio`, checked instead of clamped.
    ///
    /// - Throws: `ParameterError` naming `response` (NaN, infinite, ≤ 0,
    ///   shorter than `minimumDuration`) or `dampingRatio` (NaN, infinite,
    ///   < 0, above `maximumDampingRatio`).
    public static func validated(response: Double, dampingRatio: Double) throws(ParameterError) -> Spring {
        let r = try period(response, "response")
        let z = try ratio(dampingRatio, "dampingRatio")
        return Spring(mass: 1, naturalFrequency: 2 * .pi / r, dampingRatio: z)
    }

    /// A spring from `mass`, `stiffness` and `damping`, checked instead of
    /// clamped. Over-damping is allowed unless `allowOverDamping` is false, in
    /// which case the damping ratio is capped at 1 as in the initialiser.
    ///
    /// - Throws: `ParameterError` naming `mass` (≤ 0), `stiffness` (≤ 0: a
    ///   spring without stiffness never reaches its target — use `Decay`) or
    ///   `damping` (< 0); any of them when NaN or infinite. `stiffness` also
    ///   when the period 2π·√(m/k) is not between `minimumDuration` and a
    ///   representable time, and `damping` when the damping ratio exceeds
    ///   `maximumDampingRatio`.
    public static func validated(
        mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = true
    ) throws(ParameterError) -> Spring {
        let m = try ParameterError.positive(mass, "mass")
        let k = try ParameterError.positive(stiffness, "stiffness")
        let c = try ParameterError.nonNegative(damping, "damping")
        // Square roots first: k/m and k·m can overflow or underflow.
        let omega = k.squareRoot() / m.squareRoot()
        guard omega > 0, omega.isFinite, omega <= 2 * .pi / minimumDuration, (2 * .pi / omega).isFinite else {
            throw ParameterError(parameter: "stiffness", value: k, reason: .outOfRange(
                "such that the period 2π·√(mass/stiffness) is at least \(minimumDuration) s and finite"))
        }
        var zeta = c / (2 * k.squareRoot() * m.squareRoot())
        if !allowOverDamping { zeta = Swift.min(zeta, 1) }
        guard zeta.isFinite, zeta <= maximumDampingRatio else {
            throw ParameterError(parameter: "damping", value: c, reason: .outOfRange(
                "such that the damping ratio is at most \(maximumDampingRatio)"))
        }
        return Spring(mass: m, naturalFrequency: omega, dampingRatio: zeta)
    }

    /// A spring from a settling duration, checked instead of clamped.
    ///
    /// Exact, never clamped: the spring settles in exactly `settlingDuration`
    /// seconds with exactly `dampingRatio`, or the call throws.
    ///
    /// - Throws: `ParameterError` naming `settlingDuration` (≤ 0, shorter
    ///   than `minimumDuration`, or so short for this damping ratio that the
    ///   spring's period would fall under `minimumDuration`), `dampingRatio` (≤ 0: an undamped spring
    ///   never settles; or above `maximumDampingRatio`) or `epsilon`
    ///   (≤ 0, or ≥ 1: a band that wide holds the start already); any of them
    ///   when NaN or infinite.
    public static func validated(
        settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
    ) throws(ParameterError) -> Spring {
        let s = try period(settlingDuration, "settlingDuration")
        let z = try ratio(dampingRatio, "dampingRatio", positive: true)
        let e = try ParameterError.positive(epsilon, "epsilon")
        guard e < 1 else {
            throw ParameterError(parameter: "epsilon", value: e, reason: .outOfRange("less than 1 (the distance to the target)"))
        }
        // The same exact inversion as the initialiser, without its clamps:
        // ω₀ = τ(ζ, ε)/settlingDuration must give a period of at least
        // `minimumDuration`, or the spring cannot settle that fast.
        let unit = Spring(mass: 1, naturalFrequency: 1, dampingRatio: z)
        let tau = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: e)
        let omega = tau / s
        guard omega.isFinite, omega > 0, omega <= 2 * .pi / minimumDuration else {
            let shortest = tau / (2 * .pi / minimumDuration)
            throw ParameterError(parameter: "settlingDuration", value: s, reason: .outOfRange(
                "at least \(shortest) s for damping ratio \(z) (a faster spring would have a period under \(minimumDuration) s)"))
        }
        return Spring(mass: 1, naturalFrequency: omega, dampingRatio: z)
    }
}
