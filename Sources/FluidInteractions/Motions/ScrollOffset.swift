import FluidAnimation
import FluidPhysics

/// The content offset of a scrolling list along one axis, moved the way
/// UIScrollView moves it: dragged, rubber-banded past its ends, flicked into
/// a deceleration that bounces off an end, caught mid-flight — the motion
/// under the elastic list, the list below the responsive button and the
/// navigation's card list, written once.
///
/// Units: points for the offset (0 at the top; it grows as the finger moves
/// up and the content scrolls into view from below), seconds, points per
/// second. The finger's velocity is along the axis, positive down (y down).
///
/// - **Grab** (`grab(at:)`) holds the offset exactly where it is shown at
///   that instant — at rest, gliding, bouncing or stretched: the raw
///   (finger-driven) offset is the one the rubber band shows there
///   (`RubberBand.rawValue(showing:)`), so nothing jumps.
/// - **Drag** (`drag(translation:)`): with t the finger's travel since the
///   scroll began (positive down), the raw offset is r = r₀ − t and the
///   offset shown is the band's f(r): one to one inside 0…`maxOffset`,
///   resisting past either end (`RubberBand`, dimension = the list's
///   length). Its velocity is the finger's v through the chain rule,
///   −v · f′(r) (`velocity(at:finger:)`); zero until the first drag.
/// - **Release** (`release(at:finger:fling:)`) hands the shown offset x and
///   velocity ẋ to a `BoundedDecayAnimation`: inside the range it glides as
///   x(τ) = x + ẋ·(1 − e^(−λτ))/λ (λ the decay constant of `decay`,
///   UIScrollView's normal rate by default); if the glide would stop past
///   an end b it hands off to `bounce` at the exact crossing time
///   τ_b = −ln(1 − λ(b − x)/ẋ)/λ with the speed left there, ẋ − λ(b − x);
///   released stretched, `bounce` takes it straight back to the end. Value
///   and velocity are continuous at the release and at the hand-off. A
///   release inside the range with no velocity rests at once.
/// - **Cancel** (`cancel(at:finger:)`) is no fling: `bounce` takes the
///   offset, with its velocity, to the nearest offset inside the range.
/// - **Reveal** (`reveal(_:in:margin:at:)`) springs (`bounce`, keeping
///   offset and velocity) to the nearest offset that shows a span of the
///   content: UIScrollView's `scrollRectToVisible(_:animated:)`.
/// - **Settle** (`settle(at:)`) ends a glide or spring that has come to rest
///   by then, exactly on its resting value.
///
/// - **Reduced motion** (`setMotionPreference(_:at:)`): nothing goes past
///   an end that the finger did not put there — a flick that would glide
///   past an end springs to it without crossing it, from the release, with
///   position and velocity continuous; springs never overshoot. It rests
///   where the full motion rests.
///
/// Every query takes the time: nothing is stepped, so any frame rate (or a
/// jump straight to an instant) gives the same motion. Its `phase` is
/// `.resting`, `.dragging` (a finger holds it) or `.animating` (gliding,
/// bouncing or springing).
public struct ScrollOffset: Sendable {
    private enum Motion: Sendable {
        case resting(Double)
        /// The raw offset at the grab and now, and whether the finger has dragged it yet.
        case dragging(start: Double, raw: Double, scrolled: Bool)
        case gliding(BoundedDecayAnimation)
        case springing(SpringAnimation<Double>)
    }

    /// The rubber band: range 0…`maxOffset`, dimension = the list's length, points.
    public private(set) var band: RubberBand
    /// The spring that brings the offset back from past an end (and reveals).
    public private(set) var bounce: Spring
    /// The deceleration of a glide.
    public private(set) var decay: Decay
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var motion: Motion = .resting(0)

    /// An offset resting at 0 for content that scrolls by up to `maxOffset`
    /// points (negative or non-finite: 0) in a list `dimension` points long
    /// (at least 1; non-finite: 1).
    public init(maxOffset: Double, dimension: Double, bounce: Spring, decay: Decay = Decay()) {
        let top = maxOffset.isFinite ? Swift.max(0, maxOffset) : 0
        band = RubberBand(range: 0...top, dimension: dimension.isFinite ? Swift.max(dimension, 1) : 1)
        self.bounce = bounce
        self.decay = decay
    }

    /// The largest offset at rest, points.
    public var maxOffset: Double { band.range.upperBound }

    /// Where it stands: resting, held by a finger, or moving on its own.
    public var phase: MotionPhase {
        switch motion {
        case .resting: return .resting
        case .dragging: return .dragging
        case .gliding, .springing: return .animating
        }
    }

