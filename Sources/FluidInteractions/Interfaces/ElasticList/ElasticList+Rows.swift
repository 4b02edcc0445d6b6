import FluidPhysics

extension ElasticList {
    /// Row `index`'s frame on screen at content offset `offset`, without displacement.
    func layoutFrame(ofRow index: Int, offset: Double) -> Rect {
        Rect(x: listFrame.minX + Self.sideInset, y: listFrame.minY + stack.top(index) - offset,
             width: Swift.max(0, listFrame.width - 2 * Self.sideInset), height: Self.rowHeight)
    }

    /// The rows' displacements now, ready to draw (`ElasticRows.snapshot(offset:at:)`).
    func snapshot() -> RowDisplacements { rows.snapshot(offset: contentOffset, at: time) }

    /// Row `index`'s displayed frame from a snapshot, points.
    func frame(ofRow index: Int, rows: RowDisplacements) -> Rect {
        var r = layoutFrame(ofRow: index, offset: contentOffset)
        r.origin.y += rows.displayed(index)
        return r
    }

    /// Row `index`'s frame on screen now, points: its layout position at the
    /// current content offset, moved by its displayed offset (the spring's
    /// displacement after the order clamp). Exact; never rounded.
    public func rowFrame(index: Int) -> Rect {
        frame(ofRow: index, rows: snapshot())
    }

    /// Row `index`'s displayed offset from its layout position now, points
    /// (positive = lower on screen).
    public func rowOffset(index: Int) -> Double {
        snapshot().displayed(index)
    }

    /// Row `index`'s displacement now, before the order clamp, points: its
    /// spring's, plus its share of the trail while the list glides or bounces.
    public func rowDisplacement(index: Int) -> Double {
        rows.displacement(ofRow: index, offset: contentOffset, at: time)
    }

    /// The rows whose displayed frames overlap the list now, with their displayed offsets.
    func visibleRows(_ snapshot: RowDisplacements? = nil) -> [(index: Int, offset: Double)] {
        rows.visibleRows(offset: contentOffset, snapshot: snapshot ?? self.snapshot())
    }

    /// The indices of the rows visible now (see `visibleRows`).
    public var visibleRowIndices: [Int] { visibleRows().map { $0.index } }
}
