import FluidPhysics

/// Why a `PropertyAnimator` refused a call.
///
/// Where UIKit's `UIViewPropertyAnimator` raises an exception, the animator
/// throws one of these instead, and **leaves itself exactly as it was**:
/// state, progress, direction, timing, properties and completions.
/// Arguments are checked before the state.
public enum AnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call needs an animator that is not stopped (start, pause,
    /// reverse, scrub, continue, add animations); finish it first with
    /// `finishAnimation(at:)`.
    case stopped
    /// `finishAnimation(at:)` needs a stopped animator.
    case notStopped
    /// The call needs a paused or inactive animator (setting
    /// `fractionComplete`, `startAnimation(afterDelay:)`); pause it first.
    case running
    /// The call needs an active animator (`continueAnimation`).
    case inactive
    /// `setInterruptible(_:)` needs an inactive animator.
    case notInactive
    /// The animator is not interruptible: it cannot be paused, stopped,
    /// scrubbed, reversed or continued once started.
    case notInterruptible
    /// The property handle belongs to another animator.
    case foreignProperty
    /// An argument was not acceptable (NaN, infinite, negative, …); the
    /// error names it.
    case invalidArgument(ParameterError)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .stopped: return "the animator is stopped; call finishAnimation(at:) first"
        case .notStopped: return "finishAnimation(at:) needs a stopped animator"
        case .running: return "the animator is running; pause it first"
        case .inactive: return "the animator is inactive; start or pause it first"
        case .notInactive: return "isInterruptible can only change while the animator is inactive"
        case .notInterruptible: return "the animator is not interruptible"
        case .foreignProperty: return "the property belongs to another animator"
        case .invalidArgument(let error): return error.description
        }
    }
}
