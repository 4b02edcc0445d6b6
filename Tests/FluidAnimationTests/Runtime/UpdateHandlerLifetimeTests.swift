import FluidAnimation
import FluidPhysics
import Testing

/// An update handler is kept with its animation and called in place at each
/// frame, borrowed from its record rather than copied. What the handler
/// captures must live exactly as long as the animation: released once it
/// settles, is cancelled or its runtime goes, alive through every call even
/// while handlers start animations and the records' storage grows and moves.
@Suite("AnimationRuntime: update handlers live as long as their animations")
@MainActor
struct UpdateHandlerLifetimeTests {
    final class Token {
        var calls = 0
    }

    @Test func capturesAreReleasedWhenTheirAnimationEnds() throws {
        let clock = ManualClock()
        var runtime: AnimationRuntime? = AnimationRuntime(clock: clock)
        weak var settles: Token?, cancelled: Token?, runs: Token?
        do {
            let a = Token(), b = Token(), c = Token()
            settles = a
            cancelled = b
            runs = c
            runtime?.run(SpringAnimation(spring: .snappy(duration: 0.3), from: 0.0, to: 1, startTime: 0),
                         onUpdate: { _ in a.calls += 1 })
            let doomed = runtime?.run(SpringAnimation(spring: .snappy(duration: 0.3), from: 0.0, to: 1, startTime: 0),
                                      onUpdate: { _ in b.calls += 1 })
            runtime?.run(SpringAnimation(spring: .smooth(duration: 30), from: 0.0, to: 1, startTime: 0),
                         onUpdate: { _ in c.calls += 1 })
            try clock.advance(frames: 1, rate: 120)
            #expect(a.calls == 1 && b.calls == 1 && c.calls == 1)
            #expect(runtime?.cancel(try #require(doomed)) == true)
        }
        try clock.advance(frames: 1, rate: 120)
        #expect(cancelled == nil, "a cancelled animation's handler is released by the next frame")
        #expect(settles != nil && runs != nil)
        try clock.advance(frames: 600, rate: 120)
        #expect(settles == nil, "a settled animation's handler is released")
        #expect(runs?.calls == 602)
        runtime = nil
        #expect(runs == nil, "a released runtime releases the handlers of its running animations")
    }

    /// A handler that starts two thousand animations with handlers of their
    /// own, during its call, makes the records' storage grow several times
    /// under it; it keeps using what it captured afterwards, and every new
    /// handler is called once per frame from the next frame on, with its own
    /// animation's value.
    @Test func handlersMayGrowTheRecordsDuringTheirCall() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let token = Token()
        var delivered = [Double](repeating: .nan, count: 2_000)
        var calls = [Int](repeating: 0, count: 2_000)
        var handles: [AnimationHandle<SpringAnimation<Double>>] = []
        // `unowned`: the runtime keeps this handler, which must not keep the runtime.
        runtime.run(SpringAnimation(spring: .smooth(duration: 20), from: 0.0, to: 1, startTime: 0), onUpdate: { [unowned runtime] _ in
            if token.calls == 0 {
                for k in 0..<2_000 {
                    let animation = SpringAnimation(spring: .smooth(duration: 20), from: Double(k), to: Double(k) + 100,
                                                    startTime: runtime.now)
                    handles.append(runtime.run(animation, onUpdate: { sample in
                        delivered[k] = sample.value
                        calls[k] += 1
                    }))
                }
            }
            token.calls += 1
        })
        try clock.advance(frames: 1, rate: 120)
        #expect(token.calls == 1 && handles.count == 2_000)
        #expect(calls.allSatisfy { $0 == 0 }, "animations started during a frame wait for the next")
        try clock.advance(frames: 3, rate: 120)
        #expect(token.calls == 4)
        #expect(calls.allSatisfy { $0 == 3 })
        for k in 0..<2_000 {
            #expect(delivered[k] == runtime.value(of: handles[k]))
        }
        #expect(delivered[1_999] > 1_999 && delivered[1_999] < 2_099)
    }
}
