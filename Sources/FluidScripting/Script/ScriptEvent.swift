import FluidAnimation

/// One timed entry of a gesture script's `events`.
public enum ScriptEvent: Hashable, Sendable {
    /// A touch report: `{"t", "phase", "pointer", "x", "y", "force"?}`.
    case touch(ScriptTouch)
    /// A change of the system's settings at `time` seconds:
    /// `{"t", "system": {"appearance": "light" | "dark"}}`, delivered to the
    /// model as `SystemEvent.appearance` at its time.
    case system(time: Double, appearance: SystemAppearance)
    /// A change of the person's motion preference at `time` seconds:
    /// `{"t", "system": {"reducedMotion": true | false}}`, delivered to the
    /// model as `SystemEvent.motion` at its time (an extension of version 1;
    /// the web page records one when `prefers-reduced-motion` changes).
    case motion(time: Double, preference: MotionPreference)
    /// A designer's tuning put in force at `time` seconds:
    /// `{"t", "tuning": {NAME: VALUE, …}}`, the values as a tuning file
    /// holds them (`TuningFile`'s `"values"`), every tunable not named at
    /// its default. Checked against the interface's tunables when the
    /// script is replayed; the model takes it at its time, mid-motion if
    /// need be, without a jump.
    case tuning(time: Double, values: JSONValue)
    /// An action taken without a gesture at `time` seconds:
    /// `{"t", "action": NAME}`, one of the interface's
    /// `InteractionModel.actions` (an extension of version 1: the web page
    /// and the playground record one when a key or an assistive technology
    /// invokes it). Checked against the interface's actions when the script
    /// is replayed; the model carries it out at its time.
    case action(time: Double, name: String)

    /// When, seconds from the start of the script.
    public var time: Double {
        switch self {
        case .touch(let touch): return touch.time
        case .system(let time, _): return time
        case .motion(let time, _): return time
        case .tuning(let time, _): return time
        case .action(let time, _): return time
        }
    }
}
