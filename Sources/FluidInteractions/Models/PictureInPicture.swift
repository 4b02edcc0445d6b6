import FluidAnimation
import FluidGestures
import FluidPhysics

/// FaceTime's picture-in-picture window (the WWDC18 talk "Designing Fluid Interfaces", and "On Intent and Projection"): a small
/// window that rests in one of four corners; drag it from anywhere on it and
/// flick it toward a corner — or off a side, where it stashes at the edge
/// with a tab to pull it back by (as iOS does; beyond the talk).
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct PictureInPicture: AreaTouchedBehavior {
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
    /// How much of the window's width stays on screen in a stash (the tab), points.
    public static let tabWidth: Double = 24

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The interface's time, events and finger.
    public var kernel = InteractionKernel<PrimaryTouch>()
    /// Centre of each corner's resting place, points.
    public let corners: [Corner: Point]
    /// How the corner is chosen; `.wholeGesture` unless changed (the
    /// per-axis method is kept for comparison): the tunable
    /// ``PictureInPicture/Tuned/method``, which a change sets too.
    public var method: PointSnapping.Method {
        get { selectedMethod }
        set {
            selectedMethod = newValue
            // A choice among the tunable's own: the tuning cannot refuse it.
            try? kernel.tuning.set(Tuned.method, to: .choice(Self.name(of: newValue)))
        }
    }
    /// The method in force (see `method`).
    var selectedMethod = PointSnapping.Method.wholeGesture

    /// Where a flick off a side stashes the window (see the type).
    public let stash: EdgeStash

    /// The corner the window rests in, heads to, or came from while dragged;
    /// while stashed, the corner on that side a tap would send it to.
    public private(set) var corner: Corner = .bottomRight
    /// The edge the window is stashed at (rests at or heads to, or came
    /// from while dragged), nil when it is not stashed.
    public private(set) var stashed: EdgeStash.Side?
    private var pan = InstantPanRecognizer()
    var window: DraggedValue<Unresisted<Point>>
    private var grabOffset = Vector.zero
    private var releaseRelativeVelocity = Vector.zero

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
        window = DraggedValue(restingAt: corners[.bottomRight] ?? safe.center, resistance: Unresisted())
        stash = EdgeStash(edges: safe.minX...safe.maxX, width: Self.windowSize.width, tab: Self.tabWidth)
    }

    /// The window's centre now, points.
    public var center: Point { window.value(at: time) }

    /// The window's velocity now, points/s (the finger's while dragged).
    public var velocity: Vector {
        let finger = pan.velocity(at: time)
        let v = window.velocity(at: time, finger: Point(x: finger.dx, y: finger.dy))
        return Vector(dx: v.x, dy: v.y)
    }

    /// The window's frame now, points.
    public var frame: Rect { Self.frame(centeredAt: center) }

    private static func frame(centeredAt c: Point) -> Rect {
        Rect(x: c.x - windowSize.width / 2, y: c.y - windowSize.height / 2, width: windowSize.width, height: windowSize.height)
    }

    /// Whether a finger holds the window.
    public var isDragging: Bool { window.isDragging }

    /// True when nothing moves and no finger holds it.
    public var isSettled: Bool { window.phase == .resting }

    // MARK: What a touch does

    /// A finger on the window, or within the touch slop of it (points,
    /// tuned; ``PictureInPicture/touchSlop`` untuned), takes hold of it.
    public var touchArea: Rect {
        let slop = tuning.number(Tuned.touchSlop)
        return frame.insetBy(dx: -slop, dy: -slop)
    }

    /// Follows the finger; lets go toward the corner the gesture meant.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in pan.handle(touch) {
            switch event {
            case .began(let value):
                grabOffset = center.offset(to: value.location) * -1
                window.grab(at: time)
            case .changed(let value):
                window.drag(toRaw: value.location + grabOffset)
            case .ended(let value):
                release(velocity: value.velocity, intent: true)
            case .cancelled(let value):
                release(velocity: value.velocity, intent: false)
            }
        }
    }

    private mutating func release(velocity v: Vector, intent: Bool) {
        guard let start = window.grabbedRaw else { return }
        let c = center
        let velocity = Vector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
        let order = Corner.allCases
        let snapping = PointSnapping(order.map { corners[$0] ?? c }, method: method,
                                     rate: DecelerationRate(rawValue: tuning.number(Tuned.projectionRate)),
                                     minimumReach: tuning.number(Tuned.minimumReach),
                                     dragWeightLength: tuning.number(Tuned.dragWeightLength))
        let aim = intent ? velocity : .zero
        let projected = snapping.projectedPosition(from: c, velocity: PointSnapping.discountingSecondaryAxis(aim))
        let chosen: Corner, target: Point
        let side = stash.side(releasedAt: c.x, projectedTo: projected.x)
        if let side {
            (chosen, target) = stashPlace(side, y: projected.y)
        } else {
            let index = snapping.targetIndex(from: c, velocity: aim, start: intent ? start : c)
            chosen = order[index ?? order.firstIndex(of: corner) ?? 3]
            target = corners[chosen] ?? c
        }
        releaseRelativeVelocity = SpringHandoff.relativeVelocity(velocity, from: c, to: target, minimumDistance: Self.pixel)
        window.animate(to: target, spring: tuning.spring(Tuned.spring), velocity: Point(x: velocity.dx, y: velocity.dy), at: time)
        corner = chosen
        kernel.state("corner", .string(chosen.rawValue))
        if side != stashed {
            stashed = side
            kernel.state("stashed", .string(side?.rawValue ?? "none"))
        }
    }

    /// The stash at `side` at height `y` (points) clamped between that
    /// side's corners, and the corner there nearest it.
    private func stashPlace(_ side: EdgeStash.Side, y: Double) -> (Corner, Point) {
        let (top, bottom): (Corner, Corner) = side == .left ? (.topLeft, .bottomLeft) : (.topRight, .bottomRight)
        let lo = corners[top]?.y ?? y, hi = corners[bottom]?.y ?? y
        let clamped = Swift.min(Swift.max(y, lo), hi)
        return (clamped - lo <= hi - clamped ? top : bottom, Point(x: stash.restingX(side), y: clamped))
    }

    // MARK: What time does

    /// Keeps the recognizer's clock and rests the window once its spring has settled.
    public mutating func timeDidAdvance() {
        _ = pan.advance(to: time)
        window.settle(at: time)
    }

    /// Puts the window at rest in `corner` at once, ending any drag or
    /// flight (a host restoring saved state; no event is recorded).
    public mutating func place(at corner: Corner) {
        _ = pan.cancel()
        kernel.releaseAll()
        self.corner = corner
        stashed = nil
        window.rest(at: corners[corner] ?? viewport.safeCenter)
    }

    // MARK: What it shows

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
            .init("stashed", .string(stashed?.rawValue ?? "none")),
        ])
    }

    /// The named frames of the layout at rest (`fluid layout`), points.
    public var layout: InteractionValue {
        let rest = corners[.bottomRight] ?? viewport.safeCenter
        return .object([
            .init("pip", .frame(Self.frame(centeredAt: rest))),
            .init("corners", .object(Corner.allCases.map { .init($0.rawValue, .point(corners[$0] ?? rest)) })),
        ])
    }

    /// What a renderer draws now, back to front: the four dashed slots, the
    /// window, and the tab while the window is past a side edge (its opacity
    /// how far it is into the stash).
    public var scene: [Layer] {
        var layers = Corner.allCases.map { c -> Layer in
            .slot("slot.\(c.rawValue)", frame: Self.frame(centeredAt: corners[c] ?? viewport.safeCenter), cornerRadius: 16, alpha: 0.18)
        }
        layers.append(Layer("pip", frame: frame, cornerRadius: 16, fill: Color(hex: 0xF2F23A),
                            gradientEnd: Color(hex: 0xF7A51C), shadow: true))
        let tucked = stash.tucked(atX: center.x)
        if tucked.amount > 0 {
            layers.append(Layer("tab", frame: stash.tabFrame(of: frame, at: tucked.side), cornerRadius: 12,
                                fill: Color(red: 0, green: 0, blue: 0, alpha: 0.35), opacity: tucked.amount,
                                text: tucked.side == .left ? "›" : "‹", textColor: .white, fontSize: 22))
        }
        return layers
    }
}
