// The image codec is its own target (PNGCodec: PNG and animated PNG,
// palettes, pixels); everything that draws with this renderer sees it.
@_exported import PNGCodec

extension AnimatedPNG {
    /// Appends what `canvas` shows now as a frame of one tick.
    ///
    /// - Throws: `RenderError.surfaceUnavailable` when the canvas's size is
    ///   not the animation's; `.pngNotWritten` when a frame cannot be encoded.
    public mutating func append(_ canvas: CairoCanvas) throws(RenderError) {
        guard canvas.pixelWidth == pixelWidth, canvas.pixelHeight == pixelHeight else {
            throw .surfaceUnavailable(width: canvas.pixelWidth, height: canvas.pixelHeight)
        }
        try append(pixels: canvas.copyPixels())
    }
}