    /// The offset shown at `time` (seconds), points.
    public func value(at time: Double) -> Double {
        switch motion {
        case .resting(let x): return x
        case .dragging(_, let raw, _): return band.shown(raw)
        case .gliding(let a): return a.value(at: time)
        case .springing(let a): return a.value(at: time)
        }
    }

    /// The offset's velocity at `time`, points/s: zero at rest, the
    /// animation's while moving, and while dragged the finger's velocity
    /// `finger` (points/s, positive down) through the band, −finger · f′(raw)
    /// — zero until the finger has dragged it.
    public func velocity(at time: Double, finger: Double = 0) -> Double {
        switch motion {
        case .resting: return 0
        case .dragging(_, let raw, let scrolled): return scrolled ? band.shownVelocity(-finger, at: raw) : 0
        case .gliding(let a): return a.velocity(at: time)
        case .springing(let a): return a.velocity(at: time)
        }
    }

    /// The offset's own motion since its release: a glide (with the bounce
    /// it may hand off to at an end) or a spring — what a follower such as
    /// `ScrollTrail` follows.
    public enum Flight: Sendable {
        /// A flick's glide, bouncing off an end at the exact crossing (or
        /// springing straight back from past one).
        case glide(BoundedDecayAnimation)
        /// A spring into the range (a cancel, a reveal).
        case spring(SpringAnimation<Double>)
    }

    /// The motion the offset is on by itself; nil at rest or while dragged.
    public var flight: Flight? {
        switch motion {
        case .resting, .dragging: return nil
        case .gliding(let a): return .glide(a)
        case .springing(let a): return .spring(a)
        }
    }

    /// Where the offset will rest, points; nil while a finger holds it.
    public var restingValue: Double? {
        switch motion {
        case .resting(let x): return x
        case .dragging: return nil
        case .gliding(let a): return a.restingValue
        case .springing(let a): return a.restingValue
        }
    }

    /// A finger lands at `time`: the offset stops exactly where it is shown.
    public mutating func grab(at time: Double) {
        let raw = band.raw(showing: value(at: time))
        motion = .dragging(start: raw, raw: raw, scrolled: false)
    }

    /// The holding finger has travelled `translation` points along the axis
    /// since the scroll began (positive down); the raw offset is the grab's
    /// minus it. Ignored when not dragged or for a non-finite translation.
    public mutating func drag(translation: Double) {
        guard case .dragging(let start, _, _) = motion, translation.isFinite else { return }
        motion = .dragging(start: start, raw: start - translation, scrolled: true)
    }

    /// The finger lifts at `time` moving at `finger` points/s: the offset
    /// glides on with its velocity (none when `fling` is false: a tap), or
    /// rests at once inside the range with no velocity. Ignored when not dragged.
    public mutating func release(at time: Double, finger: Double, fling: Bool = true) {
        guard case .dragging(_, let raw, _) = motion else { return }
        let shown = band.shown(raw)
        let v = fling ? velocity(at: time, finger: finger) : 0
        if band.range.contains(shown), v == 0 {
            motion = .resting(shown)
            return
        }
        startGlide(from: shown, velocity: v, at: time)
    }

    /// Glides from `value` at `velocity` (points/s) from `time`, or rests
    /// at once where the glide would be settled already.
    private mutating func startGlide(from value: Double, velocity: Double, at time: Double) {
        let glide = BoundedDecayAnimation(decay: decay, from: value, initialVelocity: velocity, bounds: band.range,
                                          spring: bounce, startTime: time, motionPreference: motionPreference)
        motion = glide.isSettled(at: time) ? .resting(glide.restingValue) : .gliding(glide)
    }

    /// The system takes the finger (moving at `finger` points/s) at `time`:
    /// no fling; `bounce` takes the offset, with its velocity, to the nearest
    /// offset inside the range. Ignored when not dragged.
    public mutating func cancel(at time: Double, finger: Double) {
        guard case .dragging(_, let raw, _) = motion else { return }
        let shown = band.shown(raw)
        let v = velocity(at: time, finger: finger)
        let target = Swift.min(Swift.max(shown, band.range.lowerBound), band.range.upperBound)
        let spring = SpringAnimation(spring: bounce, from: shown, to: target, initialVelocity: v, startTime: time,
                                     motionPreference: motionPreference)
        motion = spring.isSettled(at: time) ? .resting(shown) : .springing(spring)
    }

    /// Springs (`bounce`, keeping offset and velocity) to the offset nearest
    /// to where it would rest at which `span` — content positions, points,
    /// as seen at offset 0 — shows at least `margin` inside `visible`;
    /// nothing when it already does, or while dragged.
    public mutating func reveal(_ span: ClosedRange<Double>, in visible: ClosedRange<Double>, margin: Double, at time: Double) {
        guard let resting = restingValue else { return }
        var target = resting
        if span.upperBound - target > visible.upperBound - margin { target = span.upperBound - visible.upperBound + margin }
        if span.lowerBound - target < visible.lowerBound + margin { target = span.lowerBound - visible.lowerBound - margin }
        target = Swift.min(Swift.max(target, band.range.lowerBound), band.range.upperBound)
        guard target != resting, target.isFinite else { return }
        motion = .springing(SpringAnimation(spring: bounce, from: value(at: time), to: target,
                                            initialVelocity: velocity(at: time), startTime: time, motionPreference: motionPreference))
    }

