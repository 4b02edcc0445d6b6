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
/// such as seed 004's pan handler relies on. It is one function of P in
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
    public private(set) var timing: AnimatorTiming
    /// The timing the animator was created with.
    private let ownTiming: AnimatorTiming
    /// The UIKit state.
    public private(set) var state: AnimatorState = .inactive
    /// Whether the animations run toward the start values.
    public private(set) var isReversed = false
    /// Whether the animator may be paused, stopped, scrubbed, reversed and
    /// continued once started (default true).
    public private(set) var isInterruptible = true
    /// Whether setting `fractionComplete` moves the properties linearly
    /// (default true) or along the timing. Changing it while paused changes
    /// the fraction reported, never the properties.
    public var scrubsLinearly = true {
        didSet { refreshPausedFraction() }
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
    /// negative values become 1e-12. Applies to runs started after it is set.
    public var settlingTolerance = 0.001 {
        didSet {
            if settlingTolerance.isNaN || settlingTolerance <= 0 { settlingTolerance = 1e-12 }
            refreshPausedFraction()
        }
    }

    private var storedProgress: Double = 0
    private var motion: ProgressMotion?
    private var pausedFraction: Double = 0
    /// The own progress of every property that joined while active.
    private var joins: [JoinedProgress] = []
    /// u of every joined property, as last delivered (indexed like `joins`).
    private var joinValues: [Double] = []
    /// The unit spring's settling time for the spring scrubbing map.
    private var scrubSettling: (spring: Spring, epsilon: Double, duration: Double)?
    private var completions: [(AnimatorPosition) -> Void] = []
    private var stores: [any AnimatorPropertyStore] = []
    private var storeIndex: [ObjectIdentifier: Int] = [:]
    private let id: UInt64
    private static var nextID: UInt64 = 1

    var isScheduled = false
    var isInRuntimeList = false

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

    private var now: Double { runtime.now }

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

    // MARK: Properties and completions

    /// Adds a property animated from `from` to `to` and returns its handle.
    ///
    /// Inactive: the property goes from `from` at progress 0 to `to` at 1.
    /// Active: it joins now, from `from` to `to` over the time left of the
    /// current stretch with the animator's timing, starting at rest (paused:
    /// when the animator resumes); see "Adding properties while active" in
    /// the type's documentation. Joining at the very end of the direction
    /// (or once the run's time is up), it takes `to` at once.
    /// `onChange` is called at once with the property's value and then
    /// whenever the progress changes.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped.
    @discardableResult
    public func addAnimation<V: VectorArithmetic>(
        from: V, to: V, onChange: ((V) -> Void)? = nil
    ) throws(AnimatorError) -> AnimatorProperty<V> {
        guard state != .stopped else { throw .stopped }
        var u = 0.0
        var join = -1
        if state == .active {
            let j = makeJoin()
            join = joins.count
            joins.append(j)
            u = j.state(at: now, progress: storedProgress).value
            joinValues.append(u)
        }
        let track = PropertyTrack(startValue: from, endValue: to.nearestEquivalent(to: from), join: join)
        let (k, store) = propertyStore(for: V.self)
        store.tracks.append(track)
        store.handlers.append(PropertyStore<V>.Handler(call: onChange))
        onChange?(track.value(at: u))
        return AnimatorProperty(animator: id, store: k, index: store.tracks.count - 1)
    }

    /// Adds a completion, called once with the position where the
    /// animations ended when the animator finishes (any state).
    public func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Starting, pausing, stopping

    /// Starts the animations, or resumes them after a pause.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped. No effect while running.
    public func startAnimation() throws(AnimatorError) {
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: return
        case .inactive:
            activate()
            begin(velocity: nil, delay: 0, durationFactor: 0)
        case .active:
            begin(velocity: nil, delay: 0, durationFactor: 0)
        }
    }

    /// Starts (or resumes) the animations after `delay` seconds; the
    /// animator is running, holding still, meanwhile.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative delay;
    ///   `.running` while running; `.stopped` when stopped.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        guard delay.isFinite else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .notFinite)) }
        guard delay >= 0 else { throw .invalidArgument(ParameterError(parameter: "delay", value: delay, reason: .negative)) }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: throw .running
        case .inactive:
            activate()
            begin(velocity: nil, delay: delay, durationFactor: 0)
        case .active:
            begin(velocity: nil, delay: delay, durationFactor: 0)
        }
    }

    /// Pauses the animations where they are (an inactive animator becomes
    /// active and paused at its start).
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible. No effect while paused.
    public func pauseAnimation() throws(AnimatorError) {
        guard state != .stopped else { throw .stopped }
        guard isInterruptible else { throw .notInterruptible }
        switch state {
        case .inactive:
            activate()
            pausedFraction = fraction(forProgress: storedProgress)
            notifyProperties()
        case .active where motion != nil:
            halt()
            pausedFraction = fraction(forProgress: storedProgress)
        default:
            return
        }
    }

    /// Stops the animations where they are.
    ///
    /// `withoutFinishing` false: the animator becomes stopped and waits for
    /// `finishAnimation(at:)`. true: it becomes inactive at once and no
    /// completion is called. No effect while inactive (and for `false` while
    /// stopped).
    ///
    /// - Throws: `.notInterruptible` while active if not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) throws(AnimatorError) {
        switch state {
        case .inactive:
            return
        case .active:
            guard isInterruptible else { throw .notInterruptible }
            halt()
            if withoutFinishing {
                deactivate()
                completions.removeAll()
            } else {
                state = .stopped
            }
        case .stopped:
            if withoutFinishing {
                deactivate()
                completions.removeAll()
            }
        }
    }

    /// Finishes a stopped animator: moves the properties to `position`'s
    /// values (`.current` leaves them), becomes inactive and calls the
    /// completions with `position`.
    ///
    /// - Throws: `.notStopped` unless stopped.
    public func finishAnimation(at position: AnimatorPosition) throws(AnimatorError) {
        guard state == .stopped else { throw .notStopped }
        switch position {
        case .start: storedProgress = 0
        case .end: storedProgress = 1
        case .current: break
        }
        if position != .current {
            // Every property at its start or end value, joined ones included.
            var j = 0
            while j < joins.count {
                joins[j].restProgress = storedProgress
                joins[j].restValue = joins[j].target(forProgressTarget: storedProgress)
                j += 1
            }
        }
        notifyProperties()
        complete(at: position)
    }

    // MARK: Scrubbing and reversing

    /// Moves a paused (or inactive) animator to `fraction` of the way in the
    /// current direction; an inactive animator becomes active and paused.
    /// Finite values outside 0…1 are clamped to 0…1, widened to include the
    /// fraction the animator reports: setting `fractionComplete` to the
    /// value it reads (even during an overshoot, 1.03 say) moves nothing.
    ///
    /// - Throws: `.invalidArgument` for NaN or infinity; `.running` while
    ///   running; `.stopped` when stopped; `.notInterruptible` if not
    ///   interruptible.
    public func setFractionComplete(_ fraction: Double) throws(AnimatorError) {
        guard fraction.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "fractionComplete", value: fraction, reason: .notFinite))
        }
        switch state {
        case .stopped: throw .stopped
        case .active where motion != nil: throw .running
        default: break
        }
        guard isInterruptible else { throw .notInterruptible }
        let wasActive = state == .active
        if !wasActive { activate() }
        let current = pausedFraction
        let f = Swift.min(Swift.max(fraction, Swift.min(0, current)), Swift.max(1, current))
        if wasActive && f == current { return }
        pausedFraction = f
        let directional = scrubbedProgress(forFraction: f)
        storedProgress = isReversed ? 1 - directional : directional
        notifyProperties()
    }

    /// Sets the direction. While running, the progress turns toward the
    /// other end starting from its current value and velocity (C1); while
    /// paused, the properties stay and the fraction is now measured the
    /// other way; while inactive, the next run goes from the end values to
    /// the start values.
    ///
    /// - Throws: `.stopped` when stopped; `.notInterruptible` while active
    ///   if not interruptible.
    public func setReversed(_ reversed: Bool) throws(AnimatorError) {
        guard state != .stopped else { throw .stopped }
        guard state == .inactive || isInterruptible else { throw .notInterruptible }
        guard reversed != isReversed else { return }
        isReversed = reversed
        guard state == .active else { return }
        if let motion {
            restart(from: motion, durationFactor: 0)
        } else {
            pausedFraction = fraction(forProgress: storedProgress)
        }
    }

    /// Sets whether the animator may be interrupted.
    ///
    /// - Throws: `.notInactive` unless inactive.
    public func setInterruptible(_ interruptible: Bool) throws(AnimatorError) {
        guard state == .inactive else { throw .notInactive }
        isInterruptible = interruptible
    }

    // MARK: Continuing

    /// Runs a paused animator to the end of its direction with new timing
    /// (or its current timing when nil), or changes the timing of a running
    /// one without a jump in position or velocity.
    ///
    /// `durationFactor` sets a curve's duration to `durationFactor ×
    /// duration`; 0 keeps the natural one (the distance left times
    /// `duration`). A spring runs on its own time scale and ignores it. From
    /// a pause a spring starts with its unit curve's relative velocity times
    /// the distance left; while running it keeps the current velocity.
    ///
    /// - Throws: `.invalidArgument` for a NaN, infinite or negative factor
    ///   or a bad timing; `.inactive`, `.stopped`; `.notInterruptible`.
    public func continueAnimation(withTimingParameters parameters: AnimatorTiming?, durationFactor: Double) throws(AnimatorError) {
        try checkContinue(parameters, durationFactor: durationFactor)
        if let parameters { timing = parameters }
        if let motion {
            restart(from: motion, durationFactor: durationFactor)
        } else {
            begin(velocity: nil, delay: 0, durationFactor: durationFactor)
        }
    }

    /// Runs a paused (or running) animator on `spring`, starting with a
    /// progress velocity of `progressVelocity` per second in *forward*
    /// terms (dP/dt: a finger's speed divided by the property's full range).
    ///
    /// Unlike a relative velocity, this needs no distance left, so a flick
    /// released exactly at an end keeps its speed.
    ///
    /// - Throws: as `continueAnimation(withTimingParameters:durationFactor:)`,
    ///   and `.invalidArgument` for a non-finite velocity.
    public func continueAnimation(spring: Spring, progressVelocity velocity: Double) throws(AnimatorError) {
        guard velocity.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "progressVelocity", value: velocity, reason: .notFinite))
        }
        let parameters = AnimatorTiming.spring(spring)
        try checkContinue(parameters, durationFactor: 0)
        timing = parameters
        let p = progress
        let target = endTarget
        let start = Swift.max(now, motion?.startTime ?? now)
        var j = 0
        while j < joins.count {
            // Running: the property keeps its own velocity. Paused: it gets
            // the velocity the scrub gave it, dP/dt times du/dP.
            let u: Double, w: Double
            if let m = joins[j].motion {
                let s = m.sample(at: now)
                (u, w) = (s.value, s.velocity)
            } else {
                let knots = joins[j].knots
                (u, w) = (knots.value(at: p), velocity * knots.slope(at: p, direction: velocity))
            }
            joins[j].motion = ProgressMotion(spring: spring, from: u, to: joins[j].target(forProgressTarget: target),
                                             velocity: w, startTime: start, tolerance: settlingTolerance)
            j += 1
        }
        motion = ProgressMotion(spring: spring, from: p, to: target, velocity: velocity, startTime: start, tolerance: settlingTolerance)
        storedProgress = p
        runtime.schedule(self)
    }

    private func checkContinue(_ parameters: AnimatorTiming?, durationFactor: Double) throws(AnimatorError) {
        guard durationFactor.isFinite else {
            throw .invalidArgument(ParameterError(parameter: "durationFactor", value: durationFactor, reason: .notFinite))
        }
        guard durationFactor >= 0 else {
            throw .invalidArgument(ParameterError(parameter: "durationFactor", value: durationFactor, reason: .negative))
        }
        try parameters?.validate()
        switch state {
        case .inactive: throw .inactive
        case .stopped: throw .stopped
        case .active: break
        }
        guard isInterruptible else { throw .notInterruptible }
    }

    // MARK: Frames

    /// Advances to `time`: called by the runtime on every frame while
    /// running. Samples each motion once and delivers those values.
    func advance(to time: Double) {
        guard let motion else {
            runtime.unschedule(self)
            return
        }
        let s = motion.sample(at: time)
        storedProgress = s.value
        var arrived = s.isSettled
        var j = 0
        while j < joins.count {
            if let m = joins[j].motion {
                let js = m.sample(at: time)
                joinValues[j] = js.value
                if !js.isSettled { arrived = false }
            }
            j += 1
        }
        guard arrived else {
            deliver(progress: s.value)
            return
        }
        self.motion = nil
        stopJoins()
        runtime.unschedule(self)
        deliver(progress: s.value)
        if pausesOnCompletion {
            pausedFraction = fraction(forProgress: storedProgress)
            return
        }
        complete(at: motion.target == 1 ? .end : .start)
    }

    // MARK: Internals

    /// The end of the current direction: 1 forward, 0 reversed.
    private var endTarget: Double { isReversed ? 0 : 1 }

    private func activate() {
        state = .active
        storedProgress = isReversed ? 1 : 0
    }

    /// Starts a stretch from rest at the stored progress (joined properties
    /// from rest at their own progress).
    private func begin(velocity: Double?, delay: Double, durationFactor: Double) {
        let p = storedProgress
        let target = endTarget
        let remaining = Swift.abs(target - p)
        let curveDuration = durationFactor > 0 ? durationFactor * duration : remaining * duration
        let start = now + delay
        var j = 0
        while j < joins.count {
            let u = joins[j].knots.value(at: p)
            let uTarget = joins[j].target(forProgressTarget: target)
            // With no progress left, a joined property still on its way
            // takes the time its own distance gives it.
            let d = curveDuration > 0 ? curveDuration : Swift.abs(uTarget - u) * duration
            joins[j].motion = ProgressMotion(timing: timing, from: u, to: uTarget, velocity: nil, curveDuration: d,
                                             startTime: start, tolerance: settlingTolerance)
            j += 1
        }
        motion = ProgressMotion(timing: timing, from: p, to: target, velocity: velocity, curveDuration: curveDuration,
                                startTime: start, tolerance: settlingTolerance)
        runtime.schedule(self)
        notifyProperties()
    }

    /// Starts a new stretch from where `current` is now, keeping its
    /// velocity (or, during a start delay, keeping the delay); joined
    /// properties likewise from their own value and velocity.
    private func restart(from current: ProgressMotion, durationFactor: Double) {
        let s = current.sample(at: now)
        let p = s.value
        let target = endTarget
        let remaining = Swift.abs(target - p)
        let delayed = current.startTime > now
        let start = delayed ? current.startTime : now
        let natural = delayed ? remaining * duration : Swift.max(remaining, Self.minimumTurnFraction) * duration
        let curveDuration = durationFactor > 0 ? durationFactor * duration : natural
        var j = 0
        while j < joins.count {
            let js = joins[j].state(at: now, progress: p)
            let uTarget = joins[j].target(forProgressTarget: target)
            let d = curveDuration > 0 ? curveDuration : Swift.abs(uTarget - js.value) * duration
            joins[j].motion = ProgressMotion(timing: timing, from: js.value, to: uTarget, velocity: delayed ? nil : js.velocity,
                                             curveDuration: d, startTime: start, tolerance: settlingTolerance)
            j += 1
        }
        motion = ProgressMotion(timing: timing, from: p, to: target, velocity: delayed ? nil : s.velocity,
                                curveDuration: curveDuration, startTime: start, tolerance: settlingTolerance)
        storedProgress = p
        runtime.schedule(self)
    }

    /// Stops the motion where it is (paused or stopped).
    private func halt() {
        storedProgress = progress
        stopJoins()
        motion = nil
        runtime.unschedule(self)
    }

    /// Stops every joined property where it is now, as a function of the
    /// stored progress from then on.
    private func stopJoins() {
        var j = 0
        while j < joins.count {
            if let m = joins[j].motion {
                joins[j].restValue = m.sample(at: now).value
                joins[j].restProgress = storedProgress
                joins[j].motion = nil
            }
            j += 1
        }
    }

    /// The own progress for a property joining now (see `JoinedProgress`).
    private func makeJoin() -> JoinedProgress {
        let p = progress
        let target = endTarget
        var join = JoinedProgress(joinProgress: p, endProgress: target, motion: nil, restProgress: p,
                                  restValue: p == target ? 1 : 0)
        guard let m = motion else { return join }
        // Running: from rest, reaching the end exactly when the current stretch does.
        let start = Swift.max(now, m.startTime)
        let end = m.endTime
        let left = end - start
        switch m {
        case .spring(let a, _) where left >= Spring.minimumDuration:
            let spring = Spring(settlingDuration: left, dampingRatio: a.spring.dampingRatio, epsilon: settlingTolerance)
            join.motion = .spring(SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: start, threshold: ProgressMotion.exact),
                                  end: end)
        case .spring:
            join.motion = .curve(TimingCurveAnimation(curve: .linear, from: 0.0, to: 1, duration: 0, startTime: start))
        case .curve(let a):
            join.motion = .curve(TimingCurveAnimation(curve: a.curve, from: 0.0, to: 1, duration: Swift.max(0, left), startTime: start))
        }
        return join
    }

    /// Becomes inactive: every property rests at its current value.
    private func deactivate() {
        refreshJoinValues()
        var k = 0
        while k < stores.count {
            stores[k].freeze(progress: storedProgress, joins: joinValues)
            k += 1
        }
        joins.removeAll()
        joinValues.removeAll()
        motion = nil
        runtime.unschedule(self)
        state = .inactive
        storedProgress = 0
        pausedFraction = 0
        // A timing given to continueAnimation applies to that run only.
        timing = ownTiming
    }

    /// Becomes inactive and calls the completions with `position`.
    private func complete(at position: AnimatorPosition) {
        deactivate()
        let list = completions
        completions.removeAll()
        for c in list { c(position) }
    }

    /// Brings `joinValues` up to date at `now`.
    private func refreshJoinValues() {
        var j = 0
        while j < joins.count {
            joinValues[j] = joins[j].state(at: now, progress: storedProgress).value
            j += 1
        }
    }

    /// Calls the change handlers with the current values.
    private func notifyProperties() {
        refreshJoinValues()
        deliver(progress: progress)
    }

    /// Calls the change handlers for progress `p` and `joinValues`.
    private func deliver(progress p: Double) {
        var k = 0
        while k < stores.count {
            stores[k].notify(progress: p, joins: joinValues)
            k += 1
        }
    }

    /// Keeps the paused fraction true to the properties when the way it is
    /// measured changes.
    private func refreshPausedFraction() {
        if state == .active && motion == nil { pausedFraction = fraction(forProgress: storedProgress) }
    }

    /// The fraction to report for progress `p` in the current direction:
    /// the directional progress when scrubbing linearly, else the fraction
    /// whose scrubbed progress is the directional progress. Outside 0…1 (an
    /// overshoot) both are the directional progress itself.
    private func fraction(forProgress p: Double) -> Double {
        let d = isReversed ? 1 - p : p
        if scrubsLinearly || !(d > 0 && d < 1) { return d }
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if scrubbedProgress(forFraction: mid) < d { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The directional progress that a scrub to fraction `f` shows: `f`
    /// itself when scrubbing linearly and outside 0…1.
    private func scrubbedProgress(forFraction f: Double) -> Double {
        if scrubsLinearly || !(f > 0 && f < 1) { return f }
        switch timing {
        case .curve(let curve):
            return curve.value(at: f)
        case .spring(let unit):
            let rest = Spring.UnitCurve(spring: unit.spring)
            return rest.progress(at: f * scrubSettlingDuration(of: unit.spring))
        }
    }

    /// The settling time of `spring` from rest to within
    /// `settlingTolerance`, computed once per spring and tolerance.
    private func scrubSettlingDuration(of spring: Spring) -> Double {
        if let c = scrubSettling, c.spring == spring, c.epsilon == settlingTolerance { return c.duration }
        let d = Spring.UnitCurve(spring: spring).settlingDuration(epsilon: settlingTolerance)
        scrubSettling = (spring, settlingTolerance, d)
        return d
    }

    private func propertyStore<V: VectorArithmetic>(for type: V.Type) -> (Int, PropertyStore<V>) {
        let key = ObjectIdentifier(type)
        if let k = storeIndex[key] { return (k, unsafeDowncast(stores[k], to: PropertyStore<V>.self)) }
        let s = PropertyStore<V>()
        storeIndex[key] = stores.count
        stores.append(s)
        return (stores.count - 1, s)
    }

    private func track<V>(_ property: AnimatorProperty<V>) throws(AnimatorError) -> PropertyTrack<V> {
        guard property.animator == id, property.store < stores.count,
              let s = stores[property.store] as? PropertyStore<V>, property.index < s.tracks.count
        else { throw .foreignProperty }
        return s.tracks[property.index]
    }
}
