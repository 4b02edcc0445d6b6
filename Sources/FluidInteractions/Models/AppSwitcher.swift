import FluidAnimation
import FluidGestures
import FluidPhysics

/// Acceleration pausing (the WWDC18 talk "Designing Fluid Interfaces"): the home indicator's "swipe up and
/// hold" — a card dragged up that reveals the app switcher the moment the
/// finger pauses, before it lifts.
///
/// **Layout.** A 160 × 160 pt card (corner radius 32) whose resting centre
/// is 180 pt below the safe area's centre (`card`); a "PAUSED" label, 200 ×
/// 24 pt, centred horizontally with its centre 40 pt below the safe area's
/// top (`label`).
///
/// **Behaviour.**
/// - A touch on the card (its current frame, also while it springs back)
///   begins the drag at once (an instant pan).
/// - The card's vertical `offset` follows the raw vertical drag d: down
///   (d > 0) it rubber-bands as d^0.7; up it moves freely for 360 pt, then
///   rubber-bands as −360 − (|d| − 360)^0.7 (the demo app's mapping).
/// - **Pause.** The finger's vertical position feeds a `PauseDetector` (a
///   stop is a loss of 85 % of the speed over the time the earlier speed
///   needed to cover 8 points, after at least 50 points of travel; see its
///   documentation). The first pause of a gesture reveals the switcher:
///   `paused` becomes true with a state event and a **light** haptic, and
///   the label fades in (`revealed` → 1, a bounce-free 0.2 s spring). At
///   most once per gesture. The switcher stays shown after the release and
///   is dismissed by the next touch-down (`paused` false, with an event;
///   the label fades out).
/// - **A finger held perfectly still** sends no events; after 10 ms
///   without one, the model gives the detector a resting sample every
///   10 ms (up to 0.5 s), at exact instants derived from the touches
///   alone, so the pause is found at the same instant at any frame rate.
///   (Twice 10 ms is longer than a 60 Hz digitizer's 16.7 ms between
///   reports, so a moving finger is never mistaken for a still one.)
/// - Released (ended or cancelled), the card springs back to offset 0
///   (response 0.3 s, ζ 0.8) from the offset shown with the velocity shown
///   (the finger's times the mapping's slope): continuous. A touch during
///   the spring catches the card where it is (the mapping is inverted), no
///   jump.
///
/// **Measured detection latency** (from the instant the finger stops to
/// the `paused` event; `AppSwitcherTests.pauseLatency` prints it, for eight
/// stop instants across one report interval at 60 and at 120 Hz):
///
/// | stop | mean | range | 60 Hz / 120 Hz mean |
/// |---|---|---|---|
/// | 1000 pt/s, dead stop, the still finger still reported | **20 ms** | 15–29 ms | 22 / 18 ms |
/// | 1000 pt/s, dead stop, then no reports (resting samples) | **23 ms** | 15–33 ms | 25 / 21 ms |
/// | 1000 pt/s braking linearly to 0 over 0.3 s | **77 ms** | 65–91 ms | 80 / 73 ms |
///
/// A sharp stop is answered within two or three reports; a slow stop later,
/// once the stillness is unambiguous. A steady 80 pt/s drag (60, 120 and
/// 240 Hz, with and without noise) never pauses.
public struct AppSwitcher: AreaTouchedBehavior {
    /// "app-switcher".
    public static let interfaceName = "app-switcher"
    /// The card's side, points.
    public static let side: Double = 160
    /// The card's corner radius, points.
    public static let cornerRadius: Double = 32
    /// How far below the safe area's centre the card rests, points.
    public static let restDrop: Double = 180
    /// How far up the card moves freely before it rubber-bands, points (2 × `restDrop`).
    public static let freeTravel: Double = 360
    /// The spring back to rest (response 0.3 s, ζ 0.8: the demo app's).
    public static let spring = Spring(response: 0.3, dampingRatio: 0.8)
    /// The label's fade (response 0.2 s, ζ 1: no overshoot).
    public static let revealSpring = Spring(response: 0.2, dampingRatio: 1)
    /// Silence after which a still finger is given a resting sample, and the
    /// spacing of those samples, seconds.
    public static let restSampleInterval: Double = 0.01
    /// How long resting samples continue after the last touch report, seconds.
    public static let restSamplingLimit: Double = 0.5

    /// How far up the card must be (offset ≤ −50 pt) for a pause to
    /// reveal the switcher: the WWDC18 talk's rule is a pause at least 50
    /// points toward the switcher. A downward or smaller drag never reveals it.
    public static let revealTravel: Double = 50
    /// The card's resistance: free for `freeTravel` points up, the demo
    /// app's power curve past either end.
    public static let band = PowerRubberBand(range: -freeTravel...0)

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The interface's time, events and finger.
    public var kernel = InteractionKernel<PrimaryTouch>()
    /// The card's frame at rest, points.
    public let restFrame: Rect
    /// The "PAUSED" label's frame, points.
    public let labelFrame: Rect
    /// Whether the finger has paused in this gesture (the switcher shows).
    public private(set) var paused = false

