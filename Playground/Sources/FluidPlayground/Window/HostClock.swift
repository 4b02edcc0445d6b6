import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// The playground's only clock: seconds since SDL started, from
/// `SDL_GetPerformanceCounter`, read once per frame by the loop
/// (`readNow()`). Event timestamps (SDL milliseconds on the same monotonic
/// base) convert with `seconds(fromEventTimestamp:)`.
struct HostClock {
    private let frequency: Double
    /// Performance-counter seconds at SDL's tick zero.
    private let origin: Double

    /// Calibrates once against SDL's millisecond ticks (the events' base).
    init() {
        frequency = Double(SDL_GetPerformanceFrequency())
        let counter = Double(SDL_GetPerformanceCounter()) / frequency
        let ticks = Double(SDL_GetTicks64()) / 1000
        origin = counter - ticks
    }

    /// Now, seconds since SDL started. The frame loop's one clock read.
    func readNow() -> Double {
        Double(SDL_GetPerformanceCounter()) / frequency - origin
    }

    /// An event's timestamp (ms since SDL started) in seconds.
    func seconds(fromEventTimestamp ms: UInt32) -> Double { Double(ms) / 1000 }
}

/// Profiling only (the HUD's draw times and `--frame-stats`): the
/// performance counter read around the renderer. Never drives a model.
struct Stopwatch {
    private static let frequency = Double(SDL_GetPerformanceFrequency())
    private let start = SDL_GetPerformanceCounter()

    /// Seconds since the stopwatch was made.
    var elapsed: Double { Double(SDL_GetPerformanceCounter() &- start) / Self.frequency }
}

/// Profiling only (`--frame-stats`): CPU time this thread spent between the
/// stopwatch's making and `elapsed`, from `CLOCK_THREAD_CPUTIME_ID`. Unlike
/// `Stopwatch` it excludes time the thread was preempted, so it tells the
/// renderer's own cost apart from the machine's other load.
struct ThreadCPUStopwatch {
    private let start = Self.read()

    private static func read() -> Double {
        var t = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return 0 }
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// CPU seconds this thread used since the stopwatch was made.
    var elapsed: Double { Swift.max(0, Self.read() - start) }
}
