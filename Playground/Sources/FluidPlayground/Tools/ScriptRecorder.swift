import FluidGestures
import FluidInteractions
import FluidScripting

/// `--record FILE`: collects the touches the playground hands to an
/// interface, in the interface's own time, and writes them as a gesture
/// script (the pinned format) that `fluid replay` and `--replay` play back.
struct ScriptRecorder {
    /// The interface being recorded.
    let interface: String
    /// Its viewport.
    let viewport: Viewport
    /// The touches so far, in order.
    private(set) var touches: [ScriptTouch] = []

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
        let time = Swift.max(touch.timestamp, touches.last?.time ?? 0, 0)
        touches.append(ScriptTouch(time: time, phase: phase, pointer: touch.pointer.rawValue,
                                   x: touch.location.x, y: touch.location.y, force: touch.normalizedForce))
    }

    /// The script: every pointer's touches in order, each ended (a pointer
    /// still down is cancelled at the last time), until settled.
    var script: GestureScript {
        var events = touches
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
            events.append(ScriptTouch(time: last?.time ?? 0, phase: .cancelled, pointer: pointer, x: last?.x ?? 0, y: last?.y ?? 0))
        }
        return GestureScript(interface: interface, viewport: viewport, events: events.map { .touch($0) }, until: .settled)
    }

    /// The script as JSON text.
    var text: String { script.jsonValue.jsonText(pretty: true) + "\n" }
}
