extension Spring {
    /// No bounce, perceptual duration 0.5 s: the general-purpose spring
    /// (critically damped, ζ = 1).
    public static var smooth: Spring { smooth() }

    /// A small bounce (0.15), perceptual duration 0.5 s: brisk, barely bouncy.
    public static var snappy: Spring { snappy() }

    /// A noticeable bounce (0.3), perceptual duration 0.5 s.
    public static var bouncy: Spring { bouncy() }

    /// `.smooth` with a different perceptual `duration` (seconds) and
    /// `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// `.snappy` with a different perceptual `duration` (seconds) and
    /// `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy` with a different perceptual `duration` (seconds) and
    /// `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
