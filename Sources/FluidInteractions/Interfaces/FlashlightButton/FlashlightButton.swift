import FluidAnimation
import FluidGestures
import FluidPhysics

/// The lock screen's flashlight button (the WWDC18 talk "Designing Fluid Interfaces"): a small round button
/// that has to be *meant*. It grows as it is pressed harder, arms with a
/// light tap of haptics, and switches the light when the press eases off,
/// with a firmer one, like the click of a physical switch.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct FlashlightButton: InteractionBehavior {
    /// `flashlight-button`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "flashlight-button"
    /// The button's diameter at rest, points.
    public static let diameter: Double = 50
    /// The button's diameter at full force, points.
    public static let maximumDiameter: Double = 92
    /// Scale gained per unit of force: 92/50 − 1 = 0.84.
    public static let scalePerForce: Double = maximumDiameter / diameter - 1
    /// Distance from the safe area's bottom edge to the button's centre, points.
    public static let bottomOffset: Double = 120
    /// How far from the centre, in the button's unscaled coordinates, the
    /// finger may move before the touch is abandoned, points (50/2 + 20).
    public static let cancelRadius: Double = 45
    /// The spring back to scale 1 (ζ 0.4, response 0.2 s: the demo app's).
    public static let resetSpring = Spring(response: 0.2, dampingRatio: 0.4)
    /// The spring with which a new press takes over a moving scale (ζ 1, response 0.2 s).
    public static let catchSpring = Spring(response: 0.2, dampingRatio: 1)
    /// The spring of the colour (ζ 1, response 0.2 s).
    public static let colorSpring = Spring(response: 0.2, dampingRatio: 1)
    /// The fill's grey level when off (sRGB white 0.2).
    public static let offWhite: Double = 0.2
    /// The fill's grey level when on (sRGB white 0.95).
    public static let onWhite: Double = 0.95
    /// How much the grey level drops per unit of force while off.
    public static let whitePerForce: Double = 0.2
    /// When a grey level counts as settled: 0.001 (a quarter of one 8-bit step).
    static let whiteThreshold = RestThreshold(value: 0.001)

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>

    /// The button's centre, points.
    public let center: Point
    /// Whether the light is on.
    public private(set) var isOn = false
    /// The force of the press, 0…1 (0 when not pressed).
    public private(set) var force: Double = 0
    /// Whether a finger presses the button.
    public private(set) var isPressed = false

    var recognizer = ForcePressRecognizer()
    /// Whether the press's force is synthesised from time.
    var isSynthetic = false
    /// The exact instant a synthetic force reaches the activation force.
    var activationDue: Double?
    /// Displayed scale − 1 − 0.84·force: the motion still to fade out.
    var scaleOffset = SpringOffset()
    /// Displayed grey level − the level the state asks for.
    var whiteOffset = SpringOffset()
    /// Scale gained per unit of force in force: ``scalePerForce`` untuned,
    /// else the tuned maximum diameter (points) over ``diameter`` − 1.
    var growth = FlashlightButton.scalePerForce

    /// A model laid out in `viewport` (see the type's layout), off, at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let safe = viewport.safeBounds
        center = Point(x: safe.midX, y: safe.maxY - Self.bottomOffset)
    }

    // MARK: State

    /// The rate of the force, per second: the synthetic ramp's, else 0 (a
    /// measured force changes in steps, with the touches).
    var forceRate: Double {
        isPressed && isSynthetic && force < 1 ? 1 / recognizer.syntheticRamp : 0
    }

    /// The scale the press asks for (1 when not pressed).
    var baseScale: Double { isPressed ? 1 + growth * force : 1 }
    /// Its rate, per second.
    var baseScaleVelocity: Double { growth * forceRate }
    /// The grey level the state asks for.
    var baseWhite: Double {
        if isOn { return Self.onWhite }
        return isPressed ? Self.offWhite - Self.whitePerForce * force : Self.offWhite
    }
    /// Its rate, per second.
    var baseWhiteVelocity: Double { isOn ? 0 : -Self.whitePerForce * forceRate }

    /// The displayed scale (1 at rest).
    public var scale: Double { baseScale + scaleOffset.value(at: time) }
    /// How fast the scale changes, per second.
    public var scaleVelocity: Double { baseScaleVelocity + scaleOffset.velocity(at: time) }
    /// The displayed grey level of the fill, sRGB 0…1.
    public var white: Double { baseWhite + whiteOffset.value(at: time) }
    /// How fast the grey level changes, per second.
    public var whiteVelocity: Double { baseWhiteVelocity + whiteOffset.velocity(at: time) }

    /// The force press's state: "reset" (also when not pressed), "activated" or "confirmed".
    public var forceState: String {
        switch recognizer.state {
        case .idle, .reset: return "reset"
        case .activated: return "activated"
        case .confirmed: return "confirmed"
        }
    }

    // MARK: What a touch does

    /// A finger landing on the button where it is now (its scaled square) presses it.
    public func role(forTouchAt location: Point) -> PrimaryTouch? {
        !kernel.isHeld(.primary) && hits(location) ? .primary : nil
    }

    /// Feeds the press to the force recognizer; a finger straying past the
    /// cancel radius abandons the press.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        if touch.phase == .moved || touch.phase == .stationary, isBeyondCancelRadius(touch.location) {
            apply(recognizer.cancel())
            return
        }
        apply(recognizer.handle(touch))
        if touch.phase == .began, !isPressed { kernel.release(.primary) }
    }

    func hits(_ point: Point) -> Bool {
        let half = Self.diameter / 2 * Swift.max(scale, 0)
        return Swift.abs(point.x - center.x) <= half && Swift.abs(point.y - center.y) <= half
    }

    /// Whether `point` is farther than the cancel radius (points, tuned;
    /// ``cancelRadius`` untuned) from the centre in the button's unscaled
    /// coordinates.
    func isBeyondCancelRadius(_ point: Point) -> Bool {
        let s = scale
        let d = center.distance(to: point)
        let radius = tuning.number(Tuned.cancelRadius)
        return s > 0 ? d / s > radius : d > radius
    }

    /// The finger wandered off: stop following it, with no toggle.
    /// Applies the recognizer's events in order.
    private mutating func apply(_ recognized: GestureEvents<ForcePressRecognizer.Event>) {
        for event in recognized {
            switch event {
            case .began(let s):
                let before = shown
                isPressed = true
                isSynthetic = s.isSynthetic
                force = s.force
                activationDue = isSynthetic ? recognizer.syntheticActivationTime(pressedAt: s.time).map { Swift.max($0, time) } : nil
                grab(from: before, scaleSpring: tuning.spring(Tuned.catchSpring))
            case .changed(let s):
                force = s.force
            case .activated(let s):
                force = s.force
                kernel.haptic(.light)
            case .confirmed(let s):
                force = s.force
                toggleLight()
            case .ended(let s):
                force = s.force
                release()
            case .cancelled:
                release()
            }
        }
    }

    /// The light turns on or off, with the medium haptic; the colour
    /// springs from what is shown to the new state's.
    mutating func toggleLight() {
        let before = shown
        isOn.toggle()
        kernel.haptic(.medium)
        kernel.state("isOn", isOn)
        grab(from: before, scaleSpring: nil)
    }

    /// The press is over (lifted, cancelled or abandoned): spring back to rest.
    private mutating func release() {
        let before = shown
        isPressed = false
        force = 0
        kernel.release(.primary)
        activationDue = nil
        grab(from: before, scaleSpring: tuning.spring(Tuned.resetSpring))
    }

    /// The displayed scale and grey level, each with its rate.
    var shown: (scale: (value: Double, velocity: Double), white: (value: Double, velocity: Double)) {
        ((scale, scaleVelocity), (white, whiteVelocity))
    }

    /// After the state changed at `time`, starts offsets that carry the
    /// displayed values on from `before` (value and rate) toward what the
    /// new state asks for: the scale on `scaleSpring` (nil: it did not
    /// change), the colour on the colour spring (``colorSpring`` untuned).
    private mutating func grab(from before: (scale: (value: Double, velocity: Double), white: (value: Double, velocity: Double)),
                                   scaleSpring: Spring?) {
        if let spring = scaleSpring {
            scaleOffset.grab(from: before.scale, base: (baseScale, baseScaleVelocity), spring: spring, threshold: .scale, at: time)
        }
        whiteOffset.grab(from: before.white, base: (baseWhite, baseWhiteVelocity), spring: tuning.spring(Tuned.colorSpring),
                             threshold: Self.whiteThreshold, at: time)
    }

    // MARK: What time does

    /// The scale's and the colour's springs, dropped once they have settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&scaleOffset)
        visit(&whiteOffset)
    }

    /// Lets the recognizer's clock run: it reports what force and time cause.
    public mutating func timeDidAdvance() {
        apply(recognizer.advance(to: time))
    }

    /// The instant a force-less press (a mouse, a finger without pressure)
    /// activates, nil otherwise.
    public var nextDeadline: Double? { activationDue }

    /// The synthetic activation has been reached (`timeDidAdvance` let the
    /// recognizer see it).
    public mutating func deadlineArrived() {
        activationDue = nil
    }
}
