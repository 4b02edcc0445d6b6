import CCairo
import FluidInteractions
import FluidPhysics

/// Draws a model's `scene` (back-to-front `Layer`s) with Cairo.
///
/// Each layer is a rounded rectangle: a shadow (several spread, offset,
/// faint rounded rectangles under it), a solid or vertical-gradient fill,
/// an outline (dashed: dashes of 3 × and gaps of 2 × the line width, at
/// least 4 and 3 points), then its text centred in Pango. The layer's
/// scale and rotation apply about its centre and its opacity to the whole
/// layer. Without rotation, edges land on device pixels
/// (round(x · scale) / scale). Layers with non-finite numbers, a
/// non-positive scale or zero opacity are skipped, so no model output can
/// put the Cairo context in an error state.
public struct SceneRenderer: Sendable {
    /// The background behind every interface: sRGB white 0.05 (#0D0D0D),
    /// as the WWDC18 demo app.
    public static let backgroundColor = Color(red: 0.05, green: 0.05, blue: 0.05)

    /// Shadow passes: (spread, y offset, alpha), points and 0…1. Each
    /// spread is at least its offset, so every pass contains the layer.
    static let shadowPasses: [(spread: Double, offset: Double, alpha: Double)] = [
        (2, 2, 0.10), (4, 4, 0.07), (8, 7, 0.05), (13, 10, 0.035), (19, 13, 0.025),
    ]

    /// A renderer.
    public init() {}

    /// Loads the fonts the renderer uses ahead of the first frame (a few
    /// milliseconds, once per process), so that frame's drawing is not slowed
    /// by fontconfig and the glyph cache. Optional: drawing works without it.
    public static func prepareFonts() { TextPainter.warmUp() }

