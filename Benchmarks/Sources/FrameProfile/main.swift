// A plain executable for profilers (perf, valgrind --tool=callgrind): runs
// N `SpringAnimation<Point>` through `AnimationRuntime.run(_:onUpdate:)` on a
// `ManualClock` (`RuntimeScene`) for a number of 120 Hz frames and prints the
// time per frame and the resident memory per animation.
//
//   swift build -c release --product FrameProfile
//   valgrind --tool=callgrind --toggle-collect='$s14FluidAnimation0B7RuntimeC4tick2atySd_tF' \
//       .build/release/FrameProfile 10000 10 handlers
//
// Arguments: N (default 10 000), frames (default 200), "handlers" to give
// every animation an onUpdate handler, "legacy" to run the previous design,
// "shared" to give every animation the same spring (else each its own).
// `FrameProfile tracker N` instead adds N samples to a `VelocityTracker`,
// estimating after each (`TrackerScene`).
// `FrameProfile interface NAME N` instead gives interface NAME of the
// catalogue N touch moves, a frame each (`InterfaceScene`, as
// `FrameRatios --interfaces` measures it); `... interface NAME N cycle`
// instead runs N frames of its touch-and-fling cycle (`cycleStep()`).
import BenchmarkScenes
import FluidPhysics

/// The resident memory before and after `scene` starts its animations, the
/// seconds `frames` frames take, and how many animations still run then.
@MainActor
func measure<Runtime>(_ scene: SpringScene<Runtime>, frames: Int) -> (Int, Int, Double, Int) {
    trimHeap()
    let rss0 = residentBytes()
    scene.populate()
    trimHeap()
    let rss1 = residentBytes()
    let t0 = seconds()
    for _ in 0..<frames { scene.frame() }
    return (rss0, rss1, seconds() - t0, scene.running)
}

@MainActor
func profile() {
    let arguments = CommandLine.arguments
    let n = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
    let frames = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
    let handlers = arguments.contains("handlers")
    let legacy = arguments.contains("legacy")
    let springs = arguments.contains("shared") ? Array(repeating: Spring.smooth(duration: 50), count: n) : SceneRandom.springs(n)
    let (rss0, rss1, elapsed, running) = legacy
        ? measure(LegacyRuntimeScene(count: n, handlers: handlers, springs: springs, populate: false), frames: frames)
        : measure(RuntimeScene(count: n, handlers: handlers, springs: springs, populate: false), frames: frames)
    print("\(legacy ? "legacy" : "runtime") N \(n), \(frames) frames, handlers \(handlers): "
          + "\(elapsed / Double(frames) * 1e6) µs per frame, \(elapsed / Double(frames * n) * 1e9) ns per animation; "
          + "running \(running); RSS \((rss1 - rss0) / n) bytes per animation")
}

/// N steps of `TrackerScene` (one sample added, one estimate made).
func profileTracker(_ n: Int) {
    var scene = TrackerScene()
    let t0 = seconds()
    for _ in 0..<n { scene.step() }
    let elapsed = seconds() - t0
    print("tracker: \(n) samples, \(elapsed / Double(n) * 1e9) ns per add + estimate (checksum \(scene.result))")
}

/// N steps of `InterfaceScene` of interface `name`: one touch move and one
/// frame each, or with `cycle`, frames of its touch-and-fling cycle.
func profileInterface(_ name: String, _ n: Int, cycle: Bool) {
    guard var scene = InterfaceScene(name) else {
        print("no interface \(name); one of \(InterfaceScene.names.joined(separator: ", "))")
        return
    }
    let t0 = seconds()
    for _ in 0..<n { if cycle { scene.cycleStep() } else { scene.step() } }
    let elapsed = seconds() - t0
    print("\(name): \(n) \(cycle ? "cycle frames" : "touch moves"), \(elapsed / Double(n) * 1e9) ns per move and frame (checksum \(scene.checksum))")
}

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "tracker" {
    profileTracker(CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000)
} else if CommandLine.arguments.count > 2 && CommandLine.arguments[1] == "interface" {
    profileInterface(CommandLine.arguments[2], CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 1_000_000 : 1_000_000,
                     cycle: CommandLine.arguments.contains("cycle"))
} else {
    MainActor.assumeIsolated { profile() }
}
