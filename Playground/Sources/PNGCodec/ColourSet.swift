/// A set of 24-bit RGB colours (the low 24 bits of an ARGB word), one bit
/// per colour: 2 MiB whatever it holds, constant time to add or test. It
/// lets `AnimatedPNG` pick a transparency key no frame uses.
struct ColourSet: Sendable {
    private var words: [UInt64]

    /// An empty set.
    init() {
        words = [UInt64](repeating: 0, count: (1 << 24) / 64)
    }

    /// A stand-in with no storage, to swap in while the real set is
    /// mutated elsewhere (so it is never copied); not a set to use.
    static var placeholder: ColourSet { ColourSet(words: []) }

    private init(words: [UInt64]) {
        self.words = words
    }

    /// Adds the colour of `word` (its alpha is ignored).
    mutating func insert(_ word: UInt32) {
        let colour = Int(word & 0xFF_FFFF)
        words[colour >> 6] |= 1 << UInt64(colour & 63)
    }

    /// Whether the colour of `word` is in the set (its alpha is ignored).
    func contains(_ word: UInt32) -> Bool {
        let colour = Int(word & 0xFF_FFFF)
        return words[colour >> 6] & (1 << UInt64(colour & 63)) != 0
    }

    /// Adds every colour of `other`.
    mutating func formUnion(_ other: ColourSet) {
        for i in words.indices { words[i] |= other.words[i] }
    }

    /// The smallest colour not in the set, or nil when all 2²⁴ are.
    func firstMissing() -> UInt32? {
        guard let i = words.firstIndex(where: { $0 != .max }) else { return nil }
        return UInt32(i * 64 + (~words[i]).trailingZeroBitCount)
    }
}
