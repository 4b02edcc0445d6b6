import FluidInteractions
import FluidPhysics
import FluidScripting

/// A scripted minute of an interface at 120 frames per second, frame by
/// frame, for measuring what the page's model costs per frame — its
/// touches, its step and its scene coded for the canvas — natively and in
/// WebAssembly with the same work.
///
/// A finger keeps working the interface: it lands on one of the controls
/// the layout names (each in turn), drags in an arc for 0.4 s with a sample
/// every 1/240 s (a 240 Hz touch screen: two per frame), lifts there and
/// rests 0.35 s while the interface moves on its own — the busiest a person
/// makes it.
public struct PageBenchmark {
    /// Frames per second of the scripted minute.
    public static let framesPerSecond = 120.0
    /// Touch samples per second.
    public static let samplesPerSecond = 240.0
    /// Frames in the minute.
    public static let frames = 7200

    /// The finger's cycle in touch samples: down for 96 (0.4 s), up for 84 (0.35 s).
    private static let touching = 96, cycle = 180

    let session: PageSession
    private let targets: [Point]
    private var frame = 0
    private var sample = 0
    /// The scene coded at the last step (so the work cannot be skipped).
    public private(set) var coding = SceneCoding()

    /// The minute for the interface named `name`, on a phone-sized screen.
    ///
    /// - Throws: ``PageError`` for an unknown name.
    public init(interface name: String) throws(PageError) {
        session = try PageSession(interface: name, viewport: .phone, openedAt: 0)
        targets = PageComparison.targets(in: session.layout) + [session.viewport.safeCenter]
    }

    /// Whether the minute is over.
    public var isDone: Bool { frame >= Self.frames }

    /// One frame: the touch samples since the last, the model advanced to
    /// the frame's time, its scene coded. Returns the number of layers.
    @discardableResult
    public mutating func step() throws(PageError) -> Int {
        frame += 1
        let now = Double(frame) / Self.framesPerSecond
        // Two samples per frame: sample j at j/240 s. The phase comes from
        // whole numbers, so every cycle has one began and one end.
        while sample <= 2 * frame {
            let k = sample % Self.cycle, round = sample / Self.cycle
            let t = Double(sample) / Self.samplesPerSecond
            sample += 1
            guard k <= Self.touching else { continue }
            let phase: ScriptTouch.Phase = k == 0 ? .began : (k == Self.touching ? .ended : .moved)
            // An arc 60 points to the right and up 36 at its top.
            let s = Double(k) / Double(Self.touching), target = targets[round % targets.count]
            let location = Point(x: target.x + 60 * s, y: target.y - 144 * s * (1 - s))
            try session.touch(phase, pointer: 1 + round % 2, at: location, clockTime: t)
        }
        session.frame(at: now)
        coding.code(session.scene)
        return coding.count
    }
}

/// Opens the benchmark's minute for the interface named by the
/// `nameLength` input bytes. 0, or a failure.
@_cdecl("fluid_bench_open")
public func fluid_bench_open(_ nameLength: Int32) -> Int32 {
    let name = page.inputText(nameLength)
    do {
        page.benchmark = try PageBenchmark(interface: name)
        return 0
    } catch {
        return page.fail(error)
    }
}

/// One frame of the benchmark's minute: its layer count; −1 when the
/// minute is over or none is open; a failure (−1 − n, n ≥ 1) otherwise.
@_cdecl("fluid_bench_step")
public func fluid_bench_step() -> Int32 {
    guard var benchmark = page.benchmark, !benchmark.isDone else { return -1 }
    page.benchmark = nil
    defer { page.benchmark = benchmark }
    do { return Int32(try benchmark.step()) } catch { return page.fail(error) }
}