    /// Paints the whole canvas with `color`.
    public func drawBackground(_ color: Color = SceneRenderer.backgroundColor, on canvas: CairoCanvas) {
        let cr = canvas.context
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CairoDrawing.setSource(color, on: cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws `layers` back to front in the canvas's point coordinates.
    public func draw(_ layers: [Layer], on canvas: CairoCanvas) {
        for layer in layers { draw(layer, on: canvas.context, layouts: canvas.textLayouts) }
    }

    /// Draws `layers`, laid out for a `viewport`-sized screen, scaled into
    /// `rect` (points of the canvas) and clipped to it with rounded corners
    /// of `cornerRadius` points; `background` fills the rectangle first
    /// (unless the first layer covers all of it opaquely, which leaves the
    /// same pixels). Used for home-screen previews, the zoom transition and
    /// the open interface.
    public func draw(
        _ layers: [Layer], viewport: Size, in rect: Rect, cornerRadius: Double = 0,
        background: Color? = SceneRenderer.backgroundColor, on canvas: CairoCanvas
    ) {
        Self.inViewport(viewport, scaledInto: rect, cornerRadius: cornerRadius, on: canvas.context) { cr in
            if let background, !(layers.first.map { coversClip($0, on: cr) } ?? false) {
                CairoDrawing.setSource(background, on: cr)
                cairo_paint(cr)
            }
            for layer in layers { draw(layer, on: cr, layouts: canvas.textLayouts) }
        }
    }

    /// Runs `body` with `cr` clipped to `rect` (canvas points, corners
    /// rounded by `cornerRadius` points) and its coordinates those of a
    /// `viewport`-sized screen scaled into it; the state is restored after.
    /// Nothing runs for an empty or non-finite rectangle or viewport.
    static func inViewport(_ viewport: Size, scaledInto rect: Rect, cornerRadius: Double, on cr: OpaquePointer,
                           _ body: (OpaquePointer) -> Void) {
        guard CairoDrawing.isFinite(rect), rect.width > 0, rect.height > 0,
              viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoDrawing.roundedRect(rect, radius: cornerRadius, on: cr)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / viewport.width, rect.height / viewport.height)
        body(cr)
    }

    /// Whether `layer`, drawn now, gives every pixel of the current clip its
    /// fill colour, so whatever was painted there before cannot show: an
    /// opaque plain fill with square corners, neither rotated, scaled,
    /// translucent nor shadowed, whose pixel-snapped frame contains the
    /// clip, and a clip of whole device pixels (no anti-aliased edge).
    func coversClip(_ layer: Layer, on cr: OpaquePointer) -> Bool {
        guard let fill = layer.fill, fill.clamped.alpha >= 1, layer.gradientEnd == nil, !layer.shadow, layer.clip == nil,
              CairoDrawing.unit(layer.opacity) >= 1, layer.scale == 1, layer.rotation.radians == 0,
              layer.cornerRadius.isNaN || (layer.cornerRadius.isFinite && layer.cornerRadius <= 0),
              CairoDrawing.isFinite(layer.frame)
        else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return false }
        let frame = CairoDrawing.snapped(layer.frame, on: cr)
        var x0 = frame.minX, y0 = frame.minY, x1 = frame.maxX, y1 = frame.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        // Cairo works in 1/256 pixel: an edge this close to the clip's is on it.
        let e = 1e-6
        let left = Swift.min(x0, x1) - e, right = Swift.max(x0, x1) + e
        let top = Swift.min(y0, y1) - e, bottom = Swift.max(y0, y1) + e
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &m) }
        // Device pixels; fails (not representable) for an anti-aliased clip.
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let rects = list.pointee.rectangles else { return false }
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = rects[i]
            guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(), r.height == r.height.rounded(),
                  r.x >= left, r.y >= top, r.x + r.width <= right, r.y + r.height <= bottom
            else { return false }
        }
        return true
    }

    /// Draws one layer on a context whose user space is the scene's points.
    func draw(_ layer: Layer, on cr: OpaquePointer, layouts: TextLayoutCache) {
        let opacity = CairoDrawing.unit(layer.opacity)
        guard opacity > 0, CairoDrawing.isFinite(layer.frame), layer.scale.isFinite, layer.scale > 0,
              layer.rotation.radians.isFinite, layer.cornerRadius.isFinite || layer.cornerRadius.isNaN
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = layer.clip {
            // Nothing is inside a clip that is not a finite rectangle.
            guard CairoDrawing.isFinite(clip) else { return }
            let r = CairoDrawing.snapped(clip, on: cr)
            cairo_rectangle(cr, r.minX, r.minY, Swift.max(0, r.width), Swift.max(0, r.height))
            cairo_clip(cr)
        }
        let center = layer.frame.center
        let rotated = layer.rotation.radians != 0
        if rotated || layer.scale != 1 {
            cairo_translate(cr, center.x, center.y)
            if rotated { cairo_rotate(cr, layer.rotation.radians) }
            if layer.scale != 1 { cairo_scale(cr, layer.scale, layer.scale) }
            cairo_translate(cr, -center.x, -center.y)
        }
        let frame = CairoDrawing.snapped(layer.frame, on: cr)
        let radius = layer.cornerRadius.isFinite ? layer.cornerRadius : 0
        let grouped = opacity < 1
        if grouped {
            // The group only as large as what the layer paints, not the
            // whole clip: a translucent bar then costs its own pixels. (Not
            // with a gradient: it is evaluated from the group's origin, and
            // under a rotation another origin moves a few pixels by a level.)
            if layer.gradientEnd == nil {
                clip(toDeviceBoundsOf: paintedBounds(of: layer, frame: frame, on: cr, layouts: layouts), on: cr)
            }
            cairo_push_group(cr)
        }
        if layer.shadow { drawShadow(of: frame, radius: radius, on: cr) }
        if let fill = layer.fill {
            CairoDrawing.roundedRect(frame, radius: radius, on: cr)
            if let end = layer.gradientEnd, frame.height > 0 {
                let gradient = cairo_pattern_create_linear(0, frame.minY, 0, frame.maxY)
                let top = fill.clamped, bottom = end.clamped
                cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
                cairo_pattern_add_color_stop_rgba(gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
                cairo_set_source(cr, gradient)
                cairo_fill(cr)
                cairo_pattern_destroy(gradient)
            } else {
                CairoDrawing.setSource(fill, on: cr)
                cairo_fill(cr)
            }
        }
        if let stroke = layer.stroke, layer.strokeWidth.isFinite, layer.strokeWidth > 0 {
            let w = layer.strokeWidth
            CairoDrawing.roundedRect(frame, radius: radius, on: cr)
            cairo_set_line_width(cr, w)
            if layer.dashed {
                let dashes = [Swift.max(4, 3 * w), Swift.max(3, 2 * w)]
                cairo_set_dash(cr, dashes, 2, 0)
            }
            CairoDrawing.setSource(stroke, on: cr)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        if let text = layer.text, !text.isEmpty {
            TextPainter.draw(text, in: frame, fontSize: layer.fontSize, color: layer.textColor, on: cr, layouts: layouts)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// A rectangle, user space, containing everything `draw` paints for
    /// `layer` at the snapped `frame`: the frame, its outline, its shadow
    /// passes and its text's ink.
    private func paintedBounds(of layer: Layer, frame: Rect, on cr: OpaquePointer, layouts: TextLayoutCache) -> Rect {
        var grow = 0.0
        if layer.stroke != nil, layer.strokeWidth.isFinite, layer.strokeWidth > 0 { grow = layer.strokeWidth }
        var bounds = frame.insetBy(dx: -grow, dy: -grow)
        if layer.shadow, frame.width > 0, frame.height > 0 {
            for pass in Self.shadowPasses {
                bounds = Self.union(bounds, Rect(x: frame.minX - pass.spread, y: frame.minY - pass.spread + pass.offset,
                                                 width: frame.width + 2 * pass.spread, height: frame.height + 2 * pass.spread))
            }
        }
        if let text = layer.text,
           let ink = TextPainter.inkBounds(of: text, in: frame, fontSize: layer.fontSize, on: cr, layouts: layouts) {
            bounds = Self.union(bounds, ink)
        }
        return bounds
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
    }

    /// Clips to the whole device pixels around `rect` (user space), one
    /// pixel more on every side, when that is less than the current clip's
    /// extents. A pixel-aligned rectangle clip changes no pixel inside it,
    /// and `cairo_push_group` then makes a surface of only that size.
    private func clip(toDeviceBoundsOf rect: Rect, on cr: OpaquePointer) {
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        func include(_ ux: Double, _ uy: Double) {
            var x = ux, y = uy
            cairo_user_to_device(cr, &x, &y)
            lo = (Swift.min(lo.x, x), Swift.min(lo.y, y))
            hi = (Swift.max(hi.x, x), Swift.max(hi.y, y))
        }
        include(rect.minX, rect.minY)
        include(rect.maxX, rect.minY)
        include(rect.minX, rect.maxY)
        include(rect.maxX, rect.maxY)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        // The clip's extents in whole device pixels (the canvas's at most).
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cx0.round(.down); cy0.round(.down); cx1.round(.up); cy1.round(.up)
        // NaN (a degenerate transform) leaves the clip's side.
        let x0 = Swift.max(cx0, lo.x.rounded(.down) - 1), x1 = Swift.min(cx1, hi.x.rounded(.up) + 1)
        let y0 = Swift.max(cy0, lo.y.rounded(.down) - 1), y1 = Swift.min(cy1, hi.y.rounded(.up) + 1)
        guard x0 > cx0 || y0 > cy0 || x1 < cx1 || y1 < cy1 else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, x0, y0, Swift.max(0, x1 - x0), Swift.max(0, y1 - y0))
        cairo_clip(cr)
    }

    /// A soft shadow around `frame`: faint rounded rectangles, each larger
    /// and further down than the last, with the layer's own shape cut out
    /// (even-odd), as a CSS box shadow: nothing is painted under the layer,
    /// so a large layer's shadow costs only its rim.
    private func drawShadow(of frame: Rect, radius: Double, on cr: OpaquePointer) {
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        for pass in Self.shadowPasses {
            let r = Rect(x: frame.minX - pass.spread, y: frame.minY - pass.spread + pass.offset,
                         width: frame.width + 2 * pass.spread, height: frame.height + 2 * pass.spread)
            CairoDrawing.roundedRect(r, radius: radius + pass.spread, on: cr)
            CairoDrawing.roundedRect(frame, radius: radius, on: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, pass.alpha)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