    /// Springs (`bounce`, keeping offset and velocity) to `distance` points
    /// (positive: further into the content) past where the offset would
    /// rest, kept in the range — a page scrolled without a gesture, as
    /// UIScrollView's `accessibilityScroll(_:)` does for VoiceOver's
    /// three-finger swipe. Nothing at an end already, for a non-finite
    /// distance, or while dragged.
    public mutating func scroll(by distance: Double, at time: Double) {
        guard let resting = restingValue, distance.isFinite else { return }
        let target = Swift.min(Swift.max(resting + distance, band.range.lowerBound), band.range.upperBound)
        guard target != resting else { return }
        motion = .springing(SpringAnimation(spring: bounce, from: value(at: time), to: target,
                                            initialVelocity: velocity(at: time), startTime: time, motionPreference: motionPreference))
    }

    /// Swaps in `newBounce`, `newDecay` and the rubber band's `bandConstant`
    /// (unitless; `RubberBand.constant`) at `time` (seconds) — a tuning
    /// changed — without a jump: a spring under way (a bounce, a cancel, a
    /// reveal, or the bounce a glide has handed off to) goes on from where
    /// the offset is, with its velocity (points/s), on `newBounce`; a glide
    /// still short of an end starts afresh from its value and velocity with
    /// `newDecay`, so where it stops and whether it bounces are judged anew;
    /// a drag keeps the offset shown and resists the finger's further travel
    /// on the new band. At rest or while dragged, the new spring and decay
    /// apply to the next release. Changes nothing when all three are the
    /// ones in force.
    public mutating func retune(bounce newBounce: Spring, decay newDecay: Decay, bandConstant: Double, at time: Double) {
        guard newBounce != bounce || newDecay != decay || bandConstant != band.constant else { return }
        bounce = newBounce
        decay = newDecay
        if bandConstant != band.constant {
            let old = band
            band.constant = bandConstant
            if case .dragging(let start, let raw, let scrolled) = motion {
                // Where the old band showed it, and the finger's travel since the grab kept.
                let shownRaw = band.raw(showing: old.shown(raw))
                motion = .dragging(start: shownRaw + (start - raw), raw: shownRaw, scrolled: scrolled)
            }
        }
        handOver(at: time) { $0.retarget(spring: newBounce, at: time) }
    }

    /// Takes `preference` at `time` (seconds) without a jump: a spring
    /// under way (a bounce, a cancel, a reveal, or the bounce a glide has
    /// handed off to) goes on from where the offset is, with its velocity,
    /// on the spring the preference chooses; a glide still short of an end
    /// starts afresh from its value and velocity, so whether it would pass
    /// an end is judged anew. A drag is the finger's either way.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        handOver(at: time) { $0.setMotionPreference(preference, at: time) }
    }

    /// Carries the motion on at `time` after its spring, decay or
    /// preference changed: a spring under way (or the bounce a glide has
    /// handed off to) is `changed` where it is, with its velocity; a glide
    /// still short of an end starts afresh from its value and velocity on
    /// the values in force; one that has settled rests.
    private mutating func handOver(at time: Double, _ changed: (inout SpringAnimation<Double>) -> Void) {
        switch motion {
        case .resting, .dragging:
            break
        case .springing(var a):
            changed(&a)
            motion = .springing(a)
        case .gliding(let g):
            let s = g.sample(at: time)
            if s.isSettled {
                motion = .resting(g.restingValue)
            } else if var edge = g.edgeSpring, time >= edge.motionStartTime {
                changed(&edge)
                motion = .springing(edge)
            } else {
                startGlide(from: s.value, velocity: s.velocity, at: time)
            }
        }
    }

    /// Ends a glide or spring that has settled by `time`, resting it exactly
    /// on its resting value.
    public mutating func settle(at time: Double) {
        switch motion {
        case .gliding(let a) where a.isSettled(at: time): motion = .resting(a.restingValue)
        case .springing(let a) where a.isSettled(at: time): motion = .resting(a.restingValue)
        default: break
        }
    }
}

extension ScrollOffset: InteractionPart {
    /// Rests the offset once its glide or spring has settled (``settle(at:)``).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }

    /// True at rest: not dragged, not gliding, no spring running.
    public func isSettled(at time: Double) -> Bool { phase == .resting }
}
