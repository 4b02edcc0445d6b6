import FluidAnimation
import FluidGestures
import FluidPhysics

/// A scrolling list of equal rows that respond to the finger at once: the
/// row under a touch-down starts sinking (toward `pressedScale` on
/// `pressSpring`), springs back (to 1 on `releaseSpring`, from wherever it
/// is, with its velocity) the moment the touch becomes a scroll or ends,
/// and a lift before that taps it. The scrolling is a `ListScroll`
/// (rubber band, flick, bounce; tap or scroll told apart without delay).
///
/// **Geometry** (points). `frame` is where the list shows its rows. Row *i*
/// is `rowHeight` tall, `rowSideInset` in from the list's sides, its top
/// at frame.minY + `contentInset` + i·(rowHeight + `rowSpacing`) − the
/// offset; the content is 2·contentInset + n·rowHeight + (n − 1)·rowSpacing
/// tall, so the list scrolls by up to that minus the frame's height.
/// Times are seconds; scales are unitless (1 at rest).
public struct PressableList: Sendable {
    /// Where the list shows its rows, points.
    public let frame: Rect
    /// The number of rows.
    public let rowCount: Int
    /// A row's height, points.
    public let rowHeight: Double
    /// The gap between rows, points.
    public let rowSpacing: Double
    /// Space above the first row and below the last, points.
    public let contentInset: Double
    /// Space between the list's sides and its rows, points.
    public let rowSideInset: Double
    /// The scale a pressed row sinks toward.
    public private(set) var pressedScale: Double
    /// The spring toward `pressedScale`.
    public private(set) var pressSpring: Spring
    /// The spring back to 1.
    public private(set) var releaseSpring: Spring
    /// The scrolling.
    public private(set) var scroll: ListScroll
    /// The row a touch presses, if any.
    public private(set) var pressedRow: Int?
    private var rowMotions: [SpringAnimation<Double>]

    /// A list at rest at the top, every row at scale 1 (resting within
    /// `threshold`); `bounce` brings the offset back from past an end.
    public init(frame: Rect, rowCount: Int, rowHeight: Double, rowSpacing: Double, contentInset: Double, rowSideInset: Double,
                bounce: Spring, pressedScale: Double, pressSpring: Spring, releaseSpring: Spring, threshold: RestThreshold) {
        self.frame = frame
        self.rowCount = Swift.max(0, rowCount)
        self.rowHeight = rowHeight
        self.rowSpacing = rowSpacing
        self.contentInset = contentInset
        self.rowSideInset = rowSideInset
        self.pressedScale = pressedScale
        self.pressSpring = pressSpring
        self.releaseSpring = releaseSpring
        let rest = SpringAnimation(spring: releaseSpring, from: 1.0, to: 1, startTime: 0, threshold: threshold)
        rowMotions = Array(repeating: rest, count: self.rowCount)
        let n = Double(self.rowCount), height = frame.height
        let content = 2 * contentInset + n * rowHeight + (n - 1) * rowSpacing
        scroll = ListScroll(offset: ScrollOffset(maxOffset: content - height, dimension: height, bounce: bounce))
    }

    /// The content offset at `time`, points (0 at the top).
    public func offset(at time: Double) -> Double { scroll.value(at: time) }

    /// The scale of row `index` at `time` (1 for an index out of range).
    public func rowScale(_ index: Int, at time: Double) -> Double {
        rowMotions.indices.contains(index) ? rowMotions[index].value(at: time) : 1
    }

    /// Every row's scale at `time`, in order.
    public func rowScales(at time: Double) -> [Double] { rowMotions.map { $0.value(at: time) } }

    /// Row `index`'s unscaled frame on screen at content offset `offset`, points.
    public func rowFrame(index: Int, offset: Double) -> Rect {
        Rect(x: frame.minX + rowSideInset, y: frame.minY + contentInset + Double(index) * (rowHeight + rowSpacing) - offset,
             width: Swift.max(0, frame.width - 2 * rowSideInset), height: rowHeight)
    }

    /// The row whose unscaled frame contains `point` at `time`, if it shows in the list.
    public func row(at point: Point, time: Double) -> Int? {
        guard frame.contains(point) else { return nil }
        let offset = offset(at: time)
        return (0..<rowCount).first { rowFrame(index: $0, offset: offset).contains(point) }
    }

    /// True when the offset rests and every row is at scale 1 at `time`.
    public func isSettled(at time: Double) -> Bool {
        scroll.offset.phase == .resting && rowMotions.allSatisfy { $0.isSettled(at: time) }
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
                if let r = pressedRow { rowMotions[r].retarget(to: pressedScale, spring: pressSpring, at: time) }
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

    /// Puts new press values in force at `time` (seconds): the pressed
    /// row goes on from its scale and scale velocity (per second) toward
    /// `pressedScale` (unitless) on `pressSpring`, every other row on
    /// `releaseSpring` toward 1, without a jump; the scrolling takes
    /// `bounce` and `decay` the same way (`ListScroll.retune(bounce:decay:bandConstant:at:)`, the band unchanged).
    public mutating func retune(pressedScale newScale: Double, pressSpring newPress: Spring, releaseSpring newRelease: Spring,
                                bounce: Spring, decay: Decay, at time: Double) {
        let pressChanged = newPress != pressSpring || newScale != pressedScale
        let releaseChanged = newRelease != releaseSpring
        pressedScale = newScale
        pressSpring = newPress
        releaseSpring = newRelease
        var index = 0
        while index < rowMotions.count {
            if index == pressedRow {
                if pressChanged { rowMotions[index].retarget(to: newScale, spring: newPress, at: time) }
            } else if releaseChanged {
                rowMotions[index].retarget(spring: newRelease, at: time)
            }
            index += 1
        }
        scroll.retune(bounce: bounce, decay: decay, bandConstant: scroll.offset.band.constant, at: time)
    }

    private mutating func releaseRow(at time: Double) {
        guard let r = pressedRow else { return }
        rowMotions[r].retarget(to: 1, spring: releaseSpring, at: time)
        pressedRow = nil
    }
}
