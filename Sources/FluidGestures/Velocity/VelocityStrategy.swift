/// How a `VelocityTracker` turns recent positions into a velocity.
///
/// Every strategy reads the same window of samples, walked newest first: at
/// most `VelocityTracker.maximumSampleCount` (20) samples, none older than
/// `VelocityTracker.horizon` (100 ms) before the newest, and none before a
/// gap of more than `VelocityTracker.maximumGap` (40 ms) between two
/// consecutive samples — the finger had stopped there, and what came before
/// is another motion.
public enum VelocityStrategy: Hashable, Sendable {
    /// Unweighted least-squares fit of a quadratic x(t) = c₀ + c₁·t + c₂·t²
    /// to the window, with t in seconds relative to the newest sample; the
    /// velocity is the slope there, c₁ (points/s). This is Flutter's and
    /// Android's default tracker; on their recorded strokes it agrees to
    /// about 1e-11 relative with timestamps measured from the stroke's
    /// start, and to 3e-8 with absolute timestamps of ~2·10⁵ s, whose
    /// rounding is a visible fraction of an 8 ms step. Feed times relative
    /// to something recent when you can.
    ///
    /// Needs 3 samples. With 2 it returns the two-point slope
    /// (x₁ − x₀)/(t₁ − t₀); with 1, zero.
    case leastSquares

    /// The energy-based "impulse" estimate of Android and Jetpack Compose.
    ///
    /// Only samples within `VelocityTracker.impulseWindow` (40 ms) of the
    /// newest count. The tracked value is treated as a unit mass pushed by
    /// the finger: walking the window oldest to newest, each segment has the
    /// velocity vᵢ = Δx/Δt, and the work needed to bring the mass from its
    /// current velocity v = sign(E)·√(2|E|) to vᵢ is added to the kinetic
    /// energy, E += (vᵢ − v)·|vᵢ|. The first segment's contribution is halved
    /// (the mass starts from rest, so its energy is ½·v₀²). The velocity is
    /// sign(E)·√(2|E|). Less sensitive than a polynomial fit to the last
    /// sample or two; needs 2 samples (with 1, zero).
    case impulse

    /// A weighted average of the three most recent two-point velocities, as
    /// UIScrollView-style trackers do (`.iOSScrollView`, `.macOSScrollView`).
    ///
    /// With fewer than four samples in the window the weights of the
    /// segments that exist are renormalised to sum to 1; with 1 sample the
    /// velocity is zero.
    case weightedAverage(Weights)

    /// UIScrollView's fling estimate as Flutter reproduces it: 0.6 on the
    /// third-newest segment, 0.35 on the second-newest, 0.05 on the newest.
    public static let iOSScrollView = VelocityStrategy.weightedAverage(.iOS)

    /// macOS scrolling's weights: 0.15, 0.65, 0.2 (third-newest to newest).
    public static let macOSScrollView = VelocityStrategy.weightedAverage(.macOS)

    /// The weights of the three most recent two-point velocities.
    ///
    /// Segment k joins samples k+1 and k counting back from the newest
    /// (sample 0); its velocity is (x_k − x_{k+1})/(t_k − t_{k+1}). The
    /// estimate is Σ wₖ·vₖ / Σ wₖ over the segments that exist. Weights that
    /// are negative or not finite count as 0; if none is left positive the
    /// three segments are averaged equally.
    public struct Weights: Hashable, Sendable {
        /// Weight of the segment ending at the third-newest sample.
        public var thirdNewest: Double
        /// Weight of the segment ending at the second-newest sample.
        public var secondNewest: Double
        /// Weight of the segment ending at the newest sample.
        public var newest: Double

        /// Creates weights, oldest segment first.
        @inlinable
        public init(thirdNewest: Double, secondNewest: Double, newest: Double) {
            self.thirdNewest = thirdNewest
            self.secondNewest = secondNewest
            self.newest = newest
        }

        /// 0.6 / 0.35 / 0.05 (UIScrollView, as reproduced by Flutter's
        /// `IOSScrollViewFlingVelocityTracker`).
        public static let iOS = Weights(thirdNewest: 0.6, secondNewest: 0.35, newest: 0.05)
        /// 0.15 / 0.65 / 0.2 (macOS scrolling, as reproduced by Flutter's
        /// `MacOSScrollViewFlingVelocityTracker`).
        public static let macOS = Weights(thirdNewest: 0.15, secondNewest: 0.65, newest: 0.2)

        /// The weight of segment `k` counting back from the newest (0, 1
        /// or 2), with a negative or non-finite weight replaced by 0.
        func sanitized(newestFirst k: Int) -> Double {
            let w = k == 0 ? newest : (k == 1 ? secondNewest : thirdNewest)
            return w.isFinite && w > 0 ? w : 0
        }
    }
}
