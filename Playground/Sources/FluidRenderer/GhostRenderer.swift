import CCairo
import FluidInteractions
import FluidPhysics

/// Draws the *ghost* of a scene over it (the playground's key C and
/// `--compare`): the layers of a second model — the same interface playing
/// another rule — as one translucent, tinted picture, and a small label
/// that says which rule the ghost plays.
///
/// Only the ghost's layers that differ from the real scene's are drawn: where
/// both rules agree the ghost would lie exactly on the real layer, so it
/// shows only where the outcomes part. The layers that are drawn are
/// composed as one group, tinted with ``tint`` (``tintStrength`` of the way,
/// over what the group painted only) and laid over the scene at
/// ``opacity``, so a ghost's own overlapping layers do not show through each
/// other.
public struct GhostRenderer: Sendable {
    /// How much of the ghost shows over the scene, 0…1.
    public static let opacity = 0.35
    /// The ghost's tint: a violet no interface and no HUD line uses (#BF5AF2).
    public static let tint = Color(hex: 0xBF5AF2)
    /// How far toward ``tint`` the ghost's own colours go, 0…1.
    public static let tintStrength = 0.5
    /// The label's background.
    static let labelColor = Color(red: 0.06, green: 0.06, blue: 0.08, alpha: 0.85)
    /// The label's font size, points.
    static let labelFontSize = 11.0

    private let scene = SceneRenderer()

    /// A renderer.
    public init() {}

    /// The layers of `ghost` that `real` does not have exactly (same name,
    /// frame, colours and all), in the ghost's order.
    public static func differing(_ ghost: [Layer], from real: [Layer]) -> [Layer] {
        ghost.filter { !real.contains($0) }
    }

    /// Draws the layers of `ghost` that differ from `real`, both laid out
    /// for a `viewport`-sized screen, scaled into `rect` (points of the
    /// canvas) and clipped to it with rounded corners of `cornerRadius`
    /// points — as `SceneRenderer.draw(_:viewport:in:cornerRadius:background:on:)`
    /// draws the scene itself — tinted and at ``opacity``. No background.
    public func draw(_ ghost: [Layer], over real: [Layer], viewport: Size, in rect: Rect, cornerRadius: Double = 0,
                     on canvas: CairoCanvas) {
        let layers = Self.differing(ghost, from: real)
        guard !layers.isEmpty else { return }
        SceneRenderer.inViewport(viewport, scaledInto: rect, cornerRadius: cornerRadius, on: canvas.context) { cr in
            cairo_push_group(cr)
            for layer in layers { scene.draw(layer, on: cr, layouts: canvas.textLayouts) }
            // The tint lands only where the ghost painted (ATOP keeps the group's alpha).
            cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
            CairoDrawing.setSource(Self.tint, opacity: Self.tintStrength, on: cr)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Self.opacity)
        }
    }

    /// The label's frame for `text`: 18 points tall, as wide as the text
    /// plus 24 points (at most the area's width less 16), 6 points below
    /// the top of `area` (the safe bounds, points) and 8 from its left.
    public static func labelFrame(_ text: String, in area: Rect, on canvas: CairoCanvas) -> Rect {
        let width = TextPainter.size(of: text, fontSize: labelFontSize, on: canvas.context, layouts: canvas.textLayouts).width
        return Rect(x: area.minX + 8, y: area.minY + 6, width: Swift.max(0, Swift.min(width + 24, area.width - 16)), height: 18)
    }

    /// Draws `text` (which rule the ghost plays, or why there is none) in a
    /// small dark pill at the top left of `area` (the safe bounds, points),
    /// a dot of ``tint`` before it.
    public func drawLabel(_ text: String, in area: Rect, on canvas: CairoCanvas) {
        let cr = canvas.context
        guard !text.isEmpty, CairoDrawing.isFinite(area), area.width > 40, area.height > 30 else { return }
        let frame = Self.labelFrame(text, in: area, on: canvas)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoDrawing.roundedRect(frame, radius: 6, on: cr)
        CairoDrawing.setSource(Self.labelColor, on: cr)
        cairo_fill(cr)
        CairoDrawing.setSource(Self.tint, on: cr)
        cairo_arc(cr, frame.minX + 8, frame.midY, 3, 0, 2 * .pi)
        cairo_fill(cr)
        TextPainter.draw(text, in: Rect(x: frame.minX + 15, y: frame.minY, width: frame.width - 19, height: frame.height),
                         fontSize: Self.labelFontSize, color: .white, alignment: .leading, on: cr, layouts: canvas.textLayouts)
    }
}
