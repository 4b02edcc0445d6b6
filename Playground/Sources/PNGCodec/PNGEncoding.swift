import CCairo

/// PNG bytes of opaque pixels, compressed by Cairo's PNG writer (libpng and
/// zlib, which Cairo already links): the building block of `AnimatedPNG`,
/// which takes the compressed image data out of the `IDAT` chunks.
enum PNGEncoding {
    /// A growing byte buffer Cairo's stream callback appends to.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// The PNG file of the `width` × `height` pixel rectangle at (`x`, `y`)
    /// of `pixels` (a `rowLength`-pixel-wide image of native-endian 32-bit
    /// ARGB words, as a Cairo image stores them), as an opaque RGB image
    /// (alpha dropped: colour type 2, 8 bits per channel).
    ///
    /// - Throws: `RenderError.surfaceUnavailable` when the rectangle is empty
    ///   or Cairo cannot make the image; `.pngNotWritten` (path `"<memory>"`)
    ///   when it cannot encode it.
    static func png(of pixels: [UInt32], rowLength: Int, x: Int, y: Int, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        guard x >= 0, y >= 0, x + width <= rowLength, (y + height) * rowLength <= pixels.count else {
            throw .surfaceUnavailable(width: width, height: height)
        }
        return try png(format: CAIRO_FORMAT_RGB24, width: width, height: height) { data, stride in
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    let from = UnsafeRawPointer(source.baseAddress! + (y + row) * rowLength + x)
                    (data + row * stride).copyMemory(from: from, byteCount: 4 * width)
                }
            }
        }
    }

    /// The PNG file of a `width` × `height` image of one byte per pixel
    /// (`bytes`, row by row), as an 8-bit greyscale image (colour type 0):
    /// the same filtered and compressed bytes an 8-bit indexed image (colour
    /// type 3) of those indices has, which is how `AnimatedPNG` writes a palette.
    ///
    /// - Throws: as `png(of:rowLength:x:y:width:height:)`.
    static func png(ofBytes bytes: [UInt8], width: Int, height: Int) throws(RenderError) -> [UInt8] {
        guard width * height == bytes.count else { throw .surfaceUnavailable(width: width, height: height) }
        return try png(format: CAIRO_FORMAT_A8, width: width, height: height) { data, stride in
            bytes.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    (data + row * stride).copyMemory(from: UnsafeRawPointer(source.baseAddress! + row * width), byteCount: width)
                }
            }
        }
    }

    /// Makes a Cairo image of `format`, lets `fill` write its rows (the
    /// image's first byte, bytes per row), and returns it as a PNG file.
    private static func png(format: cairo_format_t, width: Int, height: Int,
                            fill: (UnsafeMutableRawPointer, Int) -> Void) throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface)
        else { throw .surfaceUnavailable(width: width, height: height) }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        fill(UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .pngNotWritten(path: "<memory>", reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }
}
