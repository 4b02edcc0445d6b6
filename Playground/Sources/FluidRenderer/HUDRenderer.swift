import CCairo
import FluidInteractions
import FluidPhysics

/// Draws the heads-up display over an interface: a timing panel (draw time
/// per frame, scene time, frames per second, live velocity) at the top
/// right, a chart of the charted value and its velocity over the last two
/// seconds at the left, halfway down, a ring and label for each haptic (a desktop
/// cannot vibrate) and a fading line for each state change.
public struct HUDRenderer: Sendable {
    /// Value line colour.
    public static let valueColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
    /// Velocity line colour.
    public static let velocityColor = Color(hex: 0xFF9F0A)
    /// Panel colour.
    public static let panelColor = Color(red: 0, green: 0, blue: 0, alpha: 0.62)

    /// A HUD renderer.
    public init() {}

    /// Draws `hud` as of `now` (host seconds) inside `area` (points; usually
    /// the viewport's safe bounds).
    public func draw(_ hud: HUDRecorder, now: Double, in area: Rect, on canvas: CairoCanvas) {
        let cr = canvas.context
        guard CairoDrawing.isFinite(area), area.width > 40, area.height > 40 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let layouts = canvas.textLayouts
        drawTimings(hud, area: area, on: cr, layouts: layouts)
        drawChart(hud, now: now, area: area, on: cr, layouts: layouts)
        drawNotes(hud, now: now, area: area, on: cr, layouts: layouts)
        drawPulses(hud, now: now, on: cr, layouts: layouts)
    }

    /// `value` with `decimals` digits after the point (0…6), no Foundation
    /// needed; "–" when not finite.
    public static func format(_ value: Double, decimals: Int) -> String {
        NumberFormatting.format(value, decimals)
    }

    /// The median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// A speed as the HUD writes it: "½×", "¼×", "⅒×", or the number ("0.3×").
    public static func speedLabel(_ scale: Double) -> String {
        switch scale {
        case 1: return "1×"
        case 0.5: return "½×"
        case 0.25: return "¼×"
        case 0.1: return "⅒×"
        default: return NumberFormatting.format(scale, 2) + "×"
        }
    }

    /// The timing lines: draw time, scene time and fps (and the slow-motion
    /// speed, when not real time), then the live velocity.
    static func timingLines(_ hud: HUDRecorder) -> [String] {
        let frames = hud.frames
        let draw = median(frames.map(\.drawDuration)) * 1000
        let scene = median(frames.map(\.sceneDuration)) * 1000
        var fps = 0.0
        if frames.count >= 2, let first = frames.first, let last = frames.last, last.time > first.time {
            fps = Double(frames.count - 1) / (last.time - first.time)
        }
        var lines = ["frame \(NumberFormatting.format(draw, 2)) ms · scene \(NumberFormatting.format(scene, 2)) ms · \(NumberFormatting.format(fps, 0)) fps"]
        if hud.timeScale != 1 { lines[0] += " · slow motion \(speedLabel(hud.timeScale))" }
        if hud.reducedMotion { lines[0] += " · reduced motion" }
        if let latency = hud.latency {
            var line = "touch → screen \(NumberFormatting.format(latency.median * 1000, 1)) ms median · \(NumberFormatting.format(latency.p99 * 1000, 1)) ms p99"
            if hud.predicts {
                line += hud.predictionLead.map { " · predicted \(NumberFormatting.format($0.seconds * 1000, 0)) ms, \(NumberFormatting.format($0.points, 0)) pt ahead" } ?? " · prediction on"
            }
            lines.append(line)
        }
        if let name = hud.quantityName, let s = hud.samples.last {
            let v = hud.dimensions == 2
                ? "(\(NumberFormatting.format(s.velocity.x, 0)), \(NumberFormatting.format(s.velocity.y, 0)))"
                : NumberFormatting.format(s.velocity.x, 0)
            lines.append("\(name) velocity \(v) pt/s")
        }
        return lines
    }

