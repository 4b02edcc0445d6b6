/// The state of a `PropertyAnimator`, as in UIKit's `UIViewAnimatingState`.
///
///     inactive ──start / pause / set fraction──▶ active ──stop(false)──▶ stopped
///        ▲                                        │  ▲                     │
///        └──── finishes (or stop(true)) ──────────┘  └ pause / start       │
///        └──────────────── finishAnimation(at:) / stop(true) ──────────────┘
///
/// - `inactive`: the initial state, and the state after the animations
///   finish. The properties rest at their values; nothing moves.
/// - `active`: started, paused or scrubbed. `PropertyAnimator.isRunning`
///   tells running (time moves the animations) from paused.
/// - `stopped`: stopped with `stopAnimation(false)`: the properties hold
///   their current values and wait for `finishAnimation(at:)`.
public enum AnimatorState: Hashable, Sendable, CustomStringConvertible {
    /// Not started, or finished.
    case inactive
    /// Running or paused.
    case active
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped

    /// `inactive`, `active` or `stopped`.
    public var description: String {
        switch self {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }
}
