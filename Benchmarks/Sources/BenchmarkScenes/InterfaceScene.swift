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

    /// The interface named `name` on an iPhone-sized viewport, touched.
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

    static func drive<M: Interaction>(_ model: inout M, _ touch: TouchEvent, frame: Double) {
        model.handle(touch)
        model.advance(to: frame)
        model.removeAllEvents()
    }

    /// What the interface shows, so the work is observable.
    public var checksum: Double { Double(model.scene.count) + model.time }
}
