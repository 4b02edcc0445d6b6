import FluidAnimation
import FluidGestures
import FluidPhysics

/// Threads' elastic list (the Threads write-up "On Building a Fluid User
/// Interface", "Elastic scrolling"): a long list whose rows stretch apart
/// independently while it is dragged, glides and bounces, then settle.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:ThreadsInterfaces>.
public struct ElasticList: AreaTouchedBehavior {
    /// `elastic-list`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "elastic-list"
    /// Rows in a list made by `init(viewport:)`.
    public static let defaultRowCount = 300
    /// A row's height, points.
    public static let rowHeight: Double = 64
    /// The gap between rows at rest, points.
    public static let rowSpacing: Double = 8
    /// Space above the first row and below the last, points.
    public static let contentInset: Double = 8
    /// Space between the list's sides and the rows, points.
    public static let sideInset: Double = 16
    /// The smallest gap the displayed rows keep, points.
    public static let minimumGap: Double = 2
    /// R: the distance from the finger at which a row lags a whole scroll
    /// step, points. 1000 pt (BouncyLayout's and JSQMessages' factor, between
    /// Teehan+Lax's 900 and Ash Furrow's 1500): on a phone the farthest
    /// visible row lags about 0.8 of each step, enough to read as elastic
    /// without letting rows fall visibly behind.
    public static let resistanceLength: Double = 1000
    /// The spring that pulls each row back (response 0.6 s, ζ 0.7):
    /// BouncyLayout's "regular" feel (UIKit Dynamics frequency 1.5 Hz,
    /// damping 0.7) slowed a little so the stretch is seen; one small
    /// overshoot, no wave.
    public static let rowSpring = Spring(response: 0.6, dampingRatio: 0.7)
    /// When a row spring is at rest: 0.25 pt and 2.5 pt/s (the final snap
    /// stays under a pixel on a 3× screen).
    public static let rowThreshold = RestThreshold(value: 0.25)
    /// The spring that brings the list back from past an end (response 0.5 s, ζ 1).
    public static let bounceSpring = Spring(response: 0.5, dampingRatio: 1)
    /// How far outside the list a row's layout frame may be and still be pushed, points.
    public static let liveMargin: Double = 80
    /// The scale a pressed row shrinks to (about its centre).
    public static let pressedScale: Double = 0.96
    /// The spring a row's press amount (0…1) follows at touch-down (response 0.15 s, ζ 1).
    public static let pressSpring = Spring(response: 0.15, dampingRatio: 1)
    /// The spring it lets go on (response 0.3 s, ζ 1).
    public static let releaseSpring = Spring(response: 0.3, dampingRatio: 1)

    /// The list's frame on screen (the safe area), points.
    public let listFrame: Rect
    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// Rows tapped so far.
    public private(set) var rowTaps = 0

    var list: ListScroll
    /// The rows' springs and the stretch trailing the list's glide.
    var rows: ElasticRows
    /// The rows' presses.
    var presses = RowPresses(pressSpring: pressSpring, releaseSpring: releaseSpring)

    /// A 300-row list laid out in `viewport` (see the type), at rest at the top, at time 0.
    public init(viewport: Viewport) {
        self.init(viewport: viewport, rowCount: Self.defaultRowCount)
    }

    /// A list of `rowCount` rows (negative counts as 0) laid out in `viewport`, at rest at the top, at time 0.
    public init(viewport: Viewport, rowCount: Int) {
        kernel = InteractionKernel(viewport: viewport)
        let stack = RowStack(count: rowCount, rowHeight: Self.rowHeight, spacing: Self.rowSpacing, inset: Self.contentInset)
        listFrame = viewport.safeBounds
        rows = ElasticRows(stack: stack, frame: listFrame, screen: viewport.bounds.minY...viewport.bounds.maxY, spring: Self.rowSpring,
                           resistanceLength: Self.resistanceLength, threshold: Self.rowThreshold, liveMargin: Self.liveMargin,
                           minimumGap: Self.minimumGap)
        list = ListScroll(offset: ScrollOffset(maxOffset: stack.contentHeight - listFrame.height, dimension: listFrame.height,
                                               bounce: Self.bounceSpring))
    }

    /// The distance from one row's top to the next, points (72).
    public static var pitch: Double { rowHeight + rowSpacing }

    // MARK: State

    /// The rows' geometry in the content.
    public var stack: RowStack { rows.stack }

    /// The number of rows.
    public var rowCount: Int { stack.count }

    /// The largest content offset at rest, points.
    public var maxOffset: Double { list.offset.maxOffset }

    /// The content offset now, points (0 at the top; grows as the content scrolls up).
    public var contentOffset: Double { list.value(at: time) }

    /// The content offset's velocity now, points/s.
    public var velocity: Double { list.velocity(at: time) }

    /// Whether a finger is on the list.
    public var isTouched: Bool { kernel.isTouched }