    /// The timing panel sits at the top right, inside the top safe-area
    /// inset when the inset is deep enough (clear of the "‹ Home" button).
    private func drawTimings(_ hud: HUDRecorder, area: Rect, on cr: OpaquePointer, layouts: TextLayoutCache) {
        let lines = Self.timingLines(hud)
        let lineHeight = 15.0, width = Swift.min(262, area.width - 16)
        let height = Double(lines.count) * lineHeight + 8
        let top = area.minY >= height + 4 ? (area.minY - height) / 2 : area.minY + 4
        let panel = Rect(x: area.maxX - width - 6, y: top, width: width, height: height)
        CairoDrawing.roundedRect(panel, radius: 8, on: cr)
        CairoDrawing.setSource(Self.panelColor, on: cr)
        cairo_fill(cr)
        for (i, line) in lines.enumerated() {
            let r = Rect(x: panel.minX + 8, y: panel.minY + 4 + Double(i) * lineHeight, width: panel.width - 16, height: lineHeight)
            TextPainter.draw(line, in: r, fontSize: 11, color: .white, alignment: .leading, on: cr, layouts: layouts)
        }
    }

    private func drawChart(_ hud: HUDRecorder, now: Double, area: Rect, on cr: OpaquePointer, layouts: TextLayoutCache) {
        guard let name = hud.quantityName else { return }
        let width = Swift.min(300, area.width - 16), height = 132.0
        // Vertically centred on the left: clear of corner controls.
        let panel = Rect(x: area.minX + 8, y: area.midY - height / 2, width: width, height: height)
        CairoDrawing.roundedRect(panel, radius: 8, on: cr)
        CairoDrawing.setSource(Self.panelColor, on: cr)
        cairo_fill(cr)
        let plot = Rect(x: panel.minX + 10, y: panel.minY + 24, width: panel.width - 20, height: panel.height - 46)
        let samples = hud.samples.filter { $0.value.x.isFinite && $0.value.y.isFinite && $0.velocity.x.isFinite && $0.velocity.y.isFinite }
        // 2-D: chart the axis that moved more in the window.
        var axis = 0
        if hud.dimensions == 2, !samples.isEmpty {
            func range(_ k: Int) -> Double {
                let v = samples.map { $0.value[k] }
                return (v.max() ?? 0) - (v.min() ?? 0)
            }
            axis = range(1) > range(0) ? 1 : 0
        }
        let label = hud.dimensions == 2 ? "\(name).\(axis == 0 ? "x" : "y")" : name
        let values = samples.map { $0.value[axis] }, velocities = samples.map { $0.velocity[axis] }
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1 { let m = (hi + lo) / 2; lo = m - 0.5; hi = m + 0.5 }
        let vmax = Swift.max(1, velocities.map { abs($0) }.max() ?? 1)

        // Axes: time along the bottom, zero velocity dashed through the middle.
        cairo_set_line_width(cr, 1)
        CairoDrawing.setSource(Color(red: 1, green: 1, blue: 1, alpha: 0.35), on: cr)
        cairo_move_to(cr, plot.minX, plot.minY)
        cairo_line_to(cr, plot.minX, plot.maxY)
        cairo_line_to(cr, plot.maxX, plot.maxY)
        cairo_stroke(cr)
        cairo_set_dash(cr, [3, 3], 2, 0)
        CairoDrawing.setSource(Self.velocityColor, opacity: 0.35, on: cr)
        cairo_move_to(cr, plot.minX, plot.midY)
        cairo_line_to(cr, plot.maxX, plot.midY)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)

