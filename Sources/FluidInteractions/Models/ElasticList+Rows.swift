import FluidAnimation
import FluidPhysics

/// One live row of an `ElasticList`: its index and the spring on its
/// displacement from the layout (points, positive = lower on screen; target 0).
typealias RowSpring = (index: Int, motion: SpringAnimation<Double>)

extension ElasticList {
    /// Row `index`'s frame on screen at content offset `offset`, without displacement.
    func layoutFrame(ofRow index: Int, offset: Double) -> Rect {
        Rect(x: listFrame.minX + Self.sideInset, y: listFrame.minY + stack.top(index) - offset,
             width: Swift.max(0, listFrame.width - 2 * Self.sideInset), height: Self.rowHeight)
    }

    /// The rows whose layout frames overlap the content interval lo…hi (points), or nil.
    func rowRange(fromContent lo: Double, to hi: Double) -> ClosedRange<Int>? { stack.rows(fromContent: lo, to: hi) }

    /// The live window at content offset `offset`: rows whose layout frames
    /// are within `liveMargin` of the list.
    func window(at offset: Double) -> ClosedRange<Int>? {
        rowRange(fromContent: offset - Self.liveMargin, to: offset + listFrame.height + Self.liveMargin)
    }

    /// The rows that may show at `offset`, given displacements up to the live rows' largest.
    func candidateRows(around offset: Double, rows: RowDisplacements? = nil) -> ClosedRange<Int>? {
        let reach = (rows ?? displacementSnapshot()).largestMagnitude + Self.pitch
        return rowRange(fromContent: offset - reach, to: offset + listFrame.height + reach)
    }

    /// The row whose layout centre is nearest to screen y `y` at `offset`.
    func nearestRow(toScreenY y: Double, offset: Double) -> Int? {
        stack.nearestRow(toContentY: y - listFrame.minY + offset)
    }

    /// The rows' displacements now: the live rows' springs, plus, while the
    /// list glides or bounces, each nearby row's share of the trail; the
    /// order clamp runs about the trail's anchor then.
    func displacementSnapshot() -> RowDisplacements {
        let slack = Self.rowSpacing - Self.minimumGap, g = stretch.value(at: time)
        guard g != 0 else {
            return RowDisplacements(entries: live.map { ($0.index, $0.motion.value(at: time)) }, anchor: anchor, slack: slack)
        }
        let offset = contentOffset
        return RowDisplacements(entries: trailedRows((g, 0), offset: offset).map { ($0.index, $0.d) },
                                anchor: nearestRow(toScreenY: stretch.anchorY(offset: offset), offset: offset), slack: slack)
    }

    /// The live rows and every row that may show at `offset`, with the trail (G, W) shared out.
    func trailedRows(_ g: (value: Double, velocity: Double), offset: Double) -> [(index: Int, d: Double, v: Double)] {
        let reach = live.reduce(0) { Swift.max($0, Swift.abs($1.motion.value(at: time))) } + Swift.abs(g.value) + Self.pitch
        let near = rowRange(fromContent: offset - reach, to: offset + listFrame.height + reach)
        return stretch.rows(live, near: near.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0, trail: g, offset: offset, at: time)
    }

