import Benchmark
import BenchmarkScenes
import FluidAnimation
import FluidPhysics

#if canImport(Glibc)
import Glibc
#endif

/// The runtime's per-frame cost next to the reference kernels, the
/// property animator's tick, the velocity tracker and an interaction
/// model's touch handling. Scales: a "×N" benchmark does N units of work
/// per iteration (read its time ÷ N); runtime benchmarks do one 120 Hz
/// frame of N springs per iteration (×1000 frames for N ≤ 100).
/// `mallocCountTotal` must stay 0 for every frame benchmark: the runtime's
/// and every interface's (`interface frames, …`, per 60-frame cycle).
///
/// `FLUID_BENCH_SMOKE=1` runs every benchmark for a few iterations only
/// (scripts/bench-smoke). The ratios themselves are printed by the
/// `FrameRatios` executable, which measures everything side by side.
/// Scenes built once and reused by every iteration of their benchmark.
@MainActor
final class SceneCache {
    var scenes: [String: RuntimeScene] = [:]
    var legacyScene: LegacyRuntimeScene?

    func scene(count: Int, handlers: Bool, springs: [Spring]) -> RuntimeScene {
        let key = "\(count) \(handlers)"
        if let s = scenes[key] { return s }
        let s = RuntimeScene(count: count, handlers: handlers, springs: Array(springs.prefix(count)))
        scenes = [key: s]   // one at a time: the previous benchmark's scene is released
        return s
    }

    func legacy(springs: [Spring]) -> LegacyRuntimeScene {
        if let s = legacyScene { return s }
        scenes = [:]
        let s = LegacyRuntimeScene(count: 10_000, handlers: false, springs: Array(springs.prefix(10_000)))
        legacyScene = s
        return s
    }
}

@MainActor let scenes = SceneCache()

let benchmarks: @Sendable () -> Void = {
    let smoke = getenv("FLUID_BENCH_SMOKE") != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: smoke ? .milliseconds(20) : .seconds(2),
        maxIterations: smoke ? 3 : 10_000
    )
    let kilo = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: smoke ? .milliseconds(20) : .seconds(2), maxIterations: smoke ? 3 : 10_000)

    let kernelCount = smoke ? 10_000 : 100_000
    let springs = SceneRandom.springs(100_000)
    let targets = SceneRandom.targets(100_000)

    // Reference kernels: one frame of N springs per iteration.
    Benchmark("kernel: exact 2×2 step, SoA ×\(kernelCount)") { benchmark in
        let kernel = ExactStepKernel(springs: Array(springs.prefix(kernelCount)), targets: Array(targets.prefix(kernelCount)), interval: 1.0 / 120)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { kernel.step() }
        benchmark.stopMeasurement()
        blackHole(kernel.checksum)
    }
    Benchmark("kernel: textbook closed form ×\(kernelCount)") { benchmark in
        let kernel = ClosedFormKernel(springs: Array(springs.prefix(kernelCount)), targets: Array(targets.prefix(kernelCount)))
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { t += 1.0 / 120; kernel.evaluate(at: t) }
        benchmark.stopMeasurement()
        blackHole(kernel.checksum)
    }
    Benchmark("kernel: semi-implicit Euler ×\(kernelCount)") { benchmark in
        let kernel = EulerKernel(springs: Array(springs.prefix(kernelCount)), targets: Array(targets.prefix(kernelCount)))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { kernel.step(1.0 / 120) }
        benchmark.stopMeasurement()
        blackHole(kernel.checksum)
    }

    // The runtime: N running SpringAnimation<Point>, one frame per iteration.
    for handlers in [false, true] {
        for count in [1, 100, 10_000, 100_000] {
            let name = "runtime frame, \(count) springs, \(handlers ? "onUpdate" : "no handler")"
            Benchmark(name, configuration: count <= 100 ? kilo : Benchmark.defaultConfiguration) { @MainActor benchmark async in
                do {
                    // One scene per benchmark, kept across iterations (each
                    // iteration is one call of this closure).
                    let scene = scenes.scene(count: count, handlers: handlers, springs: springs)
                    scene.resetIfNeeded()
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { scene.frame() }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
    Benchmark("previous runtime frame, 10000 springs, no handler") { @MainActor benchmark async in
        do {
            let scene = scenes.legacy(springs: springs)
            scene.resetIfNeeded()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame() }
            benchmark.stopMeasurement()
        }
    }

    // A running property animator with three properties: one runtime frame.
    Benchmark("property animator tick ×1000", configuration: kilo) { @MainActor benchmark async in
        do {
            let scene = AnimatorScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame() }
            benchmark.stopMeasurement()
            blackHole(scene.checksum)
        }
    }

    // Gestures and interaction models.
    Benchmark("VelocityTracker add + estimate ×1000", configuration: kilo) { benchmark in
        var scene = TrackerScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.step() }
        benchmark.stopMeasurement()
        blackHole(scene.result)
    }
    Benchmark("PictureInPicture touch move ×1000", configuration: kilo) { benchmark in
        var scene = PictureInPictureScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.step() }
        benchmark.stopMeasurement()
        blackHole(scene.center)
    }

    // Every interface of the catalogue: one iteration is a whole 60-frame
    // cycle of a touch, a drag, a flick and the motion after it, so the
    // malloc count is exact per cycle. Each iteration is a fresh call, so
    // the scene is warmed for ten cycles first: storage that keeps its
    // capacity (recorded events, live rows, a grab's start) has grown.
    for name in InterfaceScene.names {
        Benchmark("interface frames, \(name): a touch, a drag, a flick (60 frames)") { benchmark in
            guard var scene = InterfaceScene(name) else { return }
            for _ in 0..<600 { scene.cycleStep() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<60 { scene.cycleStep() }
            }
            benchmark.stopMeasurement()
            blackHole(scene.checksum)
        }
    }
}
