/// Limits that keep every animation finite.
public enum AnimationLimits {
    /// The longest a spring or decay may move after its latest (re)start,
    /// seconds: 60.
    ///
    /// A damped spring or a decay settles on its own, usually within a
    /// second or two. An undamped spring (bounce 1) oscillates forever and a
    /// barely damped one for hours; a zero rest threshold is never met. So
    /// every physics animation counts as settled — and snaps to its resting
    /// value — once this much time has passed since it last started or was
    /// retargeted. Nothing in FluidAnimation runs forever.
    ///
    /// Timing curves are not capped: a `TimingCurveAnimation` (or a
    /// curve-timed `PropertyAnimator`) ends at exactly the duration it is
    /// given, which the caller chose and which is known in advance.
    public static let maximumMotionDuration: Double = 60
}
