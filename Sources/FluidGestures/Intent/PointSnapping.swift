import FluidPhysics
import RealModule

/// Chooses which of a few resting places a flicked object should go to —
/// the corners of a picture-in-picture window, the slots of a floating
/// button.
///
/// Four methods are offered, so they can be compared (the gestures article
/// has the figures):
///
/// - `.perAxisProjection` — the WWDC18 demo's PiP: project each axis on its own,
///   p + v/λ, and take the nearest target. Flicks aimed along an edge
///   often carry enough unintended sideways momentum to cross the middle
///   and land on the wrong side, the more so the harder people flick.
/// - `.secondaryAxisDiscount` — the "On Intent and Projection" article's idea alone: the weaker velocity
///   component is probably unintended, so it is scaled down by the ratio
///   of the components, v_minor·|v_minor|/|v_major|, before projecting.
///   A 10 % sideways drift becomes 1 %; but a real diagonal flick, whose
///   components are similar only when the screen is square, is bent toward
///   the major axis.
/// - `.wholeGesture` — treats the gesture as a whole:
///   1. **Stay or go.** The plain projection decides whether the flick
///      leaves the target it started at (`start`): if the projection is
///      still nearest to it, it stays.
///   2. **Position or momentum.** If the flick's glide, D = |v|/λ, is
///      shorter than `minimumReach` (0.5) times the journey from the start
///      target to the projection's nearest target, the finger *carried*
///      the object most of the way and placed it rather than threw it: that
///      nearest target wins.
///   3. **Aim.** Otherwise the user threw it *at* something. The aim is
///      the release direction blended with the direction of the drag so
///      far (start → position), which was planned at touch-down and is not
///      bent by the thumb's arc at release; the drag's weight grows with
///      its length, L/(L + `dragWeightLength`), and vanishes when the two
///      disagree (cosine weighting), so a change of mind still counts. The
///      target whose direction from the current position is closest in
///      angle to the aim wins, among those the glide can reach at least
///      `minimumReach` of the way and other than the start. The angle,
///      not the projected point, decides: flicking harder than needed —
///      what people do — does not change which way they aimed.
/// - `.strokeHeading` (default) — `.wholeGesture`, with the aim read from
///   the stroke: the path's heading at its middle instant (`StrokeHeading`,
///   passed as `heading`), which the thumb's arc does not bend, instead of
///   the release direction blended with the drag's. Without a heading it is
///   `.wholeGesture`.
///
/// Velocities are points/s, positions points; `rate` is the deceleration
/// rate of the projection.
public struct PointSnapping: Hashable, Sendable {
    /// How the target is chosen; its raw value is the case's name
    /// (`"wholeGesture"`), for a tuning or a file to name it by.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// Nearest target to the per-axis projection p + v/λ.
        case perAxisProjection
        /// Per-axis projection after scaling the weaker velocity component
        /// by |v_minor|/|v_major| ("On Intent and Projection").
        case secondaryAxisDiscount
        /// Stay-or-go, position-or-momentum, then aim (see the type).
        case wholeGesture
        /// The whole gesture, aimed by the stroke's heading at its middle
        /// instant (see the type).
        case strokeHeading
    }

    /// The resting places; points with a non-finite coordinate are dropped.
    public let targets: [Point]
    /// The method.
    public var method: Method
    /// How fast a flick would slow down.
    public var rate: DecelerationRate
    /// The fraction of the way to a target the glide must cover to aim at
    /// it, and of the journey below which the position decides (default 0.5).
    public var minimumReach: Double
    /// The drag length at which the drag's direction weighs as much as the
    /// release direction, points (default 50).
    public var dragWeightLength: Double

    /// Creates a chooser among `targets`.
    public init(
        _ targets: [Point], method: Method = .strokeHeading, rate: DecelerationRate = .normal,
        minimumReach: Double = 0.5, dragWeightLength: Double = 50
    ) {
        self.targets = targets.filter { $0.x.isFinite && $0.y.isFinite }
        self.method = method
        self.rate = rate
        self.minimumReach = minimumReach
        self.dragWeightLength = dragWeightLength
    }

    /// Where the object would glide to on its own, p + v/λ (points).
    public func projectedPosition(from position: Point, velocity: Vector) -> Point {
        Projection.restingPosition(of: position, velocity: velocity, rate: rate)
    }

    /// The index in `targets` of the chosen resting place, or nil when there
    /// are no targets or `position` is not finite.
    ///
    /// - Parameters:
    ///   - position: where the object is at release, points.
    ///   - velocity: its release velocity, points/s (non-finite components count as 0).
    ///   - start: where the object was when the gesture began; `.wholeGesture`
    ///     and `.strokeHeading` use it to know where the flick comes from.
    ///     Nil (or not finite) treats the gesture as starting at `position`.
    ///   - heading: the stroke's aim (`StrokeHeading.heading()`), any
    ///     length; `.strokeHeading` aims by it. Nil, zero or not finite: the
    ///     whole gesture's aim.
    public func targetIndex(from position: Point, velocity: Vector, start: Point? = nil, heading: Vector? = nil) -> Int? {
        guard position.x.isFinite, position.y.isFinite, !targets.isEmpty else { return nil }
        let v = Vector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
        switch method {
        case .perAxisProjection:
            return nearest(to: landingPoint(from: position, velocity: v))
        case .secondaryAxisDiscount:
            return nearest(to: landingPoint(from: position, velocity: Self.discountingSecondaryAxis(v)))
        case .wholeGesture, .strokeHeading:
            let origin = start.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? position
            let aim = method == .strokeHeading ? heading.flatMap(Self.unit) : nil
            return wholeGesture(position: position, velocity: v, start: origin, heading: aim)
        }
    }

    /// The chosen resting place, or nil (see `targetIndex`).
    public func target(from position: Point, velocity: Vector, start: Point? = nil, heading: Vector? = nil) -> Point? {
        targetIndex(from: position, velocity: velocity, start: start, heading: heading).map { targets[$0] }
    }

    /// `v` scaled to length 1 (through order one, so it survives lengths
    /// that overflow); nil when it is zero or not finite.
    private static func unit(_ v: Vector) -> Vector? {
        guard v.dx.isFinite, v.dy.isFinite else { return nil }
        let largest = Swift.max(Swift.abs(v.dx), Swift.abs(v.dy))
        guard largest > 0 else { return nil }
        let scaled = v / largest
        return scaled / scaled.length
    }

    /// "On Intent and Projection"'s discount: the weaker component times |weaker|/|stronger|.
    public static func discountingSecondaryAxis(_ v: Vector) -> Vector {
        let ax = Swift.abs(v.dx), ay = Swift.abs(v.dy)
        if ax > ay { return Vector(dx: v.dx, dy: v.dy * (ay / ax)) }
        if ay > ax { return Vector(dx: v.dx * (ax / ay), dy: v.dy) }
        return v
    }

    private func nearest(to point: Point) -> Int? {
        // A plain loop (the first of equally near targets wins), not
        // `indices.min(by:)`, whose generic code allocates in unoptimised builds.
        var best: Int?
        var bestDistance = Double.infinity
        var index = 0
        while index < targets.count {
            let distance = targets[index].distance(to: point)
            if best == nil || distance < bestDistance {
                best = index
                bestDistance = distance
            }
            index += 1
        }
        return best
    }

    /// p + v/λ with the glide shortened to at most 1e12 points along its
    /// direction: far past any target, so the choice is the same, and the
    /// distances to the targets stay resolvable in floating point.
    private func landingPoint(from position: Point, velocity: Vector) -> Point {
        var glide = Projection.distance(velocity: velocity, rate: rate)
        let length = glide.length
        if length > 1e12 { glide = glide * (1e12 / length) }
        return position + glide
    }

    private func wholeGesture(position: Point, velocity v: Vector, start: Point, heading: Vector?) -> Int? {
        guard let landing = nearest(to: landingPoint(from: position, velocity: v)), let home = nearest(to: start) else { return nil }
        // 1. Stay or go.
        if landing == home { return landing }
        // 2. Position or momentum.
        let speed = v.length
        let glide = speed / rate.decayConstant
        let reach = minimumReach.isFinite ? Swift.max(minimumReach, 0) : 0.5
        guard speed > 0, glide >= reach * targets[home].distance(to: targets[landing]) else { return landing }
        // 3. Aim: the stroke's heading when given, else the release direction
        // blended with the drag's. (The direction is computed from v scaled
        // to order one, so it survives speeds whose length overflows.)
        let largest = Swift.max(Swift.abs(v.dx), Swift.abs(v.dy))
        let release = (v / largest) / (v / largest).length
        var aim = heading ?? release
        let drag = start.offset(to: position)
        let dragLength = drag.length
        let halfWeight = dragWeightLength.isFinite ? Swift.max(dragWeightLength, 0) : 50
        if heading == nil, dragLength > 0, dragLength.isFinite {
            let dragDirection = drag / dragLength
            let agreement = Swift.max(release.dot(dragDirection), 0)
            let weight = dragLength / (dragLength + halfWeight) * agreement
            let blended = release * (1 - weight) + dragDirection * weight
            if blended.length > 1e-9 { aim = blended / blended.length }
        }
        var best: Int?
        var bestAngle = Double.infinity
        for index in targets.indices where index != home {
            let toTarget = position.offset(to: targets[index])
            let distance = toTarget.length
            guard distance > 0, glide >= reach * distance else { continue }
            let cosine = Swift.min(Swift.max(aim.dot(toTarget) / distance, -1), 1)
            let angle = Double.acos(cosine)
            if angle < bestAngle {
                bestAngle = angle
                best = index
            }
        }
        return best ?? landing
    }
}
