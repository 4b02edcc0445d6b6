import FluidAnimation
import FluidGestures
import FluidPhysics

/// One cell of a scrolling collection grown into a destination — a card
/// into its screen's header — through a *mirror* that stands in for it,
/// and shrunk back: a `PresentationDispatcher` with the context every such
/// collection needs, written once.
///
/// **Poses** (points). `Context.cells` are the cells' frames at scroll
/// offset 0; on screen cell i is its frame moved up by the offset o of
/// `scroll` (a `ScrollOffset` the owner drives: grab, drag, release). The
/// source is the selected cell's pose — its frame on screen,
/// `cornerRadius`, scale 1, `tints[i]` — read afresh at every call, so a list
/// that scrolls is followed, moving at the scroll's velocity (0, −o′ points
/// per second). The destination is `destination` with square corners,
/// scale 1 and the selected cell's tint. The mirror is the straight
/// interpolation of the two at the transition's progress (0 = the cell,
/// 1 = the destination).
///
/// **Stand-in.** From the moment a transition leaves the collection the
/// mirror stands in for the selected cell, which is drawn hidden (opacity
/// 0). When a dismissal lands the mirror exactly in the cell, the cell shows
/// again and the selection is cleared: the call that advanced time past
/// that instant returns the state event `"selected"` null, at that exact
/// instant, for the owner to record. A
/// redirect to another cell (`redirect(to:at:)`) fades the old cell back in
/// and the new one out on opacity springs (the transition's spring, each
/// continuous in value and velocity), while the dispatcher's hand-off
/// offset glides the mirror over to the new cell.
///
/// **Hand-offs** are the dispatcher's (see `PresentationDispatcher`): a
/// present, a finger's hold, drag and release, a reversal and a redirect
/// all keep progress and the mirror's pose and velocity continuous.
///
/// Units: points, seconds, points per second; progress is dimensionless.
public struct CellPresentation: Sendable {
    /// The cells, the scroll, the selection and the cell the mirror stands
    /// in for: what the poses are read from, and what the dispatcher's
    /// events change.
    public struct Context: Sendable {
        /// The cells' frames at scroll offset 0, points.
        public let cells: [Rect]
        /// The cells' tints, by index (black for a cell without one).
        public let tints: [Color]
        /// The cells' corner radius, points (the destination's is 0).
        public let cornerRadius: Double
        /// The destination's frame, points.
        public let destination: Rect
        /// The collection's scroll offset, points.
        public internal(set) var scroll: ScrollOffset
        /// The cell shown or on its way, if any.
        public internal(set) var selected: Int?
        /// The cell the mirror stands in for (drawn hidden), if any.
        public internal(set) var hidden: Int?
        /// Cells fading in or out after a redirect (opacity springs).
        var fades: SpringValues<Int>

        /// Cell `index`'s frame on screen at `time` (the destination's for an index out of range), points.
        public func cellFrame(_ index: Int, at time: Double) -> Rect {
            guard cells.indices.contains(index) else { return destination }
            let r = cells[index]
            return Rect(x: r.minX, y: r.minY - scroll.value(at: time), width: r.width, height: r.height)
        }

        /// The cell's tint (black for no cell or one without a tint).
        public func tint(of index: Int?) -> Color {
            index.flatMap { tints.indices.contains($0) ? tints[$0] : nil } ?? .black
        }

        /// Cell `index`'s opacity at `time`, 0…1: 0 while the mirror stands in for it, fading after a redirect.
        public func opacity(of index: Int, at time: Double) -> Double {
            fades.value(of: index, at: time).map { Swift.min(Swift.max($0, 0), 1) } ?? (index == hidden ? 0 : 1)
        }

        /// Starts fading the cell toward `target` opacity from where it is at `time`.
        mutating func fade(_ index: Int, to target: Double, at time: Double) {
            fades.animate(index, from: opacity(of: index, at: time), to: target, at: time)
        }

        /// The source (the selected cell, moving with the scroll: (0, −o′)
        /// points per second) and the destination, at `time`.
        func poses(at time: Double) -> PresentationDispatcher<MirrorPose>.Poses {
            let s = selected ?? 0
            return (MirrorPose(frame: cellFrame(s, at: time), cornerRadius: cornerRadius, scale: 1, tint: tint(of: s)),
                    MirrorPose(frame: Rect(x: 0, y: -scroll.velocity(at: time), width: 0, height: 0), cornerRadius: 0, scale: 0, tint: .zero),
                    MirrorPose(frame: destination, cornerRadius: 0, scale: 1, tint: tint(of: selected)))
        }
    }

    /// The transition.
    public private(set) var dispatcher: PresentationDispatcher<MirrorPose>
    /// The cells, the scroll and the selection.
    public private(set) var context: Context

