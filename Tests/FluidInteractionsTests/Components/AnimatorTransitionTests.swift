#if canImport(Glibc)
import CAllocationCounter
#endif
import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("AnimatorTransition")
struct AnimatorTransitionTests {
    /// A spring part (1 s, ζ 1) and a curve part (ease-in, 0.6 s).
    func make() throws -> AnimatorTransition {
        AnimatorTransition([.init("height", try AnimatorProgress(duration: 1, dampingRatio: 1)),
                            .init("title", try AnimatorProgress(duration: 0.6, curve: .easeIn))])
    }

    /// Runs every completion due up to `end`, returning (name, position, time).
    func complete(_ t: inout AnimatorTransition, until end: Double) -> [(String, AnimatorPosition, Double)] {
        var out: [(String, AnimatorPosition, Double)] = []
        while let due = t.nextCompletion, due <= end, let (i, position) = t.completeDue(at: due) {
            out.append((t.parts[i].name, position, due))
        }
        return out
    }

    @Test func aReleaseFromRestOpensAndEachPartCompletesAtItsExactInstant() throws {
        var t = try make()
        #expect(t.openness(at: 0) == [0, 0] && t.activeCount == 0 && t.nextCompletion == nil && t.heading == nil)
        let start = t.grab(at: 0, startingFrom: false)
        #expect(start == [0, 0] && t.opens && t.activeCount == 2)
        t.release(toward: true, velocity: 0, at: 0)
        #expect(t.heading == 1 && t.side == 1)
        let done = complete(&t, until: 5)
        #expect(done.map(\.0) == ["title", "height"] && done.allSatisfy { $0.1 == .end })
        expectClose(done[0].2, 0.6, tolerance: 1e-12, "a curve lasts its duration for the whole way")
        expectClose(done[1].2, 1, tolerance: 1e-9, "UIKit's duration for the spring from rest")
        #expect(t.openness(at: 5) == [1, 1] && t.activeCount == 0)
        #expect(t.completeDue(at: 10) == nil)
    }

    @Test func aCatchHoldsEveryPartWhereItIsAndAScrubMovesThemTogether() throws {
        var t = try make()
        t.grab(at: 0, startingFrom: false)
        t.release(toward: true, velocity: 0, at: 0)
        _ = complete(&t, until: 0.3)
        let before = t.openness(at: 0.3)
        #expect(before[0] > 0 && before[0] < 1 && before[1] > 0 && before[1] < 1)
        let start = t.grab(at: 0.3, startingFrom: false)
        #expect(start == before && t.openness(at: 0.5) == before, "paused where it was, no jump")
        #expect(t.grabbed?.start == start && t.grabbed?.heading == 1, "it keeps the grab and where it was heading")
        t.scrub(by: 0.1, at: 0.5)
        for i in 0..<2 { expectClose(t.openness(i, at: 0.5), start[i] + 0.1, tolerance: 1e-12) }
        t.scrub(by: 5, at: 0.6)
        #expect(t.openness(at: 0.6) == [1, 1], "clamped to the open side")
        t.scrub(by: -5, at: 0.7)
        #expect(t.openness(at: 0.7) == [0, 0], "and to the closed side")
    }

    @Test func releasedTowardWhereItBeganItReversesAndReportsStart() throws {
        var t = try make()
        t.grab(at: 0, startingFrom: false)
        t.release(toward: true, velocity: 0, at: 0)
        t.grab(at: 0.25, startingFrom: false)
        t.scrub(by: -0.05, at: 0.3)
        let shown = t.openness(at: 0.3)
        t.release(toward: false, velocity: -2, at: 0.3)
        #expect(t.openness(at: 0.3) == shown, "the release does not move anything")
        #expect(t.grabbed == nil, "the release forgets the grab")
        t.scrub(by: 0.5, at: 0.3)
        #expect(t.openness(at: 0.3) == shown, "no scrub without a grab")
        // The spring part carries the finger's velocity (openness per second); the curve part its curve's own.
        expectClose(t.opennessVelocity(0, at: 0.3), -2, tolerance: 1e-9)
        #expect(t.heading == 0 && t.side == 0)
        let done = complete(&t, until: 5)
        #expect(done.count == 2 && done.allSatisfy { $0.1 == .start })
        #expect(t.openness(at: 5) == [0, 0])
    }

