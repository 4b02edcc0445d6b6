import FluidInteractions
import FluidGestures
import FluidPhysics

/// The guide's Step 8 ("Building a fluid interface"): a puck that rests
/// at one of two docks chosen by projection, counts taps, and reports its
/// live velocity.
public struct Puck: AreaTouchedBehavior, PanBehavior {
    public static var interfaceName: String { "puck" }
    public static let docks = ValueSnapping([150, 700])     // the two resting places' y, points
    public var kernel: InteractionKernel<PrimaryTouch>
    public var pan = InstantPanRecognizer()
    public var tap = TapRecognizer()
    private var y = DraggedValue(restingAt: 700.0, resistance: Unresisted())
    public private(set) var taps = 0

    public init(viewport: Viewport) { kernel = InteractionKernel(viewport: viewport) }

    public var position: Double { y.value(at: time) }
    public var velocity: Double { y.velocity(at: time, finger: fingerVelocity.dy) }   // points per second
    public var frame: Rect { Rect(x: 165, y: position - 30, width: 60, height: 60) }
    public var touchArea: Rect { frame }

    // Every touch goes to the tap and to the pan.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for case .recognized(_) in tap.handle(touch) {
            taps += 1
            kernel.state("taps", taps)
        }
        for event in pan.handle(touch) { respond(to: event) }
    }

    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        guard let v = y.follow(pan, along: { $0.dy }, at: time) else { return }
        let dock = Self.docks.target(from: position, velocity: v) ?? 700
        y.animate(to: dock, spring: .smooth, velocity: v, at: time)
    }

    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&tap)
        visit(&y)
    }

    public var scene: [Layer] { [Layer("puck", frame: frame, cornerRadius: 30, fill: Color(hex: 0xF7A64C))] }
}
