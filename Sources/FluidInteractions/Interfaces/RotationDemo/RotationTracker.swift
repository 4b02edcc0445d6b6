import FluidGestures
import FluidPhysics
import RealModule

/// What turns something about a fixed centre under one or two fingers: one
/// finger circling the centre, two fingers twisting, with hands changing
/// freely, as one continuous turn.
///
/// - **One finger** turns by the change of its direction seen from `center`
///   (atan2(dy, dx), which grows clockwise in y-down coordinates), unwrapped
///   across ±180°, so several turns add up. Within `deadRadius` (points) of
///   the centre the direction is too sensitive to follow: nothing turns, and
///   the direction is taken afresh when the finger leaves.
/// - **Two fingers** turn by `TransformRecognizer`'s unwrapped rotation.
/// - Going from one finger to two or back re-anchors, so the turn is
///   continuous through every change of hands.
///
/// Feed every touch of the two fingers to `handle(_:isFirst:)`; it reports
/// the turn that touch made, radians (positive clockwise on screen), and
/// whether the fingers just took hold or all let go. Call `advance(to:)`
/// every frame, seconds.
public struct RotationTracker: Sendable {
    /// Which fingers turn now.
    public enum Driver: Hashable, Sendable {
        /// No finger.
        case none
        /// The first finger alone.
        case first
        /// The second finger alone.
        case second
        /// Both fingers, twisting.
        case both
    }

    /// What one touch did.
    public struct Report: Hashable, Sendable {
        /// The turn this touch made under the hands that held before it, radians (nil: none).
        public var turn: Double?
        /// Whether the fingers grabbed with this touch (none held before).
        public var grabbed: Bool
        /// Whether the last finger let go with this touch.
        public var released: Bool
    }

    /// The centre turned about, points.
    public let center: Point
    /// The distance from the centre inside which one finger does not turn,
    /// points (a change holds from the next move on).
    public var deadRadius: Double
    /// Which fingers turn now.
    public private(set) var driver = Driver.none

    private var first = InstantPanRecognizer()
    private var second = InstantPanRecognizer()
    private var firstLocation = Point.zero
    private var secondLocation = Point.zero
    private var transform = TransformRecognizer()
    private var transformRotation = 0.0
    private var lastDirection: Double?
    private var lastTransformRotation = 0.0

    /// A tracker turning about `center` with `deadRadius` (points), no finger down.
    public init(center: Point, deadRadius: Double) {
        self.center = center
        self.deadRadius = deadRadius
    }

    /// Keeps the recognizers' clocks, seconds.
    public mutating func advance(to time: Double) {
        _ = first.advance(to: time)
        _ = second.advance(to: time)
        _ = transform.advance(to: time)
    }

    /// Feeds one touch of the first finger (`isFirst`) or the second; see the type.
    public mutating func handle(_ touch: TouchEvent, isFirst: Bool) -> Report {
        let old = driver
        let panEvents = isFirst ? first.handle(touch) : second.handle(touch)
        for event in panEvents {
            if isFirst { firstLocation = event.value.location } else { secondLocation = event.value.location }
        }
        var fresh = false
        for event in transform.handle(touch) {
            transformRotation = event.value.rotation.radians
            if case .began = event { fresh = true }
        }
        // The motion this report made, under the hands that held before it.
        var report = Report(turn: nil, grabbed: false, released: false)
        switch old {
        case .none: break
        case .first: report.turn = turn(following: firstLocation)
        case .second: report.turn = turn(following: secondLocation)
        case .both:
            if !fresh { report.turn = transformRotation - lastTransformRotation }
            lastTransformRotation = transformRotation
        }
        let a = first.followedPointer != nil, b = second.followedPointer != nil
        let now: Driver = a && b ? (transform.state == .transforming ? .both : .first) : (a ? .first : (b ? .second : .none))
        if now != old {
            driver = now
            switch now {
            case .none: break
            case .first: lastDirection = direction(of: firstLocation)
            case .second: lastDirection = direction(of: secondLocation)
            case .both: lastTransformRotation = transformRotation
            }
            report.grabbed = old == .none
            report.released = now == .none
        }
        return report
    }

    /// The system took the touches: every finger is let go. Returns whether
    /// any finger was turning.
    public mutating func cancel() -> Bool {
        _ = first.cancel()
        _ = second.cancel()
        _ = transform.cancel()
        let wasHeld = driver != .none
        driver = .none
        lastDirection = nil
        return wasHeld
    }

    /// A finger's direction from the centre, radians, or nil within `deadRadius`.
    public func direction(of location: Point) -> Double? {
        let d = center.offset(to: location)
        guard d.length >= deadRadius, d.dx.isFinite, d.dy.isFinite else { return nil }
        return Double.atan2(y: d.dy, x: d.dx)
    }

    /// The turn from the last direction to `location`'s, the short way round; takes `location`'s as the last.
    private mutating func turn(following location: Point) -> Double? {
        let now = direction(of: location)
        defer { lastDirection = now }
        guard let last = lastDirection, let now else { return nil }
        return Angle(radians: last).shortestDelta(to: Angle(radians: now)).radians
    }
}

extension RotationTracker: InteractionPart {
    /// Moves the recognizers' clocks (``advance(to:)``).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        advance(to: time)
    }

    /// True while no finger turns it.
    public func isSettled(at time: Double) -> Bool { driver == .none }
}
