import FluidPhysics

/// The own progress u of a property that joined a `PropertyAnimator` while
/// it was active: 0 at the value it was added with, 1 at its end value.
///
/// UIKit animates animations added to a running animator from their current
/// state over the time left, with the animator's timing. Mapping the
/// animator's progress P linearly onto the property instead would stretch
/// the little progress left onto the property's whole range, and magnify
/// everything P still does — a spring's overshoot and oscillation — by the
/// same factor. So a joined property has a progress of its own:
///
/// - **While the animator runs**, u has its own `ProgressMotion`. Joining a
///   run, it starts at rest at 0 when the run's current stretch is moving
///   (or when it starts after a delay) and reaches 1 exactly when that
///   stretch ends: a curve stretch gives it the same curve over the time
///   left; a spring stretch a spring with the same damping ratio whose
///   settling time is the time left (`Spring(settlingDuration:dampingRatio:epsilon:)`).
///   Its overshoot is the spring's own relative overshoot, never magnified.
///   Every later stretch (a resume, a reversal, a continue) moves u with the
///   same timing toward 1 — or toward 0 when the animator runs toward the
///   other end — starting from u's own value and velocity, so the property
///   is C1 whenever the animator is.
/// - **While the animator is paused or stopped**, u is a function of P, so
///   scrubbing moves it: piecewise linear through the point where it
///   stopped, (P, u), and its end, (end progress, 1), and — when it stopped
///   on the end's side of where it joined — through its joining point (join
///   progress, 0), holding its start value beyond it, because it was not
///   moving before it joined. Beyond the outermost points it holds still.
///   Where two points share a progress, the stopping point wins (pausing
///   never moves anything), then the end.
@usableFromInline
struct JoinedProgress: Sendable {
    /// The animator's progress P when the property joined.
    var joinProgress: Double
    /// The animator's progress at which the property reaches its end value:
    /// the end of the direction it joined in (0 or 1).
    var endProgress: Double
    /// u's motion while the animator runs; nil while it is paused or stopped.
    var motion: ProgressMotion?
    /// Where the animator's progress was when u last stopped moving.
    var restProgress: Double
    /// u when it last stopped moving.
    var restValue: Double

    /// u's target for a stretch of the animator toward `progressTarget`
    /// (0 or 1): 1 toward the property's end, 0 toward its start.
    func target(forProgressTarget progressTarget: Double) -> Double {
        progressTarget == endProgress ? 1 : 0
    }

    /// The points u goes through as a function of P while not running.
    var knots: Knots {
        var k = Knots()
        k.insert(restProgress, restValue)
        if endProgress != restProgress { k.insert(endProgress, 1) }
        let beyondJoin = (endProgress - joinProgress) * (restProgress - joinProgress) > 0
        if beyondJoin && joinProgress != endProgress { k.insert(joinProgress, 0) }
        return k
    }

    /// u (and du/dt) at `time` with the animator's progress at `progress`.
    func state(at time: Double, progress: Double) -> (value: Double, velocity: Double) {
        if let motion {
            let s = motion.sample(at: time)
            return (s.value, s.velocity)
        }
        return (knots.value(at: progress), 0)
    }
}

/// Up to three points (progress, value), sorted by progress, with distinct
/// progresses: a piecewise linear function that holds its end values
/// outside them. No allocation.
struct Knots {
    private var p0 = 0.0, u0 = 0.0
    private var p1 = 0.0, u1 = 0.0
    private var p2 = 0.0, u2 = 0.0
    private(set) var count = 0

    private func point(_ i: Int) -> (p: Double, u: Double) {
        switch i {
        case 0: return (p0, u0)
        case 1: return (p1, u1)
        default: return (p2, u2)
        }
    }

    private mutating func set(_ i: Int, _ p: Double, _ u: Double) {
        switch i {
        case 0: p0 = p; u0 = u
        case 1: p1 = p; u1 = u
        default: p2 = p; u2 = u
        }
    }

    /// Adds a point whose progress differs from the others' (at most three).
    mutating func insert(_ p: Double, _ u: Double) {
        guard count < 3 else { return }
        var i = count
        count += 1
        while i > 0 && point(i - 1).p > p {
            let q = point(i - 1)
            set(i, q.p, q.u)
            i -= 1
        }
        set(i, p, u)
    }

    /// The value at progress `p`.
    func value(at p: Double) -> Double {
        guard count > 0 else { return 0 }
        let first = point(0), last = point(count - 1)
        if p <= first.p { return first.u }
        if p >= last.p { return last.u }
        var i = 0
        while i + 1 < count {
            let a = point(i), b = point(i + 1)
            if p <= b.p { return a.u + (b.u - a.u) * ((p - a.p) / (b.p - a.p)) }
            i += 1
        }
        return last.u
    }

    /// The slope du/dP at `p` on the side `direction` points to (> 0: larger
    /// progress), or on the other side where the function holds on that
    /// one; 0 where it holds on both.
    func slope(at p: Double, direction: Double) -> Double {
        let ahead = segmentSlope(at: p, forward: direction >= 0)
        return ahead != 0 ? ahead : segmentSlope(at: p, forward: direction < 0)
    }

    private func segmentSlope(at p: Double, forward: Bool) -> Double {
        var i = 0
        while i + 1 < count {
            let a = point(i), b = point(i + 1)
            if forward ? (a.p <= p && p < b.p) : (a.p < p && p <= b.p) { return (b.u - a.u) / (b.p - a.p) }
            i += 1
        }
        return 0
    }
}
