import FluidRenderer

/// Why a file is not an APNG these tests can read.
public struct APNGDecodingError: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}

/// An animated PNG read back for the tests, written independently of the
/// writer (`AnimatedPNG`): the chunks are split and their CRCs checked, the
/// `acTL`/`fcTL`/`fdAT` sequence checked against the APNG specification,
/// and each frame's compressed data rewrapped as a PNG of its own and
/// decoded by Cairo (`PNGImage(bytes:)`, with the file's `PLTE` and `tRNS`
/// chunks if it has them), so no inflate of our own is needed. Frames are composited with
/// dispose `NONE` and blend `SOURCE` or `OVER` (the only operations the
/// reader accepts); an `OVER` frame's pixels must be fully transparent or
/// fully opaque.
public struct DecodedAPNG {
    /// One frame's control and image.
    public struct Frame {
        /// Where its rectangle sits and its size, pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// Its delay, `delayNumerator / delayDenominator` seconds.
        public var delayNumerator: Int, delayDenominator: Int
        /// Its pixels (width × height).
        public var image: PNGImage
        /// Whether it is drawn over the canvas (`OVER`) rather than replacing it (`SOURCE`).
        public var blendsOver: Bool

        /// The delay, seconds.
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    /// The canvas size, pixels.
    public var width: Int, height: Int
    /// `acTL`'s play count (0: forever).
    public var plays: Int
    /// The frames, in order (the first is also the default image).
    public var frames: [Frame]
    /// Every chunk's type, in file order.
    public var chunkTypes: [String]

    /// The sum of the frames' delays, seconds.
    public var duration: Double { frames.reduce(0) { $0 + $1.delay } }

    /// Reads the APNG file `bytes`.
    ///
    /// - Throws: `APNGDecodingError` saying what is wrong.
    public init(bytes: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw APNGDecodingError("no PNG signature") }
        func u32(_ b: ArraySlice<UInt8>, _ at: Int) -> Int {
            let i = b.startIndex + at
            return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        }
        func u16(_ b: ArraySlice<UInt8>, _ at: Int) -> Int { Int(b[b.startIndex + at]) << 8 | Int(b[b.startIndex + at + 1]) }

        var chunks: [(type: String, data: ArraySlice<UInt8>)] = []
        var i = 8
        while i < bytes.count {
            guard i + 12 <= bytes.count else { throw APNGDecodingError("a chunk header runs past the end") }
            let length = u32(bytes[...], i)
            guard i + 12 + length <= bytes.count else { throw APNGDecodingError("a chunk runs past the end") }
            let typeAndData = Array(bytes[(i + 4)..<(i + 8 + length)])
            guard Self.crc(typeAndData) == UInt32(u32(bytes[...], i + 8 + length)) else {
                throw APNGDecodingError("bad CRC in chunk at byte \(i)")
            }
            chunks.append((String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self), bytes[(i + 8)..<(i + 8 + length)]))
            i += 12 + length
        }
        chunkTypes = chunks.map(\.type)
        guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else { throw APNGDecodingError("IHDR first and IEND last") }
        let ihdr = chunks[0].data
        width = u32(ihdr, 0)
        height = u32(ihdr, 4)
        guard let actl = chunks.first(where: { $0.type == "acTL" })?.data, actl.count == 8 else { throw APNGDecodingError("no acTL") }
        guard let actlIndex = chunkTypes.firstIndex(of: "acTL"), let idatIndex = chunkTypes.firstIndex(of: "IDAT"),
              actlIndex < idatIndex else { throw APNGDecodingError("acTL must come before IDAT") }
        plays = u32(actl, 4)

