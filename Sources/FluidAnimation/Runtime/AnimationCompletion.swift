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
