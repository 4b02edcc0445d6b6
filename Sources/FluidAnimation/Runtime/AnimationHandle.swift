/// A typed reference to an animation running in an `AnimationRuntime`.
///
/// The type parameter is the animation's type, so reading it back
/// (`runtime.animation(of:)`) or changing it (`runtime.update(_:_:)`) is
/// checked by the compiler and costs no cast. A handle stays valid until the
/// animation settles or is cancelled; after that every query returns nil or
/// false. Handles are plain values: copy, compare and store them freely.
public struct AnimationHandle<Animation: ValueAnimation>: Hashable, Sendable {
    /// The animation's identifier, unique within its runtime.
    public let id: AnimationID

    init(id: AnimationID) { self.id = id }
}

/// Identifies one running animation within an `AnimationRuntime`, whatever
/// its type. Never reused by the runtime that issued it.
public struct AnimationID: Hashable, Sendable, Comparable {
    /// The raw number.
    public let rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What happened to an animation (or a group), as told to its completion
/// handler.
///
/// A handler hears at most two events, in this order:
/// 1. `.logicallyComplete` — once, when the perceptual duration has passed
///    (`ValueAnimation.logicalCompletionTime`); for a group, when every
///    member has. Time to update UI state, as with SwiftUI's
///    `.logicallyComplete` criterion. Not sent when the animation is
///    cancelled first.
/// 2. Exactly one of `.settled` (at rest on its resting value and removed)
///    or `.cancelled` (removed by `cancel` before settling; for a group,
///    when any member was cancelled).
public enum AnimationCompletion: Hashable, Sendable {
    /// The perceptual duration has passed.
    case logicallyComplete
    /// The animation came to rest exactly on its resting value and was removed.
    case settled
    /// The animation was cancelled and removed where it was.
    case cancelled
}

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
