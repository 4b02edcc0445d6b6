import FluidPhysics

/// A stack of rows' displacements sampled at one instant (points, positive
/// = down), and the clamp that keeps them in order: what an elastic list
/// whose rows move on independent springs draws.
///
/// Rows not listed have displacement 0. The displayed offset e of row i
/// keeps every gap at least the minimum gap: with the `slack` s = spacing
/// − minimum gap (points; 6 for 8 pt gaps kept at 2 pt) and the anchor a,
///
///     e_a = d_a
///     e_i = max(d_i, e_{i−1} − s)   below the anchor (i > a)
///     e_i = min(d_i, e_{i+1} + s)   above it (i < a)
///
/// which unrolls to e_i = max over a ≤ j ≤ i of d_j − s·(i − j) (and the
/// mirror above), so each row is computed from the listed rows alone.
/// (Row-by-row work is proportional to the listed rows, not the stack.)
public struct RowDisplacements: Sendable {
    /// Listed rows' (index, displacement in points), sorted by index.
    public var entries: [(index: Int, d: Double)]
    /// The row that keeps its own offset (nil: no clamp).
    public var anchor: Int?
    /// How much a gap may shrink, points.
    public let slack: Double

    /// Displacements `entries` (sorted by index) clamped about `anchor` with `slack` (points).
    public init(entries: [(index: Int, d: Double)], anchor: Int?, slack: Double) {
        self.entries = entries
        self.anchor = anchor
        self.slack = slack
    }

    /// The position of `i` in `entries`, if listed.
    public func position(of i: Int) -> Int? {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].index < i { lo = mid + 1 } else { hi = mid }
        }
        return lo < entries.count && entries[lo].index == i ? lo : nil
    }

    /// The displacement of row `i` before the clamp, points (0 when not listed).
    public func raw(_ i: Int) -> Double {
        position(of: i).map { entries[$0].d } ?? 0
    }

    /// The largest |displacement|, points.
    public var largestMagnitude: Double {
        entries.reduce(0) { Swift.max($0, Swift.abs($1.d)) }
    }

    /// The displayed offset of row `i` after the order clamp, points.
    public func displayed(_ i: Int) -> Double {
        let di = raw(i)
        guard let a = anchor, i != a, !entries.isEmpty else { return di }
        var e = di, j = i
        if i > a {
            // The nearest row in a…i that is not listed contributes 0 − s·(i − j).
            while j >= a, position(of: j) != nil { j -= 1 }
            if j >= a { e = Swift.max(e, -slack * Double(i - j)) }
            for entry in entries where entry.index >= a && entry.index < i {
                e = Swift.max(e, entry.d - slack * Double(i - entry.index))
            }
            return e
        }
        while j <= a, position(of: j) != nil { j += 1 }
        if j <= a { e = Swift.min(e, slack * Double(j - i)) }
        for entry in entries where entry.index > i && entry.index <= a {
            e = Swift.min(e, entry.d + slack * Double(entry.index - i))
        }
        return e
    }
}
