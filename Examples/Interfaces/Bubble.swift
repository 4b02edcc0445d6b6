import FluidInteractions
import FluidAnimation
import FluidGestures
import FluidPhysics

/// The guide's first interface ("Building a fluid interface"): a bubble that
/// follows the finger and springs home with its velocity, caught mid-flight
/// without a jump.
public struct Bubble: AreaTouchedBehavior, PanBehavior {
    public static var interfaceName: String { "bubble" }
    public var kernel: InteractionKernel<PrimaryTouch>
    public var pan = InstantPanRecognizer()
    private var center: DraggedValue<Unresisted<Point>>

    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        center = DraggedValue(restingAt: viewport.safeCenter, resistance: Unresisted())
    }

    public var position: Point { center.value(at: time) }
    public var frame: Rect { Rect(x: position.x - 30, y: position.y - 30, width: 60, height: 60) }

    // What a touch does: the bubble, where it is now, follows the finger; let go, it springs home.
    public var touchArea: Rect { frame }

    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        guard let velocity = center.follow(pan, along: { Point($0) }, at: time) else { return }
        center.animate(to: viewport.safeCenter, spring: .bouncy, velocity: velocity, at: time)
        kernel.haptic(.light)
    }

    // What time does: the dragged value is a part; the kernel settles its spring.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) { visit(&center) }

    // What it shows.
    public var state: InteractionValue { ["center": .point(position)] }
    public var layout: InteractionValue { ["bubble": .frame(frame)] }
    public var scene: [Layer] { [Layer("bubble", frame: frame, cornerRadius: 30, fill: Color(hex: 0x64CCF7))] }
}
