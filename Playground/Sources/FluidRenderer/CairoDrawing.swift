import CCairo
import FluidPhysics

/// Small Cairo helpers shared by the renderers (internal).
enum CairoDrawing {
    /// Sets an sRGB-encoded solid source; `opacity` multiplies the colour's alpha.
    static func setSource(_ color: Color, opacity: Double = 1, on cr: OpaquePointer) {
        let c = color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, unit(c.alpha * opacity))
    }

    /// `value` clamped to 0…1 (NaN → 0).
    static func unit(_ value: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(value, 0), 1) : (value == .infinity ? 1 : 0)
    }

    /// Whether every number of `rect` is finite.
    static func isFinite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// Adds a rounded-rectangle path (a new sub-path); the radius is clamped
    /// to half the shorter side.
    static func roundedRect(_ rect: Rect, radius: Double, on cr: OpaquePointer) {
        let r = Swift.max(0, Swift.min(radius.isFinite ? radius : 0, rect.width / 2, rect.height / 2))
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_new_sub_path(cr)
        if r <= 0 {
            cairo_rectangle(cr, x0, y0, rect.width, rect.height)
            return
        }
        cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// `rect` with its edges moved to the nearest device pixel boundaries
    /// (round(x·scale)/scale under a plain scale; through the current matrix
    /// in general), when the current matrix has no rotation or skew;
    /// otherwise `rect` unchanged.
    static func snapped(_ rect: Rect, on cr: OpaquePointer) -> Rect {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0 else { return rect }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        x0.round(); y0.round(); x1.round(); y1.round()
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// A point moved to the nearest device pixel centre's corner (see `snapped`).
    static func snapped(_ p: Point, on cr: OpaquePointer) -> Point {
        let r = snapped(Rect(x: p.x, y: p.y, width: 0, height: 0), on: cr)
        return r.origin
    }
}
