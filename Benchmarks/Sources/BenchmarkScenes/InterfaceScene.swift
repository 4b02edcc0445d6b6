import FluidGestures
import FluidInteractions
import FluidPhysics
import RealModule

/// One interface of the catalogue with a finger on it: every `step()` is one
/// touch move and one frame, 8 ms after the last — the per-frame work of an
/// interface being dragged.
///
/// The finger lands at the centre of the first frame the interface's
/// `layout` names (its main control) and circles there, 30 points out.
public struct InterfaceScene {
    var model: AnyInteraction
    var time = 0.0
    let start: Point
    /// The interface's name.
    public let name: String

    /// The names of every interface in the catalogue.
    public static var names: [String] { InteractionCatalog.names }

    /// The interface named `name` on an iPhone-sized viewport, touched (for
    /// `step()`; `cycleStep()` lifts that finger on its first flick).
    public init?(_ name: String) {
        let viewport = Viewport(width: 390, height: 844, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0))
        guard var model = InteractionCatalog.make(name, viewport: viewport) else { return nil }
        self.name = name
        start = Self.firstFrameCenter(model.layout) ?? viewport.safeCenter
        model.handle(TouchEvent(pointer: 1, phase: .began, location: start, timestamp: 0))
        self.model = model
    }

    static func firstFrameCenter(_ value: InteractionValue) -> Point? {
        guard case .object(let fields) = value else { return nil }
        if let x = value["x"]?.number, let y = value["y"]?.number,
           let w = value["width"]?.number, let h = value["height"]?.number {
            return Point(x: x + w / 2, y: y + h / 2)
        }
        for field in fields { if let p = firstFrameCenter(field.value) { return p } }
        return nil
    }

    /// One touch move, then one frame.
    public mutating func step() {
        time += 0.008
        let p = Point(x: start.x + 30 * Double.sin(4 * time), y: start.y - 30 + 30 * Double.cos(4 * time))
        Self.drive(&model, TouchEvent(pointer: 1, phase: .moved, location: p, timestamp: time), frame: time + 0.004)
    }

    /// One frame of a repeating 60-frame cycle that exercises every
    /// hand-off: a finger lands (frame 0), moves for 19 frames, flicks off
    /// at frame 20, and the interface animates on its own for the remaining
    /// 39 frames — its motions caught by the next touch if still running.
    public mutating func cycleStep() {
        time += 0.008
        let frame = Int((time / 0.008).rounded()) % 60
        let p = Point(x: start.x + 40 * Double.sin(3 * time), y: start.y - 4 * Double(min(frame, 20)))
        switch frame {
        case 0:
            Self.drive(&model, TouchEvent(pointer: 1, phase: .began, location: p, timestamp: time), frame: time + 0.004)
        case 1..<20:
            Self.drive(&model, TouchEvent(pointer: 1, phase: .moved, location: p, timestamp: time), frame: time + 0.004)
        case 20:
            Self.drive(&model, TouchEvent(pointer: 1, phase: .ended, location: p, timestamp: time), frame: time + 0.004)
        default:
            model.advance(to: time + 0.004)
            model.removeAllEvents()
        }
    }

    static func drive<M: Interaction>(_ model: inout M, _ touch: TouchEvent, frame: Double) {
        model.handle(touch)
        model.advance(to: frame)
        model.removeAllEvents()
    }

    /// What the interface shows, so the work is observable.
    public var checksum: Double { Double(model.scene.count) + model.time }
}
