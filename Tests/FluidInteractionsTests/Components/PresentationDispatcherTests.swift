import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// Two cells that may move, and which one is shown.
private struct Cells: Sendable {
    var a = Rect(x: 20, y: 500, width: 100, height: 100)
    var b = Rect(x: 250, y: 600, width: 100, height: 100)
    /// Velocity of both cells, points/s (a scrolling list).
    var velocity = Vector(dx: 0, dy: 0)
    var showsB = false
}

private typealias Dispatcher = PresentationDispatcher<MirrorPose>

/// The dispatcher with its owner's side: the cells, the time of the latest
/// call, and a log of the events the calls returned.
private struct Harness {
    var d: Dispatcher
    var c = Cells()
    var time = 0.0
    var log: [String] = []

    init(overdrag: RubberBand? = nil) { d = Dispatcher(overdrag: overdrag) }

    var source: MirrorPose { MirrorPose(frame: c.showsB ? c.b : c.a, cornerRadius: 12, scale: 1, tint: Color(hex: c.showsB ? 0xFF0000 : 0x0000FF)) }
    var destination: MirrorPose { MirrorPose(frame: Rect(x: 0, y: 40, width: 400, height: 260), cornerRadius: 0, scale: 1, tint: Color(hex: 0x00FF00)) }
    var poses: Dispatcher.Poses {
        (source, MirrorPose(frame: Rect(x: c.velocity.dx, y: c.velocity.dy, width: 0, height: 0), cornerRadius: 0, scale: 0, tint: .zero), destination)
    }

    private mutating func note(_ events: Dispatcher.Events, at t: Double) {
        if t.isFinite { time = Swift.max(time, t) }
        for event in events {
            let m = event.moment
            switch event {
            case .began: log.append("begin \(m.phase.name) \(m.time)")
            case .interrupted: log.append("interrupted \(m.phase.name) \(m.time)")
            case .ended: log.append("end \(m.phase.name) \(m.time)")
            }
        }
    }

    mutating func advance(to t: Double) { note(d.advance(to: t), at: t) }
    mutating func present(at t: Double) { note(d.present(at: t), at: t) }
    mutating func dismiss(at t: Double) { note(d.dismiss(at: t), at: t) }
    mutating func grab(at t: Double) { note(d.grab(at: t), at: t) }
    mutating func drag(to p: Double, velocity: Double, at t: Double) { note(d.drag(to: p, velocity: velocity, at: t), at: t) }
    mutating func drag(by delta: Double, velocity: Double, at t: Double) { note(d.drag(by: delta, velocity: velocity, at: t), at: t) }
    @discardableResult
    mutating func release(at t: Double, tap: Bool = false, cancelled: Bool = false) -> Double {
        let released = d.release(at: t, tap: tap, cancelled: cancelled)
        note(released.events, at: t)
        return released.end
    }
    /// Advances, then changes the cells and redirects, as an owner does.
    mutating func redirect(at t: Double, change: (inout Cells) -> Void) {
        advance(to: t)
        let old = poses
        change(&c)
        note(d.redirect(at: t, from: old, to: poses), at: t)
    }

    var drawnProgress: Double { d.drawnProgress(at: time) }
    var drawnProgressVelocity: Double { d.drawnProgressVelocity(at: time) }
    var drawnPhase: PresentationPhase { d.drawnPhase(at: time) }
    var progress: Double { d.progress(at: time) }
    var progressVelocity: Double { d.progressVelocity(at: time) }
    var phase: PresentationPhase { d.phase(at: time) }
    var isSettled: Bool { d.isSettled(at: time) }
    var endTime: Double? { d.endTime }
    var heading: PresentationDirection? { d.heading }
    var interruptions: Int { d.interruptions }
    var mirrorPose: MirrorPose { d.mirrorPose(poses, at: time) }
    var mirrorVelocity: MirrorPose { d.mirrorVelocity(poses, at: time) }
    var sourcePose: MirrorPose { d.shownPoses(poses, at: time).source }
}

/// The largest component difference of two poses.
private func poseDistance(_ a: MirrorPose, _ b: MirrorPose) -> Double { (a - b).magnitude }

