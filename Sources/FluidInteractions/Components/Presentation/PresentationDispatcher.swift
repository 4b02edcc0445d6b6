import FluidAnimation
import FluidGestures
import FluidPhysics

/// Runs a contextual transition — a piece of content growing out of the
/// control that represents it into a screen, and shrinking back — as an
/// explicit, interruptible state machine over ONE animated number, written
/// as a value: every call takes the time, and returns what happened.
///
/// **Progress.** 0 is the source screen (a list), 1 the destination (a
/// detail screen). A spring (`mirrorTransition`, by default response
/// 0.45 s, ζ 0.9) moves it; a finger may hold it instead. Every visual is a
/// pure function of progress and of the poses the caller gives, so
/// continuity of progress (value and velocity, which every hand-off keeps)
/// gives continuity of everything drawn. One word, one meaning: *progress*
/// (`progress(at:)`, the phases, the moments) is always within 0…1, as a
/// transition's progress is reported; the *drawn progress*
/// (`drawnProgress(at:)`), which the mirror follows, is the motion's own
/// value and may leave 0…1 — while a finger stretches it past an end
/// (`overdrag`), and by a hair when the spring overshoots (ζ 0.9 overshoots
/// by at most 0.15 % of the distance when starting from rest; more when
/// released fast toward the end).
///
/// **Time.** Every call that depends on the time takes it (seconds, on the
/// owner's clock, which should not go backwards; non-finite times are
/// ignored: the call changes nothing). Reading is exact at any instant;
/// nothing moves between calls. A transition comes to rest only in a call:
/// `advance(to:)` at or after `endTime` rests it at exactly that instant,
/// and a change whose motion has no time to run (it starts within
/// `progressTolerance` of its end) rests it at once.
///
/// **What happened.** Each change returns the events it caused, in order,
/// as values (`PresentationEvent`): a transition that `ended` on the way to
/// the call's time, one that `began` from rest, one `interrupted` in flight
/// (caught, reversed or redirected), and one that `ended` at once. The
/// owner acts on them — hides the cell the mirror stands in for when a
/// transition begins, shows it again when a dismissal ends.
///
/// **Poses.** The caller says where the *source* is (the cell's frame and
/// style, and how fast it moves: a scrolling list) and where the
/// *destination* is, at each call that needs them; the dispatcher adds the
/// redirect hand-off offsets and evaluates `mirror`, by default the
/// straight interpolation of the two poses.
///
/// **States.** `idle` (0, at rest) → `presenting(p)` → `presented` (1, at
/// rest) → `dismissing(p)` → `idle`; from any state a finger can take hold
/// (`interactive(p, direction)`), and a presentation in flight can be
/// reversed or redirected to new content. A transition ends at the exact
/// instant its motion settles (`Spring.settlingDuration` with
/// `progressTolerance`, and the redirect hand-off with `poseTolerance`), so
/// its end does not depend on the frame rate.
///
/// **Hand-offs.**
/// - *Grab* (`grab(at:)`): progress stays exactly where it is; the finger
///   holds it still (velocity 0).
/// - *Release* (`release(at:tap:cancelled:)`), by the two-end rule
///   (`TwoEndChoice`): a drag goes to the end nearest the projection of
///   progress with its velocity (UIScrollView's normal rate: p + 0.4995 s·v),
///   a tap lets it go on, a cancel goes to the nearer end; the spring starts
///   from the released progress with the released velocity.
/// - *Reversal* (`present` while dismissing, and back): the spring is
///   retargeted, keeping progress and velocity.
/// - *Redirect* (`redirect`): the content changes (a tap on another cell)
///   and the transition heads for the destination. The source pose jumps
///   from the old cell to the new one (and the destination may change too,
///   e.g. its colour), so the dispatcher adds a *hand-off offset* to each
///   (old − new, and the same for the source's velocity) that a spring
///   (`redirectSpring`) brings to zero: the mirror's pose and velocity are
///   continuous, and it glides over to the new content.
///
/// Units: progress is dimensionless, its velocity per second; poses are in
/// the `Pose` type's units (points for `MirrorPose` frames), their
/// velocities per second; times in seconds.
public struct PresentationDispatcher<Pose: VectorArithmetic>: Sendable {
    /// Which way a transition goes.
    public typealias Direction = PresentationDirection
    /// The machine's states.
    public typealias Phase = PresentationPhase
    /// When something happened, and the state right after it.
    public typealias Moment = PresentationMoment
    /// What a call caused, in order: at most three events, returned by
    /// value (no allocation).
    public typealias Events = GestureEvents<PresentationEvent>
    /// Where the source and destination are at a call, in the caller's
    /// terms (without the dispatcher's hand-off offsets): the source's pose
    /// and velocity (units per second) and the destination's pose.
    public typealias Poses = (source: Pose, sourceVelocity: Pose, destination: Pose)

