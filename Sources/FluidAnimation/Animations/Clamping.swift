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

/// The time a motion starts: the clamped start time plus the clamped delay,
/// at most half the largest double (a later or infinite sum becomes that),
/// so later arithmetic never meets infinity and a clock can still pass the
/// start: at the largest double itself no time could elapse, and the
/// motion would never end.
@inlinable
func clampedStart(_ startTime: Double, delay: Double) -> Double {
    let t = clampedTime(startTime) + clampedInterval(delay)
    return t <= latestStartTime ? t : latestStartTime
}

/// The time a motion restarts at when retargeted, restarted or caught at
/// `seconds`: the clamped time, at most half the largest double.
///
/// Pitfall: a motion restarted at the largest double itself (a clock that
/// has reached the end of time) could never end, since no later time
/// exists; one restarted later than `latestStartTime` starts there instead,
/// so it has run for ~9e307 s by any time a clock can still reach and rests
/// there (a jump, at times no clock meets in practice).
@inlinable
func clampedRestart(_ seconds: Double) -> Double {
    let t = clampedTime(seconds)
    return t <= latestStartTime ? t : latestStartTime
}

/// Half the largest double: the latest time a motion may start, seconds.
@usableFromInline
let latestStartTime = Double.greatestFiniteMagnitude / 2

/// `start + interval`, kept finite (the largest double instead of infinity).
@inlinable
func finiteSum(_ start: Double, _ interval: Double) -> Double {
    let t = start + interval
    return t.isFinite ? t : (t > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
}
