import FluidAnimation
import FluidPhysics

/// One number of the window's own chrome — the HUD's opacity, how far the
/// tuning panel has slid in, a pressed tile's scale — animated on the
/// window's `AnimationRuntime`, the way an app animates its own views:
/// give it a target and it springs there from where it is, keeping its
/// velocity when it was already moving, so a toggle pressed twice turns
/// around without a jump.
///
/// The interfaces' own motion is their models' value animations; this is
/// the other engine the library offers, for a host's views.
@MainActor
final class ChromeValue {
    /// The chrome's spring: no bounce, about a quarter of a second.
    static let spring = Spring(response: 0.25, dampingRatio: 1)

    /// The runtime it runs on (the window's, on its frame clock).
    let runtime: AnimationRuntime
    /// The value now (as of the runtime's latest frame).
    private(set) var value: Double
    /// Where it is going (or rests).
    private(set) var target: Double
    /// How close to its target it counts as arrived (it then jumps the
    /// rest of the way): a fraction of an opacity or slide by default.
    let threshold: RestThreshold
    private var handle: AnimationHandle<SpringAnimation<Double>>?

    /// A value resting at `value` on `runtime`, arriving within `threshold`.
    init(_ value: Double, on runtime: AnimationRuntime, threshold: RestThreshold = .opacity) {
        self.runtime = runtime
        self.threshold = threshold
        self.value = value
        target = value
    }

    /// Springs to `target` from where the value is now (its velocity kept
    /// when it is moving); nothing happens when it already rests there.
    func animate(to target: Double, spring: Spring = ChromeValue.spring) {
        guard target.isFinite else { return }
        self.target = target
        if let handle, runtime.retarget(handle, to: target, spring: spring) { return }
        guard target != value else { return }
        handle = runtime.run(SpringAnimation(spring: spring, from: value, to: target, startTime: runtime.now,
                                                     threshold: threshold),
                             onUpdate: { [weak self] sample in self?.value = sample.value })
    }

    /// The value's velocity now, units per second (0 at rest).
    var velocity: Double { handle.flatMap { runtime.velocity(of: $0) } ?? 0 }

    /// Whether it is still on its way.
    var isAnimating: Bool { handle.map { runtime.isRunning($0) } ?? false }
}
