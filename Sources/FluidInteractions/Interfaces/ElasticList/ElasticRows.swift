import FluidAnimation
import FluidPhysics

/// The rows of a scrolling list of equal rows (`RowStack`) stretching
/// apart while the list moves and settling back, each on its own spring —
/// Threads' elastic scrolling, for any list whose offset is a `ScrollOffset`
/// the owner drives. The owner tells it what the list does (a finger takes
/// hold, a scroll step, the list let go, time) and asks where the rows are.
///
/// **Push.** Each live row is a 1-D spring (`spring`) on its displacement
/// d from its layout position (points, positive = lower on screen). At
/// every scroll step — the shown offset changed by Δ points, the finger at
/// screen y y_f — each row in the *live window* is pushed against the motion,
///
///     d += Δ · min(1, |y_row − y_f| / R)        R = `resistanceLength`
///
/// (y_row its layout centre on screen; d kept within ± the list's height),
/// keeping its velocity, and springs back to 0 from there: rows by the
/// finger follow it, far rows lag. The live window is the rows whose
/// layout frames lie within `liveMargin` of the list (`window(at:)`). A
/// row entering it while at rest takes its neighbour's displacement and
/// velocity (the row above when it enters at the bottom, below at the top);
/// a row outside it is dropped at a step once at rest or both its layout
/// and displaced frames lie over 2 × `liveMargin` outside the list; rows at
/// rest are dropped as time passes (`settle(at:)`). Work is proportional
/// to the live rows, not the stack.
///
/// **Trail.** Let go, the rows trail the list's own glide and bounce: a
/// `RowTrail` on the same spring, shared out from the content point the
/// finger last held (`follow(_:at:)`). When a finger takes hold again
/// (`grab(offset:at:)`) the trail is folded into the rows' springs where
/// it is (same displacement, its velocity shared), so nothing on screen
/// moves.
///
/// **Reduced motion** (`setMotionPreference(_:flight:at:)`): the rows move
/// with the list as one, as far as the finger moves it — no push and no
/// trail; springs already under way go on from where they are without
/// overshooting and settle the rows back into place.
///
/// **Order.** What is drawn is `snapshot(offset:at:)`: the displacements
/// clamped (`RowDisplacements`) so every gap stays at least `minimumGap`,
/// about the row nearest the finger at the latest step (or the trail's
/// anchor while it runs). The springs themselves are never altered.
///
/// Units: points (screen y down; content offset 0 at the top), seconds,
/// points per second.
public struct ElasticRows: Sendable {
    /// The rows' geometry in the content.
    public let stack: RowStack
    /// The list on screen: its top and height matter, points.
    public let frame: Rect
    /// How far outside the list a row's layout frame may be and still be pushed, points.
    public let liveMargin: Double
    /// The smallest gap the drawn rows keep, points.
    public let minimumGap: Double
    /// When a row's spring is at rest.
    public let threshold: RestThreshold
    /// R, the distance from the finger at which a row lags a whole scroll step, points.
    public private(set) var resistanceLength: Double
    /// The live rows, sorted by index: each row's spring on its displacement (target 0).
    public private(set) var live: [(index: Int, motion: SpringAnimation<Double>)] = []
    /// The row nearest the finger at the latest scroll step (or the trail's anchor at the latest hold).
    public private(set) var anchor: Int?
    /// The stretch trailing the list's own motion after a release.
    public private(set) var trail: RowTrail
    /// How much motion is wanted (``setMotionPreference(_:flight:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    /// The live window at the previous scroll step (or at the hold).
    private var previousWindow: ClosedRange<Int>?
    /// Storage `push` reuses, so a drag allocates nothing per move: the
    /// previous live list's buffer and the window's spring states.
    private var spareLive: [(index: Int, motion: SpringAnimation<Double>)] = []
    private var spareStates: [(d: Double, v: Double)] = []

