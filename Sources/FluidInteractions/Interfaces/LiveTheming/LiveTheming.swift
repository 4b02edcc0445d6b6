import FluidAnimation
import FluidGestures
import FluidPhysics

/// Threads' live theming ("On Building a Fluid User Interface"): five themes and an automatic mode that
/// follows the system's light or dark appearance; a switch re-colours every
/// bound view in place, cross-fading in linear light.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:ThreadsInterfaces>.
public struct LiveTheming: AnywhereTouchedBehavior {
    /// `live-theming`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "live-theming"
    /// A swatch's diameter, points.
    public static let swatchSize: Double = 44
    /// Side margin and the gap under the header, points.
    public static let margin: Double = 16
    /// A message card's height, points.
    public static let cardHeight: Double = 80
    /// Gap between cards, points.
    public static let cardSpacing: Double = 12
    /// Number of message cards.
    public static let cardCount = 3
    /// The spring of the colours' cross-fade (response 0.3 s, ζ 1: no
    /// overshoot; `PaletteFade.Curve.standard`).
    public static let fadeSpring = Spring(response: 0.3, dampingRatio: 1)
    /// The length of the cross-fade when it runs on the ease-in-out curve
    /// instead of the spring (`Tuned.fadeCurve`), seconds.
    public static let fadeDuration: Double = 0.3

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// What the user chose.
    public private(set) var selection: ThemeSelection = .automatic
    /// The system's appearance as last reported (light until told).
    public private(set) var appearance: SystemEvent.Appearance = .light

    /// The swatches' frames: one per theme in `Theme.allCases` order, then automatic, points.
    public let swatchFrames: [Rect]
    /// The header bar's frame, points.
    public let headerFrame: Rect
    /// The message cards' frames, points.
    public let cardFrames: [Rect]
    /// The reset button's frame, points.
    public let resetFrame: Rect

    var fade: PaletteFade
    var tap = TapRecognizer()
    var views = PaletteBindings()

    /// Whether the colours were still fading at the last time step: the
    /// bindings are re-applied until one step after the fade settles.
    var bindingsFading = false
    typealias Style = PaletteBindings.Style

