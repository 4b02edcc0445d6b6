/// How many pixels of each 24-bit RGB colour a run of frames showed: the
/// survey `AnimatedPNG.recording` makes before it chooses a palette. One
/// saturating 16-bit count per colour (32 MiB), and the colours met, in the
/// order met.
struct ColourCounts: Sendable {
    private var counts: [UInt16]
    /// Every colour counted at least once (low 24 bits), in the order first met.
    private(set) var colours: [UInt32] = []

    /// No colour counted yet.
    init() {
        counts = [UInt16](repeating: 0, count: 1 << 24)
    }

    /// Counts every pixel of `pixels` (ARGB words; alpha ignored).
    mutating func count(_ pixels: [UInt32]) {
        var met: [UInt32] = []
        swap(&met, &colours)  // appended in place, not copied
        counts.withUnsafeMutableBufferPointer { table in
            pixels.withUnsafeBufferPointer { source in
                for word in source {
                    let colour = Int(word & 0xFF_FFFF)
                    let n = table[colour]
                    if n == 0 { met.append(UInt32(colour)) }
                    if n < .max { table[colour] = n + 1 }
                }
            }
        }
        colours = met
    }

    /// How many pixels showed `colour` (low 24 bits), up to 65535.
    func count(of colour: UInt32) -> Int {
        Int(counts[Int(colour & 0xFF_FFFF)])
    }
}
