import FluidPhysics

/// The maths and state machine of a `PropertyAnimator` as a `Sendable`
/// value: one progress, from 0 (the start values) to 1 (the end values),
/// that you run, pause, scrub, reverse, stop, finish and continue with new
/// timing — **with the time as an input**.
///
/// `PropertyAnimator` is this value plus what needs a main-actor object:
/// the runtime that gives it frames, the typed properties and their change
/// handlers, and the completion closures. Use the value directly where the
/// animation is part of a value model — an interface that is copied,
/// replayed and tested as data, whose time is an input — and keep the
/// properties, the completions and the schedule yourself:
///
/// ```swift
/// var height = try AnimatorProgress(duration: 0.5, timing: .spring(Spring(response: 0.5, dampingRatio: 1)))
/// try height.start(at: now)
/// let h = 80 + (600 - 80) * height.progress(at: t)        // at any instant t
/// let deadline = height.completionTime                     // the exact end, seconds
/// // … at the deadline:
/// let update = height.advance(to: deadline!)               // update.completion == .end
/// ```
///
/// ## Time
/// Every call that depends on the time takes it: `at now` (seconds, on the
/// owner's clock, which should not go backwards). Reading is exact at any
/// instant (`progress(at:)`, `progressVelocity(at:)`,
/// `fractionComplete(at:)`, `joinedProgress(_:at:)`); nothing moves between
/// calls. Only `advance(to:)` ends a run: while `isRunning`, the run ends at
/// exactly `completionTime`, and `advance(to:)` at or after that instant
/// finishes it (a frame loop calls it every frame; a model calls it once, at
/// the deadline).
///
/// ## What the owner does
/// Each call returns an `AnimatorUpdate`: whether the values changed (show
/// them), whether the animator became inactive (its properties rest at the
/// final values it carries; joined progresses are gone) and whether the
/// completions are called (with `.end`, `.start` or `.current`) or
/// discarded. A call that throws changes nothing.
///
/// ## Semantics
/// Everything `PropertyAnimator`'s documentation says about progress,
/// fraction and direction, timing and continuity (C1 at every hand-off,
/// `maximumProgressVelocity`), properties added while active (here: a
/// *joined progress* u, `addJoin(at:)`), settling (`settlingTolerance`) and
/// states holds for this value, with these names:
///
/// | `PropertyAnimator`                | `AnimatorProgress`                         |
/// |-----------------------------------|--------------------------------------------|
/// | `startAnimation()`                | `start(at:)`                               |
/// | `startAnimation(afterDelay:)`     | `start(afterDelay:at:)`                    |
/// | `pauseAnimation()`                | `pause(at:)`                               |
/// | `stopAnimation(_:)`               | `stop(withoutFinishing:at:)`               |
/// | `finishAnimation(at:)`            | `finish(at:time:)`                         |
/// | `setFractionComplete(_:)`         | `setFractionComplete(_:at:)`               |
/// | `setReversed(_:)`                 | `setReversed(_:at:)`                       |
/// | `setInterruptible(_:)`            | `setInterruptible(_:)`                     |
/// | `continueAnimation(…)`            | `continueAnimation(…, at:)`                |
/// | `addAnimation(from:to:)` (active) | `addJoin(at:)`                             |
/// | a frame of its runtime            | `advance(to:)`                             |
///
/// and the same table of states and `AnimatorError`s (R running, P paused,
/// I inactive, S stopped):
///
/// | call                          | I                  | R (active)          | P (active)          | S                   |
/// |-------------------------------|--------------------|---------------------|---------------------|---------------------|
/// | `start(at:)`                  | → R                | —                   | → R                 | `.stopped`          |
/// | `start(afterDelay:at:)`       | → R (delayed)      | `.running`          | → R (delayed)       | `.stopped`          |
/// | `pause(at:)`                  | → P (at the start) | → P                 | —                   | `.stopped`          |
/// | `stop(withoutFinishing: false)` | —                | → S                 | → S                 | —                   |
/// | `stop(withoutFinishing: true)`  | —                | → I (no completion) | → I (no completion) | → I (no completion) |
/// | `finish(at:time:)`            | `.notStopped`      | `.notStopped`       | `.notStopped`       | → I, completions    |
/// | `setFractionComplete(_:at:)`  | → P                | `.running`          | P (moves)           | `.stopped`          |
/// | `setReversed(_:at:)`          | I                  | R (turns, C1)       | P                   | `.stopped`          |
/// | `continueAnimation(…)`        | `.inactive`        | R (new timing, C1)  | → R                 | `.stopped`          |
/// | `addJoin(at:)`                | nil (follows P)    | joins               | joins               | `.stopped`          |
/// | `setInterruptible(_:)`        | sets               | `.notInactive`      | `.notInactive`      | `.notInactive`      |
///
/// A non-interruptible value throws `.notInterruptible` for pause (any
/// state), for scrubbing and continuing, and for stopping and reversing
/// while active. Arguments are checked first (`.invalidArgument` for NaN
/// and the like, whatever the state).
///
/// ## Units
/// Time in seconds; progress and fraction unitless (0…1, beyond it only
/// during a spring's overshoot); velocities in progress per second.
public struct AnimatorProgress: Sendable {
    /// The duration of a full run with curve timing, seconds.
    public let duration: Double
    /// The timing of the current run (or of the next one). `continueAnimation`
    /// may change it for the rest of the current run; when the animator
    /// becomes inactive it returns to `ownTiming`.
    public internal(set) var timing: AnimatorTiming
    /// The timing the animator was created with.
    public let ownTiming: AnimatorTiming
    /// The UIKit state.
    public internal(set) var state: AnimatorState = .inactive
    /// Whether the animations run toward the start values (progress 0).
    public internal(set) var isReversed = false
    /// Whether the animator may be paused, stopped, scrubbed, reversed and
    /// continued once started (default true).
    public internal(set) var isInterruptible = true
    /// Whether setting the fraction complete moves the progress linearly
    /// (default true) or along the timing. Changing it while paused changes
    /// the fraction reported, never the progress.
    public var scrubsLinearly = true {
        didSet {
            refreshPausedFraction()
            assert(checkInvariants(at: nil))
        }
    }
    /// Whether a run that reaches its end stays active and paused there
    /// instead of finishing (default false).
    public var pausesOnCompletion = false
    /// How close to its end a spring-timed run must stay, for good, to be
    /// finished — in progress units (a fraction of the way): 0.001 by
    /// default, the band `PropertyAnimator.init(duration:dampingRatio:)` is
    /// defined with. A model whose property spans `range` points and should
    /// settle within half a point sets 0.5 / range.
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
            assert(checkInvariants(at: nil))
        }
    }

    // The state below is internal rather than private: the extensions in the
    // `AnimatorProgress+…` files, one per concern, and `PropertyAnimator`
    // work on it. The four `@usableFromInline` fields are what the inlined
    // fast path of `setFractionComplete(_:at:)` reads and writes.

    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public internal(set) var motionPreference = MotionPreference.full
    /// P while not running (and the start of the current stretch).
    @usableFromInline var storedProgress: Double = 0
    /// The current stretch while running; nil while paused, stopped or inactive.
    @usableFromInline var motion: ProgressMotion?
    /// The fraction reported while paused.
    @usableFromInline var pausedFraction: Double = 0
    /// The own progress of every property that joined while active.
    @usableFromInline var joins: [JoinedProgress] = []
    /// u of every joined property, as last brought up to date (indexed like
    /// `joins`): current whenever a call reports changed values.
    var joinValues: [Double] = []
    /// The unit spring's settling time for the spring scrubbing map.
    var scrubSettling: ScrubSettling?

    /// The settling time of a unit spring from rest to within a tolerance,
    /// seconds: computed once per spring and tolerance.
    struct ScrubSettling: Sendable {
        var spring: Spring
        var epsilon: Double
        var duration: Double
    }

    /// The fastest progress velocity a spring may start with, per second
    /// (a million full runs a second: far beyond any gesture, and small
    /// enough that a property's velocity cannot overflow).
    public static let maximumProgressVelocity = 1e6

    /// The share of the duration a curve-timed stretch started while moving
    /// lasts at least, so a reversal near an end has time to turn.
    static let minimumTurnFraction = 0.2

    // MARK: Creating

    /// An inactive animator of `duration` seconds with `timing`.
    ///
    /// - Throws: `AnimatorError.invalidArgument` for a NaN, infinite or
    ///   negative duration, or an undamped spring / non-finite relative
    ///   velocity in `timing`.
    public init(duration: Double, timing: AnimatorTiming = .easeInOut) throws(AnimatorError) {
        guard duration.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "duration", value: duration, reason: .notFinite))
        }
        guard duration >= 0 else {
            throw .invalidArgument(ParameterError(parameter: "duration", value: duration, reason: .negative))
        }
        try timing.validate()
        self.duration = duration
        self.timing = timing
        self.ownTiming = timing
        assert(checkInvariants(at: nil))
    }

    /// An animator along a timing curve (UIKit's `init(duration:curve:)`).
    public init(duration: Double, curve: TimingCurve) throws(AnimatorError) {
        try self.init(duration: duration, timing: .curve(curve))
    }

    /// An animator driven by a spring with damping ratio `dampingRatio`
    /// that settles to within `settlingTolerance` (0.1 % of the way) in
    /// `duration` seconds — UIKit's `init(duration:dampingRatio:)`: started
    /// from rest, it finishes exactly `duration` seconds later
    /// (`Spring(settlingDuration:dampingRatio:epsilon:)` is exact).
    ///
    /// - Throws: `AnimatorError.invalidArgument` for a bad duration or a
    ///   damping ratio that is not finite and positive.
    public init(duration: Double, dampingRatio: Double) throws(AnimatorError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw .invalidArgument(ParameterError(
                parameter: "dampingRatio", value: dampingRatio, reason: dampingRatio.isFinite ? .notPositive : .notFinite))
        }
        let settle = duration.isFinite ? Swift.max(duration, Spring.minimumDuration) : 1
        try self.init(duration: duration, timing: .spring(Spring(settlingDuration: settle, dampingRatio: dampingRatio)))
    }

    // MARK: Reading

    /// Whether time moves the progress (active and not paused; true during
    /// a start delay).
    public var isRunning: Bool { motion != nil }

    /// The forward progress P at `now` (seconds): 0 at the start values, 1
    /// at the end values (a spring may overshoot). 0 while inactive.
    public func progress(at now: Double) -> Double {
        if let motion { return motion.sample(at: now).value }
        return storedProgress
    }

    /// dP/dt at `now`, progress per second (0 unless running).
    public func progressVelocity(at now: Double) -> Double {
        if let motion { return motion.sample(at: now).velocity }
        return 0
    }

    /// The fraction of the way done in the current direction at `now`: P
    /// running forward, 1 − P reversed (with `scrubsLinearly`; otherwise
    /// the fraction whose scrub shows that progress). The same function of
    /// the progress whether running, paused or stopped; 0…1 except during a
    /// spring's overshoot; 0 while inactive.
    public func fractionComplete(at now: Double) -> Double {
        switch state {
        case .inactive: return 0
        case .stopped: return fraction(forProgress: storedProgress)
        case .active: return motion == nil ? pausedFraction : fraction(forProgress: progress(at: now))
        }
    }

    /// The exact instant the current run ends, seconds — when the progress
    /// and every joined progress have arrived — or nil when not running.
    /// `advance(to:)` at this instant (or later) ends the run.
    public var completionTime: Double? {
        guard let motion else { return nil }
        var end = motion.endTime
        var j = 0
        while j < joins.count {
            if let m = joins[j].motion { end = Swift.max(end, m.endTime) }
            j += 1
        }
        return end
    }

    /// How many properties joined while active (`addJoin(at:)`); 0 once
    /// inactive.
    public var joinCount: Int { joins.count }

    /// The own progress u of joined property `index` (0 at the value it was
    /// added with, 1 at its end value) at `now`, and du/dt, per second.
    ///
    /// - Precondition: `index` < `joinCount`.
    public func joinedProgress(_ index: Int, at now: Double) -> (value: Double, velocity: Double) {
        precondition(index >= 0 && index < joins.count, "joined progress \(index) of \(joins.count)")
        return joins[index].state(at: now, progress: storedProgress)
    }
}
