@testable import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// `setFractionComplete(_:at:)` has an inlined fast path for the scrub a
/// finger makes on every touch move (paused, interruptible, linear, no
/// joined progress: `scrubsInPlace`); everything else goes to
/// `setFractionCompleteInGeneral(_:at:)`. The two must agree bit for bit —
/// the update returned or the error thrown, and everything the value keeps.
@Suite("AnimatorProgress: the scrubbing fast path")
struct AnimatorProgressScrubbingFastPathTests {
    static let timings: [AnimatorTiming] = [
        .linear, .easeInOut, .easeIn, .spring(Spring(duration: 0.4, bounce: 0.3)),
        .spring(Spring(duration: 0.3, bounce: 0), initialVelocity: 4),
    ]

    /// Everything a scrub may change, exactly (bit patterns, so −0 and 0 differ).
    struct Kept: Equatable {
        var state: AnimatorState
        var isReversed: Bool
        var isRunning: Bool
        var storedProgress: UInt64
        var pausedFraction: UInt64
        var joinValues: [UInt64]
        var progress: UInt64
        var fraction: UInt64
        var completionTime: Double?

        init(_ a: AnimatorProgress, at t: Double) {
            state = a.state
            isReversed = a.isReversed
            isRunning = a.isRunning
            storedProgress = a.storedProgress.bitPattern
            pausedFraction = a.pausedFraction.bitPattern
            joinValues = a.joinValues.map(\.bitPattern)
            progress = a.progress(at: t).bitPattern
            fraction = a.fractionComplete(at: t).bitPattern
            completionTime = a.completionTime
        }
    }

    /// A fraction to scrub to: mostly inside 0…1, sometimes the one read
    /// (an overshoot included), its neighbours, the ends, ±0, beyond the
    /// range or not finite.
    static func fraction(_ g: inout SeededRandom, current: Double) -> Double {
        switch Int(g.uniform(0...9.999)) {
        case 0: return current
        case 1: return current.nextUp
        case 2: return current.nextDown
        case 3: return [0, -0.0, 1, 1.0.nextDown, 0.0.nextUp][Int(g.uniform(0...4.999))]
        case 4: return g.uniform(-2...3)
        case 5: return [Double.nan, .infinity, -.infinity, 1e300, -1e300][Int(g.uniform(0...4.999))]
        default: return g.uniform(0...1)
        }
    }

    /// The same update, or the same error (by its description: an invalid
    /// argument carries the NaN it refused, which equals nothing).
    static func same(_ a: Result<AnimatorUpdate, AnimatorError>, _ b: Result<AnimatorUpdate, AnimatorError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x == y
        case (.failure(let x), .failure(let y)): return x.description == y.description
        default: return false
        }
    }

    /// Moves `a` at `t` with a random call (any state, some calls refused).
    static func stir(_ a: inout AnimatorProgress, _ g: inout SeededRandom, at t: Double) {
        switch Int(g.uniform(0...11.999)) {
        case 0: _ = try? a.start(at: t)
        case 1: _ = try? a.pause(at: t)
        case 2: _ = try? a.setReversed(g.chance(0.5), at: t)
        case 3: _ = try? a.continueAnimation(withTimingParameters: nil, durationFactor: g.uniform(0...2), at: t)
        case 4: _ = a.advance(to: t)
        case 5: _ = try? a.addJoin(at: t)
        case 6: _ = try? a.stop(withoutFinishing: g.chance(0.5), at: t)
        case 7: _ = try? a.finish(at: [.start, .end, .current][Int(g.uniform(0...2.999))], time: t)
        case 8: a.scrubsLinearly = g.chance(0.8)
        case 9: _ = try? a.setInterruptible(g.chance(0.8))
        default: _ = try? a.setFractionCompleteInGeneral(g.uniform(-0.5...1.5), at: t)
        }
    }

    @Test func theFastPathEqualsTheGeneralOneOnRandomStatesAndFractions() throws {
        var g = SeededRandom(seed: 2_024)
        var fast = 0, general = 0
        for run in 0..<400 {
            var a = try AnimatorProgress(duration: [0, 0.3, 1][run % 3], timing: Self.timings[run % Self.timings.count])
            a.pausesOnCompletion = run % 7 == 0
            var t = 0.0
            for _ in 0..<80 {
                t += g.chance(0.2) ? 0 : g.logUniform(1e-4, 0.5)
                Self.stir(&a, &g, at: t)
                // Several scrubs in a row, as a dragging finger makes them.
                for _ in 0..<Int(g.uniform(1...6.999)) {
                    let x = Self.fraction(&g, current: a.fractionComplete(at: t))
                    let inPlace = a.scrubsInPlace
                    var viaGeneral = a
                    let expected = Result { () throws(AnimatorError) in try viaGeneral.setFractionCompleteInGeneral(x, at: t) }
                    let got = Result { () throws(AnimatorError) in try a.setFractionComplete(x, at: t) }
                    #expect(Self.same(got, expected), "fraction \(x), state \(a.state), in place \(inPlace)")
                    #expect(Kept(a, at: t) == Kept(viaGeneral, at: t), "fraction \(x), in place \(inPlace)")
                    #expect(a.checkInvariants(at: t))
                    if inPlace { fast += 1 } else { general += 1 }
                    if Kept(a, at: t) != Kept(viaGeneral, at: t) { return }
                }
            }
        }
        // Both paths were exercised, the fast one at length.
        #expect(fast > 20_000 && general > 10_000, "\(fast) fast, \(general) general")
    }

    /// The fast path is taken exactly in the case it covers.
    @Test func theFastPathIsThePausedLinearScrubWithoutJoins() throws {
        var a = try AnimatorProgress(duration: 1, timing: .easeInOut)
        #expect(!a.scrubsInPlace, "inactive: a scrub activates it")
        try a.setFractionComplete(0.25, at: 0)
        #expect(a.scrubsInPlace)
        a.scrubsLinearly = false
        #expect(!a.scrubsInPlace, "along the curve")
        a.scrubsLinearly = true
        try a.start(at: 0)
        #expect(!a.scrubsInPlace, "running")
        try a.pause(at: 0.1)
        #expect(a.scrubsInPlace)
        _ = try a.addJoin(at: 0.1)
        #expect(!a.scrubsInPlace, "a joined progress to bring up to date")
    }
}
