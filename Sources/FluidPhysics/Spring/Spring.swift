import RealModule

/// A damped harmonic spring: one canonical model, every designer's
/// parameterisation a view onto it. The API matches SwiftUI's `Spring`.
///
/// The motion obeys
///
///     m·x'' = −k·(x − target) − c·x'
///
/// with mass m, stiffness k (mass/s²) and damping c (mass/s). A spring is
/// fully described by three numbers; FluidInterfaces stores
///
/// - `mass` m,
/// - the natural angular frequency ω₀ = √(k/m) (rad/s), and
/// - the damping ratio ζ = c / (2√(k·m)),
///
/// and derives every other parameterisation from them:
///
/// | parameters             | relation (mass 1 unless given)                              |
/// |------------------------|-------------------------------------------------------------|
/// | duration, bounce       | ω₀ = 2π/duration; ζ = 1 − bounce (bounce ≥ 0), 1/(1 + bounce) (bounce < 0) |
/// | response, dampingRatio | ω₀ = 2π/response; ζ = dampingRatio                          |
/// | mass, stiffness, damping | ω₀ = √(k/m); ζ = c/(2√(k·m))                              |
/// | settlingDuration, dampingRatio, epsilon | ω₀ chosen so the exact settling time is the one given |
///
/// `duration` is the *perceptual* duration: the period 2π/ω₀ of the undamped
/// spring. It does not move when the bounce changes, which is what makes it a
/// good knob. The *settling* duration — how long until the spring is within
/// epsilon of its target for good — is a different, derived number
/// (`settlingDuration`).
///
/// Regimes: ζ < 1 under-damped (bouncy, overshoots), ζ = 1 critically damped
/// (smooth), ζ > 1 over-damped (flattened). Every evaluation is a closed form,
/// exact in all three and continuous as ζ crosses 1; see `Spring.Propagator`.
///
/// ## What the SwiftUI-shaped initialisers clamp
/// They never throw, like SwiftUI's. NaN or infinite arguments stop the
/// program with a message naming the argument (use `Spring.validated(…)` for
/// untrusted input, which throws a `ParameterError` instead). Finite values
/// are clamped:
///
/// | argument                         | clamped to                   |
/// |----------------------------------|------------------------------|
/// | duration, response, settlingDuration | ≥ `minimumDuration` (1 µs) |
/// | bounce                           | −0.999999 … 1                |
/// | dampingRatio                     | 0 … 1 000 000                |
/// | mass, stiffness                  | ≥ 1e-9                       |
/// | damping                          | ≥ 0                          |
/// | epsilon                          | ≥ 1e-12                      |
/// | the resulting ω₀                 | ≥ `minimumNaturalFrequency` (2π / largest Double) |
///
/// bounce 1 (dampingRatio 0) is an undamped spring: a cosine wave of period
/// `duration` that never settles; its `settlingDuration` is `.infinity`.
///
/// ## Extremes
/// No finite input produces NaN or infinity. Exponentials are only ever
/// taken of non-positive arguments for t ≥ 0 (the hyperbolic functions of
/// the over-damped regime are never formed), so they underflow to 0 instead
/// of overflowing: a spring of stiffness 1e9 has reached its target to 1e-12
/// long before t = 1 s and reads exactly its target at t = 1e6 s; ζ up to
/// 1e6 (its slow root is −ω₀/(ζ + √(ζ² − 1)) ≈ −ω₀/2ζ, computed without
/// cancellation) and durations from 1 µs to 1e4 s evaluate finitely at every
/// time up to 1e6 s. Only an undamped spring keeps oscillating at t = 1e6 s,
/// as it should.
@frozen
public struct Spring: Hashable, Sendable {
    /// The mass m (mass units; 1 for every perceptual parameterisation).
    public let mass: Double
    /// The natural angular frequency ω₀ = √(k/m), radians per second.
    public let naturalFrequency: Double
    /// The damping ratio ζ = c / (2√(k·m)), dimensionless.
    public let dampingRatio: Double

    /// The shortest duration the non-throwing initialisers accept, seconds.
    public static let minimumDuration: Double = 1e-6
    /// The largest damping ratio the non-throwing initialisers accept.
    public static let maximumDampingRatio: Double = 1e6

    /// The smallest natural frequency, rad/s: 2π over the largest Double,
    /// so that `duration` stays finite and ω₀ (and ω_d) never become
    /// subnormal enough to vanish.
    public static let minimumNaturalFrequency: Double = 2 * .pi / .greatestFiniteMagnitude

    /// The designated initialiser: every other one funnels through here.
    /// ω₀ is raised to `minimumNaturalFrequency` when below it.
    @inlinable
    init(mass: Double, naturalFrequency: Double, dampingRatio: Double) {
        self.mass = mass
        self.naturalFrequency = Swift.max(naturalFrequency, Spring.minimumNaturalFrequency)
        self.dampingRatio = dampingRatio
    }

    /// A spring with a perceptual `duration` (seconds) and a `bounce` in −1…1.
    ///
    /// bounce > 0 overshoots (0.15 brisk, 0.3 noticeably bouncy, avoid more than
    /// about 0.4 in UI); 0 is critically damped; < 0 is over-damped
    /// ("flattened"). ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below.
    /// See the type's documentation for clamping.
    public init(duration: Double = 0.5, bounce: Double = 0.0) {
        requireFinite(duration, "duration", in: "Spring(duration:bounce:)")
        requireFinite(bounce, "bounce", in: "Spring(duration:bounce:)")
        let d = Swift.max(duration, Spring.minimumDuration)
        let b = Swift.min(Swift.max(bounce, -0.999_999), 1)
        self.init(mass: 1, naturalFrequency: 2 * .pi / d, dampingRatio: Spring.dampingRatio(bounce: b))
    }

