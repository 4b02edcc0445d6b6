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
public struct PictureInPicture: AreaTouchedBehavior, PanBehavior {
    /// The four resting places.
    public typealias Corner = CornerDock.Corner

    /// `pip`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "pip"
    /// The window's size, points.
    public static let windowSize = Size(width: 100, height: 150)
    /// Distance from the safe area's edges to the window's edges at rest, points.
    public static let inset: Double = 20
    /// The width of one device pixel for the velocity nudge, points (1/3 pt on a 3× screen).
    public static let pixel: Double = 1.0 / 3
    /// How much of the window's width stays on screen in a stash (the tab), points.
    public static let tabWidth: Double = 24

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()
    /// The corners the window rests in, and the stash a flick off a side
    /// tucks it into (see the type), in the safe area.
    public let dock: CornerDock
    /// How the corner is chosen; `.strokeHeading` unless changed (the
    /// whole gesture, per-axis and discount methods are kept for comparison): the tunable
    /// ``CornerDock/Tuned/method``, which a change sets too.
    public var method: PointSnapping.Method {
        get { CornerDock.method(in: tuning) }
        // A choice among the tunable's own: the tuning cannot refuse it.
        set { try? kernel.tuning.set(CornerDock.Tuned.method, to: .choice(newValue.rawValue)) }
    }

    /// The corner the window rests in, heads to, or came from while dragged;
    /// while stashed, the corner on that side a tap would send it to.
    public private(set) var corner: Corner = .bottomRight
    /// The edge the window is stashed at (rests at or heads to, or came
    /// from while dragged), nil when it is not stashed.
    public private(set) var stashed: EdgeStash.Side?
    var window: DraggedValue<Unresisted<Point>>
    private var grabOffset = Vector.zero
    /// The finger's stroke since it took hold, for the heading it was aimed in.
    private var stroke = StrokeHeading()
    private var releaseRelativeVelocity = Vector.zero

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        dock = CornerDock(area: viewport.safeBounds, windowSize: Self.windowSize, inset: Self.inset, tab: Self.tabWidth)
        window = DraggedValue(restingAt: dock.center(of: .bottomRight), resistance: Unresisted())
    }

    // MARK: State

    /// The window's centre now, points.
    public var center: Point { window.value(at: time) }

    /// The window's velocity now, points/s (the finger's while dragged).
    public var velocity: Vector { Vector(window.velocity(at: time, finger: Point(fingerVelocity))) }

    /// The window's frame now, points.
    public var frame: Rect { dock.frame(centeredAt: center) }

    /// Whether a finger holds the window.
    public var isDragging: Bool { window.isDragging }

    // MARK: What a touch does

    /// A finger on the window, or within the touch slop of it (points,
    /// ``PictureInPicture/Tuned/touchSlop``), takes hold of it.
    public var touchArea: Rect {
        let slop = tuning.number(Tuned.touchSlop)
        return frame.insetBy(dx: -slop, dy: -slop)
    }

    /// Follows the finger; lets go toward the corner the gesture meant.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        switch pan {
        case .began(let value):
            grabOffset = center.offset(to: value.location) * -1
            window.grab(at: time)
            stroke.reset()
            stroke.addPosition(value.location, at: value.time)
        case .changed(let value):
            window.drag(toRaw: value.location + grabOffset)
            stroke.addPosition(value.location, at: value.time)
        case .ended(let value):
            stroke.addPosition(value.location, at: value.time)
            release(velocity: value.velocity, intent: true)
        case .cancelled(let value): release(velocity: value.velocity, intent: false)
        }
    }

    private mutating func release(velocity v: Vector, intent: Bool) {
        guard let start = window.grabbedRaw else { return }
        let c = center
        let velocity = Vector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
        let place = dock.place(releasedAt: c, aim: intent ? velocity : .zero, dragStart: intent ? start : c,
                               heading: intent ? stroke.heading() : nil, from: corner, tuning: tuning)
        send(to: place, velocity: velocity)
    }

    /// Sends the window to `place` on the tuned spring, from where it is
    /// with `velocity` (points/s), and records its corner and stash.
    mutating func send(to place: CornerDock.Place, velocity: Vector) {
        releaseRelativeVelocity = SpringHandoff.relativeVelocity(velocity, from: center, to: place.center, minimumDistance: Self.pixel)
        window.animate(to: place.center, spring: tuning.spring(Tuned.spring), velocity: Point(velocity), at: time)
        corner = place.corner
        kernel.state("corner", place.corner.rawValue)
        kernel.change(&stashed, to: place.stashed, recording: "stashed") { .string($0?.rawValue ?? "none") }
    }

    // MARK: What time does

    /// The window, which rests once its spring has settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&window)
    }

    /// Puts the window at rest in `corner` at once, ending any drag or
    /// flight (a host restoring saved state; no event is recorded).
    public mutating func place(at corner: Corner) {
        releaseAll()
        self.corner = corner
        stashed = nil
        window.rest(at: dock.center(of: corner))
    }

    // MARK: What it shows

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        ["corner": .string(corner.rawValue), "center": .point(center), "velocity": .vector(velocity),
         "dragging": .bool(isDragging), "relativeVelocity": .vector(releaseRelativeVelocity),
         "stashed": .string(stashed?.rawValue ?? "none")]
    }

    /// The named frames of the layout at rest (`fluid layout`), points.
    public var layout: InteractionValue {
        ["pip": .frame(dock.frame(centeredAt: dock.center(of: .bottomRight))),
         "corners": InteractionValue(keysAndValues: Corner.allCases.map { ($0.rawValue, dock.center(of: $0)) })]
    }

    /// What a renderer draws now, back to front: the four dashed slots, the
    /// window, and the tab while the window is past a side edge (its opacity
    /// how far it is into the stash).
    public var scene: [Layer] {
        var layers = Corner.allCases.map { c -> Layer in
            .slot("slot.\(c.rawValue)", frame: dock.frame(centeredAt: dock.center(of: c)), cornerRadius: 16, alpha: 0.18)
        }
        layers.append(Layer("pip", frame: frame, cornerRadius: 16, fill: Color(hex: 0xF2F23A),
                            gradientEnd: Color(hex: 0xF7A51C), shadow: true))
        let tucked = dock.stash.tucked(atX: center.x)
        if tucked.amount > 0 {
            layers.append(Layer("tab", frame: dock.stash.tabFrame(of: frame, at: tucked.side), cornerRadius: 12,
                                fill: Color(red: 0, green: 0, blue: 0, alpha: 0.35), opacity: tucked.amount,
                                text: tucked.side == .left ? "›" : "‹", textColor: .white, fontSize: 22))
        }
        return layers
    }
}