    /// The mirror's pose from (source, destination, progress); by default
    /// `source.interpolated(to: destination, fraction: progress)`.
    public var mirror: @Sendable (_ source: Pose, _ destination: Pose, _ progress: Double) -> Pose
    /// The spring that moves progress (change it with `retune`, which keeps
    /// a transition in flight continuous).
    public private(set) var mirrorTransition: Spring
    /// The spring that brings the redirect hand-off offset to zero.
    public private(set) var redirectSpring: Spring
    /// How releases project progress (UIScrollView's normal rate by default).
    public var projectionRate: DecelerationRate
    /// Progress ends its motion once it stays within this of its end
    /// (dimensionless; 5e-4, under 0.4 pt for a 700 pt morph).
    public let progressTolerance: Double
    /// The redirect offset ends once it stays within this (pose units; 0.25).
    public let poseTolerance: Double
    /// The resistance a finger meets dragging progress past 0 or 1
    /// (`drag(by:velocity:at:)`): a rubber band on the range 0…1 (its
    /// dimension in progress: the drawn progress never passes an end by
    /// that much), or nil for none. Change it while no finger holds the
    /// transition: a grab measures where the finger is on this band.
    public var overdrag: RubberBand?
    /// How many times a transition in flight was caught, reversed or redirected.
    public private(set) var interruptions = 0

    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var motion: Motion = .rest(0)
    /// The redirect offsets of (source, destination), springing to zero.
    private var handoff: SpringAnimation<AnimatablePair<Pose, Pose>>?
    private var handoffEnd = -Double.infinity

    private enum Motion: Sendable {
        /// At rest at 0 or 1.
        case rest(Double)
        /// Springing; progress is on its target from `settle` on.
        case spring(SpringAnimation<Double>, settle: Double)
        /// Held by a finger; `resume` is where it was going (or resting)
        /// when caught, `origin` the unresisted progress at the catch.
        case held(progress: Double, velocity: Double, direction: Direction, resume: Double, origin: Double)
    }

    /// An idle dispatcher (progress 0). Tolerances that are not finite and
    /// positive take their defaults.
    public init(
        mirror: @escaping @Sendable (Pose, Pose, Double) -> Pose = { s, d, p in s.interpolated(to: d, fraction: p) },
        mirrorTransition: Spring = Spring(response: 0.45, dampingRatio: 0.9),
        redirectSpring: Spring = Spring(response: 0.45, dampingRatio: 0.9),
        projectionRate: DecelerationRate = .normal,
        progressTolerance: Double = 5e-4,
        poseTolerance: Double = 0.25,
        overdrag: RubberBand? = nil
    ) {
        self.mirror = mirror
        self.mirrorTransition = mirrorTransition
        self.redirectSpring = redirectSpring
        self.projectionRate = projectionRate
        self.progressTolerance = progressTolerance.isFinite && progressTolerance > 0 ? progressTolerance : 5e-4
        self.poseTolerance = poseTolerance.isFinite && poseTolerance > 0 ? poseTolerance : 0.25
        self.overdrag = overdrag
    }

    // MARK: Reading

    /// The progress drawn at `time` (0 = source, 1 = destination): the
    /// motion's own value, which leaves 0…1 while a finger stretches it past
    /// an end and while a release's spring overshoots.
    public func drawnProgress(at time: Double) -> Double {
        switch motion {
        case .rest(let p): return p
        case .spring(let a, let settle): return time >= settle ? a.restingValue : a.value(at: time)
        case .held(let p, _, _, _, _): return p
        }
    }

    /// The velocity of `drawnProgress(at:)`, per second.
    public func drawnProgressVelocity(at time: Double) -> Double {
        switch motion {
        case .rest: return 0
        case .spring(let a, let settle): return time >= settle ? 0 : a.velocity(at: time)
        case .held(_, let v, _, _, _): return v
        }
    }

