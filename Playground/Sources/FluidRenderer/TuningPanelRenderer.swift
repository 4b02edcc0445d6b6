import CCairo
import FluidInteractions
import FluidPhysics

/// Draws a ``TuningPanel`` over the interface: a dark rounded sheet, each
/// tunable's name (an orange dot when it is away from its default), its
/// sliders with their values, its choices as segments, and a line of keys.
public struct TuningPanelRenderer: Sendable {
    public static let accent = Color(hex: 0xFF9F0A)
    public static let sheetColor = Color(red: 0.06, green: 0.06, blue: 0.08, alpha: 0.95)
    static let trackColor = Color(red: 1, green: 1, blue: 1, alpha: 0.22)
    static let dimText = Color(red: 1, green: 1, blue: 1, alpha: 0.7)

    public init() {}

    /// Draws `panel` on `canvas`, with `note` (what E saved, say) in its
    /// key line.
    public func draw(_ panel: TuningPanel, note: String? = nil, on canvas: CairoCanvas) {
        let cr = canvas.context
        let frame = panel.frame
        guard CairoDrawing.isFinite(frame), frame.width > 40, frame.height > 20 else { return }
        let layouts = canvas.textLayouts
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The key line sits just above the sheet.
        let keys = note ?? (panel.tunables.isEmpty ? "nothing to tune here · T hides" : "T hides · R resets · E saves a tuning file and code")
        let keyLine = Rect(x: frame.minX, y: frame.minY - 22, width: frame.width, height: 18)
        CairoDrawing.roundedRect(keyLine, radius: 6, on: cr)
        CairoDrawing.setSource(Self.sheetColor, on: cr)
        cairo_fill(cr)
        TextPainter.draw(keys, in: keyLine.insetBy(dx: 8, dy: 0), fontSize: 10.5, color: .white, alignment: .leading,
                         on: cr, layouts: layouts)
        CairoDrawing.roundedRect(frame, radius: 12, on: cr)
        CairoDrawing.setSource(Self.sheetColor, on: cr)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        let (titles, cells) = panel.layout
        for title in titles where title.frame.maxY > frame.minY && title.frame.minY < frame.maxY {
            var text = title.frame
            if title.isTuned {
                CairoDrawing.setSource(Self.accent, on: cr)
                cairo_arc(cr, text.minX + 4, text.midY, 3.5, 0, 2 * .pi)
                cairo_fill(cr)
                text = Rect(x: text.minX + 12, y: text.minY, width: text.width - 12, height: text.height)
            }
            TextPainter.draw(title.text, in: text, fontSize: 12, color: .white, alignment: .leading, bold: true,
                             on: cr, layouts: layouts)
        }
        for cell in cells where cell.frame.maxY > frame.minY && cell.frame.minY < frame.maxY {
            if case .choice = cell.control {
                drawSegment(cell, on: cr, layouts: layouts)
            } else {
                drawSlider(cell, on: cr, layouts: layouts)
            }
        }
    }

    private func drawSlider(_ cell: TuningPanel.Cell, on cr: OpaquePointer, layouts: TextLayoutCache) {
        let label = Rect(x: cell.frame.minX, y: cell.frame.minY, width: cell.frame.width, height: 15)
        TextPainter.draw(cell.label, in: label, fontSize: 10.5, color: Self.dimText, alignment: .leading, on: cr, layouts: layouts)
        let track = TuningPanel.track(of: cell.frame)
        CairoDrawing.roundedRect(track, radius: track.height / 2, on: cr)
        CairoDrawing.setSource(Self.trackColor, on: cr)
        cairo_fill(cr)
        let knobX = track.minX + cell.fraction * track.width
        CairoDrawing.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                                 radius: track.height / 2, on: cr)
        CairoDrawing.setSource(Self.accent, on: cr)
        cairo_fill(cr)
        CairoDrawing.setSource(.white, on: cr)
        cairo_arc(cr, knobX, track.midY, 7, 0, 2 * .pi)
        cairo_fill(cr)
    }

    private func drawSegment(_ cell: TuningPanel.Cell, on cr: OpaquePointer, layouts: TextLayoutCache) {
        let chosen = cell.fraction == 1
        CairoDrawing.roundedRect(cell.frame, radius: 7, on: cr)
        CairoDrawing.setSource(chosen ? Self.accent : Self.trackColor, on: cr)
        cairo_fill(cr)
        TextPainter.draw(cell.label, in: cell.frame, fontSize: 11, color: chosen ? .black : .white, bold: chosen,
                         on: cr, layouts: layouts)
    }
}