    private var pan = InstantPanRecognizer()
    private var detector = PauseDetector()
    private var card = DraggedValue(restingAt: 0.0, resistance: AppSwitcher.band)
    /// The label's fade: at rest at 0 until the first pause retargets it.
    private var reveal = SpringAnimation(spring: AppSwitcher.revealSpring, from: 0.0, to: 0, startTime: 0, threshold: .opacity)
    private var nextRestSample: Double?
    private var lastReport = 0.0

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let c = viewport.safeCenter, s = Self.side
        restFrame = Rect(x: c.x - s / 2, y: c.y + Self.restDrop - s / 2, width: s, height: s)
        labelFrame = Rect(x: c.x - 100, y: viewport.safeBounds.minY + 40 - 12, width: 200, height: 24)
    }

    // MARK: State

    /// The card's vertical offset from rest now, points (y down).
    public var offset: Double { card.value(at: time) }

    /// The offset's velocity now, points/s.
    public var velocity: Double { card.velocity(at: time, finger: pan.velocity(at: time).dy) }

    /// How far the switcher's label has faded in, 0…1.
    public var revealed: Double { Swift.min(Swift.max(reveal.value(at: time), 0), 1) }

    /// Whether a finger holds the card.
    public var isDragging: Bool { card.isDragging }

    /// The card's frame now, points.
    public var frame: Rect {
        Rect(x: restFrame.minX, y: restFrame.minY + offset, width: restFrame.width, height: restFrame.height)
    }

    /// True when the card rests, the label has stopped fading and no finger holds it.
    public var isSettled: Bool {
        card.phase == .resting && reveal.isSettled(at: time)
    }

    // MARK: What a touch does

    /// A finger on the card (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Follows the finger, feeds the pause detector, and springs home on release.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in pan.handle(touch) {
            switch event {
            case .began(let value):
                card.grab(at: time)
                if paused {
                    paused = false
                    kernel.state("paused", .bool(false))
                    reveal.retarget(to: 0, at: time)
                }
                detector.reset()
                report(value)
            case .changed(let value):
                card.drag(by: value.translation.dy)
                report(value)
            case .ended(let value), .cancelled(let value):
                guard card.isDragging else { break }
                nextRestSample = nil
                card.drag(by: value.translation.dy)
                card.animate(to: 0, spring: Self.spring, velocity: card.velocity(at: time, finger: value.velocity.dy), at: time)
            }
        }
    }

    private mutating func report(_ value: InstantPanRecognizer.Value) {
        guard !paused else { return }
        lastReport = value.time
        nextRestSample = value.time + Self.restSampleInterval
        if case .paused = detector.addPosition(Point(x: 0, y: value.location.y), at: value.time) { pause() }
    }

    private mutating func pause() {
        guard isDragging, !paused, offset <= -Self.revealTravel else { return }
        paused = true
        nextRestSample = nil
        kernel.haptic(.light)
        kernel.state("paused", .bool(true))
        reveal.retarget(to: 1, at: time)
    }

    // MARK: What time does

    /// Keeps the recognizer's clock and rests the card once its spring has settled.
    public mutating func timeDidAdvance() {
        _ = pan.advance(to: time)
        card.settle(at: time)
    }

    /// The next resting sample for a finger held still.
    public var nextDeadline: Double? { nextRestSample }

    /// Gives the detector a resting sample, and schedules the next one.
    public mutating func deadlineArrived() {
        let due = time
        let event = detector.advance(to: due)
        nextRestSample = due + Self.restSampleInterval <= lastReport + Self.restSamplingLimit
            ? due + Self.restSampleInterval : nil
        if case .paused = event { pause() }
    }

    // MARK: What it shows

    /// `paused` (pinned), then `offset`, `velocity` and `revealed`.
    public var state: InteractionValue {
        .object([
            .init("paused", .bool(paused)),
            .init("offset", .number(offset)),
            .init("velocity", .number(velocity)),
            .init("revealed", .number(revealed)),
        ])
    }

    /// `card` (its frame at rest) and `label`, points.
    public var layout: InteractionValue {
        .object([.init("card", .frame(restFrame)), .init("label", .frame(labelFrame))])
    }

    /// The label, then the card where it is now.
    public var scene: [Layer] {
        [
            Layer("label", frame: labelFrame, opacity: revealed, text: "PAUSED", textColor: .white, fontSize: 16),
            Layer("card", frame: frame, cornerRadius: Self.cornerRadius, fill: Color(hex: 0x64FF8F),
                  gradientEnd: Color(hex: 0x51FFEA), shadow: true),
        ]
    }
}
