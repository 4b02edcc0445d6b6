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
/// value whenever the progress changes. Adding a property while the
/// animator is active makes it join from the current progress: it goes from
/// the value you give to its end value over what is left of the current
/// direction (UIKit's `addAnimations` while running).
///
/// ## Progress, fraction and direction
/// `progress` is the forward position P (0 start, 1 end; a spring may
/// overshoot). `fractionComplete` is measured **in the current direction**,
/// clamped to 0…1: P when running forward, 1 − P when reversed — the
/// convention UIKit code such as seed 004's pan handler relies on.
/// Pausing never moves anything: the fraction read after a pause is exactly
/// where the properties are. With `scrubsLinearly` (the default) setting the
/// fraction moves the properties linearly; otherwise along the animator's
/// timing (the curve, or the spring's progress over its settling time).
///
/// ## Timing and continuity
/// A run from rest follows the `timing` (see `AnimatorTiming`); a curve
/// lasts the animator's `duration` times the distance left. Whenever a new
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
/// clamped.
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
    /// The timing of the next (or current) stretch.
    public private(set) var timing: AnimatorTiming
    /// The UIKit state.
    public private(set) var state: AnimatorState = .inactive
    /// Whether the animations run toward the start values.
    public private(set) var isReversed = false
    /// Whether the animator may be paused, stopped, scrubbed, reversed and
    /// continued once started (default true).
    public private(set) var isInterruptible = true
    /// Whether setting `fractionComplete` moves the properties linearly
    /// (default true) or along the timing.
    public var scrubsLinearly = true
    /// Whether a run that reaches its end stays active and paused there
    /// instead of finishing (default false).
    public var pausesOnCompletion = false
    /// When a spring-timed run counts as finished, in progress units (a
    /// fraction of the way) and progress per second; default 0.001 and
    /// 0.01 /s. Curve-timed runs end exactly at their duration.
    public var restThreshold = RestThreshold(value: 0.001)

    private var storedProgress: Double = 0
    private var storedVelocity: Double = 0
    private var motion: ProgressMotion?
    private var pausedFraction: Double = 0
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
        self.id = Self.nextID
        Self.nextID += 1
    }

    /// An animator along a timing curve (UIKit's `init(duration:curve:)`).
    public convenience init(duration: Double, curve: TimingCurve, runtime: AnimationRuntime) throws(AnimatorError) {
        try self.init(duration: duration, timing: .curve(curve), runtime: runtime)
    }

    /// An animator driven by a spring with damping ratio `dampingRatio`
    /// that settles (to within 0.1 % of the way) in `duration` seconds —
    /// UIKit's `init(duration:dampingRatio:)`.
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

    /// The fraction of the way done in the current direction, 0…1 (see the
    /// type's documentation); 0 while inactive. Set it with
    /// `setFractionComplete(_:)`.
    public var fractionComplete: Double {
        switch state {
        case .inactive: return 0
        case .stopped: return directionalFraction(of: storedProgress)
        case .active: return motion == nil ? pausedFraction : directionalFraction(of: progress)
        }
    }

    /// The value of `property` now, in its units.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func value<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        try track(property).value(at: progress)
    }

    /// The velocity of `property` now, in its units per second.
    ///
    /// - Throws: `AnimatorError.foreignProperty` for another animator's handle.
    public func velocity<V>(of property: AnimatorProperty<V>) throws(AnimatorError) -> V {
        try track(property).velocity(at: progress, progressVelocity: progressVelocity)
    }

    // MARK: Properties and completions

    /// Adds a property animated from `from` to `to` and returns its handle.
    ///
    /// Inactive: the property goes from `from` at progress 0 to `to` at 1.
    /// Active: it joins now, from `from` at the current progress to `to` at
    /// the end of the current direction (holding `from` on the other side).
    /// `onChange` is called at once with the property's value and then
    /// whenever the progress changes.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped.
    @discardableResult
    public func addAnimation<V: VectorArithmetic>(
        from: V, to: V, onChange: ((V) -> Void)? = nil
    ) throws(AnimatorError) -> AnimatorProperty<V> {
        guard state != .stopped else { throw .stopped }
        let track: PropertyTrack<V>
        if state == .inactive {
            track = PropertyTrack(startProgress: 0, endProgress: 1, startValue: from,
                                  endValue: to.nearestEquivalent(to: from), holdsBeforeStart: false)
        } else {
            track = PropertyTrack(startProgress: progress, endProgress: endTarget, startValue: from,
                                  endValue: to.nearestEquivalent(to: from), holdsBeforeStart: true)
        }
        let (k, store) = propertyStore(for: V.self)
        store.tracks.append(track)
        store.handlers.append(PropertyStore<V>.Handler(call: onChange))
        onChange?(track.value(at: state == .inactive ? 0 : progress))
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
        notifyProperties()
        complete(at: position)
    }

    // MARK: Scrubbing and reversing

    /// Moves a paused (or inactive) animator to `fraction` of the way in the
    /// current direction; an inactive animator becomes active and paused.
    /// Finite values outside 0…1 are clamped.
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
        if state == .inactive { activate() }
        let f = Swift.min(Swift.max(fraction, 0), 1)
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
        let start = Swift.max(now, motion?.startTime ?? now)
        motion = ProgressMotion(timing: timing, from: p, to: endTarget, velocity: velocity, curveDuration: 0,
                                startTime: start, threshold: restThreshold)
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

    /// Advances to `time`: called by the runtime on every frame while running.
    func advance(to time: Double) {
        guard let motion else {
            runtime.unschedule(self)
            return
        }
        let s = motion.sample(at: time)
        storedProgress = s.value
        storedVelocity = s.velocity
        guard s.isSettled else {
            notifyProperties()
            return
        }
        self.motion = nil
        storedVelocity = 0
        runtime.unschedule(self)
        notifyProperties()
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
        storedVelocity = 0
    }

    /// Starts a stretch from rest at the stored progress.
    private func begin(velocity: Double?, delay: Double, durationFactor: Double) {
        let p = storedProgress
        let remaining = Swift.abs(endTarget - p)
        let curveDuration = durationFactor > 0 ? durationFactor * duration : remaining * duration
        motion = ProgressMotion(timing: timing, from: p, to: endTarget, velocity: velocity, curveDuration: curveDuration,
                                startTime: now + delay, threshold: restThreshold)
        runtime.schedule(self)
        notifyProperties()
    }

    /// Starts a new stretch from where `current` is now, keeping its
    /// velocity (or, during a start delay, keeping the delay).
    private func restart(from current: ProgressMotion, durationFactor: Double) {
        let s = current.sample(at: now)
        let p = s.value
        let remaining = Swift.abs(endTarget - p)
        if current.startTime > now {
            let curveDuration = durationFactor > 0 ? durationFactor * duration : remaining * duration
            motion = ProgressMotion(timing: timing, from: p, to: endTarget, velocity: nil, curveDuration: curveDuration,
                                    startTime: current.startTime, threshold: restThreshold)
        } else {
            let natural = Swift.max(remaining, Self.minimumTurnFraction) * duration
            let curveDuration = durationFactor > 0 ? durationFactor * duration : natural
            motion = ProgressMotion(timing: timing, from: p, to: endTarget, velocity: s.velocity, curveDuration: curveDuration,
                                    startTime: now, threshold: restThreshold)
        }
        storedProgress = p
        runtime.schedule(self)
    }

    /// Stops the motion where it is (paused or stopped).
    private func halt() {
        storedProgress = progress
        storedVelocity = 0
        motion = nil
        runtime.unschedule(self)
    }

    /// Becomes inactive: every property rests at its current value.
    private func deactivate() {
        for s in stores { s.freeze(at: storedProgress) }
        motion = nil
        runtime.unschedule(self)
        state = .inactive
        storedProgress = 0
        storedVelocity = 0
        pausedFraction = 0
    }

    /// Becomes inactive and calls the completions with `position`.
    private func complete(at position: AnimatorPosition) {
        deactivate()
        let list = completions
        completions.removeAll()
        for c in list { c(position) }
    }

    private func notifyProperties() {
        let p = progress
        var k = 0
        while k < stores.count {
            stores[k].notify(progress: p)
            k += 1
        }
    }

    private func directionalFraction(of p: Double) -> Double {
        let d = isReversed ? 1 - p : p
        return Swift.min(Swift.max(d, 0), 1)
    }

    /// The fraction to report for progress `p` in the current direction:
    /// the directional progress when scrubbing linearly, else the fraction
    /// whose scrubbed progress is the directional progress.
    private func fraction(forProgress p: Double) -> Double {
        let d = directionalFraction(of: p)
        if scrubsLinearly { return d }
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if scrubbedProgress(forFraction: mid) < d { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The directional progress that a scrub to fraction `f` shows.
    private func scrubbedProgress(forFraction f: Double) -> Double {
        if scrubsLinearly { return f }
        switch timing {
        case .curve(let curve):
            return curve.value(at: f)
        case .spring(let unit):
            if f >= 1 { return 1 }
            let rest = Spring.UnitCurve(spring: unit.spring)
            return rest.progress(at: f * rest.settlingDuration(epsilon: restThreshold.value > 0 ? restThreshold.value : 0.001))
        }
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
