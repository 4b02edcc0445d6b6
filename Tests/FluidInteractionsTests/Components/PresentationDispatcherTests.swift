import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// A context for the dispatcher: two cells that may move, which one is
/// shown, and a log the callbacks write.
private struct Cells: Sendable {
    var a = Rect(x: 20, y: 500, width: 100, height: 100)
    var b = Rect(x: 250, y: 600, width: 100, height: 100)
    /// Velocity of both cells, points/s (a scrolling list).
    var velocity = Vector(dx: 0, dy: 0)
    var showsB = false
    var log: [String] = []
}

private typealias Dispatcher = PresentationDispatcher<Cells, MirrorPose>

private func stages() -> Dispatcher.Stages {
    Dispatcher.Stages(
        source: { c in MirrorPose(frame: c.showsB ? c.b : c.a, cornerRadius: 12, scale: 1, tint: Color(hex: c.showsB ? 0xFF0000 : 0x0000FF)) },
        sourceVelocity: { c in MirrorPose(frame: Rect(x: c.velocity.dx, y: c.velocity.dy, width: 0, height: 0), cornerRadius: 0, scale: 0, tint: .zero) },
        destination: { _ in MirrorPose(frame: Rect(x: 0, y: 40, width: 400, height: 260), cornerRadius: 0, scale: 1, tint: Color(hex: 0x00FF00)) },
        atBegin: { c, m in c.log.append("begin \(m.phase.name) \(m.time)") },
        atEnd: { c, m in c.log.append("end \(m.phase.name) \(m.time)") },
        atInterruption: { c, m in c.log.append("interrupted \(m.phase.name) \(m.time)") }
    )
}

/// The largest component difference of two poses.
private func poseDistance(_ a: MirrorPose, _ b: MirrorPose) -> Double { (a - b).magnitude }

@Suite("Presentation dispatcher")
struct PresentationDispatcherTests {
    @Test func presentsAndEndsAtTheExactSettlingInstant() throws {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        #expect(d.phase == .idle && d.progress == 0 && d.isSettled)
        d.present(at: 0.5, context: &c)
        #expect(c.log == ["begin presenting 0.5"])
        let end = try #require(d.endTime)
        let expected = 0.5 + Spring(response: 0.45, dampingRatio: 0.9).settlingDuration(target: 1.0, epsilon: 5e-4)
        expectClose(end, expected, tolerance: 1e-12)
        // The mirror starts exactly on the source and is a pure function of progress.
        #expect(d.mirrorPose(in: c) == d.sourcePose(in: c))
        d.advance(to: 0.6, context: &c)
        guard case .presenting(let p) = d.phase else { Issue.record("not presenting: \(d.phase)"); return }
        #expect(p > 0 && p < 1)
        let expectedPose = stages().source(c).interpolated(to: stages().destination(c), fraction: p)
        #expect(poseDistance(d.mirrorPose(in: c), expectedPose) < 1e-9)
        // Jumping far past the end still ends at the exact instant.
        d.advance(to: 5, context: &c)
        #expect(d.phase == .presented && d.progress == 1 && d.progressVelocity == 0 && d.isSettled)
        #expect(c.log == ["begin presenting 0.5", "end presented \(end)"])
        #expect(d.mirrorPose(in: c) == stages().destination(c))
    }

