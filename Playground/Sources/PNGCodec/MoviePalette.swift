/// The colours of an indexed (palette) animated PNG: at most 255 colours as
/// indices 1…255, index 0 being fully transparent (a pixel that has not
/// changed since the frame before).
///
/// When the frames show at most 255 colours the palette holds them all and
/// nothing is lost. Otherwise it holds the `frequentCount` (64) colours most
/// pixels showed (the flat fills, and the shades most edges use), then 191
/// chosen one by one as the colour farthest from any already chosen (so no shade is left
/// far from a palette colour), and every other colour is drawn in its
/// nearest palette colour (smallest squared distance in 8-bit sRGB): in
/// practice rare shades of anti-aliased edges and text, moved by a few
/// levels. `largestError` says how far, in levels of one channel (0…255).
struct MoviePalette: Sendable {
    /// The palette's colours (RGB in the low 24 bits): entry k is index k + 1.
    let colours: [UInt32]
    /// The largest difference in one channel between a colour the frames
    /// showed and the palette colour drawn for it, levels (0 when exact).
    let largestError: Int
    /// How many colours the frames showed.
    let colourCount: Int
    /// The index of every colour met (16 MiB, one byte per 24-bit colour);
    /// 0 for a colour never met.
    private let lookup: [UInt8]

    /// How many palette entries go to the most shown colours; the rest are
    /// chosen to be far from those.
    static let frequentCount = 64

    /// The palette for the colours `counts` met, or nil when some colour
    /// would be drawn more than `maximumError` levels (in one channel) from
    /// its own.
    ///
    /// A palette that fails is given up before its 16 MiB lookup is built
    /// whenever the farthest-point choice already proves it: a colour left
    /// at squared distance d² from every palette colour is drawn at least
    /// √(d²/3) levels off in some channel.
    init?(_ counts: ColourCounts, maximumError: Int) {
        let ranked = counts.colours.sorted { counts.count(of: $0) > counts.count(of: $1) }
        var kept = Array(ranked.prefix(Self.frequentCount))
        var others = Array(ranked.dropFirst(Self.frequentCount))
        // Each other colour's squared distance to its nearest kept colour.
        var distances = others.map { colour in Self.squaredDistance(colour, kept[Self.nearest(colour, in: kept)]) }
        while kept.count < 255, let far = distances.indices.max(by: { distances[$0] < distances[$1] }) {
            let chosen = others.remove(at: far)
            distances.remove(at: far)
            kept.append(chosen)
            for i in others.indices { distances[i] = Swift.min(distances[i], Self.squaredDistance(others[i], chosen)) }
        }
        let allowed = Swift.min(Swift.max(maximumError, 0), 255)
        if let farthest = distances.max(), farthest > 3 * allowed * allowed { return nil }
        var table = [UInt8](repeating: 0, count: 1 << 24)
        for (k, colour) in kept.enumerated() { table[Int(colour)] = UInt8(k + 1) }
        var largest = 0
        for colour in others {
            let k = Self.nearest(colour, in: kept)
            table[Int(colour)] = UInt8(k + 1)
            largest = Swift.max(largest, Self.channelDifference(colour, kept[k]))
        }
        guard largest <= maximumError else { return nil }
        colours = kept
        largestError = largest
        colourCount = ranked.count
        lookup = table
    }

    /// A palette of no colours, what an animation with no frames has: every
    /// colour is drawn as index 1.
    static var empty: MoviePalette { MoviePalette() }

    private init() {
        colours = []
        largestError = 0
        colourCount = 0
        lookup = []
    }

    /// The index (1…255) of the palette colour drawn for the colour of
    /// `word` (ARGB; alpha ignored). A colour the survey never met (a render
    /// that changed between passes) gets its nearest one, found the slow way.
    func index(of word: UInt32) -> UInt8 {
        let i = lookup.isEmpty ? 0 : lookup[Int(word & 0xFF_FFFF)]
        guard !colours.isEmpty else { return 1 }
        return i != 0 ? i : UInt8(Self.nearest(word & 0xFF_FFFF, in: colours) + 1)
    }

    /// The `PLTE` chunk's data: index 0 (black, made transparent by `tRNS`), then the colours.
    var plte: [UInt8] {
        [0, 0, 0] + colours.flatMap { [UInt8(truncatingIfNeeded: $0 >> 16), UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    }

    /// The indices of the palette colours drawn for `pixels` (ARGB words),
    /// as words: the image `AnimatedPNG` stores.
    func indices(of pixels: [UInt32]) -> [UInt32] {
        guard !lookup.isEmpty else { return pixels.map { UInt32(index(of: $0)) } }
        var out = [UInt32](repeating: 0, count: pixels.count)
        var unknown: [Int] = []
        lookup.withUnsafeBufferPointer { table in
            pixels.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { indices in
                    for i in 0..<source.count {
                        let k = table[Int(source[i] & 0xFF_FFFF)]
                        if k == 0 { unknown.append(i) }
                        indices[i] = UInt32(k)
                    }
                }
            }
        }
        for i in unknown { out[i] = UInt32(index(of: pixels[i])) }
        return out
    }

    /// The position in `palette` of the colour nearest `colour`, the first of equals.
    private static func nearest(_ colour: UInt32, in palette: [UInt32]) -> Int {
        var best = 0, bestDistance = Int.max
        for (k, candidate) in palette.enumerated() {
            let distance = squaredDistance(colour, candidate)
            if distance < bestDistance { (best, bestDistance) = (k, distance) }
        }
        return best
    }

    /// The squared distance between two RGB colours, levels².
    private static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let r = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
        let g = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
        let bl = Int(a & 0xFF) - Int(b & 0xFF)
        return r * r + g * g + bl * bl
    }

    /// The largest difference between `a` and `b` in one channel, levels.
    private static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        let r = abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF))
        let g = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        return Swift.max(r, g, abs(Int(a & 0xFF) - Int(b & 0xFF)))
    }
}
