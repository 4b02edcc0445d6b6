import FluidGestures
import FluidInteractions
import FluidPhysics

/// The tuning panel's state and geometry: one row per tunable of the open
/// interface — a slider for a number, a segmented switch for a choice, and
/// for a spring four sliders kept in sync (response and damping ratio, and
/// the same spring as duration and bounce) — laid out in window points over
/// the bottom of an area, scrolled when they do not fit.
///
/// The rows scroll as every list in the library does: on a `ScrollOffset`,
/// so they follow the finger one to one, rubber-band past either end, glide
/// on after a flick (the finger's velocity from a `VelocityTracker1D`) and
/// spring back. Time is host time, seconds: each touch brings its own, and
/// ``advance(to:)`` moves a frame's; the geometry is read at the latest.
///
/// It only computes: a touch on a control gives a new ``tuning``, which the
/// window hands to the model (`InteractionModel.retune(_:)`) at once.
/// ``TuningPanelRenderer`` draws it. The values — ranges, where a value sits
/// on a track, what a track position gives — are FluidInteractions'
/// `TuningControl`, as in the web page's panel; this adds the geometry.
public struct TuningPanel: Sendable {
    /// One control a finger can move.
    public enum Control: Hashable, Sendable {
        /// The slider of the number tunable at this index.
        case number(Int)
        /// A spring tunable's slider: which of its four numbers.
        case spring(Int, Spring.Parameter)
        /// A choice tunable's segment: the tunable's index, the choice's index.
        case choice(Int, Int)
    }

    /// The four numbers of a spring a designer can move, in the panel's
    /// order (response and damping on the first row, their twins duration
    /// and bounce below them): `TuningControl.springParameters`.
    public static let springParameters = TuningControl.springParameters

    /// A control where it is drawn, with its label and its value as a
    /// fraction of its track (0…1; for a choice, 1 when selected).
    public struct Cell: Hashable, Sendable {
        public var control: Control
        public var frame: Rect
        public var label: String
        public var fraction: Double
    }

    /// A tunable's title line.
    public struct Title: Hashable, Sendable {
        public var frame: Rect
        public var text: String
        /// Whether the tunable is away from its default.
        public var isTuned: Bool
    }

    public static let titleHeight = 18.0
    public static let cellHeight = 32.0
    public static let padding = 10.0
    /// The largest share of the area's height the panel takes.
    public static let maximumHeightShare = 0.62

    /// The interface's tunables.
    public let tunables: [Tunable]
    /// The tuning in force.
    public private(set) var tuning: Tuning
    /// The area the panel sits at the bottom of, window points.
    public private(set) var area: Rect
    /// The spring that takes the rows back inside their range (no bounce, ~0.45 s).
    public static let scrollBounce = Spring(response: 0.45, dampingRatio: 1)

    /// The latest time the panel was given, host seconds.
    public private(set) var time: Double
    /// How far the rows are scrolled up now, points (past 0 or the end
    /// while rubber-banding).
    public var scroll: Double { offset.value(at: time) }
    private var offset: ScrollOffset
    private var held: Control?
    /// Where the finger scrolling the rows first touched, y in points, and its velocity.
    private var scrollGrab: (y: Double, tracker: VelocityTracker1D)?

    /// A panel for `tunables` with `tuning` in force, over the bottom of
    /// `area`, at host time `time`.
    public init(tunables: [Tunable], tuning: Tuning = Tuning(), in area: Rect, at time: Double = 0) {
        self.tunables = tunables
        self.tuning = tuning
        self.area = area
        self.time = time.isFinite ? time : 0
        offset = ScrollOffset(maxOffset: 0, dimension: 1, bounce: Self.scrollBounce)
        offset = scrollOffset(resting: 0)
    }

    /// Moves the panel to a new area (the window was resized, the
    /// timeline's bar came or went). The rows keep their scroll, within the
    /// new range, unless a finger or a glide moves them.
    public mutating func layOut(in area: Rect) {
        self.area = area
        guard offset.maxOffset != maximumScroll, offset.phase == .resting else { return }
        offset = scrollOffset(resting: Swift.min(scroll, maximumScroll))
    }

    /// Moves the panel's time to `time` (a frame), host seconds; time never
    /// goes back.
    public mutating func advance(to time: Double) {
        if time.isFinite, time > self.time { self.time = time }
        offset.settle(at: self.time)
    }

    /// Whether the rows still move by themselves (gliding or springing back).
    public var isScrolling: Bool { offset.phase == .animating }

    /// An offset for the current geometry, resting at `value` (inside its range).
    private func scrollOffset(resting value: Double) -> ScrollOffset {
        var fresh = ScrollOffset(maxOffset: maximumScroll, dimension: Swift.max(frame.height, 1), bounce: Self.scrollBounce)
        guard value > 0 else { return fresh }
        fresh.grab(at: time)
        fresh.drag(translation: -value)
        fresh.release(at: time, finger: 0, fling: false)
        return fresh
    }

    // MARK: Geometry

    /// The rows' full height, points.
    public var contentHeight: Double {
        tunables.reduce(2 * Self.padding) { total, tunable in
            if case .spring = tunable.kind { return total + Self.titleHeight + 2 * Self.cellHeight }
            return total + Self.titleHeight + Self.cellHeight
        }
    }

    /// The panel's frame: full width less a margin, at the bottom of the area.
    public var frame: Rect {
        let height = Swift.min(contentHeight, Swift.max(0, area.height * Self.maximumHeightShare))
        return Rect(x: area.minX + 6, y: area.maxY - height - 6, width: Swift.max(0, area.width - 12), height: height)
    }

    private var maximumScroll: Double { Swift.max(0, contentHeight - frame.height) }

