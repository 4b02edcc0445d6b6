import FluidAnimation
import FluidGestures
import FluidPhysics

/// FaceTime's picture-in-picture window (seed 000 #7, seed 001): a small
/// window that rests in one of four corners; drag it from anywhere on it and
/// flick it toward a corner.
///
/// **Layout.** A 100 × 150 pt window whose resting centres are inset 20 pt
/// inside the safe area: x = safe.minX + 70 or safe.maxX − 70,
/// y = safe.minY + 95 or safe.maxY − 95. It starts in the bottom-right corner.
///
/// **Behaviour.**
/// - A touch anywhere on the window (its current, possibly moving, frame,
///   plus `touchSlop` around it) grabs it where it *is*: a window in flight
///   stops under the finger, with no jump (the seed app cannot be caught).
/// - While dragged its centre follows the finger exactly (raw points; the
///   renderer rounds to pixels when it draws).
/// - On release the corner comes from `PointSnapping` with the whole-gesture
///   method (seed 001: project with UIScrollView's normal rate, discount
///   unintended sideways momentum, weigh the drag's direction), and a
///   critically damped spring (response 0.4 s, ζ = 1) carries the window
///   there from its release position with the finger's velocity: position
///   and velocity are continuous.
/// - A system cancel is not a fling (the seed app treats it as one): the
///   window goes to the corner nearest to where it is, still keeping its
///   velocity so nothing jumps.
/// - The spring animates absolute points, so the velocity needs no
///   conversion; `relativeVelocity` reports what a UIKit front end would pass
///   to `UISpringTimingParameters` (per axis, v / (target − current), with a
///   one-pixel nudge when an axis is already on its target).
public struct PictureInPicture: InteractionModel {
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

    /// "pip".
    public static let interfaceName = "pip"
    /// The window's size, points.
    public static let windowSize = Size(width: 100, height: 150)
    /// Distance from the safe area's edges to the window's edges at rest, points.
    public static let inset: Double = 20
    /// How far around the window a touch still grabs it, points.
    public static let touchSlop: Double = 8
    /// The spring that carries the window to its corner (response 0.4 s, ζ 1).
    public static let spring = Spring(response: 0.4, dampingRatio: 1)
    /// The width of one device pixel for the velocity nudge, points (1/3 pt on a 3× screen).
    public static let pixel: Double = 1.0 / 3

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The model's current time, seconds.
    public private(set) var time: Double = 0
    /// Haptics and state changes since the last `removeAllEvents()`, oldest first.
    public private(set) var events: [InteractionEvent] = []

    /// Centre of each corner's resting place, points.
    public let corners: [Corner: Point]
    /// How the corner is chosen; `.wholeGesture` unless changed (the
    /// per-axis method is kept for comparison).
    public var method: PointSnapping.Method = .wholeGesture

    /// The corner the window rests in, heads to, or came from while dragged.
    public private(set) var corner: Corner = .bottomRight
    private var pan = InstantPanRecognizer()
    private var motion: Motion
    private var releaseRelativeVelocity = Vector.zero

