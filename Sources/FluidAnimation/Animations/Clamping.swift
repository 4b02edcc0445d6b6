// Documented clamps shared by the animations' initialisers.

/// Clamps a delay or duration: NaN, infinity and negative numbers become 0.
@inlinable
func clampedInterval(_ seconds: Double) -> Double {
    seconds.isFinite ? Swift.max(0, seconds) : 0
}

/// Clamps a start time: NaN and infinity become 0.
@inlinable
func clampedTime(_ seconds: Double) -> Double {
    seconds.isFinite ? seconds : 0
}
