import FluidInteractions
import FluidPhysics

/// Renders without a display: an ARGB32 image of `size` points at `scale`
/// pixels per point, for screenshots (`writePNG`) and pixel tests
/// (`pixel(at:)`).
public final class OffscreenRenderer {
    /// The image drawn into; draw more on it (the HUD, the home screen) at will.
    public let canvas: CairoCanvas
    /// The scene renderer used by `render(_:)`.
    public let sceneRenderer = SceneRenderer()

    /// An image of `size` points at `scale` pixels per point (rounded to
    /// whole pixels), cleared to transparent.
    ///
    /// - Throws: `RenderError.surfaceUnavailable` for a size that is not
    ///   finite, rounds to no pixels, or exceeds 32767 pixels.
    public init(size: Size, scale: Double = 1) throws(RenderError) {
        let k = scale.isFinite && scale > 0 ? scale : 1
        let w = size.width * k, h = size.height * k
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, w <= 32767, h <= 32767 else {
            throw .surfaceUnavailable(width: w.isFinite ? Int(w.rounded()) : -1, height: h.isFinite ? Int(h.rounded()) : -1)
        }
        canvas = try CairoCanvas(pixelWidth: Int(w.rounded()), pixelHeight: Int(h.rounded()), scale: k)
    }

    /// Width of the image, pixels.
    public var pixelWidth: Int { canvas.pixelWidth }
    /// Height of the image, pixels.
    public var pixelHeight: Int { canvas.pixelHeight }

    /// Paints the background, then draws `layers` at the canvas's scale.
    public func render(_ layers: [Layer], background: Color = SceneRenderer.backgroundColor) {
        sceneRenderer.drawBackground(background, on: canvas)
        sceneRenderer.draw(layers, on: canvas)
    }

    /// Renders a model's current scene.
    public func render(_ model: AnyInteraction) {
        render(model.scene)
    }

    /// The pixel covering `point` (points), or nil outside the image.
    public func pixel(at point: Point) -> Pixel? { canvas.pixel(at: point) }

    /// Writes the image as a PNG file.
    public func writePNG(to path: String) throws(RenderError) { try canvas.writePNG(to: path) }
}
