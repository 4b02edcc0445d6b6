import CCairo
import FluidInteractions
import FluidPhysics

/// The "‹ Home" button drawn over an open interface, top left, inside the
/// top safe-area inset when there is room (at least 8 points from the edges).
public enum BackButton {
    /// The label.
    public static let title = "‹ Home"

    /// The button's frame in a `viewport`-sized window, points.
    public static func frame(in viewport: Viewport) -> Rect {
        let h = 32.0
        let y = viewport.safeArea.top >= h + 8 ? (viewport.safeArea.top - h) / 2 : viewport.safeArea.top + 8
        return Rect(x: viewport.safeArea.left + 8, y: y, width: 92, height: h)
    }

    /// Draws the button at `frame`, `opacity` 0…1, lighter when `pressed`.
    public static func draw(in frame: Rect, opacity: Double = 1, pressed: Bool = false, on canvas: CairoCanvas) {
        let cr = canvas.context
        let o = CairoDrawing.unit(opacity)
        guard o > 0, CairoDrawing.isFinite(frame) else { return }
        CairoDrawing.roundedRect(CairoDrawing.snapped(frame, on: cr), radius: frame.height / 2, on: cr)
        CairoDrawing.setSource(Color(red: 1, green: 1, blue: 1, alpha: pressed ? 0.3 : 0.14), opacity: o, on: cr)
        cairo_fill(cr)
        TextPainter.draw(title, in: frame, fontSize: 16, color: .white, opacity: o, bold: true, on: cr, layouts: canvas.textLayouts)
    }
}
