import FluidGestures
import FluidPhysics

/// Builds touch scripts tersely.
enum Script {
    static func down(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .began(id, at: Point(x: x, y: y), time: t, kind: kind, force: force, maximumForce: maximumForce)
    }
    static func move(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .moved(id, to: Point(x: x, y: y), time: t, force: force, maximumForce: maximumForce)
    }
    static func still(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0, force: Double? = nil, maximumForce: Double? = nil) -> TouchEvent {
        .stationary(id, at: Point(x: x, y: y), time: t, force: force, maximumForce: maximumForce)
    }
    static func up(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0) -> TouchEvent {
        .ended(id, at: Point(x: x, y: y), time: t)
    }
    static func cancel(_ x: Double, _ y: Double, _ t: Double, id: PointerID = 0) -> TouchEvent {
        .cancelled(id, at: Point(x: x, y: y), time: t)
    }
}
