import FluidAnimation
import FluidPhysics

/// A transition between two states — closed (openness 0) and open
/// (openness 1) — run by several property animators together, the way the
/// interactive `UIViewPropertyAnimator` article runs its list of running
/// animators: one `AnimatorProgress` per part of the look (a height, a
/// corner radius, a label's fade…), each with its own timing.
///
/// **A transition** goes from the side the view rests on to the other one:
/// every animator's progress is 0 at the side it left and 1 at the side it
/// heads to, so its completion reports `.end` when it arrived and `.start`
/// when it went back, as UIKit's do. The *openness* of an animator is its
/// progress seen from the closed side (progress, or 1 − progress for a
/// transition that closes); an inactive animator rests at `side`.
///
/// **A finger** catches the transition (`grab(at:startingFrom:)`): running
/// animators pause where they are, finished ones are paused where they rest,
/// so nothing jumps; a resting view starts a new transition toward the
/// other side; the transition keeps what it was at the grab (`grabbed`)
/// until the release. Dragging scrubs them (`scrub(by:at:)`): every
/// animator's openness moves by the same amount, clamped to 0…1, through
/// `fractionComplete` (measured in the current direction, so a reversed
/// animator is scrubbed the other way). Letting go
/// (`release(toward:velocity:at:)`) reverses each animator whose
/// direction points away from the chosen side and continues it: a spring
/// with the finger's velocity (openness per second, turned into progress
/// per second and capped at `AnimatorProgress.maximumProgressVelocity`), a
/// curve with its own timing over the part of the way left
/// (`durationFactor` 0).
///
/// **Time.** Each animator completes at its exact instant
/// (`AnimatorProgress.completionTime`); `nextCompletion` is the earliest, for
/// an owner to schedule as a deadline, and `completeDue(at:)` completes it.
/// Times in seconds, openness unitless.
public struct AnimatorTransition: Sendable {
    /// One animated part of the look.
    public struct Part: Sendable {
        /// What it drives ("height", "title"…), for the completion events.
        public var name: String
        /// Its animator: duration, timing, scrubbing and settling as set.
        public var animator: AnimatorProgress

        /// A part called `name` run by `animator`.
        public init(_ name: String, _ animator: AnimatorProgress) {
            self.name = name
            self.animator = animator
        }
    }

    /// The parts, in the order their openness is reported.
    public private(set) var parts: [Part]
    /// The side the view was last sent to (0 closed, 1 open): where every
    /// inactive animator rests.
    public private(set) var side = 0.0
    /// Whether the current transition opens the view (progress = openness)
    /// or closes it (progress = 1 − openness).
    public private(set) var opens = true
    /// The animators given by `retime(_:at:)` to parts that were active
    /// then, by part, until each comes to rest; empty when none waits.
    private var retimed: [AnimatorProgress?] = []
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full

    /// A closed view whose look the `parts` animate.
    public init(_ parts: [Part]) {
        self.parts = parts
        nextCompletion = Self.earliestCompletion(of: parts)
    }

    /// The earliest instant one of `parts`' animators completes, seconds, or
    /// nil. An index loop: a `for … in` loop allocates in debug builds, where
    /// `scrub(by:at:)` checks the kept value against this one on every
    /// touch move.
    private static func earliestCompletion(of parts: [Part]) -> Double? {
        var earliest: Double?
        var i = 0
        while i < parts.count {
            if let t = parts[i].animator.completionTime, earliest.map({ t < $0 }) ?? true { earliest = t }
            i += 1
        }
        return earliest
    }

    /// Brings `nextCompletion` up to date after the animators changed.
    private mutating func refreshNextCompletion() {
        nextCompletion = Self.earliestCompletion(of: parts)
    }

    /// The transition's progress for an openness, and the openness for a
    /// progress (the map is its own inverse).
    private func progress(_ openness: Double) -> Double { opens ? openness : 1 - openness }

    /// Part `i`'s openness at `time` (0 closed … 1 open).
    public func openness(_ i: Int, at time: Double) -> Double {
        parts[i].animator.state == .inactive ? side : progress(parts[i].animator.progress(at: time))
    }

    /// Every part's openness at `time`, in order.
    public func openness(at time: Double) -> [Double] { parts.indices.map { openness($0, at: time) } }

    /// Part `i`'s openness velocity at `time`, per second.
    public func opennessVelocity(_ i: Int, at time: Double) -> Double {
        (opens ? 1 : -1) * parts[i].animator.progressVelocity(at: time)
    }