    /// A finger takes hold: the trail, where it is now, becomes the springs of
    /// the rows near the list (same displacement, the trail's velocity
    /// shared), so nothing on screen moves.
    mutating func holdStretch() {
        guard let g = stretch.stop(at: time) else { return }
        let t = time, offset = contentOffset
        anchor = nearestRow(toScreenY: stretch.anchorY(offset: offset), offset: offset)
        live = trailedRows(g, offset: offset).compactMap { row in
            guard row.d != 0 || row.v != 0, isNear(row.index, displacement: row.d, offset: offset) else { return nil }
            return (row.index, SpringAnimation(spring: rowSpringInForce, from: row.d, to: 0, initialVelocity: row.v,
                                               startTime: t, threshold: Self.rowThreshold))
        }
    }

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
        frame(ofRow: index, rows: displacementSnapshot())
    }

    /// Row `index`'s displayed offset from its layout position now, points
    /// (positive = lower on screen).
    public func rowOffset(index: Int) -> Double {
        displacementSnapshot().displayed(index)
    }

    /// Row `index`'s displacement now, before the order clamp, points: its
    /// spring's, plus its share of the trail while the list glides or bounces.
    public func rowDisplacement(index: Int) -> Double {
        let own = live.first { $0.index == index }?.motion.value(at: time) ?? 0
        return own + stretch.share(ofRow: index, offset: contentOffset) * stretch.value(at: time)
    }

    /// The rows whose displayed frames overlap the list now, with their displayed offsets.
    func visibleRows(_ snapshot: RowDisplacements? = nil) -> [(index: Int, offset: Double)] {
        let rows = snapshot ?? displacementSnapshot()
        let offset = contentOffset
        guard let range = candidateRows(around: offset, rows: rows) else { return [] }
        var out: [(index: Int, offset: Double)] = []
        for i in range {
            let e = rows.displayed(i)
            let top = listFrame.minY + stack.top(i) - offset + e
            if top < listFrame.maxY, top + Self.rowHeight > listFrame.minY { out.append((i, e)) }
        }
        return out
    }

    /// The indices of the rows visible now (see `visibleRows`).
    public var visibleRowIndices: [Int] { visibleRows().map(\.index) }

    /// One scroll step: the shown offset changed by `delta` (now `offset`)
    /// with the finger at screen y `fingerY`. Rows in the live window are
    /// pushed against the motion (see the type); rows entering it take their
    /// neighbour's state; far rows are dropped.
    mutating func push(by delta: Double, fingerY: Double, offset: Double) {
        let t = time
        guard let w = window(at: offset) else {
            live.removeAll()
            previousWindow = nil
            return
        }
        let cap = Swift.max(listFrame.height, 1)
        let spring = rowSpringInForce, resistance = resistanceInForce
        var next: [RowSpring] = []
        next.reserveCapacity(live.count + w.count)
        for row in live where row.index < w.lowerBound && keeps(row, offset: offset) { next.append(row) }

        var states = [(d: Double, v: Double)](repeating: (0, 0), count: w.count)
        for row in live where w.contains(row.index) {
            let s = row.motion.sample(at: t)
            states[row.index - w.lowerBound] = (s.value, s.velocity)
        }
        if let prev = previousWindow, prev.overlaps(w) {
            // Rows entering at the bottom hang from the row above, at the top from the row below.
            // (Each stride is empty when the window did not grow on its side.)
            for i in stride(from: Swift.max(prev.upperBound + 1, w.lowerBound + 1), through: w.upperBound, by: 1) {
                let k = i - w.lowerBound
                if states[k].d == 0, states[k].v == 0 { states[k] = states[k - 1] }
            }
            for i in stride(from: Swift.min(prev.lowerBound - 1, w.upperBound - 1), through: w.lowerBound, by: -1) {
                let k = i - w.lowerBound
                if states[k].d == 0, states[k].v == 0 { states[k] = states[k + 1] }
            }
        }
        for i in w {
            let k = i - w.lowerBound
            let center = listFrame.minY + stack.top(i) + Self.rowHeight / 2 - offset
            let share = Swift.min(1, Swift.abs(center - fingerY) / resistance)
            var d = states[k].d + delta * (share.isFinite ? share : 1)
            d = Swift.min(Swift.max(d, -cap), cap)
            let motion = SpringAnimation(spring: spring, from: d, to: 0, initialVelocity: states[k].v,
                                         startTime: t, threshold: Self.rowThreshold)
            if !motion.isSettled(at: t) { next.append((i, motion)) }
        }
        for row in live where row.index > w.upperBound && keeps(row, offset: offset) { next.append(row) }
        live = next
        previousWindow = w
        anchor = nearestRow(toScreenY: fingerY, offset: offset)
    }

    /// Whether a live row outside the window stays live at a scroll step:
    /// not at rest, and its layout or displaced frame within 2 × `liveMargin` of the list.
    private func keeps(_ row: RowSpring, offset: Double) -> Bool {
        let s = row.motion.sample(at: time)
        return !s.isSettled && isNear(row.index, displacement: s.value, offset: offset)
    }

    /// Whether row `index`'s layout frame or its frame displaced by `displacement` is within 2 × `liveMargin` of the list.
    func isNear(_ index: Int, displacement: Double, offset: Double) -> Bool {
        let reach = 2 * Self.liveMargin, top = listFrame.minY + stack.top(index) - offset
        func near(_ y: Double) -> Bool { y < listFrame.maxY + reach && y + Self.rowHeight > listFrame.minY - reach }
        return near(top) || near(top + displacement)
    }
}
