import CCairo

/// A PNG file read into memory (through Cairo), for comparing renders with
/// golden images and for reading back the frames of an `AnimatedPNG`.
public final class PNGImage {
    /// The bytes left to hand to Cairo's PNG reader.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private let surface: OpaquePointer

    /// Width, device pixels.
    public let width: Int
    /// Height, device pixels.
    public let height: Int

    /// Reads the PNG at `path`.
    ///
    /// - Throws: `RenderError` when the file is missing or not a PNG Cairo can read.
    public init(path: String) throws(RenderError) {
        guard let s = cairo_image_surface_create_from_png(path) else { throw .pngNotRead(path: path) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .pngNotRead(path: path)
        }
        surface = s
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
    }

    /// Reads a PNG file held in memory (`bytes`: the whole file).
    ///
    /// - Throws: `RenderError.pngNotRead` (path `"<memory>"`) when the bytes
    ///   are not a PNG Cairo can read.
    public init(bytes: [UInt8]) throws(RenderError) {
        let source = Source(bytes)
        let s = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard source.bytes.count - source.offset >= n else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { all in
                data.update(from: all.baseAddress! + source.offset, count: n)
            }
            source.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        withExtendedLifetime(source) {}
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            if let s { cairo_surface_destroy(s) }
            throw .pngNotRead(path: "<memory>")
        }
        surface = s
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at (`x`, `y`) with straight (not premultiplied) colour, or nil outside.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
        let a = format == CAIRO_FORMAT_ARGB32 ? UInt8(truncatingIfNeeded: word >> 24) : 255
        func straight(_ shift: UInt32) -> UInt8 {
            let c = UInt32(truncatingIfNeeded: (word >> shift) & 0xFF)
            guard a != 0 else { return 0 }
            return UInt8(Swift.min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: a)
    }

    /// How two images differ: the share of pixels whose largest channel
    /// difference exceeds `tolerance` (0…255), and the largest difference.
    /// Images of different sizes differ everywhere (share 1).
    public func difference(from other: PNGImage, tolerance: Int = 16) -> (share: Double, largest: Int) {
        guard width == other.width, height == other.height, width > 0, height > 0 else { return (1, 255) }
        var over = 0, largest = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let p = pixel(x: x, y: y), let q = other.pixel(x: x, y: y) else { continue }
                let d = Swift.max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                                  abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                largest = Swift.max(largest, d)
                if d > tolerance { over += 1 }
            }
        }
        return (Double(over) / Double(width * height), largest)
    }
}
