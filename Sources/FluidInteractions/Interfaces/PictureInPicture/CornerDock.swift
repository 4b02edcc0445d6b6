import FluidGestures
import FluidPhysics

/// Where a floating window thrown around an area comes to rest: one of the
/// area's four corners, or tucked at its left or right edge with a tab
/// showing (FaceTime's and iOS's picture in picture, a floating video
/// player, a chat head).
///
/// Units: points (origin top left, y down), points per second.
///
/// - **Corners.** The window rests with its edges `inset` points inside the
///   area's: its centre at (minX + i + w/2, minY + i + h/2) top left, and
///   mirrored for the others (w × h the window's size, i the inset).
/// - **The choice** (`place(releasedAt:aim:dragStart:heading:from:method:rate:minimumReach:dragWeightLength:)`).
///   The release is projected with the aim's secondary axis discounted
///   (`PointSnapping.discountingSecondaryAxis(_:)`, at `rate`); when that
///   projection carries the window off a side (`EdgeStash`'s rule), it
///   stashes there at the projected height, clamped between that side's
///   corners. Otherwise `PointSnapping` with `method` chooses among the
///   corners from the release position, the aim, the drag's start and the
///   stroke's heading (`StrokeHeading`); a
///   release it cannot judge (a non-finite position) keeps the corner it
///   came from.
/// - **Tucked.** `stash` says how far a window is into a stash, for a tab's
///   opacity.
public struct CornerDock: Hashable, Sendable {
    /// The four resting places.
    public enum Corner: String, Hashable, Sendable, CaseIterable {
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }

    /// Where a released window goes: the corner it rests in or, when
    /// stashed, the one on that side nearest it (where a throw back would
    /// start from); the stash's side, if any; and its centre there, points.
    public struct Place: Hashable, Sendable {
        /// The corner.
        public var corner: Corner
        /// The side it is stashed at, nil in a corner.
        public var stashed: EdgeStash.Side?
        /// The window's centre at rest there, points.
        public var center: Point

        /// A place in `corner` or, when `stashed` is not nil, stashed on
        /// that side; `center` in points.
        public init(corner: Corner, stashed: EdgeStash.Side?, center: Point) {
            self.corner = corner
            self.stashed = stashed
            self.center = center
        }
    }

    /// The window's size, points.
    public let windowSize: Size
    /// The resting centres' left and right x and top and bottom y: the
    /// corners of `area` moved `inset` + half the window inward, points.
    private let left: Double, right: Double, top: Double, bottom: Double
    /// The stash at the area's left and right edges.
    public let stash: EdgeStash

    /// A dock for a window of `windowSize` resting `inset` points inside
    /// `area`'s corners, stashed with `tab` points of its width showing
    /// (all points).
    public init(area: Rect, windowSize: Size, inset: Double, tab: Double) {
        self.windowSize = windowSize
        let dx = inset + windowSize.width / 2, dy = inset + windowSize.height / 2
        (left, right, top, bottom) = (area.minX + dx, area.maxX - dx, area.minY + dy, area.maxY - dy)
        stash = EdgeStash(edges: area.minX...area.maxX, width: windowSize.width, tab: tab)
    }

    /// The resting centre of `corner`, points.
    public func center(of corner: Corner) -> Point {
        switch corner {
        case .topLeft: return Point(x: left, y: top)
        case .topRight: return Point(x: right, y: top)
        case .bottomLeft: return Point(x: left, y: bottom)
        case .bottomRight: return Point(x: right, y: bottom)
        }
    }

    /// The window's frame centred at `center`, points.
    public func frame(centeredAt center: Point) -> Rect { Rect(center: center, size: windowSize) }

    /// Where a window released with its centre at `center` goes (see the
    /// type): `aim` is the release velocity that counts (points/s; zero for
    /// a release that means nothing, a cancel), `dragStart` the centre at
    /// the drag's start (points; `center` itself when the drag should not
    /// count), `heading` the stroke's aim (`StrokeHeading.heading()`; nil
    /// when there is none), `current` the corner it came from; `method`, `rate`,
    /// `minimumReach` (a fraction) and `dragWeightLength` (points) are
    /// `PointSnapping`'s.
    public func place(
        releasedAt center: Point, aim: Vector, dragStart: Point, heading: Vector? = nil, from current: Corner,
        method: PointSnapping.Method = .strokeHeading,
        rate: DecelerationRate = .normal, minimumReach: Double = 0.5, dragWeightLength: Double = 50
    ) -> Place {
        let order = Corner.allCases
        let snapping = PointSnapping(order.map(self.center(of:)), method: method, rate: rate,
                                     minimumReach: minimumReach, dragWeightLength: dragWeightLength)
        let projected = snapping.projectedPosition(from: center, velocity: PointSnapping.discountingSecondaryAxis(aim))
        if let side = stash.side(releasedAt: center.x, projectedTo: projected.x) {
            let (top, bottom): (Corner, Corner) = side == .left ? (.topLeft, .bottomLeft) : (.topRight, .bottomRight)
            let lo = self.center(of: top).y, hi = self.center(of: bottom).y
            let y = Swift.min(Swift.max(projected.y, lo), hi)
            return Place(corner: y - lo <= hi - y ? top : bottom, stashed: side, center: Point(x: stash.restingX(side), y: y))
        }
        let index = snapping.targetIndex(from: center, velocity: aim, start: dragStart, heading: heading)
        let corner = index.map { order[$0] } ?? current
        return Place(corner: corner, stashed: nil, center: self.center(of: corner))
    }
}