    /// Whether `point` (window points) is on the panel.
    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// The titles and cells, scrolled, in window points (some may lie
    /// outside ``frame``: the renderer clips them).
    public var layout: (titles: [Title], cells: [Cell]) {
        let panel = frame
        var titles: [Title] = [], cells: [Cell] = []
        var y = panel.minY + Self.padding - scroll
        let x = panel.minX + Self.padding, width = panel.width - 2 * Self.padding
        let half = (width - Self.padding) / 2
        for (index, tunable) in tunables.enumerated() {
            titles.append(Title(frame: Rect(x: x, y: y, width: width, height: Self.titleHeight), text: tunable.name,
                                isTuned: tuning.values[tunable.name] != nil))
            y += Self.titleHeight
            switch tunable.kind {
            case .number:
                let value = tuning.value(tunable)
                cells.append(Cell(control: .number(index), frame: Rect(x: x, y: y, width: width, height: Self.cellHeight),
                                  label: TuningControl.number.text(of: value, for: tunable),
                                  fraction: TuningControl.number.fraction(of: value, for: tunable)))
            case .choice(_, let choices):
                let chosen = tuning.choice(tunable)
                let segment = width / Double(Swift.max(1, choices.count))
                for (i, choice) in choices.enumerated() {
                    cells.append(Cell(control: .choice(index, i),
                                      frame: Rect(x: x + Double(i) * segment, y: y + 2, width: segment - 4, height: Self.cellHeight - 6),
                                      label: choice, fraction: choice == chosen ? 1 : 0))
                }
            case .spring:
                for (i, part) in Self.springParameters.enumerated() {
                    let cell = Rect(x: x + Double(i % 2) * (half + Self.padding), y: y + Double(i / 2) * Self.cellHeight,
                                    width: half, height: Self.cellHeight)
                    cells.append(Cell(control: .spring(index, part), frame: cell,
                                      label: TuningControl.spring(part).label(for: tunable) + " "
                                          + TuningControl.spring(part).text(of: tuning.value(tunable), for: tunable),
                                      fraction: TuningControl.spring(part).fraction(of: tuning.value(tunable), for: tunable)))
                }
                y += Self.cellHeight
            }
            y += Self.cellHeight
        }
        return (titles, cells)
    }

    /// The track of a slider cell: its lower part, where the knob runs.
    public static func track(of cell: Rect) -> Rect {
        Rect(x: cell.minX + 7, y: cell.maxY - 12, width: Swift.max(0, cell.width - 14), height: 6)
    }

    /// The value of one of a spring tunable's four numbers now.
    public func springValue(_ part: Spring.Parameter, of tunable: Tunable) -> Double {
        TuningControl.spring(part).number(of: tuning.value(tunable)) ?? 0
    }

    // MARK: Touches

    /// A finger down at `point` at host time `time`: takes the control there
    /// (and sets it), or grabs the rows to scroll them (catching them if
    /// they glide). Returns whether the tuning changed.
    public mutating func press(at point: Point, time: Double) -> Bool {
        advance(to: time)
        guard contains(point) else { return false }
        guard let cell = layout.cells.first(where: { $0.frame.contains(point) && frame.contains(point) }) else {
            var tracker = VelocityTracker1D()
            _ = tracker.addPosition(point.y, at: self.time)
            scrollGrab = (point.y, tracker)
            offset.grab(at: self.time)
            return false
        }
        held = cell.control
        return move(cell.control, to: point, in: cell.frame)
    }

    /// The finger moved to `point` at host time `time`: moves the held
    /// slider (a choice does not follow), or scrolls the rows one to one,
    /// rubber-banded past either end. Returns whether the tuning changed.
    public mutating func drag(to point: Point, time: Double) -> Bool {
        advance(to: time)
        if var grab = scrollGrab {
            _ = grab.tracker.addPosition(point.y, at: self.time)
            scrollGrab = grab
            offset.drag(translation: point.y - grab.y)
            return false
        }
        guard let held, case .choice = held else {
            guard let held, let cell = layout.cells.first(where: { $0.control == held }) else { return false }
            return move(held, to: point, in: cell.frame)
        }
        return false
    }

    /// The finger lifted at host time `time` (`cancelled`: the system took
    /// it, so no flick): scrolled rows glide on with the finger's velocity
    /// and spring back inside their range.
    public mutating func release(at time: Double, cancelled: Bool = false) {
        advance(to: time)
        if let grab = scrollGrab {
            let velocity = grab.tracker.velocity(at: self.time)
            if cancelled { offset.cancel(at: self.time, finger: velocity) } else { offset.release(at: self.time, finger: velocity) }
        }
        held = nil
        scrollGrab = nil
    }

    /// Whether a finger holds a control or the rows.
    public var isHeld: Bool { held != nil || scrollGrab != nil }

    /// Every tunable back to its default. Returns whether anything changed.
    public mutating func reset() -> Bool {
        guard !tuning.isEmpty else { return false }
        tuning = Tuning()
        return true
    }

    private mutating func move(_ control: Control, to point: Point, in cell: Rect) -> Bool {
        let track = Self.track(of: cell)
        let fraction = SliderControl.fraction(atX: point.x, along: track.minX...track.maxX)
        let tunable: Tunable, part: TuningControl
        switch control {
        case .number(let index): (tunable, part) = (tunables[index], .number)
        case .choice(let index, let choice): (tunable, part) = (tunables[index], .choice(choice))
        case .spring(let index, let parameter): (tunable, part) = (tunables[index], .spring(parameter))
        }
        guard let value = part.value(at: fraction, for: tunable, from: tuning.value(tunable)) else { return false }
        let before = tuning
        try? tuning.set(tunable, to: value)
        return tuning != before
    }
}
