#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGINT/SIGTERM handler, read by the frame loop.
nonisolated(unsafe) private var quitSignalReceived: sig_atomic_t = 0

/// SIGINT and SIGTERM end the frame loop cleanly.
///
/// SDL turns them into `SDL_QUIT`, but only when their handler is the
/// default one: a shell starts background jobs with SIGINT ignored, and then
/// SDL leaves it ignored. So the playground installs its own handler (after
/// `SDL_Init`), which only sets a flag.
enum QuitSignals {
    /// Installs the handlers.
    static func install() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { _ in quitSignalReceived = 1 }
        }
    }

    /// Whether a quit signal arrived.
    static var received: Bool { quitSignalReceived != 0 }
}