@Suite("Presentation dispatcher")
struct PresentationDispatcherTests {
    @Test func presentsAndEndsAtTheExactSettlingInstant() throws {
        var d = Harness()
        #expect(d.drawnPhase == .idle && d.drawnProgress == 0 && d.isSettled)
        d.present(at: 0.5)
        #expect(d.log == ["begin presenting 0.5"])
        let end = try #require(d.endTime)
        let expected = 0.5 + Spring(response: 0.45, dampingRatio: 0.9).settlingDuration(target: 1.0, epsilon: 5e-4)
        expectClose(end, expected, tolerance: 1e-12)
        // The mirror starts exactly on the source and is a pure function of progress.
        #expect(d.mirrorPose == d.sourcePose)
        d.advance(to: 0.6)
        guard case .presenting(let p) = d.drawnPhase else { Issue.record("not presenting: \(d.drawnPhase)"); return }
        #expect(p > 0 && p < 1)
        let expectedPose = d.source.interpolated(to: d.destination, fraction: p)
        #expect(poseDistance(d.mirrorPose, expectedPose) < 1e-9)
        // Jumping far past the end still ends at the exact instant.
        d.advance(to: 5)
        #expect(d.drawnPhase == .presented && d.drawnProgress == 1 && d.drawnProgressVelocity == 0 && d.isSettled)
        #expect(d.log == ["begin presenting 0.5", "end presented \(end)"])
        #expect(d.mirrorPose == d.destination)
    }

    @Test func theSourceIsReadAfreshOnEveryQuery() {
        var d = Harness()
        d.present(at: 0)
        d.advance(to: 0.1)
        let p = d.drawnProgress
        let before = d.mirrorPose
        d.c.a.origin.y -= 80   // the list scrolled
        let after = d.mirrorPose
        expectClose(after.frame.minY - before.frame.minY, -80 * (1 - p), tolerance: 1e-9)
        // The velocity of a moving source enters the mirror's velocity with weight 1 − p.
        let still = d.mirrorVelocity
        d.c.velocity = Vector(dx: 0, dy: -300)
        let moving = d.mirrorVelocity
        expectClose(moving.frame.minY - still.frame.minY, -300 * (1 - p), tolerance: 1e-6)
    }

    @Test func reversingKeepsProgressAndVelocity() {
        var d = Harness()
        d.present(at: 0)
        d.advance(to: 0.12)
        let p = d.drawnProgress, v = d.drawnProgressVelocity
        #expect(v > 1)
        d.dismiss(at: 0.12)
        #expect(d.drawnPhase == .dismissing(progress: p))
        #expect(d.drawnProgress == p && d.drawnProgressVelocity == v)
        #expect(d.interruptions == 1)
        #expect(d.log.last == "interrupted dismissing 0.12")
        d.advance(to: 3)
        #expect(d.drawnPhase == .idle)
        #expect(d.log.last?.hasPrefix("end idle") == true)
    }

    @Test func aCatchHoldsProgressAndAReleaseProjects() {
        var d = Harness()
        d.present(at: 0)
        d.advance(to: 0.15)
        let p = d.drawnProgress
        d.grab(at: 0.15)
        #expect(d.drawnProgress == p && d.drawnProgressVelocity == 0)
        #expect(d.drawnPhase == .interactive(progress: p, direction: .presenting))
        #expect(d.heading == .presenting)
        // Held still: time passes, nothing moves.
        d.advance(to: 0.4)
        #expect(d.drawnProgress == p)
        // Moved down to 0.6 at −1.5/s: the projection 0.6 − 0.75 lands nearer 0.
        d.drag(to: 0.6, velocity: -1.5, at: 0.45)
        #expect(d.drawnPhase == .interactive(progress: 0.6, direction: .dismissing))
        let target = d.release(at: 0.45)
        #expect(target == 0)
        #expect(d.drawnProgress == 0.6 && d.drawnProgressVelocity == -1.5)
        #expect(d.drawnPhase == .dismissing(progress: 0.6))
        // A slow release at 0.3 moving up at 1/s projects to 0.8: presents.
        d.grab(at: 0.5)
        d.drag(to: 0.3, velocity: 1, at: 0.5)
        #expect(d.release(at: 0.5) == 1)
        // Without projection (a cancel), the nearer end wins whatever the velocity.
        d.grab(at: 0.6)
        d.drag(to: 0.45, velocity: 5, at: 0.6)
        #expect(d.release(at: 0.6, cancelled: true) == 0)
        #expect(d.drawnProgressVelocity == 5, "a cancel keeps the velocity")
    }

    @Test func aResumedCatchGoesOnWhereItWasGoing() {
        var d = Harness()
        d.present(at: 0)
        d.advance(to: 1.5)
        d.dismiss(at: 1.5)
        d.advance(to: 1.6)
        d.grab(at: 1.6)
        #expect(d.release(at: 1.65, tap: true) == 0)
        #expect(d.drawnPhase.name == "dismissing")
        d.advance(to: 4)
        #expect(d.drawnPhase == .idle)
        // Held at rest on the destination and let go: back to rest there.
        d.present(at: 4)
        d.advance(to: 6)
        d.grab(at: 6)
        #expect(d.drawnPhase == .interactive(progress: 1, direction: .dismissing))
        #expect(d.release(at: 6.1, tap: true) == 1)
        #expect(d.drawnPhase == .presented && d.isSettled)
    }

