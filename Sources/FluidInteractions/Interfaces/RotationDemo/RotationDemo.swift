import FluidAnimation
import FluidGestures
import FluidPhysics
import RealModule

/// Rotation (the WWDC18 talk "Designing Fluid Interfaces"): a square turned by a finger circling its centre,
/// or by two fingers twisting, that settles on a quarter turn — the one the
/// flick was heading for.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct RotationDemo: InteractionBehavior {
    /// `rotation`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "rotation"
    /// The square's side, points.
    public static let side: Double = 300
    /// The square's corner radius, points.
    public static let cornerRadius: Double = 60
    /// Quarter turns, projected with the fast rate (0.99 per ms).
    public static let snapping = AngleSnapping(step: .degrees(90), rate: .fast)
    /// Distance from the centre inside which one finger does not turn the square, points.
    public static let deadRadius: Double = 20
    /// Rest: 0.5 pt at the square's corners (0.5 / (150·√2) ≈ 0.00236 rad),
    /// and ten times that per second.
    public static let restThreshold = RestThreshold(value: 0.5 / (side / 2 * 2.0.squareRoot()))

    /// The interface's viewport, time, events and fingers.
    public var kernel: InteractionKernel<FingerOrder>

    /// The square's centre, points.
    public let center: Point
    /// The square's untransformed frame, points.
    public let restFrame: Rect

    var hands: RotationTracker
    private var tracker = VelocityTracker1D()
    var square = DraggedValue(restingAt: 0.0, resistance: Unresisted<Double>())
    /// The snapping in force: ``snapping`` untuned, else quarter turns
    /// replaced by the tuned step (degrees) and rate (per ms).
    var angleSnapping = RotationDemo.snapping

    /// A model laid out in `viewport` (see the type's layout), at rest at 0°, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        center = viewport.safeCenter
        restFrame = Rect(center: center, width: Self.side, height: Self.side)
        hands = RotationTracker(center: center, deadRadius: Self.deadRadius)
    }

    // MARK: State

    /// The square's angle now, radians, positive clockwise on screen, unwrapped.
    public var angle: Double { square.value(at: time) }

    /// The angular velocity now, radians/s (the tracker's while held).
    public var angularVelocity: Double { square.velocity(at: time, finger: heldVelocity) }

    /// Where the square will rest, radians: the resting angle, the spring's
    /// target, or — while held — the target a release now would choose.
    public var target: Double {
        switch square.phase {
        case .resting: return angle
        case .dragging: return angleSnapping.target(from: Angle(radians: angle), velocity: heldVelocity)?.radians ?? angle
        case .animating: return square.target ?? angle
        }
    }

    /// Whether a finger holds the square.
    public var isHeld: Bool { square.isDragging }

    private var heldVelocity: Double {
        let v = tracker.velocity(at: time)
        return v.isFinite ? v : 0
    }

    // MARK: What a touch does

    /// Whether `point` lies on the square as it is turned now.
    public func hits(_ point: Point) -> Bool { restFrame.contains(point, turnedBy: Angle(radians: angle)) }

    /// A finger on the square (as it is turned now) takes the first free role.
    public func role(forTouchAt location: Point) -> FingerOrder? { hits(location) ? nextFinger : nil }

    /// One finger circles the square, two twist it; a cancel of either ends the gesture.
    public mutating func respond(to touch: TouchEvent, as role: FingerOrder) {
        if touch.phase == .cancelled {
            cancelAll()
        } else {
            deliver(touch, toFirst: role == .first)
        }
    }

    private mutating func deliver(_ touch: TouchEvent, toFirst: Bool) {
        let report = hands.handle(touch, isFirst: toFirst)
        if let delta = report.turn { turn(by: delta) }
        if report.grabbed {
            // The square stops where it is and is held.
            square.grab(at: time)
            tracker.reset()
        }
        if report.released { release(cancelled: false) }
        if square.isDragging { tracker.addPosition(angle, at: time) }
    }

    private mutating func turn(by delta: Double) {
        guard let held = square.raw, delta.isFinite else { return }
        square.drag(toRaw: held + delta)
    }

    private mutating func release(cancelled: Bool) {
        guard let held = square.raw else { return }
        let v = heldVelocity
        let projectedFrom = cancelled ? 0 : v
        turn(to: angleSnapping.target(from: Angle(radians: held), velocity: projectedFrom)?.radians ?? held, velocity: v)
    }

    /// Turns the square to `goal` (radians) on the tuned spring, from where
    /// it is with `velocity` (radians/s), and records the target.
    mutating func turn(to goal: Double, velocity: Double) {
        square.animate(to: goal, spring: tuning.spring(Tuned.spring), velocity: velocity, at: time, threshold: Self.restThreshold)
        kernel.state("target", goal * 180 / .pi)
    }

    /// The system took the touches: every finger is let go, no flick.
    private mutating func cancelAll() {
        let wasHeld = hands.cancel()
        kernel.releaseAll()
        if wasHeld { release(cancelled: true) }
    }

    // MARK: What time does

    /// The hands, whose recognizers keep time, and the square, which rests
    /// once its spring has settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&hands)
        visit(&square)
    }

    // MARK: What it shows

    /// `angle` (pinned), then `angularVelocity` and `target`; degrees and
    /// degrees/s, positive clockwise on screen.
    public var state: InteractionValue {
        ["angle": .number(angle * 180 / .pi), "angularVelocity": .number(angularVelocity * 180 / .pi),
         "target": .number(target * 180 / .pi)]
    }

    /// `square`: the square's untransformed frame, points.
    public var layout: InteractionValue {
        ["square": .frame(restFrame)]
    }

    /// The square, turned by `angle` about its centre (gradient #FF28A5 → #7934CF).
    public var scene: [Layer] {
        [Layer("square", frame: restFrame, cornerRadius: Self.cornerRadius, fill: Color(hex: 0xFF28A5),
               gradientEnd: Color(hex: 0x7934CF), rotation: Angle(radians: angle), shadow: true)]
    }
}
