import FluidAnimation
import FluidPhysics

/// What the navigation's dispatcher blocks read and its callbacks edit: the
/// list (cells, scroll), the selection, which cells are hidden or fading
/// because the mirror stands in for them, and the events the callbacks record.
struct NavigationContext: Sendable {
    /// The cells' frames at scroll offset 0, points.
    let items: [Rect]
    /// The detail header's frame, points.
    let header: Rect
    /// The list's scroll offset.
    var scroll: ScrollOffset
    /// The model's time, seconds.
    var time: Double = 0
    /// The cell shown or being shown, if any.
    var selected: Int?
    /// The cell the mirror stands in for (drawn hidden), if any.
    var hidden: Int?
    /// Cells fading in or out after a redirect (opacity springs).
    var fades = SpringValues<Int>(spring: FluidNavigation.spring, threshold: .opacity)
    /// Events recorded by the dispatcher's callbacks, moved to the model's list after each call.
    var log: [InteractionEvent] = []

    /// The cell's frame on screen now, points.
    func itemFrame(_ index: Int) -> Rect {
        guard items.indices.contains(index) else { return header }
        let r = items[index]
        return Rect(x: r.minX, y: r.minY - scroll.value(at: time), width: r.width, height: r.height)
    }

    /// The cell's colour (black for no cell or one past the end).
    func color(of index: Int?) -> Color {
        let colors = FluidNavigation.colors
        return index.flatMap { colors.indices.contains($0) ? colors[$0] : nil } ?? .black
    }

    /// The cell's opacity now: 0 while the mirror stands in for it, fading after a redirect.
    func opacity(of index: Int) -> Double {
        fades.value(of: index, at: time).map { Swift.min(Swift.max($0, 0), 1) } ?? (index == hidden ? 0 : 1)
    }

    /// Starts fading the cell toward `target` opacity from where it is.
    mutating func fade(_ index: Int, to target: Double) { fades.animate(index, from: opacity(of: index), to: target, at: time) }

    /// The dispatcher's blocks for this list: the selected cell as the
    /// source (re-evaluated on every query, so a scrolled list is
    /// followed), the header as the destination, the default straight
    /// interpolation as the mirror, and the extra-view callbacks (hide the
    /// cell the mirror stands in for; give it back, and clear the
    /// selection, when the mirror lands in it).
    static func stages() -> PresentationDispatcher<NavigationContext, MirrorPose>.Stages {
        .init(
            // The selected cell's pose now: its frame, corner radius, scale 1, colour.
            source: { ctx in
                let s = ctx.selected ?? 0
                return MirrorPose(frame: ctx.itemFrame(s), cornerRadius: FluidNavigation.cornerRadius, scale: 1, tint: ctx.color(of: s))
            },
            // The list's scroll moves every cell up at the scroll velocity, points/s.
            sourceVelocity: { ctx in
                MirrorPose(frame: Rect(x: 0, y: -ctx.scroll.velocity(at: ctx.time), width: 0, height: 0), cornerRadius: 0, scale: 0, tint: .zero)
            },
            // The header: its frame, square corners, the selected cell's colour.
            destination: { ctx in MirrorPose(frame: ctx.header, cornerRadius: 0, scale: 1, tint: ctx.color(of: ctx.selected)) },
            mirrorTransition: FluidNavigation.spring,
            redirectSpring: FluidNavigation.spring,
            overdrag: RubberBand(range: 0...1, dimension: FluidNavigation.progressStretch),
            atBegin: { ctx, _ in
                if let s = ctx.selected {
                    ctx.hidden = s
                    ctx.fades.stop(s)
                }
            },
            atEnd: { ctx, moment in
                guard moment.phase == .idle else { return }
                // The mirror has landed exactly on the cell: show the cell at
                // full opacity (cells still fading in after a redirect go on).
                ctx.hidden = nil
                ctx.fades.stopAll { $0 < 1 }
                if ctx.selected != nil {
                    ctx.selected = nil
                    ctx.log.append(.state("selected", .null, at: moment.time))
                }
            }
        )
    }
}
