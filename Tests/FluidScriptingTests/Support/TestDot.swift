import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics

/// A test-only interface: a dot resting at the centre of the safe area that
/// follows one finger (keeping the offset where it was grabbed) and springs
/// home on release with the finger's velocity.
///
/// Events: a light haptic and `dragging` → true on touch down; `held` → true
/// exactly 0.5 s after touch down if the finger is still down (a timed event,
/// to check exact instants); `dragging` → false on release or cancel.
/// A cancel springs home without the finger's velocity.
struct TestDot: InteractionModel {
    static let interfaceName = "test-dot"
    static let holdDelay = 0.5

    let viewport: Viewport
    private(set) var time = 0.0
    private(set) var events: [InteractionEvent] = []
    let home: Point
    private var finger: PointerID?
    private var grab = Point(x: 0, y: 0)
    private var dragged: Point
    private var holdDeadline: Double?
    private var spring: SpringAnimation<Point>
    private var tracker = VelocityTracker()

    init(viewport: Viewport) {
        self.viewport = viewport
        home = viewport.safeCenter
        dragged = home
        spring = SpringAnimation(spring: .smooth, from: home, to: home, startTime: 0)
    }

    var isDragging: Bool { finger != nil }

    var position: Point { finger != nil ? dragged : spring.value(at: time) }

    var velocity: Point {
        if finger != nil {
            let v = tracker.velocity(at: time)
            return Point(x: v.dx, y: v.dy)
        }
        return spring.velocity(at: time)
    }

    mutating func advance(to target: Double) {
        guard target.isFinite, target > time else { return }
        while let deadline = holdDeadline, deadline <= target {
            time = deadline
            events.append(.state("held", .bool(true), at: deadline))
            holdDeadline = nil
        }
        time = target
    }

    mutating func handle(_ touch: TouchEvent) {
        guard touch.isFinite else { return }
        advance(to: touch.timestamp)
        switch touch.phase {
        case .began:
            guard finger == nil else { return }
            let p = position
            finger = touch.pointer
            grab = p - touch.location
            dragged = p
            tracker.reset()
            _ = tracker.addPosition(touch.location, at: time)
            holdDeadline = time + Self.holdDelay
            events.append(.haptic(.light, at: time))
            events.append(.state("dragging", .bool(true), at: time))
        case .moved, .stationary:
            guard touch.pointer == finger else { return }
            dragged = touch.location + grab
            _ = tracker.addPosition(touch.location, at: time)
        case .ended, .cancelled:
            guard touch.pointer == finger else { return }
            dragged = touch.location + grab
            var v = Point(x: 0, y: 0)
            if touch.phase == .ended {
                _ = tracker.addPosition(touch.location, at: time)
                let fingerVelocity = tracker.velocity(at: time)
                v = Point(x: fingerVelocity.dx, y: fingerVelocity.dy)
            }
            spring = SpringAnimation(spring: .smooth, from: dragged, to: home, initialVelocity: v, startTime: time)
            finger = nil
            holdDeadline = nil
            events.append(.state("dragging", .bool(false), at: time))
        }
    }

    var isSettled: Bool { finger == nil && spring.isSettled(at: time) }

    mutating func removeAllEvents() { events.removeAll(keepingCapacity: true) }

    var state: InteractionValue {
        let p = position
        let v = velocity
        return .object([.init("x", .number(p.x)), .init("y", .number(p.y)), .init("dragging", .bool(isDragging)),
                        .init("velocity", .point(v))])
    }

    var layout: InteractionValue {
        .object([.init("home", .point(home)), .init("bounds", .frame(viewport.safeBounds))])
    }

    var scene: [Layer] {
        let p = position
        return [Layer("dot", frame: Rect(x: p.x - 20, y: p.y - 20, width: 40, height: 40), cornerRadius: 20, fill: .white)]
    }
}
