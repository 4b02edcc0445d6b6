/// A set of animations that complete together: a choreography.
///
/// Create one with `AnimationRuntime.makeGroup(completion:)` and pass it to
/// `run(_:group:onUpdate:completion:)` for each member. Members keep their
/// own springs, delays and end times; the group's handler hears
/// `.logicallyComplete` when every member is logically complete and
/// `.settled` (or `.cancelled`) when the last member is removed.
public struct AnimationGroup: Hashable, Sendable {
    /// The group's identifier, unique within its runtime.
    public let rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }
}