    /// Nothing selected, at rest on the collection: `cells` (frames at
    /// offset 0, points) with `tints` and `cornerRadius` (points) scrolled
    /// by `scroll`, presenting into `destination` (points) on `spring` (also
    /// the redirects' and the fades' spring), a finger's drag past either
    /// end resisted by `overdrag` (nil: none).
    public init(cells: [Rect], tints: [Color], cornerRadius: Double, destination: Rect, scroll: ScrollOffset, spring: Spring,
                overdrag: RubberBand?) {
        context = Context(cells: cells, tints: tints, cornerRadius: cornerRadius, destination: destination, scroll: scroll,
                          fades: SpringValues(spring: spring, threshold: .opacity))
        dispatcher = PresentationDispatcher(mirrorTransition: spring, redirectSpring: spring, overdrag: overdrag)
    }

    /// The collection's scroll offset, which the owner drives (points).
    public var scroll: ScrollOffset {
        get { context.scroll }
        set { context.scroll = newValue }
    }

    /// The cell shown or on its way, if any.
    public var selected: Int? { context.selected }

    /// The mirror's pose at `time`, or nil when no cell is selected.
    public func mirror(at time: Double) -> MirrorPose? {
        context.selected == nil ? nil : dispatcher.mirrorPose(context.poses(at: time), at: time)
    }

    /// The mirror pose's velocity at `time` (units per second), or nil when no cell is selected.
    public func mirrorVelocity(at time: Double) -> MirrorPose? {
        context.selected == nil ? nil : dispatcher.mirrorVelocity(context.poses(at: time), at: time)
    }

    /// The distance the mirror's centre travels from the source to the
    /// destination as they are at `time` (hand-off offsets included),
    /// points; 0 when not finite. What a finger's travel for a whole
    /// transition is measured against.
    public func morphDistance(at time: Double) -> Double {
        let shown = dispatcher.shownPoses(context.poses(at: time), at: time)
        let d = shown.source.frame.center.distance(to: shown.destination.frame.center)
        return d.isFinite ? d : 0
    }

    /// The visible cell whose frame on screen at `time` contains `point`,
    /// if any (the cell the mirror stands in for excluded).
    public func cell(at point: Point, time: Double) -> Int? {
        (0..<context.cells.count).first { i in context.opacity(of: i, at: time) > 0 && context.cellFrame(i, at: time).contains(point) }
    }

    /// True at `time` when the transition is at rest with no hand-off left, the scroll rests and no cell fades.
    public func isSettled(at time: Double) -> Bool {
        dispatcher.isSettled(at: time) && context.scroll.phase == .resting && context.fades.isEmpty
    }

    // MARK: Transitions

    /// A tap on cell `index` at `time`: from rest on the collection, selects
    /// it and presents it (`present(_:at:)`); otherwise redirects the
    /// transition to it (`redirect(to:at:)`). Returns the state event the
    /// call caused, if any (see the type).
    public mutating func select(_ index: Int, at time: Double) -> InteractionEvent? {
        dispatcher.isIdle ? present(index, at: time) : redirect(to: index, at: time)
    }

    /// Selects cell `index` and presents it at `time`
    /// (`PresentationDispatcher.present(at:)`); returns the state event the
    /// call caused, if any.
    public mutating func present(_ index: Int, at time: Double) -> InteractionEvent? {
        context.selected = index
        return apply(dispatcher.present(at: time))
    }

    /// Presents cell `index` instead of the selected one at `time`: the
    /// mirror glides over from where it is, the old cell fades back in and
    /// the new one out (see the type). Returns the state event the call
    /// caused, if any.
    public mutating func redirect(to index: Int, at time: Double) -> InteractionEvent? {
        let previous = context.selected
        var event = apply(dispatcher.advance(to: time))
        let old = context.poses(at: time)
        if let previous { context.fade(previous, to: 1, at: time) }
        context.fade(index, to: 0, at: time)
        context.selected = index
        context.hidden = index
        let redirected = apply(dispatcher.redirect(at: time, from: old, to: context.poses(at: time)))
        if event == nil { event = redirected }
        return event
    }

    /// A finger takes hold of the transition at `time`, where it is, held
    /// still; `stretch` is the overdrag's dimension for this hold, in
    /// progress (a change while held waits for the next hold). Returns the
    /// state event the call caused, if any.
    public mutating func grab(at time: Double, stretch: Double) -> InteractionEvent? {
        if !dispatcher.isInteractive, dispatcher.overdrag?.dimension != stretch { dispatcher.overdrag?.dimension = stretch }
        return apply(dispatcher.grab(at: time))
    }

