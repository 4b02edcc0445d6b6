#if canImport(Glibc)
import Glibc
#endif

/// An animated PNG (APNG) built frame by frame from opaque renders, looping
/// forever: `acTL`, then per stored frame an `fcTL` and its image data
/// (`IDAT` for the first, which is also the still image viewers without
/// APNG support show; `fdAT` after it).
///
/// Every appended frame lasts one tick of 1/`framesPerSecond` seconds. A
/// frame identical to the one before is not stored again: the stored one's
/// delay grows by a tick. A frame that differs is stored as the smallest
/// rectangle holding every changed pixel, drawn over the previous frame
/// (`fcTL` offsets; dispose `NONE`, blend `SOURCE`), so a small moving
/// thing costs a small rectangle. Colour type 2 (RGB, 8 bits): alpha is
/// dropped (but frames are compared with it: give opaque renders).
/// Compression is Cairo's PNG writer's.
public struct AnimatedPNG {
    /// One stored frame: where its rectangle sits (pixels), its compressed
    /// image data and how many ticks it shows.
    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var data: [UInt8]
        var ticks: Int
    }

    /// Width of every frame, pixels.
    public let pixelWidth: Int
    /// Height of every frame, pixels.
    public let pixelHeight: Int
    /// Ticks per second: a frame's delay is a whole number of ticks (1…65535).
    public let framesPerSecond: Int

    private var header: [UInt8] = []
    private var frames: [Frame] = []
    private var previous: [UInt32] = []

    /// How many frames were appended (one tick each), repeated ones included.
    public private(set) var appendedFrameCount = 0

    /// How many frames are stored (a run of identical frames counts once,
    /// unless its delay outgrew the 65535 ticks an `fcTL` can hold).
    public var storedFrameCount: Int { frames.count }

    /// How long the animation plays once, in ticks (the sum of the delays).
    public var durationTicks: Int { frames.reduce(0) { $0 + $1.ticks } }

    /// An empty animation of `pixelWidth` × `pixelHeight` pixels at
    /// `framesPerSecond` ticks per second (clamped to 1…65535; sizes to at
    /// least 1).
    public init(pixelWidth: Int, pixelHeight: Int, framesPerSecond: Int) {
        self.pixelWidth = Swift.max(1, pixelWidth)
        self.pixelHeight = Swift.max(1, pixelHeight)
        self.framesPerSecond = Swift.min(Swift.max(1, framesPerSecond), Int(UInt16.max))
    }

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

    /// Appends a frame of one tick: `pixels` holds `pixelWidth` × `pixelHeight`
    /// native-endian ARGB words, row by row (as `CairoCanvas.copyPixels()`
    /// gives them); alpha is not stored.
    ///
    /// - Throws: `RenderError.surfaceUnavailable` when `pixels` has the wrong
    ///   count; `.pngNotWritten` when the frame cannot be encoded.
    public mutating func append(pixels: [UInt32]) throws(RenderError) {
        guard pixels.count == pixelWidth * pixelHeight else {
            throw .surfaceUnavailable(width: pixelWidth, height: pixels.count / pixelWidth)
        }
        appendedFrameCount += 1
        if frames.isEmpty {
            let png = try PNGEncoding.png(of: pixels, rowLength: pixelWidth, x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            let chunks = try Self.chunks(of: png)
            header = chunks.first { $0.type == "IHDR" }?.data ?? []
            frames.append(Frame(x: 0, y: 0, width: pixelWidth, height: pixelHeight, data: Self.imageData(chunks), ticks: 1))
            previous = pixels
            return
        }
        guard let changed = changedRectangle(pixels) else {
            try hold(ticks: 1)
            return
        }
        try store(pixels, in: changed)
        previous = pixels
    }

    /// Lengthens the last frame by `ticks` (a pause at the end of a movie).
    /// Does nothing before the first frame or for `ticks` ≤ 0.
    ///
    /// - Throws: `RenderError.pngNotWritten` when a frame cannot be encoded.
    public mutating func hold(ticks: Int) throws(RenderError) {
        guard !frames.isEmpty, ticks > 0 else { return }
        var left = ticks
        while left > 0 {
            let room = Int(UInt16.max) - frames[frames.count - 1].ticks
            if room == 0 {
                // The delay is full: the same picture again as a 1-pixel frame.
                try store(previous, in: (0, 0, 1, 1))
                frames[frames.count - 1].ticks = 0
                continue
            }
            let step = Swift.min(room, left)
            frames[frames.count - 1].ticks += step
            left -= step
        }
    }

    /// Stores the `rect` part of `pixels` as a new frame of one tick.
    private mutating func store(_ pixels: [UInt32], in rect: (x: Int, y: Int, width: Int, height: Int)) throws(RenderError) {
        let png = try PNGEncoding.png(of: pixels, rowLength: pixelWidth, x: rect.x, y: rect.y,
                                      width: rect.width, height: rect.height)
        let chunks = try Self.chunks(of: png)
        // Every frame must have the first frame's bit depth, colour type and interlacing.
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13,
              header.count == 13, ihdr[8...] == header[8...]
        else { throw .pngNotWritten(path: "<memory>", reason: "frames encoded in different PNG formats") }
        frames.append(Frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                            data: Self.imageData(chunks), ticks: 1))
    }

    /// The smallest rectangle holding every pixel of `pixels` that differs
    /// from the previous frame, or nil when none does.
    private func changedRectangle(_ pixels: [UInt32]) -> (x: Int, y: Int, width: Int, height: Int)? {
        let w = pixelWidth, h = pixelHeight
        return pixels.withUnsafeBufferPointer { now -> (x: Int, y: Int, width: Int, height: Int)? in
            previous.withUnsafeBufferPointer { before -> (x: Int, y: Int, width: Int, height: Int)? in
                let n = now.baseAddress!, p = before.baseAddress!
                func rowDiffers(_ y: Int) -> Bool { memcmp(n + y * w, p + y * w, 4 * w) != 0 }
                guard let top = (0..<h).first(where: rowDiffers) else { return nil }
                let bottom = (top..<h).last(where: rowDiffers) ?? top
                var left = w, right = -1
                for y in top...bottom where rowDiffers(y) {
                    let row = y * w
                    var x = 0
                    while x < left, n[row + x] == p[row + x] { x += 1 }
                    left = Swift.min(left, x)
                    x = w - 1
                    while x > right, n[row + x] == p[row + x] { x -= 1 }
                    right = Swift.max(right, x)
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    /// The chunks of a PNG that `PNGEncoding` made.
    private static func chunks(of png: [UInt8]) throws(RenderError) -> [PNGChunk] {
        guard let chunks = PNGChunk.chunks(of: png) else {
            throw .pngNotWritten(path: "<memory>", reason: "the PNG encoder wrote no readable PNG")
        }
        return chunks
    }

    /// The compressed image data of a PNG: its `IDAT` chunks' data, joined.
    private static func imageData(_ chunks: [PNGChunk]) -> [UInt8] {
        chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    }

    /// The APNG file; an empty animation gives an empty array.
    public func encoded() -> [UInt8] {
        guard !frames.isEmpty else { return [] }
        var out = PNGChunk.signature
        out += PNGChunk(type: "IHDR", data: header).bytes
        var actl: [UInt8] = []
        PNGChunk.append(UInt32(frames.count), to: &actl)
        PNGChunk.append(UInt32(0), to: &actl)  // plays: 0 = forever
        out += PNGChunk(type: "acTL", data: actl).bytes
        var sequence: UInt32 = 0
        // Data chunks of at most 1 MiB each.
        let piece = 1 << 20
        for (i, frame) in frames.enumerated() {
            var fctl: [UInt8] = []
            PNGChunk.append(sequence, to: &fctl)
            sequence += 1
            PNGChunk.append(UInt32(frame.width), to: &fctl)
            PNGChunk.append(UInt32(frame.height), to: &fctl)
            PNGChunk.append(UInt32(frame.x), to: &fctl)
            PNGChunk.append(UInt32(frame.y), to: &fctl)
            PNGChunk.append(UInt16(frame.ticks), to: &fctl)
            PNGChunk.append(UInt16(framesPerSecond), to: &fctl)
            fctl += [0, 0]  // dispose NONE, blend SOURCE
            out += PNGChunk(type: "fcTL", data: fctl).bytes
            var start = 0
            repeat {
                let end = Swift.min(start + piece, frame.data.count)
                if i == 0 {
                    out += PNGChunk(type: "IDAT", data: Array(frame.data[start..<end])).bytes
                } else {
                    var fdat: [UInt8] = []
                    PNGChunk.append(sequence, to: &fdat)
                    sequence += 1
                    out += PNGChunk(type: "fdAT", data: fdat + frame.data[start..<end]).bytes
                }
                start = end
            } while start < frame.data.count
        }
        out += PNGChunk(type: "IEND", data: []).bytes
        return out
    }

    /// Writes the APNG file at `path`, replacing it, and returns its size in bytes.
    ///
    /// - Throws: `RenderError.pngNotWritten` when the animation is empty or
    ///   the file cannot be written (with the system's reason).
    @discardableResult
    public func write(to path: String) throws(RenderError) -> Int {
        let bytes = encoded()
        guard !bytes.isEmpty else { throw .pngNotWritten(path: path, reason: "no frames") }
        guard let file = fopen(path, "wb") else {
            throw .pngNotWritten(path: path, reason: String(cString: strerror(errno)))
        }
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw .pngNotWritten(path: path, reason: String(cString: strerror(errno)))
        }
        return bytes.count
    }
}