    /// How many animators are active (running, or paused under a finger).
    public var activeCount: Int {
        var n = 0
        for part in parts where part.animator.state != .inactive { n += 1 }
        return n
    }

    /// Where the first part is running to (0 or 1), or nil when it is not running.
    public var heading: Double? { parts.first.flatMap { $0.animator.isRunning ? progress($0.animator.endTarget) : nil } }

    /// The earliest instant an animator completes, seconds, or nil.
    ///
    /// Read every frame, so it is kept rather than computed: every call
    /// that may change when an animator completes (a grab, a release, a
    /// completion, a retiming) brings it up to date. Asking the animators
    /// instead copies every part out of the array (a few hundred bytes
    /// each), since `completionTime` is a call into another module.
    public private(set) var nextCompletion: Double?

    /// What the transition was when a finger took hold of it.
    public struct Grab: Hashable, Sendable {
        /// Every part's openness at the grab (unitless, 0…1), in `parts` order.
        public var start: [Double]
        /// Where the first part was running to at the grab (0 or 1), nil if it was not running.
        public var heading: Double?
    }

    /// The grab a finger holds now (from `grab(at:startingFrom:)` until
    /// `release(toward:velocity:at:)`), or nil.
    public private(set) var grabbed: Grab?
    /// The last grab's storage, reused by the next, so a touch-down
    /// allocates nothing once the transition has been held.
    private var spareStart: [Double] = []

    /// A finger takes hold at `time` of a view resting on `restingSide`'s
    /// side when no transition runs: see the type. Keeps the grab in
    /// `grabbed` and returns every part's openness at it.
    ///
    /// The calls on the animators cannot fail here: they are
    /// interruptible, never stopped, and the fractions are finite.
    @discardableResult
    public mutating func grab(at time: Double, startingFrom restingSide: Bool) -> [Double] {
        defer { refreshNextCompletion() }
        let heading = heading
        if activeCount == 0 { opens = !restingSide }
        var start: [Double] = []
        swap(&start, &spareStart)
        start.removeAll(keepingCapacity: true)
        for i in parts.indices { start.append(openness(i, at: time)) }
        for i in parts.indices {
            if parts[i].animator.isRunning { _ = try? parts[i].animator.pause(at: time) } else { scrub(i, to: start[i], at: time) }
        }
        grabbed = Grab(start: start, heading: heading)
        return start
    }

    /// Scrubs every part to its openness at the grab (`grabbed`) plus
    /// `delta`, clamped to 0…1, at `time`; does nothing when no finger
    /// holds the transition.
    ///
    /// Runs on every touch move, so it leaves `nextCompletion` as it is:
    /// scrubbing moves only paused (or inactive) animators, which stay
    /// paused, and refuses running ones (checked in debug builds).
    public mutating func scrub(by delta: Double, at time: Double) {
        guard let start = grabbed?.start else { return }
        let count = Swift.min(parts.count, start.count)
        var i = 0
        while i < count {
            scrub(i, to: Swift.min(1, Swift.max(0, start[i] + delta)), at: time)
            i += 1
        }
        assert(nextCompletion == Self.earliestCompletion(of: parts), "scrubbing changed when an animator completes")
    }

    /// Sets part `i`'s fraction complete to show `openness`.
    private mutating func scrub(_ i: Int, to openness: Double, at time: Double) {
        let p = progress(openness)
        _ = try? parts[i].animator.setFractionComplete(parts[i].animator.isReversed ? 1 - p : p, at: time)
    }

    /// Lets go at `time` toward `open` (see the type), the springs carrying
    /// `velocity` (openness per second) — the first part always, the others
    /// unless already at that side — and forgets the grab.
    public mutating func release(toward open: Bool, velocity: Double, at time: Double) {
        defer { refreshNextCompletion() }
        if let held = grabbed { spareStart = held.start }
        grabbed = nil
        side = open ? 1 : 0
        let limit = AnimatorProgress.maximumProgressVelocity
        for i in parts.indices {
            let v = i == 0 || openness(i, at: time) != side ? velocity : 0
            _ = try? parts[i].animator.setReversed(progress(side) == 0, at: time)
            let waiting = i < retimed.count ? retimed[i] : nil
            if case .spring(let unit) = waiting?.ownTiming ?? parts[i].animator.timing {
                let forward = Swift.min(Swift.max(opens ? v : -v, -limit), limit)
                _ = try? parts[i].animator.continueAnimation(spring: unit.spring, progressVelocity: forward, at: time)
            } else if let waiting {
                continueCurve(i, as: waiting, at: time)
            } else {
                _ = try? parts[i].animator.continueAnimation(withTimingParameters: nil, durationFactor: 0, at: time)
            }
        }
    }

