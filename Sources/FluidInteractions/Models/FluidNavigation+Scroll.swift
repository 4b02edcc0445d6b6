import FluidAnimation
import FluidPhysics

/// The list's vertical scroll offset (points; content moves up as it grows):
/// dragged one to one and rubber-banded past its ends, flicked into a
/// bounded glide (UIScrollView's normal rate, a critically damped bounce),
/// or sprung to reveal a cell. Every motion is evaluated at a time.
struct NavigationListScroll: Sendable {
    /// The offsets the list may rest at, points.
    let range: ClosedRange<Double>
    /// The band past the ends (dimension: the screen height).
    let band: RubberBand
    /// The bounce and reveal spring.
    static let spring = Spring(response: 0.45, dampingRatio: 1)

    private(set) var motion: Motion

    enum Motion: Sendable {
        case rest(Double)
        /// `start` is the raw offset at the grab, `raw` the raw offset now, `velocity` the shown offset's.
        case dragging(start: Double, raw: Double, velocity: Double)
        case gliding(BoundedDecayAnimation)
        case revealing(SpringAnimation<Double>)
    }

    init(maximum: Double, dimension: Double) {
        range = 0...Swift.max(0, maximum)
        band = RubberBand(range: range, dimension: Swift.max(dimension, 1))
        motion = .rest(0)
    }

    func offset(at time: Double) -> Double {
        switch motion {
        case .rest(let o): return o
        case .dragging(_, let raw, _): return band.apply(raw)
        case .gliding(let a): return a.value(at: time)
        case .revealing(let a): return a.value(at: time)
        }
    }

    func velocity(at time: Double) -> Double {
        switch motion {
        case .rest: return 0
        case .dragging(_, _, let v): return v
        case .gliding(let a): return a.velocity(at: time)
        case .revealing(let a): return a.velocity(at: time)
        }
    }

    var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    func isSettled(at time: Double) -> Bool {
        if case .rest = motion { return true }
        return false
    }

    /// Ends a motion that has settled by `time` (a pure function of time).
    mutating func settle(at time: Double) {
        switch motion {
        case .gliding(let a) where a.isSettled(at: time): motion = .rest(a.restingValue)
        case .revealing(let a) where a.isSettled(at: time): motion = .rest(a.restingValue)
        default: break
        }
    }

    /// A finger takes hold: the list stops where it is. Returns whether it was moving.
    mutating func grab(at time: Double) -> Bool {
        let shown = offset(at: time)
        let moving = velocity(at: time) != 0
        let raw = band.invert(shown) ?? shown
        motion = .dragging(start: raw, raw: raw, velocity: 0)
        return moving
    }

    /// The finger moved `dy` points since the grab (down is positive) at `fingerVelocity` points/s.
    mutating func drag(translation dy: Double, fingerVelocity: Double) {
        guard case .dragging(let start, _, _) = motion, dy.isFinite else { return }
        let raw = start - dy
        let v = fingerVelocity.isFinite ? -fingerVelocity * slope(at: raw) : 0
        motion = .dragging(start: start, raw: raw, velocity: v)
    }

    /// The finger lets go; `flick` false drops the velocity (a tap).
    mutating func release(at time: Double, flick: Bool) {
        guard case .dragging(_, let raw, let v) = motion else { return }
        let shown = band.apply(raw)
        let velocity = flick ? v : 0
        if range.contains(shown), velocity == 0 {
            motion = .rest(shown)
            return
        }
        motion = .gliding(BoundedDecayAnimation(from: shown, initialVelocity: velocity, bounds: range,
                                                spring: Self.spring, startTime: time))
    }

    /// Springs (keeping offset and velocity) to the nearest offset that
    /// shows `frame` (content coordinates) with `margin` inside `visible`
    /// (screen coordinates); nothing when it already shows, or while dragged.
    mutating func reveal(_ frame: Rect, in visible: Rect, margin: Double, at time: Double) {
        guard !isDragging else { return }
        let current = offset(at: time)
        let resting: Double
        switch motion {
        case .rest(let o): resting = o
        case .gliding(let a): resting = a.restingValue
        case .revealing(let a): resting = a.restingValue
        case .dragging: return
        }
        var target = resting
        if frame.maxY - target > visible.maxY - margin { target = frame.maxY - visible.maxY + margin }
        if frame.minY - target < visible.minY + margin { target = frame.minY - visible.minY - margin }
        target = Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
        guard target != resting, target.isFinite else { return }
        motion = .revealing(SpringAnimation(spring: Self.spring, from: current, to: target,
                                            initialVelocity: velocity(at: time), startTime: time))
    }

    /// d(shown)/d(raw): 1 inside the range, the rubber band's slope outside.
    func slope(at raw: Double) -> Double {
        let excess = raw < range.lowerBound ? range.lowerBound - raw : (raw > range.upperBound ? raw - range.upperBound : 0)
        guard excess > 0 else { return 1 }
        let q = excess * band.constant / band.dimension + 1
        return band.constant / (q * q)
    }
}
