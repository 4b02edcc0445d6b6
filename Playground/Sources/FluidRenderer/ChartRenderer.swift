import CCairo
import FluidDesign
import FluidPhysics

/// Draws `fluid plot`'s charts (FluidDesign's `Chart`: axes with ticks and
/// units, series, reference lines, a legend) with Cairo, for PNGs
/// (`fluid-playground --plot … --screenshot OUT.png`; `fluid plot` writes
/// the same charts as SVG).
/// The layout follows `Chart.svgGroup`, so the PNG and the SVG agree.
public struct ChartRenderer: Sendable {
    /// A renderer.
    public init() {}

    /// Draws `charts` stacked vertically, `panelHeight` points each, filling
    /// the canvas width, on a dark background.
    public func draw(_ charts: [Chart], panelHeight: Double, on canvas: CairoCanvas) {
        let cr = canvas.context
        let size = canvas.size
        CairoDrawing.setSource(Color(hex: 0x1C1C1E), on: cr)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_fill(cr)
        for (i, chart) in charts.enumerated() {
            draw(chart, in: Rect(x: 0, y: Double(i) * panelHeight, width: size.width, height: panelHeight), on: cr,
                 layouts: canvas.textLayouts)
        }
    }

    private func color(_ css: String) -> Color {
        var hex: UInt32 = 0x0A84FF
        if css.hasPrefix("#"), let v = UInt32(css.dropFirst(), radix: 16) { hex = v }
        return Color(hex: hex)
    }

