import CCairo
import FluidPhysics

/// A Cairo ARGB32 image surface and a drawing context on it whose user
/// space is in points: one point is `scale` pixels (2 on a HiDPI screen).
///
/// The pixels either belong to the canvas or to someone else (a locked SDL
/// streaming texture in `SDL_PIXELFORMAT_ARGB8888`, which has Cairo's ARGB32
/// layout), so a window draws straight into its texture without a copy.
/// Text is laid out through `textLayouts`, which a window hands from frame
/// to frame (each frame's canvas wraps that frame's pixels). Not
/// thread-safe: use a canvas, and its cache, from one thread.
public final class CairoCanvas {
    /// The surface (`cairo_surface_t *`).
    let surface: OpaquePointer
    /// The context (`cairo_t *`), scaled to points.
    let context: OpaquePointer
    /// Width, pixels.
    public let pixelWidth: Int
    /// Height, pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// The Pango layouts of the labels drawn on this canvas.
    public let textLayouts: TextLayoutCache

    /// A canvas owning a new `pixelWidth` × `pixelHeight` image, cleared to
    /// transparent black; `scale` pixels per point (non-finite or
    /// non-positive scales count as 1); labels are laid out in `textLayouts`
    /// (a new cache by default).
    public convenience init(
        pixelWidth: Int, pixelHeight: Int, scale: Double, textLayouts: TextLayoutCache = TextLayoutCache()
    ) throws(RenderError) {
        guard Self.fits(pixelWidth, pixelHeight) else { throw .surfaceUnavailable(width: pixelWidth, height: pixelHeight) }
        try self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
                      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, textLayouts: textLayouts)
    }

    /// A canvas drawing into memory it does not own: `stride` bytes per row,
    /// 4 bytes per pixel in native-endian ARGB (premultiplied). The memory
    /// must outlive the canvas; call `flush()` before reading it. Pass the
    /// same `textLayouts` to every frame's canvas so labels are shaped once.
    public convenience init(
        pixels: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int, stride: Int, scale: Double,
        textLayouts: TextLayoutCache = TextLayoutCache()
    ) throws(RenderError) {
        guard Self.fits(pixelWidth, pixelHeight), stride >= 4 * pixelWidth else {
            throw .surfaceUnavailable(width: pixelWidth, height: pixelHeight)
        }
        try self.init(surface: cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                   Int32(pixelWidth), Int32(pixelHeight), Int32(stride)),
                      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, textLayouts: textLayouts)
    }

    /// A canvas on `surface` (a new one, or nil when Cairo made none),
    /// which it owns from here on: an unusable surface is destroyed and
    /// refused.
    private init(surface s: OpaquePointer?, pixelWidth: Int, pixelHeight: Int, scale: Double,
                 textLayouts: TextLayoutCache) throws(RenderError) {
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            if let s { cairo_surface_destroy(s) }
            throw .surfaceUnavailable(width: pixelWidth, height: pixelHeight)
        }
        (surface, context, self.scale) = Self.makeContext(on: s, scale: scale)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.textLayouts = textLayouts
    }

    /// Whether Cairo can make an image of this many pixels (1…32767 each way).
    private static func fits(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width <= 32767 && height <= 32767
    }

    private static func makeContext(on s: OpaquePointer, scale: Double) -> (OpaquePointer, OpaquePointer, Double) {
        let k = scale.isFinite && scale > 0 ? scale : 1
        let cr = cairo_create(s)!
        cairo_scale(cr, k, k)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        return (s, cr, k)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The canvas size, points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Finishes pending drawing so the pixels in memory are up to date.
    public func flush() { cairo_surface_flush(surface) }

    /// The pixel at device pixel (`x`, `y`), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        flush()
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
        let a = UInt8(truncatingIfNeeded: word >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
            let c = UInt32(truncatingIfNeeded: (word >> shift) & 0xFF)
            guard a != 0 else { return 0 }
            return UInt8(Swift.min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: a)
    }

    /// The pixel covering `point` (points), or nil outside the image.
    public func pixel(at point: Point) -> Pixel? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let x = (point.x * scale).rounded(.down), y = (point.y * scale).rounded(.down)
        guard x >= 0, y >= 0, x < Double(pixelWidth), y < Double(pixelHeight) else { return nil }
        return pixel(x: Int(x), y: Int(y))
    }

    /// Writes the image as a PNG file at `path`.
    public func writePNG(to path: String) throws(RenderError) {
        flush()
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .pngNotWritten(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

extension CairoCanvas {
    /// A copy of every pixel, row by row: native-endian 32-bit ARGB words
    /// (premultiplied), `pixelWidth` per row, the layout `AnimatedPNG` takes.
    public func copyPixels() -> [UInt32] {
        copyPixels(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }

    /// A copy of the `width` × `height` pixels at (`x`, `y`) (device pixels,
    /// clipped to the image), row by row, as `copyPixels()` gives them; empty
    /// when nothing is left after clipping.
    public func copyPixels(x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        flush()
        let x0 = Swift.max(0, x), y0 = Swift.max(0, y)
        let w = Swift.min(pixelWidth, x + width) - x0, h = Swift.min(pixelHeight, y + height) - y0
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            for row in 0..<h {
                UnsafeMutableRawPointer(buffer.baseAddress! + row * w)
                    .copyMemory(from: UnsafeRawPointer(data) + (y0 + row) * stride + 4 * x0, byteCount: 4 * w)
            }
            count = w * h
        }
    }
}
