import FluidGestures
import FluidPhysics

/// One touch report in a gesture script: which pointer, what happened to it,
/// where (points, origin top left, y down), when (seconds from the start of
/// the script) and, optionally, how hard it pressed (0…1).
public struct ScriptTouch: Hashable, Sendable {
    /// What happened to the pointer, as written in the script.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer touched down.
        case began
        /// The pointer moved.
        case moved
        /// The pointer lifted.
        case ended
        /// The system took the pointer away.
        case cancelled

        /// The matching gesture phase.
        public var touchPhase: TouchPhase {
            switch self {
            case .began: return .began
            case .moved: return .moved
            case .ended: return .ended
            case .cancelled: return .cancelled
            }
        }
    }

    /// When, seconds from the start of the script (`"t"`).
    public var time: Double
    /// What happened (`"phase"`).
    public var phase: Phase
    /// Which pointer (`"pointer"`), a whole number from 0 to 2147483647.
    public var pointer: Int
    /// Horizontal position, points (`"x"`).
    public var x: Double
    /// Vertical position, points, y down (`"y"`).
    public var y: Double
    /// Pressure as a fraction of the device's maximum, 0…1 (`"force"`); nil:
    /// the device has no force sensor.
    public var force: Double?

    /// Creates a touch without checking it (see `GestureScript.validate`).
    public init(time: Double, phase: Phase, pointer: Int, x: Double, y: Double, force: Double? = nil) {
        self.time = time
        self.phase = phase
        self.pointer = pointer
        self.x = x
        self.y = y
        self.force = force
    }

    /// The touch as a model receives it: a `.touch` event with `force`
    /// passed through as is and no maximum force (nil when absent).
    public var touchEvent: TouchEvent {
        TouchEvent(pointer: PointerID(rawValue: pointer), phase: phase.touchPhase, location: Point(x: x, y: y),
                   timestamp: time, kind: .touch, force: force)
    }
}
