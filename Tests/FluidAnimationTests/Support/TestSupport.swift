import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// The C1 criterion of the issue: position and velocity continuous at a
/// hand-over, to 1e-9 of the motion's scale.
func expectC1<V: VectorArithmetic>(
    before: AnimationSample<V>, after: AnimationSample<V>, scale: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let what = comment.map { "\($0): " } ?? ""
    expectClose(after.value, before.value, tolerance: 1e-9 * scale, "\(what)position at the hand-over (scale \(scale))",
                sourceLocation: sourceLocation)
    expectClose(after.velocity, before.velocity, tolerance: 1e-9 * scale, "\(what)velocity at the hand-over (scale \(scale))",
                sourceLocation: sourceLocation)
}

/// Checks that `velocity` is the derivative of `value` around `time` for a
/// motion described by `sample` (central difference).
func expectVelocityIsDerivative<V: VectorArithmetic>(
    _ sample: (Double) -> AnimationSample<V>, at time: Double, step h: Double = 1e-6, scale: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let numeric = (sample(time + h).value - sample(time - h).value).scaled(by: 1 / (2 * h))
    let exact = sample(time).velocity
    expectClose(exact, numeric, tolerance: 1e-5 * scale, "velocity against its finite difference", sourceLocation: sourceLocation)
}

/// Collects what a runtime delivers, for assertions.
@MainActor
final class Recorder<V: VectorArithmetic> {
    var samples: [(time: Double, sample: AnimationSample<V>)] = []
    var events: [AnimationCompletion] = []
    var eventTimes: [Double] = []
    let runtime: AnimationRuntime

    init(runtime: AnimationRuntime) { self.runtime = runtime }

    var onUpdate: (AnimationSample<V>) -> Void {
        { [unowned self] s in self.samples.append((self.runtime.now, s)) }
    }

    var completion: (AnimationCompletion) -> Void {
        { [unowned self] e in
            self.events.append(e)
            self.eventTimes.append(self.runtime.now)
        }
    }
}

/// What a rejected call on an animator must leave as it was: everything
/// observable about its state machine and its progress — of a
/// `PropertyAnimator` now, or of an `AnimatorProgress` at a time.
struct AnimatorSnapshot: Equatable {
    var state: AnimatorState
    var isRunning: Bool
    var isReversed: Bool
    var isInterruptible: Bool
    var progress: Double
    var progressVelocity: Double
    var fraction: Double
    var timing: AnimatorTiming
    /// The value's exact end instant (nil for a `PropertyAnimator`, which keeps it inside).
    var completionTime: Double?

    @MainActor init(_ a: PropertyAnimator) {
        state = a.state
        isRunning = a.isRunning
        isReversed = a.isReversed
        isInterruptible = a.isInterruptible
        progress = a.progress
        progressVelocity = a.progressVelocity
        fraction = a.fractionComplete
        timing = a.timing
        completionTime = nil
    }

    init(_ a: AnimatorProgress, at t: Double) {
        state = a.state
        isRunning = a.isRunning
        isReversed = a.isReversed
        isInterruptible = a.isInterruptible
        progress = a.progress(at: t)
        progressVelocity = a.progressVelocity(at: t)
        fraction = a.fractionComplete(at: t)
        timing = a.timing
        completionTime = a.completionTime
    }
}
