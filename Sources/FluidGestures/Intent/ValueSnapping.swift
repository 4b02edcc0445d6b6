import FluidPhysics

/// Chooses where a one-dimensional flick should come to rest among a few
/// resting positions — a drawer's closed, half and open states, a sheet's
/// detents, a slider's notches.
///
/// The end point the user meant is where the value *would* stop if it
/// decayed like a scroll view: the projection
///
///     projected = position + v / λ,   λ = −1000·ln r  (1/s)
///
/// with r the per-millisecond deceleration rate (`Projection.distance`,
/// the exact integral of v·r^(1000t)). The target is the resting position
/// nearest to the projection. Being close to the halfway point needs little
/// velocity to cross it; being far from it needs more — exactly the
/// intuition people have from scrolling.
///
/// ```swift
/// let drawer = ValueSnapping([0, 600])                   // open, closed (points)
/// drawer.target(from: 380, velocity: -900)               // → 0: flicked open
/// drawer.target(from: 380, velocity: 0)                  // → 600: let go nearer closed
/// ```
public struct ValueSnapping: Hashable, Sendable {
    /// The resting positions, in the order given; NaN and infinite values
    /// are dropped.
    public let targets: [Double]
    /// How fast a flick would slow down (UIScrollView's normal rate by default).
    public var rate: DecelerationRate

    /// Creates a snapping rule over `targets`.
    public init(_ targets: [Double], rate: DecelerationRate = .normal) {
        self.targets = targets.filter { $0.isFinite }
        self.rate = rate
    }

    /// Where the value would come to rest: position + v/λ (units). A
    /// non-finite velocity counts as zero.
    public func projectedPosition(from position: Double, velocity: Double) -> Double {
        position + Projection.distance(velocity: velocity.isFinite ? velocity : 0, rate: rate)
    }

    /// The index in `targets` of the resting position nearest to the
    /// projection (the first of equally near ones), or nil when there are no
    /// targets or `position` is not finite.
    public func targetIndex(from position: Double, velocity: Double) -> Int? {
        Self.nearestIndex(count: targets.count, from: position, velocity: velocity, rate: rate) { targets[$0] }
    }

    /// `ValueSnapping([first, second], rate: rate).targetIndex(from:velocity:)`
    /// without making the array, for a choice made at every release: 0 when
    /// the projection from `position` (units) at `velocity` (units per
    /// second) is nearer `first` (or as near), 1 when nearer `second`; a
    /// non-finite end is never chosen; nil when neither can be or
    /// `position` is not finite.
    public static func targetIndex(between first: Double, and second: Double, from position: Double, velocity: Double,
                                   rate: DecelerationRate = .normal) -> Int? {
        nearestIndex(count: 2, from: position, velocity: velocity, rate: rate) { $0 == 0 ? first : second }
    }

    /// The index below `count` of the finite target nearest the projection
    /// (the first of equally near ones).
    private static func nearestIndex(count: Int, from position: Double, velocity: Double, rate: DecelerationRate,
                                     target: (Int) -> Double) -> Int? {
        guard position.isFinite else { return nil }
        // Glides beyond 1e12 units are shortened to 1e12 along their
        // direction: far past any target, and distances stay resolvable.
        let glide = Projection.distance(velocity: velocity.isFinite ? velocity : 0, rate: rate)
        let projected = position + Swift.min(Swift.max(glide, -1e12), 1e12)
        // A plain loop (the first of equally near targets wins), not
        // `indices.min(by:)`, whose generic code allocates in unoptimised builds.
        var best: Int?
        var bestDistance = Double.infinity
        var index = 0
        while index < count {
            let value = target(index)
            let distance = Swift.abs(value - projected)
            if value.isFinite, best == nil || distance < bestDistance {
                best = index
                bestDistance = distance
            }
            index += 1
        }
        return best
    }

    /// The resting position nearest to the projection, or nil (see `targetIndex`).
    public func target(from position: Double, velocity: Double) -> Double? {
        targetIndex(from: position, velocity: velocity).map { targets[$0] }
    }
}
