import FluidAnimation
import FluidInteractions
import FluidScripting
import Foundation

/// The human-readable output of `fluid replay` (without `--json`).
enum ReplaySummary {
    /// Lines: the interface and frame rate (and "reduced motion" when it
    /// played with it), the final state's fields, the state at each `--at`
    /// time, the events one per line, and whether the interface settled.
    /// Numbers are rounded to 3 decimals.
    static func text(_ result: ReplayResult, fps: Double, motion: MotionPreference = .full) -> String {
        var out = "\(result.interface) at \(number(fps)) fps" + (motion == .reduced ? ", reduced motion" : "") + "\n"
        out += state("final", result.final)
        for snapshot in result.at { out += state("at", snapshot) }
        out += "events (\(result.events.count)):\n"
        for event in result.events { out += "  " + self.event(event) + "\n" }
        if result.settled {
            out += "settled: yes" + (result.settledAt.map { " (since t = \(number($0)))" } ?? "") + "\n"
        } else {
            out += "settled: no\n"
        }
        return out
    }

    private static func state(_ title: String, _ value: InteractionValue) -> String {
        var out = "\(title) (t = \(number(value["t"]?.number ?? 0))):\n"
        guard case .object(let fields) = value else { return out }
        for field in fields where field.key != "t" {
            out += "  \(field.key) = \(rounded(field.value).jsonText())\n"
        }
        return out
    }

    private static func event(_ value: InteractionValue) -> String {
        let t = number(value["t"]?.number ?? 0)
        switch value["kind"]?.string {
        case "haptic":
            return "\(t)  haptic \(value["style"]?.string ?? "?")"
        case "state":
            let v = value["value"].map { rounded($0).jsonText() } ?? "null"
            return "\(t)  \(value["name"]?.string ?? "?") = \(v)"
        default:
            return rounded(value).jsonText()
        }
    }

    /// A number with at most 3 decimals ("0.5", "12", "0.083").
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        return InteractionValue.jsonNumber((x * 1000).rounded() / 1000)
    }

    private static func rounded(_ value: InteractionValue) -> InteractionValue {
        switch value {
        case .number(let n): return n.isFinite ? .number((n * 1000).rounded() / 1000) : value
        case .array(let a): return .array(a.map(rounded))
        case .object(let fields): return .object(fields.map { .init($0.key, rounded($0.value)) })
        default: return value
        }
    }
}
