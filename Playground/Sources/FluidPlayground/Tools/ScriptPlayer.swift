import FluidScripting
import FluidInteractions

/// `--replay SCRIPT`: hands a script's events to the interface as the
/// interface's time reaches them, in real time.
struct ScriptPlayer {
    /// The script being played.
    let script: GestureScript
    private var next = 0

    /// A player at the script's start.
    init(script: GestureScript) { self.script = script }

    /// Whether every event has been played.
    var isFinished: Bool { next >= script.events.count }

    /// The events due at or before `time` (model time, seconds), in order;
    /// each is returned once.
    mutating func due(at time: Double) -> ArraySlice<ScriptEvent> {
        let start = next
        while next < script.events.count, script.events[next].time <= time { next += 1 }
        return script.events[start..<next]
    }
}
