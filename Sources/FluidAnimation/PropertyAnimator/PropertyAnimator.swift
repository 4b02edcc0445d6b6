import FluidPhysics

/// UIKit's `UIViewPropertyAnimator`, for any set of animated values and
/// without UIKit: one progress, from 0 (every property at its start value)
/// to 1 (every property at its end value), that you can run, pause, scrub,
/// reverse, stop, finish and continue with new timing.
///
/// ```swift
/// let animator = try PropertyAnimator(duration: 0.5, dampingRatio: 1, runtime: runtime)
/// let height = try animator.addAnimation(from: 80.0, to: 600.0) { view.height = $0 }
/// animator.addCompletion { position in state = position == .end ? .open : .closed }
/// try animator.startAnimation()
/// ```
///
/// ## Properties
/// Each property is a typed slot: `addAnimation(from:to:onChange:)` returns
/// an `AnimatorProperty<Value>` handle, the property's value is a straight
/// line in the progress P between its start and end values, and
/// `value(of:)` / `velocity(of:)` read it (units, units per second). The
/// optional `onChange` closure, registered once, is called with the new
/// value whenever the progress changes.
///
/// ## Adding properties while active
/// A property added while the animator is active joins from where it is,
/// as UIKit's `addAnimations` does: it goes from the value you give to its
/// end value **over the time left, with the animator's timing** — the same
/// curve over the rest of the current stretch, or a spring with the same
/// damping ratio that settles exactly when the current stretch does — and
/// starts at rest. It has its own progress for this (`JoinedProgress`), so
/// a property joining near the end of a spring run is not stretched over
/// the little progress left: its overshoot is the spring's own relative
/// overshoot, never magnified. Every later stretch (resume, reversal,
/// continue) moves it with the animator's timing from its own value and
/// velocity (C1), toward its end value, or toward the value it was added
/// with when the animator runs toward the other end. Paused or stopped, it
/// follows the progress piecewise linearly through where it stopped and its
/// end value, holding the value it was added with on the far side of where
/// it joined. The animator finishes when its progress and every joined
/// property have arrived; a property added once the run's time is up takes
/// its end value at once.
///
/// ## Progress, fraction and direction
/// `progress` is the forward position P (0 start, 1 end; a spring may
/// overshoot). `fractionComplete` is measured **in the current direction**:
/// P when running forward, 1 − P when reversed — the convention UIKit code
/// such as the expandable view's pan handler (the interactive `UIViewPropertyAnimator` article) relies on. It is one function of P in
/// every active state, running, paused or stopped: with `scrubsLinearly`
/// (the default) the directional progress itself; otherwise the fraction
/// whose scrub shows that progress — for a curve run from rest, the share
/// of the duration elapsed. It lies in 0…1 except while a spring overshoots
/// an end, when it reports where the properties actually are (1.03, say).
/// Pausing never moves anything, and setting the fraction the animator
/// reports moves nothing either. With `scrubsLinearly` setting the fraction
/// moves the properties linearly; otherwise along the animator's timing
/// (the curve, or the spring's progress over its settling time).
///
/// ## Timing and continuity
/// A run from rest follows the `timing` (see `AnimatorTiming`); a curve
/// lasts the animator's `duration` times the distance left (durations are
/// not capped: a curve ends at exactly its duration); a spring ends at the
/// exact moment after which its progress stays within `settlingTolerance`
/// of the end (at most `AnimationLimits.maximumMotionDuration` after it
/// started), so `init(duration:dampingRatio:)` finishes exactly `duration`
/// seconds after starting from rest. Whenever a new
/// stretch starts while the progress is *moving* — reversing while running,
/// `continueAnimation` while running — it starts with the current velocity,
/// so the motion is C1: a spring carries the velocity, a curve gets the
/// velocity match of `TimingCurveAnimation` (and at least 20 % of the
/// duration to turn around in). Continuing a paused animator with a spring
/// whose relative initial velocity is the finger's (or with
/// `continueAnimation(spring:progressVelocity:)`) makes the motion carry on
/// at exactly the finger's speed.
///
/// ## States and errors
/// `state` follows UIKit (`AnimatorState`). Every call that UIKit would
/// answer with an exception throws an `AnimatorError` and changes nothing.
/// The complete table (R running, P paused, I inactive, S stopped;
/// "—" no change; an error name means that error):
///
/// | call                          | I                  | R (active)         | P (active)        | S              |
/// |-------------------------------|--------------------|--------------------|-------------------|----------------|
/// | `startAnimation()`            | → R                | —                  | → R               | `.stopped`     |
/// | `startAnimation(afterDelay:)` | → R (delayed)      | `.running`         | → R (delayed)     | `.stopped`     |
/// | `pauseAnimation()`            | → P (at the start) | → P                | —                 | `.stopped`     |
/// | `stopAnimation(false)`        | —                  | → S                | → S               | —              |
/// | `stopAnimation(true)`         | —                  | → I (no completion)| → I (no completion)| → I (no completion)|
/// | `finishAnimation(at:)`        | `.notStopped`      | `.notStopped`      | `.notStopped`     | → I, completions |
/// | `setFractionComplete(_:)`     | → P                | `.running`         | P (moves)         | `.stopped`     |
/// | `setReversed(_:)`             | I                  | R (turns, C1)      | P                 | `.stopped`     |
/// | `continueAnimation(…)`        | `.inactive`        | R (new timing, C1) | → R               | `.stopped`     |
/// | `addAnimation(from:to:)`      | adds 0 → 1         | joins              | joins             | `.stopped`     |
/// | `addCompletion(_:)`           | adds               | adds               | adds              | adds           |
/// | `setInterruptible(_:)`        | sets               | `.notInactive`     | `.notInactive`    | `.notInactive` |
///
/// A non-interruptible animator (`isInterruptible` false) throws
/// `.notInterruptible` for pause (any state), for scrubbing and continuing,
/// and for stopping and reversing while active. Arguments are checked
/// first: a NaN fraction, a negative delay or duration factor throws
/// `.invalidArgument` whatever the state. Finite fractions outside 0…1 are
/// clamped to 0…1 — widened to include the fraction currently reported, so
/// that a fraction read during an overshoot can be set back.
///
/// When a run reaches its end the animator becomes inactive and calls every
/// completion with `.end` (`.start` when reversed) — unless
/// `pausesOnCompletion` is set, in which case it stays active and paused at
/// the end, and no completion is called. Becoming inactive (finishing,
/// `stopAnimation(true)`, `finishAnimation(at:)`) leaves every property
/// resting at its final value, resets the progress to 0 and discards the
/// completions, ready for new animations.
///
/// ## Lifetime
/// While it runs, the animator is kept alive by its runtime (as UIKit keeps
/// a running `UIViewPropertyAnimator`), so a run is never cut short by the
/// last reference going away; the runtime lets go when the run ends or is
/// stopped. Stop running animators (`stopAnimation(true)`) before discarding
/// a runtime whose clock will not advance again.
///
/// ## Time and isolation
/// The animator runs on its `runtime`'s frames and acts at `runtime.now`;
/// like the runtime, it is not `Sendable` and stays where it was made.
///
/// ## The value inside
/// The maths and the state machine are an `AnimatorProgress`, a `Sendable`
/// value that takes the time as an input: the animator is that value plus
/// the runtime's schedule (it is scheduled exactly while the value runs),
/// the typed properties with their change handlers, and the completions.
/// A value model (an interface copied and replayed as data) holds an
/// `AnimatorProgress` directly.
public final class PropertyAnimator {
    /// The runtime whose frames drive the animator.
    public let runtime: AnimationRuntime
    /// The progress, its maths and its state machine, as a value.
    var core: AnimatorProgress
    /// Called once with the position where a run ended, then discarded.
    var completions: [(AnimatorPosition) -> Void] = []
    /// The properties, one store per value type, and each type's store (keyed by its store class).
    var stores: [any AnimatorPropertyStore] = []
    var storeIndex: [ObjectIdentifier: Int] = [:]
    /// Ties property handles to the animator that issued them: unique
    /// among the animators of its runtime (issued by it), which the handle
    /// names too.
    let id: AnimatorID

