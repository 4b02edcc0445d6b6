import FluidPhysics

/// What a pause detector reports.
public enum PauseEvent: Hashable, Sendable {
    /// The finger has stopped: at `location` (points), detected at `time` (seconds).
    case paused(location: Point, time: Double)
    /// The finger moves again after a pause.
    case resumed(location: Point, time: Double)
}
