#if canImport(Glibc)
import CAllocationCounter
import FluidAnimation
import FluidPhysics
import Glibc
import FluidTestSupport
import Testing

// Allocations are counted by CAllocationCounter, which replaces malloc and
// its relatives in the test process and counts the calls of each thread: a
// frame that makes no allocation call cannot grow the heap. (An earlier
// heap-size measure through glibc's mallinfo2, called through a hand-made
// ABI shim and skipped silently where missing, is gone.)

/// Writes delivered values into preallocated storage.
@MainActor
final class Sink {
    var doubles = [Double](repeating: 0, count: 1024)
    var points = [Point](repeating: .zero, count: 1024)
    var frames = 0
}

@Suite("No allocation per frame", .serialized)
@MainActor
struct AllocationTests {
    /// A busy scene: 300 scalar springs, 100 point springs, 100 decays, a
    /// long curve, an additive spring, a bounded decay and a property
    /// animator with three properties and a fourth that joins it while it
    /// runs, every one delivering values through a handler.
    static func makeScene(_ clock: ManualClock, _ sink: Sink) throws -> (AnimationRuntime, PropertyAnimator) {
        let runtime = AnimationRuntime(clock: clock)
        let slow = Spring(duration: 50, bounce: 0.2)
        for i in 0..<300 {
            runtime.run(SpringAnimation(spring: slow, from: 0.0, to: Double(i), startTime: 0), onUpdate: { sink.doubles[i] = $0.value })
        }
        for i in 0..<100 {
            runtime.run(SpringAnimation(spring: slow, from: Point(x: 0, y: 0), to: Point(x: Double(i), y: 1), startTime: 0),
                        onUpdate: { sink.points[i] = $0.value })
        }
        for i in 0..<100 {
            runtime.run(DecayAnimation(from: 0.0, initialVelocity: 1e6, startTime: 0), onUpdate: { sink.doubles[300 + i] = $0.value })
        }
        runtime.run(TimingCurveAnimation(from: 0.0, to: 1, duration: 100, startTime: 0), onUpdate: { sink.doubles[500] = $0.value })
        var additive = AdditiveSpringAnimation(spring: slow, from: 0.0, to: 10, startTime: 0)
        additive.add(target: 20, spring: Spring(duration: 40), at: 0)
        runtime.run(additive, onUpdate: { sink.doubles[501] = $0.value })
        runtime.run(BoundedDecayAnimation(from: 0, initialVelocity: 1e5, bounds: -1e9...1e9, startTime: 0),
                    onUpdate: { sink.doubles[502] = $0.value })
        let animator = try PropertyAnimator(duration: 100, timing: .easeInOut, runtime: runtime)
        try animator.addAnimation(from: 80.0, to: 600) { sink.doubles[600] = $0 }
        try animator.addAnimation(from: Color(linearRed: 0, linearGreen: 0, linearBlue: 0), to: Color(linearRed: 1, linearGreen: 1, linearBlue: 1)) {
            sink.doubles[601] = $0.alpha
        }
        try animator.addAnimation(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10)) { sink.points[1000] = $0 }
        try animator.startAnimation()
        // A fourth property joins the running animator: it has its own progress motion.
        try animator.addAnimation(from: 0.0, to: 1) { sink.doubles[602] = $0 }
        _ = clock.addFrameHandler { _ in sink.frames += 1 }
        return (runtime, animator)
    }

    /// 10 000 frames, or `FLUID_ALLOCATION_FRAMES` (to measure longer or
    /// shorter runs).
    static var frames: Int {
        if let text = getenv("FLUID_ALLOCATION_FRAMES"), let n = Int(String(cString: text)), n >= 0 { return n }
        return 10_000
    }

    /// Every malloc, calloc, realloc or aligned allocation the main thread
    /// makes is counted, after 20 frames of warm-up:
    /// - over 10 000 frames of the busy scene (0.4 ms apart, so nothing
    ///   settles; 100 decays become logically complete on the way);
    /// - then over 2 000 frames 4 ms apart, in which 101 animations settle
    ///   and are removed (completion events queued, stores compacted).
    /// There must be none.
    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func noMallocCallsPerFrame() throws {
        let clock = ManualClock()
        let sink = Sink()
        let (runtime, animator) = try Self.makeScene(clock, sink)
        for _ in 0..<20 { try clock.advance(by: 0.0004) }
        let frames = Self.frames
        var failures = 0
        var before = fluid_allocation_count()
        for _ in 0..<frames {
            if (try? clock.advance(by: 0.0004)) == nil { failures += 1 }
        }
        let steady = fluid_allocation_count() - before
        let runningAfterSteadyState = runtime.runningCount
        before = fluid_allocation_count()
        for _ in 0..<2_000 {
            if (try? clock.advance(by: 0.004)) == nil { failures += 1 }
        }
        let settling = fluid_allocation_count() - before
        #expect(failures == 0)
        #expect(sink.frames == 20 + frames + 2_000)
        #expect(runningAfterSteadyState == 502)
        #expect(runtime.runningCount == 401)   // the decays and the bounded decay settled
        #expect(animator.isRunning)
        #expect(steady == 0, "\(steady) malloc calls in \(frames) frames of 502 animations")
        #expect(settling == 0, "\(settling) malloc calls in 2 000 frames while 101 animations settled")
    }

    /// The counter is live: a 1 000-element array is one malloc on this thread.
    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func theCounterSeesAnAllocation() {
        let before = fluid_allocation_count()
        let array = [Double](repeating: 1, count: 1_000)
        let after = fluid_allocation_count()
        #expect(array.count == 1_000)
        #expect(after - before >= 1)
    }
}
#endif
