import FluidAnimation
import FluidGestures
import FluidPhysics

/// Runs a contextual transition — a piece of content growing out of the
/// control that represents it into a screen, and shrinking back — as an
/// explicit, interruptible state machine over ONE animated number.
///
/// **Progress.** 0 is the source screen (a list), 1 the destination (a
/// detail screen). A spring (`Stages.mirrorTransition`, by default response
/// 0.45 s, ζ 0.9) moves it; a finger may hold it instead. Every visual is a
/// pure function of progress and of the poses the caller's blocks report, so
/// continuity of progress (value and velocity, which every hand-off keeps)
/// gives continuity of everything drawn. Progress may leave 0…1: while a
/// finger stretches it past an end (the caller rubber-bands it), and by a
/// hair when the spring overshoots (ζ 0.9 overshoots by at most 0.15 % of
/// the distance when starting from rest; more when released fast toward the
/// end).
///
/// **Stages.** The caller configures the transition with blocks
/// (`Stages`): where the *source* is (the cell's frame and style, evaluated
/// afresh on every query, so a list that moved is followed), where the
/// *destination* is, how the *mirror* looks at a progress (by default the
/// straight interpolation of the two poses), the *mirror transition*
/// (the spring), and the *extra-view* callbacks run when a transition
/// begins, ends, or is interrupted (to hide the cell the mirror stands in
/// for, to record what happened).
///
/// **States.** `idle` (0, at rest) → `presenting(p)` → `presented` (1, at
/// rest) → `dismissing(p)` → `idle`; from any state a finger can take hold
/// (`interactive(p, direction)`), and a presentation in flight can be
/// reversed or redirected to new content. A transition ends at the exact
/// instant its motion settles (`Spring.settlingDuration` with
/// `progressTolerance`, and the redirect hand-off with `poseTolerance`),
/// inside `advance(to:context:)`, so the end callback's time does not depend
/// on the frame rate.
///
/// **Hand-offs.**
/// - *Grab* (`grab(at:context:)`): progress stays exactly where it is; the
///   finger holds it still (velocity 0).
/// - *Release* (`release(at:tap:cancelled:context:)`), by the two-end rule
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
///   (`Stages.redirectSpring`) brings to zero: the mirror's pose and
///   velocity are continuous, and it glides over to the new content.
///
/// Units: progress is dimensionless, its velocity per second; poses are in
/// the `Pose` type's units (points for `MirrorPose` frames), their
/// velocities per second; times in seconds.
public struct PresentationDispatcher<Context, Pose: VectorArithmetic>: Sendable {
    /// Which way a transition goes.
    public typealias Direction = PresentationDirection
    /// The state of the machine.
    public typealias Phase = PresentationPhase

    /// What a callback is told: when, and the state right after the change.
    public struct Moment: Hashable, Sendable {
        /// When, seconds (a touch's time or the exact settling instant).
        public var time: Double
        /// The phase after the change.
        public var phase: Phase
        /// Progress velocity after the change, per second.
        public var velocity: Double

        /// Creates a moment.
        public init(time: Double, phase: Phase, velocity: Double) {
            self.time = time
            self.phase = phase
            self.velocity = velocity
        }
    }

    /// The caller's blocks and numbers that define a transition.
    public struct Stages: Sendable {
        /// The source's pose (the cell), evaluated on every query.
        public var source: @Sendable (Context) -> Pose
        /// The source pose's velocity, units per second (zero by default).
        public var sourceVelocity: @Sendable (Context) -> Pose
        /// The destination's pose (the header); taken to be still.
        public var destination: @Sendable (Context) -> Pose
        /// The mirror's pose from (source, destination, progress); by default
        /// `source.interpolated(to: destination, fraction: progress)`.
        public var mirror: @Sendable (_ source: Pose, _ destination: Pose, _ progress: Double) -> Pose
        /// The spring that moves progress.
        public var mirrorTransition: Spring
        /// The spring that brings the redirect hand-off offset to zero.
        public var redirectSpring: Spring
        /// How releases project progress (UIScrollView's normal rate by default).
        public var projectionRate: DecelerationRate
        /// Progress ends its motion once it stays within this of its end
        /// (dimensionless; 5e-4, under 0.4 pt for a 700 pt morph).
        public var progressTolerance: Double
        /// The redirect offset ends once it stays within this (pose units; 0.25).
        public var poseTolerance: Double
        /// The resistance a finger meets dragging progress past 0 or 1
        /// (`drag(by:velocity:at:context:)`): a rubber band on
        /// the range 0…1 (its dimension in progress: the drawn progress
        /// never passes an end by that much), or nil for none.
        public var overdrag: RubberBand?
        /// Run when a transition leaves a resting state (the extra views at the beginning).
        public var atBegin: @Sendable (inout Context, Moment) -> Void
        /// Run when a transition comes to rest at either end (the extra views at the end).
        public var atEnd: @Sendable (inout Context, Moment) -> Void
        /// Run when a transition in flight is caught, reversed or redirected.
        public var atInterruption: @Sendable (inout Context, Moment) -> Void

