import FluidPhysics

/// The geometry of a stack of equal rows in scrolling content, points:
/// `count` rows `rowHeight` tall, `spacing` apart, with `inset` above the
/// first and below the last. Row *i*'s top in the content is
/// inset + i·(rowHeight + spacing); content y grows downward from 0.
public struct RowStack: Hashable, Sendable {
    /// The number of rows (never negative).
    public let count: Int
    /// A row's height, points.
    public let rowHeight: Double
    /// The gap between rows, points.
    public let spacing: Double
    /// Space above the first row and below the last, points.
    public let inset: Double

    /// A stack of `count` rows (negative counts as 0).
    public init(count: Int, rowHeight: Double, spacing: Double, inset: Double) {
        self.count = Swift.max(0, count)
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.inset = inset
    }

    /// The distance from one row's top to the next, points.
    public var pitch: Double { rowHeight + spacing }

    /// The content's height, points (0 with no rows).
    public var contentHeight: Double {
        let n = Double(count)
        return n > 0 ? 2 * inset + n * rowHeight + (n - 1) * spacing : 0
    }

    /// Row `i`'s top in the content, points.
    public func top(_ i: Int) -> Double { inset + Double(i) * pitch }

    /// The rows whose frames overlap the content interval lo…hi (points),
    /// or nil when none does (or the interval is empty or not finite).
    public func rows(fromContent lo: Double, to hi: Double) -> ClosedRange<Int>? {
        guard count > 0, lo.isFinite, hi.isFinite, hi > lo else { return nil }
        let n = Double(count)
        let first = ((lo - inset - rowHeight) / pitch).rounded(.down) + 1
        let last = ((hi - inset) / pitch).rounded(.up) - 1
        guard first <= n - 1, last >= 0, first <= last else { return nil }
        return Int(Swift.max(0, first))...Int(Swift.min(n - 1, last))
    }

    /// The rows that show in a window `area` (points, on screen) onto the
    /// content scrolled by `offset` (points: the content y at the window's
    /// top), with their frames on screen cut at the window's top and at
    /// `bottom` (points, on screen: the window's bottom, or the screen's if
    /// higher): row i spans area.minY + top(i) − offset for `rowHeight`,
    /// full window width. Rows cut to nothing are left out.
    public func visibleFrames(in area: Rect, offset: Double, bottom: Double) -> [(index: Int, frame: Rect)] {
        (rows(fromContent: offset, to: offset + area.height).map(Array.init) ?? []).compactMap { i in
            let top = Swift.max(area.minY, area.minY + self.top(i) - offset)
            let cut = Swift.min(bottom, area.minY + self.top(i) + rowHeight - offset)
            return cut > top ? (i, Rect(x: area.minX, y: top, width: area.width, height: cut - top)) : nil
        }
    }

    /// The row whose centre is nearest to content y `y` (points), clamped
    /// to the stack; nil with no rows or a y that is not finite.
    public func nearestRow(toContentY y: Double) -> Int? {
        guard count > 0 else { return nil }
        let x = ((y - inset - rowHeight / 2) / pitch).rounded()
        guard x.isFinite else { return nil }
        return Int(Swift.min(Swift.max(x, 0), Double(count - 1)))
    }
}