    /// Rows at rest: `stack` shown in `frame` (points), their spring
    /// `spring`, R `resistanceLength` (points), at rest within `threshold`,
    /// pushed within `liveMargin` of the list (points), drawn with gaps of
    /// at least `minimumGap` (points); the trail's anchor kept within
    /// `screen` (screen y, points).
    public init(stack: RowStack, frame: Rect, screen: ClosedRange<Double>, spring: Spring, resistanceLength: Double,
                threshold: RestThreshold, liveMargin: Double, minimumGap: Double) {
        self.stack = stack
        self.frame = frame
        self.liveMargin = liveMargin
        self.minimumGap = minimumGap
        self.threshold = threshold
        self.resistanceLength = resistanceLength
        trail = RowTrail(stack: stack, listTop: frame.minY, screen: screen, resistanceLength: resistanceLength,
                         spring: spring, threshold: threshold)
    }

    /// The spring the rows hang on.
    public var spring: Spring { trail.spring }

    /// True when every row and the trail are at rest at `time`.
    public func isSettled(at time: Double) -> Bool {
        live.allSatisfy { $0.motion.isSettled(at: time) } && trail.isSettled(at: time)
    }

    // MARK: What the list does

    /// A finger takes hold of the list at `time`, the offset at `offset`:
    /// the trail, where it is, becomes the springs of the rows near the
    /// list (nothing on screen moves), and the live window starts here.
    public mutating func grab(offset: Double, at time: Double) {
        if let g = trail.stop(at: time) {
            anchor = nearestRow(toScreenY: trail.anchorY(offset: offset), offset: offset)
            var caught: [(index: Int, motion: SpringAnimation<Double>)] = []
            swap(&caught, &spareLive)
            caught.removeAll(keepingCapacity: true)
            forEachTrailedRow(g, offset: offset, at: time) { row in
                guard row.d != 0 || row.v != 0, isNear(row.index, displacement: row.d, offset: offset) else { return }
                caught.append((row.index, SpringAnimation(spring: spring, from: row.d, to: 0, initialVelocity: row.v, startTime: time,
                                                          threshold: threshold, motionPreference: motionPreference)))
            }
            swap(&live, &caught)
            spareLive = caught
        }
        previousWindow = window(at: offset)
    }

