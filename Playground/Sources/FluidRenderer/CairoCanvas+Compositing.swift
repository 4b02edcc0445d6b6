import CCairo
import FluidPhysics

extension CairoCanvas {
    /// Runs `body`, whose drawing is shifted by `offset` (points) and
    /// composited at `opacity` (0…1, clamped; non-finite counts as 1) as
    /// one layer — overlapping parts do not show through each other. At
    /// opacity 0 nothing is drawn and `body` is not run.
    public func drawing(opacity: Double = 1, offset: Vector = .zero, _ body: () -> Void) {
        let alpha = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
        guard alpha > 0 else { return }
        let cr = context
        cairo_save(cr)
        if offset.dx.isFinite, offset.dy.isFinite { cairo_translate(cr, offset.dx, offset.dy) }
        if alpha < 1 {
            cairo_push_group(cr)
            body()
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            body()
        }
        cairo_restore(cr)
    }
}
