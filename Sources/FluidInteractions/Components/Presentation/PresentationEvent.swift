/// When something happened to a presentation, and its state right after.
public struct PresentationMoment: Hashable, Sendable {
    /// When, seconds (a touch's time or the exact settling instant).
    public var time: Double
    /// The phase after the change (its progress within 0…1).
    public var phase: PresentationPhase
    /// The drawn progress's velocity after the change, per second.
    public var velocity: Double

    /// A moment at `time` (seconds) in `phase`, the drawn progress moving
    /// at `velocity` per second.
    public init(time: Double, phase: PresentationPhase, velocity: Double) {
        self.time = time
        self.phase = phase
        self.velocity = velocity
    }
}

/// What a call on a `PresentationDispatcher` caused, returned as a value for
/// its owner to act on (hide the cell the mirror stands in for, show it
/// again, record the change).
public enum PresentationEvent: Hashable, Sendable {
    /// A transition left a resting state: presenting or dismissing began,
    /// or a finger took hold of a resting one.
    case began(PresentationMoment)
    /// A transition in flight was caught, reversed or redirected.
    case interrupted(PresentationMoment)
    /// A transition came to rest at an end, at its exact instant.
    case ended(PresentationMoment)

    /// When it happened and the state right after.
    public var moment: PresentationMoment {
        switch self {
        case .began(let m), .interrupted(let m), .ended(let m): m
        }
    }
}