        // Frames: an fcTL, then its IDAT (the first) or fdAT chunks.
        var sequence = 0
        var controls: [(x: Int, y: Int, width: Int, height: Int, num: Int, den: Int, over: Bool)] = []
        var data: [[UInt8]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let d = chunk.data
                guard d.count == 26, u32(d, 0) == sequence else { throw APNGDecodingError("fcTL out of sequence") }
                sequence += 1
                guard d[d.startIndex + 24] == 0, d[d.startIndex + 25] <= 1 else {
                    throw APNGDecodingError("only dispose NONE and blend SOURCE or OVER are read")
                }
                let c = (x: u32(d, 12), y: u32(d, 16), width: u32(d, 4), height: u32(d, 8), num: u16(d, 20), den: u16(d, 22),
                         over: d[d.startIndex + 25] == 1)
                guard c.width > 0, c.height > 0, c.x + c.width <= width, c.y + c.height <= height else {
                    throw APNGDecodingError("a frame outside the canvas")
                }
                controls.append(c)
                data.append([])
            case "IDAT":
                guard controls.count == 1 else { throw APNGDecodingError("IDAT must belong to the first frame") }
                data[0] += chunk.data
            case "fdAT":
                guard controls.count > 1, u32(chunk.data, 0) == sequence else { throw APNGDecodingError("fdAT out of sequence") }
                sequence += 1
                data[data.count - 1] += chunk.data.dropFirst(4)
            default: continue
            }
        }
        guard controls.count == u32(actl, 0) else { throw APNGDecodingError("acTL counts \(u32(actl, 0)) frames, \(controls.count) found") }
        guard let first = controls.first, first.x == 0, first.y == 0, first.width == width, first.height == height else {
            throw APNGDecodingError("the first frame must fill the canvas")
        }
        // The palette and transparency every frame shares, in file order, before the image data.
        var shared: [UInt8] = []
        for (index, chunk) in chunks.enumerated() where chunk.type == "PLTE" || chunk.type == "tRNS" {
            guard index < idatIndex else { throw APNGDecodingError("\(chunk.type) must come before IDAT") }
            shared += Self.chunk(chunk.type, Array(chunk.data))
        }
        frames = []
        for (c, compressed) in zip(controls, data) {
            var header = Array(ihdr)
            header.replaceSubrange(0..<8, with: Self.be32(c.width) + Self.be32(c.height))
            let png = signature + Self.chunk("IHDR", header) + shared + Self.chunk("IDAT", compressed) + Self.chunk("IEND", [])
            let image: PNGImage
            do { image = try PNGImage(bytes: png) } catch { throw APNGDecodingError("frame \(frames.count): \(error)") }
            if c.over {
                for y in 0..<c.height {
                    for x in 0..<c.width where ![0, 255].contains(image.pixel(x: x, y: y)?.alpha) {
                        throw APNGDecodingError("frame \(frames.count): a partly transparent pixel at (\(x), \(y))")
                    }
                }
            }
            frames.append(Frame(x: c.x, y: c.y, width: c.width, height: c.height, delayNumerator: c.num,
                                delayDenominator: c.den, image: image, blendsOver: c.over))
        }
    }

    /// The whole picture shown while frame `index` is up: frames 0…`index`
    /// drawn in turn, each over the last (an `OVER` frame's transparent
    /// pixels leave the canvas as it was); row by row, `width` per row.
    public func picture(at index: Int) -> [Pixel] {
        var canvas = [Pixel](repeating: Pixel(red: 0, green: 0, blue: 0, alpha: 0), count: width * height)
        for frame in frames[0...index] {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let pixel = frame.image.pixel(x: x, y: y)!
                    if frame.blendsOver, pixel.alpha == 0 { continue }
                    canvas[(frame.y + y) * width + frame.x + x] = pixel
                }
            }
        }
        return canvas
    }

    /// The index of the frame shown at `time` seconds of the first play.
    public func frameIndex(at time: Double) -> Int {
        var start = 0.0
        for (i, frame) in frames.enumerated() {
            start += frame.delay
            if time < start - 1e-9 { return i }
        }
        return frames.count - 1
    }

    private static func be32(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc(body)))
    }

    /// CRC-32 as PNG defines it, bit by bit.
    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 0 ? 0 : 0xEDB8_8320) }
        }
        return ~c
    }
}
