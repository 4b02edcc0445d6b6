import FluidPhysics

/// Where a floating window flicked off a side of the screen tucks away,
/// leaving a tab showing to pull it back by (iOS's picture in picture).
/// Everything is along x, in points.
///
/// - **The rule.** A release stashes the window at an edge when its centre
///   is in that edge's half of the space (`edges`) — a flick *across* the
///   screen goes to the far side's corners, never into the far edge — and
///   its projected centre lies beyond that edge by more than half the
///   window's `width`: the window would glide entirely off screen.
/// - **At rest** in a stash, `tab` points of the window's width stay inside
///   the edge (`restingX(_:)`).
/// - **Tucked** (`tucked(atX:)`) says how far a window is into a stash, 0
///   while all of it is inside the edges, 1 at the stash and beyond: the
///   tab's opacity, continuous with the window's position.
public struct EdgeStash: Hashable, Sendable {
    /// The edge a window is stashed at.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// The left edge.
        case left
        /// The right edge.
        case right
    }

    /// The x of the left and right edges, points.
    public let edges: ClosedRange<Double>
    /// The window's width, points.
    public let width: Double
    /// How much of the window's width stays inside the edge at rest in a stash, points.
    public let tab: Double

    /// A stash for a window `width` points wide between `edges` (x, points)
    /// that leaves `tab` points showing.
    public init(edges: ClosedRange<Double>, width: Double, tab: Double) {
        self.edges = edges
        self.width = width
        self.tab = tab
    }

    /// The side a window released with its centre at `x` and projected to
    /// `projected` (points) stashes at, or nil: see the rule in the type.
    public func side(releasedAt x: Double, projectedTo projected: Double) -> Side? {
        guard x.isFinite, projected.isFinite else { return nil }
        let middle = (edges.lowerBound + edges.upperBound) / 2
        if x < middle, projected < edges.lowerBound - width / 2 { return .left }
        if x > middle, projected > edges.upperBound + width / 2 { return .right }
        return nil
    }

    /// The window's centre x at rest in the stash at `side`, points.
    public func restingX(_ side: Side) -> Double {
        side == .left ? edges.lowerBound + tab - width / 2 : edges.upperBound - tab + width / 2
    }

    /// How far a window centred at `x` (points) is into the stash on the
    /// side its centre is on: the part of its width past the edge over the
    /// part past it at rest in the stash, clamped to 0…1 (0 when not finite).
    public func tucked(atX x: Double) -> (side: Side, amount: Double) {
        let side: Side = x < (edges.lowerBound + edges.upperBound) / 2 ? .left : .right
        let past = side == .left ? edges.lowerBound - (x - width / 2) : (x + width / 2) - edges.upperBound
        let amount = past / Swift.max(width - tab, 1e-9)
        return (side, amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 0)
    }

    /// The tab on a window whose frame is `frame`, stashed at `side`: the
    /// `tab`-wide strip along the window's inner edge (the one that stays
    /// on screen), its full height, points.
    public func tabFrame(of frame: Rect, at side: Side) -> Rect {
        Rect(x: side == .left ? frame.maxX - tab : frame.minX, y: frame.minY, width: tab, height: frame.height)
    }
}
