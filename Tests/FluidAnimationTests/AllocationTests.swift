#if canImport(Glibc)
import CAllocationCounter
import FluidAnimation
import FluidPhysics
import Glibc
import FluidTestSupport
import Testing

// Measuring the heap without a C target.
//
// glibc's `mallinfo2()` reports the bytes in use (`uordblks`) over all
// arenas. Its header is not part of the Glibc module, so it is looked up
// with dlsym. It returns a ten-word struct, which the x86-64 System V ABI
// returns through a hidden pointer passed as the first argument — so it can
// be called as a C function taking and returning that pointer.
//
// Transient allocations (allocated and freed within a frame) are not visible
// to mallinfo2 once glibc's per-thread cache holds them. Those are counted by
// CAllocationCounter, which replaces malloc and its relatives in the test
// process and counts the calls of each thread: see
// `noMallocCallsInTenThousandFrames`.

#if arch(x86_64)
private typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer

/// Bytes of heap in use according to glibc (`mallinfo2().uordblks`), or nil.
func heapBytesInUse() -> Int? {
    guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
    let call = unsafeBitCast(symbol, to: MallInfo2.self)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 10) { words in
        _ = call(UnsafeMutableRawPointer(words.baseAddress!))
        return words[7]   // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, …
    }
}
#else
func heapBytesInUse() -> Int? { nil }
#endif

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

    @Test func theHeapDoesNotGrowOverTenThousandFrames() throws {
        let clock = ManualClock()
        let sink = Sink()
        let (runtime, animator) = try Self.makeScene(clock, sink)
        #expect(runtime.runningCount == 503)
        // Warm up: the first frames create per-type storage and caches.
        for _ in 0..<20 { try clock.advance(by: 0.0004) }
        #expect(runtime.runningCount == 502)   // the spring from 0 to 0 has settled
        // Tests run in parallel and mallinfo2 sees the whole process, so
        // measure several blocks and keep the smallest growth: a per-frame
        // leak would show in every block (at least 16 bytes × frames).
        let blocks = 4, perBlock = Self.frames / 4
        var smallest = Int.max
        var failures = 0
        for _ in 0..<blocks {
            let before = heapBytesInUse()
            for _ in 0..<perBlock {
                if (try? clock.advance(by: 0.0004)) == nil { failures += 1 }
            }
            if let before, let after = heapBytesInUse() { smallest = Swift.min(smallest, after - before) }
        }
        #expect(failures == 0)
        #expect(sink.frames == 20 + blocks * perBlock)
        #expect(runtime.runningCount == 502)    // nothing settled: steady state throughout
        #expect(animator.isRunning)
        #expect(sink.doubles[300] > 0 && sink.points[1000].x > 0 && sink.doubles[602] > 0)
        if smallest != Int.max {
            #expect(smallest < Swift.max(perBlock, 1), "the heap grew by \(smallest) bytes over \(perBlock) frames")
        }
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

    @Test func theMeasureSeesGrowth() throws {
        guard let before = heapBytesInUse() else { return }
        var kept: [[Int]] = []
        for i in 0..<2_000 { kept.append([Int](repeating: i, count: 16)) }
        let after = try #require(heapBytesInUse())
        #expect(kept.count == 2_000)
        #expect(after - before > 2_000 * 100)
    }
}
#endif