    /// A model laid out in `viewport` (see the type's layout), automatic, light, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let safe = viewport.safeBounds
        let size = Self.swatchSize
        let count = Double(Theme.allCases.count + 1)
        let step = Swift.max(0, (safe.width - 2 * Self.margin - size) / (count - 1))
        swatchFrames = (0..<Int(count)).map { i in
            Rect(x: safe.minX + Self.margin + Double(i) * step, y: safe.minY + Self.margin, width: size, height: size)
        }
        let width = Swift.max(0, safe.width - 2 * Self.margin)
        let header = Rect(x: safe.minX + Self.margin, y: safe.minY + Self.margin + size + 24, width: width, height: 56)
        headerFrame = header
        cardFrames = (0..<Self.cardCount).map { i in
            Rect(x: safe.minX + Self.margin, y: header.maxY + Self.margin + Double(i) * (Self.cardHeight + Self.cardSpacing),
                 width: width, height: Self.cardHeight)
        }
        let lastSlot = header.maxY + Self.margin + Double(Self.cardCount) * (Self.cardHeight + Self.cardSpacing) - Self.cardSpacing
        resetFrame = Rect(x: safe.minX + Self.margin, y: lastSlot + 24, width: 120, height: 44)
        let palette = ThemeSelection.automatic.theme(for: .light).palette
        fade = PaletteFade(palette: palette)
        views.bind("background", palette: palette) { Style(fill: $0.background, text: $0.text, accent: $0.accent) }
        views.bind("header", palette: palette, configure: Self.surface)
        for i in 0..<Self.cardCount { views.bind("card.\(i)", palette: palette, configure: Self.surface) }
        views.bind("reset", palette: palette) { Style(fill: $0.accent, text: $0.background, accent: $0.accent) }
    }

    /// The header's and the cards' binding: the palette's surface, text and accent.
    private static let surface: @Sendable (Palette) -> Style = { Style(fill: $0.surface, text: $0.text, accent: $0.accent) }

    // MARK: State

    /// The theme in effect (under automatic, the one the appearance selects).
    public var theme: Theme { selection.theme(for: appearance) }
    /// The palette now (mid-fade: the interpolated one).
    public var palette: Palette { fade.palette(at: time) }
    /// The palette's velocity now (linear-light components per second).
    public var paletteVelocity: Palette { fade.paletteVelocity(at: time) }
    /// The cross-fade's fraction now (1 at rest; see `PaletteFade`).
    public var fadeFraction: Double { fade.fraction(at: time) }
    /// The cross-fade fraction's velocity now, per second.
    public var fadeVelocity: Double { fade.fractionVelocity(at: time) }
    /// The number of live bindings (bound views).
    public var liveBindings: Int { views.count }
    /// The message cards still open, by index.
    public var openCards: [Int] {
        (0..<Self.cardCount).filter { views.contains("card.\($0)") }
    }

    // MARK: What a touch does

    /// A tap picks a swatch, closes a card or reopens the closed ones; an
    /// end at an unknown place cancels the tap.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        guard touch.location.x.isFinite, touch.location.y.isFinite else {
            _ = tap.cancel()
            return
        }
        for event in tap.handle(touch) {
            if case .recognized(let t) = event { tapped(at: t.location) }
        }
    }

    /// Advances to `time`, then applies a system event: an appearance
    /// change is recorded, and moves the theme when automatic; a motion
    /// preference is taken as every interface takes it.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        advance(to: time)
        switch event {
        case .appearance(let a):
            guard a != appearance else { return }
            let before = theme
            appearance = a
            kernel.state("appearance", a.rawValue)
            rethemed(from: before)
        case .motion(let preference):
            setMotionPreference(preference)
        }
    }

    private mutating func tapped(at point: Point) {
        if let index = swatchFrames.firstIndex(where: { $0.contains(point) }) {
            choose(index < Theme.allCases.count ? .fixed(Theme.allCases[index]) : .automatic)
        } else if let card = openCards.first(where: { cardFrames[$0].contains(point) }) {
            views.remove("card.\(card)")
            kernel.haptic(.light)
            kernel.state("liveBindings", views.count)
        } else if resetFrame.contains(point) {
            let closed = (0..<Self.cardCount).filter { !openCards.contains($0) }
            guard !closed.isEmpty else { return }
            let current = palette
            for card in closed { views.bind("card.\(card)", palette: current, before: "reset", configure: Self.surface) }
            kernel.haptic(.light)
            kernel.state("liveBindings", views.count)
        }
    }

    /// Chooses a theme, or automatic, as a tap on its swatch does: the
    /// selection haptic, and the cross-fade when the theme changes.
    mutating func choose(_ chosen: ThemeSelection) {
        kernel.haptic(.selection)
        guard chosen != selection else { return }
        let before = theme
        if chosen.isAutomatic != selection.isAutomatic {
            kernel.state("automatic", chosen.isAutomatic)
        }
        selection = chosen
        rethemed(from: before)
    }

    /// Starts the cross-fade when the theme in effect changed from `before`.
    private mutating func rethemed(from before: Theme) {
        let now = theme
        guard now != before else { return }
        kernel.state("theme", now.rawValue)
        fade.fade(to: now.palette, at: time)
        bindingsFading = !fade.isSettled(at: time)
        applyAll()
    }

    /// Re-applies every binding with the palette now.
    private mutating func applyAll() {
        views.apply(palette)
    }

    // MARK: What time does

    /// The tap, whose clock time keeps, and the colours' fade.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&tap)
        visit(&fade)
    }

    /// Re-applies the bindings while the colours fade.
    public mutating func timeDidAdvance() {
        if bindingsFading {
            applyAll()
            bindingsFading = !fade.isSettled(at: time)
        }
    }
}
