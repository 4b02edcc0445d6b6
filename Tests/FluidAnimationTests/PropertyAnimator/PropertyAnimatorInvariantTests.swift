@testable import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// Seeded random call sequences on `PropertyAnimator`: any call in any
/// state with arbitrary arguments, clock steps of any size. After every
/// call the animator's debug invariants are checked explicitly (they are
/// also asserted inside every call), a call that throws must change
/// nothing, and every completion is called at most once.
@Suite("PropertyAnimator: debug invariants")
@MainActor
struct PropertyAnimatorInvariantTests {
    /// What a rejected call must leave as it was.
    typealias Snapshot = AnimatorSnapshot

    static let timings: [AnimatorTiming] = [
        .linear, .easeInOut, .easeOut, .spring(Spring(duration: 0.4, bounce: 0.3)),
        .spring(Spring(duration: 0.3, bounce: 0), initialVelocity: 4), .spring(Spring(duration: 0.5, bounce: -0.5)),
    ]

    /// An argument that is usually reasonable and sometimes not.
    static func number(_ g: inout SeededRandom, _ range: ClosedRange<Double>) -> Double {
        let roll = g.uniform(0...1)
        if roll < 0.08 { return [Double.nan, .infinity, -.infinity, -1, 0, 1e300][Int(g.uniform(0...5.999))] }
        return g.uniform(range)
    }

    @Test func randomCallSequencesKeepTheInvariants() throws {
        var g = SeededRandom(seed: 401)
        for run in 0..<300 {
            let clock = ManualClock()
            let runtime = AnimationRuntime(clock: clock)
            let own = Self.timings[run % Self.timings.count]
            let a = try PropertyAnimator(duration: [0, 0.3, 1][run % 3], timing: own, runtime: runtime)
            defer { endRun(of: a, clock: clock) }
            #expect(a.checkInvariants())
            var calls: [Int] = []
            var handles: [AnimatorProperty<Double>] = []
            for _ in 0..<120 {
                let before = Snapshot(a)
                var threw = false
                do {
                    switch Int(g.uniform(0...16.999)) {
                    case 0: try a.startAnimation()
                    case 1: try a.startAnimation(afterDelay: Self.number(&g, 0...0.3))
                    case 2: try a.pauseAnimation()
                    case 3: try a.stopAnimation(g.chance(0.5))
                    case 4: try a.finishAnimation(at: [.start, .end, .current][Int(g.uniform(0...2.999))])
                    case 5: try a.setFractionComplete(Self.number(&g, -0.5...1.5))
                    case 6: try a.setReversed(g.chance(0.5))
                    case 7: try a.setInterruptible(g.chance(0.8))
                    case 8:
                        let timing: AnimatorTiming? = g.chance(0.3) ? nil : Self.timings[Int(g.uniform(0...Double(Self.timings.count) - 0.001))]
                        try a.continueAnimation(withTimingParameters: timing, durationFactor: Self.number(&g, 0...3))
                    case 9: try a.continueAnimation(spring: Spring(duration: 0.3, bounce: 0.2), progressVelocity: Self.number(&g, -5...5))
                    case 10:
                        handles.append(try a.addAnimation(from: g.uniform(-100...100), to: g.uniform(-100...100)))
                    case 11:
                        let k = calls.count
                        calls.append(0)
                        a.addCompletion { _ in calls[k] += 1 }
                    case 12: a.scrubsLinearly.toggle()
                    case 13: a.pausesOnCompletion.toggle()
                    case 14: a.settlingTolerance = Self.number(&g, 1e-6...0.01)
                    default:
                        let step = g.chance(0.1) ? [0, 1e-9, 5, 1e6][Int(g.uniform(0...3.999))] : g.uniform(0...0.05)
                        try clock.advance(by: step)
                    }
                } catch {
                    threw = true
                }
                #expect(a.checkInvariants())
                if threw { #expect(Snapshot(a) == before, "a call that threw changed the animator") }
                #expect(calls.allSatisfy { $0 <= 1 }, "a completion was called twice: \(calls)")
                #expect(a.progress.isFinite && a.fractionComplete.isFinite)
                for h in handles {
                    let v = try a.value(of: h)
                    #expect(v.isFinite, "a property at \(v)")
                }
            }
            // Finishing from any state calls every completion still registered once.
            try? a.stopAnimation(false)
            try? a.finishAnimation(at: .current)
            #expect(a.checkInvariants())
            #expect(a.state == .inactive || !a.isInterruptible)
            #expect(calls.allSatisfy { $0 <= 1 })
        }
    }

    /// On the frame a run ended, the change handlers used to read the
    /// fraction of an earlier pause (0 after a plain start) instead of where
    /// the run ended; a handler that paused then broke the paused state.
    @Test func theLastDeliveryReadsTheFractionWhereTheRunEnded() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let a = try PropertyAnimator(duration: 0.2, timing: .linear, runtime: runtime)
        a.pausesOnCompletion = true
        var fractions: [Double] = []
        try a.addAnimation(from: 0.0, to: 10) { [unowned a] _ in fractions.append(a.fractionComplete) }
        try a.startAnimation()
        try clock.advance(by: 0.1)
        try clock.advance(by: 0.2)
        #expect(a.state == .active && !a.isRunning)
        #expect(fractions.last == 1, "\(fractions)")
        #expect(a.fractionComplete == 1)
        #expect(a.checkInvariants())
    }

    /// An infinite settling tolerance used to reach the spring solver, whose
    /// precondition stopped the program at the next spring run (or at once
    /// while paused with spring scrubbing).
    @Test func anInfiniteSettlingToleranceEndsASpringRunAtOnce() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let a = try PropertyAnimator(duration: 0.5, dampingRatio: 0.8, runtime: runtime)
        let h = try a.addAnimation(from: 0.0, to: 10)
        try a.pauseAnimation()
        a.scrubsLinearly = false
        a.settlingTolerance = .infinity
        #expect(a.settlingTolerance == .greatestFiniteMagnitude)
        #expect(a.checkInvariants())
        var ended: AnimatorPosition?
        a.addCompletion { ended = $0 }
        try a.startAnimation()
        try clock.advance(by: 0.016)
        #expect(ended == .end && a.state == .inactive)
        #expect(try a.value(of: h) == 10)
    }
}
