import FluidAnimation
import FluidGestures
import FluidPhysics

/// Rubber banding (the WWDC18 talk "Designing Fluid Interfaces"): a square that can be pulled up or down
/// but does not want to move; the farther it is pulled, the less it follows,
/// and it springs home when let go.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct RubberBandDemo: AreaTouchedBehavior, PanBehavior {
    /// The rubber-band curves the demo can use.
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        /// The demo app's sign(d)·|d|^0.7 (`PowerRubberBand`): unbounded.
        case power
        /// UIScrollView's d·c·D/(D + c·|d|) with c = 0.55 and D the safe
        /// area's height (`RubberBand`): never reaches D.
        case bounded
    }

    /// `rubber-band`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "rubber-band"
    /// The square's side, points.
    public static let side: Double = 160
    /// The square's corner radius, points.
    public static let cornerRadius: Double = 32
    /// The spring home (response 0.3 s, ζ 0.6: the demo app's).
    public static let spring = Spring(response: 0.3, dampingRatio: 0.6)

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()
    /// The curve that maps the drag to the offset shown (`.bounded` by
    /// default): the tunable ``RubberBandDemo/Tuned/curve``, which a change sets too. A
    /// change re-maps a drag under way at once (a retuning instead keeps
    /// the offset shown where it is).
    public var curve: Curve {
        get { selectedCurve }
        set {
            selectedCurve = newValue
            // A choice among the tunable's own: the tuning cannot refuse it.
            try? kernel.tuning.set(Tuned.curve, to: .choice(newValue.rawValue))
            square.resistance = resistance(for: newValue)
        }
    }
    /// The curve in force (see `curve`).
    var selectedCurve = Curve.bounded

    /// The square's frame at rest, points.
    public let restFrame: Rect
    /// The bounded curve's dimension: the safe area's height (at least 1), points.
    public let dimension: Double

    var square: DraggedValue<RubberBandCurve>

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let c = viewport.safeCenter, s = Self.side
        restFrame = Rect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s)
        dimension = Swift.max(viewport.safeBounds.height, 1)
        square = DraggedValue(restingAt: 0, resistance: .bounded(RubberBand(range: 0...0, dimension: dimension)))
    }

    /// The resistance of `curve`: past 0 both ways, with the tuned
    /// exponent or constant (unitless; `PowerRubberBand.defaultExponent`
    /// and `RubberBand.defaultConstant` untuned), points.
    public func resistance(for curve: Curve) -> RubberBandCurve {
        switch curve {
        case .power: return .power(PowerRubberBand(exponent: tuning.number(Tuned.powerExponent)))
        case .bounded: return .bounded(RubberBand(range: 0...0, dimension: dimension, constant: tuning.number(Tuned.rubberBandConstant)))
        }
    }

    // MARK: State

    /// The vertical offset shown now, points (y down; 0 at rest).
    public var offset: Double { square.value(at: time) }

    /// The offset's velocity now, points/s (while dragged, the finger's
    /// vertical velocity times the curve's slope).
    public var velocity: Double { square.velocity(at: time, finger: fingerVelocity.dy) }

    /// Whether a finger holds the square.
    public var isDragging: Bool { square.isDragging }

    /// The square's frame now, points.
    public var frame: Rect {
        Rect(x: restFrame.minX, y: restFrame.minY + offset, width: restFrame.width, height: restFrame.height)
    }

    // MARK: What a touch does

    /// A finger on the square (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Follows the finger through the curve; springs home on release.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        if case .began = pan { kernel.state("dragging", true) }
        guard let velocity = square.follow(pan, along: { $0.dy }, at: time) else { return }
        square.animate(to: 0, spring: tuning.spring(Tuned.spring), velocity: velocity, at: time)
        kernel.state("dragging", false)
    }

    // MARK: What time does

    /// The square, which rests once its spring has settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&square)
    }

    // MARK: What it shows

    /// `offset` (pinned), then `velocity`, `dragging` and `curve`.
    public var state: InteractionValue {
        ["offset": .number(offset), "velocity": .number(velocity), "dragging": .bool(isDragging),
         "curve": .string(curve.rawValue)]
    }

    /// `square`: the square's frame at rest, points.
    public var layout: InteractionValue {
        ["square": .frame(restFrame)]
    }

    /// The square where it is now (gradient #FF5B50 → #FFC950).
    public var scene: [Layer] {
        [Layer("square", frame: frame, cornerRadius: Self.cornerRadius, fill: Color(hex: 0xFF5B50),
               gradientEnd: Color(hex: 0xFFC950), shadow: true)]
    }
}
