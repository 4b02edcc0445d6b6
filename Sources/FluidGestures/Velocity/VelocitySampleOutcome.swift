/// What a velocity tracker did with a sample.
///
/// Trackers never throw and never let a bad sample poison later estimates:
///
/// | sample                               | outcome                         |
/// |--------------------------------------|---------------------------------|
/// | time after the newest sample         | `.accepted`                     |
/// | time equal to the newest sample      | `.replacedNewest` — the later report of the same instant wins |
/// | time before the newest sample        | `.rejected(.timeWentBackwards)` |
/// | NaN or infinite time                 | `.rejected(.nonFiniteTime)`     |
/// | NaN or infinite coordinate           | `.rejected(.nonFinitePosition)` |
///
/// Rejected samples are counted in `rejectedSampleCount`.
public enum VelocitySampleOutcome: Hashable, Sendable {
    /// The sample was appended.
    case accepted
    /// The sample had the newest sample's timestamp and replaced it.
    case replacedNewest
    /// The sample was dropped.
    case rejected(VelocitySampleRejection)

    /// Whether the sample now counts (accepted or replacing).
    @inlinable
    public var isAccepted: Bool {
        if case .rejected = self { return false }
        return true
    }
}

/// Why a velocity tracker dropped a sample.
public enum VelocitySampleRejection: Hashable, Sendable {
    /// A coordinate was NaN or infinite.
    case nonFinitePosition
    /// The timestamp was NaN or infinite.
    case nonFiniteTime
    /// The timestamp was earlier than the newest sample's.
    case timeWentBackwards
}