    @Test func theSourceIsReadAfreshOnEveryQuery() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: 0, context: &c)
        d.advance(to: 0.1, context: &c)
        let p = d.progress
        let before = d.mirrorPose(in: c)
        c.a.origin.y -= 80   // the list scrolled
        let after = d.mirrorPose(in: c)
        expectClose(after.frame.minY - before.frame.minY, -80 * (1 - p), tolerance: 1e-9)
        // The velocity of a moving source enters the mirror's velocity with weight 1 − p.
        let still = d.mirrorVelocity(in: c)
        c.velocity = Vector(dx: 0, dy: -300)
        let moving = d.mirrorVelocity(in: c)
        expectClose(moving.frame.minY - still.frame.minY, -300 * (1 - p), tolerance: 1e-6)
    }

    @Test func reversingKeepsProgressAndVelocity() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: 0, context: &c)
        d.advance(to: 0.12, context: &c)
        let p = d.progress, v = d.progressVelocity
        #expect(v > 1)
        d.dismiss(at: 0.12, context: &c)
        #expect(d.phase == .dismissing(progress: p))
        #expect(d.progress == p && d.progressVelocity == v)
        #expect(d.interruptions == 1)
        #expect(c.log.last == "interrupted dismissing 0.12")
        d.advance(to: 3, context: &c)
        #expect(d.phase == .idle)
        #expect(c.log.last?.hasPrefix("end idle") == true)
    }

    @Test func aCatchHoldsProgressAndAReleaseProjects() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: 0, context: &c)
        d.advance(to: 0.15, context: &c)
        let p = d.progress
        d.grab(at: 0.15, context: &c)
        #expect(d.progress == p && d.progressVelocity == 0)
        #expect(d.phase == .interactive(progress: p, direction: .presenting))
        #expect(d.heading == .presenting)
        // Held still: time passes, nothing moves.
        d.advance(to: 0.4, context: &c)
        #expect(d.progress == p)
        // Moved down to 0.6 at −1.5/s: the projection 0.6 − 0.75 lands nearer 0.
        d.drag(to: 0.6, velocity: -1.5, at: 0.45, context: &c)
        #expect(d.phase == .interactive(progress: 0.6, direction: .dismissing))
        let target = d.release(at: 0.45, context: &c)
        #expect(target == 0)
        #expect(d.progress == 0.6 && d.progressVelocity == -1.5)
        #expect(d.phase == .dismissing(progress: 0.6))
        // A slow release at 0.3 moving up at 1/s projects to 0.8: presents.
        d.grab(at: 0.5, context: &c)
        d.drag(to: 0.3, velocity: 1, at: 0.5, context: &c)
        #expect(d.release(at: 0.5, context: &c) == 1)
        // Without projection (a cancel), the nearer end wins whatever the velocity.
        d.grab(at: 0.6, context: &c)
        d.drag(to: 0.45, velocity: 5, at: 0.6, context: &c)
        #expect(d.release(at: 0.6, cancelled: true, context: &c) == 0)
        #expect(d.progressVelocity == 5, "a cancel keeps the velocity")
    }

    @Test func aResumedCatchGoesOnWhereItWasGoing() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: 0, context: &c)
        d.advance(to: 1.5, context: &c)
        d.dismiss(at: 1.5, context: &c)
        d.advance(to: 1.6, context: &c)
        d.grab(at: 1.6, context: &c)
        #expect(d.release(at: 1.65, tap: true, context: &c) == 0)
        #expect(d.phase.name == "dismissing")
        d.advance(to: 4, context: &c)
        #expect(d.phase == .idle)
        // Held at rest on the destination and let go: back to rest there.
        d.present(at: 4, context: &c)
        d.advance(to: 6, context: &c)
        d.grab(at: 6, context: &c)
        #expect(d.phase == .interactive(progress: 1, direction: .dismissing))
        #expect(d.release(at: 6.1, tap: true, context: &c) == 1)
        #expect(d.phase == .presented && d.isSettled)
    }

    @Test func aRedirectKeepsTheMirrorsPoseAndVelocity() throws {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        c.velocity = Vector(dx: 0, dy: -120)   // both cells drift (a list settling)
        d.present(at: 0, context: &c)
        d.advance(to: 0.1, context: &c)
        let pose = d.mirrorPose(in: c), velocity = d.mirrorVelocity(in: c)
        let p = d.progress, v = d.progressVelocity
        #expect(v > 1)
        d.redirect(at: 0.1, context: &c) { $0.showsB = true }
        #expect(d.progress == p && d.progressVelocity == v)
        let scale = 1 + velocity.magnitude
        #expect(poseDistance(d.mirrorPose(in: c), pose) <= 1e-9 * (1 + pose.magnitude))
        #expect(poseDistance(d.mirrorVelocity(in: c), velocity) <= 1e-9 * scale)
        #expect(d.interruptions == 1)
        // The transition ends when both progress and the hand-off have settled.
        let end = try #require(d.endTime)
        d.advance(to: end - 1e-6, context: &c)
        #expect(d.phase.name == "presenting")
        d.advance(to: end + 1e-6, context: &c)
        #expect(d.phase == .presented && d.isSettled)
        // Dismissed now, the mirror lands in the new cell.
        c.velocity = Vector(dx: 0, dy: 0)
        d.dismiss(at: 2, context: &c)
        d.advance(to: 5, context: &c)
        #expect(d.phase == .idle)
        #expect(d.sourcePose(in: c).frame == c.b)
    }

    @Test func aRedirectWhileDismissingPresentsTheNewContent() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: 0, context: &c)
        d.advance(to: 2, context: &c)
        d.dismiss(at: 2, context: &c)
        d.advance(to: 2.15, context: &c)
        let pose = d.mirrorPose(in: c), velocity = d.mirrorVelocity(in: c)
        #expect(d.progressVelocity < -1)
        d.redirect(at: 2.15, context: &c) { $0.showsB = true }
        #expect(d.phase.name == "presenting")
        #expect(poseDistance(d.mirrorPose(in: c), pose) <= 1e-9 * (1 + pose.magnitude))
        #expect(poseDistance(d.mirrorVelocity(in: c), velocity) <= 1e-9 * (1 + velocity.magnitude))
        d.advance(to: 5, context: &c)
        #expect(d.phase == .presented)
        #expect(c.log.filter { $0.hasPrefix("interrupted") }.count == 1)
    }

    @Test func nonFiniteInputIsIgnored() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.present(at: .nan, context: &c)
        d.advance(to: .infinity, context: &c)
        d.grab(at: 0.1, context: &c)
        d.drag(to: .nan, velocity: .infinity, at: 0.2, context: &c)
        #expect(d.progress.isFinite && d.progressVelocity.isFinite)
        d.drag(to: 0.5, velocity: .nan, at: 0.3, context: &c)
        #expect(d.progressVelocity == 0)
        d.release(at: 0.3, context: &c)
        d.advance(to: 60, context: &c)
        #expect(d.isSettled)
    }

    @Test func dragResistsPastTheEndsOnTheOverdragBand() {
        var s = stages()
        let band = RubberBand(range: 0...1, dimension: 0.5)
        s.overdrag = band
        var d = Dispatcher(stages: s)
        var c = Cells()
        d.grab(at: 0, context: &c)
        d.drag(by: 0.4, velocity: 2, at: 0.1, context: &c)
        #expect(d.progress == 0.4 && d.progressVelocity == 2)
        d.drag(by: 1.6, velocity: 3, at: 0.2, context: &c)
        #expect(d.progress == band.apply(1.6) && d.progress > 1 && d.progress < 1.5)
        #expect(d.progressVelocity == band.shownVelocity(3, at: 1.6) && d.progressVelocity < 3)
        // Reported: pinned to 0…1, velocity 0 while pinned; the phase carries the pinned progress.
        #expect(d.pinnedProgress == 1 && d.pinnedProgressVelocity == 0)
        #expect(d.pinnedPhase == .interactive(progress: 1, direction: .presenting))
        #expect(d.phase.direction == .presenting)
        // Non-finite deltas are ignored; the time still moves.
        d.drag(by: .nan, velocity: 1, at: 0.3, context: &c)
        #expect(d.progress == band.apply(1.6) && d.time == 0.3)
        // Caught again past the end: the finger continues on the same curve.
        d.release(at: 0.3, context: &c)
        d.advance(to: 0.31, context: &c)
        let caught = d.progress
        d.grab(at: 0.31, context: &c)
        #expect(d.progress == caught)
        d.drag(by: 0, velocity: 0, at: 0.32, context: &c)
        expectClose(d.progress, caught, tolerance: 1e-12)
    }

    @Test func withoutOverdragTheFingerIsFollowedOneToOne() {
        var d = Dispatcher(stages: stages())
        var c = Cells()
        d.grab(at: 0, context: &c)
        d.drag(by: 1.3, velocity: 4, at: 0.1, context: &c)
        #expect(d.progress == 1.3 && d.progressVelocity == 4)
        #expect(d.pinnedProgress == 1 && d.pinnedProgressVelocity == 0)
        d.drag(by: -0.2, velocity: -4, at: 0.2, context: &c)
        #expect(d.pinnedProgress == 0 && d.phase.direction == .dismissing)
    }

    @Test func aRestingPhaseHasNoDirection() {
        #expect(PresentationPhase.idle.direction == nil && PresentationPhase.presented.direction == nil)
        #expect(PresentationPhase.dismissing(progress: 0.3).direction == .dismissing)
    }
}
