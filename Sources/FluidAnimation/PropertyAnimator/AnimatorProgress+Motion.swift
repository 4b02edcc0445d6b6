extension AnimatorProgress {
    /// Takes `preference` at `now` (seconds), without a jump: a spring
    /// stretch under way — the progress's and each joined property's — goes
    /// on from where it is, with its velocity, on the spring the preference
    /// chooses, ending when that one settles; with
    /// ``MotionPreference/reduced`` it never carries the progress past its
    /// target, however fast a finger let it go. Curves are kept (a timing
    /// curve never overshoots its ends). Later stretches honour it too.
    public mutating func setMotionPreference(_ preference: MotionPreference, at now: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        motion = motion?.withMotionPreference(preference, at: now, tolerance: settlingTolerance)
        var j = 0
        while j < joins.count {
            joins[j].motion = joins[j].motion?.withMotionPreference(preference, at: now, tolerance: settlingTolerance)
            j += 1
        }
    }
}