    /// One scroll step at `time`: the shown offset changed by `delta` (now
    /// `offset`) with the finger at screen y `fingerY` (points). Pushes the
    /// rows (see the type) and makes the finger's content point the trail's anchor.
    public mutating func push(by delta: Double, fingerY: Double, offset: Double, at t: Double) {
        trail.anchor = fingerY - frame.minY + offset
        guard let w = window(at: offset) else {
            live.removeAll()
            previousWindow = nil
            return
        }
        let cap = Swift.max(frame.height, 1)
        var next: [(index: Int, motion: SpringAnimation<Double>)] = []
        swap(&next, &spareLive)
        next.removeAll(keepingCapacity: true)
        next.reserveCapacity(live.count + w.count)
        for row in live where row.index < w.lowerBound && keeps(row, offset: offset, at: t) { next.append(row) }

        var states: [(d: Double, v: Double)] = []
        swap(&states, &spareStates)
        states.removeAll(keepingCapacity: true)
        states.append(contentsOf: repeatElement((d: 0.0, v: 0.0), count: w.count))
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
            let center = frame.minY + stack.top(i) + stack.rowHeight / 2 - offset
            let share = motionPreference == .reduced ? 0 : Swift.min(1, Swift.abs(center - fingerY) / resistanceLength)
            var d = states[k].d + delta * (share.isFinite ? share : 1)
            d = Swift.min(Swift.max(d, -cap), cap)
            let motion = SpringAnimation(spring: spring, from: d, to: 0, initialVelocity: states[k].v, startTime: t,
                                         threshold: threshold, motionPreference: motionPreference)
            if !motion.isSettled(at: t) { next.append((i, motion)) }
        }
        for row in live where row.index > w.upperBound && keeps(row, offset: offset, at: t) { next.append(row) }
        swap(&live, &next)
        spareLive = next
        spareStates = states
        previousWindow = w
        anchor = nearestRow(toScreenY: fingerY, offset: offset)
    }

    /// The list moves by itself from `time` on `flight` (let go, or a
    /// spring): the rows trail it unless a trail runs already. Between
    /// trails the trail takes the R in force first. With reduced motion
    /// nothing trails.
    public mutating func follow(_ flight: ScrollOffset.Flight?, at time: Double) {
        guard motionPreference == .full else { return }
        refreshTrail()
        trail.follow(flight, at: time)
    }

    /// Drops the rows at rest and a trail that has settled by `time`.
    public mutating func settle(at time: Double) {
        live.removeAll { $0.motion.isSettled(at: time) }
        trail.settle(at: time)
    }

    /// Swaps in a new spring and R at `time` (seconds) — a tuning changed —
    /// without a jump: the rows' own springs go on on `spring` from where
    /// they are, with their velocities; a running trail follows `flight`
    /// (the list's motion now) on the new spring from where it is, when the
    /// spring changed or `refollow` says the list's motion did
    /// (`RowTrail.refollow(_:spring:at:)`). The new R pushes from the next
    /// scroll step and shares out the next trail (a running trail keeps
    /// its R, so no row jumps).
    public mutating func retune(spring newSpring: Spring, resistanceLength newR: Double, flight: ScrollOffset.Flight?, refollow: Bool,
                                at time: Double) {
        let old = spring
        if newSpring != old {
            for k in live.indices where live[k].motion.spring == old { live[k].motion.retarget(spring: newSpring, at: time) }
        }
        resistanceLength = newR
        if refollow || newSpring != old { trail.refollow(flight, spring: newSpring, at: time) }
        refreshTrail()
    }

    // MARK: Where the rows are

    /// The live window at content offset `offset`: the rows whose layout
    /// frames lie within `liveMargin` of the list, or nil.
    public func window(at offset: Double) -> ClosedRange<Int>? {
        stack.rows(fromContent: offset - liveMargin, to: offset + frame.height + liveMargin)
    }

    /// The rows' displacements at `time` with the content at `offset`,
    /// ready to draw (see the type's "Order"): the live rows' springs, plus,
    /// while a trail runs, each nearby row's share of it, clamped about the
    /// row nearest the trail's anchor then.
    public func snapshot(offset: Double, at time: Double) -> RowDisplacements {
        let slack = stack.spacing - minimumGap, g = trail.value(at: time)
        guard g != 0 else {
            return RowDisplacements(entries: live.map { ($0.index, $0.motion.value(at: time)) }, anchor: anchor, slack: slack)
        }
        return RowDisplacements(entries: trailedRows((g, 0), offset: offset, at: time).map { ($0.index, $0.d) },
                                anchor: nearestRow(toScreenY: trail.anchorY(offset: offset), offset: offset), slack: slack)
    }

    /// Row `index`'s displacement at `time` before the order clamp, points:
    /// its spring's, plus its share of the trail at `offset`.
    public func displacement(ofRow index: Int, offset: Double, at time: Double) -> Double {
        let own = live.first { $0.index == index }?.motion.value(at: time) ?? 0
        return own + trail.share(ofRow: index, offset: offset) * trail.value(at: time)
    }

    /// The rows that may show in the list at `offset`, given the
    /// displacements of `snapshot` (up to its largest), or nil.
    public func candidateRows(offset: Double, snapshot: RowDisplacements) -> ClosedRange<Int>? {
        let reach = snapshot.largestMagnitude + stack.pitch
        return stack.rows(fromContent: offset - reach, to: offset + frame.height + reach)
    }

    /// The rows whose displayed frames overlap the list at `offset`, with
    /// their displayed offsets from `snapshot`, points.
    public func visibleRows(offset: Double, snapshot: RowDisplacements) -> [(index: Int, offset: Double)] {
        guard let range = candidateRows(offset: offset, snapshot: snapshot) else { return [] }
        var out: [(index: Int, offset: Double)] = []
        for i in range {
            let e = snapshot.displayed(i)
            let top = frame.minY + stack.top(i) - offset + e
            if top < frame.maxY, top + stack.rowHeight > frame.minY { out.append((i, e)) }
        }
        return out
    }

    // MARK: Helpers

    /// The row whose layout centre is nearest to screen y `y` at `offset`.
    private func nearestRow(toScreenY y: Double, offset: Double) -> Int? {
        stack.nearestRow(toContentY: y - frame.minY + offset)
    }

    /// The live rows and every row that may show at `offset`, with the trail (G, W) shared out.
    private func trailedRows(_ g: (value: Double, velocity: Double), offset: Double, at time: Double) -> [(index: Int, d: Double, v: Double)] {
        trail.rows(live, near: trailReach(g, offset: offset, at: time), trail: g, offset: offset, at: time)
    }

    /// `trailedRows` one at a time, without making the array.
    private func forEachTrailedRow(_ g: (value: Double, velocity: Double), offset: Double, at time: Double,
                                   _ body: ((index: Int, d: Double, v: Double)) -> Void) {
        trail.forEachRow(live, near: trailReach(g, offset: offset, at: time), trail: g, offset: offset, at: time, body)
    }

    /// The rows a trail of displacement `g` may bring into the list at `offset`.
    private func trailReach(_ g: (value: Double, velocity: Double), offset: Double, at time: Double) -> Range<Int> {
        let reach = live.reduce(0) { Swift.max($0, Swift.abs($1.motion.value(at: time))) } + Swift.abs(g.value) + stack.pitch
        let near = stack.rows(fromContent: offset - reach, to: offset + frame.height + reach)
        return near.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0
    }

    /// Whether a live row outside the window stays live at a scroll step:
    /// not at rest, and near the list (`isNear`).
    private func keeps(_ row: (index: Int, motion: SpringAnimation<Double>), offset: Double, at time: Double) -> Bool {
        let s = row.motion.sample(at: time)
        return !s.isSettled && isNear(row.index, displacement: s.value, offset: offset)
    }

    /// Whether row `index`'s layout frame or its frame displaced by `displacement` is within 2 × `liveMargin` of the list.
    private func isNear(_ index: Int, displacement: Double, offset: Double) -> Bool {
        let reach = 2 * liveMargin, top = frame.minY + stack.top(index) - offset
        func near(_ y: Double) -> Bool { y < frame.maxY + reach && y + stack.rowHeight > frame.minY - reach }
        return near(top) || near(top + displacement)
    }

    /// Between trails, gives the trail the R in force (a retune while a
    /// trail ran left it on the old R).
    private mutating func refreshTrail() {
        guard trail.trail == nil, trail.resistanceLength != resistanceLength else { return }
        var fresh = RowTrail(stack: stack, listTop: frame.minY, screen: trail.screen, resistanceLength: resistanceLength,
                             spring: spring, threshold: threshold)
        fresh.anchor = trail.anchor
        trail = fresh
    }
}

extension ElasticRows {
    /// Takes `preference` at `time` without a jump: the rows' springs go
    /// on from where they are on the springs the preference chooses, and a
    /// running trail follows the list's motion now (`flight`, which the
    /// offset chose anew for the preference) from where it is, every row's
    /// displacement and velocity kept (`RowTrail.refollow(_:spring:at:)`).
    /// With reduced motion no new push or trail starts: the stretch under
    /// way runs out and the rows move with the list as one.
    public mutating func setMotionPreference(_ preference: MotionPreference, flight: ScrollOffset.Flight?, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        for k in live.indices { live[k].motion.setMotionPreference(preference, at: time) }
        if trail.trail != nil { trail.refollow(flight, spring: spring, at: time) }
    }
}

extension ElasticRows: InteractionPart {
    /// Settles what has come to rest by `time` (`settle(at:)`).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }
}
