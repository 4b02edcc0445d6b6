import FluidAnimation
import FluidGestures
import FluidPhysics

/// A scrolling list of equal rows that respond to the finger at once: the
/// row under a touch-down starts sinking (its `PressScale` pressed: toward
/// `pressedScale` on `pressSpring`), springs back (to 1 on `releaseSpring`,
/// from wherever it is, with its velocity) the moment the touch becomes a
/// scroll or ends, and a lift before that taps it. The scrolling is a
/// `ListScroll` (rubber band, flick, bounce; tap or scroll told apart
/// without delay).
///
/// **Geometry** (points). `frame` is where the list shows its rows, laid
/// out as `rows` (a `RowStack`). Row *i* is `rows.rowHeight` tall,
/// `rowSideInset` in from the list's sides, its top at frame.minY +
/// `rows.top(i)` − the offset; the list scrolls by up to the content's
/// height (`rows.contentHeight`) minus the frame's.
/// Times are seconds; scales are unitless (1 at rest).
public struct PressableList: Sendable {
    /// Where the list shows its rows, points.
    public let frame: Rect
    /// The rows' layout in the content, points.
    public let rows: RowStack
    /// Space between the list's sides and its rows, points.
    public let rowSideInset: Double
    /// The scrolling.
    public private(set) var scroll: ListScroll
    /// The row a touch presses, if any.
    public private(set) var pressedRow: Int?
    /// Every row's press, in order.
    public private(set) var presses: [PressScale]

    /// A list at rest at the top, every row's press a copy of `press` (at
    /// rest at scale 1); `bounce` brings the offset back from past an end.
    public init(frame: Rect, rows: RowStack, rowSideInset: Double, bounce: Spring, press: PressScale) {
        self.frame = frame
        self.rows = rows
        self.rowSideInset = rowSideInset
        presses = Array(repeating: press, count: rows.count)
        let height = frame.height
        scroll = ListScroll(offset: ScrollOffset(maxOffset: rows.contentHeight - height, dimension: height, bounce: bounce))
    }

    /// The content offset at `time`, points (0 at the top).
    public func offset(at time: Double) -> Double { scroll.value(at: time) }

    /// The scale of row `index` at `time` (1 for an index out of range).
    public func rowScale(_ index: Int, at time: Double) -> Double {
        presses.indices.contains(index) ? presses[index].value(at: time) : 1
    }

    /// Every row's scale at `time`, in order.
    public func rowScales(at time: Double) -> [Double] { presses.map { $0.value(at: time) } }

    /// Row `index`'s unscaled frame on screen at content offset `offset`, points.
    public func rowFrame(index: Int, offset: Double) -> Rect {
        Rect(x: frame.minX + rowSideInset, y: frame.minY + rows.top(index) - offset,
             width: Swift.max(0, frame.width - 2 * rowSideInset), height: rows.rowHeight)
    }

    /// The rows that show in the list at `time`, in order: those whose
    /// unscaled frames overlap the list's frame by more than an edge.
    /// Costs the rows near the frame only, however long the list.
    public func visibleRows(at time: Double) -> [Int] {
        let offset = offset(at: time)
        return rowsNear(offset: offset).filter {
            let row = rowFrame(index: $0, offset: offset)
            return row.maxY > frame.minY && row.minY < frame.maxY
        }
    }

    /// The rows that show at `time` as layers, in order: `style` draws row
    /// *i* in its unscaled frame (points), and the layer takes the row's
    /// scale and is clipped to the list's frame.
    public func rowLayers(at time: Double, _ style: (_ index: Int, _ frame: Rect) -> Layer) -> [Layer] {
        let offset = offset(at: time)
        return visibleRows(at: time).map { i in
            var layer = style(i, rowFrame(index: i, offset: offset))
            layer.scale = rowScale(i, at: time)
            layer.clip = frame
            return layer
        }
    }

    /// The row whose unscaled frame contains `point` at `time`, if it shows in the list.
    public func row(at point: Point, time: Double) -> Int? {
        guard frame.contains(point) else { return nil }
        let offset = offset(at: time)
        return rowsNear(offset: offset).first { rowFrame(index: $0, offset: offset).contains(point) }
    }

    /// The rows that may touch the frame at content offset `offset`: those
    /// within a row's pitch of it (`RowStack.rows(fromContent:to:)`), a
    /// margin wide enough that the exact tests of `visibleRows(at:)` and
    /// `row(at:time:)` decide at the edges; every row for a stack without pitch.
    private func rowsNear(offset: Double) -> Range<Int> {
        guard rows.pitch > 0 else { return 0..<rows.count }
        let near = rows.rows(fromContent: offset - rows.pitch, to: offset + frame.height + rows.pitch)
        return near.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0
    }

    /// True when the offset rests and every row is at scale 1 at `time`.
    public func isSettled(at time: Double) -> Bool {
        scroll.offset.phase == .resting && presses.allSatisfy { $0.isSettled(at: time) }
    }

    /// Keeps the scroll's clock and rests the offset once it has settled.
    public mutating func advance(to time: Double) { scroll.advance(to: time) }

    /// Feeds one touch of the list's finger at `time`: presses, scrolls and
    /// lets go (see the type). Returns the rows it tapped, in order.
    public mutating func handle(_ touch: TouchEvent, at time: Double) -> [Int] {
        var tapped: [Int] = []
        for event in scroll.handle(touch, at: time) {
            switch event {
            case .touchDown(let p):
                pressedRow = row(at: p, time: time)
                if let r = pressedRow { presses[r].press(at: time) }
            case .tapCancelled, .touchEnded: releaseRow(at: time)
            case .tap:
                guard let r = pressedRow else { break }
                releaseRow(at: time)
                tapped.append(r)
            case .caught, .scrolled: break
            }
        }
        return tapped
    }

    /// Puts new press values in force at `time` (seconds): every row's
    /// press takes `press`'s without a jump (`PressScale.retune(like:at:)`:
    /// the pressed row toward its pressed scale on its press spring, every
    /// other row toward 1 on its release spring, from its scale and
    /// velocity); the scrolling takes `bounce` and `decay` the same way
    /// (`ListScroll.retune(bounce:decay:bandConstant:at:)`, the band unchanged).
    public mutating func retune(press: PressScale, bounce: Spring, decay: Decay, at time: Double) {
        var index = 0
        while index < presses.count {
            presses[index].retune(like: press, at: time)
            index += 1
        }
        scroll.retune(bounce: bounce, decay: decay, bandConstant: scroll.offset.band.constant, at: time)
    }

    private mutating func releaseRow(at time: Double) {
        guard let r = pressedRow else { return }
        presses[r].release(at: time)
        pressedRow = nil
    }
}

extension PressableList {
    /// Scrolls the list `distance` points further on its bounce spring, a
    /// page without a gesture (``ListScroll/scroll(by:at:)``).
    public mutating func scroll(by distance: Double, at time: Double) {
        scroll.scroll(by: distance, at: time)
    }
}

extension PressableList: InteractionPart {
    /// Keeps the scroll's clock and rests the offset (``advance(to:)``).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        advance(to: time)
    }

    /// The scroll and every row's press take `preference` where they are,
    /// with their velocities.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        scroll.setMotionPreference(preference, at: time)
        var index = 0
        while index < presses.count {
            presses[index].setMotionPreference(preference, at: time)
            index += 1
        }
    }
}