    /// The state of the machine at `time`, carrying the drawn progress (a
    /// transition comes to rest only in a call: see the type's Time).
    public func drawnPhase(at time: Double) -> Phase {
        switch motion {
        case .rest(let p): return p >= 1 ? .presented : .idle
        case .spring(let a, _):
            return a.restingValue >= 1 ? .presenting(progress: drawnProgress(at: time)) : .dismissing(progress: drawnProgress(at: time))
        case .held(let p, _, let d, _, _): return .interactive(progress: p, direction: d)
        }
    }

    /// Whether no transition runs and no finger holds it, resting at 0.
    public var isIdle: Bool {
        if case .rest(let p) = motion { return p < 1 }
        return false
    }

    /// Where the transition is going: the spring's end, or for a held
    /// transition the end it was going to (or resting at) when caught; nil at rest.
    public var heading: Direction? {
        switch motion {
        case .rest: return nil
        case .spring(let a, _): return a.restingValue >= 1 ? .presenting : .dismissing
        case .held(_, _, _, let resume, _): return resume >= 1 ? .presenting : .dismissing
        }
    }

    /// Progress at `time` (0 = source, 1 = destination), always within 0…1:
    /// `drawnProgress(at:)` pinned, as a transition's progress is reported
    /// (a non-finite value counts as 0); the overshoot of a finger's
    /// overdrag or of the spring shows only in what is drawn.
    public func progress(at time: Double) -> Double {
        let p = drawnProgress(at: time)
        return p.isFinite ? Swift.min(Swift.max(p, 0), 1) : 0
    }

    /// The velocity of `progress(at:)`, per second: the drawn progress's
    /// velocity while it is within 0…1, 0 while it is pinned at an end.
    public func progressVelocity(at time: Double) -> Double {
        (0...1).contains(drawnProgress(at: time)) ? drawnProgressVelocity(at: time) : 0
    }

    /// The state of the machine at `time`, carrying `progress(at:)` (within 0…1).
    public func phase(at time: Double) -> Phase {
        let phase = drawnPhase(at: time)
        switch phase {
        case .idle, .presented: return phase
        case .presenting: return .presenting(progress: progress(at: time))
        case .dismissing: return .dismissing(progress: progress(at: time))
        case .interactive(_, let direction): return .interactive(progress: progress(at: time), direction: direction)
        }
    }

    /// Whether a finger holds the transition.
    public var isInteractive: Bool {
        if case .held = motion { return true }
        return false
    }

    /// Whether nothing moves at `time`: at rest at an end, with no hand-off
    /// offset left.
    public func isSettled(at time: Double) -> Bool {
        if case .rest = motion { return handoff == nil || time >= handoffEnd }
        return false
    }

    /// The exact instant the running transition comes to rest, or nil when
    /// none runs (at rest, or held).
    public var endTime: Double? {
        guard case .spring(_, let settle) = motion else { return nil }
        return handoff == nil ? settle : Swift.max(settle, handoffEnd)
    }

    /// The redirect hand-off offsets of (source, destination) at `time` and
    /// their velocities, units per second; zero when there is none.
    public func handoffOffset(at time: Double) -> (value: AnimatablePair<Pose, Pose>, velocity: AnimatablePair<Pose, Pose>) {
        guard let h = handoff, time < handoffEnd else { return (.zero, .zero) }
        let s = h.sample(at: time)
        return (s.value, s.velocity)
    }

    /// The poses the mirror uses at `time`: the caller's `poses` plus the
    /// redirect hand-off offsets, with the velocities of source and
    /// destination (only the offset moves the destination), units per second.
    public func shownPoses(_ poses: Poses, at time: Double)
        -> (source: Pose, sourceVelocity: Pose, destination: Pose, destinationVelocity: Pose) {
        let offset = handoffOffset(at: time)
        return (poses.source + offset.value.first, poses.sourceVelocity + offset.velocity.first,
                poses.destination + offset.value.second, offset.velocity.second)
    }

    /// The mirror's pose at `time`: `mirror` at the shown poses and progress.
    public func mirrorPose(_ poses: Poses, at time: Double) -> Pose {
        let shown = shownPoses(poses, at: time)
        return mirror(shown.source, shown.destination, drawnProgress(at: time))
    }

