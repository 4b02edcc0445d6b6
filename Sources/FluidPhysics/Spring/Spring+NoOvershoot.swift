extension Spring {
    /// This spring with its damping raised just enough that a motion whose
    /// quickest component closes on its target at `closingRate` r (per
    /// second: −vᵢ/yᵢ for a displacement yᵢ from the target moving at vᵢ
    /// toward it) reaches the target without crossing it — no overshoot and
    /// no bounce, whatever velocity it starts with. Mass and natural
    /// frequency ω₀ are kept, so the motion is as stiff as designed.
    ///
    /// The maths: with ζ ≥ 1 every component moves as
    /// y(t) = A·e^(−λ₁t) + B·e^(−λ₂t), λ₁,₂ = ω₀(ζ ∓ √(ζ² − 1)), and it
    /// crosses zero for some t > 0 exactly when its closing rate exceeds the
    /// fast rate λ₂ (the slow term then has the opposite sign and outlasts
    /// the fast one). With k = r/ω₀, λ₂ = ω₀·k when ζ = (k² + 1)/(2k), so
    /// the damping ratio returned is max(ζ, 1, (k² + 1)/(2k)) (the last only
    /// when k > 1), capped at ``maximumDampingRatio``. A motion starting at
    /// rest, or moving away from its target, needs only ζ = 1: the spring
    /// is then critically damped, as iOS's Reduce Motion asks of springs.
    ///
    /// A non-finite or negative `closingRate` counts as 0. Beyond
    /// k = 2·10⁶ (a component a millionth of a point away moving at 15 pt/s
    /// on a 0.5 s spring) the cap leaves a crossing smaller than rounding.
    public func withoutOvershoot(closingRate: Double) -> Spring {
        let k = closingRate.isFinite && closingRate > 0 ? closingRate / naturalFrequency : 0
        // A hair above the bound, so rounding cannot leave the slow term
        // with the crossing sign.
        let needed = k > 1 ? (k * k + 1) / (2 * k) * (1 + 1e-9) : 1
        let zeta = Swift.min(Swift.max(dampingRatio, needed), Swift.max(dampingRatio, Spring.maximumDampingRatio))
        if zeta == dampingRatio { return self }
        return Spring(mass: mass, naturalFrequency: naturalFrequency, dampingRatio: zeta)
    }

    /// This spring, damped as ``withoutOvershoot(closingRate:)`` says, for a
    /// motion `displacement` away from its target (value − target) moving at
    /// `velocity` per second: the closing rate is the quickest of its
    /// components' (``VectorArithmetic/closingRate(of:)``).
    public func withoutOvershoot<Value: VectorArithmetic>(displacement: Value, velocity: Value) -> Spring {
        withoutOvershoot(closingRate: displacement.closingRate(of: velocity))
    }
}
