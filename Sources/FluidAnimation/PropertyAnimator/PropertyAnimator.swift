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
/// it is `@MainActor`, like the runtime.
@MainActor
public final class PropertyAnimator {
    /// The runtime whose frames drive the animator.
    public let runtime: AnimationRuntime
    /// The duration of a full run with curve timing, seconds.
    public let duration: Double
    /// The timing of the current run (or of the next one). `continueAnimation`
    /// may change it for the rest of the current run; when the animator
    /// becomes inactive it returns to the timing it was created with.
    public internal(set) var timing: AnimatorTiming
    /// The timing the animator was created with.
    let ownTiming: AnimatorTiming
    /// The UIKit state.
    public internal(set) var state: AnimatorState = .inactive
    /// Whether the animations run toward the start values.
    public internal(set) var isReversed = false
    /// Whether the animator may be paused, stopped, scrubbed, reversed and
    /// continued once started (default true).
    public internal(set) var isInterruptible = true
    /// Whether setting `fractionComplete` moves the properties linearly
    /// (default true) or along the timing. Changing it while paused changes
    /// the fraction reported, never the properties.
    public var scrubsLinearly = true {
        didSet {
            refreshPausedFraction()
            assert(checkInvariants())
        }
    }
    /// Whether a run that reaches its end stays active and paused there
    /// instead of finishing (default false).
    public var pausesOnCompletion = false
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
    public var settlingTolerance = 0.001 {
        didSet {
            if settlingTolerance.isNaN || settlingTolerance <= 0 { settlingTolerance = 1e-12 }
            if settlingTolerance == .infinity { settlingTolerance = .greatestFiniteMagnitude }
            refreshPausedFraction()
            assert(checkInvariants())
        }
    }

    // The state below is internal rather than private: the extensions in the
    // `PropertyAnimator+…` files, one per concern, work on it.

    /// P while not running (and the start of the current stretch).
    var storedProgress: Double = 0
    var motion: ProgressMotion?
    var pausedFraction: Double = 0
    /// The own progress of every property that joined while active.
    var joins: [JoinedProgress] = []
    /// u of every joined property, as last delivered (indexed like `joins`).
    var joinValues: [Double] = []
    /// The unit spring's settling time for the spring scrubbing map.
    var scrubSettling: (spring: Spring, epsilon: Double, duration: Double)?
    var completions: [(AnimatorPosition) -> Void] = []
    var stores: [any AnimatorPropertyStore] = []
    var storeIndex: [ObjectIdentifier: Int] = [:]
    let id: UInt64
    private static var nextID: UInt64 = 1

    /// The share of the duration a curve-timed stretch started while moving
    /// lasts at least, so a reversal near an end has time to turn.
    static let minimumTurnFraction = 0.2

    // MARK: Creating

    /// An animator of `duration` seconds with `timing`, driven by `runtime`.
    ///
    /// - Throws: `AnimatorError.invalidArgument` for a NaN, infinite or
    ///   negative duration, or an undamped spring / non-finite relative
    ///   velocity in `timing`.
    public init(duration: Double, timing: AnimatorTiming = .easeInOut, runtime: AnimationRuntime) throws(AnimatorError) {
        guard duration.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "duration", value: duration, reason: .notFinite))
        }
        guard duration >= 0 else {
            throw .invalidArgument(ParameterError(parameter: "duration", value: duration, reason: .negative))
        }
        try timing.validate()
        self.runtime = runtime
        self.duration = duration
        self.timing = timing
        self.ownTiming = timing
        self.id = Self.nextID
        Self.nextID += 1
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
    public convenience init(duration: Double, dampingRatio: Double, runtime: AnimationRuntime) throws(AnimatorError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw .invalidArgument(ParameterError(
                parameter: "dampingRatio", value: dampingRatio, reason: dampingRatio.isFinite ? .notPositive : .notFinite))
        }
        let settle = duration.isFinite ? Swift.max(duration, Spring.minimumDuration) : 1
        try self.init(duration: duration, timing: .spring(Spring(settlingDuration: settle, dampingRatio: dampingRatio)), runtime: runtime)
    }

    // MARK: Reading

    var now: Double { runtime.now }

    /// Whether time moves the animations (active and not paused; true
    /// during a start delay).
    public var isRunning: Bool { motion != nil }

    /// The forward progress P at `runtime.now`: 0 at the start values, 1 at
    /// the end values (a spring may overshoot). 0 while inactive.
    public var progress: Double {
        if let motion { return motion.sample(at: now).value }
        return storedProgress
    }

    /// dP/dt at `runtime.now`, progress per second (0 unless running).
    public var progressVelocity: Double {
        if let motion { return motion.sample(at: now).velocity }
        return 0
    }

    /// The fraction of the way done in the current direction (see the
    /// type's documentation): the same function of the progress whether
    /// running, paused or stopped; 0…1 except during a spring's overshoot;
    /// 0 while inactive. Set it with `setFractionComplete(_:)` — setting the
    /// value read moves nothing.
    public var fractionComplete: Double {
        switch state {
        case .inactive: return 0
        case .stopped: return fraction(forProgress: storedProgress)
        case .active: return motion == nil ? pausedFraction : fraction(forProgress: progress)
        }
    }

    /// The value of `property` now, in its units.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func value<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        let t = try track(property)
        return t.value(at: t.join < 0 ? progress : joins[t.join].state(at: now, progress: storedProgress).value)
    }

    /// The velocity of `property` now, in its units per second.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func velocity<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        let t = try track(property)
        return t.velocity(progressVelocity: t.join < 0 ? progressVelocity : joins[t.join].state(at: now, progress: storedProgress).velocity)
    }
}