    /// The holding finger has moved progress by `delta` since the hold at
    /// `velocity` per second (`PresentationDispatcher.drag(by:velocity:at:)`).
    /// Returns the state event the call caused, if any.
    public mutating func drag(by delta: Double, velocity: Double, at time: Double) -> InteractionEvent? {
        apply(dispatcher.drag(by: delta, velocity: velocity, at: time))
    }

    /// The finger lets go at `time`, by the two-end rule: a drag toward the
    /// end nearest the projection, a `tap` on to where it was going, a
    /// `cancelled` touch to the nearer end
    /// (`PresentationDispatcher.release(at:tap:cancelled:)`); returns that
    /// end, 0 or 1, and the state event the call caused, if any.
    public mutating func release(at time: Double, tap: Bool = false, cancelled: Bool = false) -> (end: Double, event: InteractionEvent?) {
        let released = dispatcher.release(at: time, tap: tap, cancelled: cancelled)
        return (released.end, apply(released.events))
    }

    /// Scrolls the selected cell into view at `time` — its frame at least
    /// `margin` inside `visible` (screen y, points) — on the scroll's spring
    /// (`ScrollOffset.reveal(_:in:margin:at:)`): what a dismissal does, so
    /// the mirror lands in a cell that is on screen.
    public mutating func revealSelected(in visible: ClosedRange<Double>, margin: Double, at time: Double) {
        guard let s = context.selected, context.cells.indices.contains(s) else { return }
        context.scroll.reveal(context.cells[s].minY...context.cells[s].maxY, in: visible, margin: margin, at: time)
    }

    // MARK: Time and tuning

    /// Advances to `time`: the transition (ending at its exact instant), the
    /// scroll settles, finished fades are dropped. Returns the state event
    /// it caused, if any.
    public mutating func advance(to time: Double) -> InteractionEvent? {
        let event = apply(dispatcher.advance(to: time))
        context.scroll.settle(at: time)
        context.fades.removeSettled(at: time)
        return event
    }

    /// Swaps in a new transition spring at `time` — a tuning changed —
    /// without a jump: the transition, a redirect's hand-off and the fades
    /// go on from where they are, with their velocities, on `spring`
    /// (`PresentationDispatcher.retune(mirrorTransition:redirectSpring:at:)`);
    /// `projectionRate` applies from the next release. Returns the state
    /// event the call caused, if any.
    public mutating func retune(spring: Spring, projectionRate: DecelerationRate, at time: Double) -> InteractionEvent? {
        let event = apply(dispatcher.retune(mirrorTransition: spring, redirectSpring: spring, at: time))
        context.fades.retune(spring, at: time)
        dispatcher.projectionRate = projectionRate
        return event
    }

    /// Sends the card shown (or on its way) back into its cell at `time`,
    /// from where the transition is and with its velocity, as a release
    /// toward the list does (`PresentationDispatcher.dismiss(at:)`).
    /// Returns the state event the call caused, if any.
    public mutating func dismiss(at time: Double) -> InteractionEvent? {
        apply(dispatcher.dismiss(at: time))
    }

    /// The transition, the collection's scroll and the fades take
    /// `preference` at `time` where they are, with their velocities: with
    /// reduced motion the mirror never overshoots the cell or the screen,
    /// and the collection never glides past its ends. Returns the state
    /// event the call caused, if any (a dismissal that lands at once).
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) -> InteractionEvent? {
        let event = apply(dispatcher.setMotionPreference(preference, at: time))
        context.scroll.setMotionPreference(preference, at: time)
        context.fades.setMotionPreference(preference, at: time)
        return event
    }

    /// Acts on what the dispatcher reports, in order: a transition that
    /// begins hides the selected cell (the mirror stands in for it); a
    /// dismissal that ends shows it again at full opacity (cells still
    /// fading in after a redirect go on) and clears the selection, which is
    /// the state event returned (`"selected"` null at the exact instant).
    private mutating func apply(_ events: PresentationDispatcher<MirrorPose>.Events) -> InteractionEvent? {
        var recorded: InteractionEvent?
        for event in events {
            switch event {
            case .began:
                if let s = context.selected {
                    context.hidden = s
                    context.fades.stop(s)
                }
            case .ended(let moment):
                guard moment.phase == .idle else { break }
                context.hidden = nil
                context.fades.stopAll { $0 < 1 }
                if context.selected != nil {
                    context.selected = nil
                    recorded = .state("selected", .null, at: moment.time)
                }
            case .interrupted:
                break
            }
        }
        return recorded
    }
}

extension CellPresentation: InteractionPart {
    /// Advances to `time` (`advance(to:)`), recording the selection cleared
    /// when a dismissal lands.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        if let event = advance(to: time) { events.append(event) }
    }
}