    /// The row a finger presses now.
    public var pressedRow: Int? { presses.pressedRow }

    /// Row `index`'s press amount now, 0…1.
    public func pressAmount(ofRow index: Int) -> Double { presses.amount(ofRow: index, at: time) }

    /// How many row springs are live (the per-frame cost), for tests and profiling.
    public var liveRowCount: Int { rows.live.count }

    // MARK: What a touch does

    /// A finger on the list takes hold of it.
    public var touchArea: Rect { listFrame }

    /// A touch catches a moving list, presses the row under it, scrolls
    /// (pushing the rows, letting the press go) or taps a row; let go, the
    /// rows trail the list's glide and bounce.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in list.handle(touch, at: time) {
            switch event {
            case .touchDown(let p):
                rows.grab(offset: contentOffset, at: time)
                if let row = row(at: p) { presses.press(row, at: time) }
            case .caught:
                rows.grab(offset: contentOffset, at: time)
            case .scrolled(let delta, let offset, let finger):
                rows.push(by: delta, fingerY: finger.y, offset: offset, at: time)
            case .tap(let p):
                presses.release(at: time)
                guard let row = row(at: p) else { break }
                rowTaps += 1
                kernel.state("tappedRow", row)
            case .tapCancelled, .touchEnded: presses.release(at: time)
            }
        }
        rows.follow(list.offset.flight, at: time)
    }

    // MARK: What time does

    /// The list (its clock kept, its offset rested once it has settled), the
    /// rows (dropped once at rest) and the presses.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&list)
        visit(&rows)
        visit(&presses)
    }

    /// Reduced motion keeps the rows together: nothing pushes or trails
    /// them until full motion is back, and a stretch under way runs out on
    /// the list's new motion (``ElasticRows``); the list never glides past
    /// its ends (``ScrollOffset``).
    public mutating func motionPreferenceDidChange(from old: MotionPreference) {
        rows.setMotionPreference(kernel.motionPreference, flight: list.offset.flight, at: time)
    }

    // MARK: What it shows

    /// The index of the row whose displayed frame contains `point`, if any.
    public func row(at point: Point) -> Int? {
        let snapshot = self.snapshot()
        guard listFrame.contains(point), let range = rows.candidateRows(offset: contentOffset, snapshot: snapshot) else { return nil }
        return range.first { frame(ofRow: $0, rows: snapshot).contains(point) }
    }

    /// The `fluid replay` fields: `contentOffset`, `rows` (the visible rows,
    /// `{"index", "offset"}` with `offset` the displayed displacement from the
    /// layout, points), `atRest`; then `velocity` (points/s), `rowTaps`,
    /// `pressedRow` (the row a finger presses, or null) and `press` (its
    /// press amount, 0…1: scale 1 → `pressedScale`, and the highlight).
    public var state: InteractionValue {
        let rows = visibleRows().map { row -> InteractionValue in ["index": .init(row.index), "offset": .number(row.offset)] }
        return ["contentOffset": .number(contentOffset), "rows": .array(rows), "atRest": .bool(isSettled),
                "velocity": .number(velocity), "rowTaps": .init(rowTaps), "pressedRow": .init(pressedRow),
                "press": .number(pressedRow.map(pressAmount(ofRow:)) ?? 0)]
    }

    /// The named frames of the layout at rest at the top (`fluid layout`):
    /// `list` and the rows it shows, `row.0`, `row.1`, …, points.
    public var layout: InteractionValue {
        let rows = stack.rows(fromContent: 0, to: listFrame.height).map(Array.init) ?? []
        return InteractionValue(keysAndValues: [("list", listFrame)] + rows.map { ("row.\($0)", layoutFrame(ofRow: $0, offset: 0)) })
    }

    /// What a renderer draws now, back to front: the background, the
    /// visible rows at their displayed frames, and bars over the unsafe
    /// areas. (Frames are exact; a renderer rounds them to pixels.)
    public var scene: [Layer] {
        let background = Color(hex: 0x0E0F13)
        var layers = [Layer("background", frame: viewport.bounds, fill: background)]
        let snapshot = self.snapshot()
        for row in visibleRows(snapshot) {
            let tint = Color(hex: row.index % 2 == 0 ? 0x23283A : 0x1D2130), pressed = pressAmount(ofRow: row.index)
            var layer = Layer("row.\(row.index)", frame: frame(ofRow: row.index, rows: snapshot), cornerRadius: 16,
                              fill: tint.scaled(by: 1 - pressed) + Color(hex: 0x3A4260).scaled(by: pressed),
                              text: "Row \(row.index + 1)", textColor: Color(hex: 0xE6E9F2))
            layer.scale = 1 - (1 - Self.pressedScale) * pressed
            layers.append(layer)
        }
        return layers + Layer.covers("bar", around: listFrame, in: viewport, fill: background, opacity: 0.94)
    }
}
