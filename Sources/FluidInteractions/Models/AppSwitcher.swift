import FluidAnimation
import FluidGestures
import FluidPhysics

/// Acceleration pausing (the WWDC18 talk "Designing Fluid Interfaces"): the home indicator's "swipe up and
/// hold" — an app's card dragged up that reveals the app switcher the moment
/// the finger pauses, before it lifts; lifted after the pause, the card
/// lands in the switcher (as iOS does).
///
/// **Layout.** A 160 × 160 pt card (corner radius 32) whose resting centre
/// is 180 pt below the safe area's centre (`card`). The switcher is a row of
/// cards at scale 0.6 (96 × 96 pt, 12 pt apart, `switcherRow`) centred on
/// the safe area's centre: the dragged app's slot in the middle (offset
/// −180 pt from rest, `slotOffset`), two other apps on each side.
///
/// **Behaviour.**
/// - A touch on the card (its current frame, also while it moves) begins
///   the drag at once (an instant pan).
/// - The card's vertical `offset` follows the raw vertical drag d: down
///   (d > 0) it rubber-bands as d^0.7; up it moves freely for 360 pt, then
///   rubber-bands as −360 − (|d| − 360)^0.7 (the demo app's mapping).
/// - **Pause.** The finger's vertical position feeds a `PauseDetector` (a
///   stop is a loss of 85 % of the speed over the time the earlier speed
///   needed to cover 8 points, after at least 50 points of travel; see its
///   documentation). The first pause of a gesture with the card at least
///   50 pt up reveals the switcher: `paused` becomes true with a state
///   event and a **light** haptic, and `revealed` springs 0 → 1 (response
///   0.3 s, ζ 1: no overshoot): the other apps slide in from 40 pt farther
///   out as they fade in, and the dragged card scales 1 → 0.6
///   (`scale` = 1 − 0.4 · `revealed`) about its centre while its centre
///   still follows the finger. At most once per gesture.
/// - **Lift.** Released (ended or cancelled) *after* the pause, the card
///   springs into its slot in the switcher (offset −180 pt; response 0.3 s,
///   ζ 0.8) and `inSwitcher` becomes true with a state event; the switcher
///   stays shown. (A cancel comes after the pause that already chose the
///   switcher, so it lands there too.) Released *without* a pause, the card
///   springs back to full screen, offset 0, with the same spring. Either
///   spring starts from the offset shown with the velocity shown (the
///   finger's times the mapping's slope): continuous.
/// - **Back to the app.** The next touch on the card (in the switcher,
///   or anywhere on its way) catches it where it is (the mapping is
///   inverted, no jump), and dismisses the switcher at once: `paused` and
///   `inSwitcher` become false (with events) and `revealed` springs back
///   to 0 from where it is, so the card grows back to full size under the
///   finger. A tap, or any gesture without a new pause, then springs the
///   card back to full screen; a new pause reveals the switcher again.
/// - **A finger held perfectly still** sends no events; after 10 ms
///   without one, the model gives the detector a resting sample every
///   10 ms (up to 0.5 s), at exact instants derived from the touches
///   alone, so the pause is found at the same instant at any frame rate.
///   (Twice 10 ms is longer than a 60 Hz digitizer's 16.7 ms between
///   reports, so a moving finger is never mistaken for a still one.)
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
    /// The card's corner radius at full size, points.
    public static let cornerRadius: Double = 32
    /// How far below the safe area's centre the card rests, points.
    public static let restDrop: Double = 180
    /// How far up the card moves freely before it rubber-bands, points (2 × `restDrop`).
    public static let freeTravel: Double = 360
    /// The spring back to rest and into the switcher (response 0.3 s, ζ 0.8: the demo app's).
    public static let spring = Spring(response: 0.3, dampingRatio: 0.8)
    /// The switcher's reveal (response 0.3 s, ζ 1: no overshoot).
    public static let revealSpring = Spring(response: 0.3, dampingRatio: 1)
    /// A card's scale in the switcher (unitless).
    public static let switcherScale: Double = 0.6
    /// The gap between the switcher's cards, points.
    public static let switcherSpacing: Double = 12
    /// How far out the other apps start before they slide in, points.
    public static let switcherSlide: Double = 40
    /// The other apps' slots in the switcher's row, left to right (the dragged app's is 0).
    public static let neighbours = [-2, -1, 1, 2]
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
    /// The card's frame at rest (full screen), points.
    public let restFrame: Rect
    /// The switcher's row of cards: slot 0 is where the dragged app lands.
    public let switcherRow: CardRow
    /// Whether the finger has paused in this gesture (the switcher shows).
    public private(set) var paused = false
    /// Whether the card was lifted after a pause: it rests in (or heads to)
    /// its slot in the switcher, until the next touch on it.
    public private(set) var inSwitcher = false

    private var pan = InstantPanRecognizer()
    private var detector = PauseDetector()
    private var card = DraggedValue(restingAt: 0.0, resistance: AppSwitcher.band)
    /// The switcher's reveal: at rest at 0 until the first pause retargets it.
    private var reveal = SpringAnimation(spring: AppSwitcher.revealSpring, from: 0.0, to: 0, startTime: 0, threshold: .opacity)
    private var nextRestSample: Double?
    private var lastReport = 0.0

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let c = viewport.safeCenter, s = Self.side, k = Self.switcherScale
        restFrame = Rect(x: c.x - s / 2, y: c.y + Self.restDrop - s / 2, width: s, height: s)
        switcherRow = CardRow(center: c, cardSize: Size(width: s * k, height: s * k),
                              spacing: Self.switcherSpacing, slide: Self.switcherSlide)
    }

    // MARK: State

    /// The card's vertical offset from rest now, points (y down).
    public var offset: Double { card.value(at: time) }

    /// The offset of the card's slot in the switcher, points (−180).
    public var slotOffset: Double { switcherRow.center.y - restFrame.midY }

    /// The offset's velocity now, points/s.
    public var velocity: Double { card.velocity(at: time, finger: pan.velocity(at: time).dy) }

    /// How far the switcher has come into view, 0…1: the other apps'
    /// opacity and slide, and the card's way from full size to the switcher's.
    public var revealed: Double { Swift.min(Swift.max(reveal.value(at: time), 0), 1) }

    /// The card's scale now: 1 at full size, `switcherScale` in the switcher.
    public var scale: Double { 1 - (1 - Self.switcherScale) * revealed }

    /// Whether a finger holds the card.
    public var isDragging: Bool { card.isDragging }

    /// The card's frame now (moved by `offset`, scaled about its centre), points.
    public var frame: Rect {
        let moved = Rect(x: restFrame.minX, y: restFrame.minY + offset, width: restFrame.width, height: restFrame.height)
        return moved.scaled(by: scale, about: moved.center)
    }

    /// True when the card rests, the switcher has stopped moving and no finger holds it.
    public var isSettled: Bool {
        card.phase == .resting && reveal.isSettled(at: time)
    }

    // MARK: What a touch does

    /// A finger on the card (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Follows the finger, feeds the pause detector; on release, lands in
    /// the switcher after a pause, or springs back to full screen.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in pan.handle(touch) {
            switch event {
            case .began(let value):
                card.grab(at: time)
                dismissSwitcher()
                detector.reset()
                report(value)
            case .changed(let value):
                card.drag(by: value.translation.dy)
                report(value)
            case .ended(let value), .cancelled(let value):
                guard card.isDragging else { break }
                nextRestSample = nil
                card.drag(by: value.translation.dy)
                let velocity = card.velocity(at: time, finger: value.velocity.dy)
                card.animate(to: paused ? slotOffset : 0, spring: Self.spring, velocity: velocity, at: time)
                if paused {
                    inSwitcher = true
                    kernel.state("inSwitcher", .bool(true))
                }
            }
        }
    }

    private mutating func dismissSwitcher() {
        if paused {
            paused = false
            kernel.state("paused", .bool(false))
        }
        if inSwitcher {
            inSwitcher = false
            kernel.state("inSwitcher", .bool(false))
        }
        reveal.retarget(to: 0, at: time)
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

    /// `paused` (pinned), then `offset`, `velocity`, `revealed`, `inSwitcher` and `scale`.
    public var state: InteractionValue {
        .object([
            .init("paused", .bool(paused)),
            .init("offset", .number(offset)),
            .init("velocity", .number(velocity)),
            .init("revealed", .number(revealed)),
            .init("inSwitcher", .bool(inSwitcher)),
            .init("scale", .number(scale)),
        ])
    }

    /// `card` (its frame at rest) and `switcher` (the row's slots, left to right), points.
    public var layout: InteractionValue {
        .object([
            .init("card", .frame(restFrame)),
            .init("switcher", .array((-2...2).map { .frame(switcherRow.frame(ofSlot: $0)) })),
        ])
    }

    /// The other apps (sliding and fading in with `revealed`), then the card where it is now.
    public var scene: [Layer] {
        let r = revealed
        var layers = Self.neighbours.enumerated().map { n, slot in
            Layer("app.\(slot)", frame: switcherRow.frame(ofSlot: slot, revealed: r),
                  cornerRadius: Self.cornerRadius * Self.switcherScale, fill: Self.appColors[n].0,
                  gradientEnd: Self.appColors[n].1, opacity: r, shadow: true)
        }
        layers.append(Layer("card", frame: frame, cornerRadius: Self.cornerRadius * scale, fill: Color(hex: 0x64FF8F),
                            gradientEnd: Color(hex: 0x51FFEA), shadow: true))
        return layers
    }

    private static let appColors = [(Color(hex: 0x64CCF7), Color(hex: 0x5A6CF7)), (Color(hex: 0xF2F23A), Color(hex: 0xF7A51C)),
                                    (Color(hex: 0xFF7AA8), Color(hex: 0xC66BFF)), (Color(hex: 0xFFB36B), Color(hex: 0xFF6B6B))]
}
