import FluidAnimation
import FluidPhysics

/// The page's own chrome motion — the stage growing in when an interface
/// opens, the tuning panel sliding up and away, a pressed tile, the stage
/// going back after an edge swipe that did not go home — on an
/// `AnimationRuntime` that the page's frames tick (`requestAnimationFrame`'s
/// time, seconds), as an app's views run: each is an `AnimatedValue`, so a
/// change of mind mid-way turns around from where it is, with its velocity.
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

    public init() {}

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
