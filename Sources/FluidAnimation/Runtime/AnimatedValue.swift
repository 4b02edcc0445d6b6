import FluidPhysics

/// A property of a host's own view — an opacity, how far a panel has slid
/// in, a pressed button's scale, a card's offset — animated on an
/// ``AnimationRuntime`` the way a view's property is: give it a target and
/// it springs there from where it is, with the velocity it has, so a toggle
/// pressed twice turns around without a jump.
///
/// ```swift
/// let runtime = AnimationRuntime(clock: clock)
/// var panel = AnimatedValue(0.0, spring: Spring(response: 0.25, dampingRatio: 1), threshold: .opacity)
/// panel.animate(to: 1, on: runtime)          // the panel slides in…
/// // …and, a few frames later, back out from where it is, its velocity kept:
/// panel.animate(to: 0, on: runtime)
/// let shown = panel.value(on: runtime)       // read it every frame to draw the panel
/// ```
///
/// It is a value: it keeps its target and the handle of its running
/// ``SpringAnimation``, and reads the value from the runtime it is given, so
/// it holds no reference and needs no update handler. A spring starts at
/// the runtime's `now` (the latest frame's time, seconds); between that and
/// the next frame the value is the one at `now`. Once the spring settles
/// the runtime lets it go and the value is exactly the target.
///
/// An interaction model keeps its animations as values it evaluates at
/// the time it is given (so it replays exactly); this is for a host's own
/// views, which the runtime ticks on a clock.
public struct AnimatedValue<Value: VectorArithmetic>: Sendable {
    /// The spring every change of target runs on.
    public var spring: Spring
    /// How close to its target (value and speed, in the value's units) the
    /// spring counts as arrived and jumps the rest of the way.
    public var threshold: RestThreshold
    /// Where the value is going, or rests.
    public private(set) var target: Value
    private var handle: AnimationHandle<SpringAnimation<Value>>?

    /// A value resting at `value`, moving on `spring` when its target
    /// changes and arriving within `threshold`.
    public init(_ value: Value, spring: Spring = .smooth, threshold: RestThreshold = .points) {
        self.spring = spring
        self.threshold = threshold
        target = value
    }

    /// The value now on `runtime` (the one this value's springs run on).
    public func value(on runtime: AnimationRuntime) -> Value {
        handle.flatMap { runtime.value(of: $0) } ?? target
    }

    /// The value's velocity now on `runtime`, units per second (zero at rest).
    public func velocity(on runtime: AnimationRuntime) -> Value {
        handle.flatMap { runtime.velocity(of: $0) } ?? .zero
    }

    /// Whether the value is still on its way to its target on `runtime`.
    public func isAnimating(on runtime: AnimationRuntime) -> Bool {
        handle.map { runtime.isRunning($0) } ?? false
    }

    /// Springs to `target` on `runtime`, from where the value is at the
    /// runtime's `now` and with its velocity there; nothing starts when it
    /// already rests at `target`. A non-finite target is ignored.
    public mutating func animate(to target: Value, on runtime: AnimationRuntime) {
        guard target.magnitudeSquared.isFinite else { return }
        if let handle, runtime.retarget(handle, to: target, spring: spring) {
            self.target = target
            return
        }
        let current = value(on: runtime)
        self.target = target
        guard target != current else {
            handle = nil
            return
        }
        handle = runtime.run(SpringAnimation(spring: spring, from: current, to: target, startTime: runtime.now, threshold: threshold))
    }

    /// Puts the value at `value` at once, stopping any spring on `runtime`
    /// (a host that follows a finger, or honours reduced motion, sets it).
    /// A non-finite value is ignored.
    public mutating func set(_ value: Value, on runtime: AnimationRuntime) {
        guard value.magnitudeSquared.isFinite else { return }
        if let handle { _ = runtime.cancel(handle) }
        handle = nil
        target = value
    }
}
