import FluidAnimation
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
/// `cornerRadius`, scale 1, `tints[i]` — re-read on every query, so a list
/// that scrolls is followed, moving at the scroll's velocity (0, −o′ points
/// per second). The destination is `destination` with square corners,
/// scale 1 and the selected cell's tint. The mirror is the straight
/// interpolation of the two at the transition's progress (0 = the cell,
/// 1 = the destination).
///
/// **Stand-in.** From the moment a transition leaves the collection the
/// mirror stands in for the selected cell, which is drawn hidden (opacity
/// 0). When a dismissal lands the mirror exactly in the cell, the cell shows
/// again and the selection is cleared, recorded as the state event
/// `"selected"` null at that exact instant (`drainEvents(into:)`). A
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
    /// What the dispatcher's blocks read and its callbacks edit: the
    /// cells, the scroll, the selection and the cells the mirror stands in for.
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
        /// The time the blocks are read at, seconds.
        public internal(set) var time: Double = 0
        /// The cell shown or on its way, if any.
        public internal(set) var selected: Int?
        /// The cell the mirror stands in for (drawn hidden), if any.
        public internal(set) var hidden: Int?
        /// Cells fading in or out after a redirect (opacity springs).
        var fades: SpringValues<Int>
        /// Events recorded by the callbacks, until drained.
        var events: [InteractionEvent] = []

        /// Cell `index`'s frame on screen now (the destination's for an index out of range), points.
        public func cellFrame(_ index: Int) -> Rect {
            guard cells.indices.contains(index) else { return destination }
            let r = cells[index]
            return Rect(x: r.minX, y: r.minY - scroll.value(at: time), width: r.width, height: r.height)
        }

        /// The cell's tint (black for no cell or one without a tint).
        public func tint(of index: Int?) -> Color {
            index.flatMap { tints.indices.contains($0) ? tints[$0] : nil } ?? .black
        }

        /// Cell `index`'s opacity now, 0…1: 0 while the mirror stands in for it, fading after a redirect.
        public func opacity(of index: Int) -> Double {
            fades.value(of: index, at: time).map { Swift.min(Swift.max($0, 0), 1) } ?? (index == hidden ? 0 : 1)
        }

        /// Starts fading the cell toward `target` opacity from where it is.
        mutating func fade(_ index: Int, to target: Double) { fades.animate(index, from: opacity(of: index), to: target, at: time) }
    }

    /// The transition.
    public private(set) var dispatcher: PresentationDispatcher<Context, MirrorPose>
    /// The cells, the scroll and the selection.
    public private(set) var context: Context

    /// Nothing selected, at rest on the collection, at time 0: `cells`
    /// (frames at offset 0, points) with `tints` and `cornerRadius`
    /// (points) scrolled by `scroll`, presenting into `destination`
    /// (points) on `spring` (also the redirects' and the fades' spring),
    /// a finger's drag past either end resisted by `overdrag` (nil: none).
    public init(cells: [Rect], tints: [Color], cornerRadius: Double, destination: Rect, scroll: ScrollOffset, spring: Spring,
                overdrag: RubberBand?) {
        context = Context(cells: cells, tints: tints, cornerRadius: cornerRadius, destination: destination, scroll: scroll,
                          fades: SpringValues(spring: spring, threshold: .opacity))
        dispatcher = PresentationDispatcher(stages: Self.stages(spring: spring, overdrag: overdrag))
    }

    /// The collection's scroll offset, which the owner drives (points).
    public var scroll: ScrollOffset {
        get { context.scroll }
        set { context.scroll = newValue }
    }

    /// The cell shown or on its way, if any.
    public var selected: Int? { context.selected }

    /// The mirror's pose now, or nil when no cell is selected.
    public var mirror: MirrorPose? { context.selected == nil ? nil : dispatcher.mirrorPose(in: context) }

    /// The mirror pose's velocity now (units per second), or nil when no cell is selected.
    public var mirrorVelocity: MirrorPose? { context.selected == nil ? nil : dispatcher.mirrorVelocity(in: context) }

    /// The distance the mirror's centre travels from the source to the
    /// destination as they are now (hand-off offsets included), points; 0
    /// when not finite. What a finger's travel for a whole transition is
    /// measured against.
    public var morphDistance: Double {
        let d = dispatcher.sourcePose(in: context).frame.center.distance(to: dispatcher.destinationPose(in: context).frame.center)
        return d.isFinite ? d : 0
    }

    /// The visible cell whose frame on screen contains `point`, if any (the
    /// cell the mirror stands in for excluded).
    public func cell(at point: Point) -> Int? {
        (0..<context.cells.count).first { i in context.opacity(of: i) > 0 && context.cellFrame(i).contains(point) }
    }

    /// True when the transition is at rest with no hand-off left, the scroll rests and no cell fades.
    public var isSettled: Bool { dispatcher.isSettled && context.scroll.phase == .resting && context.fades.isEmpty }

    // MARK: Transitions

    /// A tap on cell `index` at `time`: from rest on the collection, selects
    /// it and presents it (`present(_:at:)`); otherwise redirects the
    /// transition to it (`redirect(to:at:)`).
    public mutating func select(_ index: Int, at time: Double) {
        if dispatcher.phase == .idle {
            present(index, at: time)
        } else {
            redirect(to: index, at: time)
        }
    }

    /// Selects cell `index` and presents it at `time` (see `PresentationDispatcher.present(at:context:)`).
    public mutating func present(_ index: Int, at time: Double) {
        context.selected = index
        dispatcher.present(at: time, context: &context)
    }

    /// Presents cell `index` instead of the selected one at `time`: the
    /// mirror glides over from where it is, the old cell fades back in and
    /// the new one out (see the type).
    public mutating func redirect(to index: Int, at time: Double) {
        let previous = context.selected
        dispatcher.redirect(at: time, context: &context) { ctx in
            if let previous { ctx.fade(previous, to: 1) }
            ctx.fade(index, to: 0)
            ctx.selected = index
            ctx.hidden = index
        }
    }

    /// A finger takes hold of the transition at `time`, where it is, held
    /// still; `stretch` is the overdrag's dimension for this hold, in
    /// progress (a change while held waits for the next hold).
    public mutating func grab(at time: Double, stretch: Double) {
        if !dispatcher.isInteractive, dispatcher.stages.overdrag?.dimension != stretch { dispatcher.stages.overdrag?.dimension = stretch }
        dispatcher.grab(at: time, context: &context)
    }

    /// The holding finger has moved progress by `delta` since the hold at
    /// `velocity` per second (`PresentationDispatcher.drag(by:velocity:at:context:)`).
    public mutating func drag(by delta: Double, velocity: Double, at time: Double) {
        dispatcher.drag(by: delta, velocity: velocity, at: time, context: &context)
    }

    /// The finger lets go at `time`, by the two-end rule: a drag toward the
    /// end nearest the projection, a `tap` on to where it was going, a
    /// `cancelled` touch to the nearer end
    /// (`PresentationDispatcher.release(at:tap:cancelled:context:)`);
    /// returns that end, 0 or 1.
    public mutating func release(at time: Double, tap: Bool = false, cancelled: Bool = false) -> Double {
        dispatcher.release(at: time, tap: tap, cancelled: cancelled, context: &context)
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

    /// Moves to `time`: runs the transition (ending it at its exact
    /// instant), rests the scroll and forgets the fades that have settled.
    public mutating func advance(to time: Double) {
        context.time = time
        dispatcher.advance(to: time, context: &context)
        context.scroll.settle(at: time)
        context.fades.removeSettled(at: time)
    }

    /// Swaps in a new transition spring at `time` — a tuning changed —
    /// without a jump: the transition, a redirect's hand-off and the fades
    /// go on from where they are, with their velocities, on `spring`
    /// (`PresentationDispatcher.retune(mirrorTransition:redirectSpring:at:context:)`);
    /// `projectionRate` applies from the next release.
    public mutating func retune(spring: Spring, projectionRate: DecelerationRate, at time: Double) {
        dispatcher.retune(mirrorTransition: spring, redirectSpring: spring, at: time, context: &context)
        context.fades.retune(spring, at: time)
        dispatcher.stages.projectionRate = projectionRate
    }

    /// Moves the events the callbacks recorded (the selection cleared when
    /// a dismissal lands) to `kernel`, oldest first.
    public mutating func drainEvents<Role: Hashable & Sendable>(into kernel: inout InteractionKernel<Role>) {
        guard !context.events.isEmpty else { return }
        for event in context.events { kernel.record(event) }
        context.events.removeAll(keepingCapacity: true)
    }

    /// The dispatcher's blocks: the selected cell as the source, the
    /// destination, the straight interpolation as the mirror, and the
    /// stand-in callbacks (hide the selected cell as a transition begins;
    /// show it again, and clear the selection, when the mirror lands in it).
    private static func stages(spring: Spring, overdrag: RubberBand?) -> PresentationDispatcher<Context, MirrorPose>.Stages {
        .init(
            source: { ctx in
                let s = ctx.selected ?? 0
                return MirrorPose(frame: ctx.cellFrame(s), cornerRadius: ctx.cornerRadius, scale: 1, tint: ctx.tint(of: s))
            },
            // The scroll moves every cell up at its velocity, points/s.
            sourceVelocity: { ctx in
                MirrorPose(frame: Rect(x: 0, y: -ctx.scroll.velocity(at: ctx.time), width: 0, height: 0), cornerRadius: 0, scale: 0, tint: .zero)
            },
            destination: { ctx in MirrorPose(frame: ctx.destination, cornerRadius: 0, scale: 1, tint: ctx.tint(of: ctx.selected)) },
            mirrorTransition: spring,
            redirectSpring: spring,
            overdrag: overdrag,
            atBegin: { ctx, _ in
                if let s = ctx.selected {
                    ctx.hidden = s
                    ctx.fades.stop(s)
                }
            },
            atEnd: { ctx, moment in
                guard moment.phase == .idle else { return }
                // The mirror has landed exactly on the cell: show it at full
                // opacity (cells still fading in after a redirect go on).
                ctx.hidden = nil
                ctx.fades.stopAll { $0 < 1 }
                if ctx.selected != nil {
                    ctx.selected = nil
                    ctx.events.append(.state("selected", .null, at: moment.time))
                }
            }
        )
    }
}

extension CellPresentation: InteractionPart {
    /// Runs the transition to `time` (``advance(to:)``) and records what the
    /// stand-in did: the selection cleared when a dismissal lands.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        advance(to: time)
        guard !context.events.isEmpty else { return }
        events.append(contentsOf: context.events)
        context.events.removeAll(keepingCapacity: true)
    }

    /// ``isSettled``: the transition, the scroll and the fades at rest.
    public func isSettled(at time: Double) -> Bool { isSettled }
}