    @Test func aRedirectKeepsTheMirrorsPoseAndVelocity() throws {
        var d = Harness()
        d.c.velocity = Vector(dx: 0, dy: -120)   // both cells drift (a list settling)
        d.present(at: 0)
        d.advance(to: 0.1)
        let pose = d.mirrorPose, velocity = d.mirrorVelocity
        let p = d.drawnProgress, v = d.drawnProgressVelocity
        #expect(v > 1)
        d.redirect(at: 0.1) { $0.showsB = true }
        #expect(d.drawnProgress == p && d.drawnProgressVelocity == v)
        let scale = 1 + velocity.magnitude
        #expect(poseDistance(d.mirrorPose, pose) <= 1e-9 * (1 + pose.magnitude))
        #expect(poseDistance(d.mirrorVelocity, velocity) <= 1e-9 * scale)
        #expect(d.interruptions == 1)
        // The transition ends when both progress and the hand-off have settled.
        let end = try #require(d.endTime)
        d.advance(to: end - 1e-6)
        #expect(d.drawnPhase.name == "presenting")
        d.advance(to: end + 1e-6)
        #expect(d.drawnPhase == .presented && d.isSettled)
        // Dismissed now, the mirror lands in the new cell.
        d.c.velocity = Vector(dx: 0, dy: 0)
        d.dismiss(at: 2)
        d.advance(to: 5)
        #expect(d.drawnPhase == .idle)
        #expect(d.sourcePose.frame == d.c.b)
    }

    @Test func aRedirectWhileDismissingPresentsTheNewContent() {
        var d = Harness()
        d.present(at: 0)
        d.advance(to: 2)
        d.dismiss(at: 2)
        d.advance(to: 2.15)
        let pose = d.mirrorPose, velocity = d.mirrorVelocity
        #expect(d.drawnProgressVelocity < -1)
        d.redirect(at: 2.15) { $0.showsB = true }
        #expect(d.drawnPhase.name == "presenting")
        #expect(poseDistance(d.mirrorPose, pose) <= 1e-9 * (1 + pose.magnitude))
        #expect(poseDistance(d.mirrorVelocity, velocity) <= 1e-9 * (1 + velocity.magnitude))
        d.advance(to: 5)
        #expect(d.drawnPhase == .presented)
        #expect(d.log.filter { $0.hasPrefix("interrupted") }.count == 1)
    }

    @Test func nonFiniteInputIsIgnored() {
        var d = Harness()
        d.present(at: .nan)
        d.advance(to: .infinity)
        d.grab(at: 0.1)
        d.drag(to: .nan, velocity: .infinity, at: 0.2)
        #expect(d.drawnProgress.isFinite && d.drawnProgressVelocity.isFinite)
        d.drag(to: 0.5, velocity: .nan, at: 0.3)
        #expect(d.drawnProgressVelocity == 0)
        d.release(at: 0.3)
        d.advance(to: 60)
        #expect(d.isSettled)
    }

    @Test func dragResistsPastTheEndsOnTheOverdragBand() {
        let band = RubberBand(range: 0...1, dimension: 0.5)
        var d = Harness(overdrag: band)
        d.grab(at: 0)
        d.drag(by: 0.4, velocity: 2, at: 0.1)
        #expect(d.drawnProgress == 0.4 && d.drawnProgressVelocity == 2)
        d.drag(by: 1.6, velocity: 3, at: 0.2)
        #expect(d.drawnProgress == band.apply(1.6) && d.drawnProgress > 1 && d.drawnProgress < 1.5)
        #expect(d.drawnProgressVelocity == band.shownVelocity(3, at: 1.6) && d.drawnProgressVelocity < 3)
        // Reported: pinned to 0…1, velocity 0 while pinned; the phase carries the pinned progress.
        #expect(d.progress == 1 && d.progressVelocity == 0)
        #expect(d.phase == .interactive(progress: 1, direction: .presenting))
        #expect(d.drawnPhase.direction == .presenting)
        // Non-finite deltas are ignored; the time still moves.
        d.drag(by: .nan, velocity: 1, at: 0.3)
        #expect(d.drawnProgress == band.apply(1.6) && d.time == 0.3)
        // Caught again past the end: the finger continues on the same curve.
        d.release(at: 0.3)
        d.advance(to: 0.31)
        let caught = d.drawnProgress
        d.grab(at: 0.31)
        #expect(d.drawnProgress == caught)
        d.drag(by: 0, velocity: 0, at: 0.32)
        expectClose(d.drawnProgress, caught, tolerance: 1e-12)
    }

