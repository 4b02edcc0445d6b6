import FluidPhysics
import FluidRenderer
import Foundation
import PlaygroundTestSupport
import Testing

@Suite("Animated PNG")
struct AnimatedPNGTests {
    /// A 40 × 30 frame of `base` with an optional 4 × 3 square of `spot` at (`x`, `y`).
    static func frame(_ base: UInt32, spot: UInt32? = nil, x: Int = 0, y: Int = 0) -> [UInt32] {
        var pixels = [UInt32](repeating: base, count: 40 * 30)
        if let spot {
            for row in y..<(y + 3) { for column in x..<(x + 4) { pixels[row * 40 + column] = spot } }
        }
        return pixels
    }

    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    /// The pixel an ARGB word encodes (opaque).
    static func pixel(_ word: UInt32) -> Pixel {
        Pixel(red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8), blue: UInt8(truncatingIfNeeded: word))
    }

    /// The colour setting reads as English at every error bound.
    @Test func theColourSettingSaysLevelOrLevels() {
        #expect(AnimatedPNG.Colours.truecolour.description == "truecolour")
        #expect(AnimatedPNG.Colours.palette(maximumError: 1).description == "palette within 1 level")
        #expect(AnimatedPNG.Colours.palette(maximumError: 4).description == "palette within 4 levels")
    }

    @Test func repeatedFramesAreStoredOnceAndTheirDelaysAddUp() throws {
        var movie = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30)
        let frames = [Self.frame(Self.red), Self.frame(Self.red), Self.frame(Self.red, spot: Self.white, x: 10, y: 20),
                      Self.frame(Self.red, spot: Self.white, x: 10, y: 20), Self.frame(Self.red, spot: Self.white, x: 10, y: 20),
                      Self.frame(Self.green)]
        for f in frames { try movie.append(pixels: f) }
        #expect(movie.appendedFrameCount == 6 && movie.storedFrameCount == 3 && movie.durationTicks == 6)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        #expect(decoded.width == 40 && decoded.height == 30 && decoded.plays == 0)
        #expect(decoded.frames.map(\.delayNumerator) == [2, 3, 1])
        #expect(decoded.frames.allSatisfy { $0.delayDenominator == 30 })
        #expect(abs(decoded.duration - 6.0 / 30) < 1e-12)
        #expect(decoded.chunkTypes.prefix(5) == ["IHDR", "acTL", "tRNS", "fcTL", "IDAT"])
        #expect(decoded.chunkTypes.contains("fdAT"))
        // Only the changed square is stored for the second frame; all of it for the third.
        let second = decoded.frames[1]
        #expect(second.x == 10 && second.y == 20 && second.width == 4 && second.height == 3)
        #expect(decoded.frames[2].width == 40 && decoded.frames[2].height == 30)
        // Each picture is its frame, pixel for pixel.
        for (index, source) in [(0, frames[0]), (1, frames[2]), (2, frames[5])] {
            #expect(decoded.picture(at: index) == source.map(Self.pixel), "frame \(index)")
        }
        #expect(decoded.frameIndex(at: 0.05) == 0 && decoded.frameIndex(at: 0.1) == 1 && decoded.frameIndex(at: 0.19) == 2)
    }

    @Test func aHoldLengthensTheLastFrameBeyondOneControlsDelay() throws {
        var movie = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 60)
        try movie.append(pixels: Self.frame(Self.blue))
        try movie.append(pixels: Self.frame(Self.blue, spot: Self.red, x: 36, y: 27))
        try movie.hold(ticks: 70_000)
        #expect(movie.durationTicks == 70_002 && movie.storedFrameCount == 3)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        #expect(decoded.frames.map(\.delayNumerator).reduce(0, +) == 70_002)
        #expect(decoded.frames.allSatisfy { $0.delayNumerator <= 65_535 })
        #expect(decoded.picture(at: 2) == Self.frame(Self.blue, spot: Self.red, x: 36, y: 27).map(Self.pixel))
    }

    @Test func aCanvasIsAppendedAsItLooks() throws {
        let r = try OffscreenRenderer(size: Size(width: 40, height: 30))
        r.render([])
        var movie = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 10)
        try movie.append(r.canvas)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        #expect(decoded.frames.count == 1 && decoded.picture(at: 0).allSatisfy { $0 == r.canvas.pixel(x: 0, y: 0) })
        // A canvas of another size is refused.
        let other = try OffscreenRenderer(size: Size(width: 41, height: 30))
        #expect(throws: RenderError.self) { try movie.append(other.canvas) }
        #expect(throws: RenderError.self) { try movie.append(pixels: [0, 1, 2]) }
    }

    @Test func writingFailsWithTheReason() throws {
        var movie = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 10)
        #expect(movie.encoded().isEmpty)
        #expect(throws: RenderError.self) { try movie.write(to: "/tmp/fluid-empty.png") }
        try movie.append(pixels: Self.frame(Self.green))
        do {
            try movie.write(to: "/nonexistent-folder/movie.png")
            Issue.record("written")
        } catch {
            #expect(error.description.contains("/nonexistent-folder/movie.png"))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-apng-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let written = try movie.write(to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == written)
    }

    @Test func unchangedPixelsInsideTheRectangleAreWrittenInTheTransparencyKey() throws {
        // Two spots change at opposite corners: the rectangle spans the frame, but what lies
        // between them is stored in the key colour and left as it was by blending.
        var movie = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 60)
        let first = Self.frame(Self.blue)
        var second = Self.frame(Self.blue, spot: Self.red, x: 0, y: 0)
        for row in 27..<30 { for column in 36..<40 { second[row * 40 + column] = Self.white } }
        try movie.append(pixels: first)
        try movie.append(pixels: second)
        let bytes = movie.encoded()
        let decoded = try DecodedAPNG(bytes: bytes)
        #expect(decoded.chunkTypes.prefix(4) == ["IHDR", "acTL", "tRNS", "fcTL"])
        #expect(decoded.frames.map(\.blendsOver) == [false, true])
        #expect(decoded.frames[1].width == 40 && decoded.frames[1].height == 30)
        // The lowest colour the first frame does not use is the key: black (0x000000).
        var transparent = 0
        for y in 0..<30 { for x in 0..<40 where decoded.frames[1].image.pixel(x: x, y: y)?.alpha == 0 { transparent += 1 } }
        #expect(transparent == 40 * 30 - 2 * 12)
        #expect(decoded.picture(at: 0) == first.map(Self.pixel) && decoded.picture(at: 1) == second.map(Self.pixel))
    }

    @Test func aFrameInTheKeyColourIsRecordedAgainWithAnotherKey() throws {
        let black: UInt32 = 0xFF00_0000, nearBlack: UInt32 = 0xFF00_0001, next: UInt32 = 0xFF00_0002
        // The first frame uses black only, so the key is 0x000001; the second frame uses it.
        let frames = [Self.frame(black), Self.frame(black, spot: nearBlack, x: 5, y: 5), Self.frame(next)]
        var direct = AnimatedPNG(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30)
        for f in frames { try direct.append(pixels: f) }
        #expect(direct.keyCollision && direct.encoded().isEmpty)
        #expect(throws: RenderError.self) { try direct.write(to: "/tmp/fluid-collision.png") }

        var passes = 0
        let movie = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30) { movie in
            passes += 1
            for f in frames { try movie.append(pixels: f) }
        }
        #expect(passes == 2 && !movie.keyCollision)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        #expect(decoded.chunkTypes.contains("tRNS"))
        for (index, source) in frames.enumerated() {
            #expect(decoded.picture(at: index) == source.map(Self.pixel), "frame \(index)")
        }
    }

    @Test func aRenderThatKeepsMeetingTheKeyIsRecordedWithoutOne() throws {
        // Each pass draws the colour its key will be: keys 0x000001, then 0x000002 (0x000001 avoided).
        var passes = 0
        let movie = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30) { movie in
            passes += 1
            try movie.append(pixels: Self.frame(0xFF00_0000))
            try movie.append(pixels: Self.frame(0xFF00_0000, spot: 0xFF00_0000 | UInt32(passes), x: 1, y: 1))
        }
        #expect(passes == 3 && !movie.keyCollision)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        #expect(!decoded.chunkTypes.contains("tRNS"))
        #expect(decoded.picture(at: 1) == Self.frame(0xFF00_0000, spot: 0xFF00_0003, x: 1, y: 1).map(Self.pixel))
    }

    @Test func aPaletteOfFewColoursIsLossless() throws {
        let frames = [Self.frame(Self.red), Self.frame(Self.red, spot: Self.white, x: 10, y: 20), Self.frame(Self.green, spot: Self.blue)]
        var passes = 0
        let movie = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30, colours: .palette(maximumError: 255)) { movie in
            passes += 1
            for f in frames { try movie.append(pixels: f) }
        }
        #expect(passes == 2, "a survey of the colours, then the frames")
        #expect(movie.paletteFit?.colours == 4 && movie.paletteFit?.largestError == 0)
        let bytes = movie.encoded()
        #expect(bytes[25] == 3, "IHDR colour type: indexed")
        let decoded = try DecodedAPNG(bytes: bytes)
        #expect(decoded.chunkTypes.prefix(5) == ["IHDR", "acTL", "PLTE", "tRNS", "fcTL"])
        #expect(decoded.frames.map(\.blendsOver) == [false, true, true])
        for (index, source) in frames.enumerated() {
            #expect(decoded.picture(at: index) == source.map(Self.pixel), "frame \(index)")
        }
        // The second frame is the changed square only.
        #expect(decoded.frames[1].x == 10 && decoded.frames[1].width == 4 && decoded.frames[1].height == 3)
    }

    @Test func aPaletteOfManyColoursKeepsEachNearItsOwn() throws {
        // 600 colours: a grey ramp and a red ramp, each in its own rows, shifting frame by frame.
        func ramp(_ shift: Int) -> [UInt32] {
            (0..<30).flatMap { y in
                (0..<40).map { x -> UInt32 in
                    let v = UInt32((x * 30 + y * 7 + shift) % 300)
                    return y % 2 == 0 ? 0xFF00_0000 | (v * 255 / 299) * 0x01_0101 : 0xFF00_0000 | (v * 255 / 299) << 16 | 0x40
                }
            }
        }
        let frames = (0..<4).map { ramp($0 * 3) }
        let movie = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30, colours: .palette(maximumError: 255)) { movie in
            for f in frames { try movie.append(pixels: f) }
        }
        let fit = try #require(movie.paletteFit)
        #expect(fit.colours > 255 && fit.largestError > 0 && fit.largestError <= 4)
        let decoded = try DecodedAPNG(bytes: movie.encoded())
        for (index, source) in frames.enumerated() {
            let picture = decoded.picture(at: index)
            let worst = zip(picture, source.map(Self.pixel)).map { p, q in
                max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }.max() ?? 0
            #expect(worst <= fit.largestError && picture.allSatisfy { $0.alpha == 255 }, "frame \(index)")
        }
        // Asked to keep colours nearer than the palette can, it stores RGB instead.
        let rgb = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30,
                                            colours: .palette(maximumError: fit.largestError - 1)) { movie in
            for f in frames { try movie.append(pixels: f) }
        }
        #expect(rgb.paletteFit == nil)
        #expect(try DecodedAPNG(bytes: rgb.encoded()).picture(at: 3) == frames[3].map(Self.pixel))
        // The early refusal (before the lookup is built) never refuses a palette
        // the exact error would allow, and any bound is safe to ask for.
        for allowed in [Int.min, -1, 0, 1, 2, fit.largestError - 1, fit.largestError, fit.largestError + 1, 255, Int.max] {
            let movie = try AnimatedPNG.recording(pixelWidth: 40, pixelHeight: 30, framesPerSecond: 30, colours: .palette(maximumError: allowed)) { movie in
                for f in frames { try movie.append(pixels: f) }
            }
            #expect((movie.paletteFit != nil) == (allowed >= fit.largestError), "maximumError \(allowed)")
            #expect(movie.paletteFit.map { $0.largestError == fit.largestError } ?? true)
        }
    }

    /// SplitMix64: a small seeded generator for the random movies below.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Random movies — sizes from 1 × 1, repeated frames, rectangles of a few
    /// colours or of hundreds, colours that may be the key — decode to their
    /// frames: exactly in RGB, within the reported error with a palette
    /// (exactly when it holds every colour).
    @Test(arguments: 1...24)
    func randomMoviesDecodeToTheirFrames(seed: Int) throws {
        var g = SplitMix(state: UInt64(seed))
        let width = Int.random(in: 1...24, using: &g), height = Int.random(in: 1...24, using: &g)
        let pool: [UInt32] = (0..<(Bool.random(using: &g) ? 6 : 400)).map { _ in
            // Near black often, so the lowest free colour (the key) is sometimes drawn.
            0xFF00_0000 | (Bool.random(using: &g) ? UInt32.random(in: 0...3, using: &g) : UInt32.random(in: 0...0xFF_FFFF, using: &g))
        }
        var frame = [UInt32](repeating: pool[0], count: width * height)
        var frames: [[UInt32]] = []
        for _ in 0..<Int.random(in: 1...10, using: &g) {
            if !frames.isEmpty, Int.random(in: 0..<4, using: &g) == 0 { frames.append(frame); continue }
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let x = Int.random(in: 0..<width, using: &g), y = Int.random(in: 0..<height, using: &g)
                let w = Int.random(in: 1...(width - x), using: &g), h = Int.random(in: 1...(height - y), using: &g)
                for row in y..<(y + h) {
                    for column in x..<(x + w) { frame[row * width + column] = pool.randomElement(using: &g)! }
                }
            }
            frames.append(frame)
        }
        for colours in [AnimatedPNG.Colours.truecolour, .palette(maximumError: 255)] {
            let movie = try AnimatedPNG.recording(pixelWidth: width, pixelHeight: height, framesPerSecond: 60, colours: colours) { movie in
                for f in frames { try movie.append(pixels: f) }
            }
            let decoded = try DecodedAPNG(bytes: movie.encoded())
            #expect(decoded.frames.map(\.delayNumerator).reduce(0, +) == frames.count)
            let error = movie.paletteFit?.largestError ?? 0
            if let fit = movie.paletteFit, fit.colours <= 255 { #expect(error == 0) }
            for (tick, source) in frames.enumerated() {
                let picture = decoded.picture(at: decoded.frameIndex(at: (Double(tick) + 0.5) / 60))
                let worst = zip(picture, source.map(Self.pixel)).map { p, q in
                    p.alpha != q.alpha ? 256 : max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                }.max() ?? 0
                #expect(worst <= error, "\(colours), \(width)×\(height), frame \(tick)")
            }
        }
    }
}
