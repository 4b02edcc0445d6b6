// Measures, in one process, the runtime against the reference kernels and
// against the previous design of the runtime, and prints the ratios the
// performance targets are stated in (docs/performance.md).
//
//   swift build -c release --product FrameRatios && .build/release/FrameRatios
//   .build/release/FrameRatios --smoke     # a few seconds: checks it runs
//   .build/release/FrameRatios --memory    # only the memory rows
//   .build/release/FrameRatios --gestures  # only the velocity tracker and PiP rows
//   .build/release/FrameRatios --interfaces  # only the thirteen interfaces, a touch move and a frame each
//
// Times are medians of several repetitions, in nanoseconds per unit (per
// spring per frame, per call, per touch move). The machine is noisy; only
// the ratios, measured side by side, are meant to be compared across runs.
import BenchmarkScenes
import FluidAnimation
import FluidPhysics

let smoke = CommandLine.arguments.contains("--smoke")
/// Only the memory rows: seconds instead of minutes. Combines with `--smoke`.
let memoryOnly = CommandLine.arguments.contains("--memory")
/// Only the gesture rows (`VelocityTracker`, `PictureInPicture`): seconds
/// instead of minutes, for working on the tracker. Combines with `--smoke`.
let gesturesOnly = CommandLine.arguments.contains("--gestures")
/// Only the interface rows: each interface of the catalogue taking a touch
/// move and a frame, against the exact-step kernel at N = 1 000.
let interfacesOnly = CommandLine.arguments.contains("--interfaces")
let minimum = smoke ? 0.003 : 0.25
let repetitions = smoke ? 1 : 5

/// Prints one table row: what, the time per unit, and the ratios.
func report(_ name: String, _ ns: Double, _ note: String = "") {
    let text = ns >= 1000 ? String(format1(ns / 1000)) + " µs" : String(format1(ns)) + " ns"
    print("| \(name) | \(text) | \(note) |")
}
func format1(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    return "\(r)"
}
func ratio(_ x: Double) -> String { format1(x) + "×" }

/// The velocity tracker's and the picture-in-picture model's rows; returns
/// their checksums, so the work is observable.
@MainActor
func gestureRows() -> Double {
    var tracker = TrackerScene()
    let trackerNs = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for _ in 0..<1000 { tracker.step() }
    }
    report("`VelocityTracker` add + estimate", trackerNs, "target ≤ 100 ns")
    var pip = PictureInPictureScene()
    let pipNs = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for _ in 0..<1000 { pip.step() }
    }
    precondition(pip.isDragging)
    report("`PictureInPicture` handling a touch move", pipNs)
    return tracker.result + pip.center.x
}

/// Each interface taking one touch move and one frame, as a ratio to the
/// exact-step kernel (per spring, N = 1 000, in cache) measured beside it.
@MainActor
func interfaceRows() -> Double {
    let count = 1000
    let exact = ExactStepKernel(springs: SceneRandom.springs(count), targets: SceneRandom.targets(count), interval: 1.0 / 120)
    var checksum = 0.0
    for name in InterfaceScene.names {
        guard var scene = InterfaceScene(name) else { continue }
        let kernel = nanosecondsPerUnit(units: count, minimum: minimum, repetitions: repetitions) { exact.step() }
        let ns = nanosecondsPerUnit(units: 100, minimum: minimum, repetitions: repetitions) {
            for _ in 0..<100 { scene.step() }
        }
        report("`\(name)`: a touch move and a frame", ns, ratio(ns / kernel) + " the kernel step per spring")
        checksum += scene.checksum
    }
    return checksum
}