        func x(_ t: Double) -> Double { plot.maxX - (now - t) / HUDRecorder.chartWindow * plot.width }
        func polyline(_ ys: [Double], _ y: (Double) -> Double, _ color: Color) {
            guard ys.count >= 2 else { return }
            for (i, s) in samples.enumerated() {
                let px = Swift.max(plot.minX, x(s.time)), py = y(ys[i])
                if i == 0 { cairo_move_to(cr, px, py) } else { cairo_line_to(cr, px, py) }
            }
            cairo_set_line_width(cr, 1.5)
            CairoDrawing.setSource(color, on: cr)
            cairo_stroke(cr)
        }
        polyline(values, { plot.maxY - ($0 - lo) / (hi - lo) * plot.height }, Self.valueColor)
        polyline(velocities, { plot.midY - $0 / vmax * plot.height / 2 }, Self.velocityColor)

        let top = Rect(x: panel.minX + 10, y: panel.minY + 4, width: panel.width - 20, height: 16)
        TextPainter.draw("\(label) (pt) \(NumberFormatting.format(lo, 0))…\(NumberFormatting.format(hi, 0))",
                         in: top, fontSize: 11, color: Self.valueColor, alignment: .leading, on: cr, layouts: layouts)
        TextPainter.draw("velocity ±\(NumberFormatting.format(vmax, 0)) pt/s", in: top, fontSize: 11,
                         color: Self.velocityColor, alignment: .trailing, on: cr, layouts: layouts)
        let bottom = Rect(x: plot.minX, y: plot.maxY + 3, width: plot.width, height: 16)
        let axisColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        TextPainter.draw("−\(NumberFormatting.format(HUDRecorder.chartWindow, 0)) s", in: bottom, fontSize: 10, color: axisColor,
                         alignment: .leading, on: cr, layouts: layouts)
        TextPainter.draw("time", in: bottom, fontSize: 10, color: axisColor, on: cr, layouts: layouts)
        TextPainter.draw("now", in: bottom, fontSize: 10, color: axisColor, alignment: .trailing, on: cr, layouts: layouts)
    }

    private func drawNotes(_ hud: HUDRecorder, now: Double, area: Rect, on cr: OpaquePointer, layouts: TextLayoutCache) {
        for (i, note) in hud.notes.reversed().enumerated() {
            let age = now - note.time
            guard age >= 0, age < HUDRecorder.noteDuration else { continue }
            let r = Rect(x: area.minX + 12, y: area.minY + 8 + Double(i) * 18, width: area.width / 2, height: 18)
            TextPainter.draw(note.text, in: r, fontSize: 13, color: Color(hex: 0x64D2FF),
                             opacity: 1 - age / HUDRecorder.noteDuration, alignment: .leading, on: cr, layouts: layouts)
        }
    }

    private func drawPulses(_ hud: HUDRecorder, now: Double, on cr: OpaquePointer, layouts: TextLayoutCache) {
        for pulse in hud.pulses {
            let age = now - pulse.time
            guard age >= 0, age < HUDRecorder.pulseDuration, pulse.location.x.isFinite, pulse.location.y.isFinite else { continue }
            let p = age / HUDRecorder.pulseDuration
            let eased = 1 - (1 - p) * (1 - p)
            let color = Self.color(of: pulse.style)
            cairo_new_sub_path(cr)
            cairo_arc(cr, pulse.location.x, pulse.location.y, 16 + 44 * eased, 0, 2 * Double.pi)
            cairo_set_line_width(cr, 2 + 4 * (1 - p))
            CairoDrawing.setSource(color, opacity: 1 - p, on: cr)
            cairo_stroke(cr)
            let label = Rect(x: pulse.location.x - 80, y: pulse.location.y + 64, width: 160, height: 18)
            TextPainter.draw("haptic \(pulse.style.rawValue)", in: label, fontSize: 13, color: color,
                             opacity: 1 - p * p, bold: true, on: cr, layouts: layouts)
        }
    }

    /// The ring colour of a haptic style.
    static func color(of style: HapticStyle) -> Color {
        switch style {
        case .light: return Color(hex: 0x64D2FF)
        case .medium: return Color(hex: 0x30D158)
        case .heavy: return Color(hex: 0xFF453A)
        case .selection: return Color(hex: 0xBF5AF2)
        case .success: return Color(hex: 0xFFD60A)
        }
    }
}