    /// The mirror pose's velocity at `time`, units per second: the
    /// derivative of `mirror` along the motion of (source, destination,
    /// progress), by a central difference of 0.1 ms. Exact (to rounding)
    /// for the default interpolation, which is bilinear in the poses and
    /// progress.
    public func mirrorVelocity(_ poses: Poses, at time: Double) -> Pose {
        let shown = shownPoses(poses, at: time)
        let s = shown.source, sv = shown.sourceVelocity, d = shown.destination, dv = shown.destinationVelocity
        let p = drawnProgress(at: time), v = drawnProgressVelocity(at: time), h = 1e-4
        let ahead = mirror(s + sv.scaled(by: h), d + dv.scaled(by: h), p + v * h)
        let behind = mirror(s - sv.scaled(by: h), d - dv.scaled(by: h), p - v * h)
        return (ahead - behind).scaled(by: 1 / (2 * h))
    }

    // MARK: Time

    /// Advances to `time` seconds: a transition whose motion settles by then
    /// comes to rest at its exact instant (`endTime`), returned as `ended`
    /// with that time.
    @discardableResult
    public mutating func advance(to time: Double) -> Events {
        var events = Events()
        guard time.isFinite else { return events }
        if let end = endTime, end <= time { finish(at: end, into: &events) }
        if handoff != nil, time >= handoffEnd { handoff = nil }
        return events
    }

    private mutating func finish(at time: Double, into events: inout Events) {
        guard case .spring(let a, _) = motion else { return }
        motion = .rest(a.restingValue >= 1 ? 1 : 0)
        if time >= handoffEnd { handoff = nil }
        events.append(.ended(moment(at: time)))
    }

    private func moment(at time: Double) -> Moment {
        Moment(time: time, phase: phase(at: time), velocity: drawnProgressVelocity(at: time))
    }

    // MARK: Programmatic transitions

    /// Presents at `time`: from rest, begins (`began`); dismissing, reverses
    /// keeping progress and velocity (`interrupted`); held, lets go toward 1
    /// (`interrupted`).
    @discardableResult
    public mutating func present(at time: Double) -> Events { head(toward: 1, at: time) }

    /// Dismisses at `time` (see `present(at:)`).
    @discardableResult
    public mutating func dismiss(at time: Double) -> Events { head(toward: 0, at: time) }

    private mutating func head(toward target: Double, at t: Double) -> Events {
        var events = advance(to: t)
        guard t.isFinite else { return events }
        let p = drawnProgress(at: t), v = drawnProgressVelocity(at: t)
        switch motion {
        case .rest(let r):
            guard r != target else { return events }
            startMotion(from: p, velocity: v, toward: target, at: t)
            events.append(.began(moment(at: t)))
        case .spring(let a, _):
            guard a.restingValue != target else { return events }
            interruptions += 1
            startMotion(from: p, velocity: v, toward: target, at: t)
            events.append(.interrupted(moment(at: t)))
        case .held:
            interruptions += 1
            startMotion(from: p, velocity: v, toward: target, at: t)
            events.append(.interrupted(moment(at: t)))
        }
        finishIfDue(at: t, into: &events)
        return events
    }

    /// Redirects to new content at `time`: `old` are the poses before the
    /// content changed and `new` after (the caller's, without offsets).
    /// The jump of each (the shown old pose minus the new one, and for the
    /// source its velocity) becomes a hand-off offset springing to zero, so
    /// the mirror does not jump; then the transition heads for the
    /// destination — from rest it begins (`began`), otherwise it is an
    /// interruption (`interrupted`), progress and velocity kept.
    ///
    /// Advance to `time` first (`advance(to:)`) and act on what it returns
    /// before reading `old`, so the poses are those of that instant.
    @discardableResult
    public mutating func redirect(at t: Double, from old: Poses, to new: Poses) -> Events {
        var events = advance(to: t)
        guard t.isFinite else { return events }
        let before = shownPoses(old, at: t)
        let delta = AnimatablePair(before.source - new.source, before.destination - new.destination)
        let deltaVelocity = AnimatablePair(before.sourceVelocity - new.sourceVelocity, before.destinationVelocity)
        if delta.magnitudeSquared.isFinite, deltaVelocity.magnitudeSquared.isFinite {
            startHandoff(SpringAnimation(spring: redirectSpring, from: delta, to: .zero, initialVelocity: deltaVelocity, startTime: t,
                                         threshold: RestThreshold(value: 0, velocity: 0), motionPreference: motionPreference), at: t)
        } else {
            handoff = nil
        }
        let p = drawnProgress(at: t), v = drawnProgressVelocity(at: t)
        switch motion {
        case .rest(let r):
            if r < 1 {
                startMotion(from: p, velocity: v, toward: 1, at: t)
                events.append(.began(moment(at: t)))
            }
        case .spring(let a, _):
            interruptions += 1
            if a.restingValue < 1 { startMotion(from: p, velocity: v, toward: 1, at: t) }
            events.append(.interrupted(moment(at: t)))
        case .held:
            interruptions += 1
            startMotion(from: p, velocity: v, toward: 1, at: t)
            events.append(.interrupted(moment(at: t)))
        }
        finishIfDue(at: t, into: &events)
        return events
    }

