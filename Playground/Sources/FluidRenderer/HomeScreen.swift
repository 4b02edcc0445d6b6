import CCairo
import FluidInteractions
import FluidPhysics

/// The playground's home screen: every interface it is given (the
/// catalogue's, and a user's own added) as a tile with a live-sized preview
/// (the model's scene at rest, laid out for the full viewport and scaled
/// down) and its name.
///
/// Knows interfaces only through `InteractionKind` and `AnyInteraction`, so
/// an interface added to the list appears here by itself.
public struct HomeScreen: Sendable {
    /// Title text.
    public static let title = "Fluid Interfaces"
    /// Tile card colour.
    public static let cardColor = Color(red: 1, green: 1, blue: 1, alpha: 0.07)

    /// The layout.
    public let layout: HomeScreenLayout
    /// The models the previews show, one per tile, at rest at time 0.
    public let previews: [AnyInteraction]

    /// The home screen for a `viewport`-sized window: one tile per interface
    /// of `interfaces`, in order.
    public init(viewport: Viewport, interfaces: [InteractionKind] = InteractionCatalog.all) {
        layout = HomeScreenLayout(names: interfaces.names, viewport: viewport)
        previews = interfaces.map { $0.make(viewport: viewport) }
    }

    /// The viewport.
    public var viewport: Viewport { layout.viewport }

    /// Draws the home screen. `pressedTile` is drawn pushed in, scaled by
    /// `pressedScale` about its centre; `hiddenTile` leaves an empty slot
    /// (its interface is flying out of it).
    public func draw(on canvas: CairoCanvas, pressedTile: Int? = nil, pressedScale: Double = 0.96, hiddenTile: Int? = nil,
                     renderer: SceneRenderer = SceneRenderer()) {
        let cr = canvas.context, layouts = canvas.textLayouts
        renderer.drawBackground(on: canvas)
        TextPainter.draw(Self.title, in: layout.title, fontSize: 28, color: .white, alignment: .leading, bold: true, on: cr, layouts: layouts)
        let size = Size(width: viewport.width, height: viewport.height)
        for (i, tile) in layout.tiles.enumerated() {
            cairo_save(cr)
            if i == pressedTile {
                let c = tile.frame.center
                cairo_translate(cr, c.x, c.y)
                let k = pressedScale.isFinite && pressedScale > 0 ? pressedScale : 1
                cairo_scale(cr, k, k)
                cairo_translate(cr, -c.x, -c.y)
            }
            let r = HomeScreenLayout.previewCornerRadius
            CairoDrawing.roundedRect(tile.preview.insetBy(dx: -1, dy: -1), radius: r + 1, on: cr)
            CairoDrawing.setSource(Self.cardColor, on: cr)
            cairo_fill(cr)
            if i != hiddenTile, i < previews.count {
                renderer.draw(previews[i].scene, viewport: size, in: tile.preview, cornerRadius: r, on: canvas)
                CairoDrawing.roundedRect(tile.preview, radius: r, on: cr)
                cairo_set_line_width(cr, 1)
                CairoDrawing.setSource(Color(red: 1, green: 1, blue: 1, alpha: 0.16), on: cr)
                cairo_stroke(cr)
            }
            // The largest size up to 15 pt at which the name fits under its tile.
            var fontSize = 15.0
            while fontSize > 7, TextPainter.size(of: tile.name, fontSize: fontSize, bold: true, on: cr, layouts: layouts).width > tile.label.width - 4 {
                fontSize -= 0.5
            }
            TextPainter.draw(tile.name, in: tile.label, fontSize: fontSize, color: Color(red: 0.9, green: 0.9, blue: 0.9), bold: true, on: cr, layouts: layouts)
            cairo_restore(cr)
        }
    }
}
