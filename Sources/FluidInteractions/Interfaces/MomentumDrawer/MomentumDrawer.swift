import FluidAnimation
import FluidGestures
import FluidPhysics

/// The rewarding-momentum drawer (the WWDC18 talk "Designing Fluid Interfaces"): a sheet that is open or
/// closed, tapped to toggle, dragged and flicked.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct MomentumDrawer: AreaTouchedBehavior, PanBehavior {
    /// `drawer`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "drawer"
    /// Side inset, points.
    public static let sideInset: Double = 8
    /// Gap between the safe area's top and the open drawer, points.
    public static let openGap: Double = 80
    /// How far the drawer reaches past the screen's bottom, points.
    public static let overhang: Double = 80
    /// The closed drawer's offset from the open one, as a fraction of the screen height.
    public static let closedFraction: Double = 0.6
    /// The header above the content (the handle's strip), points.
    public static let headerHeight: Double = 44
    /// The content's rows: 24 rows 56 pt tall, 8 pt apart, 8 pt above the first and below the last (1544 pt).
    public static let contentRows = RowStack(count: 24, rowHeight: 56, spacing: 8, inset: 8)
    /// The spring that brings the content back from past an end (response 0.5 s, ζ 1).
    public static let contentBounce = Spring(response: 0.5, dampingRatio: 1)

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()
    /// The open drawer's top edge, points.
    public let openPosition: Double
    /// The closed drawer's top edge, points.
    public let closedPosition: Double
    /// Whether the drawer rests open, or is heading to open.
    public private(set) var isOpen = false
    /// The largest excursion past the resting end since the last release, points.
    public internal(set) var overshoot: Double = 0
    /// Which spring tunable the drawer's spring was started on (the flick's
    /// or the tap's), for a retune mid-flight.
    var runningSpring: Tunable?

    /// The content's height on screen (the open drawer's, to the safe area's bottom), points.
    public let contentHeight: Double

    var drawer: DraggedValue<RubberBand>
    /// Where a drawer caught mid-flight was heading (true: open).
    private var caughtHeadingOpen: Bool?
    /// The content, and the finger's split between it and the drawer.
    private var sheet: SheetContentScroll

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        openPosition = viewport.safeBounds.minY + Self.openGap
        closedPosition = openPosition + Self.closedFraction * viewport.height
        let band = RubberBand(range: openPosition...Swift.max(openPosition, closedPosition), dimension: Swift.max(viewport.height, 1))
        drawer = DraggedValue(restingAt: closedPosition, resistance: band)
        contentHeight = Swift.max(1, viewport.safeBounds.maxY - openPosition - Self.headerHeight)
        sheet = SheetContentScroll(content: ScrollOffset(maxOffset: Self.contentRows.contentHeight - contentHeight,
                                                         dimension: contentHeight, bounce: Self.contentBounce))
    }

    // MARK: State

    /// The drawer's top edge now, points.
    public var position: Double { drawer.value(at: time) }

    /// The top edge's velocity now, points/s (y down): 0 while the content has the finger.
    public var velocity: Double {
        sheet.isHeld && !sheet.sheetHasFinger ? 0 : drawer.velocity(at: time, finger: fingerVelocity.dy)
    }

    /// The content's offset now, points (0 at its top; grows as it scrolls up).
    public var contentOffset: Double { sheet.offset(at: time) }

    /// The content offset's velocity now, points/s.
    public var contentVelocity: Double { sheet.velocity(at: time, finger: fingerVelocity.dy) }

    /// The choice of end at a release, between the open and closed
    /// positions, with the tuned tap slop, rule and projection rate.
    var ends: TwoEndChoice { TwoEndChoice(first: openPosition, second: closedPosition, tuning: tuning) }

    /// The drawer's frame now, points.
    public var frame: Rect { frame(top: position) }

    private func frame(top: Double) -> Rect {
        Rect(x: Self.sideInset, y: top, width: Swift.max(0, viewport.width - 2 * Self.sideInset),
             height: Swift.max(0, viewport.height + Self.overhang - top))
    }

    /// Whether a finger holds the drawer.
    public var isDragging: Bool { drawer.isDragging }

    // MARK: What a touch does

    /// A finger on the drawer (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Follows the finger; a tap toggles, a drag or flick goes where it
    /// projects. On the open drawer at rest the finger scrolls the content
    /// and moves the drawer only past the content's top.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        switch pan {
        case .began:
            let openAtRest = isOpen && drawer.phase == .resting && position == openPosition
            caughtHeadingOpen = drawer.grab(at: time).map { $0 == openPosition }
            if openAtRest { sheet.grab(at: time) }
        case .changed(let value): drag(value.translation.dy)
        case .ended(let value): release(value, cancelled: false)
        case .cancelled(let value): release(value, cancelled: true)
        }
    }

    /// The finger's travel: all the drawer's, or split with the content.
    private mutating func drag(_ translation: Double) {
        drawer.drag(by: sheet.isHeld ? sheet.drag(translation: translation) : translation)
    }

    private mutating func release(_ value: InstantPanRecognizer.Value, cancelled: Bool) {
        guard drawer.isDragging else { return }
        drag(value.translation.dy)
        let tap = !cancelled && value.translation.length <= tuning.number(Tuned.tapSlop)
        if sheet.contentKeepsRelease(at: time, finger: value.velocity.dy, tap: tap, cancelled: cancelled) {
            // The content had the finger: it glides on (or rests); the drawer stays open.
            drawer.rest(at: openPosition)
            return
        }
        let shown = position
        let release = ends.release(at: shown, velocity: drawer.velocity(at: time, finger: value.velocity.dy),
                                   travel: value.translation.length, cancelled: cancelled, atFirst: isOpen, heading: caughtHeadingOpen)
        send(open: release.toFirst, on: release.isGentle ? Tuned.tap : Tuned.flick, velocity: release.velocity)
    }

    /// Sends the drawer open or closed on the `spring` tunable, from where
    /// it is with `velocity` (points/s), predicting its excursion past the
    /// end, and records `isOpen` when it changes.
    mutating func send(open: Bool, on spring: Tunable, velocity: Double) {
        runningSpring = spring
        let from = position
        drawer.animate(to: open ? openPosition : closedPosition, spring: tuning.spring(spring), velocity: velocity, at: time)
        overshoot = ends.overshoot(toFirst: open, from: from, velocity: velocity, spring: drawer.drivingSpring ?? tuning.spring(spring))
        kernel.change(&isOpen, to: open, recording: "isOpen")
    }

    // MARK: What time does

    /// The drawer and its content, each resting once its motion has settled.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&drawer)
        visit(&sheet)
    }

    /// Reduced motion: the drawer springs to its end without passing it
    /// (the parts took the preference). ``MomentumDrawer/overshoot`` becomes
    /// the excursion from here on the new spring, or how far past the end
    /// the drawer is now if that is more; back to full motion, it widens
    /// to the bouncing spring's excursion from here.
    public mutating func motionPreferenceDidChange(from old: MotionPreference) {
        guard drawer.phase == .animating, let target = drawer.target, let spring = drawer.drivingSpring else { return }
        let toOpen = target == openPosition
        let from = position, velocity = drawer.velocity(at: time, finger: 0)
        let ahead = ends.overshoot(toFirst: toOpen, from: from, velocity: velocity, spring: spring)
        let past = Swift.max(0, toOpen == (openPosition <= closedPosition) ? target - from : from - target)
        overshoot = kernel.motionPreference == .reduced ? Swift.max(past, ahead) : Swift.max(overshoot, ahead)
    }

    // MARK: What it shows

    /// The `fluid replay` fields, pinned ones first (see the type), then
    /// `contentOffset` (points) and `contentVelocity` (points/s).
    public var state: InteractionValue {
        ["isOpen": .bool(isOpen), "position": .number(position), "overshoot": .number(overshoot),
         "velocity": .number(velocity), "dragging": .bool(isDragging), "contentOffset": .number(contentOffset),
         "contentVelocity": .number(contentVelocity)]
    }

    /// The named frames of the layout at rest (`fluid layout`), points.
    public var layout: InteractionValue {
        ["drawer": .frame(frame(top: closedPosition)), "open": .frame(frame(top: openPosition)),
         "handle": .frame(handleFrame(top: closedPosition)), "content": .frame(contentFrame(top: openPosition))]
    }

    /// Where the content shows for the drawer's top edge at `top`, points.
    private func contentFrame(top: Double) -> Rect {
        Rect(x: Self.sideInset + 16, y: top + Self.headerHeight, width: Swift.max(0, viewport.width - 2 * Self.sideInset - 32),
             height: contentHeight)
    }

    private func handleFrame(top: Double) -> Rect {
        Rect(x: viewport.width / 2 - 25, y: top + 10, width: 50, height: 5)
    }

    /// What a renderer draws now, back to front: the drawer, its handle, and
    /// the content's rows that show, cut at the content's edges.
    public var scene: [Layer] {
        let area = contentFrame(top: position), offset = contentOffset
        var layers = [
            Layer("drawer", frame: frame, cornerRadius: 30, fill: Color(hex: 0x61A8FF), gradientEnd: Color(hex: 0x243BD1), shadow: true),
            Layer("handle", frame: handleFrame(top: position), cornerRadius: 3, fill: Color(red: 1, green: 1, blue: 1, alpha: 0.5)),
        ]
        for (i, row) in Self.contentRows.visibleFrames(in: area, offset: offset, bottom: Swift.min(area.maxY, viewport.height)) {
            layers.append(Layer("content.\(i)", frame: row, cornerRadius: 12, fill: Color(hex: 0xDCE8FF)))
        }
        return layers
    }
}