        /// Stages from blocks; everything after `destination` has a default.
        public init(
            source: @escaping @Sendable (Context) -> Pose,
            sourceVelocity: @escaping @Sendable (Context) -> Pose = { _ in .zero },
            destination: @escaping @Sendable (Context) -> Pose,
            mirror: @escaping @Sendable (Pose, Pose, Double) -> Pose = { s, d, p in s.interpolated(to: d, fraction: p) },
            mirrorTransition: Spring = Spring(response: 0.45, dampingRatio: 0.9),
            redirectSpring: Spring = Spring(response: 0.45, dampingRatio: 0.9),
            projectionRate: DecelerationRate = .normal,
            progressTolerance: Double = 5e-4,
            poseTolerance: Double = 0.25,
            overdrag: RubberBand? = nil,
            atBegin: @escaping @Sendable (inout Context, Moment) -> Void = { _, _ in },
            atEnd: @escaping @Sendable (inout Context, Moment) -> Void = { _, _ in },
            atInterruption: @escaping @Sendable (inout Context, Moment) -> Void = { _, _ in }
        ) {
            self.source = source
            self.sourceVelocity = sourceVelocity
            self.destination = destination
            self.mirror = mirror
            self.mirrorTransition = mirrorTransition
            self.redirectSpring = redirectSpring
            self.projectionRate = projectionRate
            self.progressTolerance = progressTolerance.isFinite && progressTolerance > 0 ? progressTolerance : 5e-4
            self.poseTolerance = poseTolerance.isFinite && poseTolerance > 0 ? poseTolerance : 0.25
            self.overdrag = overdrag
            self.atBegin = atBegin
            self.atEnd = atEnd
            self.atInterruption = atInterruption
        }
    }

    /// The blocks and numbers of the transition.
    public var stages: Stages
    /// The dispatcher's time, seconds.
    public private(set) var time: Double = 0
    /// How many times a transition in flight was caught, reversed or redirected.
    public private(set) var interruptions = 0

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

    /// An idle dispatcher (progress 0) at time 0.
    public init(stages: Stages) {
        self.stages = stages
    }

    // MARK: Reading

    /// Progress now (0 = source, 1 = destination).
    public var progress: Double {
        switch motion {
        case .rest(let p): return p
        case .spring(let a, let settle): return time >= settle ? a.restingValue : a.value(at: time)
        case .held(let p, _, _, _, _): return p
        }
    }

    /// Progress velocity now, per second.
    public var progressVelocity: Double {
        switch motion {
        case .rest: return 0
        case .spring(let a, let settle): return time >= settle ? 0 : a.velocity(at: time)
        case .held(_, let v, _, _, _): return v
        }
    }