    /// The duration of a full run with curve timing, seconds.
    public var duration: Double { core.duration }
    /// The timing of the current run (or of the next one). `continueAnimation`
    /// may change it for the rest of the current run; when the animator
    /// becomes inactive it returns to the timing it was created with.
    public var timing: AnimatorTiming { core.timing }
    /// The UIKit state.
    public var state: AnimatorState { core.state }
    /// Whether the animations run toward the start values.
    public var isReversed: Bool { core.isReversed }
    /// Whether the animator may be paused, stopped, scrubbed, reversed and
    /// continued once started (default true).
    public var isInterruptible: Bool { core.isInterruptible }
    /// Whether setting `fractionComplete` moves the properties linearly
    /// (default true) or along the timing. Changing it while paused changes
    /// the fraction reported, never the properties.
    public var scrubsLinearly: Bool {
        get { core.scrubsLinearly }
        set {
            core.scrubsLinearly = newValue
            assert(checkInvariants())
        }
    }
    /// Whether a run that reaches its end stays active and paused there
    /// instead of finishing (default false).
    public var pausesOnCompletion: Bool {
        get { core.pausesOnCompletion }
        set { core.pausesOnCompletion = newValue }
    }
    /// How close to its end a spring-timed run must stay, for good, to be
    /// finished — in progress units (a fraction of the way): 0.001 by
    /// default, the band `init(duration:dampingRatio:)` is defined with.
    ///
    /// A spring run finishes at the exact moment after which its progress
    /// stays within this tolerance of the end
    /// (`Spring.settlingDuration(target:initialVelocity:epsilon:)`) and
    /// lands exactly on the end — at most
    /// `AnimationLimits.maximumMotionDuration` after it started. The spring
    /// scrubbing map (`scrubsLinearly` false) ends at the same settling time.
    /// Curve-timed runs end exactly at their duration. NaN, zero and
    /// negative values become 1e-12; infinity becomes the largest finite
    /// value (a spring run then ends at once). Applies to runs started
    /// after it is set.
    public var settlingTolerance: Double {
        get { core.settlingTolerance }
        set {
            core.settlingTolerance = newValue
            assert(checkInvariants())
        }
    }

