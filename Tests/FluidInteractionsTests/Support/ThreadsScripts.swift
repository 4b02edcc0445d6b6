import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Foundation

/// One input of a gesture script: a touch or a system event.
enum ThreadsScriptInput {
    case touch(TouchEvent)
    case system(SystemEvent, Double)

    var time: Double {
        switch self {
        case .touch(let t): return t.timestamp
        case .system(_, let t): return t
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
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Scripts") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        guard object["format"] as? String == "fluid-gesture-script", object["version"] as? Int == 1 else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let v = object["viewport"] as? [String: Any] ?? [:]
        let s = v["safeArea"] as? [String: Any] ?? [:]
        func num(_ d: [String: Any], _ k: String) -> Double { (d[k] as? NSNumber)?.doubleValue ?? 0 }
        let viewport = Viewport(width: num(v, "width"), height: num(v, "height"),
                                safeArea: .init(top: num(s, "top"), left: num(s, "left"), bottom: num(s, "bottom"), right: num(s, "right")))
        var inputs: [ThreadsScriptInput] = []
        for e in object["events"] as? [[String: Any]] ?? [] {
            let t = num(e, "t")
            if let system = e["system"] as? [String: Any] {
                if let a = system["appearance"] as? String, let appearance = SystemEvent.Appearance(rawValue: a) {
                    inputs.append(.system(.appearance(appearance), t))
                }
                continue
            }
            let phases: [String: TouchPhase] = ["began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled]
            guard let phase = phases[e["phase"] as? String ?? ""] else { throw CocoaError(.fileReadCorruptFile) }
            let force = (e["force"] as? NSNumber)?.doubleValue
            inputs.append(.touch(TouchEvent(pointer: PointerID(rawValue: (e["pointer"] as? Int) ?? 0), phase: phase,
                                            location: Point(x: num(e, "x"), y: num(e, "y")), timestamp: t, force: force)))
        }
        return ThreadsScript(interface: object["interface"] as? String ?? "", viewport: viewport, inputs: inputs,
                             until: (object["until"] as? NSNumber)?.doubleValue)
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
