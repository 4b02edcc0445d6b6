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
/// (`fcTL` offsets; dispose `NONE`, blend `OVER`), and inside it every pixel
/// that did not change is fully transparent, so blending leaves the pixel
/// below as it was: runs of one value compress to almost nothing, so a
/// scrolled list costs its moving edges and text rather than its area.
///
/// Two kinds of pixels (`Colours`):
/// - `.truecolour` (colour type 2, 8-bit RGB): lossless. The transparent
///   pixels are written in a *transparency key*, the lowest colour the first
///   frame does not use, which a `tRNS` chunk makes transparent. Should a
///   later frame use it, the animation cannot be finished (`keyCollision`).
/// - `.palette` (colour type 3, 8-bit indices into a `PLTE`): a third of
///   the data before compression. Index 0 is the transparent one; indices
///   1…255 hold the colours (`MoviePalette`): all of them when the frames
///   show at most 255 (lossless), otherwise the most shown and those
///   farthest from them, the others drawn in their nearest.
///
/// Record with `recording(pixelWidth:pixelHeight:framesPerSecond:colours:_:)`:
/// it renders twice when it must (a survey of the colours for a palette, or
/// again with another key after a collision). Frames are compared with
/// their alpha but it is not stored: give opaque renders. Compression is
/// Cairo's PNG writer's (libpng and zlib).
public struct AnimatedPNG {
    /// How pixels are stored.
    public enum Colours: Hashable, Sendable, CustomStringConvertible {
        /// 8-bit RGB, lossless.
        case truecolour
        /// At most 255 colours and a transparent index, when no colour the
        /// frames show is more than `maximumError` levels (0…255, in any
        /// channel) from its palette colour; otherwise `.truecolour`. A
        /// palette is lossless when the frames show at most 255 colours.
        /// About 4 levels cannot be seen; a smooth gradient needs more
        /// colours than a palette has, and shows bands beyond that.
        case palette(maximumError: Int)

        /// `truecolour`, or `palette within N levels`.
        public var description: String {
            switch self {
            case .truecolour: "truecolour"
            case .palette(let e): "palette within \(e) level\(e == 1 ? "" : "s")"
            }
        }
    }

