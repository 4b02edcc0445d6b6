/// When a moving value counts as *at rest*: a distance from its resting
/// value and a speed, in the value's own units.
///
/// An animation is **settled** once the rest of its motion provably stays
/// within `value` of where it comes to rest and moves slower than
/// `velocity` — not merely when one frame happens to look still. At that
/// moment it snaps exactly onto its resting value (a jump of at most
/// `value`, below what the eye sees for a well-chosen threshold) and is
/// removed. How each kind of animation turns this into a test is
/// documented on the animation (`SpringAnimation`, `DecayAnimation`).
///
/// The threshold has to fit the unit: one point is a fine tolerance for a
/// position but would end an opacity animation (0…1) immediately. The
/// presets follow pop's per-property thresholds, with the point threshold
/// halved:
///
/// | preset       | value        | velocity       | for                          |
/// |--------------|--------------|----------------|------------------------------|
/// | `.points`    | 0.5 pt       | 5 pt/s         | positions, sizes, offsets    |
/// | `.opacity`   | 0.01         | 0.1 /s         | alpha, fractions 0…1         |
/// | `.scale`     | 0.005        | 0.05 /s        | scale factors                |
/// | `.rotation`  | 0.01 rad     | 0.1 rad/s      | angles                       |
/// | `.color`     | 0.01         | 0.1 /s         | `Color` (linear components)  |
///
/// The velocity threshold is ten times the value threshold per second: a
/// value moving that slowly covers the value threshold in a tenth of a
/// second, so stopping it is not seen as a sudden halt. pop stops positions
/// within 1 pt; half a point (at most one pixel on a 2× screen) keeps the
/// final snap invisible on high-density displays at the cost of a slightly
/// longer tail. For vector values the distance and speed are Euclidean
/// (`magnitude`).
public struct RestThreshold: Hashable, Sendable {
    /// The largest distance from the resting value that counts as at rest,
    /// in the value's units (points, opacity, …). Clamped like the
    /// initialiser's argument whenever it is set.
    public var value: Double {
        didSet { value = Self.clamped(value) }
    }
    /// The largest speed that counts as at rest, in value units per second.
    /// Clamped like the initialiser's argument whenever it is set.
    public var velocity: Double {
        didSet { velocity = Self.clamped(velocity) }
    }

    /// A threshold of `value` units and `velocity` units per second.
    ///
    /// Clamped: NaN and negative numbers become 0 (a zero threshold is met
    /// only by exact rest, so such an animation ends by the time limit
    /// `AnimationLimits.maximumMotionDuration`); +infinity is kept (the
    /// animation settles at once). Setting either property later clamps
    /// the same way.
    public init(value: Double, velocity: Double) {
        self.value = Self.clamped(value)
        self.velocity = Self.clamped(velocity)
    }

    /// NaN and negative numbers become 0.
    static func clamped(_ x: Double) -> Double {
        x.isNaN ? 0 : Swift.max(0, x)
    }

    /// A threshold of `value` units with the velocity threshold ten times
    /// that per second (the rule the presets use).
    public init(value: Double) {
        self.init(value: value, velocity: 10 * value)
    }

    /// Positions and sizes: 0.5 pt and 5 pt/s.
    public static let points = RestThreshold(value: 0.5)
    /// Opacity and other 0…1 fractions: 0.01 and 0.1 /s.
    public static let opacity = RestThreshold(value: 0.01)
    /// Scale factors: 0.005 and 0.05 /s.
    public static let scale = RestThreshold(value: 0.005)
    /// Angles in radians: 0.01 rad and 0.1 rad/s.
    public static let rotation = RestThreshold(value: 0.01)
    /// Colours (`Color`'s linear components and alpha): 0.01 and 0.1 /s.
    public static let color = RestThreshold(value: 0.01)
}
