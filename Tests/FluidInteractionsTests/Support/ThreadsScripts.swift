import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidTestSupport

/// One input of a gesture script: a touch or a system event.
enum ThreadsScriptInput {
    case touch(TouchEvent)
    case system(SystemEvent, Double)
    case action(String, Double)

    var time: Double {
        switch self {
        case .touch(let t): return t.timestamp
        case .system(_, let t), .action(_, let t): return t
        }
    }
}

/// A parsed `fluid-gesture-script` (the pinned JSON format), with system events.
struct ThreadsScript {
    var interface: String
    var viewport: Viewport
    var inputs: [ThreadsScriptInput]
    /// Seconds, or nil for "settled".
    var until: Double?

    /// Loads `Scripts/<name>.json` from the test bundle.
    static func load(_ name: String) throws -> ThreadsScript {
        let script = try ExampleScripts.load(name)
        let inputs = script.events.compactMap { event -> ThreadsScriptInput? in
            switch event {
            case .touch(let touch): return .touch(touch.touchEvent)
            case .system(let time, let appearance): return .system(.appearance(appearance), time)
            case .motion(let time, let preference): return .system(.motion(preference), time)
            case .action(let time, let name): return .action(name, time)
            // The example scripts tune nothing; a tuning needs the replay (ScriptReplay).
            case .tuning: return nil
            }
        }
        var until: Double?
        if case .time(let t) = script.until { until = t }
        return ThreadsScript(interface: script.interface, viewport: script.viewport, inputs: inputs, until: until)
    }
}

extension InteractionModel {
    /// Feeds touches and system events in order with frames at `fps` in
    /// between, then advances by frames to `until`.
    mutating func run(mixed inputs: [ThreadsScriptInput], until end: Double, fps: Double = 120, observe: (Self) -> Void = { _ in }) {
        var frame = (time * fps).rounded(.down) + 1
        for input in inputs {
            while frame / fps < input.time {
                advance(to: frame / fps)
                observe(self)
                frame += 1
            }
            switch input {
            case .touch(let touch): handle(touch)
            case .system(let event, let t): handle(event, at: t)
            case .action(let name, let t): try? perform(name, at: t)
            }
            observe(self)
        }
        while frame / fps <= end {
            advance(to: frame / fps)
            observe(self)
            frame += 1
        }
        advance(to: end)
        observe(self)
    }

    /// Runs a script: its inputs, then until its time or until settled (at most 60 s after the last input).
    mutating func run(threadsScript script: ThreadsScript, fps: Double = 120) {
        let last = script.inputs.map(\.time).max() ?? 0
        if let until = script.until {
            run(mixed: script.inputs, until: until, fps: fps)
        } else {
            run(mixed: script.inputs, until: last, fps: fps)
            var t = last
            while !isSettled, t < last + 60 {
                t += 1 / fps
                advance(to: t)
            }
        }
    }
}
