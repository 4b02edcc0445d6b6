import CCairo
import CPango
import FluidPhysics

/// Text through Pango on a Cairo context (internal): measured in points and
/// drawn aligned in a rectangle, in DejaVu Sans (any sans-serif fallback),
/// with layouts kept in a `TextLayoutCache` (usually the canvas's).
enum TextPainter {
    /// Horizontal placement in the rectangle.
    enum Alignment: Sendable {
        case leading, center, trailing
    }

    /// The logical size of `text` in points.
    static func size(
        of text: String, fontSize: Double, bold: Bool = false, on cr: OpaquePointer, layouts: TextLayoutCache
    ) -> Size {
        layouts.label(text, fontSize: fontSize, bold: bold, on: cr)?.logical.size ?? .zero
    }

    /// Where `draw` puts `text`'s layout: the cached label and the layout's
    /// origin, user space of `cr`.
    private static func placement(
        _ text: String, in rect: Rect, fontSize: Double, alignment: Alignment, bold: Bool,
        on cr: OpaquePointer, layouts: TextLayoutCache
    ) -> (label: TextLayoutCache.Label, origin: Point)? {
        guard !text.isEmpty, CairoDrawing.isFinite(rect),
              let label = layouts.label(text, fontSize: fontSize, bold: bold, on: cr) else { return nil }
        let size = label.logical.size
        let x: Double
        switch alignment {
        case .leading: x = rect.minX
        case .center: x = rect.midX - size.width / 2
        case .trailing: x = rect.maxX - size.width
        }
        return (label, CairoDrawing.snapped(Point(x: x, y: rect.midY - size.height / 2), on: cr))
    }

    /// Draws `text` vertically centred in `rect`, aligned as asked, in `color`
    /// (its alpha times `opacity`), with its layout from `layouts`.
    static func draw(
        _ text: String, in rect: Rect, fontSize: Double, color: Color, opacity: Double = 1,
        alignment: Alignment = .center, bold: Bool = false, on cr: OpaquePointer, layouts: TextLayoutCache
    ) {
        guard let (label, origin) = placement(text, in: rect, fontSize: fontSize, alignment: alignment, bold: bold,
                                              on: cr, layouts: layouts) else { return }
        CairoDrawing.setSource(color, opacity: opacity, on: cr)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, label.layout)
    }

    /// The rectangle, user space of `cr`, that `draw` with the same
    /// arguments inks (nil when it draws nothing).
    static func inkBounds(
        of text: String, in rect: Rect, fontSize: Double, alignment: Alignment = .center, bold: Bool = false,
        on cr: OpaquePointer, layouts: TextLayoutCache
    ) -> Rect? {
        guard let (label, origin) = placement(text, in: rect, fontSize: fontSize, alignment: alignment, bold: bold,
                                              on: cr, layouts: layouts) else { return nil }
        return Rect(x: origin.x + label.ink.origin.x, y: origin.y + label.ink.origin.y,
                    width: label.ink.width, height: label.ink.height)
    }

    /// Loads the fonts once (fontconfig's scan, Pango's font map, the glyphs
    /// of digits and Latin letters in both weights) by laying text out on a
    /// 1×1 image surface, so the first frame that shows text does not pay it.
    static func warmUp() {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let layouts = TextLayoutCache(capacity: 2)
        let sample = "0123456789 +−×÷=.,% AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZz"
        for bold in [false, true] {
            draw(sample, in: Rect(x: 0, y: 0, width: 1, height: 1), fontSize: 17, color: Color(red: 1, green: 1, blue: 1),
                 bold: bold, on: cr, layouts: layouts)
        }
    }
}
