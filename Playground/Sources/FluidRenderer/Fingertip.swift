import CCairo
import FluidPhysics

/// A finger on the glass as a movie shows it: a translucent disc the size
/// of a fingertip where it touches, and a trail of where it just was that
/// fades and thins toward its oldest point.
public struct Fingertip: Hashable, Sendable {
    /// The disc's radius, points (a fingertip's contact is ~44 points across).
    public static let radius = 22.0

    /// Where the finger is, points.
    public var location: Point
    /// How visible it is, 0…1 (1 while touching; less as it fades after lifting).
    public var opacity: Double
    /// Where it was a moment ago, points, oldest first (the last point
    /// leads to `location`); empty for no trail.
    public var trail: [Point]

    /// A fingertip at `location` with `opacity` 0…1 and `trail` (oldest first).
    public init(location: Point, opacity: Double = 1, trail: [Point] = []) {
        self.location = location
        self.opacity = opacity
        self.trail = trail
    }

    /// Draws `fingertips` on `canvas`, trails first, over whatever is there.
    public static func draw(_ fingertips: [Fingertip], on canvas: CairoCanvas) {
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for tip in fingertips {
            let o = CairoDrawing.unit(tip.opacity)
            guard o > 0, tip.location.x.isFinite, tip.location.y.isFinite else { continue }
            let points = (tip.trail + [tip.location]).filter { $0.x.isFinite && $0.y.isFinite }
            let n = points.count - 1
            if n > 0 {
                for i in 0..<n {
                    let k = Double(i + 1) / Double(n)
                    cairo_set_line_width(cr, radius * 0.7 * k)
                    CairoDrawing.setSource(Color(red: 1, green: 1, blue: 1, alpha: 0.45 * k), opacity: o, on: cr)
                    cairo_move_to(cr, points[i].x, points[i].y)
                    cairo_line_to(cr, points[i + 1].x, points[i + 1].y)
                    cairo_stroke(cr)
                }
            }
            cairo_new_path(cr)
            cairo_arc(cr, tip.location.x, tip.location.y, radius, 0, 2 * Double.pi)
            CairoDrawing.setSource(Color(red: 1, green: 1, blue: 1, alpha: 0.5), opacity: o, on: cr)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 2)
            CairoDrawing.setSource(Color(red: 0.2, green: 0.2, blue: 0.25, alpha: 0.6), opacity: o, on: cr)
            cairo_stroke(cr)
        }
    }
}