    private enum Motion: Sendable {
        case resting(Point)
        case dragging(grab: Vector, start: Point, center: Point)
        case flying(SpringAnimation<Point>)
    }

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let safe = viewport.safeBounds
        let dx = Self.inset + Self.windowSize.width / 2, dy = Self.inset + Self.windowSize.height / 2
        corners = [
            .topLeft: Point(x: safe.minX + dx, y: safe.minY + dy),
            .topRight: Point(x: safe.maxX - dx, y: safe.minY + dy),
            .bottomLeft: Point(x: safe.minX + dx, y: safe.maxY - dy),
            .bottomRight: Point(x: safe.maxX - dx, y: safe.maxY - dy),
        ]
        motion = .resting(corners[.bottomRight] ?? safe.center)
    }

    /// The window's centre now, points.
    public var center: Point {
        switch motion {
        case .resting(let p): return p
        case .dragging(_, _, let c): return c
        case .flying(let a): return a.value(at: time)
        }
    }

    /// The window's velocity now, points/s (the finger's while dragged).
    public var velocity: Vector {
        switch motion {
        case .resting: return .zero
        case .dragging: let v = pan.velocity(at: time); return v
        case .flying(let a):
            let v = a.velocity(at: time)
            return Vector(dx: v.x, dy: v.y)
        }
    }

    /// The window's frame now, points.
    public var frame: Rect {
        let c = center, s = Self.windowSize
        return Rect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
    }

    /// Whether a finger holds the window.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// True when nothing moves and no finger holds it.
    public var isSettled: Bool {
        if case .resting = motion { return true }
        return false
    }

    /// Advances to `newTime` seconds (earlier or non-finite times are ignored), settling animations whose time has come.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        _ = pan.advance(to: newTime)
        if case .flying(let a) = motion, a.isSettled(at: time) {
            motion = .resting(a.restingValue)
        }
    }

    /// Advances to the touch's time, then applies it (non-finite touches are ignored; a non-finite end still ends a drag).
    public mutating func handle(_ touch: TouchEvent) {
        admit(touch, isFollowing: pan.followedPointer != nil,
              grabArea: { $0.frame.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop) }, deliver: { $0.deliver($1) })
    }

    private mutating func deliver(_ touch: TouchEvent) {
        for event in pan.handle(touch) {
            switch event {
            case .began(let value):
                let c = center
                motion = .dragging(grab: c.offset(to: value.location) * -1, start: c, center: c)
            case .changed(let value):
                if case .dragging(let grab, let start, _) = motion {
                    motion = .dragging(grab: grab, start: start, center: value.location + grab)
                }
            case .ended(let value):
                release(velocity: value.velocity, intent: true)
            case .cancelled(let value):
                release(velocity: value.velocity, intent: false)
            }
        }
    }

    private mutating func release(velocity v: Vector, intent: Bool) {
        guard case .dragging(_, let start, let c) = motion else { return }
        let velocity = Vector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
        let order = Corner.allCases
        let targets = order.map { corners[$0] ?? c }
        let snapping = PointSnapping(targets, method: method)
        let index = intent
            ? snapping.targetIndex(from: c, velocity: velocity, start: start)
            : snapping.targetIndex(from: c, velocity: .zero, start: c)
        let chosen = order[index ?? order.firstIndex(of: corner) ?? 3]
        let target = corners[chosen] ?? c
        releaseRelativeVelocity = SpringHandoff.relativeVelocity(velocity, from: c, to: target, minimumDistance: Self.pixel)
        motion = .flying(SpringAnimation(spring: Self.spring, from: c, to: target,
                                         initialVelocity: Point(x: velocity.dx, y: velocity.dy), startTime: time))
        if chosen != corner { corner = chosen }
        events.append(.state("corner", .string(chosen.rawValue), at: time))
    }

    /// Puts the window at rest in `corner` at once, ending any drag or
    /// flight (a host restoring saved state; no event is recorded).
    public mutating func place(at corner: Corner) {
        _ = pan.cancel()
        self.corner = corner
        motion = .resting(corners[corner] ?? viewport.safeCenter)
    }

    /// Forgets the recorded events, keeping their storage.
    public mutating func removeAllEvents() { events.removeAll(keepingCapacity: true) }

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        let v = velocity
        return .object([
            .init("corner", .string(corner.rawValue)),
            .init("center", .point(center)),
            .init("velocity", .object([.init("x", .number(v.dx)), .init("y", .number(v.dy))])),
            .init("dragging", .bool(isDragging)),
            .init("relativeVelocity", .object([.init("x", .number(releaseRelativeVelocity.dx)),
                                               .init("y", .number(releaseRelativeVelocity.dy))])),
        ])
    }

    /// The named frames of the layout at rest (`fluid layout`), points.
    public var layout: InteractionValue {
        let rest = corners[.bottomRight] ?? viewport.safeCenter
        let s = Self.windowSize
        return .object([
            .init("pip", .frame(Rect(x: rest.x - s.width / 2, y: rest.y - s.height / 2, width: s.width, height: s.height))),
            .init("corners", .object(Corner.allCases.map { .init($0.rawValue, .point(corners[$0] ?? rest)) })),
        ])
    }

    /// What a renderer draws now, back to front.
    public var scene: [Layer] {
        let s = Self.windowSize
        var layers = Corner.allCases.map { c -> Layer in
            let p = corners[c] ?? viewport.safeCenter
            return Layer("slot.\(c.rawValue)", frame: Rect(x: p.x - s.width / 2, y: p.y - s.height / 2, width: s.width, height: s.height),
                         cornerRadius: 16, stroke: Color(red: 1, green: 1, blue: 1, alpha: 0.18), strokeWidth: 2, dashed: true)
        }
        layers.append(Layer("pip", frame: frame, cornerRadius: 16, fill: Color(hex: 0xF2F23A),
                            gradientEnd: Color(hex: 0xF7A51C), shadow: true))
        return layers
    }
}
