extension Spring {
    /// A spring from a perceptual `duration` and `bounce`, checked instead of
    /// clamped: for numbers from people or files.
    ///
    /// - Throws: `ParameterError` naming `duration` (NaN, infinite, ≤ 0) or
    ///   `bounce` (NaN, infinite, outside −1 < bounce ≤ 1).
    public static func validated(duration: Double, bounce: Double = 0) throws(ParameterError) -> Spring {
        let d = try ParameterError.positive(duration, "duration")
        let b = try ParameterError.finite(bounce, "bounce")
        guard b > -1, b <= 1 else {
            throw ParameterError(parameter: "bounce", value: b, reason: .outOfRange("greater than -1 and at most 1"))
        }
        return Spring(mass: 1, naturalFrequency: 2 * .pi / d, dampingRatio: dampingRatio(bounce: b))
    }

    /// A spring from a `response` and `dampingRatio`, checked instead of clamped.
    ///
    /// - Throws: `ParameterError` naming `response` (NaN, infinite, ≤ 0) or
    ///   `dampingRatio` (NaN, infinite, < 0).
    public static func validated(response: Double, dampingRatio: Double) throws(ParameterError) -> Spring {
        let r = try ParameterError.positive(response, "response")
        let z = try ParameterError.nonNegative(dampingRatio, "dampingRatio")
        return Spring(mass: 1, naturalFrequency: 2 * .pi / r, dampingRatio: z)
    }

    /// A spring from `mass`, `stiffness` and `damping`, checked instead of
    /// clamped. Over-damping is allowed unless `allowOverDamping` is false, in
    /// which case the damping ratio is capped at 1 as in the initialiser.
    ///
    /// - Throws: `ParameterError` naming `mass` (≤ 0), `stiffness` (≤ 0: a
    ///   spring without stiffness never reaches its target — use `Decay`) or
    ///   `damping` (< 0); any of them when NaN or infinite.
    public static func validated(
        mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = true
    ) throws(ParameterError) -> Spring {
        let m = try ParameterError.positive(mass, "mass")
        let k = try ParameterError.positive(stiffness, "stiffness")
        let c = try ParameterError.nonNegative(damping, "damping")
        var zeta = c / (2 * (k * m).squareRoot())
        if !allowOverDamping { zeta = Swift.min(zeta, 1) }
        return Spring(mass: m, naturalFrequency: (k / m).squareRoot(), dampingRatio: zeta)
    }

    /// A spring from a settling duration, checked instead of clamped.
    ///
    /// - Throws: `ParameterError` naming `settlingDuration` (≤ 0),
    ///   `dampingRatio` (≤ 0: an undamped spring never settles) or `epsilon`
    ///   (≤ 0, or ≥ 1: a band that wide holds the start already); any of them
    ///   when NaN or infinite.
    public static func validated(
        settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
    ) throws(ParameterError) -> Spring {
        let s = try ParameterError.positive(settlingDuration, "settlingDuration")
        let z = try ParameterError.positive(dampingRatio, "dampingRatio")
        let e = try ParameterError.positive(epsilon, "epsilon")
        guard e < 1 else {
            throw ParameterError(parameter: "epsilon", value: e, reason: .outOfRange("less than 1 (the distance to the target)"))
        }
        return Spring(settlingDuration: s, dampingRatio: z, epsilon: e)
    }
}