    @Test func withoutOverdragTheFingerIsFollowedOneToOne() {
        var d = Harness()
        d.grab(at: 0)
        d.drag(by: 1.3, velocity: 4, at: 0.1)
        #expect(d.drawnProgress == 1.3 && d.drawnProgressVelocity == 4)
        #expect(d.progress == 1 && d.progressVelocity == 0)
        d.drag(by: -0.2, velocity: -4, at: 0.2)
        #expect(d.progress == 0 && d.drawnPhase.direction == .dismissing)
    }

    /// Random sequences of every call, at times that never go back: the
    /// drawn progress is continuous in value at every call (and in velocity
    /// too, except where a finger takes over: a grab holds it still, a drag
    /// is the finger's), the reported progress stays in 0…1, nothing is
    /// NaN, and the events keep their contract — an end only at or after
    /// `endTime`, at that instant or the call's, resting after it; a
    /// beginning only from rest.
    @Test func everyCallKeepsTheMotionContinuousAndReportsWhatHappened() {
        var g = SeededRandom(seed: 2026)
        for _ in 0..<200 {
            var d = Dispatcher(overdrag: g.chance(0.5) ? RubberBand(range: 0...1, dimension: 0.5) : nil)
            var t = 0.0
            for _ in 0..<60 {
                t += g.chance(0.2) ? 0 : g.logUniform(1e-3, 0.5)
                let before = (p: d.drawnProgress(at: t), v: d.drawnProgressVelocity(at: t), resting: d.phase(at: t).direction == nil,
                              end: d.endTime, held: d.isInteractive)
                var fingerTakesOver = false
                let events: Dispatcher.Events
                let op = Int(g.uniform(0...7.999))
                switch op {
                case 0: events = d.present(at: t)
                case 1: events = d.dismiss(at: t)
                case 2: events = d.grab(at: t); fingerTakesOver = !before.held
                case 3: events = d.drag(by: g.uniform(-1.5...1.5), velocity: g.uniform(-5...5), at: t); fingerTakesOver = true
                case 4: events = d.release(at: t, tap: g.chance(0.3), cancelled: g.chance(0.2)).events
                case 5:
                    let a = MirrorPose(frame: Rect(x: g.uniform(0...300), y: g.uniform(0...700), width: 100, height: 100),
                                       cornerRadius: 12, scale: 1, tint: .black)
                    let b = MirrorPose(frame: Rect(x: 0, y: 40, width: 400, height: 260), cornerRadius: 0, scale: 1, tint: .white)
                    events = d.redirect(at: t, from: (a, .zero, b), to: (b, .zero, a))
                case 6: events = d.retune(mirrorTransition: Spring(response: g.uniform(0.2...1), dampingRatio: g.uniform(0.5...1)),
                                          redirectSpring: Spring(response: 0.45, dampingRatio: 0.9), at: t)
                default: events = d.advance(to: t)
                }
                let after = (p: d.drawnProgress(at: t), v: d.drawnProgressVelocity(at: t))
                #expect(after.p.isFinite && after.v.isFinite && (0...1).contains(d.progress(at: t)))
                var sawEnd = false
                for event in events {
                    switch event {
                    case .ended(let m):
                        #expect(m.time <= t && (m.phase == .idle || m.phase == .presented) && m.velocity == 0)
                        sawEnd = true
                    case .began(let m):
                        #expect(m.time == t && (before.resting || sawEnd))
                    case .interrupted(let m):
                        #expect(m.time == t)
                    }
                }
                if !fingerTakesOver {
                    // A motion that starts within `progressTolerance` of its end
                    // has no time to run (the definition of its end): it lands
                    // there at once, exactly on the end.
                    let snapped = sawEnd || after.p == 0 || after.p == 1
                    #expect(Swift.abs(after.p - before.p) <= (snapped ? d.progressTolerance : 1e-9), "progress jumped at \(t) (call \(op))")
                    if !snapped {
                        #expect(Swift.abs(after.v - before.v) <= 1e-9 * Swift.max(1, Swift.abs(before.v)), "velocity jumped at \(t)")
                    }
                }
                if let end = before.end, end <= t, !before.held { #expect(sawEnd, "a transition due at \(end) ended by \(t)") }
            }
        }
    }

    @Test func aRestingPhaseHasNoDirection() {
        #expect(PresentationPhase.idle.direction == nil && PresentationPhase.presented.direction == nil)
        #expect(PresentationPhase.dismissing(progress: 0.3).direction == .dismissing)
    }
}