    /// One stored frame: where its rectangle sits (pixels), its compressed
    /// image data and how many ticks it shows.
    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var data: [UInt8]
        var ticks: Int
        /// Drawn over the frame before (`OVER`) rather than replacing it (`SOURCE`).
        var blendsOver: Bool
    }

    /// What the pixels become, and what a pass collects.
    private enum Storage {
        /// RGB; unchanged pixels in the key (RGB, low 24 bits), chosen with
        /// the first frame avoiding `avoided`; no key: stored as they are.
        case truecolour(key: UInt32?, avoided: ColourSet?, keyed: Bool)
        /// Palette indices.
        case palette(MoviePalette)
        /// Nothing stored: the colours are counted for a palette.
        case survey(ColourCounts)
    }

    /// Width of every frame, pixels.
    public let pixelWidth: Int
    /// Height of every frame, pixels.
    public let pixelHeight: Int
    /// Ticks per second: a frame's delay is a whole number of ticks (1…65535).
    public let framesPerSecond: Int

    private var storage: Storage
    private var header: [UInt8] = []
    private var frames: [Frame] = []
    /// The last frame appended: ARGB words, or palette indices as words.
    private var previous: [UInt32] = []
    /// Every colour appended so far (for a key no frame uses).
    private var colours = ColourSet()

    /// How many frames were appended (one tick each), repeated ones included.
    public private(set) var appendedFrameCount = 0

    /// Whether a frame after the first used the transparency key's colour
    /// (`.truecolour` only). The animation is then unusable (`encoded()` is
    /// empty, and `storedFrameCount` and `durationTicks` no longer count
    /// anything): record it with `recording(…)`, which renders it again.
    public private(set) var keyCollision = false

    /// How many frames are stored (a run of identical frames counts once,
    /// unless its delay outgrew the 65535 ticks an `fcTL` can hold).
    public var storedFrameCount: Int { frames.count }

    /// How long the animation plays once, in ticks (the sum of the delays).
    public var durationTicks: Int { frames.reduce(0) { $0 + $1.ticks } }

    /// For a `.palette` animation: how many colours its frames showed, and
    /// the largest difference in one channel (levels, 0…255) between one of
    /// them and the palette colour drawn for it (0: lossless). Nil for
    /// `.truecolour`, which is always lossless.
    public var paletteFit: (colours: Int, largestError: Int)? {
        guard case .palette(let palette) = storage else { return nil }
        return (palette.colourCount, palette.largestError)
    }

    /// An empty `.truecolour` animation of `pixelWidth` × `pixelHeight`
    /// pixels at `framesPerSecond` ticks per second (clamped to 1…65535;
    /// sizes to at least 1). A palette needs a survey of the colours first:
    /// see `recording(…)`.
    public init(pixelWidth: Int, pixelHeight: Int, framesPerSecond: Int) {
        self.init(pixelWidth, pixelHeight, framesPerSecond, .truecolour(key: nil, avoided: nil, keyed: true))
    }

    private init(_ pixelWidth: Int, _ pixelHeight: Int, _ framesPerSecond: Int, _ storage: Storage) {
        self.pixelWidth = Swift.max(1, pixelWidth)
        self.pixelHeight = Swift.max(1, pixelHeight)
        self.framesPerSecond = Swift.min(Swift.max(1, framesPerSecond), Int(UInt16.max))
        self.storage = storage
    }

    /// The animation `render` makes by appending its frames, in `colours`.
    ///
    /// `.palette` renders once to count the colours, then once to store
    /// them with a palette, or in RGB when the palette would move a colour
    /// too far. RGB renders once, and again if a frame used the
    /// transparency key, with a key no frame of the first pass used (so a
    /// `render` that draws the same each time runs at most twice; one that
    /// does not gets a last pass with no key, each changed rectangle whole).
    ///
    /// - Throws: whatever `render` throws.
    public static func recording(pixelWidth: Int, pixelHeight: Int, framesPerSecond: Int, colours: Colours = .truecolour,
                                 _ render: (inout AnimatedPNG) throws -> Void) rethrows -> AnimatedPNG {
        let rgb = Storage.truecolour(key: nil, avoided: nil, keyed: true)
        var movie: AnimatedPNG
        if case .palette(let maximumError) = colours {
            var survey = AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, .survey(ColourCounts()))
            try render(&survey)
            guard case .survey(let counts) = survey.storage, !counts.colours.isEmpty else {
                return AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, .palette(.empty))
            }
            let palette = MoviePalette(counts, maximumError: maximumError)
            movie = AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, palette.map { .palette($0) } ?? rgb)
        } else {
            movie = AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, rgb)
        }
        try render(&movie)
        if movie.keyCollision {
            movie = AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, .truecolour(key: nil, avoided: movie.colours, keyed: true))
            try render(&movie)
        }
        if movie.keyCollision {
            movie = AnimatedPNG(pixelWidth, pixelHeight, framesPerSecond, .truecolour(key: nil, avoided: nil, keyed: false))
            try render(&movie)
        }
        return movie
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
        var words = pixels
        switch storage {
        case .survey(var counts):
            guard previous != pixels else { return }
            storage = .palette(.empty)  // the counts' only owner is `counts` while it counts: no copy
            counts.count(pixels)
            storage = .survey(counts)
            previous = pixels
            return
        case .palette(let palette):
            words = palette.indices(of: pixels)
        case .truecolour:
            break
        }
        if frames.isEmpty {
            try storeFirst(words)
            return
        }
        guard let changed = changedRectangle(words) else {
            try hold(ticks: 1)
            return
        }
        try store(words, in: changed)
        previous = words
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

    /// Stores the first frame whole, replacing the canvas (and chooses the
    /// transparency key of a keyed `.truecolour` animation).
    private mutating func storeFirst(_ words: [UInt32]) throws(RenderError) {
        let chunks = try encode(words, width: pixelWidth, height: pixelHeight)
        header = chunks.first { $0.type == "IHDR" }?.data ?? []
        frames.append(Frame(x: 0, y: 0, width: pixelWidth, height: pixelHeight, data: Self.imageData(chunks), ticks: 1,
                            blendsOver: false))
        previous = words
        guard case .truecolour(_, let avoided, let keyed) = storage else { return }
        for word in words { colours.insert(word) }
        var taken = colours
        if let avoided { taken.formUnion(avoided) }
        storage = .truecolour(key: keyed ? taken.firstMissing() : nil, avoided: avoided, keyed: keyed)
    }

    /// Stores the `rect` part of `words` as a new frame of one tick, drawn
    /// over the previous frame, in whichever of two forms compresses
    /// smaller: the rectangle as it is, or with every pixel equal to the
    /// previous frame's written transparent (the key, or index 0) — runs of
    /// one value help a scrolled list, holes in a smooth gradient do not.
    /// Records the new pixels' colours; a new pixel in the key's colour is a
    /// key collision, after which frames are only tracked, not encoded.
    private mutating func store(_ words: [UInt32], in rect: (x: Int, y: Int, width: Int, height: Int)) throws(RenderError) {
        var transparent: UInt32?, keyColour: UInt32 = 0x100_0000, tracksColours = true
        switch storage {
        case .truecolour(let key, _, _):
            if let key { (transparent, keyColour) = (0xFF00_0000 | key, key) }
        case .palette:
            (transparent, tracksColours) = (0, false)
        case .survey:
            return
        }
        var plain = [UInt32](repeating: 0, count: rect.width * rect.height)
        var holed = transparent == nil ? [] : plain
        var collided = false, seen = ColourSet.placeholder
        swap(&seen, &colours)  // the one copy of the set is mutated in place
        let width = pixelWidth
        plain.withUnsafeMutableBufferPointer { out in
            holed.withUnsafeMutableBufferPointer { holes in
                words.withUnsafeBufferPointer { now in
                    previous.withUnsafeBufferPointer { before in
                        for row in 0..<rect.height {
                            let from = (rect.y + row) * width + rect.x, to = row * rect.width
                            for column in 0..<rect.width {
                                let word = now[from + column]
                                out[to + column] = word
                                if let transparent {
                                    let same = word == before[from + column]
                                    holes[to + column] = same ? transparent : word
                                    if same { continue }
                                }
                                if tracksColours {
                                    seen.insert(word)
                                    if word & 0xFF_FFFF == keyColour { collided = true }
                                }
                            }
                        }
                    }
                }
            }
        }
        colours = seen
        if collided { keyCollision = true }
        guard !keyCollision else {
            frames = [Frame(x: 0, y: 0, width: 1, height: 1, data: [], ticks: 1, blendsOver: false)]
            return
        }
        var data = try imageData(plain, width: rect.width, height: rect.height)
        if !holed.isEmpty {
            let smaller = try imageData(holed, width: rect.width, height: rect.height)
            if smaller.count < data.count { data = smaller }
        }
        frames.append(Frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height, data: data, ticks: 1, blendsOver: true))
    }

    /// The compressed image data of `words` as a `width` × `height` frame.
    ///
    /// - Throws: `RenderError.pngNotWritten` when it cannot be encoded, or
    ///   not in the first frame's bit depth, colour type and interlacing.
    private func imageData(_ words: [UInt32], width: Int, height: Int) throws(RenderError) -> [UInt8] {
        let chunks = try encode(words, width: width, height: height)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13,
              header.count == 13, ihdr[8...] == header[8...]
        else { throw .pngNotWritten(path: "<memory>", reason: "frames encoded in different PNG formats") }
        return Self.imageData(chunks)
    }

    /// The chunks of a `width` × `height` PNG of `words`: RGB, or 8-bit
    /// indices (written as a greyscale image: the same bytes and filters).
    private func encode(_ words: [UInt32], width: Int, height: Int) throws(RenderError) -> [PNGChunk] {
        let png: [UInt8]
        if case .palette = storage {
            png = try PNGEncoding.png(ofBytes: words.map { UInt8(truncatingIfNeeded: $0) }, width: width, height: height)
        } else {
            png = try PNGEncoding.png(of: words, rowLength: width, x: 0, y: 0, width: width, height: height)
        }
        return try Self.chunks(of: png)
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

    /// The APNG file; an empty animation, one with a key collision, or a
    /// survey gives an empty array.
    public func encoded() -> [UInt8] {
        guard !frames.isEmpty, !keyCollision, header.count == 13 else { return [] }
        var out = PNGChunk.signature
        var ihdr = header
        if case .palette = storage { ihdr[9] = 3 }  // indexed colour: the greyscale bytes are indices
        out += PNGChunk(type: "IHDR", data: ihdr).bytes
        var actl: [UInt8] = []
        PNGChunk.append(UInt32(frames.count), to: &actl)
        PNGChunk.append(UInt32(0), to: &actl)  // plays: 0 = forever
        out += PNGChunk(type: "acTL", data: actl).bytes
        switch storage {
        case .truecolour(let key?, _, _):
            // The key as 16-bit red, green and blue samples: fully transparent.
            var trns: [UInt8] = []
            for shift: UInt32 in [16, 8, 0] { PNGChunk.append(UInt16((key >> shift) & 0xFF), to: &trns) }
            out += PNGChunk(type: "tRNS", data: trns).bytes
        case .palette(let palette):
            out += PNGChunk(type: "PLTE", data: palette.plte).bytes
            out += PNGChunk(type: "tRNS", data: [0]).bytes  // index 0 transparent, the others opaque
        default:
            break
        }
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
            fctl += [0, frame.blendsOver ? 1 : 0]  // dispose NONE; blend OVER or SOURCE
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
        guard !keyCollision else {
            throw .pngNotWritten(path: path, reason: "a frame used the transparency key's colour: record it with AnimatedPNG.recording")
        }
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
