/// Why a tuning was refused: the tunable it names (empty when the tuning as
/// a whole is wrong) and the reason, in one line.
public struct TuningError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tunable's name, or empty.
    public var tunable: String
    /// What is wrong, in one line.
    public var reason: String

    /// An error about `tunable` (or the whole tuning when empty).
    public init(_ tunable: String, _ reason: String) {
        self.tunable = tunable
        self.reason = reason
    }

    /// `tunable: reason`, or the reason alone.
    public var description: String { tunable.isEmpty ? reason : "\(tunable): \(reason)" }
}