    private func draw(_ chart: Chart, in box: Rect, on cr: OpaquePointer, layouts: TextLayoutCache) {
        let left = 64.0, right = 16.0, top = 34.0, bottom = 44.0
        let plot = Rect(x: box.minX + left, y: box.minY + top,
                        width: Swift.max(box.width - left - right, 10), height: Swift.max(box.height - top - bottom, 10))
        let xs = chart.series.flatMap { $0.points.map(\.x) } + chart.guides.filter { !$0.horizontal }.map(\.value)
        let ys = chart.series.flatMap { $0.points.map(\.y) } + chart.guides.filter(\.horizontal).map(\.value)
        var x0 = Swift.min(xs.filter(\.isFinite).min() ?? 0, 0), x1 = xs.filter(\.isFinite).max() ?? 1
        var y0 = ys.filter(\.isFinite).min() ?? 0, y1 = ys.filter(\.isFinite).max() ?? 1
        if x1 <= x0 { x1 = x0 + 1 }
        if y1 <= y0 { y0 -= 0.5; y1 += 0.5 }
        let pad = (y1 - y0) * 0.06
        y0 -= pad; y1 += pad
        func px(_ x: Double) -> Double { plot.minX + (x - x0) / (x1 - x0) * plot.width }
        func py(_ y: Double) -> Double { plot.minY + (1 - (y - y0) / (y1 - y0)) * plot.height }
        let text = Color(hex: 0xE5E5EA), muted = Color(hex: 0x8E8E93)
        TextPainter.draw(chart.title, in: Rect(x: plot.minX, y: box.minY + 6, width: plot.width, height: 22),
                         fontSize: 15, color: text, alignment: .leading, bold: true, on: cr, layouts: layouts)
        cairo_set_line_width(cr, 1)
        for t in Chart.ticks(y0, y1) {
            CairoDrawing.setSource(Color(hex: 0x2C2C2E), on: cr)
            cairo_move_to(cr, plot.minX, py(t)); cairo_line_to(cr, plot.maxX, py(t)); cairo_stroke(cr)
            TextPainter.draw(DecimalFormat.format(t, significantDigits: 6), in: Rect(x: box.minX, y: py(t) - 8, width: left - 6, height: 16),
                             fontSize: 11, color: muted, alignment: .trailing, on: cr, layouts: layouts)
        }
        for t in Chart.ticks(x0, x1) {
            CairoDrawing.setSource(Color(hex: 0x2C2C2E), on: cr)
            cairo_move_to(cr, px(t), plot.minY); cairo_line_to(cr, px(t), plot.maxY); cairo_stroke(cr)
            TextPainter.draw(DecimalFormat.format(t, significantDigits: 6), in: Rect(x: px(t) - 30, y: plot.maxY + 4, width: 60, height: 16),
                             fontSize: 11, color: muted, on: cr, layouts: layouts)
        }
        CairoDrawing.setSource(Color(hex: 0x48484A), on: cr)
        cairo_rectangle(cr, plot.minX, plot.minY, plot.width, plot.height)
        cairo_stroke(cr)
        TextPainter.draw(chart.xLabel, in: Rect(x: plot.minX, y: box.maxY - 22, width: plot.width, height: 18), fontSize: 12, color: text,
                         on: cr, layouts: layouts)
        TextPainter.draw(chart.yLabel, in: Rect(x: plot.minX + 6, y: plot.minY + 4, width: 240, height: 16),
                         fontSize: 12, color: muted, alignment: .leading, on: cr, layouts: layouts)
        var verticalLabels = 0
        for g in chart.guides {
            CairoDrawing.setSource(color(g.color), on: cr)
            let dashes: [Double] = g.horizontal ? [6, 4] : [3, 3]
            cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
            if g.horizontal {
                cairo_move_to(cr, plot.minX, py(g.value)); cairo_line_to(cr, plot.maxX, py(g.value))
            } else {
                cairo_move_to(cr, px(g.value), plot.minY); cairo_line_to(cr, px(g.value), plot.maxY)
            }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            if g.horizontal {
                TextPainter.draw(g.label, in: Rect(x: plot.maxX - 204, y: py(g.value) - 18, width: 200, height: 16),
                                 fontSize: 11, color: color(g.color), alignment: .trailing, on: cr, layouts: layouts)
            } else {
                let ly = plot.maxY - 16 - 14 * Double(verticalLabels)
                verticalLabels += 1
                let nearRight = px(g.value) > plot.maxX - 110
                TextPainter.draw(g.label, in: Rect(x: nearRight ? px(g.value) - 204 : px(g.value) + 4, y: ly, width: 200, height: 14),
                                 fontSize: 11, color: color(g.color), alignment: nearRight ? .trailing : .leading, on: cr, layouts: layouts)
            }
        }
        cairo_save(cr)
        cairo_rectangle(cr, plot.minX, plot.minY, plot.width, plot.height)
        cairo_clip(cr)
        cairo_set_line_width(cr, 2.5)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for line in chart.series {
            let points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
            guard let first = points.first else { continue }
            CairoDrawing.setSource(color(line.color), on: cr)
            cairo_move_to(cr, px(first.x), py(first.y))
            for p in points.dropFirst() { cairo_line_to(cr, px(p.x), py(p.y)) }
            cairo_stroke(cr)
        }
        cairo_restore(cr)
        guard !chart.series.isEmpty else { return }
        let boxW = 46 + 7 * Double(chart.series.map(\.name.count).max() ?? 0)
        let legend = Rect(x: plot.maxX - boxW - 4, y: plot.minY + 4, width: boxW, height: 10 + Double(chart.series.count) * 18)
        CairoDrawing.roundedRect(legend, radius: 6, on: cr)
        CairoDrawing.setSource(Color(hex: 0x1C1C1E), opacity: 0.85, on: cr)
        cairo_fill(cr)
        for (i, line) in chart.series.enumerated() {
            let ly = legend.minY + 14 + Double(i) * 18
            CairoDrawing.setSource(color(line.color), on: cr)
            cairo_set_line_width(cr, 3)
            cairo_move_to(cr, legend.minX + 8, ly); cairo_line_to(cr, legend.minX + 30, ly); cairo_stroke(cr)
            TextPainter.draw(line.name, in: Rect(x: legend.minX + 36, y: ly - 8, width: boxW - 40, height: 16),
                             fontSize: 12, color: text, alignment: .leading, on: cr, layouts: layouts)
        }
    }
}