    /// Completes the part whose time has come by `time` (the first on a
    /// tie): its index and the position it reached; nil when none is due.
    /// A part that comes to rest takes the animator `retime(_:at:)` left
    /// waiting for it.
    public mutating func completeDue(at time: Double) -> (index: Int, position: AnimatorPosition)? {
        defer { refreshNextCompletion() }
        guard let due = nextCompletion, due <= time, let i = parts.firstIndex(where: { $0.animator.completionTime == due }),
              let position = parts[i].animator.advance(to: time).completion else { return nil }
        if i < retimed.count, parts[i].animator.state == .inactive, let waiting = retimed[i] {
            parts[i].animator = waiting
            retimed[i] = nil
            if !retimed.contains(where: { $0 != nil }) { retimed = [] }
        }
        return (i, position)
    }

    /// Gives the parts new animators — `animators[i]` for part i, with its
    /// duration (seconds) and timing — at `time` (seconds): a tuning
    /// changed. An inactive part takes its new animator at once. An active
    /// one keeps its run, without a jump, and takes the new animator when it
    /// next comes to rest: running, a spring part goes on from its progress,
    /// with its velocity (per second), on the new spring, and a curve part
    /// covers what is left of its way at the new duration's pace; paused
    /// under a finger, it is continued with the new timing when let go.
    /// `animators` has one animator per part (others are ignored).
    public mutating func retime(_ animators: [AnimatorProgress], at time: Double) {
        defer { refreshNextCompletion() }
        guard animators.count == parts.count else { return }
        var waiting = [AnimatorProgress?](repeating: nil, count: parts.count)
        for i in parts.indices {
            var animator = animators[i]
            animator.setMotionPreference(motionPreference, at: time)
            guard parts[i].animator.state != .inactive else {
                parts[i].animator = animator
                continue
            }
            waiting[i] = animator
            guard parts[i].animator.isRunning else { continue }
            if case .spring(let unit) = animators[i].ownTiming {
                let limit = AnimatorProgress.maximumProgressVelocity
                let v = parts[i].animator.progressVelocity(at: time)
                let forward = v.isFinite ? Swift.min(Swift.max(v, -limit), limit) : 0
                _ = try? parts[i].animator.continueAnimation(spring: unit.spring, progressVelocity: forward, at: time)
            } else {
                continueCurve(i, as: animators[i], at: time)
            }
        }
        retimed = waiting.contains(where: { $0 != nil }) ? waiting : []
    }

    /// Takes `preference` at `time` (seconds) without a jump: every
    /// running spring part goes on from its progress, with its velocity, on
    /// the spring the preference chooses (with reduced motion one that
    /// never carries the look past the side it goes to), and so do later
    /// runs and the animators a retune left waiting. The linear parts keep
    /// their curves.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        defer { refreshNextCompletion() }
        motionPreference = preference
        for i in parts.indices { parts[i].animator.setMotionPreference(preference, at: time) }
        for i in retimed.indices { retimed[i]?.setMotionPreference(preference, at: time) }
    }

    /// Continues part `i` at `time` on `animator`'s curve over what is left
    /// of its way, at `animator`'s pace: the remaining fraction of its
    /// duration.
    private mutating func continueCurve(_ i: Int, as animator: AnimatorProgress, at time: Double) {
        let old = parts[i].animator
        let remaining = Swift.abs(old.endTarget - old.progress(at: time))
        let factor = old.duration > 0 ? remaining * animator.duration / old.duration : 0
        _ = try? parts[i].animator.continueAnimation(withTimingParameters: animator.ownTiming,
                                                     durationFactor: factor.isFinite && factor > 0 ? factor : 0, at: time)
    }
}

extension AnimatorTransition: InteractionPart {
    /// Nothing: the interface completes each animator when its deadline arrives.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {}

    /// True when no animator runs (``activeCount`` is 0).
    public func isSettled(at time: Double) -> Bool { activeCount == 0 }

    /// The earliest animator's completion (``nextCompletion``), or nil.
    public var nextDeadline: Double? { nextCompletion }
}
