// A plain executable for profilers (perf, valgrind --tool=callgrind): runs
// N `SpringAnimation<Point>` through `AnimationRuntime.run(_:onUpdate:)` on a
// `ManualClock` for a number of 120 Hz frames and prints the time per frame.
//
//   swift build -c release --product FrameProfile
//   valgrind --tool=callgrind .build/release/FrameProfile 10000 20 handlers
//
// Arguments: N (default 10 000), frames (default 200), "handlers" to give
// every animation an onUpdate handler.
import FluidAnimation
import FluidPhysics
#if canImport(Glibc)
import Glibc
#endif

/// Resident set size in bytes (Linux: /proc/self/statm), or 0.
func residentBytes() -> Int {
    #if canImport(Glibc)
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
        withVaList([s, r]) { vfscanf(f, "%ld %ld", $0) } } }) == 2 else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

final class Sink: @unchecked Sendable {
    var points: [Point]
    init(_ n: Int) { points = [Point](repeating: .zero, count: n) }
}

@MainActor
func profile() throws {
    let arguments = CommandLine.arguments
    let n = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
    let frames = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
    let handlers = arguments.contains("handlers")
    let clock = ManualClock()
    let runtime = AnimationRuntime(clock: clock)
    let sink = Sink(n)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
    let rssBefore = residentBytes()
    for i in 0..<n {
        // Slow springs so that nothing settles during the run.
        let spring = Spring(duration: 40 + 20 * random(), bounce: 0.3 * random())
        let animation = SpringAnimation(spring: spring, from: Point(x: 0, y: 0),
                                        to: Point(x: 1000 * random(), y: 1000 * random()), startTime: 0)
        if handlers {
            runtime.run(animation, onUpdate: { sink.points[i] = $0.value })
        } else {
            runtime.run(animation)
        }
    }
    let rssAfter = residentBytes()
    let start = ContinuousClock.now
    try clock.advance(frames: frames, rate: 120)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("N \(n), \(frames) frames, handlers \(handlers): \(seconds / Double(frames) * 1e6) µs per frame, \(seconds / Double(frames * n) * 1e9) ns per animation; running \(runtime.runningCount); RSS \((rssAfter - rssBefore) / n) bytes per animation; \(sink.points[n / 2])")
}

try MainActor.assumeIsolated { try profile() }
