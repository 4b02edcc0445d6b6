import FluidAnimation
import FluidGestures
import FluidPhysics

/// The content offset of a vertically scrolling list, moved the way
/// UIScrollView moves it (points; it grows as the finger moves up and the
/// content scrolls down into the list).
///
/// - **Tracking.** A touch holds the offset exactly where it is (`grab`),
///   also mid-glide. Once the touch scrolls, the raw offset is the held raw
///   offset minus the finger's vertical translation, and what is shown is
///   that raw offset through a `RubberBand` (range 0…`maxOffset`,
///   dimension = the list's height): one to one inside, resisting past
///   either end.
/// - **Release.** A scroll released hands the shown offset and its velocity
///   (the finger's, times the band's slope when stretched) to a
///   `BoundedDecayAnimation` at UIScrollView's normal rate: it glides, and
///   if it meets an end it hands off to `bounce` at the exact crossing time;
///   released stretched, it springs straight back. Value and velocity are
///   continuous at the release.
/// - **Cancel.** A system cancel is not a fling: a spring (`bounce`) takes
///   the offset, with its velocity, to the nearest offset inside the range.
///
/// Nothing here reads a clock: every query takes the time.
struct ScrollOffsetMotion: Sendable {
    /// What the offset is doing.
    enum Phase: Sendable {
        /// Still at a value.
        case resting(Double)
        /// Under a finger: the raw (unstretched) offset at the grab and now,
        /// and whether the touch has started scrolling.
        case tracking(startRaw: Double, raw: Double, scrolling: Bool)
        /// Gliding after a flick, bouncing off an end if it meets one.
        case gliding(BoundedDecayAnimation)
        /// Springing into the range after a cancel.
        case springing(SpringAnimation<Double>)
    }

    /// The rubber band: range 0…maxOffset, dimension = the list's height.
    let band: RubberBand
    /// The spring that brings the offset back from past an end.
    let bounce: Spring
    /// The deceleration of a glide (UIScrollView's normal rate).
    let decay = Decay(rate: .normal)
    /// What the offset is doing now.
    private(set) var phase: Phase
    private var finger = VelocityTracker1D()

    /// An offset resting at 0 for content that scrolls by up to `maxOffset`
    /// points in a list `dimension` points tall.
    init(maxOffset: Double, dimension: Double, bounce: Spring) {
        let top = maxOffset.isFinite ? Swift.max(0, maxOffset) : 0
        band = RubberBand(range: 0...top, dimension: dimension.isFinite ? Swift.max(dimension, 1) : 1)
        self.bounce = bounce
        phase = .resting(0)
    }

    /// The largest offset at rest, points.
    var maxOffset: Double { band.range.upperBound }

    /// The shown offset at `time`, points.
    func value(at time: Double) -> Double {
        switch phase {
        case .resting(let x): return x
        case .tracking(_, let raw, _): return band.apply(raw)
        case .gliding(let a): return a.value(at: time)
        case .springing(let a): return a.value(at: time)
        }
    }

    /// The shown offset's velocity at `time`, points/s (zero while a touch
    /// holds it without scrolling).
    func velocity(at time: Double) -> Double {
        switch phase {
        case .resting: return 0
        case .tracking(_, let raw, let scrolling):
            guard scrolling else { return 0 }
            let v = -finger.velocity(at: time) * slope(at: raw)
            return v.isFinite ? v : 0
        case .gliding(let a): return a.velocity(at: time)
        case .springing(let a): return a.velocity(at: time)
        }
    }

    /// Whether a finger holds the offset.
    var isTracking: Bool {
        if case .tracking = phase { return true }
        return false
    }

    /// Whether the offset glides or springs on its own at `time` (a touch
    /// then catches it rather than tapping).
    func isMoving(at time: Double) -> Bool {
        switch phase {
        case .resting, .tracking: return false
        case .gliding(let a): return !a.isSettled(at: time)
        case .springing(let a): return !a.isSettled(at: time)
        }
    }

    /// Whether nothing moves and no finger holds the offset at `time`.
    func isSettled(at time: Double) -> Bool {
        switch phase {
        case .resting: return true
        case .tracking: return false
        case .gliding(let a): return a.isSettled(at: time)
        case .springing(let a): return a.isSettled(at: time)
        }
    }

    /// Turns a settled glide or spring into rest (the value is the same).
    mutating func settle(at time: Double) {
        switch phase {
        case .gliding(let a) where a.isSettled(at: time): phase = .resting(a.restingValue)
        case .springing(let a) where a.isSettled(at: time): phase = .resting(a.restingValue)
        default: break
        }
    }

    /// A finger lands: the offset stops exactly where it is shown at `time`.
    ///
    /// A shown offset beyond the band's reach (only after an extreme fling
    /// into an end) is held at 99.9 % of the reach.
    mutating func grab(at time: Double) {
        let shown = value(at: time)
        let raw: Double
        if let r = band.invert(shown) {
            raw = r
        } else {
            let edge = shown > band.range.upperBound ? band.range.upperBound : band.range.lowerBound
            let sign: Double = shown > edge ? 1 : -1
            raw = edge + sign * (RubberBand.rawOffset(forStretched: 0.999 * band.dimension, dimension: band.dimension) ?? 0)
        }
        phase = .tracking(startRaw: raw, raw: raw, scrolling: false)
        finger.reset()
    }

    /// Records where the tracking finger is (y, points) at `time` seconds.
    mutating func addFingerSample(_ y: Double, at time: Double) {
        guard y.isFinite, time.isFinite else { return }
        finger.addPosition(y, at: time)
    }

    /// The tracking finger has moved `translation` points down since the
    /// scroll began (negative: up); the offset follows.
    mutating func scroll(translation: Double) {
        guard case .tracking(let start, _, _) = phase, translation.isFinite else { return }
        phase = .tracking(startRaw: start, raw: start - translation, scrolling: true)
    }

    /// The finger lifts at `time`: a scroll glides on with its velocity; a
    /// touch that did not scroll leaves the offset where it is (springing
    /// back if it was caught stretched).
    mutating func release(at time: Double) {
        guard case .tracking(_, let raw, let scrolling) = phase else { return }
        let shown = band.apply(raw)
        let v = velocity(at: time)
        if !scrolling, band.range.contains(shown) {
            phase = .resting(shown)
            return
        }
        let glide = BoundedDecayAnimation(decay: decay, from: shown, initialVelocity: v, bounds: band.range,
                                          spring: bounce, startTime: time)
        phase = glide.isSettled(at: time) ? .resting(glide.restingValue) : .gliding(glide)
    }

    /// The system takes the touch at `time`: no fling; the offset springs,
    /// with its velocity, to the nearest offset inside the range.
    mutating func cancel(at time: Double) {
        guard case .tracking(_, let raw, _) = phase else { return }
        let shown = band.apply(raw)
        let v = velocity(at: time)
        let target = Swift.min(Swift.max(shown, band.range.lowerBound), band.range.upperBound)
        let spring = SpringAnimation(spring: bounce, from: shown, to: target, initialVelocity: v, startTime: time)
        phase = spring.isSettled(at: time) ? .resting(shown) : .springing(spring)
    }

    /// d(shown)/d(raw): 1 inside the range, the rubber band's slope outside.
    func slope(at raw: Double) -> Double {
        let r = band.range
        let excess = raw < r.lowerBound ? r.lowerBound - raw : (raw > r.upperBound ? raw - r.upperBound : 0)
        guard excess > 0 else { return 1 }
        let c = band.constant, d = band.dimension
        let q = excess * c / d + 1
        return c / (q * q)
    }
}
