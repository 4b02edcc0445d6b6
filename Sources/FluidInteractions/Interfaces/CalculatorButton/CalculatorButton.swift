import FluidAnimation
import FluidGestures
import FluidPhysics

/// The calculator button (the WWDC18 talk "Designing Fluid Interfaces"): a round key that lights up the
/// instant a finger lands on it and fades back after, however fast it is
/// tapped.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct CalculatorButton: InteractionBehavior {
    /// `calculator-button`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "calculator-button"
    /// The button's diameter, points.
    public static let diameter: Double = 75
    /// The colour at rest (#333333).
    public static let normalColor = Color(hex: 0x333333)
    /// The colour while touched (#737373).
    public static let highlightedColor = Color(hex: 0x737373)
    /// The label the key shows.
    public static let label = "9"

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>

    /// The button's frame, points.
    public let frame: Rect
    /// Taps counted so far (lifts inside).
    public internal(set) var taps = 0

    var tracker: ControlTracker
    /// Lit while the finger is inside, fading back on the tuned curve.
    var lights: ControlHighlight

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let c = viewport.safeCenter
        let d = Self.diameter
        frame = Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)
        let untuned = Tuning()
        tracker = ControlTracker(bounds: frame, hitExpansion: 0, trackingExpansion: untuned.number(Tuned.trackingExpansion))
        lights = ControlHighlight(fadeDuration: untuned.number(Tuned.fadeDuration), fadeCurve: untuned.timingCurve(Tuned.fadeCurve))
    }

    // MARK: State

    /// Whether a touch is inside the button now (it is drawn fully lit).
    public var isHighlighted: Bool { tracker.isHighlighted }

    /// The highlight, 0 (#333333) … 1 (#737373), at the model's time.
    public var highlight: Double { lights.value(at: time) }

    /// How fast the highlight changes, per second (negative while fading).
    public var highlightVelocity: Double { lights.velocity(at: time) }

    /// The button's colour now.
    public var color: Color {
        Self.normalColor.interpolated(to: Self.highlightedColor, fraction: highlight)
    }

    // MARK: What a touch does

    /// A finger landing on the button (its square) presses it.
    public func role(forTouchAt location: Point) -> PrimaryTouch? {
        !kernel.isHeld(.primary) && tracker.contains(location, expansion: 0) ? .primary : nil
    }

    /// Lights at once on touch-down and drag-in; fades on lift, drag-out
    /// and cancel; counts a lift inside as a tap.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in tracker.handle(touch) {
            if event == .touchUpInside { kernel.change(&taps, to: taps + 1, recording: "taps") }
            if let lit = lights.apply(event, at: time) { kernel.state("highlighted", lit) }
        }
    }

    // MARK: What time does

    /// The tracker, whose clock time keeps, and the lights, whose fade is
    /// dropped once it has settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&tracker)
        visit(&lights)
    }

    // MARK: What it shows

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        let tracking: String
        switch tracker.state {
        case .idle: tracking = "idle"
        case .trackingInside: tracking = "inside"
        case .trackingOutside: tracking = "outside"
        }
        return ["highlighted": .bool(isHighlighted), "highlight": .number(highlight), "taps": .init(taps),
                "velocity": .number(highlightVelocity), "tracking": .string(tracking)]
    }

    /// The named frames of the layout (`fluid layout`), points.
    public var layout: InteractionValue {
        ["button": .frame(frame)]
    }

    /// The caption under the button, points.
    private var captionFrame: Rect {
        Rect(x: frame.midX - 100, y: frame.maxY + 20, width: 200, height: 22)
    }

    /// What a renderer draws now, back to front.
    public var scene: [Layer] {
        [
            Layer("button", frame: frame, cornerRadius: Self.diameter / 2, fill: color,
                  text: Self.label, textColor: .white, fontSize: 36),
            Layer("taps", frame: captionFrame, text: taps == 1 ? "1 tap" : "\(taps) taps",
                  textColor: Color(red: 0.6, green: 0.6, blue: 0.6), fontSize: 15),
        ]
    }
}