@MainActor
func run() {
    print("| benchmark | per unit | ratio |")
    print("|---|---|---|")
    if interfacesOnly {
        print("")
        print("(checksum \(interfaceRows()))")
        return
    }
    if gesturesOnly {
        print("")
        print("(checksum \(gestureRows()))")
        return
    }
    let n = smoke ? 10_000 : 100_000
    let springs = SceneRandom.springs(n)
    let targets = SceneRandom.targets(n)

    // Memory per running spring animation: anonymous resident pages added by
    // starting N animations (and one frame), each case measured in a fresh
    // process (this program run again with `--memory-case`), since what an
    // earlier scene left in the heap changes what a later one adds.
    let memoryCount = smoke ? 10_000 : 100_000
    func fresh(_ name: String) -> String {
        guard let bytes = measureInFreshProcess(["--memory-case", name] + (smoke ? ["--smoke"] : [])) else { return "?" }
        return "\(bytes)"
    }
    let newBare = fresh("distinct"), newShared = fresh("shared"), newHandlers = fresh("handlers")
    let oldBare = fresh("legacy-distinct"), oldShared = fresh("legacy-shared"), oldHandlers = fresh("legacy-handlers")
    print("| memory per running spring animation, N = \(memoryCount), every spring distinct, no handler | \(newBare) B | previous design \(oldBare) B (target ≤ 128 B) |")
    print("| memory per running spring animation, N = \(memoryCount), one shared spring, no handler | \(newShared) B | previous design \(oldShared) B (target ≤ 128 B) |")
    print("| memory per running spring animation, N = \(memoryCount), with `onUpdate` (closure context included) | \(newHandlers) B | previous design \(oldHandlers) B |")
    if memoryOnly { return }

    // Reference kernels, per spring per frame.
    let exact = ExactStepKernel(springs: springs, targets: targets, interval: 1.0 / 120)
    let kernel = nanosecondsPerUnit(units: n, minimum: minimum, repetitions: repetitions) { exact.step() }
    report("kernel: exact 2×2 step, structure of arrays, N = \(n)", kernel, "1× (the reference)")
    let closed = ClosedFormKernel(springs: springs, targets: targets)
    var t = 0.0
    let closedNs = nanosecondsPerUnit(units: n, minimum: minimum, repetitions: repetitions) { t += 1.0 / 120; closed.evaluate(at: t) }
    report("kernel: textbook closed form from the start, N = \(n)", closedNs, ratio(closedNs / kernel) + " the exact step")
    let euler = EulerKernel(springs: springs, targets: targets)
    let eulerNs = nanosecondsPerUnit(units: n, minimum: minimum, repetitions: repetitions) { euler.step(1.0 / 120) }
    report("kernel: semi-implicit Euler, N = \(n)", eulerNs, ratio(eulerNs / kernel) + " the exact step")

    // One spring per call.
    let spring = Spring.bouncy
    var x = Point(x: 0, y: 0), v = Point(x: 0, y: 0)
    let target = Point(x: 100, y: 50)
    let varying = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for i in 0..<1000 { spring.update(value: &x, velocity: &v, target: target, deltaTime: i & 1 == 0 ? 1.0 / 120 : 1.0 / 60) }
    }
    var textbookSum = 0.0
    let textbook = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for i in 0..<1000 {
            let (p, _) = ClosedFormKernel.value(of: spring, from: Point(x: 0, y: 0), to: target, at: Double(i) / 1000)
            textbookSum += p.x
        }
    }
    report("textbook closed form, one `Point` spring, varying time", textbook)
    report("`Spring.update`, `Point`, varying interval", varying, ratio(varying / textbook) + " the textbook closed form (target ≤ 1×)")
    let repeated = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for _ in 0..<1000 { spring.update(value: &x, velocity: &v, target: target, deltaTime: 1.0 / 120) }
    }
    report("`Spring.update`, `Point`, repeated interval", repeated, "target ≤ 3 ns")
    let step = spring.propagator(time: 1.0 / 120)
    let cached = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for _ in 0..<1000 {
            let y = x - target
            x = target + step.displacement(from: y, velocity: v)
            v = step.velocity(from: y, velocity: v)
        }
    }
    report("cached `Spring.Propagator` step, `Point`", cached)
    // `Spring.Stepper` (the cached propagator behind the ordinary update
    // call): one spring is a dependent chain — each step waits for the last,
    // so it measures latency; 1 000 springs sharing the stepper measure the
    // cost per call, which the ≤ 3 ns target is about.
    var stepper = Spring.Stepper(spring: spring)
    let stepperOne = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        for _ in 0..<1000 { stepper.update(value: &x, velocity: &v, target: target, deltaTime: 1.0 / 120) }
    }
    report("`Spring.Stepper.update`, `Point`, repeated interval, one spring (latency of a dependent chain)", stepperOne)
    var many = (0..<1000).map { Point(x: Double($0), y: -Double($0)) }, manyV = [Point](repeating: Point(x: 0, y: 0), count: 1000)
    let stepperMany = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        many.withUnsafeMutableBufferPointer { xs in
            manyV.withUnsafeMutableBufferPointer { vs in
                for i in 0..<1000 { stepper.update(value: &xs[i], velocity: &vs[i], target: target, deltaTime: 1.0 / 120) }
            }
        }
    }
    report("`Spring.Stepper.update`, `Point`, repeated interval, 1 000 springs, per call", stepperMany, "target ≤ 3 ns")
    let updateMany = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions) {
        many.withUnsafeMutableBufferPointer { xs in
            manyV.withUnsafeMutableBufferPointer { vs in
                for i in 0..<1000 { spring.update(value: &xs[i], velocity: &vs[i], target: target, deltaTime: 1.0 / 120) }
            }
        }
    }
    report("`Spring.update` (stateless), `Point`, repeated interval, 1 000 springs, per call", updateMany)
    let decay = Decay(rate: .normal)
    var dx = Point(x: 0, y: 0), dv = Point(x: 2000, y: -800)
    let decayNs = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions, prepare: { dv = Point(x: 2000, y: -800) }) {
        for _ in 0..<1000 { decay.update(value: &dx, velocity: &dv, deltaTime: 1.0 / 120) }
    }
    report("`Decay.update`, `Point`", decayNs, ratio(decayNs / cached) + " the cached spring step (target ≤ 2×)")

    // The runtime, per spring per frame, next to the exact-step kernel over
    // the same number of springs (the same springs): the two are timed in
    // alternation, repetition by repetition, and the ratio reported is the
    // median of the per-repetition ratios, so the machine's drift cancels.
    var perSpring: [String: Double] = [:]
    var ratios: [String: Double] = [:]
    for handlers in [false, true] {
        for count in smoke ? [1, 100, 10_000] : [1, 100, 10_000, 100_000] {
            let framesPerCall = Swift.max(1, 1000 / Swift.max(1, count / 100))
            let some = Array(springs.prefix(count))
            let scene = RuntimeScene(count: count, handlers: handlers, springs: some)
            let reference = ExactStepKernel(springs: some, targets: Array(targets.prefix(count)), interval: 1.0 / 120)
            var times: [Double] = [], perRep: [Double] = []
            for _ in 0..<repetitions {
                let k = nanosecondsPerUnit(units: count * framesPerCall, minimum: minimum / 2, repetitions: 1) {
                    for _ in 0..<framesPerCall { reference.step() }
                }
                let r = nanosecondsPerUnit(units: count * framesPerCall, minimum: minimum / 2, repetitions: 1,
                                           prepare: { scene.resetIfNeeded() }) {
                    for _ in 0..<framesPerCall { scene.frame() }
                }
                times.append(r)
                perRep.append(r / k)
            }
            precondition(scene.running == count, "springs settled during the benchmark")
            times.sort()
            perRep.sort()
            let ns = times[times.count / 2], ratioToKernel = perRep[perRep.count / 2]
            let legacyFrames = Swift.max(1, framesPerCall / 10)
            let legacy = LegacyRuntimeScene(count: count, handlers: handlers, springs: some)
            let legacyNs = nanosecondsPerUnit(units: count * legacyFrames, minimum: minimum, repetitions: smoke ? 1 : 3,
                                              prepare: { legacy.resetIfNeeded() }) {
                for _ in 0..<legacyFrames { legacy.frame() }
            }
            perSpring["\(count) \(handlers)"] = ns
            ratios["\(count) \(handlers)"] = ratioToKernel
            let what = handlers ? "with `onUpdate`" : "no handler"
            report("runtime, N = \(count), \(what), per spring", ns,
                   ratio(ratioToKernel) + " the kernel at the same N; previous design \(format1(legacyNs)) ns, "
                   + ratio(legacyNs / ns) + " faster" + (count == 1 ? "; whole frame (target ≤ 300 ns)" : ""))
        }
    }
    do {
        // The common case: every animation on one of a few springs.
        let count = smoke ? 10_000 : 100_000
        let palette: [Spring] = [.smooth(duration: 50), .snappy(duration: 45), .bouncy(duration: 55)]
        let some = (0..<count).map { palette[$0 % palette.count] }
        let scene = RuntimeScene(count: count, handlers: false, springs: some)
        let reference = ExactStepKernel(springs: some, targets: Array(targets.prefix(count)), interval: 1.0 / 120)
        var perRep: [Double] = [], times: [Double] = []
        for _ in 0..<repetitions {
            let k = nanosecondsPerUnit(units: count, minimum: minimum / 2, repetitions: 1) { reference.step() }
            let r = nanosecondsPerUnit(units: count, minimum: minimum / 2, repetitions: 1, prepare: { scene.resetIfNeeded() }) { scene.frame() }
            times.append(r)
            perRep.append(r / k)
        }
        times.sort()
        perRep.sort()
        report("runtime, N = \(count), three shared springs, no handler, per spring", times[times.count / 2],
               ratio(perRep[perRep.count / 2]) + " the kernel at the same N")
    }

    // A property animator's tick, the velocity tracker, an interaction model.
    let animator = AnimatorScene()
    let animatorNs = nanosecondsPerUnit(units: 1000, minimum: minimum, repetitions: repetitions, prepare: { animator.resetIfNeeded() }) {
        for _ in 0..<1000 { animator.frame() }
    }
    report("property animator (3 properties, handlers) tick, whole frame", animatorNs)
    let gestures = gestureRows() + interfaceRows()

    let big = smoke ? "10000" : "100000"
    print("")
    if smoke { print("(Smoke pass: a few milliseconds per measurement; the ratios below are not meaningful.)") }
    print("Targets: \(big) springs ≤ 3× the kernel without handlers: \(ratio(ratios["\(big) false"]!)); "
          + "≤ 6× with: \(ratio(ratios["\(big) true"]!)); "
          + "one animation ≤ 300 ns per frame: \(format1(perSpring["1 false"]!)) ns. "
          + "(checksums \(exact.checksum + closed.checksum + euler.checksum + textbookSum + x.x + dx.x + animator.checksum + gestures))")
}

