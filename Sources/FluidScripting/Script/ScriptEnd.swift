/// Where a gesture script's replay stops (`"until"`).
public enum ScriptEnd: Hashable, Sendable {
    /// At this many seconds from the start (`"until": 2.5`); never before
    /// the last event.
    case time(Double)
    /// At the first frame after the last event at which the model is
    /// settled (`"until": "settled"`), or `ScriptReplay.settleLimit` seconds
    /// after the last event if it never settles.
    case settled
}
