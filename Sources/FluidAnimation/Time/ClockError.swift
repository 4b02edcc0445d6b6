/// Why a clock refused a request.
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The interval or time was NaN or infinite.
    case notFinite(Double)
    /// The request would move time backwards (a negative interval, or a
    /// time before `now`).
    case backwards(Double)
    /// A frame rate that is not finite and positive (or, for
    /// `MonotonicFrameClock`, above its `maximumFramesPerSecond`).
    case invalidFrameRate(Double)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .notFinite(let v): return "clock time must be finite (got \(v))"
        case .backwards(let v): return "clock time cannot move backwards (got \(v))"
        case .invalidFrameRate(let v): return "frame rate must be finite, positive and supported (got \(v))"
        }
    }
}