    /// A spring with a `response` (seconds: the undamped period, the same
    /// number as `duration`) and a `dampingRatio` ζ.
    ///
    /// ζ < 1 bounces, 1 is critical, > 1 is over-damped (accepted, unlike some
    /// libraries). stiffness = (2π/response)², damping = 4π·ζ/response.
    public init(response: Double, dampingRatio: Double) {
        requireFinite(response, "response", in: "Spring(response:dampingRatio:)")
        requireFinite(dampingRatio, "dampingRatio", in: "Spring(response:dampingRatio:)")
        let r = Swift.max(response, Spring.minimumDuration)
        let z = Swift.min(Swift.max(dampingRatio, 0), Spring.maximumDampingRatio)
        self.init(mass: 1, naturalFrequency: 2 * .pi / r, dampingRatio: z)
    }

    /// A spring from its physical coefficients: `mass`, `stiffness` k
    /// (mass/s²) and `damping` c (mass/s).
    ///
    /// With `allowOverDamping` false (the default, as in SwiftUI) the damping
    /// ratio is capped at 1: more damping than critical gives the critically
    /// damped spring.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        requireFinite(mass, "mass", in: "Spring(mass:stiffness:damping:)")
        requireFinite(stiffness, "stiffness", in: "Spring(mass:stiffness:damping:)")
        requireFinite(damping, "damping", in: "Spring(mass:stiffness:damping:)")
        let m = Swift.max(mass, 1e-9)
        let k = Swift.max(stiffness, 1e-9)
        let c = Swift.max(damping, 0)
        // √k/√m and √k·√m rather than √(k/m) and √(k·m): the quotient and
        // product of two large or small coefficients can overflow or
        // underflow even when the spring itself is ordinary.
        let omega = k.squareRoot() / m.squareRoot()
        var zeta = c / (2 * k.squareRoot() * m.squareRoot())
        if !allowOverDamping { zeta = Swift.min(zeta, 1) }
        zeta = Swift.min(zeta, Spring.maximumDampingRatio)
        self.init(mass: m, naturalFrequency: Swift.min(omega, 2 * .pi / Spring.minimumDuration), dampingRatio: zeta)
    }

    /// A spring whose exact settling duration (target 1, initial velocity 0,
    /// band `epsilon`) is `settlingDuration` seconds, with damping ratio ζ.
    ///
    /// Settling time scales as 1/ω₀ for a fixed ζ, so ω₀ = τ(ζ, ε)/settlingDuration
    /// where τ is the settling time of the unit-frequency spring: the inversion
    /// is exact, not a fit.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        requireFinite(settlingDuration, "settlingDuration", in: "Spring(settlingDuration:dampingRatio:epsilon:)")
        requireFinite(dampingRatio, "dampingRatio", in: "Spring(settlingDuration:dampingRatio:epsilon:)")
        requireFinite(epsilon, "epsilon", in: "Spring(settlingDuration:dampingRatio:epsilon:)")
        let s = Swift.max(settlingDuration, Spring.minimumDuration)
        // ζ = 0 never settles: the smallest damping that does is used instead.
        let z = Swift.min(Swift.max(dampingRatio, 1e-6), Spring.maximumDampingRatio)
        let e = Swift.max(epsilon, 1e-12)
        let unit = Spring(mass: 1, naturalFrequency: 1, dampingRatio: z)
        let tau = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: e)
        // τ = 0 when ε ≥ 1 (already settled at t = 0): any frequency works.
        let omega = tau > 0 ? tau / s : 2 * .pi / s
        self.init(mass: 1, naturalFrequency: Swift.min(omega, 2 * .pi / Spring.minimumDuration), dampingRatio: z)
    }

    /// ζ for a bounce: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below.
    @inlinable
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    // MARK: Views onto the canonical storage

    /// The perceptual duration 2π/ω₀, seconds (the undamped period).
    @inlinable
    public var duration: Double { 2 * .pi / naturalFrequency }

    /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (so −1 < bounce ≤ 1).
    @inlinable
    public var bounce: Double { Spring.bounce(dampingRatio: dampingRatio) }

    /// The bounce of damping ratio ζ: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (the
    /// inverse of `dampingRatio(bounce:)`), unitless.
    @inlinable
    public static func bounce(dampingRatio z: Double) -> Double {
        z <= 1 ? 1 - z : 1 / z - 1
    }

    /// The response, seconds: the same number as `duration`.
    @inlinable
    public var response: Double { duration }

    /// The stiffness k = m·ω₀², mass/s².
    @inlinable
    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

    /// The damping coefficient c = 2·ζ·ω₀·m, mass/s.
    @inlinable
    public var damping: Double { 2 * dampingRatio * naturalFrequency * mass }

    /// The exact settling duration for SwiftUI's reference motion: from 0 to
    /// target 1, initial velocity 0, band epsilon 0.001.
    ///
    /// See `settlingDuration(target:initialVelocity:epsilon:)` for the
    /// definition and how it differs from SwiftUI's estimate.
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }
}

extension Spring: CustomStringConvertible {
    /// The spring in its perceptual and physical forms.
    public var description: String {
        "Spring(duration: \(duration), bounce: \(bounce); mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
