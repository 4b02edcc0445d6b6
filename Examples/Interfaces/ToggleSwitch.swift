import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics

/// A new interface written with the public kernel only, as a user would:
/// a toggle switch whose knob can be dragged, flicked to either side and
/// caught mid-flight. The whole interface is this file's type, 44 lines
/// of code; `my-fluid` (Examples/my-fluid) runs it in every command
/// of `fluid`, and the tests drive it as they drive the library's own.
public struct ToggleSwitch: AreaTouchedBehavior, PanBehavior {
    public static let interfaceName = "toggle-switch"
    public static let travel = 40.0, knob = 30.0
    public static let spring = Spring(response: 0.3, dampingRatio: 0.8)

    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()
    public private(set) var isOn = false
    private var knob: DraggedValue<RubberBand>
    let origin: Point

    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        origin = Point(x: viewport.safeCenter.x - Self.travel / 2, y: viewport.safeCenter.y)
        knob = DraggedValue(restingAt: 0, resistance: RubberBand(range: 0...Self.travel, dimension: Self.travel))
    }

    /// Where the knob's centre is from the left end, points, and how fast it moves.
    public var offset: Double { knob.value(at: time) }
    public var velocity: Double { knob.velocity(at: time, finger: fingerVelocity.dx) }
    public var frame: Rect {
        Rect(x: origin.x + offset - Self.knob / 2, y: origin.y - Self.knob / 2, width: Self.knob, height: Self.knob)
    }

    // What a touch does: the knob (where it is now) follows the finger; a
    // tap toggles, a drag or flick goes to the end it projects to, a cancel
    // to the nearer end (TwoEndChoice, the rule the drawer uses).
    /// The knob, where it is now, with 10 pt around it.
    public var touchArea: Rect { frame.insetBy(dx: -10, dy: -10) }

    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        guard let speed = knob.follow(pan, along: { $0.dx }, at: time) else { return }
        let ends = TwoEndChoice(first: Self.travel, second: 0, tapSlop: 4)   // on, off
        let cancelled = if case .cancelled = pan { true } else { false }
        let on = ends.release(at: offset, velocity: speed, travel: pan.value.translation.length,
                              cancelled: cancelled, atFirst: isOn, heading: nil).toFirst
        knob.animate(to: on ? Self.travel : 0, spring: Self.spring, velocity: speed, at: time)
        kernel.change(&isOn, to: on, recording: "isOn")
    }

    // What time does: the knob, a part, comes to rest (the kernel runs it).
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&knob)
    }

    // What it shows.
    public var state: InteractionValue { ["isOn": .bool(isOn), "offset": .number(offset)] }
    public var layout: InteractionValue { ["knob": .frame(frame)] }
    public var scene: [Layer] {
        [Layer("track", frame: Rect(x: origin.x - 20, y: origin.y - 20, width: Self.travel + 40, height: 40),
               cornerRadius: 20, fill: isOn ? Color(hex: 0x34C759) : Color(hex: 0x39393D)),
         Layer("knob", frame: frame, cornerRadius: Self.knob / 2, fill: .white)]
    }
}