    // MARK: Interaction

    /// A finger takes hold at `time`: progress stays exactly where it is and
    /// holds still. From rest this begins a transition (`began`); in flight
    /// it is an interruption (`interrupted`). Nothing happens if a finger
    /// already holds it.
    @discardableResult
    public mutating func grab(at t: Double) -> Events {
        var events = advance(to: t)
        guard t.isFinite else { return events }
        let p = drawnProgress(at: t)
        let origin = overdrag?.invert(p) ?? p
        switch motion {
        case .rest(let r):
            motion = .held(progress: p, velocity: 0, direction: r >= 1 ? .dismissing : .presenting, resume: r, origin: origin)
            events.append(.began(moment(at: t)))
        case .spring(let a, _):
            interruptions += 1
            let target = a.restingValue >= 1 ? 1.0 : 0.0
            motion = .held(progress: p, velocity: 0, direction: target >= 1 ? .presenting : .dismissing, resume: target, origin: origin)
            events.append(.interrupted(moment(at: t)))
        case .held:
            break
        }
        return events
    }

    /// The finger moved progress to `progress` at `velocity` per second
    /// (non-finite values are ignored). The direction follows the sign of
    /// the velocity. Only while held.
    @discardableResult
    public mutating func drag(to p: Double, velocity v: Double, at t: Double) -> Events {
        let events = advance(to: t)
        guard t.isFinite, case .held(_, _, let d, let resume, let origin) = motion, p.isFinite else { return events }
        let velocity = v.isFinite ? v : 0
        let direction: Direction = velocity > 0 ? .presenting : (velocity < 0 ? .dismissing : d)
        motion = .held(progress: p, velocity: velocity, direction: direction, resume: resume, origin: origin)
        return events
    }

    /// The finger moved progress by `delta` since the grab, at `velocity`
    /// per second, both unresisted: past 0 or 1 the progress follows
    /// `overdrag` (the rubber band's value and the velocity through its
    /// slope). Non-finite values are ignored. Only while held.
    @discardableResult
    public mutating func drag(by delta: Double, velocity: Double, at t: Double) -> Events {
        guard case .held(_, _, _, _, let origin) = motion, delta.isFinite else { return advance(to: t) }
        let raw = origin + delta
        guard let band = overdrag else { return drag(to: raw, velocity: velocity, at: t) }
        return drag(to: band.apply(raw), velocity: band.shownVelocity(velocity, at: raw), at: t)
    }

    /// The finger lets go at `time`, by the two-end rule (`TwoEndChoice`,
    /// 0 first): a `cancelled` touch (a system cancel: no flick was meant)
    /// goes to the nearer end; a `tap` on a caught transition lets it go on
    /// to where it was going, or back to where it rested; a drag goes to the
    /// end nearest the projection of the held progress and velocity. The
    /// spring starts from the held progress with the held velocity. Returns
    /// the chosen end (0 or 1; the drawn progress if nothing was held) and
    /// the events.
    @discardableResult
    public mutating func release(at t: Double, tap: Bool = false, cancelled: Bool = false) -> (end: Double, events: Events) {
        var events = advance(to: t)
        guard t.isFinite, case .held(let p, let v, _, let resume, _) = motion else { return (drawnProgress(at: t), events) }
        let ends = TwoEndChoice(first: 0, second: 1, tapSlop: 0, rate: projectionRate)
        let target = ends.release(at: p, velocity: v, travel: tap ? 0 : .infinity, cancelled: cancelled,
                                  atFirst: resume == 0, heading: resume == 0).target
        startMotion(from: p, velocity: v, toward: target, at: t)
        finishIfDue(at: t, into: &events)
        return (target, events)
    }

