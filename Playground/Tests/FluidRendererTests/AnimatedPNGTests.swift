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
        #expect(decoded.chunkTypes.prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
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
}
