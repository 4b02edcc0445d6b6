import FluidAnimation
import FluidGestures
import FluidPhysics

/// The page's own chrome motion — the stage growing in when an interface
/// opens, the tuning panel sliding up and away, a pressed tile, the stage
/// going back after an edge swipe that did not go home — on an
/// `AnimationRuntime` that the page's frames tick (`requestAnimationFrame`'s
/// time, seconds), as an app's views run: each is an `AnimatedValue`, so a
/// change of mind mid-way turns around from where it is, with its velocity.
///
/// The edge swipe is the library's too: the finger's velocity comes from a
/// `VelocityTracker1D`, and the release goes home when the stage's offset,
/// projected with that velocity (`ValueSnapping`, UIScrollView's normal
/// deceleration), lies nearer the far side than where it started.
///
/// The interfaces' own motion is their models'; this is only the page's.
public final class PageChrome {
    /// One of the chrome's values, by the number JavaScript knows it by.
    public enum Slot: Int32, CaseIterable, Sendable {
        /// How far the stage has grown in, 0 (just opened) … 1 (full size).
        case opening = 0
        /// How far the tuning panel has slid up, 0 (below the stage) … 1.
        case panel = 1
        /// The pressed tile's scale (1 at rest, ``PageChrome/pressedScale`` pressed).
        case tile = 2
        /// The stage's offset to the right, points (an edge swipe's).
        case edge = 3
    }

    /// The chrome's spring: no bounce, about a third of a second.
    public static let spring = Spring(response: 0.3, dampingRatio: 1)
    /// A pressed tile's scale.
    public static let pressedScale = 0.96

    /// The runtime the chrome runs on; its time is the page's clock.
    public let runtime = AnimationRuntime(startTime: 0)
    private var values: [AnimatedValue<Double>] = Slot.allCases.map { slot in
        switch slot {
        case .opening: AnimatedValue(1, spring: PageChrome.spring, threshold: .opacity)
        case .panel: AnimatedValue(0, spring: PageChrome.spring, threshold: .opacity)
        case .tile: AnimatedValue(1, spring: PageChrome.spring, threshold: RestThreshold(value: 0.0004))
        case .edge: AnimatedValue(0, spring: PageChrome.spring, threshold: .points)
        }
    }

    /// The swipe from the left edge holding the stage: the finger's x
    /// where it started (points) and its velocity.
    private var edgeSwipe: (startX: Double, tracker: VelocityTracker1D)?

    public init() {}

    /// A finger came down at the left edge at `x` (points), page time
    /// `time`: the stage follows it from here.
    public func edgeBegan(x: Double, at time: Double) {
        var tracker = VelocityTracker1D()
        _ = tracker.addPosition(x, at: time)
        edgeSwipe = (x, tracker)
        set(.edge, to: 0, at: time)
    }

    /// The edge finger moved to `x` at `time`: the stage is offset by how
    /// far it has come to the right (never left of where it was).
    public func edgeMoved(x: Double, at time: Double) {
        guard var swipe = edgeSwipe else { return }
        _ = swipe.tracker.addPosition(x, at: time)
        edgeSwipe = swipe
        set(.edge, to: Swift.max(0, x - swipe.startX), at: time)
    }

    /// The edge finger lifted at `x` at `time` (`cancelled`: the system took
    /// it, which never goes home) across a `width`-point page. Returns
    /// whether the swipe goes home; when it does not, the stage springs back.
    public func edgeEnded(x: Double, at time: Double, cancelled: Bool, width: Double) -> Bool {
        edgeMoved(x: x, at: time)
        guard let swipe = edgeSwipe else { return false }
        edgeSwipe = nil
        let offset = value(.edge), velocity = swipe.tracker.velocity(at: time)
        let home = !cancelled && ValueSnapping.targetIndex(between: 0, and: Swift.max(width, 1), from: offset, velocity: velocity) == 1
        if !home { animate(.edge, to: 0, at: time) }
        return home
    }

    /// A frame at page time `time`: every value moves there. Returns
    /// whether any is still moving (the page asks for another frame).
    public func frame(at time: Double) -> Bool {
        runtime.tick(at: time)
        return isAnimating
    }

    /// Springs `slot` to `target` from where it is at page time `time`.
    public func animate(_ slot: Slot, to target: Double, at time: Double) {
        runtime.tick(at: time)
        values[Int(slot.rawValue)].animate(to: target, on: runtime)
    }

    /// Puts `slot` at `value` at once (a finger holds it, or the reader
    /// asked for reduced motion).
    public func set(_ slot: Slot, to value: Double, at time: Double) {
        runtime.tick(at: time)
        values[Int(slot.rawValue)].set(value, on: runtime)
    }

    /// The value of `slot` now.
    public func value(_ slot: Slot) -> Double { values[Int(slot.rawValue)].value(on: runtime) }

    /// Where `slot` is going (or rests).
    public func target(_ slot: Slot) -> Double { values[Int(slot.rawValue)].target }

    /// Whether any value is still moving.
    public var isAnimating: Bool { values.contains { $0.isAnimating(on: runtime) } }
}
