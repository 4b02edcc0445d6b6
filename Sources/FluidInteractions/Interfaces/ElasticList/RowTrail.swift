import FluidAnimation
import FluidPhysics

/// The stretch a list of rows keeps while it moves by itself: a
/// `ScrollTrail` following the offset's glide, bounce or spring, shared
/// out to the rows by their distance from an anchor — what an elastic list
/// adds to its rows' own springs once the finger lets go.
///
/// **Share.** Row i's share is s = min(1, |y_i − y_a| / `resistanceLength`)
/// with y_i its layout centre on screen and y_a the anchor on screen: the
/// content point the finger last held (`anchor`, points from the content's
/// top), carried with the content and kept within `screen` — so after a
/// fling it soon rests on the leading edge and the whole list trails it.
/// The share moves continuously with the offset; the row's displacement is
/// its own spring's plus s × the trail's G (points, positive down), and its
/// spring velocity its own plus s × the trail's W.
///
/// Units: points, seconds, points per second.
public struct RowTrail: Sendable {
    /// The rows' geometry in the content.
    public let stack: RowStack
    /// Where the content's top is on screen at offset 0, points.
    public let listTop: Double
    /// Where the anchor is kept on screen, points.
    public let screen: ClosedRange<Double>
    /// The distance from the anchor at which a row takes the whole trail, points.
    public let resistanceLength: Double
    /// The spring the rows hang on.
    public private(set) var spring: Spring
    /// When the trail is at rest.
    public let threshold: RestThreshold
    /// The trail, while the list moves by itself and until it settles.
    public private(set) var trail: ScrollTrail?
    /// The anchor: the content point the finger last held, points from the content's top.
    public var anchor: Double = 0

    /// No trail yet; see the type for the parameters.
    public init(stack: RowStack, listTop: Double, screen: ClosedRange<Double>, resistanceLength: Double,
                spring: Spring, threshold: RestThreshold) {
        self.stack = stack
        self.listTop = listTop
        self.screen = screen
        self.resistanceLength = resistanceLength
        self.spring = spring
        self.threshold = threshold
    }

    /// Starts trailing `flight` at `time` (from rest) unless a trail runs already.
    public mutating func follow(_ flight: ScrollOffset.Flight?, at time: Double) {
        guard trail == nil, let flight else { return }
        trail = ScrollTrail(following: flight, at: time, spring: spring, threshold: threshold)
    }

    /// Hangs the trail on `newSpring` and has it follow `flight` (the
    /// offset's motion, or nil at rest) from `time` (seconds) — a tuning
    /// changed — starting from where it is, G (points) and W (points/s)
    /// kept, so no row moves and no row's velocity changes at that instant.
    /// With no trail running only the spring changes, for the next one.
    public mutating func refollow(_ flight: ScrollOffset.Flight?, spring newSpring: Spring, at time: Double) {
        spring = newSpring
        guard let state = trail?.state(at: time) else { return }
        // At rest: a flight already over, so the trail is a free spring from its state.
        let followed = flight ?? .spring(SpringAnimation(spring: newSpring, from: 0.0, to: 0, startTime: time))
        trail = ScrollTrail(following: followed, value: state.value, velocity: state.velocity, at: time, spring: newSpring,
                            threshold: threshold)
    }

    /// Ends the trail (a finger took hold), returning its G and W at `time`, if it ran.
    public mutating func stop(at time: Double) -> (value: Double, velocity: Double)? {
        defer { trail = nil }
        return trail?.state(at: time)
    }

    /// Forgets a trail that has settled by `time`.
    public mutating func settle(at time: Double) {
        if trail?.isSettled(at: time) == true { trail = nil }
    }

    /// True when no trail moves at `time`.
    public func isSettled(at time: Double) -> Bool { trail?.isSettled(at: time) ?? true }

    /// The trail's G at `time`, points (0 without one).
    public func value(at time: Double) -> Double { trail?.value(at: time) ?? 0 }

    /// The anchor on screen at content offset `offset`, points.
    public func anchorY(offset: Double) -> Double {
        Swift.min(Swift.max(listTop + anchor - offset, screen.lowerBound), screen.upperBound)
    }

    /// Row `index`'s share of the trail at content offset `offset`, 0…1.
    public func share(ofRow index: Int, offset: Double) -> Double {
        let center = listTop + stack.top(index) + stack.rowHeight / 2 - offset
        let share = Swift.min(1, Swift.abs(center - anchorY(offset: offset)) / resistanceLength)
        return share.isFinite ? share : 1
    }

    /// The rows of `springs` (sorted by index) and of `near`, sorted, each
    /// with its displacement and spring velocity: its own spring's (if any)
    /// plus its share of `trail` (G, W) at `offset`.
    public func rows(_ springs: [(index: Int, motion: SpringAnimation<Double>)], near: Range<Int>,
                     trail: (value: Double, velocity: Double), offset: Double, at time: Double) -> [(index: Int, d: Double, v: Double)] {
        var out: [(index: Int, d: Double, v: Double)] = []
        out.reserveCapacity(springs.count + near.count)
        forEachRow(springs, near: near, trail: trail, offset: offset, at: time) { out.append($0) }
        return out
    }

    /// Calls `body` with each row `rows(_:near:trail:offset:at:)` returns,
    /// in the same order, without making the array: for callers that keep
    /// their own storage.
    public func forEachRow(_ springs: [(index: Int, motion: SpringAnimation<Double>)], near: Range<Int>,
                           trail: (value: Double, velocity: Double), offset: Double, at time: Double,
                           _ body: ((index: Int, d: Double, v: Double)) -> Void) {
        var k = 0
        func add(_ i: Int) {
            let s = self.share(ofRow: i, offset: offset)
            var row = (index: i, d: s * trail.value, v: s * trail.velocity)
            if k < springs.count, springs[k].index == i {
                let s = springs[k].motion.sample(at: time)
                row.d += s.value
                row.v += s.velocity
                k += 1
            }
            body(row)
        }
        while k < springs.count, springs[k].index < near.lowerBound { add(springs[k].index) }
        for i in near {
            while k < springs.count, springs[k].index < i { add(springs[k].index) }
            add(i)
        }
        while k < springs.count { add(springs[k].index) }
    }
}
