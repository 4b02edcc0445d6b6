import FluidAnimation
import FluidGestures
import FluidPhysics

/// Acceleration pausing (the WWDC18 talk "Designing Fluid Interfaces"): the home indicator's "swipe up and
/// hold" — an app's card dragged up that reveals the app switcher the moment
/// the finger pauses, before it lifts; lifted after the pause, the card
/// lands in the switcher (as iOS does).
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct AppSwitcher: AreaTouchedBehavior, PanBehavior {
    /// `app-switcher`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "app-switcher"
    /// The card's side, points.
    public static let side: Double = 160
    /// The card's corner radius at full size, points.
    public static let cornerRadius: Double = 32
    /// How far below the safe area's centre the card rests, points.
    public static let restDrop: Double = 180
    /// How far up the card moves freely before it rubber-bands, points (2 × `restDrop`).
    public static let freeTravel: Double = 360
    /// A card's scale in the switcher (unitless).
    public static let switcherScale: Double = 0.6
    /// The gap between the switcher's cards, points.
    public static let switcherSpacing: Double = 12
    /// How far out the other apps start before they slide in, points.
    public static let switcherSlide: Double = 40
    /// The other apps' slots in the switcher's row, left to right (the dragged app's is 0).
    public static let neighbours = [-2, -1, 1, 2]
    /// The card's resistance: free for `freeTravel` points up, the demo
    /// app's power curve past either end.
    public static let band = PowerRubberBand(range: -freeTravel...0)

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()
    /// The card's frame at rest (full screen), points.
    public let restFrame: Rect
    /// The switcher's caption, "App Switcher", which fades in with the row:
    /// 200 × 24 pt, centred, 28 pt below the top of the safe area (`fluid layout`'s `label`).
    public let labelFrame: Rect
    /// The switcher's row of cards: slot 0 is where the dragged app lands.
    public let switcherRow: CardRow
    /// Whether the finger has paused in this gesture (the switcher shows).
    public internal(set) var paused = false
    /// Whether the card was lifted after a pause: it rests in (or heads to)
    /// its slot in the switcher, until the next touch on it.
    public internal(set) var inSwitcher = false

    /// When the finger pauses, with the tuned rule and thresholds (`tuningDidChange(from:)`).
    var pauses = PauseWatch()
    var card = DraggedValue(restingAt: 0.0, resistance: AppSwitcher.band)
    /// The switcher's reveal: at rest at 0 until the first pause retargets it.
    var reveal = SpringAnimation(spring: Tuning().spring(Tuned.revealSpring), from: 0.0, to: 0, startTime: 0, threshold: .opacity)

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let c = viewport.safeCenter, s = Self.side, k = Self.switcherScale
        restFrame = Rect(x: c.x - s / 2, y: c.y + Self.restDrop - s / 2, width: s, height: s)
        labelFrame = Rect(x: c.x - 100, y: viewport.safeBounds.minY + 40 - 12, width: 200, height: 24)
        switcherRow = CardRow(center: c, cardSize: Size(width: s * k, height: s * k),
                              spacing: Self.switcherSpacing, slide: Self.switcherSlide)
    }

    // MARK: State

    /// The card's vertical offset from rest now, points (y down).
    public var offset: Double { card.value(at: time) }

    /// The offset of the card's slot in the switcher, points (−180).
    public var slotOffset: Double { switcherRow.center.y - restFrame.midY }

    /// The offset's velocity now, points/s.
    public var velocity: Double { card.velocity(at: time, finger: fingerVelocity.dy) }

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

    // MARK: What a touch does

    /// A finger on the card (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Follows the finger and watches its height for a pause until one is
    /// taken; on release, lands in the switcher after a pause, or springs
    /// back to full screen.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        let release = card.follow(pan, along: { $0.dy }, at: time)
        if case .began = pan {
            kernel.change(&paused, to: false, recording: "paused")
            kernel.change(&inSwitcher, to: false, recording: "inSwitcher")
            reveal.retarget(to: 0, at: time)
        }
        if !paused, pauses.follow(pan, watching: { Point(x: 0, y: $0.location.y) }) { pause() }
        guard let velocity = release else { return }
        card.animate(to: paused ? slotOffset : 0, spring: tuning.spring(Tuned.spring), velocity: velocity, at: time)
        kernel.change(&inSwitcher, to: paused, recording: "inSwitcher")
    }

    /// Reveals the switcher if the card is far enough up (see ``Tuned/revealTravel``).
    private mutating func pause() {
        guard isDragging, !paused, offset <= -tuning.number(Tuned.revealTravel) else { return }
        paused = true
        pauses.stop()
        kernel.haptic(.light)
        kernel.state("paused", true)
        reveal.retarget(to: 1, at: time)
    }

    // MARK: What time does

    /// The card, which rests once its spring has settled; the switcher's
    /// reveal; the pause watch, whose resting samples are deadlines.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&card)
        visit(&reveal)
        visit(&pauses)
    }

    /// Gives the pause watch a resting sample (it schedules the next one).
    public mutating func deadlineArrived() {
        if pauses.restingSample(at: time) { pause() }
    }

    // MARK: What it shows

    /// `paused` (pinned), then `offset`, `velocity`, `revealed`, `inSwitcher` and `scale`.
    public var state: InteractionValue {
        ["paused": .bool(paused), "offset": .number(offset), "velocity": .number(velocity), "revealed": .number(revealed),
         "inSwitcher": .bool(inSwitcher), "scale": .number(scale)]
    }

    /// `card` (its frame at rest), `label` (the switcher's caption) and
    /// `switcher` (the row's slots, left to right), points.
    public var layout: InteractionValue {
        ["card": .frame(restFrame), "label": .frame(labelFrame),
         "switcher": .init((-2...2).map { switcherRow.frame(ofSlot: $0) })]
    }

    /// The switcher's caption and the other apps (sliding and fading in with
    /// `revealed`), then the card where it is now.
    public var scene: [Layer] {
        let r = revealed
        var layers = Self.neighbours.enumerated().map { n, slot in
            Layer("app.\(slot)", frame: switcherRow.frame(ofSlot: slot, revealed: r),
                  cornerRadius: Self.cornerRadius * Self.switcherScale, fill: Self.appColors[n].0,
                  gradientEnd: Self.appColors[n].1, opacity: r, shadow: true)
        }
        layers.insert(Layer("label", frame: labelFrame, opacity: r, text: "App Switcher", textColor: .white, fontSize: 16), at: 0)
        layers.append(Layer("card", frame: frame, cornerRadius: Self.cornerRadius * scale, fill: Color(hex: 0x64FF8F),
                            gradientEnd: Color(hex: 0x51FFEA), shadow: true))
        return layers
    }

    private static let appColors = [(Color(hex: 0x64CCF7), Color(hex: 0x5A6CF7)), (Color(hex: 0xF2F23A), Color(hex: 0xF7A51C)),
                                    (Color(hex: 0xFF7AA8), Color(hex: 0xC66BFF)), (Color(hex: 0xFFB36B), Color(hex: 0xFF6B6B))]
}
