import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidScripting

/// `--record FILE`: collects the touches the playground hands to an
/// interface, in the interface's own time, the actions the keyboard
/// carried out (Tab, Return) and the motion preference it plays with
/// (key M), and writes them as a gesture script (the pinned
/// format) that `fluid replay` and `--replay` play back.
struct ScriptRecorder {
    /// The interface being recorded.
    let interface: String
    /// Its viewport.
    let viewport: Viewport
    /// The touches and motion preference changes so far, in order.
    private(set) var events: [ScriptEvent] = []

    /// The touches so far, in order.
    var touches: [ScriptTouch] {
        events.compactMap { if case .touch(let t) = $0 { return t } else { return nil } }
    }

    init(interface: String, viewport: Viewport) {
        self.interface = interface
        self.viewport = viewport
    }

    /// Adds a touch (model time, seconds; points). Non-finite touches and
    /// times before the previous touch are clamped or dropped so the script
    /// stays valid; force is the normalised force when the device has one.
    mutating func record(_ touch: TouchEvent) {
        guard touch.location.x.isFinite, touch.location.y.isFinite, touch.timestamp.isFinite else { return }
        let phase: ScriptTouch.Phase
        switch touch.phase {
        case .began: phase = .began
        case .moved, .stationary: phase = .moved
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        }
        let time = Swift.max(touch.timestamp, events.last?.time ?? 0, 0)
        events.append(.touch(ScriptTouch(time: time, phase: phase, pointer: touch.pointer.rawValue,
                                         x: touch.location.x, y: touch.location.y, force: touch.normalizedForce)))
    }

    /// Adds an action carried out at `time` (model time, seconds; an
    /// earlier or non-finite time counts as the last event's).
    mutating func record(action name: String, at time: Double) {
        let last = events.last?.time ?? 0
        events.append(.action(time: time.isFinite ? Swift.max(time, last, 0) : last, name: name))
    }

    /// Adds a change of the motion preference at `time` (model time,
    /// seconds; an earlier or non-finite time counts as the last event's).
    mutating func record(_ preference: MotionPreference, at time: Double) {
        let last = events.last?.time ?? 0
        events.append(.motion(time: time.isFinite ? Swift.max(time, last, 0) : last, preference: preference))
    }

    /// The script: every pointer's touches in order, each ended (a pointer
    /// still down is cancelled at the last time), until settled.
    var script: GestureScript {
        var events = self.events
        let touches = self.touches
        var down = Set<Int>()
        for t in touches {
            switch t.phase {
            case .began: down.insert(t.pointer)
            case .ended, .cancelled: down.remove(t.pointer)
            case .moved: break
            }
        }
        let last = touches.last
        for pointer in down.sorted() {
            events.append(.touch(ScriptTouch(time: self.events.last?.time ?? 0, phase: .cancelled, pointer: pointer,
                                             x: last?.x ?? 0, y: last?.y ?? 0)))
        }
        return GestureScript(interface: interface, viewport: viewport, events: events, until: .settled)
    }

    /// The script as JSON text.
    var text: String { script.jsonValue.jsonText(pretty: true) + "\n" }
}