    /// Swaps in new springs at `time` — a tuning changed — without a jump:
    /// a transition in flight goes on from its progress, with its velocity
    /// (per second), on `mirrorTransition` and ends at the exact instant
    /// that spring settles; a redirect's hand-off offset likewise on
    /// `redirectSpring`. Later transitions and redirects use them. A held
    /// transition is not moved: it takes the spring when let go.
    @discardableResult
    public mutating func retune(mirrorTransition newTransition: Spring, redirectSpring newRedirect: Spring, at t: Double) -> Events {
        var events = advance(to: t)
        guard t.isFinite else { return events }
        if newTransition != mirrorTransition, case .spring(var a, let settle) = motion, t < settle {
            a.retarget(spring: newTransition, at: t)
            setSpringMotion(a, at: t)
        }
        if newRedirect != redirectSpring, var h = handoff, t < handoffEnd {
            h.retarget(spring: newRedirect, at: t)
            startHandoff(h, at: t)
        }
        mirrorTransition = newTransition
        redirectSpring = newRedirect
        finishIfDue(at: t, into: &events)
        return events
    }

    /// Takes `preference` at `time` without a jump: a transition in flight
    /// goes on from its progress, with its velocity, on the spring the
    /// preference chooses (with reduced motion one that never carries the
    /// progress past the end it goes to) and ends when that one settles; a
    /// redirect's hand-off offset likewise. Later motions honour it too. A
    /// held transition follows the finger either way.
    @discardableResult
    public mutating func setMotionPreference(_ preference: MotionPreference, at t: Double) -> Events {
        var events = advance(to: t)
        guard t.isFinite, preference != motionPreference else { return events }
        motionPreference = preference
        if case .spring(var a, let settle) = motion, t < settle {
            a.setMotionPreference(preference, at: t)
            setSpringMotion(a, at: t)
        }
        if var h = handoff, t < handoffEnd {
            h.setMotionPreference(preference, at: t)
            startHandoff(h, at: t)
        }
        finishIfDue(at: t, into: &events)
        return events
    }

    /// Runs the transition on `a` from `t`, ending at the exact instant its
    /// current stretch settles to within ``progressTolerance``.
    private mutating func setSpringMotion(_ a: SpringAnimation<Double>, at t: Double) {
        let p = a.value(at: t), v = a.velocity(at: t)
        let duration = a.drivingSpring.settlingDuration(target: a.target - p, initialVelocity: v, epsilon: progressTolerance)
        motion = .spring(a, settle: t + Self.clampedDuration(duration))
    }

    /// Runs the hand-off offset on `h` from `t`, ending at the exact instant
    /// its current stretch settles to within ``poseTolerance`` (none when
    /// that is now).
    private mutating func startHandoff(_ h: SpringAnimation<AnimatablePair<Pose, Pose>>, at t: Double) {
        let s = h.sample(at: t)
        let duration = h.drivingSpring.settlingDuration(target: AnimatablePair<Pose, Pose>.zero - s.value, initialVelocity: s.velocity,
                                                        epsilon: poseTolerance)
        handoffEnd = t + Self.clampedDuration(duration)
        handoff = handoffEnd > t ? h : nil
    }

    private static func clampedDuration(_ duration: Double) -> Double {
        duration.isFinite ? Swift.min(duration, AnimationLimits.maximumMotionDuration) : AnimationLimits.maximumMotionDuration
    }

    // MARK: Motion

    private mutating func startMotion(from p: Double, velocity v: Double, toward target: Double, at time: Double) {
        let start = p.isFinite ? p : target
        let velocity = v.isFinite ? v : 0
        setSpringMotion(SpringAnimation(spring: mirrorTransition, from: start, to: target, initialVelocity: velocity, startTime: time,
                                        threshold: RestThreshold(value: 0, velocity: 0), motionPreference: motionPreference), at: time)
    }

    private mutating func finishIfDue(at time: Double, into events: inout Events) {
        if let end = endTime, end <= time { finish(at: time, into: &events) }
    }
}