    /// The fastest progress velocity a spring may start with, per second
    /// (`AnimatorProgress.maximumProgressVelocity`: a million full runs a
    /// second, far beyond any gesture, and small enough that a property's
    /// velocity cannot overflow).
    public static let maximumProgressVelocity = AnimatorProgress.maximumProgressVelocity

    // MARK: Creating

    /// An animator of `duration` seconds with `timing`, driven by `runtime`.
    ///
    /// - Throws: `AnimatorError.invalidArgument` for a NaN, infinite or
    ///   negative duration, or an undamped spring / non-finite relative
    ///   velocity in `timing`.
    public init(duration: Double, timing: AnimatorTiming = .easeInOut, runtime: AnimationRuntime) throws(AnimatorError) {
        core = try AnimatorProgress(duration: duration, timing: timing)
        self.runtime = runtime
        self.id = runtime.engine.issueAnimatorID()
        assert(checkInvariants())
    }

    /// An animator along a timing curve (UIKit's `init(duration:curve:)`).
    public convenience init(duration: Double, curve: TimingCurve, runtime: AnimationRuntime) throws(AnimatorError) {
        try self.init(duration: duration, timing: .curve(curve), runtime: runtime)
    }

    /// An animator driven by a spring with damping ratio `dampingRatio`
    /// that settles to within `settlingTolerance` (0.1 % of the way) in
    /// `duration` seconds — UIKit's `init(duration:dampingRatio:)`: started
    /// from rest, it finishes exactly `duration` seconds later
    /// (`Spring(settlingDuration:dampingRatio:epsilon:)` is exact).
    ///
    /// - Throws: `AnimatorError.invalidArgument` for a bad duration or a
    ///   damping ratio that is not finite and positive.
    public init(duration: Double, dampingRatio: Double, runtime: AnimationRuntime) throws(AnimatorError) {
        core = try AnimatorProgress(duration: duration, dampingRatio: dampingRatio)
        self.runtime = runtime
        self.id = runtime.engine.issueAnimatorID()
        assert(checkInvariants())
    }

    // MARK: Reading

    var now: Double { runtime.now }

    /// Whether time moves the animations (active and not paused; true
    /// during a start delay).
    public var isRunning: Bool { core.isRunning }

    /// The forward progress P at `runtime.now`: 0 at the start values, 1 at
    /// the end values (a spring may overshoot). 0 while inactive.
    public var progress: Double { core.progress(at: now) }

    /// dP/dt at `runtime.now`, progress per second (0 unless running).
    public var progressVelocity: Double { core.progressVelocity(at: now) }

    /// The fraction of the way done in the current direction (see the
    /// type's documentation): the same function of the progress whether
    /// running, paused or stopped; 0…1 except during a spring's overshoot;
    /// 0 while inactive. Set it with `setFractionComplete(_:)` — setting the
    /// value read moves nothing.
    public var fractionComplete: Double { core.fractionComplete(at: now) }

    /// The value of `property` now, in its units.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func value<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        let t = try track(property)
        return t.value(at: t.join < 0 ? progress : core.joinedProgress(t.join, at: now).value)
    }

    /// The velocity of `property` now, in its units per second.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func velocity<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        let t = try track(property)
        return t.velocity(progressVelocity: t.join < 0 ? progressVelocity : core.joinedProgress(t.join, at: now).velocity)
    }
}