    @Test func aNewTransitionFromTheOpenSideCloses() throws {
        var t = try make()
        t.grab(at: 0, startingFrom: false)
        t.release(toward: true, velocity: 0, at: 0)
        _ = complete(&t, until: 3)
        t.grab(at: 3, startingFrom: true)
        #expect(!t.opens && t.openness(at: 3) == [1, 1])
        t.release(toward: false, velocity: 0, at: 3)
        let done = complete(&t, until: 9)
        #expect(done.allSatisfy { $0.1 == .end }, "closing is this transition's end")
        #expect(t.openness(at: 9) == [0, 0])
    }

    @Test func nonFiniteAndHugeVelocitiesNeverStrandAPausedPart() throws {
        var t = try make()
        t.grab(at: 0, startingFrom: false)
        t.release(toward: true, velocity: 1e300, at: 0)
        #expect(t.parts.allSatisfy { $0.animator.isRunning }, "capped, not refused")
        _ = complete(&t, until: 60)
        #expect(t.activeCount == 0 && t.openness(at: 60).allSatisfy(\.isFinite))
    }

    #if canImport(Glibc)
    /// What a touch move and a frame ask of the transition under a finger —
    /// scrubbing every part, reading the next completion — allocates
    /// nothing (in debug builds too, the checks included).
    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func scrubbingAndReadingTheNextCompletionAllocateNothing() throws {
        var t = AnimatorTransition(try (0..<5).map { i in
            AnimatorTransition.Part("part \(i)", i < 3 ? try AnimatorProgress(duration: 1, dampingRatio: 1)
                                                      : try AnimatorProgress(duration: 1, curve: .linear))
        })
        let start = t.grab(at: 0, startingFrom: false)
        t.release(toward: true, velocity: 0, at: 0)
        _ = complete(&t, until: 0.3)
        t.grab(at: 0.3, startingFrom: false)
        var time = 0.3, due = 0.0
        let before = fluid_allocation_count()
        for i in 0..<5_000 {
            time += 0.008
            t.scrub(by: Double(i % 300) / 200 - 0.5, at: time)
            due += t.nextCompletion ?? 0
        }
        #expect(fluid_allocation_count() - before == 0)
        #expect(start == [0, 0, 0, 0, 0] && due == 0 && t.activeCount == 5)
    }
    #endif

    /// `nextCompletion` is kept, not computed: after every call, in any
    /// order, it must be the earliest completion of the parts' animators.
    @Test func theNextCompletionKeptIsAlwaysTheEarliestOfTheParts() throws {
        var g = SeededRandom(seed: 77)
        for _ in 0..<60 {
            var t = try make()
            var time = 0.0, start: [Double]?
            for _ in 0..<120 {
                time += g.chance(0.2) ? 0 : g.logUniform(1e-3, 0.4)
                switch Int(g.uniform(0...5.999)) {
                case 0: start = t.grab(at: time, startingFrom: g.chance(0.5))
                case 1, 2:
                    #expect(t.grabbed?.start == start)
                    t.scrub(by: g.uniform(-1.5...1.5), at: time)
                case 3:
                    if t.grabbed != nil { t.release(toward: g.chance(0.5), velocity: g.uniform(-20...20), at: time) }
                    start = nil
                case 4:
                    let duration = g.uniform(0.2...2)
                    t.retime([try AnimatorProgress(duration: duration, dampingRatio: g.uniform(0.3...1.5)),
                              try AnimatorProgress(duration: duration, curve: .easeOut)], at: time)
                default:
                    if let due = t.nextCompletion, due <= time + 0.5 {
                        time = Swift.max(time, due)
                        _ = t.completeDue(at: time)
                    }
                }
                let earliest = t.parts.compactMap(\.animator.completionTime).min()
                #expect(t.nextCompletion == earliest)
            }
        }
    }
}
