import CCairo
import FluidInteractions
import FluidPhysics

/// Draws a ``TimelineBar`` at the bottom of an area: a dark rounded bar with
/// the caption ("paused at 0.750 s") and the keys on top, the time axis
/// across it with the script's events as ticks (touch-downs and lifts tall,
/// moves short, system changes blue), the part played so far in orange and
/// the playhead as a white line with a knob, and the axis's ends labelled
/// below ("0 s", "2.417 s").
public struct TimelineRenderer: Sendable {
    /// The bar's colour.
    public static let barColor = Color(red: 0.06, green: 0.06, blue: 0.08, alpha: 0.9)
    /// The played part of the axis and the pause sign.
    public static let accent = Color(hex: 0xFF9F0A)
    static let axisColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)
    static let tickColor = Color(red: 1, green: 1, blue: 1, alpha: 0.55)
    static let systemColor = Color(hex: 0x64D2FF)
    static let dimText = Color(red: 1, green: 1, blue: 1, alpha: 0.7)

    /// A timeline renderer.
    public init() {}

    /// Draws `bar` at the bottom of `area` (points; the frame
    /// `TimelineBar.frame(in: area)` gives) on `canvas`.
    public func draw(_ bar: TimelineBar, in area: Rect, on canvas: CairoCanvas) {
        let cr = canvas.context
        let frame = TimelineBar.frame(in: area)
        guard CairoDrawing.isFinite(frame), frame.width > 60 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let layouts = canvas.textLayouts
        CairoDrawing.roundedRect(frame, radius: 12, on: cr)
        CairoDrawing.setSource(Self.barColor, on: cr)
        cairo_fill(cr)

        let top = Rect(x: frame.minX + 12, y: frame.minY + 4, width: frame.width - 24, height: 18)
        TextPainter.draw(bar.caption, in: top, fontSize: 11.5, color: bar.mode == .paused ? Self.accent : .white,
                         alignment: .leading, bold: true, on: cr, layouts: layouts)
        // The keys only where they do not run into the caption.
        let caption = TextPainter.inkBounds(of: bar.caption, in: top, fontSize: 11.5, alignment: .leading, bold: true,
                                            on: cr, layouts: layouts)
        let keys = TextPainter.inkBounds(of: bar.keys, in: top, fontSize: 10, alignment: .trailing, on: cr, layouts: layouts)
        if let caption, let keys, keys.minX >= caption.maxX + 10 {
            TextPainter.draw(bar.keys, in: top, fontSize: 10, color: Self.dimText, alignment: .trailing, on: cr, layouts: layouts)
        }

        let track = TimelineBar.track(in: frame)
        let labels = Rect(x: track.minX - 4, y: track.maxY, width: track.width + 8, height: 13)
        TextPainter.draw(bar.axisLabels.start, in: labels, fontSize: 9.5, color: Self.dimText, alignment: .leading,
                         on: cr, layouts: layouts)
        TextPainter.draw(bar.axisLabels.end, in: labels, fontSize: 9.5, color: Self.dimText, alignment: .trailing,
                         on: cr, layouts: layouts)
        let end = bar.end
        func x(_ t: Double) -> Double { TimelineBar.x(of: t, end: end, on: track) }
        // The axis, and what has been played.
        cairo_set_line_width(cr, 3)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        CairoDrawing.setSource(Self.axisColor, on: cr)
        cairo_move_to(cr, track.minX, track.midY)
        cairo_line_to(cr, track.maxX, track.midY)
        cairo_stroke(cr)
        let head = x(bar.time)
        CairoDrawing.setSource(Self.accent, on: cr)
        cairo_move_to(cr, track.minX, track.midY)
        cairo_line_to(cr, head, track.midY)
        cairo_stroke(cr)

        // Ticks: moves closer than a point to the last drawn one are skipped.
        cairo_set_line_width(cr, 1)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        var lastMoveX = -Double.infinity
        for tick in bar.ticks where tick.time.isFinite {
            let tx = x(tick.time)
            let half: Double
            switch tick.mark {
            case .moved:
                guard tx - lastMoveX >= 1 else { continue }
                lastMoveX = tx
                half = 3
                CairoDrawing.setSource(Self.tickColor, on: cr)
            case .began, .ended:
                half = 7
                CairoDrawing.setSource(.white, on: cr)
            case .system:
                half = 7
                CairoDrawing.setSource(Self.systemColor, on: cr)
            }
            cairo_move_to(cr, tx + 0.5, track.midY - half)
            cairo_line_to(cr, tx + 0.5, track.midY + half)
            cairo_stroke(cr)
        }

        // The playhead.
        cairo_set_line_width(cr, 2)
        CairoDrawing.setSource(.white, on: cr)
        cairo_move_to(cr, head, track.minY - 2)
        cairo_line_to(cr, head, track.maxY + 2)
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, head, track.midY, 5.5, 0, 2 * .pi)
        cairo_fill(cr)
    }
}