/// One memory case (`--memory-case NAME`, run by `run()` in a child
/// process): starts the scene's animations and one frame, and prints the
/// anonymous resident bytes per animation that added.
@MainActor
func memoryCase(_ name: String) {
    let count = smoke ? 10_000 : 100_000
    let springs = name.hasSuffix("shared")
        ? Array(repeating: Spring.smooth(duration: 50), count: count) : SceneRandom.springs(count)
    let handlers = name.hasSuffix("handlers")
    let populate: () -> Void
    let scene: AnyObject
    if name.hasPrefix("legacy-") {
        let s = LegacyRuntimeScene(count: count, handlers: handlers, springs: springs, populate: false)
        scene = s
        populate = { s.populate(); s.frame() }
    } else {
        let s = RuntimeScene(count: count, handlers: handlers, springs: springs, populate: false)
        scene = s
        populate = { s.populate(); s.frame() }
    }
    trimHeap()
    let before = residentBytes()
    populate()
    trimHeap()
    let after = residentBytes()
    withExtendedLifetime(scene) { print((after - before) / count) }
}

if let k = CommandLine.arguments.firstIndex(of: "--memory-case"), k + 1 < CommandLine.arguments.count {
    MainActor.assumeIsolated { memoryCase(CommandLine.arguments[k + 1]) }
} else {
    MainActor.assumeIsolated { run() }
}
