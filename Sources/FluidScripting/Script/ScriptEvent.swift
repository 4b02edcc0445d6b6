/// One timed entry of a gesture script's `events`.
public enum ScriptEvent: Hashable, Sendable {
    /// A touch report: `{"t", "phase", "pointer", "x", "y", "force"?}`.
    case touch(ScriptTouch)
    /// A change of the system's settings at `time` seconds:
    /// `{"t", "system": {"appearance": "light" | "dark"}}`, delivered to the
    /// model as `SystemEvent.appearance` at its time.
    case system(time: Double, appearance: SystemAppearance)

    /// When, seconds from the start of the script.
    public var time: Double {
        switch self {
        case .touch(let touch): return touch.time
        case .system(let time, _): return time
        }
    }
}
