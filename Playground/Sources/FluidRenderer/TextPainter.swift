import CCairo
import CPango
import FluidPhysics

/// Text through Pango on a Cairo context (internal): measured in points and
/// drawn aligned in a rectangle, in DejaVu Sans (any sans-serif fallback).
enum TextPainter {
    /// Horizontal placement in the rectangle.
    enum Alignment: Sendable {
        case leading, center, trailing
    }

    /// Lays out `text` at `fontSize` points on `cr` and calls `body` with the
    /// layout and its logical size in points.
    private static func withLayout<R>(
        _ text: String, fontSize: Double, bold: Bool, on cr: OpaquePointer,
        _ body: (OpaquePointer, Size) -> R
    ) -> R? {
        guard fontSize.isFinite, fontSize > 0, let layout = pango_cairo_create_layout(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, Swift.min(fontSize, 2000) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let size = Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
        return body(layout, size)
    }

    /// The logical size of `text` in points.
    static func size(of text: String, fontSize: Double, bold: Bool = false, on cr: OpaquePointer) -> Size {
        withLayout(text, fontSize: fontSize, bold: bold, on: cr) { _, size in size } ?? .zero
    }

    /// Draws `text` vertically centred in `rect`, aligned as asked, in `color`
    /// (its alpha times `opacity`).
    static func draw(
        _ text: String, in rect: Rect, fontSize: Double, color: Color, opacity: Double = 1,
        alignment: Alignment = .center, bold: Bool = false, on cr: OpaquePointer
    ) {
        guard !text.isEmpty, CairoDrawing.isFinite(rect) else { return }
        _ = withLayout(text, fontSize: fontSize, bold: bold, on: cr) { layout, size in
            let x: Double
            switch alignment {
            case .leading: x = rect.minX
            case .center: x = rect.midX - size.width / 2
            case .trailing: x = rect.maxX - size.width
            }
            let origin = CairoDrawing.snapped(Point(x: x, y: rect.midY - size.height / 2), on: cr)
            CairoDrawing.setSource(color, opacity: opacity, on: cr)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Loads the fonts once (fontconfig's scan, Pango's font map, the glyphs
    /// of digits and Latin letters in both weights) by laying text out on a
    /// 1×1 image surface, so the first frame that shows text does not pay it.
    static func warmUp() {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let sample = "0123456789 +−×÷=.,% AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZz"
        for bold in [false, true] {
            draw(sample, in: Rect(x: 0, y: 0, width: 1, height: 1), fontSize: 17, color: Color(red: 1, green: 1, blue: 1),
                 bold: bold, on: cr)
        }
    }
}