    /// The state of the machine now.
    public var phase: Phase {
        switch motion {
        case .rest(let p): return p >= 1 ? .presented : .idle
        case .spring(let a, _): return a.restingValue >= 1 ? .presenting(progress: progress) : .dismissing(progress: progress)
        case .held(let p, _, let d, _, _): return .interactive(progress: p, direction: d)
        }
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

    /// `progress` pinned to 0…1, as a transition's progress is reported
    /// (a non-finite value counts as 0); the overshoot of a finger's
    /// overdrag or of the spring shows only in what is drawn from `progress`.
    public var pinnedProgress: Double {
        let p = progress
        return p.isFinite ? Swift.min(Swift.max(p, 0), 1) : 0
    }

    /// The velocity of `pinnedProgress`, per second: `progressVelocity`
    /// while the progress is within 0…1, 0 while it is pinned at an end.
    public var pinnedProgressVelocity: Double {
        (0...1).contains(progress) ? progressVelocity : 0
    }

    /// `phase` with its progress pinned to 0…1 (see `pinnedProgress`).
    public var pinnedPhase: Phase {
        switch phase {
        case .idle, .presented: return phase
        case .presenting: return .presenting(progress: pinnedProgress)
        case .dismissing: return .dismissing(progress: pinnedProgress)
        case .interactive(_, let direction): return .interactive(progress: pinnedProgress, direction: direction)
        }
    }

    /// Whether a finger holds the transition.
    public var isInteractive: Bool {
        if case .held = motion { return true }
        return false
    }

    /// Whether nothing moves: at rest at an end, with no hand-off offset left.
    public var isSettled: Bool {
        if case .rest = motion { return handoff == nil }
        return false
    }

    /// The exact instant the running transition comes to rest, or nil when
    /// none runs (at rest, or held).
    public var endTime: Double? {
        guard case .spring(_, let settle) = motion else { return nil }
        return handoff == nil ? settle : Swift.max(settle, handoffEnd)
    }

    private var handoffOffset: (value: AnimatablePair<Pose, Pose>, velocity: AnimatablePair<Pose, Pose>) {
        guard let h = handoff, time < handoffEnd else { return (.zero, .zero) }
        let s = h.sample(at: time)
        return (s.value, s.velocity)
    }

    /// The source pose the mirror uses now: the source block's pose plus
    /// the redirect hand-off offset.
    public func sourcePose(in context: Context) -> Pose { stages.source(context) + handoffOffset.value.first }

    /// The velocity of `sourcePose`, units per second.
    public func sourceVelocity(in context: Context) -> Pose { stages.sourceVelocity(context) + handoffOffset.velocity.first }

    /// The destination pose the mirror uses now: the destination block's
    /// pose plus the redirect hand-off offset.
    public func destinationPose(in context: Context) -> Pose { stages.destination(context) + handoffOffset.value.second }

    /// The velocity of `destinationPose` (only the hand-off offset moves it), units per second.
    public func destinationVelocity(in context: Context) -> Pose { handoffOffset.velocity.second }

    /// The mirror's pose now: the mirror block at the current poses and progress.
    public func mirrorPose(in context: Context) -> Pose {
        stages.mirror(sourcePose(in: context), destinationPose(in: context), progress)
    }

    /// The mirror pose's velocity now, units per second: the derivative of
    /// the mirror block along the motion of (source, destination,
    /// progress), by a central difference of 0.1 ms. Exact (to rounding)
    /// for the default interpolation, which is bilinear in the poses and
    /// progress.
    public func mirrorVelocity(in context: Context) -> Pose {
        let s = sourcePose(in: context), sv = sourceVelocity(in: context)
        let d = destinationPose(in: context), dv = destinationVelocity(in: context)
        let p = progress, v = progressVelocity, h = 1e-4
        let ahead = stages.mirror(s + sv.scaled(by: h), d + dv.scaled(by: h), p + v * h)
        let behind = stages.mirror(s - sv.scaled(by: h), d - dv.scaled(by: h), p - v * h)
        return (ahead - behind).scaled(by: 1 / (2 * h))
    }

    // MARK: Time

    /// Advances to `newTime` seconds (earlier or non-finite times are
    /// ignored). A transition whose motion settles on the way ends at its
    /// exact instant: the state comes to rest and `atEnd` runs with that time.
    public mutating func advance(to newTime: Double, context: inout Context) {
        guard newTime.isFinite, newTime > time else { return }
        if let end = endTime, end <= newTime {
            time = Swift.max(time, end)
            finish(context: &context)
        }
        time = newTime
        if handoff != nil, time >= handoffEnd { handoff = nil }
    }

    private mutating func finish(context: inout Context) {
        guard case .spring(let a, _) = motion else { return }
        motion = .rest(a.restingValue >= 1 ? 1 : 0)
        if time >= handoffEnd { handoff = nil }
        stages.atEnd(&context, moment)
    }

    private var moment: Moment { Moment(time: time, phase: phase, velocity: progressVelocity) }

    // MARK: Programmatic transitions

    /// Presents at `time` (after advancing there): from rest, a new
    /// transition (`atBegin`); while dismissing or held, a reversal keeping
    /// progress and velocity (`atInterruption`); while presenting or
    /// presented, nothing.
    public mutating func present(at time: Double, context: inout Context) {
        head(toward: 1, at: time, context: &context)
    }

    /// Dismisses at `time`: the mirror image of `present`.
    public mutating func dismiss(at time: Double, context: inout Context) {
        head(toward: 0, at: time, context: &context)
    }

    private mutating func head(toward target: Double, at t: Double, context: inout Context) {
        advance(to: t, context: &context)
        let p = progress, v = progressVelocity
        switch motion {
        case .rest(let r):
            guard r != target else { return }
            startMotion(from: p, velocity: v, toward: target)
            stages.atBegin(&context, moment)
        case .spring(let a, _):
            guard a.restingValue != target else { return }
            interruptions += 1
            startMotion(from: p, velocity: v, toward: target)
            stages.atInterruption(&context, moment)
        case .held:
            interruptions += 1
            startMotion(from: p, velocity: v, toward: target)
            stages.atInterruption(&context, moment)
        }
        finishIfDue(context: &context)
    }

    /// Changes the content mid-transition and presents it: `change` edits
    /// the context (e.g. selects another cell); the source pose's jump is
    /// absorbed by the hand-off offset (see the type), and progress heads for
    /// 1 keeping its value and velocity. Counts as an interruption when a
    /// transition was in flight or held.
    public mutating func redirect(at t: Double, context: inout Context, change: (inout Context) -> Void) {
        advance(to: t, context: &context)
        let oldSource = sourcePose(in: context), oldVelocity = sourceVelocity(in: context)
        let oldDestination = destinationPose(in: context), oldDestinationVelocity = destinationVelocity(in: context)
        change(&context)
        let delta = AnimatablePair(oldSource - stages.source(context), oldDestination - stages.destination(context))
        let deltaVelocity = AnimatablePair(oldVelocity - stages.sourceVelocity(context), oldDestinationVelocity)
        if delta.magnitudeSquared.isFinite, deltaVelocity.magnitudeSquared.isFinite {
            let spring = stages.redirectSpring
            handoff = SpringAnimation(spring: spring, from: delta, to: .zero, initialVelocity: deltaVelocity,
                                      startTime: time, threshold: RestThreshold(value: 0, velocity: 0))
            let duration = spring.settlingDuration(target: AnimatablePair<Pose, Pose>.zero - delta, initialVelocity: deltaVelocity,
                                                   epsilon: stages.poseTolerance)
            handoffEnd = time + (duration.isFinite ? Swift.min(duration, AnimationLimits.maximumMotionDuration) : AnimationLimits.maximumMotionDuration)
            if handoffEnd <= time { handoff = nil }
        } else {
            handoff = nil
        }
        let p = progress, v = progressVelocity
        switch motion {
        case .rest(let r):
            if r < 1 {
                startMotion(from: p, velocity: v, toward: 1)
                stages.atBegin(&context, moment)
            }
        case .spring(let a, _):
            interruptions += 1
            if a.restingValue < 1 { startMotion(from: p, velocity: v, toward: 1) }
            stages.atInterruption(&context, moment)
        case .held:
            interruptions += 1
            startMotion(from: p, velocity: v, toward: 1)
            stages.atInterruption(&context, moment)
        }
        finishIfDue(context: &context)
    }

    // MARK: Interaction

    /// A finger takes hold at `time`: progress stays exactly where it is and
    /// holds still. From rest this begins a transition (`atBegin`); in
    /// flight it is an interruption (`atInterruption`). Nothing happens if a
    /// finger already holds it.
    public mutating func grab(at t: Double, context: inout Context) {
        advance(to: t, context: &context)
        let p = progress
        let origin = stages.overdrag?.invert(p) ?? p
        switch motion {
        case .rest(let r):
            motion = .held(progress: p, velocity: 0, direction: r >= 1 ? .dismissing : .presenting, resume: r, origin: origin)
            stages.atBegin(&context, moment)
        case .spring(let a, _):
            interruptions += 1
            let target = a.restingValue >= 1 ? 1.0 : 0.0
            motion = .held(progress: p, velocity: 0, direction: target >= 1 ? .presenting : .dismissing, resume: target, origin: origin)
            stages.atInterruption(&context, moment)
        case .held:
            return
        }
    }

    /// The finger moved progress to `progress` at `velocity` per second
    /// (non-finite values are ignored). The direction follows the sign of
    /// the velocity. Only while held.
    public mutating func drag(to p: Double, velocity v: Double, at t: Double, context: inout Context) {
        advance(to: t, context: &context)
        guard case .held(_, _, let d, let resume, let origin) = motion, p.isFinite else { return }
        let velocity = v.isFinite ? v : 0
        let direction: Direction = velocity > 0 ? .presenting : (velocity < 0 ? .dismissing : d)
        motion = .held(progress: p, velocity: velocity, direction: direction, resume: resume, origin: origin)
    }

    /// The finger has moved progress by `delta` since the catch (a finger
    /// travel divided by the travel of a whole transition, dimensionless)
    /// at `velocity` per second: the unresisted progress is the catch's
    /// plus `delta`, and past 0 or 1 `Stages.overdrag` resists it —
    /// progress = band(origin + delta), velocity = band′(origin + delta) ×
    /// `velocity` — so a finger that turns back past an end meets the same
    /// curve. Non-finite deltas are ignored. Only while held.
    public mutating func drag(by delta: Double, velocity: Double, at t: Double, context: inout Context) {
        guard case .held(_, _, _, _, let origin) = motion, delta.isFinite else { return advance(to: t, context: &context) }
        let raw = origin + delta
        guard let band = stages.overdrag else {
            return drag(to: raw, velocity: velocity, at: t, context: &context)
        }
        drag(to: band.apply(raw), velocity: band.shownVelocity(velocity, at: raw), at: t, context: &context)
    }

    /// The finger lets go at `time`, by the two-end rule (`TwoEndChoice`,
    /// 0 first): a `cancelled` touch (a system cancel: no flick was meant)
    /// goes to the nearer end; a `tap` on a caught transition lets it go on
    /// to where it was going, or back to where it rested; a drag goes to the
    /// end nearest the projection of the held progress and velocity. The
    /// spring starts from the held progress with the held velocity. Returns
    /// the chosen end (0 or 1); the current progress if nothing was held.
    @discardableResult
    public mutating func release(at t: Double, tap: Bool = false, cancelled: Bool = false, context: inout Context) -> Double {
        advance(to: t, context: &context)
        guard case .held(let p, let v, _, let resume, _) = motion else { return progress }
        let ends = TwoEndChoice(first: 0, second: 1, tapSlop: 0, rate: stages.projectionRate)
        let target = ends.release(at: p, velocity: v, travel: tap ? 0 : .infinity, cancelled: cancelled,
                                  atFirst: resume == 0, heading: resume == 0).target
        startMotion(from: p, velocity: v, toward: target)
        finishIfDue(context: &context)
        return target
    }

    /// Swaps in new springs at `time` (seconds, after advancing there) — a
    /// tuning changed — without a jump: a transition in flight goes on from
    /// its progress, with its velocity (per second), on `mirrorTransition`
    /// and ends at the exact instant that spring settles; a redirect's
    /// hand-off offset likewise on `redirectSpring`. Later transitions and
    /// redirects use them (they become `stages`' springs). A held
    /// transition is not moved: it takes the spring when let go.
    public mutating func retune(mirrorTransition newTransition: Spring, redirectSpring newRedirect: Spring, at t: Double,
                                context: inout Context) {
        advance(to: t, context: &context)
        if newTransition != stages.mirrorTransition, case .spring(var a, let settle) = motion, time < settle {
            let p = a.value(at: time), v = a.velocity(at: time)
            a.retarget(spring: newTransition, at: time)
            let duration = newTransition.settlingDuration(target: a.target - p, initialVelocity: v, epsilon: stages.progressTolerance)
            motion = .spring(a, settle: time + Self.clampedDuration(duration))
        }
        if newRedirect != stages.redirectSpring, var h = handoff, time < handoffEnd {
            let s = h.sample(at: time)
            h.retarget(spring: newRedirect, at: time)
            let duration = newRedirect.settlingDuration(target: AnimatablePair<Pose, Pose>.zero - s.value, initialVelocity: s.velocity,
                                                        epsilon: stages.poseTolerance)
            handoffEnd = time + Self.clampedDuration(duration)
            handoff = handoffEnd > time ? h : nil
        }
        stages.mirrorTransition = newTransition
        stages.redirectSpring = newRedirect
        finishIfDue(context: &context)
    }

    /// A settling duration as a motion's length, seconds: within
    /// `AnimationLimits.maximumMotionDuration` (which a non-finite one becomes).
    private static func clampedDuration(_ duration: Double) -> Double {
        duration.isFinite ? Swift.min(duration, AnimationLimits.maximumMotionDuration) : AnimationLimits.maximumMotionDuration
    }

    // MARK: Motion

    private mutating func startMotion(from p: Double, velocity v: Double, toward target: Double) {
        let spring = stages.mirrorTransition
        let start = p.isFinite ? p : target
        let velocity = v.isFinite ? v : 0
        let animation = SpringAnimation(spring: spring, from: start, to: target, initialVelocity: velocity,
                                        startTime: time, threshold: RestThreshold(value: 0, velocity: 0))
        let duration = spring.settlingDuration(target: target - start, initialVelocity: velocity,
                                               epsilon: stages.progressTolerance)
        let settle = time + (duration.isFinite ? Swift.min(duration, AnimationLimits.maximumMotionDuration) : AnimationLimits.maximumMotionDuration)
        motion = .spring(animation, settle: settle)
    }

    private mutating func finishIfDue(context: inout Context) {
        if let end = endTime, end <= time { finish(context: &context) }
    }
}
